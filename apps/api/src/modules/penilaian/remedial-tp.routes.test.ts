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

// A TP score raised after the student's remedial test, with its reason (peers.md M4).

let school: SimulatedSchool;
let fx: GradingFixture;
let A: string, B: string;
let TP1: string, TP2: string;

beforeAll(async () => {
  school = await pullSimulatedSchool({ npsn: '69900433', students: 360 });
  fx = await prepareGrading(school, 2);
  [A, B] = fx.anggota as [string, string];
  [TP1, TP2] = fx.tpIds as [string, string];
  const saved = await putGridCells(school, fx.guru, 'slm', fx.pembelajaranId, [
    { anggota_rombel_id: A, kolom: TP1, value: 60, version: 0 },
    { anggota_rombel_id: A, kolom: TP2, value: 90, version: 0 },
    { anggota_rombel_id: B, kolom: TP1, value: 80, version: 0 },
  ]);
  expect(saved.statusCode, saved.body).toBe(200);
}, 120_000);
afterAll(async () => school?.close());

const remedial = (payload: object, headers = fx.guru) =>
  putRemedial(school, headers, 'slm', fx.pembelajaranId, payload);
const get = <T>(path: string, headers = fx.guru) => getOk<T>(school, path, headers);
const slm = () => get<GridData>(`penilaian/grid/slm?pembelajaran_id=${fx.pembelajaranId}`);
const cellOf = async (anggota: string, tp: string) =>
  (await slm()).rows.find((row) => row.anggota_rombel_id === anggota)!.cells[tp]!;

describe('remedial of a TP score', () => {
  it('raises the score with its reason, marks the cell, and keeps the first score in the history', async () => {
    const before = await cellOf(A, TP1);
    expect(before).toEqual({ value: 60, version: 1 });
    const response = await remedial({
      anggota_rombel_id: A,
      kolom: TP1,
      version: before.version,
      nilai: 78,
      alasan: '  Remedial tertulis 2 Desember 2026  ',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<GridWriteResult>().cells).toEqual([
      { anggota_rombel_id: A, kolom: TP1, value: 78, version: 2, remedial: true },
    ]);

    const grid = await slm();
    const rowA = grid.rows.find((row) => row.anggota_rombel_id === A)!;
    expect(rowA.cells[TP1]).toEqual({ value: 78, version: 2, remedial: true });
    // only that cell is marked
    expect(rowA.cells[TP2]).toEqual({ value: 90, version: 1 });
    expect(grid.rows.find((row) => row.anggota_rombel_id === B)!.cells[TP1]).toEqual({
      value: 80,
      version: 1,
    });

    const history = await get<GradeHistoryEntry[]>(
      `penilaian/riwayat?pembelajaran_id=${fx.pembelajaranId}&anggota_rombel_id=${A}&kind=slm&kolom=${TP1}`,
    );
    expect(history[0]).toMatchObject({
      nilai_lama: '60',
      nilai_baru: '78',
      sumber: 'remedial',
      alasan: 'Remedial tertulis 2 Desember 2026',
    });
    // the computed grade follows the remedial score: (78 + 90) / 2
    const nilai = await get<NilaiAsesmenData>(
      `penilaian/nilai-akhir?pembelajaran_id=${fx.pembelajaranId}`,
    );
    expect(nilai.rows.find((row) => row.anggota_rombel_id === A)!.rerata_slm).toBe(84);
  });

  it('loses its mark when the grid saves the same score again, while the history keeps it', async () => {
    await remedial({
      anggota_rombel_id: B,
      kolom: TP1,
      version: 1,
      nilai: 85,
      alasan: 'Remedial lisan',
    });
    expect(await cellOf(B, TP1)).toEqual({ value: 85, version: 2, remedial: true });
    const saved = await putGridCells(school, fx.guru, 'slm', fx.pembelajaranId, [
      { anggota_rombel_id: B, kolom: TP1, value: 86, version: 2 },
    ]);
    expect(saved.statusCode).toBe(200);
    expect(await cellOf(B, TP1)).toEqual({ value: 86, version: 3 });
    const history = await get<GradeHistoryEntry[]>(
      `penilaian/riwayat?pembelajaran_id=${fx.pembelajaranId}&anggota_rombel_id=${B}&kind=slm&kolom=${TP1}`,
    );
    expect(history.map((entry) => entry.sumber).slice(0, 2)).toEqual(['grid', 'remedial']);
  });

  it('refuses bad input naming the field, and changes nothing', async () => {
    const cell = await cellOf(A, TP2);
    const valid = {
      anggota_rombel_id: A,
      kolom: TP2,
      version: cell.version,
      nilai: 95,
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
    await refused({ ...valid, alasan: ' ab ' }, 'alasan');
    await refused({ ...valid, alasan: undefined }, 'alasan');
    await refused({ ...valid, nilai: 101 }, 'nilai');
    await refused({ ...valid, nilai: 7.5 }, 'nilai');
    await refused({ ...valid, nilai: null }, 'nilai');
    await refused({ ...valid, version: 0 }, 'version');
    await refused({ ...valid, kolom: 'TP 1' }, 'kolom');
    // a TP not mapped to this pembelajaran
    await refused({ ...valid, kolom: '7d6c1b3e-0000-4000-8000-000000000002' }, 'kolom');
    await refused({ ...valid, anggota_rombel_id: 'bukan-uuid' }, 'anggota_rombel_id');
    await refused(
      { ...valid, anggota_rombel_id: '7d6c1b3e-0000-4000-8000-000000000001' },
      'anggota_rombel_id',
    );
    // no first score yet: nothing to remediate
    await refused({ ...valid, anggota_rombel_id: B, kolom: TP2, version: 1 }, 'kolom');
    // the stored value again
    await refused({ ...valid, nilai: 90 }, 'nilai');
    expect(await historyCount(school, fx.pembelajaranId)).toBe(count);
    expect(await cellOf(A, TP2)).toEqual(cell);
  });

  it('refuses a value below the stored score under `nilai` (a remedial raises it), and changes nothing', async () => {
    const cell = await cellOf(A, TP2);
    expect(cell).toEqual({ value: 90, version: 1 });
    const count = await historyCount(school, fx.pembelajaranId);
    const response = await remedial({
      anggota_rombel_id: A,
      kolom: TP2,
      version: cell.version,
      nilai: 10,
      alasan: 'Remedial tertulis 3 Desember 2026',
    });
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json<{ error: { fields: Record<string, string> } }>().error.fields).toEqual({
      nilai: 'Nilai remedial harus lebih tinggi dari nilai sekarang (90).',
    });
    expect(await historyCount(school, fx.pembelajaranId)).toBe(count);
    expect(await cellOf(A, TP2)).toEqual(cell);
  });

  it('answers 409 with the current score when the version read is stale', async () => {
    const response = await remedial({
      anggota_rombel_id: A,
      kolom: TP1,
      version: 1,
      nilai: 80,
      alasan: 'Remedial kedua',
    });
    expect(response.statusCode).toBe(409);
    // who made the current score is named, as a grid save's 409 names him, not given as an id
    expect(response.json<{ conflicts: unknown[] }>().conflicts).toEqual([
      expect.objectContaining({
        anggota_rombel_id: A,
        kolom: TP1,
        value: 78,
        remedial: true,
        updated_by: await nameOfGuru(school, fx.guruId),
      }),
    ]);
    expect(await cellOf(A, TP1)).toEqual({ value: 78, version: 2, remedial: true });
    // a stale grid save over it shows the remedial score marked, and the other cell unmarked
    const stale = await putGridCells(school, fx.guru, 'slm', fx.pembelajaranId, [
      { anggota_rombel_id: A, kolom: TP1, value: 70, version: 1 },
      { anggota_rombel_id: A, kolom: TP2, value: 91, version: 0 },
    ]);
    expect(stale.statusCode).toBe(409);
    const conflicts = stale.json<{ conflicts: GridConflict[] }>().conflicts;
    expect(conflicts.find((cell) => cell.kolom === TP1)).toMatchObject({
      value: 78,
      remedial: true,
    });
    expect(conflicts.find((cell) => cell.kolom === TP2)).not.toHaveProperty('remedial');
  });

  it('is the teacher’s alone, and refused while grading is closed', async () => {
    const payload = {
      anggota_rombel_id: A,
      kolom: TP2,
      version: 1,
      nilai: 95,
      alasan: 'Remedial kedua',
    };
    expect((await remedial(payload, school.admin)).statusCode).toBe(403);
    const other = await prepareGrading(school, 1, 1);
    expect((await remedial(payload, other.guru)).statusCode).toBe(403);
    await whileGradingClosed(school, async () => {
      const locked = await remedial(payload);
      expect(locked.statusCode).toBe(423);
      expect(locked.json<{ error: { message: string } }>().error.message).toMatch(/ditutup/);
    });
    expect(await cellOf(A, TP2)).toEqual({ value: 90, version: 1 });
  });

  it('is listed for the school with its TP, approved or refused by the Waka', async () => {
    const {
      rows: entries,
      total,
      belum,
    } = await get<PenyesuaianSekolahDaftar>('beranda/penyesuaian-nilai', school.admin);
    expect([total, belum]).toEqual([2, 2]);
    expect(
      entries.map((entry) => [entry.anggota_rombel_id, entry.nilai_lama, entry.nilai_baru]),
    ).toEqual([
      [B, 80, 85],
      [A, 60, 78],
    ]);
    expect(entries[1]).toMatchObject({
      jenis: 'remedial',
      alasan: 'Remedial tertulis 2 Desember 2026',
      tp: expect.stringMatching(/\S/),
      persetujuan: null,
    });
    const { headers: waka } = await signInWaka(school, fx.guruId);
    const approved = await school.t.app.inject({
      method: 'POST',
      url: '/api/beranda/penyesuaian-nilai/setujui',
      headers: waka,
      payload: { ids: [entries[1]!.id] },
    });
    expect(approved.json()).toEqual({ disetujui: 1, sudah: 0 });

    // The Waka refuses B's, telling the teacher why; the score stays until the teacher acts.
    const tolak = (payload: object, headers = waka) =>
      school.t.app.inject({
        method: 'POST',
        url: '/api/beranda/penyesuaian-nilai/tolak',
        headers,
        payload,
      });
    const catatan = 'Lampirkan lembar jawaban remedialnya';
    expect((await tolak({ ids: [entries[0]!.id], catatan }, school.admin)).statusCode).toBe(403);
    expect((await tolak({ ids: [entries[0]!.id], catatan }, fx.guru)).statusCode).toBe(403);
    for (const bad of [{ ids: [entries[0]!.id] }, { ids: [entries[0]!.id], catatan: ' ab ' }]) {
      const refused = await tolak(bad);
      expect(refused.statusCode).toBe(422);
      expect(Object.keys(refused.json().error.fields)).toEqual(['catatan']);
    }
    // all or nothing: an approved one is left alone, an unknown one refuses the whole request
    expect((await tolak({ ids: [entries[0]!.id, 987_654_321], catatan })).statusCode).toBe(422);
    const ditolak = await tolak({ ids: [entries[0]!.id, entries[1]!.id], catatan: ` ${catatan} ` });
    expect(ditolak.statusCode, ditolak.body).toBe(200);
    expect(ditolak.json()).toEqual({ ditolak: 1, sudah: 1 });
    // the first decision stands
    const lalu = await school.t.app.inject({
      method: 'POST',
      url: '/api/beranda/penyesuaian-nilai/setujui',
      headers: waka,
      payload: { ids: [entries[0]!.id] },
    });
    expect(lalu.json()).toEqual({ disetujui: 0, sudah: 1 });
    const decided = await get<PenyesuaianSekolahDaftar>('beranda/penyesuaian-nilai', school.admin);
    // B's refusal was acted on already (the grid saved the score again): none to follow up
    expect([decided.belum, decided.ditolak]).toEqual([0, 0]);
    expect(decided.rows.map((entry) => entry.persetujuan?.keputusan)).toEqual(['tolak', 'setuju']);
    expect(decided.rows[0]!.persetujuan).toMatchObject({ catatan });
    expect(await cellOf(B, TP1)).toMatchObject({ value: 86 });
    // the grid saved B's score again after the remedial: the refusal was already acted on
    expect(decided.rows.map((entry) => entry.diubah_lagi)).toEqual([true, false]);

    // The same list as a spreadsheet, for the administrator and the Waka, not for a teacher.
    const download = (headers: Record<string, string>) =>
      school.t.app.inject({ method: 'GET', url: '/api/beranda/penyesuaian-nilai.xlsx', headers });
    expect((await download(fx.guru)).statusCode).toBe(403);
    const file = await download(waka);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toMatch(/remedial-dan-penyesuaian\.xlsx/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Remedial dan Penyesuaian')!;
    expect(sheet.getRow(1).getCell(2).value).toBe('Waktu (WIB)');
    expect(sheet.rowCount).toBe(3);
    const cellsOf = (row: number) =>
      [7, 8, 9, 10, 11, 12, 15, 16].map((column) => sheet.getRow(row).getCell(column).value);
    // newest first: B's (refused), then A's (approved)
    expect(cellsOf(2)).toEqual([
      `TP: ${entries[0]!.tp}`,
      'Remedial',
      80,
      85,
      'Remedial lisan',
      'Ditolak',
      catatan,
      // the grid saved B's score after the remedial
      'Ya',
    ]);
    expect(cellsOf(3)).toEqual([
      `TP: ${entries[1]!.tp}`,
      'Remedial',
      60,
      78,
      'Remedial tertulis 2 Desember 2026',
      'Disetujui',
      '',
      'Tidak',
    ]);
    // the time as the school's clock shows it (WIB, seven hours ahead of UTC)
    const waktu = sheet.getRow(3).getCell(2).value as Date;
    // (a spreadsheet keeps a time as a fraction of a day: to the second is what counts)
    expect(Math.abs(waktu.getTime() - Date.parse(entries[1]!.waktu) - 7 * 3_600_000)).toBeLessThan(
      1000,
    );
    expect(sheet.getRow(3).getCell(14).value).toBeInstanceOf(Date);

    // A refused remedial that still makes the score: the grid shows the Waka's note with it.
    const tp2 = await cellOf(A, TP2);
    const made = await remedial({
      anggota_rombel_id: A,
      kolom: TP2,
      version: tp2.version,
      nilai: 98,
      alasan: 'Remedial proyek',
    });
    expect(made.statusCode, made.body).toBe(200);
    const [baru] = (await get<PenyesuaianSekolahDaftar>('beranda/penyesuaian-nilai', waka)).rows;
    expect(baru).toMatchObject({ nilai_baru: 98, persetujuan: null });
    expect(
      (await tolak({ ids: [baru!.id], catatan: 'Nilai proyek belum dinilai ulang' })).json(),
    ).toEqual({ ditolak: 1, sudah: 0 });
    // the refusal not acted on comes before the older decided ones, and is counted
    const followUp = await get<PenyesuaianSekolahDaftar>('beranda/penyesuaian-nilai', waka);
    expect(followUp.ditolak).toBe(1);
    expect(followUp.rows.map((entry) => [entry.nilai_baru, entry.diubah_lagi])).toEqual([
      [98, false],
      [85, true],
      [78, false],
    ]);
    expect(await cellOf(A, TP2)).toEqual({
      value: 98,
      version: tp2.version + 1,
      remedial: true,
      remedial_ditolak: 'Nilai proyek belum dinilai ulang',
    });
    // the approved one carries no note
    expect(await cellOf(A, TP1)).toEqual({ value: 78, version: 2, remedial: true });

    // The teacher's own list: the refusal not acted on first, with the note; then the newest.
    const saya = () => get<PenyesuaianGuruDaftar>('beranda/penyesuaian-nilai/saya');
    const mine = await saya();
    expect([mine.total, mine.ditolak]).toEqual([3, 1]);
    expect(
      mine.rows.map((entry) => [
        entry.anggota_rombel_id,
        entry.nilai_baru,
        entry.persetujuan?.keputusan,
        entry.diubah_lagi,
      ]),
    ).toEqual([
      [A, 98, 'tolak', false],
      [B, 85, 'tolak', true],
      [A, 78, 'setuju', false],
    ]);
    expect(mine.rows[0]!.persetujuan?.catatan).toBe('Nilai proyek belum dinilai ulang');
    // the Waka and the administrator have no pembelajaran: an empty list, not someone else's
    expect(await get<PenyesuaianGuruDaftar>('beranda/penyesuaian-nilai/saya', waka)).toEqual({
      rows: [],
      total: 0,
      ditolak: 0,
    });
    expect(
      (
        await school.t.app.inject({
          method: 'GET',
          url: '/api/beranda/penyesuaian-nilai/saya',
          headers: school.admin,
        })
      ).statusCode,
    ).toBe(403);
    // another teacher does not see them
    const other = await prepareGrading(school, 1, 1);
    expect(
      (await get<PenyesuaianGuruDaftar>('beranda/penyesuaian-nilai/saya', other.guru)).total,
    ).toBe(0);
    // a stale save over the refused score answers it with the note, the approved one without
    const stale = await putGridCells(school, fx.guru, 'slm', fx.pembelajaranId, [
      { anggota_rombel_id: A, kolom: TP1, value: 70, version: 1 },
      { anggota_rombel_id: A, kolom: TP2, value: 70, version: tp2.version },
    ]);
    expect(stale.statusCode).toBe(409);
    const conflicts = stale.json<{ conflicts: GridConflict[] }>().conflicts;
    expect(conflicts.find((cell) => cell.kolom === TP2)).toMatchObject({
      value: 98,
      remedial: true,
      remedial_ditolak: 'Nilai proyek belum dinilai ulang',
    });
    expect(conflicts.find((cell) => cell.kolom === TP1)).not.toHaveProperty('remedial_ditolak');
  });
});
