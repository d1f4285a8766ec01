import 'fake-indexeddb/auto';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { StoredDraft } from '../../../components/grade-grid/draft-store';
import { createDraftWriter, draftStoreKey } from '../../../components/grade-grid/draft-store';
import {
  GANJIL_2026,
  resetDraftStore,
  session,
} from '../../../components/grade-grid/dev/grid-test-kit';
import { STORAGE_KEYS, endSession, noteSessionLoss, saveSession } from '../../../lib/storage';
import { mockApi } from '../../../test/mock-fetch';
import { renderWithProviders } from '../../../test/render';
import { loginPath } from '../../route-guard';
import { LoginScreen } from './login';

vi.mock('../../../lib/toast', () => ({ notify: vi.fn() }));

const GRID_PAGE = '/penilaian/input-nilai?pembelajaran_id=p-1&jenis=slm';
const signedIn = session('access-1', 'refresh-1');
const USER_ID = signedIn.userData.user_id;

const draft = (anggota: string, value: number, queued: boolean): StoredDraft => ({
  anggota_rombel_id: anggota,
  kolom: 'tp-1',
  value,
  version: 0,
  queued,
});

/** Where the app went after signing in. */
function Landed() {
  const location = useLocation();
  return <p data-testid="landed">{`${location.pathname}${location.search}`}</p>;
}

function renderLogin(at: string) {
  mockApi({
    'GET jwt/login-options': {
      json: {
        semesters: [GANJIL_2026],
        semester_id: '20261',
        allowRegister: false,
        schoolCount: 1,
      },
    },
    'POST jwt/login': { json: signedIn },
  });
  const router = createMemoryRouter(
    [
      { path: '/login', element: <LoginScreen /> },
      { path: '*', element: <Landed /> },
    ],
    { initialEntries: [at] },
  );
  renderWithProviders(<RouterProvider router={router} />);
}

async function signIn() {
  await userEvent.type(await screen.findByLabelText(/Email atau nama pengguna/), 'rina');
  await userEvent.type(screen.getByLabelText('Kata sandi'), 'rahasia123');
  await userEvent.click(screen.getByRole('button', { name: 'Masuk' }));
}

describe('LoginScreen after the session ended', () => {
  it('says the session ended and how many grade edits this device keeps, then goes back to the page', async () => {
    // two tabs of the same grid kept the same cell and one more; another teacher's edit on the
    // same school PC is not his
    await createDraftWriter(`${draftStoreKey(USER_ID, 'slm', 'p-1')}#tab-a`).write([
      draft('siswa-1', 44, true),
      draft('siswa-2', 45, true),
    ]);
    await createDraftWriter(`${draftStoreKey(USER_ID, 'slm', 'p-1')}#tab-b`).write([
      draft('siswa-2', 45, false),
    ]);
    await createDraftWriter(`${draftStoreKey('guru-lain', 'slm', 'p-1')}#tab-c`).write([
      draft('siswa-3', 70, true),
    ]);
    saveSession(signedIn);
    endSession();

    renderLogin(loginPath(GRID_PAGE, 'berakhir'));
    const notice = await screen.findByRole('status');
    expect(notice).toHaveTextContent('Sesi Anda berakhir');
    expect(notice).toHaveTextContent(
      'Silakan masuk lagi; setelah itu Anda kembali ke halaman tadi.',
    );
    await waitFor(() =>
      expect(notice).toHaveTextContent(
        '2 perubahan nilai yang belum terkirim tetap tersimpan di perangkat ini.',
      ),
    );

    await signIn();
    expect(await screen.findByTestId('landed')).toHaveTextContent(GRID_PAGE);
  });

  it('says nothing of a session when the sign-in page was simply opened', async () => {
    renderLogin('/login');
    await screen.findByRole('button', { name: 'Masuk' });
    expect(screen.queryByText('Sesi Anda berakhir')).not.toBeInTheDocument();
  });

  it.each(['/\\evil.example', '//evil.example', 'https://evil.example/penilaian'])(
    'never follows a way back to another site (%s) after signing in',
    async (redirect) => {
      renderLogin(`/login?sesi=berakhir&redirect=${encodeURIComponent(redirect)}`);
      expect(await screen.findByRole('status')).toHaveTextContent(
        'Silakan masuk lagi untuk melanjutkan.',
      );
      await signIn();
      expect(await screen.findByTestId('landed')).toHaveTextContent(/^\/$/);
    },
  );

  it('says another account signed in in another tab and what this device keeps, then goes back to the page', async () => {
    await resetDraftStore();
    await createDraftWriter(`${draftStoreKey(USER_ID, 'slm', 'p-1')}#tab-a`).write([
      draft('siswa-1', 25, true),
      draft('siswa-2', 26, true),
    ]);
    saveSession(signedIn);
    // the wali signs in in another tab of the same browser
    const wali = { ...signedIn.userData, user_id: 'wali-1', name: 'Agustinus Goa' };
    localStorage.setItem(STORAGE_KEYS.userData, JSON.stringify(wali));
    localStorage.setItem(STORAGE_KEYS.accessToken, 'access-wali');
    expect(noteSessionLoss()).toBe(true);

    renderLogin(loginPath(GRID_PAGE, 'akun-lain'));
    const notice = await screen.findByRole('status');
    expect(notice).toHaveTextContent('Akun lain masuk di tab lain');
    expect(notice).toHaveTextContent('tab ini tidak lagi memakai akun Anda');
    expect(notice).toHaveTextContent('setelah itu Anda kembali ke halaman tadi.');
    await waitFor(() =>
      expect(notice).toHaveTextContent(
        '2 perubahan nilai yang belum terkirim tetap tersimpan di perangkat ini.',
      ),
    );

    await signIn();
    expect(await screen.findByTestId('landed')).toHaveTextContent(GRID_PAGE);
  });

  it('says the account signed out in another tab, with no count when nothing waits, and comes back to the page', async () => {
    await resetDraftStore();
    saveSession(signedIn);
    localStorage.clear();
    expect(noteSessionLoss()).toBe(true);

    renderLogin(loginPath(GRID_PAGE, 'keluar'));
    const notice = await screen.findByRole('status');
    expect(notice).toHaveTextContent('Keluar di tab lain');
    expect(notice).toHaveTextContent('Akun Anda sudah keluar di tab lain pada peramban ini');
    expect(notice).not.toHaveTextContent('perubahan nilai');

    await signIn();
    expect(await screen.findByTestId('landed')).toHaveTextContent(GRID_PAGE);
  });
});
