import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../test/render';
import { GtkForm } from './gtk-form-modal';

function jsonResponse(status: number, body: unknown) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

afterEach(() => {
  vi.restoreAllMocks();
});

async function fill(user: ReturnType<typeof userEvent.setup>, nik: string) {
  await user.type(screen.getByRole('textbox', { name: /Nama/ }), 'Budi Instruktur');
  await user.type(screen.getByRole('textbox', { name: /NIK/ }), nik);
}

describe('GtkForm (instruktur)', () => {
  it('explains a bad NIK before sending anything', async () => {
    const fetch = vi.spyOn(window, 'fetch');
    const user = userEvent.setup();
    renderWithProviders(<GtkForm jenis="instruktur" row={null} onDone={() => undefined} />);
    await fill(user, '12345');
    await user.click(screen.getByRole('button', { name: 'Simpan' }));
    expect(await screen.findByText('NIK harus 16 digit angka.')).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('sends the instructor and shows the server’s field message under the field', async () => {
    const fetch = vi
      .spyOn(window, 'fetch')
      .mockResolvedValueOnce(
        jsonResponse(409, {
          error: {
            code: 'referensi.nik_taken',
            message: 'NIK ini sudah dipakai GTK lain di sekolah ini.',
            fields: { nik: 'NIK ini sudah dipakai GTK lain di sekolah ini.' },
          },
        }),
      )
      .mockResolvedValueOnce(
        jsonResponse(200, { message: 'Instruktur berhasil ditambahkan.', guru_id: 'x' }),
      );
    const onDone = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<GtkForm jenis="instruktur" row={null} onDone={onDone} />);
    await fill(user, '3201010101900001');
    await user.click(screen.getByRole('button', { name: 'Simpan' }));
    expect(
      await screen.findByText('NIK ini sudah dipakai GTK lain di sekolah ini.'),
    ).toBeInTheDocument();
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/referensi/gtk-lokal/instruktur');
    expect(JSON.parse(init?.body as string)).toMatchObject({
      nama: 'Budi Instruktur',
      nik: '3201010101900001',
      jenis_kelamin: 'L',
    });
    await user.click(screen.getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
  });
});
