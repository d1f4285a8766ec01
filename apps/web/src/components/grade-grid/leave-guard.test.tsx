import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { LeaveGuard } from './leave-guard';

/** A page with two grids' guards, as Nilai Akhir has (finals, then Ketercapaian). */
function renderPage(first: number, second: number) {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <>
            <LeaveGuard count={first} />
            <LeaveGuard count={second} />
          </>
        ),
      },
      { path: '/beranda', element: <p>Beranda</p> },
    ],
    { initialEntries: ['/'] },
  );
  return { ...renderWithProviders(<RouterProvider router={router} />), router };
}

describe('LeaveGuard', () => {
  it('asks for the first grid’s edits when the second grid on the page has none', async () => {
    const warn = vi.spyOn(console, 'warn');
    const { router, unmount } = renderPage(2, 0);
    act(() => void router.navigate('/beranda'));
    const dialog = await screen.findByRole('dialog', { name: 'Tinggalkan halaman?' });
    expect(dialog).toHaveTextContent('2 perubahan belum tersimpan di server');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Tetap di sini' }));
    expect(router.state.location.pathname).toBe('/');
    // one blocker for the page: the router has no second one to warn about
    expect(warn.mock.calls.flat().join(' ')).not.toContain('one blocker');
    warn.mockRestore();
    unmount();
  });

  it('counts the edits of every grid on the page', async () => {
    const { router, unmount } = renderPage(2, 3);
    act(() => void router.navigate('/beranda'));
    const dialog = await screen.findByRole('dialog', { name: 'Tinggalkan halaman?' });
    expect(dialog).toHaveTextContent('5 perubahan belum tersimpan di server');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Tinggalkan' }));
    expect(await screen.findByText('Beranda')).toBeInTheDocument();
    unmount();
  });

  it('lets the teacher go without a question when nothing is unsaved', async () => {
    const { router, unmount } = renderPage(0, 0);
    act(() => void router.navigate('/beranda'));
    expect(await screen.findByText('Beranda')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    unmount();
  });
});
