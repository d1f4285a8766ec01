import { toast, type ToastContainerProps } from 'react-toastify';

/** Application toasts (spec §9): bottom-right, at most 4, newest on top, 3 s, no chrome. */
export const TOAST_CONTAINER_PROPS = {
  position: 'bottom-right',
  limit: 4,
  newestOnTop: true,
  autoClose: 3000,
  hideProgressBar: true,
  closeButton: false,
  closeOnClick: false,
  pauseOnFocusLoss: false,
} satisfies ToastContainerProps;

export type ToastType = 'success' | 'error' | 'warning' | 'info' | 'default';

export function notify(type: ToastType, message: string): void {
  if (type === 'default') toast(message);
  else toast[type](message);
}
