import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import type {
  CpItem,
  ImportResult,
  PembelajaranGuru,
  TpImportPreview,
  TpItem,
  TpMapping,
  TpRef,
  TpSalinTujuan,
} from '@erapor/shared/kurikulum/kurikulum.schemas';
import type { Page } from '@erapor/shared/referensi/list.schemas';
import {
  signedInTeacher,
  teachersBySubject,
  type SignedInTeacher,
} from '../../test/teachers-by-subject';
import { pullSimulatedSchool, type SimulatedSchool } from '../../test/simulated-school';
import { tpOf } from '../penilaian/penilaian.repository';
import { nilaiTp, tpNilai } from '../penilaian/penilaian.table';
import { anggotaRombel, rombonganBelajar } from '../rombel/rombel.table';
import { tujuanPembelajaran } from './kurikulum.table';
import { zipBomb } from '../../test/zip-bomb';

let s: SimulatedSchool;
let a: SignedInTeacher;
let b: SignedInTeacher;
/** Two classes of the same subject and grade taught by teacher a. */
let first: PembelajaranGuru;
let second: PembelajaranGuru;
let cpId: number;
let otherCpId: number;

const teacher = (guruId: string) => signedInTeacher(s, guruId);

function call(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  headers: Record<string, string>,
  payload?: object,
) {
  return s.t.app.inject({ method, url: `/api/referensi/${url}`, headers, payload });
}
async function json<T>(url: string, headers: Record<string, string>) {
  const response = await call('GET', url, headers);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<T>();
}

beforeAll(async () => {
  s = await pullSimulatedSchool({ npsn: '69880042' });
  const rows = await teachersBySubject(s.t.database.db, { perTingkat: true, atLeast: 2 });
  const chosen = rows[0]!;
  a = await teacher(chosen.guruId);
  [first, second] = a.list.filter(
    (p) => p.mata_pelajaran_id === chosen.mapel && p.tingkat === chosen.tingkat,
  ) as [PembelajaranGuru, PembelajaranGuru];
  b = await teacher(rows.find((row) => row.guruId !== chosen.guruId)!.guruId);
  const addCp = async (elemen: string) => {
    const response = await call('POST', 'capaian-pembelajaran', a.auth, {
      pembelajaran_id: first.pembelajaran_id,
      elemen,
      deskripsi: `Pada akhir fase ${first.fase}, peserta didik mampu menguasai ${elemen.toLowerCase()}.`,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ id: number }>().id;
  };
  cpId = await addCp('Pemahaman konsep');
  otherCpId = await addCp('Penerapan prosedur');
}, 120_000);
afterAll(async () => {
  await s.close();
});

async function tps(headers = a.auth, query = '') {
  return json<Page<TpItem>>(`tujuan-pembelajaran?per_page=100${query}`, headers);
}

describe('adding tujuan pembelajaran one by one', () => {
  it('offers the active CPs of the class’s subject and phase', async () => {
    const refs = await json<TpRef>(
      `tujuan-pembelajaran/referensi?pembelajaran_id=${first.pembelajaran_id}`,
      a.auth,
    );
    expect(refs).toMatchObject({ merdeka: true, fase: first.fase, tingkat: first.tingkat, kd: [] });
    expect(refs.cp.map((cp) => cp.cp_id)).toEqual(expect.arrayContaining([cpId, otherCpId]));
    const foreign = await call(
      'GET',
      `tujuan-pembelajaran/referensi?pembelajaran_id=${first.pembelajaran_id}`,
      b.auth,
    );
    expect(foreign.statusCode).toBe(403);
  });

  it('adds a TP mapped to the chosen pembelajaran, refuses it twice and bad input', async () => {
    const body = {
      pembelajaran_id: first.pembelajaran_id,
      cp_id: cpId,
      deskripsi: 'Menjelaskan konsep utama dengan bahasa sendiri.',
    };
    const added = await call('POST', 'tujuan-pembelajaran', a.auth, body);
    expect(added.statusCode, added.body).toBe(200);
    const id = added.json<{ id: string }>().id;
    const list = await tps();
    expect(list.data.find((tp) => tp.tp_id === id)).toMatchObject({
      deskripsi: body.deskripsi,
      cp: { cp_id: cpId, elemen: 'Pemahaman konsep', fase: first.fase },
      kd: null,
      pemetaan: [
        {
          pembelajaran_id: first.pembelajaran_id,
          rombel: first.rombel,
          milik_sendiri: true,
          ada_nilai: false,
        },
      ],
      dipakai: false,
      dapat_diubah: true,
    });
    const twice = await call('POST', 'tujuan-pembelajaran', a.auth, {
      ...body,
      deskripsi: '  menjelaskan konsep utama  dengan bahasa sendiri. ',
    });
    expect(twice.statusCode).toBe(409);
    // The same pembelajaran written in capitals is still the teacher's own (refused as a
    // duplicate, not as someone else's).
    const capitals = await call('POST', 'tujuan-pembelajaran', a.auth, {
      ...body,
      pembelajaran_id: body.pembelajaran_id.toUpperCase(),
    });
    expect(capitals.statusCode, capitals.body).toBe(409);

    const empty = await call('POST', 'tujuan-pembelajaran', a.auth, { ...body, deskripsi: ' ' });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().error.fields.deskripsi).toBe('Tujuan pembelajaran wajib diisi.');
    // the rules, and words, of a TP template's row: a sentence, not a number; at most 2000
    const number = await call('POST', 'tujuan-pembelajaran', a.auth, {
      ...body,
      deskripsi: '12345',
    });
    expect(number.statusCode).toBe(422);
    expect(number.json().error.fields.deskripsi).toBe(
      'Tujuan pembelajaran harus berupa kalimat, bukan angka atau tanda baca saja.',
    );
    const long = await call('POST', 'tujuan-pembelajaran', a.auth, {
      ...body,
      deskripsi: 'Menjelaskan '.repeat(200),
    });
    expect(long.json().error.fields.deskripsi).toBe('Tujuan pembelajaran maksimal 2000 karakter.');
    const noCp = await call('POST', 'tujuan-pembelajaran', a.auth, { ...body, cp_id: null });
    expect(noCp.json().error.fields.cp_id).toBe('Capaian pembelajaran wajib dipilih.');
    const foreignClass = await call('POST', 'tujuan-pembelajaran', b.auth, body);
    expect(foreignClass.statusCode).toBe(403);
    const unknownClass = await call('POST', 'tujuan-pembelajaran', a.auth, {
      ...body,
      pembelajaran_id: randomUUID(),
    });
    expect(unknownClass.statusCode).toBe(404);
  });

  it('is not shown to another teacher, who can neither change nor delete it', async () => {
    const [tp] = (await tps()).data;
    expect((await tps(b.auth)).data.map((row) => row.tp_id)).not.toContain(tp!.tp_id);
    const edit = await call('PUT', `tujuan-pembelajaran/${tp!.tp_id}`, b.auth, {
      deskripsi: 'Diubah guru lain',
    });
    expect(edit.statusCode).toBe(403);
    expect((await call('DELETE', `tujuan-pembelajaran/${tp!.tp_id}`, b.auth)).statusCode).toBe(403);
    expect(
      (await call('GET', `tujuan-pembelajaran/${tp!.tp_id}/pemetaan`, b.auth)).statusCode,
    ).toBe(403);
    expect((await call('DELETE', `tujuan-pembelajaran/${randomUUID()}`, a.auth)).statusCode).toBe(
      404,
    );
  });

  it('edits its text', async () => {
    const [tp] = (await tps()).data;
    const number = await call('PUT', `tujuan-pembelajaran/${tp!.tp_id}`, a.auth, {
      deskripsi: '12345',
    });
    expect(number.statusCode).toBe(422);
    expect(number.json().error.fields.deskripsi).toBe(
      'Tujuan pembelajaran harus berupa kalimat, bukan angka atau tanda baca saja.',
    );
    const response = await call('PUT', `tujuan-pembelajaran/${tp!.tp_id}`, a.auth, {
      deskripsi: 'Menjelaskan konsep utama dengan bahasa sendiri secara runtut.',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect((await tps()).data[0]!.deskripsi).toBe(
      'Menjelaskan konsep utama dengan bahasa sendiri secara runtut.',
    );
  });
});

describe('mapping a TP to the teacher’s other classes', () => {
  it('offers his classes of the same subject and grade, maps and lists them', async () => {
    const [tp] = (await tps()).data;
    const mapping = await json<TpMapping>(`tujuan-pembelajaran/${tp!.tp_id}/pemetaan`, a.auth);
    expect(mapping.terpetakan.map((row) => row.pembelajaran_id)).toEqual([first.pembelajaran_id]);
    expect(mapping.tersedia.map((row) => row.pembelajaran_id)).toContain(second.pembelajaran_id);
    const others = a.list.filter(
      (p) => p.mata_pelajaran_id !== first.mata_pelajaran_id || p.tingkat !== first.tingkat,
    );
    for (const other of others) {
      expect(mapping.tersedia.map((row) => row.pembelajaran_id)).not.toContain(
        other.pembelajaran_id,
      );
    }
    if (others[0]) {
      const wrong = await call('POST', `tujuan-pembelajaran/${tp!.tp_id}/pemetaan`, a.auth, {
        pembelajaran_ids: [others[0].pembelajaran_id],
      });
      expect(wrong.statusCode).toBe(422);
      expect(wrong.json().error.fields.pembelajaran_ids).toMatch(/tidak dapat dipetakan/);
    }
    const foreign = await call('POST', `tujuan-pembelajaran/${tp!.tp_id}/pemetaan`, a.auth, {
      pembelajaran_ids: [b.list[0]!.pembelajaran_id],
    });
    expect(foreign.statusCode).toBe(403);
    const mapped = await call('POST', `tujuan-pembelajaran/${tp!.tp_id}/pemetaan`, a.auth, {
      pembelajaran_ids: [second.pembelajaran_id],
    });
    expect(mapped.statusCode, mapped.body).toBe(200);
    const row = (await tps()).data.find((item) => item.tp_id === tp!.tp_id)!;
    expect(row.pemetaan.map((item) => item.rombel).sort()).toEqual(
      [first.rombel, second.rombel].sort(),
    );
    const filtered = await tps(a.auth, `&rombongan_belajar_id=${second.rombongan_belajar_id}`);
    expect(filtered.data.map((item) => item.tp_id)).toContain(tp!.tp_id);
  });

  it('refuses to delete a TP, or remove a mapping, once scores exist there', async () => {
    const [tp] = (await tps()).data;
    const db = s.t.database.db;
    const [anggota] = await db
      .select({ id: anggotaRombel.anggotaRombelId })
      .from(anggotaRombel)
      .where(eq(anggotaRombel.rombonganBelajarId, second.rombongan_belajar_id))
      .limit(1);
    await db.insert(nilaiTp).values({
      sekolahId: s.sekolahId,
      anggotaRombelId: anggota!.id,
      pembelajaranId: second.pembelajaran_id,
      tpId: tp!.tp_id,
      nilai: 85,
    });
    const unmap = await call(
      'DELETE',
      `tujuan-pembelajaran/${tp!.tp_id}/pemetaan/${second.pembelajaran_id}`,
      a.auth,
    );
    expect(unmap.statusCode).toBe(409);
    expect(unmap.json().error.message).toMatch(/1 nilai/);
    const removed = await call('DELETE', `tujuan-pembelajaran/${tp!.tp_id}`, a.auth);
    expect(removed.statusCode).toBe(409);
    expect(removed.json().error.code).toBe('kurikulum.tp_dipakai');
    expect((await tps()).data.find((item) => item.tp_id === tp!.tp_id)).toMatchObject({
      dipakai: true,
    });

    // A cleared cell keeps its row with a null value: no longer counts as a score.
    await db.update(nilaiTp).set({ nilai: null }).where(eq(nilaiTp.tpId, tp!.tp_id));
    await db.insert(tpNilai).values({
      sekolahId: s.sekolahId,
      anggotaRombelId: anggota!.id,
      pembelajaranId: second.pembelajaran_id,
      tpId: tp!.tp_id,
      kompeten: 1,
    });
    const stillUsed = await call('DELETE', `tujuan-pembelajaran/${tp!.tp_id}`, a.auth);
    expect(stillUsed.statusCode).toBe(409);
    expect(stillUsed.json().error.message).toMatch(/1 ketercapaian/);
    await db.update(tpNilai).set({ kompeten: null }).where(eq(tpNilai.tpId, tp!.tp_id));

    const unmapFirst = await call(
      'DELETE',
      `tujuan-pembelajaran/${tp!.tp_id}/pemetaan/${first.pembelajaran_id}`,
      a.auth,
    );
    expect(unmapFirst.statusCode, unmapFirst.body).toBe(200);
    const gone = await call('DELETE', `tujuan-pembelajaran/${tp!.tp_id}`, a.auth);
    expect(gone.statusCode, gone.body).toBe(200);
    expect((await tps()).data.map((item) => item.tp_id)).not.toContain(tp!.tp_id);
    const [row] = await db
      .select({ deletedAt: tujuanPembelajaran.deletedAt })
      .from(tujuanPembelajaran)
      .where(eq(tujuanPembelajaran.tpId, tp!.tp_id));
    expect(row!.deletedAt).not.toBeNull();
  });
});

describe('copying every TP of a class to the teacher’s parallel classes', () => {
  it('says what each parallel class lacks, maps them all at once, and nothing twice', async () => {
    for (const deskripsi of ['Menyusun langkah kerja secara runtut.', 'Menilai hasil kerja.']) {
      const added = await call('POST', 'tujuan-pembelajaran', a.auth, {
        pembelajaran_id: first.pembelajaran_id,
        cp_id: cpId,
        deskripsi,
      });
      expect(added.statusCode, added.body).toBe(200);
    }
    const mappedTo = async (pembelajaranId: string) =>
      (await tps()).data
        .filter((tp) => tp.pemetaan.some((item) => item.pembelajaran_id === pembelajaranId))
        .map((tp) => tp.tp_id);
    const ofFirst = await mappedTo(first.pembelajaran_id);
    const ofSecond = () => mappedTo(second.pembelajaran_id);
    const before = await ofSecond();
    const lacking = ofFirst.filter((id) => !before.includes(id));
    expect(lacking.length).toBeGreaterThanOrEqual(2);

    const url = `tujuan-pembelajaran-salin?dari_pembelajaran_id=${first.pembelajaran_id}`;
    const plan = await json<TpSalinTujuan>(url, a.auth);
    expect(plan.jumlah_tp).toBe(ofFirst.length);
    expect(plan.tujuan.find((row) => row.pembelajaran_id === second.pembelajaran_id)).toEqual({
      pembelajaran_id: second.pembelajaran_id,
      rombel: second.rombel,
      baru: lacking.length,
      terkunci: null,
    });
    // only his classes of the same subject and grade
    for (const row of plan.tujuan) {
      const own = a.list.find((p) => p.pembelajaran_id === row.pembelajaran_id)!;
      expect([own.mata_pelajaran_id, own.tingkat]).toEqual([
        first.mata_pelajaran_id,
        first.tingkat,
      ]);
    }

    const body = { dari_pembelajaran_id: first.pembelajaran_id };
    const other = a.list.find(
      (p) => p.mata_pelajaran_id !== first.mata_pelajaran_id || p.tingkat !== first.tingkat,
    );
    if (other) {
      const wrong = await call('POST', 'tujuan-pembelajaran-salin', a.auth, {
        ...body,
        pembelajaran_ids: [second.pembelajaran_id, other.pembelajaran_id],
      });
      expect(wrong.statusCode).toBe(422);
      expect(wrong.json().error.fields.pembelajaran_ids).toContain(other.rombel);
      expect(await ofSecond()).toEqual(before);
    }
    const foreign = await call('POST', 'tujuan-pembelajaran-salin', b.auth, {
      ...body,
      pembelajaran_ids: [second.pembelajaran_id],
    });
    expect(foreign.statusCode).toBe(403);
    const empty = await call('POST', 'tujuan-pembelajaran-salin', a.auth, {
      ...body,
      pembelajaran_ids: [],
    });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().error.fields).toHaveProperty('pembelajaran_ids');

    // the wali has locked the class: nothing of it is mapped, and the refusal says why
    const lock = (kunci: boolean) =>
      s.t.database.db
        .update(rombonganBelajar)
        .set({ kunciNilai: kunci })
        .where(eq(rombonganBelajar.rombonganBelajarId, second.rombongan_belajar_id));
    await lock(true);
    const locked = await call('POST', 'tujuan-pembelajaran-salin', a.auth, {
      ...body,
      pembelajaran_ids: [second.pembelajaran_id],
    });
    await lock(false);
    expect(locked.statusCode).toBe(423);
    expect(locked.json().error.message).toContain(second.rombel);
    expect(await ofSecond()).toEqual(before);

    const copied = await call('POST', 'tujuan-pembelajaran-salin', a.auth, {
      ...body,
      pembelajaran_ids: [second.pembelajaran_id],
    });
    expect(copied.statusCode, copied.body).toBe(200);
    expect(copied.json().message).toBe(
      `${lacking.length} TP dipetakan ke 1 rombel (${lacking.length} pemetaan baru).`,
    );
    expect((await ofSecond()).sort()).toEqual([...new Set([...before, ...ofFirst])].sort());
    expect(
      (await json<TpSalinTujuan>(url, a.auth)).tujuan.find(
        (row) => row.pembelajaran_id === second.pembelajaran_id,
      )?.baru,
    ).toBe(0);
    const again = await call('POST', 'tujuan-pembelajaran-salin', a.auth, {
      ...body,
      pembelajaran_ids: [second.pembelajaran_id],
    });
    expect(again.json().message).toBe('Semua TP sudah dipetakan ke rombel yang dipilih.');
  });
});

async function filledTemplate(query: string, texts: (string | number)[]) {
  const response = await call('GET', `tujuan-pembelajaran-templat?${query}`, a.auth);
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toMatch(/spreadsheetml/);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(response.rawPayload as unknown as ExcelJS.Buffer);
  const sheet = book.getWorksheet('Tujuan Pembelajaran')!;
  expect(sheet.getCell('B8').value).toBe('Tujuan Pembelajaran');
  expect(sheet.getCell('B3').text).toBe(first.rombel);
  expect(sheet.getColumn(5).hidden).toBe(true);
  texts.forEach((text, index) => {
    sheet.getCell(9 + index, 2).value = text;
  });
  return Buffer.from(await book.xlsx.writeBuffer());
}

function upload(bytes: Buffer, fields: Record<string, string>, filename = 'tp.xlsx') {
  const boundary = `----erapor${randomUUID()}`;
  const parts = Object.entries(fields).map(
    ([name, value]) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  const head = `${parts.join('')}--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/vnd.openxmlformats-officedocument.spreadsheetml.sheet\r\n\r\n`;
  return s.t.app.inject({
    method: 'POST',
    url: '/api/referensi/tujuan-pembelajaran-impor/pratinjau',
    payload: Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { ...a.auth, 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
}

describe('TP template per CP', () => {
  const fields = () => ({ pembelajaran_id: first.pembelajaran_id, cp_id: String(otherCpId) });

  it('previews the rows per row, saves only the valid ones, and adds nothing the second time', async () => {
    await call('POST', 'tujuan-pembelajaran', a.auth, {
      pembelajaran_id: first.pembelajaran_id,
      cp_id: otherCpId,
      deskripsi: 'Menerapkan prosedur dasar sesuai langkah kerja.',
    });
    const bytes = await filledTemplate(
      `pembelajaran_id=${first.pembelajaran_id}&cp_id=${otherCpId}`,
      [
        'Menerapkan prosedur dasar sesuai langkah kerja.',
        'Memilih alat yang tepat untuk suatu tugas.',
        12345,
        'Memilih alat yang tepat untuk suatu tugas.',
        'Menyusun laporan hasil kerja secara ringkas.',
      ],
    );
    const response = await upload(bytes, fields());
    expect(response.statusCode, response.body).toBe(200);
    const preview = response.json<TpImportPreview>();
    expect(preview).toMatchObject({ valid: 3, invalid: 1, ganda: 1, baru: 2, terkunci: null });
    expect(
      preview.rows.map((row) => [row.baris, row.valid, row.sudah_ada, row.sama_dengan]),
    ).toEqual([
      [9, true, true, null],
      [10, true, false, null],
      [11, false, false, null],
      [12, false, false, 10],
      [13, true, false, null],
    ]);
    expect(preview.rows[2]!.errors).toEqual([
      'Tujuan pembelajaran harus berupa kalimat, bukan angka atau tanda baca saja.',
    ]);
    // a TP written twice is not a mistake to fix: the repeat is pointed out and left out
    expect(preview.rows[3]!.errors).toEqual([]);
    expect((await tps(a.auth, `&q=alat`)).total).toBe(0);

    const body = {
      pembelajaran_id: first.pembelajaran_id,
      cp_id: otherCpId,
      rows: preview.rows.filter((row) => row.valid),
    };
    const saved = await call('POST', 'tujuan-pembelajaran-impor', a.auth, body);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<ImportResult>()).toMatchObject({ saved: 2, sudah_ada: 1, skipped: 0 });
    const again = await call('POST', 'tujuan-pembelajaran-impor', a.auth, body);
    expect(again.json<ImportResult>()).toMatchObject({ saved: 0, sudah_ada: 3 });
    const list = await tps(a.auth, `&rombongan_belajar_id=${first.rombongan_belajar_id}`);
    const under = list.data.filter((tp) => tp.cp?.cp_id === otherCpId);
    // Rows saved by one statement keep the file's order, in the list and as grid columns.
    const inFileOrder = [
      'Menerapkan prosedur dasar sesuai langkah kerja.',
      'Memilih alat yang tepat untuk suatu tugas.',
      'Menyusun laporan hasil kerja secara ringkas.',
    ];
    expect(under.map((tp) => tp.deskripsi)).toEqual(inFileOrder);
    const columns = await tpOf(s.t.database.db, first.pembelajaran_id);
    expect(columns.slice(-3).map((tp) => tp.deskripsi)).toEqual(inFileOrder);
    const cps = await json<Page<CpItem>>('capaian-pembelajaran?per_page=100', a.auth);
    expect(cps.data.find((cp) => cp.cp_id === otherCpId)!.jumlah_tp).toBe(3);

    // The same text for his other class maps the TP he already wrote instead of copying it.
    const reused = await call('POST', 'tujuan-pembelajaran', a.auth, {
      pembelajaran_id: second.pembelajaran_id,
      cp_id: otherCpId,
      deskripsi: 'Menerapkan prosedur dasar sesuai langkah kerja.',
    });
    expect(reused.statusCode, reused.body).toBe(200);
    const first3 = under.find((tp) => tp.deskripsi.startsWith('Menerapkan prosedur'))!;
    expect(reused.json<{ id: string }>().id).toBe(first3.tp_id);
    const after = await tps(a.auth, '&q=prosedur%20dasar');
    expect(after.data).toHaveLength(1);
    expect(after.data[0]!.pemetaan.map((item) => item.pembelajaran_id).sort()).toEqual(
      [first.pembelajaran_id, second.pembelajaran_id].sort(),
    );
  });

  it('refuses a template of another CP, a wrong file and a missing choice', async () => {
    const forOtherCp = await filledTemplate(
      `pembelajaran_id=${first.pembelajaran_id}&cp_id=${cpId}`,
      ['Mengidentifikasi ciri utama suatu konsep.'],
    );
    const wrongCp = await upload(forOtherCp, fields());
    expect(wrongCp.statusCode).toBe(422);
    expect(wrongCp.json().error.fields.file).toMatch(/CP lain/);

    const csv = Buffer.from('No,Tujuan Pembelajaran\n1,Menjelaskan konsep\n');
    const renamed = await upload(csv, fields(), 'tp.xlsx');
    expect(renamed.statusCode).toBe(422);
    expect(renamed.json().error.fields.file).toMatch(/bukan file Excel/);

    // A few KB that unpack to 9 MB: refused at once instead of parsed for a minute.
    const bomb = await upload(zipBomb(9 * 1024 * 1024), fields());
    expect(bomb.statusCode).toBe(422);
    expect(bomb.json().error.fields.file).toMatch(/terlalu besar untuk templat TP/);

    const book = new ExcelJS.Workbook();
    book.addWorksheet('Lembar1').addRow(['No', 'Tujuan Pembelajaran']);
    const foreignBook = await upload(Buffer.from(await book.xlsx.writeBuffer()), fields());
    expect(foreignBook.json().error.fields.file).toMatch(/bukan templat TP/);

    const noChoice = await upload(forOtherCp, { pembelajaran_id: first.pembelajaran_id });
    expect(noChoice.statusCode).toBe(422);
    expect(noChoice.json().error.fields.cp_id).toBe('Capaian pembelajaran wajib dipilih.');

    const notMultipart = await call('POST', 'tujuan-pembelajaran-impor/pratinjau', a.auth, {});
    expect(notMultipart.statusCode).toBe(422);
    const foreignTemplate = await call(
      'GET',
      `tujuan-pembelajaran-templat?pembelajaran_id=${first.pembelajaran_id}&cp_id=${cpId}`,
      b.auth,
    );
    expect(foreignTemplate.statusCode).toBe(403);
  });
});

describe('the same TP sent several times at once', () => {
  const addAtOnce = (bodies: object[]) =>
    Promise.all(bodies.map((body) => call('POST', 'tujuan-pembelajaran', a.auth, body)));
  const livesUnderCp = async (text: string) =>
    (
      await s.t.database.db
        .select({ tpId: tujuanPembelajaran.tpId, deskripsi: tujuanPembelajaran.deskripsi })
        .from(tujuanPembelajaran)
        .where(eq(tujuanPembelajaran.cpId, cpId))
    ).filter((tp) => tp.deskripsi.toLowerCase() === text.toLowerCase());
  /** The TPs of a class with this text, as its grids show them. */
  const mappedTo = async (pembelajaranId: string, text: string) =>
    (await tpOf(s.t.database.db, pembelajaranId))
      .filter((tp) => tp.deskripsi.toLowerCase() === text.toLowerCase())
      .map((tp) => tp.tpId);

  it('adds it once and refuses the others as duplicates, whatever their case and spacing', async () => {
    const text = 'Menyusun ringkasan materi secara mandiri.';
    const bodies = Array.from({ length: 10 }, (_, index) => ({
      pembelajaran_id: first.pembelajaran_id,
      cp_id: cpId,
      deskripsi: index % 2 === 0 ? text : `  ${text.toUpperCase().replace(' ', '   ')} `,
    }));
    const answers = await addAtOnce(bodies);
    const statuses = answers.map((answer) => answer.statusCode);
    expect(
      statuses.filter((status) => status === 200),
      answers.map((r) => r.body).join('\n'),
    ).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(9);
    for (const answer of answers.filter((r) => r.statusCode === 409)) {
      expect(answer.json().error).toMatchObject({
        code: 'kurikulum.tp_ganda',
        fields: { deskripsi: expect.stringMatching(/^TP yang sama sudah ada untuk /) },
      });
    }
    const created = answers.find((r) => r.statusCode === 200)!.json<{ id: string }>().id;
    expect((await livesUnderCp(text)).map((tp) => tp.tpId)).toEqual([created]);
    expect(await mappedTo(first.pembelajaran_id, text)).toEqual([created]);

    // the teacher's own TP added to his other class at once, twice: mapped once, not copied
    const again = await addAtOnce(
      [text, text.toLowerCase()].map((deskripsi) => ({
        pembelajaran_id: second.pembelajaran_id,
        cp_id: cpId,
        deskripsi,
      })),
    );
    expect(again.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(again.find((r) => r.statusCode === 200)!.json<{ id: string }>().id).toBe(created);
    expect((await livesUnderCp(text)).map((tp) => tp.tpId)).toEqual([created]);
    expect(await mappedTo(second.pembelajaran_id, text)).toEqual([created]);
  });

  it('takes a full stop at the end for the same text', async () => {
    const text = 'Menjelaskan alur kerja bengkel secara runtut';
    const added = await call('POST', 'tujuan-pembelajaran', a.auth, {
      pembelajaran_id: first.pembelajaran_id,
      cp_id: cpId,
      deskripsi: `${text}.`,
    });
    expect(added.statusCode, added.body).toBe(200);
    const again = await call('POST', 'tujuan-pembelajaran', a.auth, {
      pembelajaran_id: first.pembelajaran_id,
      cp_id: cpId,
      deskripsi: `${text} ;`,
    });
    expect(again.statusCode, again.body).toBe(409);
    expect(again.json().error.code).toBe('kurikulum.tp_ganda');
  });

  it('leaves one TP when a text is added while another TP is edited to it', async () => {
    const text = 'Menghitung kebutuhan bahan untuk satu pekerjaan.';
    for (let round = 0; round < 5; round += 1) {
      const other = await call('POST', 'tujuan-pembelajaran', a.auth, {
        pembelajaran_id: first.pembelajaran_id,
        cp_id: cpId,
        deskripsi: `Tujuan sementara ${round} yang akan diubah.`,
      });
      expect(other.statusCode, other.body).toBe(200);
      const otherId = other.json<{ id: string }>().id;
      const wanted = `${text} (${round})`;
      const [edit, add] = await Promise.all([
        call('PUT', `tujuan-pembelajaran/${otherId}`, a.auth, { deskripsi: wanted }),
        call('POST', 'tujuan-pembelajaran', a.auth, {
          pembelajaran_id: first.pembelajaran_id,
          cp_id: cpId,
          deskripsi: wanted,
        }),
      ]);
      expect([edit.statusCode, add.statusCode].sort(), `${edit.body}\n${add.body}`).toEqual([
        200, 409,
      ]);
      expect(await mappedTo(first.pembelajaran_id, wanted)).toHaveLength(1);
    }
  });
});
