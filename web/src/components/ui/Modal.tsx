import type { ReactNode } from 'react';
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
  return (
    <ModalOverlay
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
