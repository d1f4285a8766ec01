import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import ExcelJS from 'exceljs';
import type { PembelajaranGuru, TpImportPreview } from '@erapor/shared/kurikulum/kurikulum.schemas';
import {
  signedInTeacher,
  teachersBySubject,
  type SignedInTeacher,
} from '../../test/teachers-by-subject';
import { pullSimulatedSchool, type SimulatedSchool } from '../../test/simulated-school';

// A filled TP template as teachers really send it back: made for a parallel class, with a TP in
// the last row of Excel, a formula never computed, a TP in column A, a pasted text too long, or an
// empty file.

let s: SimulatedSchool;
let a: SignedInTeacher;
/** Two classes of the same subject and grade taught by the teacher. */
let first: PembelajaranGuru;
let second: PembelajaranGuru;
let cpId: number;

beforeAll(async () => {
  s = await pullSimulatedSchool({ npsn: '69880047' });
  const rows = await teachersBySubject(s.t.database.db, { perTingkat: true, atLeast: 2 });
  const chosen = rows[0]!;
  a = await signedInTeacher(s, chosen.guruId);
  [first, second] = a.list.filter(
    (p) => p.mata_pelajaran_id === chosen.mapel && p.tingkat === chosen.tingkat,
  ) as [PembelajaranGuru, PembelajaranGuru];
  const cp = await s.t.app.inject({
    method: 'POST',
    url: '/api/referensi/capaian-pembelajaran',
    headers: a.auth,
    payload: {
      pembelajaran_id: first.pembelajaran_id,
      elemen: 'Proses bisnis',
      deskripsi: `Pada akhir fase ${first.fase}, peserta didik mampu memahami proses bisnis.`,
    },
  });
  expect(cp.statusCode, cp.body).toBe(200);
  cpId = cp.json<{ id: number }>().id;
}, 120_000);
afterAll(async () => {
  await s?.close();
});

/** The template downloaded for `made` and CP `cpId`, with `fill` applied to its sheet. */
async function filledTemplate(made: PembelajaranGuru, fill: (sheet: ExcelJS.Worksheet) => void) {
  const response = await s.t.app.inject({
    url: `/api/referensi/tujuan-pembelajaran-templat?pembelajaran_id=${made.pembelajaran_id}&cp_id=${cpId}`,
    headers: a.auth,
  });
  expect(response.statusCode, response.body).toBe(200);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(response.rawPayload as unknown as ExcelJS.Buffer);
  fill(book.getWorksheet('Tujuan Pembelajaran')!);
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** Sends a file for checking with `chosen` and CP `cpId` selected. */
function upload(bytes: Buffer, chosen: PembelajaranGuru) {
  const boundary = `----erapor${randomUUID()}`;
  const fields = { pembelajaran_id: chosen.pembelajaran_id, cp_id: String(cpId) };
  const parts = Object.entries(fields).map(
    ([name, value]) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  const head = `${parts.join('')}--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="tp.xlsx"\r\nContent-Type: application/vnd.openxmlformats-officedocument.spreadsheetml.sheet\r\n\r\n`;
  return s.t.app.inject({
    method: 'POST',
    url: '/api/referensi/tujuan-pembelajaran-impor/pratinjau',
    payload: Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { ...a.auth, 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
}

async function preview(bytes: Buffer, chosen: PembelajaranGuru) {
  const response = await upload(bytes, chosen);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TpImportPreview>();
}

describe('checking a filled TP template', () => {
  it('says a template of his parallel class will fill the chosen class, and nothing for its own', async () => {
    const bytes = await filledTemplate(second, (sheet) => {
      sheet.getCell('B9').value = 'Menjelaskan proses bisnis secara menyeluruh.';
    });
    const elsewhere = await preview(bytes, first);
    expect(elsewhere).toMatchObject({ valid: 1, baru: 1 });
    expect(elsewhere.kelas_lain).toBe(
      `Templat ini dibuat untuk ${first.nama_mata_pelajaran} kelas ${second.rombel}; TP akan ditambahkan ke kelas ${first.rombel} yang dipilih.`,
    );
    expect((await preview(bytes, second)).kelas_lain).toBeNull();
  });

  it('reads a TP in the last row of Excel as one row of the preview', async () => {
    const bytes = await filledTemplate(first, (sheet) => {
      sheet.getCell('B9').value = 'Menjelaskan proses bisnis secara menyeluruh.';
      sheet.getCell('B1048576').value = 'Mengidentifikasi peran dalam proses bisnis.';
    });
    const checked = await preview(bytes, first);
    expect(checked.rows.map((row) => [row.baris, row.valid])).toEqual([
      [9, true],
      [1_048_576, true],
    ]);
  });

  it('lists an uncomputed formula and a TP written in column A as refused rows', async () => {
    const bytes = await filledTemplate(first, (sheet) => {
      sheet.getCell('B9').value = 'Menjelaskan proses bisnis secara menyeluruh.';
      sheet.getCell('B10').value = { formula: 'A9&" lanjutan"' };
      sheet.getCell('A11').value = 'Menerapkan   alur kerja\nsesuai prosedur.';
    });
    const checked = await preview(bytes, first);
    expect(checked).toMatchObject({ valid: 1, invalid: 2, baru: 1 });
    expect(checked.rows.map((row) => [row.baris, row.deskripsi, row.valid, row.errors])).toEqual([
      [9, 'Menjelaskan proses bisnis secara menyeluruh.', true, []],
      [
        10,
        '=A9&" lanjutan"',
        false,
        ['Berisi rumus yang belum dihitung. Buka berkas di Excel, simpan, lalu unggah lagi.'],
      ],
      [
        11,
        'Menerapkan alur kerja sesuai prosedur.',
        false,
        [
          'Teks ada di kolom A. Tujuan pembelajaran ditulis di kolom B; pindahkan teks ini ke kolom B.',
        ],
      ],
    ]);
  });

  it('refuses a text of 32,000 characters (a cell holds up to 32,767) as too long, not with a 500', async () => {
    const bytes = await filledTemplate(first, (sheet) => {
      sheet.getCell('B9').value = 'Menjelaskan '.repeat(2700);
    });
    const checked = await preview(bytes, first);
    expect(checked.rows[0]).toMatchObject({
      baris: 9,
      valid: false,
      errors: ['Tujuan pembelajaran maksimal 2000 karakter.'],
    });
    expect(checked.rows[0]!.deskripsi).toHaveLength(2001);
  });

  it('says an empty file is empty', async () => {
    const response = await upload(Buffer.alloc(0), first);
    expect(response.statusCode).toBe(422);
    expect(response.json().error.fields.file).toBe(
      'Berkas kosong (0 byte). Unduh templat TP, isi, lalu unggah kembali.',
    );
  });
});

describe('words of a TP refused', () => {
  it('calls a TP of only invisible characters empty, in the template and in the form', async () => {
    const bytes = await filledTemplate(first, (sheet) => {
      sheet.getCell('B9').value = '\u200B\u2060';
      sheet.getCell('B10').value = 'Menyusun\u200B laporan\u00AD kegiatan.';
    });
    const checked = await preview(bytes, first);
    expect(checked.rows.map((row) => [row.baris, row.deskripsi, row.errors])).toEqual([
      [9, '', ['Tujuan pembelajaran wajib diisi.']],
      [10, 'Menyusun laporan kegiatan.', []],
    ]);
    const typed = await s.t.app.inject({
      method: 'POST',
      url: '/api/referensi/tujuan-pembelajaran',
      headers: a.auth,
      payload: { pembelajaran_id: first.pembelajaran_id, cp_id: cpId, deskripsi: '\u200B\uFEFF' },
    });
    expect(typed.statusCode).toBe(422);
    expect(typed.json().error.fields).toEqual({ deskripsi: 'Tujuan pembelajaran wajib diisi.' });
  });

  it('says a template over 2 MB carries more than TPs, not to split it', async () => {
    const response = await upload(Buffer.alloc(2 * 1024 * 1024 + 1, 0x50), first);
    expect(response.statusCode).toBe(413);
    expect(response.json().error.fields.file).toBe(
      'Ukuran berkas paling besar 2 MB. Templat TP satu CP/KD hanya berisi teks (paling banyak 200 baris), jadi berkas sebesar ini kemungkinan berisi gambar atau lembar lain. Unduh templat baru, salin tujuan pembelajarannya ke sana, lalu unggah lagi.',
    );
  });

  it('asks for at least one class to map a TP to, in Indonesian', async () => {
    const added = await s.t.app.inject({
      method: 'POST',
      url: '/api/referensi/tujuan-pembelajaran',
      headers: a.auth,
      payload: {
        pembelajaran_id: first.pembelajaran_id,
        cp_id: cpId,
        deskripsi: 'Menata dokumen kegiatan usaha.',
      },
    });
    expect(added.statusCode, added.body).toBe(200);
    const response = await s.t.app.inject({
      method: 'POST',
      url: `/api/referensi/tujuan-pembelajaran/${added.json<{ id: string }>().id}/pemetaan`,
      headers: a.auth,
      payload: { pembelajaran_ids: [] },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().error.fields).toEqual({
      pembelajaran_ids: 'Pilih minimal 1 kelas tujuan pemetaan.',
    });
  });
});
