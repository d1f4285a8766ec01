import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import type {
  GradeHistoryEntry,
  GridConflict,
  GridData,
  GridWriteResult,
} from '@erapor/shared/penilaian/grid.schemas';
import type {
  NilaiAsesmenData,
  PenyesuaianGuruDaftar,
  PenyesuaianSekolahDaftar,
} from '@erapor/shared/penilaian/nilai-akhir.schemas';
import { pullSimulatedSchool, type SimulatedSchool } from '../../test/simulated-school';
import {
  getOk,
  historyCount,
  nameOfGuru,
  prepareGrading,
  putGridCells,
  putRemedial,
  signInWaka,
  whileGradingClosed,
  type GradingFixture,
} from '../../test/grading-fixture';
import {
  keyColumns,
  previewTemplate,
  studentRows,
  templateWorkbook,
} from '../../test/grade-templates';

// A part of the end-of-semester assessment (SAS: non-tes or tes) raised after the student's
// remedial, with its reason; the NA follows (peers.md M4).

let school: SimulatedSchool;
let fx: GradingFixture;
let A: string, B: string;

beforeAll(async () => {
  school = await pullSimulatedSchool({ npsn: '69900434', students: 360 });
  fx = await prepareGrading(school, 2);
  [A, B] = fx.anggota as [string, string];
  const saved = await putGridCells(school, fx.guru, 'sas', fx.pembelajaranId, [
    { anggota_rombel_id: A, kolom: 'non-tes', value: 80, version: 0 },
    { anggota_rombel_id: A, kolom: 'tes', value: 55, version: 0 },
    { anggota_rombel_id: B, kolom: 'non-tes', value: 70, version: 0 },
  ]);
  expect(saved.statusCode, saved.body).toBe(200);
}, 120_000);
afterAll(async () => school?.close());

const remedial = (payload: object, headers = fx.guru) =>
  putRemedial(school, headers, 'sas', fx.pembelajaranId, payload);
const get = <T>(path: string, headers = fx.guru) => getOk<T>(school, path, headers);
const rowOf = async (anggota: string) =>
  (await get<GridData>(`penilaian/grid/sas?pembelajaran_id=${fx.pembelajaranId}`)).rows.find(
    (row) => row.anggota_rombel_id === anggota,
  )!.cells;
const historyOf = (anggota: string, kolom: string) =>
  get<GradeHistoryEntry[]>(
    `penilaian/riwayat?pembelajaran_id=${fx.pembelajaranId}&anggota_rombel_id=${anggota}&kind=sas&kolom=${kolom}`,
  );

describe('remedial of a SAS part', () => {
  it('raises the part with its reason, marks it, computes the NA again, and keeps the first score', async () => {
    const before = await rowOf(A);
    expect(before).toMatchObject({
      'non-tes': { value: 80, version: 1 },
      tes: { value: 55, version: 1 },
      na: { value: 68 },
    });
    const response = await remedial({
      anggota_rombel_id: A,
      kolom: 'tes',
      version: 1,
      nilai: 75,
      alasan: '  Remedial tes SAS 9 Desember 2026  ',
    });
    expect(response.statusCode, response.body).toBe(200);
    const cells = response.json<GridWriteResult>().cells;
    // the part carries the mark; the NA computed with it does not: (80 + 75) / 2 = 77.5 → 78
    expect(cells.find((cell) => cell.kolom === 'tes')).toEqual({
      anggota_rombel_id: A,
      kolom: 'tes',
      value: 75,
      version: 2,
      remedial: true,
    });
    expect(cells.find((cell) => cell.kolom === 'na')).toMatchObject({ value: 78 });
    expect(cells.find((cell) => cell.kolom === 'na')).not.toHaveProperty('remedial');

    const after = await rowOf(A);
    expect(after.tes).toEqual({ value: 75, version: 2, remedial: true });
    expect(after['non-tes']).toEqual({ value: 80, version: 1 });
    expect(after.na).toMatchObject({ value: 78 });
    expect(after.na).not.toHaveProperty('remedial');

    const [tes] = await historyOf(A, 'tes');
    expect(tes).toMatchObject({
      nilai_lama: '55',
      nilai_baru: '75',
      sumber: 'remedial',
      alasan: 'Remedial tes SAS 9 Desember 2026',
    });
    const [na] = await historyOf(A, 'na');
    expect(na).toMatchObject({ nilai_lama: '68', nilai_baru: '78', sumber: 'generate' });
    // the computed grade reads the new NA
    const nilai = await get<NilaiAsesmenData>(
      `penilaian/nilai-akhir?pembelajaran_id=${fx.pembelajaranId}`,
    );
    expect(nilai.rows.find((row) => row.anggota_rombel_id === A)!.sas).toBe(78);
  });

  it('warns when an uploaded template would undo it, and still offers the file’s value', async () => {
    // the template downloaded and filled before the remedial: A's tes still 55
    const book = await templateWorkbook(school, 'sas', fx.guru, fx.pembelajaranId);
    const sheet = book.getWorksheet('Nilai')!;
    const tes = keyColumns(sheet).get('sas:tes')!;
    const nonTes = keyColumns(sheet).get('sas:non-tes')!;
    const rowA = studentRows(sheet).find((row) => row.id === A)!;
    sheet.getRow(rowA.baris).getCell(tes).value = 55;
    sheet.getRow(rowA.baris).getCell(nonTes).value = 80;
    const count = await historyCount(school, fx.pembelajaranId);
    const result = await previewTemplate(school, 'sas', book, fx.guru, fx.pembelajaranId);
    const { nama } = (
      await get<GridData>(`penilaian/grid/sas?pembelajaran_id=${fx.pembelajaranId}`)
    ).rows.find((row) => row.anggota_rombel_id === A)!;
    expect(result.cells).toContainEqual({
      kind: 'sas',
      anggota_rombel_id: A,
      kolom: 'tes',
      value: 55,
    });
    expect(result.peringatan).toEqual([
      expect.objectContaining({
        baris: rowA.baris,
        kolom: 'Tes',
        pesan: `${nama}, Tes: nilai 75 adalah hasil remedial; berkas ini menggantinya dengan 55. Bila berkas diisi sebelum remedial, hapus isian ini di lembar nilai sebelum menyimpan.`,
      }),
    ]);
    // a preview saves nothing
    expect(await historyCount(school, fx.pembelajaranId)).toBe(count);
    expect((await rowOf(A)).tes).toEqual({ value: 75, version: 2, remedial: true });
  });

  it('refuses bad input naming the field, and changes nothing', async () => {
    const cells = await rowOf(A);
    const valid = {
      anggota_rombel_id: A,
      kolom: 'non-tes',
      version: cells['non-tes']!.version,
      nilai: 90,
      alasan: 'Remedial susulan',
    };
    const count = await historyCount(school, fx.pembelajaranId);
    const refused = async (payload: object, field: string) => {
      const response = await remedial(payload);
      expect(response.statusCode, response.body).toBe(422);
      const fields = response.json<{ error: { fields: Record<string, string> } }>().error.fields;
      expect(Object.keys(fields)).toContain(field);
      expect(fields[field]).toMatch(/[a-z]/);
    };
    // the NA is computed, never remediated; a TP is not a SAS part
    await refused({ ...valid, kolom: 'na' }, 'kolom');
    await refused({ ...valid, kolom: '7d6c1b3e-0000-4000-8000-000000000002' }, 'kolom');
    await refused({ ...valid, alasan: ' ab ' }, 'alasan');
    await refused({ ...valid, nilai: 100.5 }, 'nilai');
    await refused({ ...valid, nilai: -1 }, 'nilai');
    await refused({ ...valid, version: 0 }, 'version');
    await refused(
      { ...valid, anggota_rombel_id: '7d6c1b3e-0000-4000-8000-000000000001' },
      'anggota_rombel_id',
    );
    // B has no tes score yet: nothing to remediate
    await refused({ ...valid, anggota_rombel_id: B, kolom: 'tes', version: 1 }, 'kolom');
    // the stored value again
    await refused({ ...valid, nilai: 80 }, 'nilai');
    expect(await historyCount(school, fx.pembelajaranId)).toBe(count);
    expect(await rowOf(A)).toEqual(cells);
  });

  it('refuses a value below the stored part under `nilai` (a remedial raises it), and changes nothing', async () => {
    const cells = await rowOf(A);
    expect(cells['non-tes']).toEqual({ value: 80, version: 1 });
    const count = await historyCount(school, fx.pembelajaranId);
    const response = await remedial({
      anggota_rombel_id: A,
      kolom: 'non-tes',
      version: cells['non-tes']!.version,
      nilai: 10,
      alasan: 'Remedial non-tes 3 Desember 2026',
    });
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json<{ error: { fields: Record<string, string> } }>().error.fields).toEqual({
      nilai: 'Nilai remedial harus lebih tinggi dari nilai sekarang (80).',
    });
    // neither the part nor the NA computed from it moved
    expect(await historyCount(school, fx.pembelajaranId)).toBe(count);
    expect(await rowOf(A)).toEqual(cells);
  });

  it('answers 409 with the current part, marked, when the version read is stale', async () => {
    const response = await remedial({
      anggota_rombel_id: A,
      kolom: 'tes',
      version: 1,
      nilai: 82,
      alasan: 'Remedial kedua',
    });
    expect(response.statusCode).toBe(409);
    // who made the current part is named, not given as an id
    expect(response.json<{ conflicts: GridConflict[] }>().conflicts).toEqual([
      expect.objectContaining({
        anggota_rombel_id: A,
        kolom: 'tes',
        value: 75,
        remedial: true,
        updated_by: await nameOfGuru(school, fx.guruId),
      }),
    ]);
    // a stale grid save over it brings the remedial score in with its mark
    const stale = await putGridCells(school, fx.guru, 'sas', fx.pembelajaranId, [
      { anggota_rombel_id: A, kolom: 'tes', value: 60, version: 1 },
    ]);
    expect(stale.statusCode).toBe(409);
    expect(stale.json<{ conflicts: GridConflict[] }>().conflicts).toEqual([
      expect.objectContaining({ kolom: 'tes', value: 75, remedial: true }),
    ]);
  });

  it('is the teacher’s alone, and refused while grading is closed', async () => {
    const payload = {
      anggota_rombel_id: A,
      kolom: 'non-tes',
      version: 1,
      nilai: 85,
      alasan: 'Remedial proyek',
    };
    expect((await remedial(payload, school.admin)).statusCode).toBe(403);
    const other = await prepareGrading(school, 1, 1);
    expect((await remedial(payload, other.guru)).statusCode).toBe(403);
    await whileGradingClosed(school, async () => {
      const locked = await remedial(payload);
      expect(locked.statusCode).toBe(423);
      expect(locked.json<{ error: { message: string } }>().error.message).toMatch(/ditutup/);
    });
    expect((await rowOf(A))['non-tes']).toEqual({ value: 80, version: 1 });
  });

  it('is listed with its part for the school and the teacher, and the Waka’s refusal shows in the grid', async () => {
    const list = await get<PenyesuaianSekolahDaftar>('beranda/penyesuaian-nilai', school.admin);
    expect(list.total).toBe(1);
    const [entry] = list.rows;
    expect(entry).toMatchObject({
      anggota_rombel_id: A,
      jenis: 'remedial',
      sas: 'tes',
      tp: null,
      nilai_lama: 55,
      nilai_baru: 75,
      alasan: 'Remedial tes SAS 9 Desember 2026',
    });
    const { headers: waka } = await signInWaka(school, fx.guruId);
    const catatan = 'Soal remedial belum diserahkan ke kurikulum';
    const ditolak = await school.t.app.inject({
      method: 'POST',
      url: '/api/beranda/penyesuaian-nilai/tolak',
      headers: waka,
      payload: { ids: [entry!.id], catatan },
    });
    expect(ditolak.json()).toEqual({ ditolak: 1, sudah: 0 });
    expect((await rowOf(A)).tes).toEqual({
      value: 75,
      version: 2,
      remedial: true,
      remedial_ditolak: catatan,
    });
    // the cell's history tells the decision beside the remedial; the NA's row has none
    const [tesEntry] = await historyOf(A, 'tes');
    expect(tesEntry).toMatchObject({
      sumber: 'remedial',
      persetujuan: { keputusan: 'tolak', catatan },
    });
    const [naEntry] = await historyOf(A, 'na');
    expect(naEntry).toMatchObject({ sumber: 'generate' });
    expect(naEntry).not.toHaveProperty('persetujuan');
    const daftar = await get<PenyesuaianSekolahDaftar>('beranda/penyesuaian-nilai', waka);
    // the Waka's counts: none waits for him, one refusal waits for the teacher
    expect([daftar.total, daftar.belum, daftar.ditolak]).toEqual([1, 0, 1]);
    const mine = await get<PenyesuaianGuruDaftar>('beranda/penyesuaian-nilai/saya');
    expect([mine.total, mine.ditolak]).toEqual([1, 1]);
    expect(mine.rows[0]).toMatchObject({ sas: 'tes', persetujuan: { keputusan: 'tolak' } });

    const file = await school.t.app.inject({
      method: 'GET',
      url: '/api/beranda/penyesuaian-nilai.xlsx',
      headers: waka,
    });
    expect(file.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    const row = workbook.getWorksheet('Remedial dan Penyesuaian')!.getRow(2);
    expect([7, 8, 9, 10, 12, 15].map((column) => row.getCell(column).value)).toEqual([
      'Sumatif akhir semester: Tes',
      'Remedial',
      55,
      75,
      'Ditolak',
      catatan,
    ]);

    // the teacher acts on it through the grid: the mark goes, the list says it was changed again
    const saved = await putGridCells(school, fx.guru, 'sas', fx.pembelajaranId, [
      { anggota_rombel_id: A, kolom: 'tes', value: 55, version: 2 },
    ]);
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await rowOf(A)).tes).toEqual({ value: 55, version: 3 });
    const after = await get<PenyesuaianGuruDaftar>('beranda/penyesuaian-nilai/saya');
    expect([after.ditolak, after.rows[0]!.diubah_lagi]).toEqual([0, true]);
    expect((await get<PenyesuaianSekolahDaftar>('beranda/penyesuaian-nilai', waka)).ditolak).toBe(
      0,
    );
  });
});
