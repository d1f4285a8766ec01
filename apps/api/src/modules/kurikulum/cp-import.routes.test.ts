import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import ExcelJS from 'exceljs';
import { and, eq, isNull } from 'drizzle-orm';
import type {
  CpImportPreview,
  CpImportResult,
  CpRingkasan,
} from '@erapor/shared/kurikulum/cp-import.schemas';
import type { CpItem } from '@erapor/shared/kurikulum/kurikulum.schemas';
import type { Page } from '@erapor/shared/referensi/list.schemas';
import { pullSimulatedSchool, type SimulatedSchool } from '../../test/simulated-school';
import { mataPelajaran } from '../referensi/referensi.table';
import { pembelajaran, rombonganBelajar } from '../rombel/rombel.table';
import { insertCps } from './kurikulum.repository';
import { cpKunci } from './kunci';

/** The real catalogue files (never copied into the project), beside the repository. */
const REFERENCE = resolve(__dirname, '../../../../../../shared/data/national-reference');
const hasReference = existsSync(resolve(REFERENCE, 'ref_cp.xlsx'));
if (!hasReference) {
  console.warn(
    `[cp-import] ${REFERENCE} is absent: the tests with the real CP catalogue files are skipped.`,
  );
}
const real = (name: string) => readFileSync(resolve(REFERENCE, name));

let s: SimulatedSchool;

beforeAll(async () => {
  s = await pullSimulatedSchool({ npsn: '69880043' });
}, 120_000);
afterAll(async () => {
  await s.close();
});

function upload(bytes: Buffer, filename = 'ref_cp.xlsx', headers = s.admin) {
  const boundary = `----erapor${randomUUID()}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/vnd.openxmlformats-officedocument.spreadsheetml.sheet\r\n\r\n`;
  return s.t.app.inject({
    method: 'POST',
    url: '/api/referensi/capaian-pembelajaran-impor/pratinjau',
    payload: Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
}
async function preview(bytes: Buffer) {
  const response = await upload(bytes);
  expect(response.statusCode, response.body.slice(0, 500)).toBe(200);
  return response.json<CpImportPreview>();
}
async function confirm(rows: object[]) {
  const response = await s.t.app.inject({
    method: 'POST',
    url: '/api/referensi/capaian-pembelajaran-impor',
    headers: s.admin,
    payload: { rows },
  });
  return response;
}
async function ringkasan() {
  const response = await s.t.app.inject({
    url: '/api/referensi/capaian-pembelajaran-impor/ringkasan',
    headers: s.admin,
  });
  return response.json<CpRingkasan>();
}

async function workbook(header: string[], rows: (string | number | null)[][]) {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Sheet1');
  sheet.addRow(header);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** Subject ids the simulated school teaches (the catalogue rows it can use). */
async function taught() {
  const rows = await s.t.database.db
    .selectDistinct({ id: pembelajaran.mataPelajaranId })
    .from(pembelajaran)
    .where(eq(pembelajaran.sekolahId, s.sekolahId));
  return new Set(rows.map((row) => row.id));
}

describe('CP catalogue import, cell by cell', () => {
  it('reports bad phase, missing text, bad ids, wrong grade and repeated rows; saves nothing', async () => {
    const [mapel] = [...(await taught())].filter((id) => id !== 800001000 && id < 800000000);
    const bytes = await workbook(
      [
        'kelas',
        'mata_pelajaran_id',
        'Mata Pelajaran',
        'fase',
        'kurikulum',
        'kompetensi_id',
        'elemen',
        'deskripsi',
      ],
      [
        [10, mapel!, 'Mapel', 'E', 2021, 3, 'Elemen satu', 'Deskripsi satu.'],
        [10, mapel!, 'Mapel', 'G', 2021, 3, 'Elemen dua', 'Deskripsi dua.'],
        [10, mapel!, 'Mapel', 'E', 2021, 3, '', 'Deskripsi tiga.'],
        [10, 'abc', 'Mapel', 'E', 2021, 3, 'Elemen empat', 'Deskripsi empat.'],
        [11, mapel!, 'Mapel', 'E', 2021, 3, 'Elemen lima', 'Deskripsi lima.'],
        [10, mapel!, 'Mapel', 'e', 2021, 3, ' elemen  SATU ', 'deskripsi satu.'],
        [10, 123, 'Tidak ada', 'E', 2021, 3, 'Elemen tujuh', 'Deskripsi tujuh.'],
        [10, null, null, null, null, null, null, null],
        [10, mapel!, 'Mapel', 'F ', 2021, 3, 'Elemen sembilan', 'Deskripsi sembilan.'],
        [10, 123, 'Tidak ada', 'G', 2021, 3, 'Elemen sebelas', 'Deskripsi sebelas.'],
      ],
    );
    const result = await preview(bytes);
    expect(result.format).toMatch(/^Katalog CP/);
    expect(result.rows.map((row) => [row.baris, row.status])).toEqual([
      [2, 'baru'],
      [3, 'salah'],
      [4, 'salah'],
      [5, 'salah'],
      [6, 'salah'],
      [7, 'salah'],
      [8, 'dilewati'],
      [10, 'salah'],
      [11, 'salah'],
    ]);
    const errors = (baris: number) => result.rows.find((row) => row.baris === baris)!.errors;
    expect(errors(3)).toEqual([{ field: 'fase', message: 'Fase harus E atau F (tertulis "G").' }]);
    expect(errors(4)).toEqual([{ field: 'elemen', message: 'Elemen wajib diisi.' }]);
    expect(errors(5)).toEqual([
      {
        field: 'mata_pelajaran_id',
        message: 'ID mata pelajaran harus berupa angka (tertulis "abc").',
      },
    ]);
    expect(errors(6)).toEqual([
      { field: 'kelas', message: 'Kelas 11 termasuk fase F, bukan fase E.' },
    ]);
    expect(errors(7)).toEqual([
      {
        field: null,
        message: 'Baris ini sama dengan baris 2 (mata pelajaran, fase, elemen dan deskripsi sama).',
      },
    ]);
    // an id Dapodik never sent: unknown, which may be a subject the school does not teach
    expect(errors(8)[0]!.message).toBe(
      'Mata pelajaran 123 tidak dikenal di data Dapodik sekolah ini: tidak diajarkan di sekolah ini, atau ID-nya salah; baris dilewati.',
    );
    expect(errors(10)).toEqual([
      { field: 'kelas', message: 'Kelas 10 termasuk fase E, bukan fase F.' },
    ]);
    // wrong and not taught: shown as wrong, and its note does not also call it skipped
    expect(errors(11).map((error) => error.message)).toEqual([
      'Fase harus E atau F (tertulis "G").',
      'Mata pelajaran 123 tidak dikenal di data Dapodik sekolah ini: tidak diajarkan di sekolah ini, atau ID-nya salah.',
    ]);
    expect(result).toMatchObject({ baru: 1, sudah_ada: 0, dilewati: 1, salah: 7, kosong: 1 });
    expect((await ringkasan()).total).toBe(0);

    const saved = await confirm(result.rows);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<CpImportResult>()).toMatchObject({ saved: 1, sudah_ada: 0, skipped: 8 });
    const twice = await confirm(result.rows);
    expect(twice.json<CpImportResult>()).toMatchObject({ saved: 0, sudah_ada: 1 });
    expect(await ringkasan()).toMatchObject({ total: 1, dir: 1, sekolah: 0, fase_e: 1 });
  });

  it('tells another wording of a CP the school holds (similar) from a new CP; adds it only when sent', async () => {
    const [mapel] = [...(await taught())].filter((id) => id !== 800001000 && id < 800000000);
    const header = ['kelas', 'mata_pelajaran_id', 'fase', 'elemen', 'deskripsi'];
    const first = await preview(
      await workbook(header, [[10, mapel!, 'E', 'Elemen mirip satu', 'Deskripsi mirip satu.']]),
    );
    expect((await confirm(first.rows)).json<CpImportResult>().saved).toBe(1);
    const before = (await ringkasan()).total;

    const result = await preview(
      await workbook(header, [
        [10, mapel!, 'E', 'Elemen-mirip  SATU.', 'Rumusan lain dari katalog kedua.'],
        [10, mapel!, 'E', 'Elemen lain', 'deskripsi mirip, satu'],
        [10, mapel!, 'E', 'Elemen lain sekali', 'Teks yang lain sekali.'],
        [11, mapel!, 'F', 'Elemen mirip satu', 'Deskripsi fase F.'],
      ]),
    );
    expect(result.rows.map((row) => row.status)).toEqual(['mirip', 'mirip', 'baru', 'baru']);
    expect(result).toMatchObject({ baru: 2, mirip: 2, sudah_ada: 0, salah: 0 });
    expect(result.rows[0]!.errors).toEqual([
      {
        field: 'elemen',
        message:
          'Mirip CP resmi yang sudah ada dengan elemen "Elemen mirip satu" (hanya berbeda spasi, huruf besar atau tanda baca); rumusan lain dari CP yang sama.',
      },
    ]);
    expect(result.rows[1]!.errors).toEqual([
      {
        field: 'deskripsi',
        message:
          'Sama dengan deskripsi CP yang sudah ada (elemen "Elemen mirip satu"), hanya berbeda spasi, huruf besar atau tanda baca.',
      },
    ]);

    // the screen sends the new rows only, unless the administrator ticks the similar ones too
    const news = result.rows.filter((row) => row.status === 'baru');
    expect((await confirm(news)).json<CpImportResult>().saved).toBe(2);
    expect((await ringkasan()).total).toBe(before + 2);
    const again = await preview(
      await workbook(header, [
        [10, mapel!, 'E', 'Elemen-mirip  SATU.', 'Rumusan lain dari katalog kedua.'],
      ]),
    );
    expect(again.mirip).toBe(1);
    expect((await confirm(again.rows)).json<CpImportResult>().saved).toBe(1);
    expect((await ringkasan()).total).toBe(before + 3);
  });

  it('refuses an element or text of only invisible characters (zero-width spaces, NBSP, BOM)', async () => {
    const [mapel] = [...(await taught())].filter((id) => id !== 800001000 && id < 800000000);
    const result = await preview(
      await workbook(
        ['kelas', 'mata_pelajaran_id', 'fase', 'elemen', 'deskripsi'],
        [
          [10, mapel!, 'E', '\u200B', '\u200B\u200B'],
          [10, mapel!, 'E', 'Elemen tak terlihat', '\u200C\u200D\u2060'],
          [10, mapel!, 'E', '\u00A0\uFEFF', 'Deskripsi tak terlihat.'],
          // invisible characters inside a real text are dropped, not kept in the CP
          [10, mapel!, 'E', 'Ele\u200Bmen terlihat', 'Deskripsi\u2060 terlihat.'],
        ],
      ),
    );
    expect(result.rows.map((row) => row.status)).toEqual(['salah', 'salah', 'salah', 'baru']);
    expect(result.rows.map((row) => row.errors.map((issue) => issue.message))).toEqual([
      ['Elemen wajib diisi.', 'Deskripsi CP wajib diisi.'],
      ['Deskripsi CP wajib diisi.'],
      ['Elemen wajib diisi.'],
      [],
    ]);
    expect(result.rows[3]).toMatchObject({
      elemen: 'Elemen terlihat',
      deskripsi: 'Deskripsi terlihat.',
    });
    // sent anyway (an old page, a script): nothing blank is stored
    const saved = await confirm(result.rows.slice(0, 3));
    expect(saved.statusCode).toBe(422);
    expect(saved.json().error.code).toBe('kurikulum.import_kosong');
  });

  it('tells a formula saved without its result from an empty cell', async () => {
    const [mapel] = [...(await taught())].filter((id) => id !== 800001000 && id < 800000000);
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Sheet1');
    sheet.addRow(['kelas', 'mata_pelajaran_id', 'Mata Pelajaran', 'fase', 'elemen', 'deskripsi']);
    // written by a program: formulas without a cached result
    sheet.addRow([
      10,
      { formula: 'VLOOKUP(A1,Sheet2!A:B,2,0)' },
      'X',
      'E',
      'Elemen R1',
      'Teks R1.',
    ]);
    sheet.addRow([10, mapel!, 'X', { formula: 'IF(A3=10,"E","F")' }, 'Elemen R2', 'Teks R2.']);
    sheet.addRow([10, mapel!, { formula: 'B4&""' }, 'E', { formula: 'UPPER("x")' }, 'Teks R3.']);
    // with its result, a formula is read as its value
    sheet.addRow([
      10,
      { formula: `${mapel!}+0`, result: mapel! },
      'X',
      'E',
      'Elemen R4',
      'Teks R4.',
    ]);
    const result = await preview(Buffer.from(await book.xlsx.writeBuffer()));
    const rumus =
      'Berisi rumus yang belum dihitung. Buka berkas di Excel, simpan, lalu unggah lagi.';
    expect(result.rows.map((row) => [row.status, row.errors])).toEqual([
      ['salah', [{ field: 'mata_pelajaran_id', message: rumus }]],
      ['salah', [{ field: 'fase', message: rumus }]],
      ['salah', [{ field: 'elemen', message: rumus }]],
      ['baru', []],
    ]);
    // the preview shows what the cell holds, not "(kosong)"
    expect(result.rows[0]!.mata_pelajaran_id).toBe('=VLOOKUP(A1,Sheet2!A:B,2,0)');
    expect(result.rows[1]!.fase).toBe('=IF(A3=10,"E","F")');
    expect(result.rows[2]!.elemen).toBe('=UPPER("x")');
  });

  it('tells a subject id Dapodik never sent (unknown) from a known subject not taught here', async () => {
    await s.t.database.db
      .insert(mataPelajaran)
      .values({ mataPelajaranId: 800099901, nama: 'Mapel Sekolah Lain' })
      .onConflictDoNothing();
    const result = await preview(
      await workbook(
        ['kelas', 'mata_pelajaran_id', 'fase', 'elemen', 'deskripsi'],
        [
          [11, 999999999, 'F', 'Elemen Z', 'Deskripsi Z.'],
          [11, 800099901, 'F', 'Elemen Y', 'Deskripsi Y.'],
        ],
      ),
    );
    expect(
      result.rows.map((row) => [row.status, row.errors.map((issue) => issue.message)]),
    ).toEqual([
      [
        'dilewati',
        [
          'Mata pelajaran 999999999 tidak dikenal di data Dapodik sekolah ini: tidak diajarkan di sekolah ini, atau ID-nya salah; baris dilewati.',
        ],
      ],
      [
        'dilewati',
        [
          'Mata pelajaran 800099901 (Mapel Sekolah Lain) tidak diajarkan di sekolah ini (tidak ada di data Dapodik yang ditarik); baris dilewati.',
        ],
      ],
    ]);
  });

  it('notes a row with the element of a school CP, for information only', async () => {
    const [mapel] = [...(await taught())].filter((id) => id !== 800001000 && id < 800000000);
    const school = {
      elemen: 'Basis Data',
      deskripsi: 'Peserta didik merancang basis data sekolah.',
    };
    await insertCps(s.t.database.db, [
      {
        sekolahId: s.sekolahId,
        mataPelajaranId: mapel!,
        fase: 'F',
        ...school,
        isDir: false,
        kunci: cpKunci(mapel!, 'F', school.elemen, school.deskripsi),
      },
    ]);
    const result = await preview(
      await workbook(
        ['kelas', 'mata_pelajaran_id', 'fase', 'elemen', 'deskripsi'],
        [
          [
            11,
            mapel!,
            'F',
            'basis  data',
            'Pada akhir fase F, peserta didik mampu mengelola basis data.',
          ],
          // the same text as the school CP: similar, and that note names it already
          [11, mapel!, 'F', 'Basis data', 'Peserta didik merancang basis data sekolah'],
          // another phase: no note
          [10, mapel!, 'E', 'Basis Data', 'Pada akhir fase E, peserta didik mengenal basis data.'],
        ],
      ),
    );
    expect(result.rows.map((row) => row.status)).toEqual(['baru', 'mirip', 'baru']);
    expect(result.rows[0]!.errors).toEqual([
      {
        field: 'elemen',
        message:
          'Sama elemen dengan CP sekolah (buatan guru) "Basis Data" ("Peserta didik merancang basis data sekolah."). Catatan saja, tidak menghalangi penyimpanan: bila disimpan, guru melihat keduanya, ditandai Resmi dan Sekolah.',
      },
    ]);
    expect(result.rows[1]!.errors.map((issue) => issue.field)).toEqual(['deskripsi']);
    expect(result.rows[2]!.errors).toEqual([]);
    expect(result).toMatchObject({ baru: 2, mirip: 1, salah: 0 });
    const saved = await confirm(result.rows.filter((row) => row.status === 'baru'));
    expect(saved.json<CpImportResult>().saved).toBe(2);
  });

  it('refuses a CSV renamed .xlsx, a workbook without the columns and a file over 20 MB', async () => {
    const csv = Buffer.from('mata_pelajaran_id;fase;elemen;deskripsi\n401000000;E;Bilangan;Teks\n');
    const renamed = await upload(csv, 'ref_cp.xlsx');
    expect(renamed.statusCode).toBe(422);
    expect(renamed.json().error.fields.file).toMatch(/bukan file Excel \.xlsx/);

    const noColumns = await upload(await workbook(['Nama', 'Kelas'], [['A', '10']]));
    expect(noColumns.statusCode).toBe(422);
    expect(noColumns.json().error.fields.file).toMatch(
      /mata_pelajaran_id, fase, elemen dan deskripsi/,
    );

    const huge = await upload(Buffer.alloc(21 * 1024 * 1024, 0x50));
    expect(huge.statusCode).toBe(413);
    expect(huge.json().error.message).toMatch(/paling besar 20 MB/);

    const nothing = await s.t.app.inject({
      method: 'POST',
      url: '/api/referensi/capaian-pembelajaran-impor/pratinjau',
      headers: s.admin,
      payload: {},
    });
    expect(nothing.statusCode).toBe(422);
    const badConfirm = await confirm([{ baris: 'x' }]);
    expect(badConfirm.statusCode).toBe(422);
  });
});

describe.skipIf(!hasReference)('the real catalogue files', () => {
  it('reads ref_cp.xlsx (Katalog layout): rows of taught subjects are new, the others skipped; twice adds nothing', async () => {
    const before = (await ringkasan()).total;
    const subjects = await taught();
    const result = await preview(real('ref_cp.xlsx'));
    expect(result.format).toMatch(/^Katalog CP/);
    expect(result.rows.length).toBeGreaterThan(400);
    const usable = result.rows.filter((row) => subjects.has(Number(row.mata_pelajaran_id)));
    expect(usable.length).toBeGreaterThan(0);
    expect(result.baru + result.sudah_ada).toBeGreaterThan(0);
    for (const row of result.rows.filter((r) => r.status === 'dilewati')) {
      expect(subjects.has(Number(row.mata_pelajaran_id))).toBe(false);
    }
    expect(result.rows.every((row) => row.status !== 'baru' || row.fase === 'E')).toBe(true);

    const first = await confirm(result.rows);
    expect(first.statusCode, first.body.slice(0, 300)).toBe(200);
    const saved = first.json<CpImportResult>().saved;
    expect(saved).toBe(result.baru);
    expect((await ringkasan()).total).toBe(before + saved);

    const again = await preview(real('ref_cp.xlsx'));
    expect(again.baru).toBe(0);
    expect(again.sudah_ada).toBe(result.baru + result.sudah_ada);
    const second = await confirm(again.rows);
    expect(second.json<CpImportResult>().saved).toBe(0);
    expect((await ringkasan()).total).toBe(before + saved);
  });

  it('reads ref_cp_2.xlsx (Rekap layout, trailing spaces in fase, numbered empty rows)', async () => {
    const result = await preview(real('ref_cp_2.xlsx'));
    expect(result.format).toMatch(/^Rekap CP/);
    expect(result.kosong).toBeGreaterThan(100);
    // "F " (with a trailing space) is read as phase F; numbered rows without data are not listed.
    expect(result.rows.some((row) => row.errors.some((issue) => issue.field === 'fase'))).toBe(
      false,
    );
    expect(result.rows.filter((row) => row.fase === 'F').length).toBeGreaterThan(800);
    // The real file's own faults: eight rows without a subject id, one CP without its text.
    const salah = result.rows.filter((row) => row.status === 'salah');
    expect(salah.map((row) => row.errors.map((issue) => issue.message))).toEqual([
      ...Array.from({ length: 8 }, () => ['ID mata pelajaran wajib diisi.']),
      ['Deskripsi CP wajib diisi.'],
    ]);
    expect(salah.find((row) => row.errors[0]!.field === 'deskripsi')).toMatchObject({
      mata_pelajaran_id: '100013010',
      elemen: 'Yesus Kristus',
    });
    expect(result.rows.every((row) => row.status !== 'salah' || row.errors.length > 0)).toBe(true);
    // after ref_cp.xlsx (the test above), most rows of taught subjects are its CPs worded again
    const subjects = await taught();
    const mirip = result.rows.filter((row) => row.status === 'mirip');
    expect(mirip.length).toBeGreaterThan(0);
    expect(mirip.every((row) => subjects.has(Number(row.mata_pelajaran_id)))).toBe(true);
    expect(mirip.every((row) => row.errors.length === 1)).toBe(true);
    expect(result.mirip).toBe(mirip.length);
  });

  it('reads ref_cp_pkl.xlsx: the PKL subject’s CPs are kept for the PKL screens', async () => {
    const result = await preview(real('ref_cp_pkl.xlsx'));
    expect(result.rows).toHaveLength(5);
    const pkl = (await taught()).has(800001000);
    expect(result.baru).toBe(pkl ? 5 : 0);
  });

  it('shows the imported CPs to a teacher of the subject as official', async () => {
    const [row] = await s.t.database.db
      .select({ guruId: pembelajaran.guruId, mapel: pembelajaran.mataPelajaranId })
      .from(pembelajaran)
      .innerJoin(
        rombonganBelajar,
        eq(rombonganBelajar.rombonganBelajarId, pembelajaran.rombonganBelajarId),
      )
      .where(
        and(
          eq(rombonganBelajar.tingkat, 10),
          eq(rombonganBelajar.jenisRombel, 1),
          isNull(pembelajaran.deletedAt),
          eq(pembelajaran.mataPelajaranId, 800000121),
        ),
      )
      .limit(1);
    if (!row) return;
    const auth = await s.signInGuru(row.guruId!);
    const response = await s.t.app.inject({
      url: `/api/referensi/capaian-pembelajaran?mata_pelajaran_id=${row.mapel}&tingkat=10`,
      headers: auth,
    });
    const page = response.json<Page<CpItem>>();
    expect(page.total).toBeGreaterThan(0);
    expect(page.data.every((cp) => cp.is_dir && cp.fase === 'E')).toBe(true);
  });
});
