import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Semester } from '@erapor/shared/auth/auth.schemas';
import { GANJIL_2026, session } from '../../../components/grade-grid/dev/grid-test-kit';
import { LeaveGuard } from '../../../components/grade-grid/leave-guard';
import { saveSession } from '../../../lib/storage';
import { mockApi } from '../../../test/mock-fetch';
import { renderWithProviders } from '../../../test/render';
import { SemesterSwitcher } from './semester-switcher';

vi.mock('../../../lib/toast', () => ({ notify: vi.fn() }));

const GENAP: Semester = {
  semester_id: '20262',
  tahun_ajaran_id: 2026,
  nama: '2026/2027 Genap',
  semester: 2,
  periode_aktif: false,
};

const sessionIn = (semester: Semester) =>
  session(`access-${semester.semester_id}`, `refresh-${semester.semester_id}`, semester);

/** The header's switcher above a grid page holding `unsaved` edits not saved yet. */
function renderHeader(unsaved: number) {
  const api = mockApi({
    'GET jwt/login-options': {
      json: {
        semesters: [GANJIL_2026, GENAP],
        semester_id: '20261',
        allowRegister: false,
        schoolCount: 1,
      },
    },
    'POST jwt/switch-semester': { json: sessionIn(GENAP) },
  });
  const router = createMemoryRouter(
    [
      {
        path: '/penilaian/asesmen-sumatif',
        element: (
          <>
            <SemesterSwitcher />
            <LeaveGuard count={unsaved} />
          </>
        ),
      },
    ],
    { initialEntries: ['/penilaian/asesmen-sumatif?jenis=sas'] },
  );
  renderWithProviders(<RouterProvider router={router} />);
  const switches = () => api.calls.filter((call) => call.key === 'POST jwt/switch-semester');
  return { switches };
}

const selector = () => screen.getByRole('combobox', { name: 'Semester' });

async function pick(name: string) {
  await userEvent.click(selector());
  await userEvent.click(await screen.findByRole('option', { name, hidden: true }));
}

beforeEach(() => {
  saveSession(sessionIn(GANJIL_2026));
});

describe('SemesterSwitcher', () => {
  it('asks before switching while grid edits are not saved; "Tetap di sini" keeps the semester', async () => {
    const { switches } = renderHeader(2);
    await screen.findByRole('option', { name: '2026/2027 Genap', hidden: true });
    await pick('2026/2027 Genap');
    const dialog = await screen.findByRole('dialog', { name: 'Tinggalkan halaman?' });
    expect(dialog).toHaveTextContent('2 perubahan belum tersimpan di server');
    expect(switches()).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Tetap di sini' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(switches()).toHaveLength(0);
    expect(selector()).toHaveValue('2026/2027 Ganjil (aktif)');
  });

  it('switches once the teacher chooses "Tinggalkan"', async () => {
    const { switches } = renderHeader(2);
    await screen.findByRole('option', { name: '2026/2027 Genap', hidden: true });
    await pick('2026/2027 Genap');
    const dialog = await screen.findByRole('dialog', { name: 'Tinggalkan halaman?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Tinggalkan' }));
    await waitFor(() => expect(selector()).toHaveValue('2026/2027 Genap'));
    expect(switches().map((call) => (call.body as { semester_id: string }).semester_id)).toEqual([
      '20262',
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('switches at once, without a question, when nothing is unsaved', async () => {
    const { switches } = renderHeader(0);
    await screen.findByRole('option', { name: '2026/2027 Genap', hidden: true });
    await pick('2026/2027 Genap');
    await waitFor(() => expect(selector()).toHaveValue('2026/2027 Genap'));
    expect(switches()).toHaveLength(1);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
