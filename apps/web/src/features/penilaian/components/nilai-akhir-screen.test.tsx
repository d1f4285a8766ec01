import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import {
  GRID_CONFLICT_CODE,
  type GridConflict,
  type GridData,
} from '@erapor/shared/penilaian/grid.schemas';
import type { NilaiAsesmenData } from '@erapor/shared/penilaian/nilai-akhir.schemas';
import { renderWithProviders } from '../../../test/render';
import { mockApi, type Route } from '../../../test/mock-fetch';
import { createFakeGridServer } from '../../../components/grade-grid/dev/fake-grid-server';
import {
  PEMBELAJARAN_ID,
  STUDENT_IDS,
  gridFixture,
  prepareGridTest,
} from '../../../components/grade-grid/dev/grid-test-kit';
import { NilaiAkhirCards } from './nilai-akhir-screen';

/** The answers of one fake grid server, as the mocked fetch routes them. */
function routed(grid: GridData) {
  const server = createFakeGridServer(grid);
  const route: Route = (url, init) =>
    server.handle(
      init?.method ?? 'GET',
      url.replace(/^\/api\//, ''),
      typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    );
  return { server, route };
}

describe('Nilai Akhir: Gunakan Nilai Asesmen over a final changed meanwhile', () => {
  it('stores nothing, opens the typed finals with the computed grade beside the new one, and keeps the teacher’s choice', async () => {
    const restoreLayout = await prepareGridTest();
    try {
      const akhir = routed(gridFixture('nilai-akhir'));
      const ketercapaian = routed(gridFixture('ketercapaian'));
      const fixture = gridFixture('nilai-akhir');
      const data: NilaiAsesmenData = {
        pembelajaran: fixture.pembelajaran,
        lock: null,
        bobot: { sumatif_materi: 1, sumatif_akhir: 1 },
        jumlah_tp: 1,
        sub_mapel: [],
        rows: fixture.rows.map((row, index) => ({
          anggota_rombel_id: row.anggota_rombel_id,
          nama: row.nama,
          nisn: row.nisn,
          nilai_asesmen: 80 + index,
          lengkap: true,
          kurang: { tp: 0, sas: false },
          rerata_slm: 80 + index,
          sas: 80 + index,
          nilai_akhir: { value: null, version: 0 },
          penyesuaian: null,
        })),
      };
      const conflicts: GridConflict[] = [
        {
          anggota_rombel_id: STUDENT_IDS[0]!,
          kolom: 'nilai',
          value: 88,
          version: 1,
          updated_by: 'Sari Wulandari, S.Pd.',
          updated_at: '2026-11-24T02:11:00.000Z',
        },
      ];
      const api = mockApi({
        'GET penilaian/nilai-akhir': { json: data },
        'GET penilaian/grid/nilai-akhir': akhir.route,
        'PUT penilaian/grid/nilai-akhir': akhir.route,
        'PUT penilaian/grid/nilai-akhir/kehadiran': akhir.route,
        'DELETE penilaian/grid/nilai-akhir/kehadiran': akhir.route,
        'GET penilaian/grid/ketercapaian': ketercapaian.route,
        'PUT penilaian/grid/ketercapaian/kehadiran': ketercapaian.route,
        'DELETE penilaian/grid/ketercapaian/kehadiran': ketercapaian.route,
        'POST penilaian/nilai-akhir/gunakan-nilai-asesmen': {
          status: 409,
          json: { error: { code: GRID_CONFLICT_CODE, message: 'Nilai sudah diubah.' }, conflicts },
        },
      });
      const router = createMemoryRouter([
        { path: '/', element: <NilaiAkhirCards pembelajaranId={PEMBELAJARAN_ID} /> },
      ]);
      renderWithProviders(<RouterProvider router={router} />);
      // a colleague types the first student's final after the page was read
      akhir.server.colleagueWrites(STUDENT_IDS[0]!, 'nilai', 88);

      const user = userEvent.setup();
      await user.click(await screen.findByRole('button', { name: 'Gunakan Nilai Asesmen' }));
      const dialog = await screen.findByRole('dialog');
      await user.click(within(dialog).getByRole('button', { name: 'Simpan 4 nilai akhir' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(
        api.calls.find((call) => call.key === 'POST penilaian/nilai-akhir/gunakan-nilai-asesmen'),
      ).toBeDefined();

      // the typed finals open, with his computed 80 beside the colleague's 88
      expect(screen.getByRole('radio', { name: 'Nilai Akhir (diisi)' })).toBeChecked();
      const panel = await screen.findByRole('region', {
        name: 'Nilai ini sudah diubah sejak Anda membukanya',
      });
      expect(panel).toHaveTextContent(
        'Nilai Akhir: Nilai Anda 80 · Nilai terbaru 88 (diubah oleh Sari Wulandari, S.Pd.,',
      );
      await user.click(
        within(panel).getByRole('button', { name: 'Tetap pakai nilai saya — ADITYA PRATAMA' }),
      );
      await waitFor(() =>
        expect(akhir.server.puts.at(-1)?.cells).toEqual([
          { anggota_rombel_id: STUDENT_IDS[0], kolom: 'nilai', value: 80, version: 1 },
        ]),
      );
    } finally {
      restoreLayout();
    }
  });
});
