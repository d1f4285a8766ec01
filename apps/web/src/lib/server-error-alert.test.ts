import { afterEach, describe, expect, it, vi } from 'vitest';
import Swal from 'sweetalert2';
import { showServerErrorAlert } from './server-error-alert';

describe('server error modal', () => {
  afterEach(() => Swal.close());

  it('shows title and text with a green confirm button and cannot be dismissed otherwise', async () => {
    let dismissed = false;
    const closed = showServerErrorAlert({
      icon: 'error',
      title: 'Server Gagal',
      text: 'Coba lagi nanti.',
    }).then(() => {
      dismissed = true;
    });
    // SweetAlert2 is its own chunk: the modal appears once it has loaded.
    await vi.waitFor(() => expect(Swal.getPopup()).not.toBeNull());
    expect(Swal.getTitle()?.textContent).toBe('Server Gagal');
    expect(Swal.getHtmlContainer()?.textContent).toBe('Coba lagi nanti.');
    const confirm = Swal.getConfirmButton();
    expect(confirm?.style.getPropertyValue('--swal2-confirm-button-background-color')).toBe(
      '#2f9e44',
    );
    expect(Swal.getCancelButton()?.style.display).toBe('none');
    expect(Swal.getCloseButton()?.style.display).toBe('none');

    // Escape and a click outside leave it open.
    document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    Swal.getContainer()?.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(dismissed).toBe(false);

    confirm?.click();
    await closed;
    expect(dismissed).toBe(true);
  });
});
