import { toast, type Id } from 'react-toastify/unstyled';

/** Spec §9: error and plain toasts 4 s, success 2 s, loading toasts stay until updated; at most 20 held. */
export const TOAST_LIMIT = 20;
export const TOAST_DEFAULT_MS = 4000;
export const TOAST_SUCCESS_MS = 2000;

export const notify = {
  success: (message: string): Id => toast.success(message, { autoClose: TOAST_SUCCESS_MS }),
  error: (message: string, toastId?: string): Id => toast.error(message, { autoClose: TOAST_DEFAULT_MS, toastId }),
  info: (message: string): Id => toast(message, { autoClose: TOAST_DEFAULT_MS }),
  loading: (message: string): Id => toast.loading(message),
  /** Turns a loading toast into its outcome, with the outcome's own duration. */
  settle: (id: Id, type: 'success' | 'error', message: string) =>
    toast.update(id, {
      render: message,
      type,
      isLoading: false,
      autoClose: type === 'success' ? TOAST_SUCCESS_MS : TOAST_DEFAULT_MS,
    }),
};
