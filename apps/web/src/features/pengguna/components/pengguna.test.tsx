import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HakAksesPenggunaScreen } from '../../../app/routes/setting/users';
import { renderWithProviders } from '../../../test/render';
import { mockApi } from '../../../test/mock-fetch';

const user = {
  user_id: '7b0c3a52-8a1e-4a57-9a53-0a4f7a1c2b11',
  name: 'BUDI SANTOSO',
  email: 'budi@sekolah.sch.id',
  username: '1234567890123456',
  jenis: 'PTK',
  roles: ['guru', 'wali'],
  last_login_at: null,
  initial_password_unchanged: true,
};

describe('Hak Akses Pengguna screen', () => {
  it('filters by role, opens the detail, adds a role and shows a reset password once', async () => {
    const api = mockApi({
      'GET pengguna': { json: { data: [user], total: 1, page: 1, per_page: 20 } },
      [`GET pengguna/${user.user_id}`]: {
        json: {
          ...user,
          roles_per_semester: [
            { semester_id: '20261', nama: '2026/2027 Ganjil', roles: ['guru', 'wali'] },
            { semester_id: '20252', nama: '2025/2026 Genap', roles: ['guru'] },
          ],
          addable_roles: ['waka', 'kaprog', 'internal'],
          semester_id: '20261',
        },
      },
      [`POST pengguna/${user.user_id}/peran`]: { json: { message: 'Peran ditambahkan.' } },
      [`POST pengguna/${user.user_id}/reset-password`]: {
        json: { message: 'ok', password: 'abcd2345' },
      },
    });
    renderWithProviders(<HakAksesPenggunaScreen />);
    const row = (await screen.findByText('BUDI SANTOSO')).closest('tr')!;
    expect(row).toHaveTextContent('Wali Kelas');
    expect(row).toHaveTextContent('Belum pernah');

    await userEvent.click(screen.getByPlaceholderText('Semua peran'));
    await userEvent.click(
      await screen.findByRole('option', { name: 'Waka Kurikulum', hidden: true }),
    );
    expect(api.calls.some((c) => c.key.includes('role=waka'))).toBe(true);

    await userEvent.click(screen.getByRole('button', { name: 'Detail BUDI SANTOSO' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('2025/2026 Genap')).toBeInTheDocument();
    expect(within(dialog).getAllByRole('button', { name: /Cabut peran/ })).toHaveLength(2);

    await userEvent.click(within(dialog).getByLabelText('Tambah peran semester ini'));
    const kaprog = await screen.findAllByRole('option', { name: 'Kepala Program', hidden: true });
    await userEvent.click(kaprog.at(-1)!);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Tambah' }));
    expect(api.calls.find((c) => c.key.endsWith('/peran'))?.body).toEqual({ role: 'kaprog' });

    await userEvent.click(within(dialog).getByRole('button', { name: 'Atur ulang kata sandi' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ya, atur ulang' }));
    expect(await within(dialog).findByTestId('new-password')).toHaveTextContent('abcd2345');
    expect(within(dialog).getByRole('button', { name: 'Salin' })).toBeInTheDocument();
  });

  it('asks before Atur Ulang Pengguna and reports the result', async () => {
    const api = mockApi({
      'GET pengguna': { json: { data: [], total: 0, page: 1, per_page: 20 } },
      'POST pengguna/generate': {
        json: {
          message: 'Pengguna diatur ulang: 3 akun PTK baru.',
          created_guru: 3,
          created_pd: 0,
        },
      },
    });
    renderWithProviders(<HakAksesPenggunaScreen />);
    expect(await screen.findByText('Tidak ada pengguna yang cocok.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Atur Ulang Pengguna' }));
    const dialog = await screen.findByRole('dialog');
    expect(api.calls.some((c) => c.key === 'POST pengguna/generate')).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ya, atur ulang' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls.filter((c) => c.key === 'POST pengguna/generate')).toHaveLength(1);
    expect(api.calls.filter((c) => c.key.startsWith('GET pengguna?'))).toHaveLength(2);
  });
});
