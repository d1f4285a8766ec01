import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { and, asc, eq, isNotNull, isNull, ne } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { GridData } from '@erapor/shared/penilaian/grid.schemas';
import { agamaOfMapel } from '@erapor/shared/penilaian/mapel-khusus';
import type { PtsRingkasan } from '@erapor/shared/penilaian/template.schemas';
import { pullSimulatedSchool, type SimulatedSchool } from '../../test/simulated-school';
import {
  historyCount,
  prepareGrading,
  putGridCells,
  type GradingFixture,
} from '../../test/grading-fixture';
import { anggotaRombel, pembelajaran, rombonganBelajar } from '../rombel/rombel.table';
import { pesertaDidik } from '../peserta-didik/peserta-didik.table';
import { rangeBomb, zipBomb } from '../../test/zip-bomb';
import {
  bytesOf,
  downloadTemplate,
  keyColumns,
  previewTemplate,
  studentRows,
  templateWorkbook,
  uploadTemplate,
  XLSX_TYPE,
} from '../../test/grade-templates';

let school: SimulatedSchool;
let fx: GradingFixture;
let other: GradingFixture;

beforeAll(async () => {
  school = await pullSimulatedSchool({ npsn: '69900411', students: 360 });
  fx = await prepareGrading(school, 3);
  other = await prepareGrading(school, 2, 1);
}, 120_000);
afterAll(async () => school?.close());

const download = (kind: string, headers = fx.guru, pembelajaranId = fx.pembelajaranId) =>
  downloadTemplate(school, kind, headers, pembelajaranId);
const workbookOf = (kind: string, headers = fx.guru, pembelajaranId = fx.pembelajaranId) =>
  templateWorkbook(school, kind, headers, pembelajaranId);
const upload = (
  kind: string,
  bytes: Buffer | null,
  options: { headers?: Record<string, string>; pembelajaranId?: string | null; name?: string } = {},
) =>
  uploadTemplate(school, kind, bytes, {
    ...options,
    headers: options.headers ?? fx.guru,
    pembelajaranId:
      options.pembelajaranId === undefined ? fx.pembelajaranId : options.pembelajaranId,
  });
const preview = (kind: string, book: ExcelJS.Workbook) =>
  previewTemplate(school, kind, book, fx.guru, fx.pembelajaranId);

type Row = { baris: number; id: string };

const grid = async (kind: string, headers = fx.guru, pembelajaranId = fx.pembelajaranId) =>
  (
    await school.t.app.inject({
      url: `/api/penilaian/grid/${kind}?pembelajaran_id=${pembelajaranId}`,
      headers,
    })
  ).json<GridData>();

describe('grade templates', () => {
  it('downloads the SLM grid as a protected workbook with ids, notes, validation and the same students', async () => {
    const response = await download('slm');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(XLSX_TYPE);
    expect(response.headers['content-disposition']).toMatch(/attachment; filename="templat-slm-/);
    const book = await workbookOf('slm');
    expect(book.worksheets.map((s) => [s.name, s.state])).toEqual([
      ['Nilai', 'visible'],
      ['Daftar TP', 'visible'],
      ['erapor', 'veryHidden'],
      ['erapor-versi', 'veryHidden'],
    ]);
    const sheet = book.getWorksheet('Nilai')!;
    const data = await grid('slm');
    expect(sheet.getCell('B1').text).toMatch(/SUMATIF LINGKUP MATERI/);
    expect(sheet.getCell('C2').text).toContain(data.pembelajaran.nama_mata_pelajaran);
    expect(sheet.getCell('C3').text).toContain(data.pembelajaran.rombel);
    expect(sheet.getCell('C4').text).toMatch(/\d{4}\/\d{4}/);
    expect(sheet.getCell('C5').text).toMatch(/bilangan bulat 0–100/);
    expect(sheet.getColumn(1).hidden).toBe(true);
    expect(sheet.getRow(7).hidden).toBe(true);
    expect(sheet.getRow(8).values).toEqual([
      undefined,
      'ID',
      'No',
      'Nama Peserta Didik',
      'NISN',
      'TP 1',
      'TP 2',
      'TP 3',
    ]);
    expect(sheet.getCell('E8').note).toBe('Menguasai materi uji ke-1');
    const keys = keyColumns(sheet);
    expect([...keys.keys()]).toEqual([
      'id',
      'no',
      'nama',
      'nisn',
      ...fx.tpIds.map((t) => `slm:${t}`),
    ]);
    // The same students as the grid, in the same order (religion filter and all).
    expect(studentRows(sheet).map((row) => row.id)).toEqual(
      data.rows.map((row) => row.anggota_rombel_id),
    );
    expect(sheet.getCell('C9').value).toBe(data.rows[0]!.nama);
    const score = sheet.getCell('E9');
    expect(score.dataValidation).toMatchObject({
      type: 'whole',
      operator: 'between',
      formulae: [0, 100],
    });
    expect(score.protection).toMatchObject({ locked: false });
    expect(sheet.getCell('A9').protection?.locked).not.toBe(false);
    expect(
      (sheet as unknown as { sheetProtection: { sheet: boolean } }).sheetProtection.sheet,
    ).toBe(true);
    expect(sheet.getColumn(3).width).toBeGreaterThan(20);
    expect(book.getWorksheet('Daftar TP')!.getCell('B4').value).toBe('Menguasai materi uji ke-3');
  });

  it('round-trips: what is typed into the downloaded file is what the preview answers, and nothing is saved', async () => {
    const book = await workbookOf('slm');
    const sheet = book.getWorksheet('Nilai')!;
    const keys = keyColumns(sheet);
    const written: { anggota_rombel_id: string; kolom: string; value: number }[] = [];
    studentRows(sheet).forEach((row, i) => {
      fx.tpIds.forEach((tp, j) => {
        if ((i + j) % 5 === 4) return; // leave some cells empty
        const value = (i * 7 + j * 13) % 101;
        sheet.getRow(row.baris).getCell(keys.get(`slm:${tp}`)!).value = value;
        written.push({ anggota_rombel_id: row.id, kolom: tp, value });
      });
    });
    const before = await historyCount(school, fx.pembelajaranId);
    const result = await preview('slm', book);
    expect(result.report).toEqual([]);
    expect(result.cells).toEqual(written.map((cell) => ({ kind: 'slm', ...cell })));
    expect(result.ringkasan).toEqual({
      baris: studentRows(sheet).length,
      sama: 0,
      ditolak: 0,
      kosong_dibiarkan: 0,
      usang: 0,
    });
    // Nothing saved: the grid is still empty and no history was written.
    const data = await grid('slm');
    expect(data.rows.every((row) => Object.values(row.cells).every((c) => c.value === null))).toBe(
      true,
    );
    expect(await historyCount(school, fx.pembelajaranId)).toBe(before);

    // Saving is the grid's own PUT; afterwards the template comes pre-filled and an unchanged
    // upload has nothing to apply, while a cleared cell keeps its stored value.
    const saved = await school.t.app.inject({
      method: 'PUT',
      url: '/api/penilaian/grid/slm',
      headers: fx.guru,
      payload: {
        pembelajaran_id: fx.pembelajaranId,
        cells: result.cells.map(({ kind: _kind, ...cell }) => ({ ...cell, version: 0 })),
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const again = await workbookOf('slm');
    const filled = again.getWorksheet('Nilai')!;
    const first = written[0]!;
    const firstRow = studentRows(filled).find((row) => row.id === first.anggota_rombel_id)!;
    const firstCell = filled
      .getRow(firstRow.baris)
      .getCell(keyColumns(filled).get(`slm:${first.kolom}`)!);
    expect(firstCell.value).toBe(first.value);
    firstCell.value = null;
    const unchanged = await preview('slm', again);
    expect(unchanged.cells).toEqual([]);
    expect(unchanged.ringkasan).toMatchObject({ sama: written.length - 1, kosong_dibiarkan: 1 });
  });

  it('names a TP unmapped since the download, and tells that the TP columns after it were renumbered', async () => {
    const fresh = await prepareGrading(school, 3, 2);
    const book = await templateWorkbook(school, 'slm', fresh.guru, fresh.pembelajaranId);
    const sheet = book.getWorksheet('Nilai')!;
    const [firstTp, , lastTp] = fresh.tpIds;
    const row = studentRows(sheet)[0]!;
    sheet.getRow(row.baris).getCell(keyColumns(sheet).get(`slm:${lastTp}`)!).value = 77;
    const unmap = await school.t.app.inject({
      method: 'DELETE',
      url: `/api/referensi/tujuan-pembelajaran/${firstTp}/pemetaan/${fresh.pembelajaranId}`,
      headers: fresh.guru,
    });
    expect(unmap.statusCode, unmap.body).toBe(200);
    const result = await previewTemplate(school, 'slm', book, fresh.guru, fresh.pembelajaranId);
    // the value typed under TP 3 goes to that TP, now the grid's TP 2
    expect(result.cells).toEqual([
      { kind: 'slm', anggota_rombel_id: row.id, kolom: lastTp, value: 77 },
    ]);
    expect(result.report).toEqual([
      expect.objectContaining({
        kolom: 'TP 1',
        pesan:
          'Kolom TP 1 di berkas: TP ini sudah tidak dipetakan ke mata pelajaran ini sejak templat diunduh; isinya dilewati. Nomor TP sesudahnya di lembar nilai bergeser karenanya.',
      }),
    ]);
    expect(result.peringatan.map((item) => [item.kolom, item.pesan])).toEqual(
      [2, 3].map((n) => [
        `TP ${n}`,
        `Kolom TP ${n} di berkas kini bernama TP ${n - 1} di lembar nilai (nomor TP bergeser sejak templat diunduh); nilainya masuk ke TP yang sama.`,
      ]),
    );
  });

  it('says once that the hidden key row was edited, not that a TP was unmapped or a column deleted', async () => {
    const edited = (pesan: string) =>
      `Baris tersembunyi di atas judul kolom templat sudah diubah, sehingga kolom ${pesan} tidak dapat dicocokkan dengan lembar nilai; isinya dilewati. Unduh templat baru lalu isi lagi.`;
    // PTS: a grid without TPs, its one key typed over, a value under it
    const pts = await workbookOf('pts');
    const ptsSheet = pts.getWorksheet('Nilai')!;
    const column = keyColumns(ptsSheet).get('pts:nilai')!;
    ptsSheet.getRow(7).getCell(column).value = 'pts:nilaiX';
    ptsSheet.getRow(studentRows(ptsSheet)[0]!.baris).getCell(column).value = 55;
    const ptsResult = await preview('pts', pts);
    expect(ptsResult.cells).toEqual([]);
    expect(ptsResult.report.map((item) => [item.baris, item.kolom, item.pesan])).toEqual([
      [null, 'Nilai Tengah Semester', edited('Nilai Tengah Semester')],
    ]);

    // Nilai Akhir: its final's key, an attainment key that is no TP, and a TP key of a grid
    // this template does not carry; the TP columns left as they were still count
    const book = await workbookOf('nilai-akhir');
    const sheet = book.getWorksheet('Nilai')!;
    const keys = keyColumns(sheet);
    const row = studentRows(sheet)[0]!;
    sheet.getRow(7).getCell(keys.get('nilai-akhir:nilai')!).value = 'nilai-akhir:nilai-baru';
    sheet.getRow(7).getCell(keys.get(`ketercapaian:${fx.tpIds[0]}`)!).value = 'ketercapaian:tp1';
    sheet.getRow(7).getCell(keys.get(`ketercapaian:${fx.tpIds[1]}`)!).value = `slm:${fx.tpIds[1]}`;
    sheet.getRow(row.baris).getCell(keys.get('nilai-akhir:nilai')!).value = 88;
    sheet.getRow(row.baris).getCell(keys.get(`ketercapaian:${fx.tpIds[2]}`)!).value = 1;
    const result = await preview('nilai-akhir', book);
    expect(result.cells).toEqual([
      { kind: 'ketercapaian', anggota_rombel_id: row.id, kolom: fx.tpIds[2], value: 1 },
    ]);
    const labels = 'Nilai Akhir, Ketercapaian TP 1, Ketercapaian TP 2';
    expect(result.report.map((item) => [item.baris, item.kolom, item.pesan])).toEqual([
      [null, labels, edited(labels)],
    ]);
  });

  it('reads SAS parts and ignores the computed NA column', async () => {
    const book = await workbookOf('sas');
    const sheet = book.getWorksheet('Nilai')!;
    const keys = keyColumns(sheet);
    expect([...keys.keys()].slice(4)).toEqual(['sas:non-tes', 'sas:tes', 'sas:na']);
    const [row] = studentRows(sheet);
    const na = sheet.getRow(row!.baris).getCell(keys.get('sas:na')!);
    expect(na.formula).toMatch(/ROUND\(AVERAGE\(E9,F9\),0\)/);
    sheet.getRow(row!.baris).getCell(keys.get('sas:non-tes')!).value = 80;
    sheet.getRow(row!.baris).getCell(keys.get('sas:tes')!).value = '85';
    na.value = 99;
    const result = await preview('sas', book);
    // the computed NA is not taken, and typing over it is said
    expect(result.report.map((item) => [item.baris, item.pesan])).toEqual([
      [
        row!.baris,
        'Kolom ini dihitung otomatis dari bagian yang ada; isiannya di berkas dilewati.',
      ],
    ]);
    expect(result.cells).toEqual([
      { kind: 'sas', anggota_rombel_id: row!.id, kolom: 'non-tes', value: 80 },
      { kind: 'sas', anggota_rombel_id: row!.id, kolom: 'tes', value: 85 },
    ]);
  });

  it('carries the final grade and the TP attainment in one Nilai Akhir file, each cell naming its grid', async () => {
    const book = await workbookOf('nilai-akhir');
    const sheet = book.getWorksheet('Nilai')!;
    const keys = keyColumns(sheet);
    expect([...keys.keys()].slice(4)).toEqual([
      'nilai-akhir:nilai',
      ...fx.tpIds.map((tp) => `ketercapaian:${tp}`),
    ]);
    expect(sheet.getRow(8).getCell(keys.get(`ketercapaian:${fx.tpIds[0]}`)!).value).toBe(
      'Ketercapaian TP 1',
    );
    expect(sheet.getCell(9, keys.get(`ketercapaian:${fx.tpIds[0]}`)).dataValidation).toMatchObject({
      formulae: [0, 1],
    });
    const [a, b] = studentRows(sheet);
    const set = (row: { baris: number }, key: string, value: ExcelJS.CellValue) =>
      (sheet.getRow(row.baris).getCell(keys.get(key)!).value = value);
    set(a!, 'nilai-akhir:nilai', 88);
    set(a!, `ketercapaian:${fx.tpIds[0]}`, true);
    // the words the grid reads are read here too
    set(a!, `ketercapaian:${fx.tpIds[1]}`, 'Tidak');
    // a checkbox (Google Sheets, Excel): ticked is achieved
    set(a!, `ketercapaian:${fx.tpIds[2]}`, false);
    set(b!, 'nilai-akhir:nilai', 75);
    set(b!, `ketercapaian:${fx.tpIds[0]}`, ' ya ');
    set(b!, `ketercapaian:${fx.tpIds[2]}`, 'Tercapai');
    set(b!, `ketercapaian:${fx.tpIds[1]}`, 2);
    const result = await preview('nilai-akhir', book);
    const studentB = (await grid('nilai-akhir')).rows.find(
      (row) => row.anggota_rombel_id === b!.id,
    )!;
    expect(result.cells).toEqual([
      { kind: 'nilai-akhir', anggota_rombel_id: a!.id, kolom: 'nilai', value: 88 },
      { kind: 'ketercapaian', anggota_rombel_id: a!.id, kolom: fx.tpIds[0], value: 1 },
      { kind: 'ketercapaian', anggota_rombel_id: a!.id, kolom: fx.tpIds[1], value: 0 },
      { kind: 'ketercapaian', anggota_rombel_id: a!.id, kolom: fx.tpIds[2], value: 0 },
      { kind: 'nilai-akhir', anggota_rombel_id: b!.id, kolom: 'nilai', value: 75 },
      { kind: 'ketercapaian', anggota_rombel_id: b!.id, kolom: fx.tpIds[0], value: 1 },
      { kind: 'ketercapaian', anggota_rombel_id: b!.id, kolom: fx.tpIds[2], value: 1 },
    ]);
    expect(result.report).toEqual([
      {
        baris: b!.baris,
        kolom: 'Ketercapaian TP 2',
        nama_peserta_didik: studentB.nama,
        nisn: studentB.nisn,
        no: 2,
        pesan: '2 tidak dikenal; isi 1 (tercapai), 0 (tidak tercapai), atau kosongkan.',
      },
    ]);
  });

  it('reports every bad cell and row in Indonesian, per row and column, and keeps the good ones', async () => {
    const book = await workbookOf('pts');
    // No TP columns: no "Daftar TP" sheet.
    expect(book.worksheets.map((s) => s.name)).toEqual(['Nilai', 'erapor', 'erapor-versi']);
    const sheet = book.getWorksheet('Nilai')!;
    const column = keyColumns(sheet).get('pts:nilai')!;
    const rows = studentRows(sheet);
    const set = (index: number, value: ExcelJS.CellValue) =>
      (sheet.getRow(rows[index]!.baris).getCell(column).value = value);
    set(0, 'delapan puluh');
    set(1, 85.5);
    set(2, '85,5');
    set(3, 101);
    set(4, -1);
    set(5, { formula: '1/0', result: { error: '#DIV/0!' } });
    set(6, 70);
    set(7, new Date(Date.UTC(2026, 0, 5)));
    // Typing a date makes Excel give the cell a date format.
    const dated = sheet.getRow(rows[7]!.baris).getCell(column);
    dated.style = { ...dated.style, numFmt: 'dd/mm/yyyy' }; // styles are shared: copy, not mutate
    set(8, ' 64 ');
    // A row whose hidden id was lost but whose NISN is known: still matched.
    const nisnRow = sheet.getRow(rows[9]!.baris);
    nisnRow.getCell(1).value = null;
    set(9, 90);
    // A row whose hidden id is of another enrolment (a file kept from last semester): the NISN
    // still finds the student.
    sheet.getRow(rows[10]!.baris).getCell(1).value = randomUUID();
    set(10, 55);
    const lastBaris = sheet.rowCount;
    // A copy of a row (duplicate) and a student who is not in this class.
    const duplicate = sheet.getRow(lastBaris + 1);
    duplicate.getCell(1).value = rows[6]!.id;
    duplicate.getCell(3).value = 'Salinan';
    duplicate.getCell(column).value = 71;
    const stranger = sheet.getRow(lastBaris + 2);
    stranger.getCell(1).value = randomUUID();
    stranger.getCell(3).value = 'Siswa Titipan';
    stranger.getCell(column).value = 80;
    const typed = sheet.getRow(lastBaris + 3);
    typed.getCell(3).value = 'Siswa Tanpa ID';
    typed.getCell(column).value = 60;
    const unknownNisn = sheet.getRow(lastBaris + 4);
    unknownNisn.getCell(4).value = '9999999999';
    unknownNisn.getCell(column).value = 65;

    const result = await preview('pts', book);
    const students = new Map((await grid('pts')).rows.map((row) => [row.anggota_rombel_id, row]));
    const line = (index: number) => result.report.find((item) => item.baris === rows[index]!.baris);
    // A refused cell of a matched row names the student as stored, so the teacher knows whom.
    const first = students.get(rows[0]!.id)!;
    expect(first.nama).toBeTruthy();
    expect(line(0)).toEqual({
      baris: rows[0]!.baris,
      kolom: 'Nilai Tengah Semester',
      nama_peserta_didik: first.nama,
      nisn: first.nisn,
      // the student's No in the grid, to find him there
      no: 1,
      pesan: '"delapan puluh" bukan angka; isi bilangan bulat 0–100.',
    });
    for (const index of [1, 2, 3, 4, 5, 7]) {
      expect(line(index)?.nama_peserta_didik).toBe(students.get(rows[index]!.id)!.nama);
    }
    expect(line(1)?.pesan).toBe('85,5 bukan bilangan bulat; tulis nilai bulat 0–100 tanpa koma.');
    expect(line(2)?.pesan).toBe('85,5 bukan bilangan bulat; tulis nilai bulat 0–100 tanpa koma.');
    expect(line(3)?.pesan).toBe('101 di luar rentang; nilai harus 0–100.');
    expect(line(4)?.pesan).toBe('-1 di luar rentang; nilai harus 0–100.');
    expect(line(5)?.pesan).toMatch(/galat rumus #DIV\/0!/);
    expect(line(7)?.pesan).toMatch(/tanggal/);
    // Rows that match no student (or repeat one) name no one; the message quotes the row instead.
    const at = (baris: number) => result.report.find((item) => item.baris === baris);
    expect(at(lastBaris + 1)).toEqual({
      baris: lastBaris + 1,
      kolom: null,
      nama_peserta_didik: null,
      nisn: null,
      pesan: `Kolom ID tersembunyi baris ini milik "${students.get(rows[6]!.id)!.nama}", tetapi isi baris ini tidak cocok dengannya (tertulis: "Salinan"); nilai "${students.get(rows[6]!.id)!.nama}" diambil dari baris ${rows[6]!.baris}, yang cocok. Baris ini dilewati dan nilainya tidak diisi untuk siapa pun: bila baris ini untuk peserta didik lain, isi nilainya langsung di lembar nilai.`,
    });
    expect(at(lastBaris + 2)).toEqual({
      baris: lastBaris + 2,
      kolom: null,
      nama_peserta_didik: null,
      nisn: null,
      pesan:
        'Peserta didik tidak dinilai di mata pelajaran ini (mungkin sudah pindah kelas atau keluar); baris dilewati (tertulis: "Siswa Titipan").',
    });
    expect(at(lastBaris + 3)).toMatchObject({
      nama_peserta_didik: null,
      pesan:
        'Peserta didik tidak dikenali (kolom ID tersembunyi dan NISN kosong); baris dilewati (tertulis: "Siswa Tanpa ID").',
    });
    expect(at(lastBaris + 4)).toMatchObject({
      nama_peserta_didik: null,
      pesan:
        'Peserta didik tidak dikenali (kolom ID tersembunyi kosong dan NISN tidak cocok); baris dilewati (tertulis: NISN 9999999999).',
    });
    expect(result.report).toHaveLength(11);
    // Skipped rows (a repeat, no match) are in the report only: no name warning for them.
    expect(result.peringatan).toEqual([]);
    expect(result.cells).toEqual([
      { kind: 'pts', anggota_rombel_id: rows[6]!.id, kolom: 'nilai', value: 70 },
      { kind: 'pts', anggota_rombel_id: rows[8]!.id, kolom: 'nilai', value: 64 },
      { kind: 'pts', anggota_rombel_id: rows[9]!.id, kolom: 'nilai', value: 90 },
      { kind: 'pts', anggota_rombel_id: rows[10]!.id, kolom: 'nilai', value: 55 },
    ]);
    expect(result.ringkasan).toMatchObject({ ditolak: 7, baris: rows.length });
  });

  it("warns of a matched row whose typed name is another student's, and still takes its cells", async () => {
    const book = await workbookOf('pts');
    const sheet = book.getWorksheet('Nilai')!;
    const column = keyColumns(sheet).get('pts:nilai')!;
    const students = new Map((await grid('pts')).rows.map((row) => [row.anggota_rombel_id, row]));
    // Rows of students with a NISN (the warning quotes it), so one of them can be found by it.
    const rows = studentRows(sheet).filter((row) => students.get(row.id)!.nisn);
    expect(rows.length).toBeGreaterThanOrEqual(4);
    const at = (index: number) => sheet.getRow(rows[index]!.baris);
    const stored = (index: number) => students.get(rows[index]!.id)!;
    const gridNo = (index: number) => [...students.keys()].indexOf(rows[index]!.id) + 1;
    // Another name typed over the student's: a warning, and the grade still goes to the grid.
    at(0).getCell(3).value = 'BUDI S';
    at(0).getCell(column).value = 81;
    // The same name in another case with extra spaces: no warning.
    const swapped = [...stored(1).nama]
      .map((c) => (c === c.toUpperCase() ? c.toLowerCase() : c.toUpperCase()))
      .join('');
    at(1).getCell(3).value = `  ${swapped.replace(/ /g, '   ')}\t`;
    at(1).getCell(column).value = 72;
    // A cleared name is no mismatch: the id names the student.
    at(2).getCell(3).value = null;
    at(2).getCell(column).value = 63;
    // Matched by NISN (hidden id lost) under another name: warned too, its grade taken.
    at(3).getCell(1).value = null;
    at(3).getCell(3).value = 'Siswa Lain';
    at(3).getCell(column).value = 94;

    const result = await preview('pts', book);
    expect(result.report).toEqual([]);
    expect(result.ringkasan).toMatchObject({ ditolak: 0 });
    expect(result.cells).toEqual(
      [81, 72, 63, 94].map((value, index) => ({
        kind: 'pts',
        anggota_rombel_id: rows[index]!.id,
        kolom: 'nilai',
        value,
      })),
    );
    expect(result.peringatan).toEqual([
      {
        baris: rows[0]!.baris,
        kolom: null,
        nama_peserta_didik: stored(0).nama,
        nisn: stored(0).nisn,
        no: gridNo(0),
        pesan: `Nama di berkas "BUDI S" berbeda dengan nama tersimpan "${stored(0).nama}" (NISN ${stored(0).nisn}); periksa apakah baris ini milik peserta didik yang benar.`,
      },
      {
        baris: rows[3]!.baris,
        kolom: null,
        nama_peserta_didik: stored(3).nama,
        nisn: stored(3).nisn,
        no: gridNo(3),
        pesan: `Nama di berkas "Siswa Lain" berbeda dengan nama tersimpan "${stored(3).nama}" (NISN ${stored(3).nisn}); periksa apakah baris ini milik peserta didik yang benar.`,
      },
    ]);
  });

  it('keeps a grade changed in the grid after the download: left as downloaded it is older, typed over it is refused', async () => {
    // scores stored before the download
    const before = await grid('slm');
    const [tpA, tpB] = fx.tpIds as [string, string];
    const seeded = await putGridCells(
      school,
      fx.guru,
      'slm',
      fx.pembelajaranId,
      before.rows.slice(0, 3).flatMap((row, index) =>
        [tpA, tpB].map((tp) => ({
          anggota_rombel_id: row.anggota_rombel_id,
          kolom: tp,
          value: (Number(row.cells[tp]!.value ?? 0) + 11 + index) % 101,
          version: row.cells[tp]!.version,
        })),
      ),
    );
    expect(seeded.statusCode, seeded.body).toBe(200);
    const book = await workbookOf('slm');
    expect(book.getWorksheet('erapor-versi')?.state).toBe('veryHidden');
    const sheet = book.getWorksheet('Nilai')!;
    const keys = keyColumns(sheet);
    const [a, b, c] = studentRows(sheet) as [Row, Row, Row];
    const [tp1, tp2] = fx.tpIds as [string, string];
    const cellOf = (row: Row, tp: string) =>
      sheet.getRow(row.baris).getCell(keys.get(`slm:${tp}`)!);
    const data = await grid('slm');
    const stored = (row: Row, tp: string) =>
      data.rows.find((r) => r.anggota_rombel_id === row.id)!.cells[tp]!;
    const shift = (value: unknown, by: number) =>
      ((typeof value === 'number' ? value : 0) + by) % 101;
    // After the download, two of the cells are changed in the grid (a colleague, another tab).
    const newA = shift(cellOf(a, tp1).value, 1);
    const newB = shift(cellOf(b, tp1).value, 2);
    const changed = await putGridCells(school, fx.guru, 'slm', fx.pembelajaranId, [
      { anggota_rombel_id: a.id, kolom: tp1, value: newA, version: stored(a, tp1).version },
      { anggota_rombel_id: b.id, kolom: tp1, value: newB, version: stored(b, tp1).version },
    ]);
    expect(changed.statusCode, changed.body).toBe(200);
    // In the file: a's cell left as downloaded, b's typed over, and c's (not changed) typed.
    const downloadedB = cellOf(b, tp1).value as number | null;
    const typedB = shift(downloadedB, 5);
    cellOf(b, tp1).value = typedB;
    const typedC = shift(stored(c, tp2).value, 3);
    cellOf(c, tp2).value = typedC;

    const result = await preview('slm', book);
    expect(result.cells).toEqual([
      { kind: 'slm', anggota_rombel_id: c.id, kolom: tp2, value: typedC },
    ]);
    expect(result.ringkasan).toMatchObject({ usang: 1, ditolak: 1 });
    expect(result.report).toEqual([
      expect.objectContaining({
        baris: b.baris,
        kolom: 'TP 1',
        pesan: `Nilai ini diubah di lembar nilai menjadi ${newB} setelah templat diunduh (saat diunduh ${downloadedB ?? 'kosong'}); isian berkas ${typedB} tidak diisi. Bila ${typedB} yang benar, ketik langsung di lembar nilai.`,
      }),
    ]);

    // A file of format 1 (before the download's values were recorded) is read as before.
    book.removeWorksheet(book.getWorksheet('erapor-versi')!.id);
    const old = await preview('slm', book);
    expect(old.cells.map((cell) => cell.anggota_rombel_id)).toEqual([a.id, b.id, c.id]);
  });

  it('refuses a row whose hidden id and typed NISN name two students (rows sorted without column A)', async () => {
    const book = await workbookOf('pts');
    const sheet = book.getWorksheet('Nilai')!;
    const column = keyColumns(sheet).get('pts:nilai')!;
    const students = new Map((await grid('pts')).rows.map((row) => [row.anggota_rombel_id, row]));
    const [first, second] = studentRows(sheet).filter((row) => students.get(row.id)!.nisn);
    const one = sheet.getRow(first!.baris);
    const two = sheet.getRow(second!.baris);
    // names, NISNs and scores sorted; the hidden ids stayed where they were
    for (const at of [3, 4])
      [one.getCell(at).value, two.getCell(at).value] = [
        two.getCell(at).value,
        one.getCell(at).value,
      ];
    one.getCell(column).value = 91;
    two.getCell(column).value = 19;
    const result = await preview('pts', book);
    expect(result.cells).toEqual([]);
    const s1 = students.get(first!.id)!;
    const s2 = students.get(second!.id)!;
    expect(result.report.map((item) => [item.baris, item.pesan])).toEqual([
      [
        first!.baris,
        `Kolom ID tersembunyi baris ini milik ${s1.nama}, tetapi NISN ${s2.nisn} milik ${s2.nama} (tertulis: "${s2.nama}", NISN ${s2.nisn}); baris dilewati. Urutan baris mungkin diubah tanpa kolom A yang tersembunyi: unduh templat baru, atau salin nilai tanpa mengubah urutan baris.`,
      ],
      [
        second!.baris,
        `Kolom ID tersembunyi baris ini milik ${s2.nama}, tetapi NISN ${s1.nisn} milik ${s1.nama} (tertulis: "${s1.nama}", NISN ${s1.nisn}); baris dilewati. Urutan baris mungkin diubah tanpa kolom A yang tersembunyi: unduh templat baru, atau salin nilai tanpa mengubah urutan baris.`,
      ],
    ]);
  });

  it('reads what a spreadsheet makes of a file: merged cells once, a percentage, a NISN as a number, an added column, a stray far row', async () => {
    const book = await workbookOf('pts');
    const sheet = book.getWorksheet('Nilai')!;
    const column = keyColumns(sheet).get('pts:nilai')!;
    const students = new Map((await grid('pts')).rows.map((row) => [row.anggota_rombel_id, row]));
    const rows = studentRows(sheet);
    const withZero = rows.find((row) => students.get(row.id)!.nisn?.startsWith('0'))!;
    expect(withZero).toBeDefined();
    const [r0, r1, r2] = rows.filter((row) => row !== withZero) as [Row, Row, Row];
    // a merged block of two score cells holds one typed value: the first student's only
    sheet.getRow(r0.baris).getCell(column).value = 80;
    sheet.mergeCells(r0.baris, column, r1.baris, column);
    // 80% as Excel stores it
    const percent = sheet.getRow(r2.baris).getCell(column);
    percent.value = 0.8;
    // (a style of its own: the template's score cells share one)
    percent.style = { ...percent.style, numFmt: '0%' };
    // a NISN typed as a number (its leading zero gone), the hidden id cleared
    const byNisn = sheet.getRow(withZero.baris);
    byNisn.getCell(1).value = null;
    byNisn.getCell(4).value = Number(students.get(withZero.id)!.nisn);
    byNisn.getCell(column).value = 70;
    // a column added beside the template's, and a stray value in the last row Excel has
    sheet.getRow(8).getCell(column + 1).value = 'Catatan';
    sheet.getRow(r1.baris).getCell(column + 1).value = 'remedial';
    sheet.getCell(`C1048576`).value = 'x';

    const result = await preview('pts', book);
    // in the order of the file's rows
    const byRow = (x: { anggota_rombel_id: string }) =>
      rows.findIndex((row) => row.id === x.anggota_rombel_id);
    expect(result.cells).toEqual(
      [
        { kind: 'pts', anggota_rombel_id: r0.id, kolom: 'nilai', value: 80 },
        { kind: 'pts', anggota_rombel_id: withZero.id, kolom: 'nilai', value: 70 },
      ].sort((x, y) => byRow(x) - byRow(y)),
    );
    expect(result.report.map((item) => [item.baris, item.kolom, item.pesan])).toEqual([
      [
        null,
        'Catatan',
        'Kolom ini bukan kolom templat (ditambahkan di berkas); isinya dilewati. Kolom TP baru dibuat dengan memetakan TP di menu Tujuan Pembelajaran, lalu mengunduh templat baru.',
      ],
      [
        r2.baris,
        'Nilai Tengah Semester',
        '"80%" berisi tanda persen; tulis nilainya saja (mis. 80), tanpa %.',
      ],
      [
        1048576,
        null,
        'Peserta didik tidak dikenali (kolom ID tersembunyi dan NISN kosong); baris dilewati (tertulis: "x").',
      ],
    ]);
  });

  it('names every saved grade an upload replaces, with the grade it replaces, apart from the new ones', async () => {
    const own = await prepareGrading(school, 2, 7);
    const before = await grid('pts', own.guru, own.pembelajaranId);
    const saved = await putGridCells(
      school,
      own.guru,
      'pts',
      own.pembelajaranId,
      before.rows.slice(0, 3).map((row, index) => ({
        anggota_rombel_id: row.anggota_rombel_id,
        kolom: 'nilai',
        value: 60 + index,
        version: 0,
      })),
    );
    expect(saved.statusCode, saved.body).toBe(200);
    const book = await templateWorkbook(school, 'pts', own.guru, own.pembelajaranId);
    const sheet = book.getWorksheet('Nilai')!;
    const column = keyColumns(sheet).get('pts:nilai')!;
    const rows = studentRows(sheet);
    const set = (index: number, value: ExcelJS.CellValue) =>
      (sheet.getRow(rows[index]!.baris).getCell(column).value = value);
    set(0, 75); // over the saved 60
    set(1, 61); // as saved
    set(2, null); // cleared: the saved 62 stays
    set(3, 80); // an empty cell filled
    set(4, 'abc'); // refused

    const result = await previewTemplate(school, 'pts', book, own.guru, own.pembelajaranId);
    expect(result.cells.map((cell) => [cell.anggota_rombel_id, cell.value])).toEqual([
      [rows[0]!.id, 75],
      [rows[3]!.id, 80],
    ]);
    const first = before.rows[0]!;
    expect(result.mengganti).toEqual([
      {
        baris: rows[0]!.baris,
        no: 1,
        kolom: 'Nilai Tengah Semester',
        nama_peserta_didik: first.nama,
        nisn: first.nisn,
        tipe: 'score',
        lama: 60,
        baru: 75,
      },
    ]);
    expect(result.ringkasan).toMatchObject({ sama: 1, kosong_dibiarkan: 1, ditolak: 1 });
    // a refused cell names the student's No in the grid beside the Excel row
    expect(result.report).toEqual([
      expect.objectContaining({ baris: rows[4]!.baris, no: 5, kolom: 'Nilai Tengah Semester' }),
    ]);
  });

  it("declares the preview as the upload's response in the API description", async () => {
    const docs = await school.t.app.inject({ url: '/api/docs' });
    expect(docs.statusCode).toBe(200);
    const upload = docs.json<{
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
    }>().paths['/api/penilaian/template/{kind}']!.post!;
    expect(JSON.stringify(upload.responses['200'])).toContain('peringatan');
  });

  it('refuses a template of another kind, another class or another semester, naming it', async () => {
    const slm = await bytesOf(await workbookOf('slm'));
    const asSas = await upload('sas', slm);
    expect(asSas.statusCode).toBe(422);
    expect(asSas.json().error.fields.file).toBe(
      'Berkas ini templat Sumatif Lingkup Materi, bukan templat Sumatif Akhir Semester. Unggah di layar Sumatif Lingkup Materi, atau unduh templat Sumatif Akhir Semester dari sini.',
    );

    // The other teacher's class: his template uploaded to this pembelajaran.
    const foreignBook = await workbookOf('pts', other.guru, other.pembelajaranId);
    const otherData = await grid('pts', other.guru, other.pembelajaranId);
    const foreign = await upload('pts', await bytesOf(foreignBook));
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().error.message).toContain(
      `Berkas ini templat untuk ${otherData.pembelajaran.nama_mata_pelajaran} kelas ${otherData.pembelajaran.rombel}, bukan untuk`,
    );

    const old = await workbookOf('pts');
    const meta = old.getWorksheet('erapor')!;
    meta.eachRow((row) => {
      if (row.getCell(1).value === 'semester_id') row.getCell(2).value = '20252';
    });
    // A kind that only names something of JavaScript's own is no kind of ours.
    const forged = await workbookOf('pts');
    forged.getWorksheet('erapor')!.eachRow((row) => {
      if (row.getCell(1).value === 'jenis') row.getCell(2).value = 'constructor';
    });
    const constructorKind = await upload('pts', await bytesOf(forged));
    expect(constructorKind.statusCode).toBe(422);
    expect(constructorKind.json().error.message).toMatch(/^Berkas ini bukan templat Nilai Tengah/);

    const lastSemester = await upload('pts', await bytesOf(old));
    expect(lastSemester.statusCode).toBe(422);
    expect(lastSemester.json().error.message).toMatch(/semester lain/);

    const tampered = await workbookOf('pts');
    tampered.getWorksheet('Nilai')!.getRow(7).getCell(1).value = 'x';
    const noIds = await upload('pts', await bytesOf(tampered));
    expect(noIds.statusCode).toBe(422);
    expect(noIds.json().error.message).toMatch(/kolom tersembunyi templat sudah diubah/);
  });

  it('refuses a CSV or PDF renamed .xlsx, an old .xls, a damaged or foreign workbook, an empty file, a 20 MB file and a missing part', async () => {
    const cases: [Buffer, RegExp][] = [
      [Buffer.from('No,Nama,Nilai\n1,Budi,80\n'), /teks\/CSV yang diberi nama \.xlsx/],
      [Buffer.from('%PDF-1.7\n%âãÏÓ\n'), /PDF, bukan Excel/],
      [
        Buffer.concat([
          Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
          Buffer.alloc(600),
        ]),
        /Excel lama \(\.xls\)/,
      ],
      [Buffer.concat([Buffer.from('PK\x03\x04'), Buffer.alloc(300, 7)]), /rusak/],
      [Buffer.alloc(0), /kosong/],
      [Buffer.from([0x00, 0x01, 0x02, 0x03, 0x04, 0x05]), /bukan file Excel \.xlsx/],
    ];
    const empty = new ExcelJS.Workbook();
    empty.addWorksheet('Sheet1');
    cases.push([await bytesOf(empty), /bukan templat nilai dari e-Rapor SMK/]);
    const truncated = await bytesOf(await workbookOf('pts'));
    cases.push([truncated.subarray(0, Math.floor(truncated.length / 2)), /rusak/]);
    // A few KB that unpack to 9 MB of sheet XML (a "zip bomb" that understates its size) is
    // refused before it is parsed.
    cases.push([zipBomb(9 * 1024 * 1024), /terlalu besar untuk sebuah templat/]);
    // A few hundred bytes whose one merge spans 14 million cells: the library would make every
    // one of them (an 18 KB file of this kind took the server's memory).
    cases.push([
      rangeBomb('<mergeCells count="1"><mergeCell ref="L50:Z1048576"/></mergeCells>'),
      /terlalu besar untuk sebuah templat/,
    ]);
    for (const [bytes, message] of cases) {
      const response = await upload('pts', bytes, { name: 'nilai.xlsx' });
      expect(response.statusCode, response.body).toBe(422);
      expect(response.json().error.fields.file).toMatch(message);
    }

    const huge = await upload(
      'pts',
      Buffer.concat([Buffer.from('PK\x03\x04'), Buffer.alloc(20 * 1024 * 1024)]),
    );
    expect(huge.statusCode).toBe(413);
    expect(huge.json().error.message).toMatch(/Ukuran berkas paling besar 5 MB/);

    const noFile = await upload('pts', null);
    expect(noFile.statusCode).toBe(422);
    expect(noFile.json().error.fields.file).toMatch(/Pilih berkas templat/);
    const noId = await upload('pts', truncated, { pembelajaranId: null });
    expect(noId.statusCode).toBe(422);
    expect(noId.json().error.fields.pembelajaran_id).toMatch(/Pilih mata pelajaran/);
    // An upload cut short, or sent without its boundary: refused as broken, not a 500.
    for (const [contentType, payload] of [
      [
        'multipart/form-data; boundary=XYZ',
        '--XYZ\r\nContent-Disposition: form-data; name="file"; filename="a.xlsx"\r\n\r\nPK\x03\x04abc',
      ],
      ['multipart/form-data', 'abc'],
    ]) {
      const broken = await school.t.app.inject({
        method: 'POST',
        url: '/api/penilaian/template/pts',
        headers: { ...fx.guru, 'content-type': contentType! },
        payload,
      });
      expect(broken.statusCode, broken.body).toBe(400);
      expect(broken.json().error.fields.file).toMatch(/terputus atau rusak/);
    }
    const json = await school.t.app.inject({
      method: 'POST',
      url: '/api/penilaian/template/pts',
      headers: fx.guru,
      payload: { pembelajaran_id: fx.pembelajaranId },
    });
    expect(json.statusCode).toBe(422);
    const badKind = await download('deskripsi');
    expect(badKind.statusCode).toBe(422);
    expect(badKind.json().error.fields).toHaveProperty('kind');
  });

  it('allows only the teacher of the pembelajaran, and refuses uploads while the class is locked', async () => {
    if (other.guruId !== fx.guruId) {
      expect((await download('slm', other.guru)).statusCode).toBe(403);
      const bytes = await bytesOf(await workbookOf('pts'));
      expect((await upload('pts', bytes, { headers: other.guru })).statusCode).toBe(403);
    }
    const bytes = await bytesOf(await workbookOf('pts'));
    await school.t.database.db
      .update(rombonganBelajar)
      .set({ kunciNilai: true })
      .where(eq(rombonganBelajar.rombonganBelajarId, fx.rombonganBelajarId));
    try {
      const locked = await upload('pts', bytes);
      expect(locked.statusCode).toBe(423);
      expect(locked.json().error.message).toMatch(/dikunci oleh wali kelas/);
    } finally {
      await school.t.database.db
        .update(rombonganBelajar)
        .set({ kunciNilai: false })
        .where(eq(rombonganBelajar.rombonganBelajarId, fx.rombonganBelajarId));
    }
  });

  it('lets the administrator download every template of his school, read-only; a teacher of another subject still not', async () => {
    for (const kind of ['slm', 'sas', 'nilai-akhir', 'pts']) {
      const response = await download(kind, school.admin);
      expect(response.statusCode, `${kind}: ${response.body}`).toBe(200);
      expect(response.headers['content-type']).toBe(XLSX_TYPE);
      expect(response.headers['content-disposition']).toMatch(
        new RegExp(`attachment; filename="templat-${kind}-`),
      );
      // A workbook Excel opens, with the same students as the grid the teacher sees.
      const sheet = (await workbookOf(kind, school.admin)).getWorksheet('Nilai')!;
      expect(studentRows(sheet).map((row) => row.id)).toEqual(
        (await grid(kind)).rows.map((row) => row.anggota_rombel_id),
      );
    }
    // Reading only: uploading the file is still the teachers'.
    const bytes = await bytesOf(await workbookOf('pts', school.admin));
    expect((await upload('pts', bytes, { headers: school.admin })).statusCode).toBe(403);

    // A teacher of another subject, who neither teaches this pembelajaran nor is its class's wali.
    const db = school.t.database.db;
    const [target] = await db
      .select({ mapel: pembelajaran.mataPelajaranId, wali: rombonganBelajar.guruId })
      .from(pembelajaran)
      .innerJoin(
        rombonganBelajar,
        eq(rombonganBelajar.rombonganBelajarId, pembelajaran.rombonganBelajarId),
      )
      .where(eq(pembelajaran.pembelajaranId, fx.pembelajaranId));
    const [stranger] = await db
      .select({ guruId: pembelajaran.guruId })
      .from(pembelajaran)
      .where(
        and(
          eq(pembelajaran.sekolahId, school.sekolahId),
          isNotNull(pembelajaran.guruId),
          ne(pembelajaran.guruId, fx.guruId),
          ne(pembelajaran.guruId, target!.wali ?? fx.guruId),
          ne(pembelajaran.mataPelajaranId, target!.mapel),
        ),
      )
      .limit(1);
    const refused = await download('sas', await school.signInGuru(stranger!.guruId!));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('penilaian.bukan_pengajar');
  });

  it('lists only the students of the religion for a religion subject, like the grid', async () => {
    const db = school.t.database.db;
    const candidates = await db
      .select({
        pembelajaranId: pembelajaran.pembelajaranId,
        guruId: pembelajaran.guruId,
        mataPelajaranId: pembelajaran.mataPelajaranId,
      })
      .from(pembelajaran)
      .innerJoin(
        rombonganBelajar,
        eq(rombonganBelajar.rombonganBelajarId, pembelajaran.rombonganBelajarId),
      )
      .where(
        and(
          eq(pembelajaran.sekolahId, school.sekolahId),
          eq(rombonganBelajar.jenisRombel, 1),
          isNotNull(pembelajaran.guruId),
          isNull(pembelajaran.deletedAt),
        ),
      )
      .orderBy(asc(pembelajaran.pembelajaranId));
    const religion = candidates.find((row) => agamaOfMapel(row.mataPelajaranId) !== null);
    expect(religion).toBeDefined();
    await db
      .update(pembelajaran)
      .set({ kelompokId: 16, noUrut: 2 })
      .where(eq(pembelajaran.pembelajaranId, religion!.pembelajaranId));
    const headers = await school.signInGuru(religion!.guruId!);
    const data = await grid('pts', headers, religion!.pembelajaranId);
    // the grid: exactly the class members of that religion, no one else
    const members = await db
      .select({ id: anggotaRombel.anggotaRombelId, agama: pesertaDidik.agamaId })
      .from(anggotaRombel)
      .innerJoin(pesertaDidik, eq(pesertaDidik.pesertaDidikId, anggotaRombel.pesertaDidikId))
      .where(
        and(
          eq(anggotaRombel.rombonganBelajarId, data.pembelajaran.rombongan_belajar_id),
          isNull(anggotaRombel.deletedAt),
        ),
      );
    const agama = agamaOfMapel(religion!.mataPelajaranId);
    const ofReligion = members.filter((m) => m.agama === agama).map((m) => m.id);
    expect(ofReligion.length).toBeGreaterThan(0);
    expect(ofReligion.length).toBeLessThan(members.length);
    expect(data.rows.map((row) => row.anggota_rombel_id).sort()).toEqual(ofReligion.sort());
    const book = await workbookOf('pts', headers, religion!.pembelajaranId);
    expect(studentRows(book.getWorksheet('Nilai')!).map((row) => row.id)).toEqual(
      data.rows.map((row) => row.anggota_rombel_id),
    );
  });

  it('counts students and mid-semester grades per pembelajaran of the teacher', async () => {
    const before = await school.t.app.inject({
      url: '/api/penilaian/pts/ringkasan',
      headers: fx.guru,
    });
    expect(before.statusCode).toBe(200);
    const line = before
      .json<PtsRingkasan[]>()
      .find((row) => row.pembelajaran_id === fx.pembelajaranId)!;
    expect(line).toMatchObject({ siap_dinilai: true, jumlah_siswa: fx.anggota.length });
    const data = await grid('pts');
    const empty = data.rows.filter((row) => row.cells.nilai!.value === null).slice(0, 2);
    const saved = await school.t.app.inject({
      method: 'PUT',
      url: '/api/penilaian/grid/pts',
      headers: fx.guru,
      payload: {
        pembelajaran_id: fx.pembelajaranId,
        cells: empty.map((row) => ({
          anggota_rombel_id: row.anggota_rombel_id,
          kolom: 'nilai',
          value: 77,
          version: row.cells.nilai!.version,
        })),
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const after = (
      await school.t.app.inject({ url: '/api/penilaian/pts/ringkasan', headers: fx.guru })
    ).json<PtsRingkasan[]>();
    expect(after.find((row) => row.pembelajaran_id === fx.pembelajaranId)!.jumlah_dinilai).toBe(
      line.jumlah_dinilai + empty.length,
    );
    expect(
      (await school.t.app.inject({ url: '/api/penilaian/pts/ringkasan', headers: school.admin }))
        .statusCode,
    ).toBe(403);
  });
});
