import { useSyncExternalStore } from 'react';
import type { ToastContainerProps } from 'react-toastify';
import { loadChunk } from '../app/lazy-chunk';

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

// react-toastify (code and styles) is downloaded with the first toast, not with every page. A toast
// raised before its container is mounted waits in react-toastify's queue and shows once it is.
let toastsWanted = false;
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** True once some toast was raised: the app then mounts the (lazy) toast container. */
export function useToastsWanted(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => toastsWanted,
    () => false,
  );
}

export function notify(type: ToastType, message: string): void {
  if (!toastsWanted) {
    toastsWanted = true;
    listeners.forEach((listener) => listener());
  }
  void loadChunk('toast', () => import('react-toastify')).then(
    ({ toast }) => {
      if (type === 'default') toast(message);
      else toast[type](message);
    },
    (error: unknown) => console.warn('[toast] could not load', error),
  );
}
