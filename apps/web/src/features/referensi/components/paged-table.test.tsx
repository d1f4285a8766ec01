import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiRequestError } from '../../../lib/api-client';
import { renderWithProviders } from '../../../test/render';
import { PagedTable, type PagedColumn } from './paged-table';

interface Row {
  id: string;
  nama: string;
  nisn: string;
}
const columns: PagedColumn<Row, 'nama'>[] = [
  { key: 'nama', header: 'Nama', sortKey: 'nama', render: (row) => row.nama },
  { key: 'nisn', header: 'NISN', render: (row) => row.nisn },
];

function setup(overrides: Partial<Parameters<typeof PagedTable<Row, 'nama'>>[0]> = {}) {
  const handlers = { onSearch: vi.fn(), onPage: vi.fn(), onPerPage: vi.fn(), onSort: vi.fn() };
  renderWithProviders(
    <PagedTable<Row, 'nama'>
      label="Peserta didik aktif"
      columns={columns}
      rows={[
        { id: '1', nama: 'ADI', nisn: '001' },
        { id: '2', nama: 'BUDI', nisn: '002' },
      ]}
      rowKey={(row) => row.id}
      total={25}
      page={2}
      perPage={10}
      loading={false}
      search=""
      sort="nama"
      order="asc"
      {...handlers}
      {...overrides}
    />,
  );
  return handlers;
}

describe('PagedTable', () => {
  it('shows one server page with running numbers and the range of the total', () => {
    setup();
    const table = screen.getByRole('table', { name: 'Peserta didik aktif' });
    expect(table).toHaveTextContent('11ADI001');
    expect(table).toHaveTextContent('12BUDI002');
    expect(screen.getByText('11–20 dari 25')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: /Nama/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
  });

  it('asks the server for another sort, search or page', async () => {
    const user = userEvent.setup();
    const handlers = setup();
    await user.click(screen.getByRole('button', { name: /Nama/ }));
    expect(handlers.onSort).toHaveBeenCalledWith('nama');
    expect(screen.queryByRole('button', { name: /NISN/ })).toBeNull();
    await user.type(screen.getByRole('textbox', { name: 'Cari di Peserta didik aktif' }), 'a');
    expect(handlers.onSearch).toHaveBeenCalledWith('a');
    await user.click(screen.getByRole('button', { name: '3' }));
    expect(handlers.onPage).toHaveBeenCalledWith(3);
  });

  it('shows why a page could not be loaded instead of an empty table', () => {
    const message = 'Kata kunci pencarian maksimal 100 karakter.';
    setup({
      rows: undefined,
      total: 0,
      page: 1,
      error: new ApiRequestError(422, { code: 'request.invalid', message }),
    });
    const table = screen.getByRole('table', { name: 'Peserta didik aktif' });
    expect(within(table).getByRole('alert')).toHaveTextContent(message);
    expect(screen.queryByText('Tidak ada data.')).toBeNull();
  });

  it('stops the search box at the 100 characters the lists take', async () => {
    const handlers = setup();
    const search = screen.getByRole('textbox', { name: 'Cari di Peserta didik aktif' });
    expect(search).toHaveAttribute('maxlength', '100');
    await userEvent.setup().click(search);
    await userEvent.paste('x'.repeat(150));
    expect(handlers.onSearch).toHaveBeenLastCalledWith('x'.repeat(100));
  });

  it('breaks long words in a column of long text only', () => {
    setup({
      columns: [
        { key: 'nama', header: 'Nama', longText: true, render: (row) => row.nama },
        { key: 'nisn', header: 'NISN', render: (row) => row.nisn },
      ],
    });
    expect(screen.getByText('ADI').closest('td')).toHaveStyle({ overflowWrap: 'anywhere' });
    expect(screen.getByText('001').closest('td')!.style.overflowWrap).toBe('');
  });

  it('says so when nothing matches', () => {
    setup({ rows: [], total: 0, page: 1 });
    expect(screen.getByText('Tidak ada data.')).toBeInTheDocument();
    expect(screen.getByText('0–0 dari 0')).toBeInTheDocument();
  });
});
