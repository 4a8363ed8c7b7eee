import { ToastContainer } from 'react-toastify/unstyled';
import 'react-toastify/ReactToastify.css';
import './Toasts.css';
import { DEFAULT_TOAST_PLACE, TOAST_DEFAULT_MS, TOAST_LIMIT } from '../../lib/notify.ts';

/**
 * The toast container, a lazy chunk with react-toastify and its styles: the first screen renders without them
 * (notify.ts holds a toast raised before they arrive until they do).
 */
export function Toasts() {
  // Each toast picks its corner away from the control that raised it (notify.ts); hovering does not hold it.
  return (
    <ToastContainer
      position={DEFAULT_TOAST_PLACE}
      autoClose={TOAST_DEFAULT_MS}
      limit={TOAST_LIMIT}
      newestOnTop
      closeOnClick={false}
      pauseOnHover={false}
      pauseOnFocusLoss
      theme="light"
    />
  );
}
