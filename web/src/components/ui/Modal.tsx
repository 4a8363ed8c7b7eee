import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Button, Dialog, Heading, Modal as AriaModal, ModalOverlay } from 'react-aria-components';
import { CloseIcon } from './icons.tsx';
import './modal.css';

interface ModalProps {
  title: string;
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  /** Short text under the title. */
  description?: ReactNode;
  children: ReactNode;
  /** Stops Escape and outside clicks from closing it (while a request runs). */
  isBusy?: boolean;
}

/** A react-aria modal dialog: focus trapped and restored, Escape and the close button dismiss it. */
export function Modal({ title, isOpen, onOpenChange, description, children, isBusy = false }: ModalProps) {
  const overlay = useFocusReturn(isOpen);
  return (
    <ModalOverlay
      ref={overlay}
      className="modal-overlay"
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable={!isBusy}
      isKeyboardDismissDisabled={isBusy}
    >
      <AriaModal className="modal">
        <Dialog className="dialog">
          <div className="dialog-header">
            <div>
              <Heading slot="title" className="dialog-title">
                {title}
              </Heading>
              {description ? <p className="dialog-description">{description}</p> : null}
            </div>
            <Button slot="close" className="icon-button" aria-label="Close" isDisabled={isBusy}>
              <CloseIcon size={18} />
            </Button>
          </div>
          <div className="dialog-body">{children}</div>
        </Dialog>
      </AriaModal>
    </ModalOverlay>
  );
}

/**
 * A fallback for react-aria's focus restore, which runs in an animation frame: a page the browser is not painting
 * (busy, backgrounded, or right after a download) may never run it, leaving focus on the body. Once this modal's
 * overlay has left the DOM, focus still on the body goes back to what had it when the modal opened.
 */
function useFocusReturn(isOpen: boolean) {
  const overlay = useRef<HTMLDivElement>(null);
  // false at mount, so a modal mounted open (a keyed instance) knows its opener too; read while rendering the opening,
  // before a field inside autofocuses (as react-aria's FocusScope does)
  const [seenOpen, setSeenOpen] = useState(false);
  const [opener, setOpener] = useState<HTMLElement | null>(null);
  if (isOpen !== seenOpen) {
    setSeenOpen(isOpen);
    if (isOpen) setOpener(typeof document !== 'undefined' && document.activeElement instanceof HTMLElement ? document.activeElement : null);
  }
  useEffect(() => {
    if (isOpen || !opener) return;
    let tries = 0;
    const timer = window.setInterval(() => {
      tries += 1;
      if (overlay.current && tries < 60) return; // still exiting (at most 3 s)
      window.clearInterval(timer);
      const lost = document.activeElement === null || document.activeElement === document.body;
      if (lost && !overlay.current && opener.isConnected) opener.focus();
    }, 50);
    return () => window.clearInterval(timer);
  }, [isOpen, opener]);
  return overlay;
}
