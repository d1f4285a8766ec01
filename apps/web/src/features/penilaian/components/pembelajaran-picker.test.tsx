import { afterEach, describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PembelajaranGuru } from '@erapor/shared/penilaian/penilaian.schemas';
import { renderWithProviders } from '../../../test/render';
import { mockApi } from '../../../test/mock-fetch';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { PembelajaranPicker, usePembelajaranParam } from './pembelajaran-picker';

afterEach(() => {
  vi.restoreAllMocks();
  sessionStorage.clear();
});

function item(overrides: Partial<PembelajaranGuru>): PembelajaranGuru {
  return {
    pembelajaran_id: 'p-mat-10a',
    nama_mata_pelajaran: 'Matematika',
    mata_pelajaran_id: 401000000,
    rombongan_belajar_id: 'r-10a',
    rombel: 'X TKJ 1',
    tingkat: 10,
    jenis_rombel: 1,
    merdeka: true,
    kunci_nilai: false,
    siap_dinilai: true,
    ...overrides,
  };
}

const LIST = [
  item({}),
  item({
    pembelajaran_id: 'p-ipas-10a',
    nama_mata_pelajaran: 'Projek IPAS',
    siap_dinilai: false,
  }),
  item({
    pembelajaran_id: 'p-mat-11a',
    rombongan_belajar_id: 'r-11a',
    rombel: 'XI TKJ 1',
    tingkat: 11,
  }),
];

function Harness({ onPick }: { onPick: (id: string | null) => void }) {
  const [value, setValue] = useState<string | null>(null);
  return (
    <PembelajaranPicker
      value={value}
      onChange={(id) => {
        setValue(id);
        onPick(id);
      }}
    />
  );
}

describe('PembelajaranPicker', () => {
  it('narrows Tingkat → Rombel → Mapel and lists an unmapped subject disabled with the reason', async () => {
    mockApi({ 'GET penilaian/pembelajaran': { json: LIST } });
    const onPick = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<Harness onPick={onPick} />);

    const mapel = await screen.findByRole('combobox', { name: 'Mata Pelajaran' });
    expect(mapel).toBeDisabled();
    await user.click(screen.getByRole('combobox', { name: 'Tingkat' }));
    await user.click(await screen.findByRole('option', { name: 'Kelas 10', hidden: true }));
    await user.click(screen.getByRole('combobox', { name: 'Rombongan Belajar' }));
    const rombelList = await screen.findByRole('listbox', {
      name: 'Rombongan Belajar',
      hidden: true,
    });
    const rombelOptions = within(rombelList).getAllByRole('option', { hidden: true });
    // Only the classes of grade 10.
    expect(rombelOptions.map((option) => option.textContent)).toEqual(['X TKJ 1']);
    await user.click(rombelOptions[0]!);

    expect(screen.getByText(/Belum dipetakan administrator .*: Projek IPAS\./)).toBeInTheDocument();
    await user.click(mapel);
    const listbox = await screen.findByRole('listbox', { name: 'Mata Pelajaran', hidden: true });
    const unmapped = within(listbox).getByRole('option', {
      name: 'Projek IPAS (belum dipetakan)',
      hidden: true,
    });
    expect(unmapped).toHaveAttribute('data-combobox-disabled', 'true');
    await user.click(unmapped);
    expect(onPick).not.toHaveBeenCalled();

    await user.click(within(listbox).getByRole('option', { name: 'Matematika', hidden: true }));
    expect(onPick).toHaveBeenLastCalledWith('p-mat-10a');
    expect(mapel).toHaveValue('Matematika');
  });

  it('offers the gradable classes and subjects in one click while nothing is chosen, narrowed by the level', async () => {
    mockApi({ 'GET penilaian/pembelajaran': { json: LIST } });
    const onPick = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<Harness onPick={onPick} />);
    const quick = await screen.findByRole('group', { name: /atau buka langsung/ });
    // the unmapped subject cannot be graded, so it is not offered
    expect(
      within(quick)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['X TKJ 1 · Matematika', 'XI TKJ 1 · Matematika']);
    await user.click(screen.getByRole('combobox', { name: 'Tingkat' }));
    await user.click(await screen.findByRole('option', { name: 'Kelas 11', hidden: true }));
    expect(
      within(quick)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['XI TKJ 1 · Matematika']);
    await user.click(within(quick).getByRole('button', { name: 'XI TKJ 1 · Matematika' }));
    expect(onPick).toHaveBeenLastCalledWith('p-mat-11a');
    expect(screen.getByRole('combobox', { name: 'Rombongan Belajar' })).toHaveValue('XI TKJ 1');
    // chosen: the shortcuts give way to the grid
    expect(screen.queryByRole('group', { name: /atau buka langsung/ })).toBeNull();
  });

  it('shows the class and subject of a pembelajaran given from outside (e.g. the address)', async () => {
    mockApi({ 'GET penilaian/pembelajaran': { json: LIST } });
    renderWithProviders(<PembelajaranPicker value="p-mat-11a" onChange={() => undefined} />);
    expect(await screen.findByRole('combobox', { name: 'Tingkat' })).toHaveValue('Kelas 11');
    expect(screen.getByRole('combobox', { name: 'Rombongan Belajar' })).toHaveValue('XI TKJ 1');
    expect(screen.getByRole('combobox', { name: 'Mata Pelajaran' })).toHaveValue('Matematika');
  });

  it('says so when the teacher teaches nothing this semester', async () => {
    mockApi({ 'GET penilaian/pembelajaran': { json: [] } });
    renderWithProviders(<PembelajaranPicker value={null} onChange={() => undefined} />);
    expect(await screen.findByText(/tidak mengajar mata pelajaran apa pun/)).toBeInTheDocument();
  });

  it('keeps the choice in the address and brings it back on the next grading screen of the tab', async () => {
    function Screen() {
      const [value, setValue] = usePembelajaranParam();
      const location = useLocation();
      return (
        <>
          <output aria-label="alamat">{location.search}</output>
          <button type="button" onClick={() => setValue('p-mat-11a')}>
            pilih
          </button>
          <button type="button" onClick={() => setValue(null)}>
            kosongkan
          </button>
          <span>{value ?? 'kosong'}</span>
        </>
      );
    }
    const open = (path: string) =>
      renderWithProviders(
        <RouterProvider
          router={createMemoryRouter([{ path: '*', element: <Screen /> }], {
            initialEntries: [path],
          })}
        />,
      );
    const user = userEvent.setup();
    const first = open('/penilaian/nilai-akhir');
    expect(screen.getByText('kosong')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'pilih' }));
    expect(screen.getByRole('status', { name: 'alamat' })).toHaveTextContent(
      '?pembelajaran_id=p-mat-11a',
    );
    first.unmount();

    const second = open('/penilaian/capaian-kompetensi');
    expect(await screen.findByText('p-mat-11a')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'kosongkan' }));
    second.unmount();
    open('/penilaian/nilai-akhir');
    expect(screen.getByText('kosong')).toBeInTheDocument();
  });
});
