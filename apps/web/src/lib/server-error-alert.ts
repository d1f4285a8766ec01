import type { SweetAlertIcon } from 'sweetalert2';
import { loadChunk } from '../app/lazy-chunk';

export interface ServerErrorAlert {
  icon: SweetAlertIcon;
  title: string;
  text: string;
}

const ICONS: readonly SweetAlertIcon[] = ['success', 'error', 'warning', 'info', 'question'];

export const SERVER_ERROR_FALLBACK: ServerErrorAlert = {
  icon: 'error',
  title: 'Terjadi Kesalahan Server',
  text: 'Server tidak dapat memproses permintaan Anda. Silakan coba beberapa saat lagi atau hubungi administrator sekolah.',
};

/** Reads `{ icon, title, text }` from a 5xx body (spec §8), filling gaps with Indonesian text. */
export function serverErrorFromBody(body: unknown): ServerErrorAlert {
  const record = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const icon = ICONS.find((candidate) => candidate === record.icon) ?? SERVER_ERROR_FALLBACK.icon;
  const title =
    typeof record.title === 'string' && record.title ? record.title : SERVER_ERROR_FALLBACK.title;
  const text =
    typeof record.text === 'string' && record.text ? record.text : SERVER_ERROR_FALLBACK.text;
  return { icon, title, text };
}

/**
 * Green confirm button; the modal closes only through that button. SweetAlert2 is downloaded the
 * first time a server error happens, not with every page.
 */
export async function showServerErrorAlert(alert: ServerErrorAlert): Promise<void> {
  const { default: Swal } = await loadChunk('sweetalert2', () => import('sweetalert2'));
  await Swal.fire({
    icon: alert.icon,
    title: alert.title,
    text: alert.text,
    confirmButtonText: 'OK',
    confirmButtonColor: '#2f9e44',
    allowOutsideClick: false,
    allowEscapeKey: false,
    showCloseButton: false,
    showCancelButton: false,
  });
}
