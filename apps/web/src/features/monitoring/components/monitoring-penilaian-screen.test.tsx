import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import type {
  MonitoringPenilaian,
  PembelajaranProgres,
} from '@erapor/shared/penilaian/beranda-penilaian.schemas';
import { renderWithProviders } from '../../../test/render';
import { mockApi } from '../../../test/mock-fetch';
import { MonitoringPenilaianScreen } from './monitoring-penilaian-screen';

const MAPEL = ['Matematika', 'Bahasa Indonesia', 'Bahasa Inggris', 'Informatika'];

/**
 * Eight classes of four subjects: grade 10 (X RPL 1–4) complete, grade 11 (XI RPL 1–4) with
 * Informatika missing descriptions, and one of its subjects not mapped yet.
 */
function rows(): PembelajaranProgres[] {
  return [10, 11].flatMap((tingkat) =>
    [1, 2, 3, 4].flatMap((nomor) =>
      MAPEL.map((mapel, index): PembelajaranProgres => {
        const rombel = `${tingkat === 10 ? 'X' : 'XI'} RPL ${nomor}`;
        const behind = tingkat === 11 && mapel === 'Informatika';
        return {
          pembelajaran_id: `${rombel}-${index}`,
          nama_mata_pelajaran: mapel,
          mata_pelajaran_id: 400000000 + index,
          rombongan_belajar_id: `r-${tingkat}-${nomor}`,
          rombel,
          tingkat,
          jenis_rombel: 1,
          guru: mapel === 'Informatika' ? 'Sari Dewi, S.Kom' : `Guru ${mapel}`,
          sub_mapel: false,
          siap_dinilai: !(tingkat === 11 && nomor === 4 && mapel === 'Matematika'),
          kunci_nilai: false,
          progres: {
            siswa: 36,
            jumlah_tp: 6,
            slm: 36,
            sas: 36,
            nilai_akhir: 36,
            deskripsi: behind ? 10 : 36,
            pts: 36,
          },
        };
      }),
    ),
  );
}

const data: MonitoringPenilaian = {
  dibuka: true,
  batas: null,
  batas_lewat: false,
  zona: 'Asia/Jakarta',
  batas_pts: null,
  batas_pts_lewat: false,
  pembelajaran: rows(),
};

function Address() {
  const location = useLocation();
  return <output data-testid="address">{location.search}</output>;
}

function renderScreen(search = '') {
  mockApi({ 'GET progress/penilaian': { json: data } });
  renderWithProviders(
    <MemoryRouter initialEntries={[`/progress/penilaian${search}`]}>
      <Routes>
        <Route
          path="/progress/penilaian"
          element={
            <>
              <MonitoringPenilaianScreen />
              <Address />
            </>
          }
        />
      </Routes>
    </MemoryRouter>,
  );
}

const bodyRows = () =>
  within(screen.getByRole('table', { name: 'Progres penilaian setiap pembelajaran' }))
    .getAllByRole('row')
    .slice(1);

describe('Monitoring › Nilai Akademik', () => {
  it('lists every pembelajaran a page at a time, and finds those not complete', async () => {
    renderScreen();
    expect(await screen.findByTestId('monitoring-ringkasan')).toHaveTextContent(
      '32 pembelajaran; 5 belum lengkap (nilai akhir atau deskripsi).',
    );
    expect(bodyRows()).toHaveLength(25);
    expect(screen.getByText('1–25 dari 32')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Halaman berikutnya' }));
    expect(bodyRows()).toHaveLength(7);
    expect(screen.getByTestId('address')).toHaveTextContent('?hal=2');

    // only what is behind: Informatika of grade 11 and the subject not mapped, back on page 1
    await userEvent.click(screen.getByRole('switch', { name: 'Hanya yang belum lengkap' }));
    expect(bodyRows()).toHaveLength(5);
    expect(screen.queryByText('1–25 dari 32')).toBeNull();
    const first = bodyRows()[0]!;
    expect(first).toHaveTextContent('XI RPL 1');
    expect(first).toHaveTextContent('Informatika');
    expect(first).toHaveTextContent('Sari Dewi, S.Kom');
    expect(within(first).getByRole('button', { name: /Lihat nilai/ })).toBeVisible();
    expect(screen.getByTestId('address')).toHaveTextContent('?belum=1');
  });

  it('narrows to a grade level, a class and a teacher, kept in the address', async () => {
    renderScreen('?tingkat=11');
    expect(await screen.findByTestId('monitoring-ringkasan')).toHaveTextContent(
      '16 pembelajaran; 5 belum lengkap',
    );
    await userEvent.click(screen.getByRole('combobox', { name: 'Rombel' }));
    // only the classes of the grade level chosen
    expect(screen.queryByRole('option', { name: 'X RPL 1', hidden: true })).toBeNull();
    await userEvent.click(screen.getByRole('option', { name: 'XI RPL 4', hidden: true }));
    expect(screen.getByTestId('monitoring-ringkasan')).toHaveTextContent(
      '4 pembelajaran; 2 belum lengkap',
    );
    await userEvent.type(screen.getByRole('textbox', { name: 'Cari' }), 'sari dewi');
    expect(bodyRows()).toHaveLength(1);
    expect(screen.getByTestId('address')).toHaveTextContent(
      '?tingkat=11&rombel=r-11-4&cari=sari+dewi',
    );
    await userEvent.clear(screen.getByRole('textbox', { name: 'Cari' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Cari' }), 'tidak ada');
    expect(screen.getByText('Tidak ada pembelajaran yang cocok dengan pilihan ini.')).toBeVisible();
  });
});
