import type { Id, ToastPosition } from 'react-toastify/unstyled';

/** Spec §9: error and plain toasts 4 s, success 2 s, loading toasts stay until updated; at most 20 held. */
export const TOAST_LIMIT = 20;
export const TOAST_DEFAULT_MS = 4000;
export const TOAST_SUCCESS_MS = 2000;

/** Where toasts may appear: the bottom-left corner, or the top-left just below the top bar (global.css). */
export type ToastPlace = Extract<ToastPosition, 'bottom-left' | 'top-left'>;
export const DEFAULT_TOAST_PLACE: ToastPlace = 'bottom-left';

export interface ControlBox {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

// The room one toast takes (react-toastify's 320 px at a 16 px offset; full width at 480 px and below),
// with some height to spare for a two-line message. The top bar is --topbar-height in global.css. Beside an open
// sidebar (1024 px and up) toasts start right of it (Toasts.css), so they never hide it: `left` is its right edge.
const TOAST_WIDTH = 320;
const TOAST_OFFSET = 16;
const TOAST_BAND = 104;
const TOP_BAR = 64;
const FULL_WIDTH_UP_TO = 480;
/** From this width the sidebar stands beside the page (global.css's 1023 px breakpoint); below it is a drawer. */
const SIDEBAR_BESIDE_FROM = 1024;

/** The screen toasts may use: its size, and where the room beside the sidebar starts (0 without one). */
export interface ToastViewport {
  width: number;
  height: number;
  left?: number;
}

function bandOf(place: ToastPlace, viewport: ToastViewport): ControlBox {
  const fullWidth = viewport.width <= FULL_WIDTH_UP_TO;
  const left = fullWidth ? 0 : (viewport.left ?? 0) + TOAST_OFFSET;
  const right = fullWidth ? viewport.width : left + TOAST_WIDTH;
  return place === 'top-left'
    ? { left, right, top: TOP_BAR, bottom: TOP_BAR + TOAST_BAND }
    : { left, right, top: viewport.height - TOAST_BAND, bottom: viewport.height };
}

const overlaps = (a: ControlBox, b: ControlBox) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/**
 * Where a toast goes: never over the controls given first (the focused one, then the one focus returns to when a
 * dialog closes) when a place can avoid them (the focused one above all), and over as few of the other visible
 * controls (`others`) as it can; bottom-left (away from the level screen's side panel on the right) when it is as
 * good as the top-left.
 */
export function toastPlacement(viewport: ToastViewport, controls: readonly ControlBox[], others: readonly ControlBox[] = []): ToastPlace {
  const places: ToastPlace[] = ['bottom-left', 'top-left'];
  const covers = (place: ToastPlace, boxes: readonly ControlBox[]) => boxes.filter((c) => overlaps(bandOf(place, viewport), c)).length;
  const clearOfAll = places.filter((place) => covers(place, controls) === 0);
  const clearOfFocused = places.filter((place) => !controls[0] || covers(place, [controls[0]]) === 0);
  const candidates = clearOfAll.length ? clearOfAll : clearOfFocused.length ? clearOfFocused : places;
  return candidates.reduce((best, place) => (covers(place, others) < covers(best, others) ? place : best));
}

/** The visible controls a toast could cover (only those in the bands matter; bounded by what one screen shows). */
const CONTROLS = 'button, a[href], input, select, textarea, [role="tab"], [role="button"]';

const IN_DIALOG = '[role="dialog"], [role="alertdialog"]';
// The control a dialog was opened from: focus goes back to it when the dialog closes, often with a toast.
let lastFocusOutsideDialogs: Element | null = null;
if (typeof document !== 'undefined') {
  document.addEventListener(
    'focusin',
    (event) => {
      if (event.target instanceof Element && !event.target.closest(IN_DIALOG)) lastFocusOutsideDialogs = event.target;
    },
    true,
  );
}

function placeForNow(): ToastPlace {
  if (typeof document === 'undefined') return DEFAULT_TOAST_PLACE;
  const focused = document.activeElement;
  const controls: ControlBox[] = [];
  if (focused && focused !== document.body) {
    controls.push(focused.getBoundingClientRect());
    if (focused.closest(IN_DIALOG) && lastFocusOutsideDialogs?.isConnected) controls.push(lastFocusOutsideDialogs.getBoundingClientRect());
  }
  // the page's own controls, not those of a dialog that is closing (focus goes back to the page with the toast)
  const others = [...document.querySelectorAll(CONTROLS)]
    .filter((el) => !el.closest(IN_DIALOG) && !el.closest('.Toastify'))
    .map((el) => el.getBoundingClientRect())
    .filter((r) => r.width > 0 && r.height > 0);
  // an open sidebar beside the page (not the phone's drawer): toasts start right of it (Toasts.css)
  const sidebar = window.innerWidth >= SIDEBAR_BESIDE_FROM ? document.querySelector('.app-shell:not(.nav-closed) .sidebar') : null;
  const left = sidebar ? Math.max(0, sidebar.getBoundingClientRect().right) : 0;
  return toastPlacement({ width: window.innerWidth, height: window.innerHeight, left }, controls, others);
}

type Toast = typeof import('react-toastify/unstyled').toast;

// react-toastify is not part of the first screen's script: it arrives with the toast container (app/toasts), or
// with the first toast, whichever comes first. A toast raised before that is shown once it has arrived (its place
// is chosen when it is raised); react-toastify itself holds toasts until its container is mounted.
let toastLib: Toast | undefined;
let loadingToasts: Promise<Toast> | undefined;
function withToast(show: (toast: Toast) => unknown) {
  if (toastLib) {
    show(toastLib);
    return;
  }
  loadingToasts ??= import('react-toastify/unstyled').then(({ toast }) => (toastLib = toast));
  loadingToasts.then(show, (err: unknown) => {
    loadingToasts = undefined;
    console.error('Could not load toasts', err);
  });
}

// Ids are ours, so a toast raised before react-toastify arrives can still be settled or deduplicated by id.
let lastToastId = 0;
/** One id per kind and text: a message already showing is not raised again on top of itself. */
export const sameMessageId = (kind: 'error' | 'info', message: string) => `notify-${kind}:${message}`;
function raise(show: (toast: Toast, toastId: Id) => unknown, toastId: Id = `notify-${++lastToastId}`): Id {
  withToast((toast) => show(toast, toastId));
  return toastId;
}

export const notify = {
  success: (message: string): Id => {
    const position = placeForNow();
    return raise((toast, toastId) => toast.success(message, { autoClose: TOAST_SUCCESS_MS, position, toastId }));
  },
  // the same message twice while it shows is one toast, not two stacked (react-toastify ignores an id it shows)
  error: (message: string, toastId: string = sameMessageId('error', message)): Id => {
    const position = placeForNow();
    return raise((toast, id) => toast.error(message, { autoClose: TOAST_DEFAULT_MS, toastId: id, position }), toastId);
  },
  info: (message: string): Id => {
    const position = placeForNow();
    return raise((toast, toastId) => toast(message, { autoClose: TOAST_DEFAULT_MS, position, toastId }), sameMessageId('info', message));
  },
  loading: (message: string): Id => {
    const position = placeForNow();
    return raise((toast, toastId) => toast.loading(message, { position, toastId }));
  },
  /** Turns a loading toast into its outcome, with the outcome's own duration. */
  settle: (id: Id, type: 'success' | 'error', message: string) =>
    withToast((toast) =>
      toast.update(id, {
        render: message,
        type,
        isLoading: false,
        autoClose: type === 'success' ? TOAST_SUCCESS_MS : TOAST_DEFAULT_MS,
      }),
    ),
};
