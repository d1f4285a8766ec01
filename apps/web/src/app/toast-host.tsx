import { ToastContainer } from 'react-toastify';
import 'react-toastify/ReactToastify.css';
import { TOAST_CONTAINER_PROPS } from '../lib/toast';

/** The toast container; a chunk of its own, mounted when the first toast is raised. */
export function ToastHost({ rtl, dark }: { rtl: boolean; dark: boolean }) {
  return <ToastContainer {...TOAST_CONTAINER_PROPS} rtl={rtl} theme={dark ? 'dark' : 'light'} />;
}
