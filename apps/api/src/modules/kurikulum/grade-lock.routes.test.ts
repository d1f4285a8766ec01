import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import ExcelJS from 'exceljs';
import { eq, inArray, isNull } from 'drizzle-orm';
import type {
  BobotItem,
  PembelajaranGuru,
  TpImportPreview,
  TpItem,
  TpMapping,
  TpRef,
  TpSalinTujuan,
} from '@erapor/shared/kurikulum/kurikulum.schemas';
import type { Page } from '@erapor/shared/referensi/list.schemas';
import { teachersBySubject } from '../../test/teachers-by-subject';
import { pullSimulatedSchool, type SimulatedSchool } from '../../test/simulated-school';
import { tpOf } from '../penilaian/penilaian.repository';
import { pembelajaran, rombonganBelajar } from '../rombel/rombel.table';
import { tujuanPembelajaran } from './kurikulum.table';

// The weights and the TPs mapped to a pembelajaran change its grades: they honour the two grade
// locks (grading closed by the administrator, the class locked by its wali) as grade saves do.

let s: SimulatedSchool;
let auth: Record<string, string>;
let list: PembelajaranGuru[];
/** Two classes of the same subject and grade taught by the teacher. */
let first: PembelajaranGuru;
let second: PembelajaranGuru;
let cpId: number;

function call(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
  headers = auth,
) {
  return s.t.app.inject({ method, url: `/api/${url}`, headers, payload });
}
async function json<T>(url: string) {
  const response = await call('GET', url);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<T>();
}

async function tpText(tpId: string) {
  const [row] = await s.t.database.db
    .select({ deskripsi: tujuanPembelajaran.deskripsi })
    .from(tujuanPembelajaran)
    .where(eq(tujuanPembelajaran.tpId, tpId));
  return row!.deskripsi;
}

beforeAll(async () => {
  s = await pullSimulatedSchool({ npsn: '69880044' });
  const rows = await teachersBySubject(s.t.database.db, { perTingkat: true, atLeast: 2 });
  const chosen = rows[0]!;
  auth = await s.signInGuru(chosen.guruId);
  list = (await json<{ data: PembelajaranGuru[] }>('referensi/kurikulum/pembelajaran')).data;
  [first, second] = list.filter(
    (p) => p.mata_pelajaran_id === chosen.mapel && p.tingkat === chosen.tingkat,
  ) as [PembelajaranGuru, PembelajaranGuru];
  const cp = await call('POST', 'referensi/capaian-pembelajaran', {
    pembelajaran_id: first.pembelajaran_id,
    elemen: 'Pemahaman konsep',
    deskripsi: `Pada akhir fase ${first.fase}, peserta didik mampu memahami konsep.`,
  });
  expect(cp.statusCode, cp.body).toBe(200);
  cpId = cp.json<{ id: number }>().id;
}, 120_000);
afterAll(async () => {
  await s?.close();
});

async function setGrading(dibuka: boolean) {
  const response = await call(
    'PUT',
    'penilaian/status',
    dibuka ? { dibuka, alasan: 'Uji selesai, dibuka lagi.' } : { dibuka },
    s.admin,
  );
  expect(response.statusCode, response.body).toBe(200);
}
async function lockClass(target: PembelajaranGuru, kunciNilai: boolean) {
  await s.t.database.db
    .update(rombonganBelajar)
    .set({ kunciNilai })
    .where(eq(rombonganBelajar.rombonganBelajarId, target.rombongan_belajar_id));
}
/** The weights stored, as [materi, akhir] by pembelajaran id. */
async function storedBobot() {
  const rows = await s.t.database.db
    .select({
      id: pembelajaran.pembelajaranId,
      materi: pembelajaran.bobotSumatifMateri,
      akhir: pembelajaran.bobotSumatifAkhir,
    })
    .from(pembelajaran)
    .where(
      inArray(
        pembelajaran.pembelajaranId,
        list.map((p) => p.pembelajaran_id),
      ),
    );
  return Object.fromEntries(rows.map((row) => [row.id, [row.materi, row.akhir]]));
}
/** Every row of the screen as stored, with the given rows changed (as the screen sends it). */
async function bobotBody(changes: Record<string, [number | string, number | string]>) {
  const stored = await storedBobot();
  return {
    bobot: list.map((p) => {
      const [materi, akhir] = changes[p.pembelajaran_id] ?? stored[p.pembelajaran_id]!;
      return {
        pembelajaran_id: p.pembelajaran_id,
        bobot_sumatif_materi: materi,
        bobot_sumatif_akhir: akhir,
      };
    }),
  };
}
const indexOf = (target: PembelajaranGuru) => list.indexOf(target);
const label = (target: PembelajaranGuru) => `${target.nama_mata_pelajaran} – ${target.rombel}`;

describe('bobot penilaian under the grade locks', () => {
  it('lists the lock of each row: the wali’s class lock, and grading closed over every row', async () => {
    const terkunci = async () =>
      Object.fromEntries(
        (await json<{ data: BobotItem[] }>('referensi/bobot-penilaian')).data.map((row) => [
          row.pembelajaran_id,
          row.terkunci,
        ]),
      );
    expect(Object.values(await terkunci()).every((lock) => lock === null)).toBe(true);
    await lockClass(first, true);
    let locks = await terkunci();
    expect(locks[first.pembelajaran_id]).toBe('kunci-nilai');
    expect(locks[second.pembelajaran_id]).toBeNull();
    await setGrading(false);
    locks = await terkunci();
    expect(Object.values(locks).every((lock) => lock === 'status-penilaian')).toBe(true);
    await setGrading(true);
    await lockClass(first, false);
    expect(Object.values(await terkunci()).every((lock) => lock === null)).toBe(true);
  });

  it('refuses a changed row of a class its wali locked, saves nothing, lets it pass unchanged', async () => {
    await lockClass(first, true);
    const before = await storedBobot();
    const refused = await call(
      'PUT',
      'referensi/bobot-penilaian',
      await bobotBody({ [first.pembelajaran_id]: [3, 1], [second.pembelajaran_id]: [2, 1] }),
    );
    expect(refused.statusCode).toBe(423);
    const message = `Bobot ${label(first)} tidak dapat diubah: nilai kelas ${first.rombel} sudah dikunci.`;
    expect(refused.json().error).toMatchObject({
      code: 'penilaian.locked',
      message,
      fields: { [`bobot.${indexOf(first)}.pembelajaran_id`]: message },
    });
    expect(Object.keys(refused.json().error.fields)).toHaveLength(1);
    expect(await storedBobot()).toEqual(before);

    // An invalid value in the locked row is refused for the lock, not for the value.
    const invalid = await call(
      'PUT',
      'referensi/bobot-penilaian',
      await bobotBody({ [first.pembelajaran_id]: ['abc', 1] }),
    );
    expect(invalid.statusCode).toBe(423);
    expect(invalid.json().error.fields).toEqual({
      [`bobot.${indexOf(first)}.pembelajaran_id`]: message,
    });

    // The locked row sent as stored passes; the other row is saved.
    const saved = await call(
      'PUT',
      'referensi/bobot-penilaian',
      await bobotBody({ [second.pembelajaran_id]: [2, 1] }),
    );
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await storedBobot()).toEqual({ ...before, [second.pembelajaran_id]: [2, 1] });
    await lockClass(first, false);
  });

  it('refuses every changed row while grading is closed, and saves nothing', async () => {
    await setGrading(false);
    const before = await storedBobot();
    const refused = await call(
      'PUT',
      'referensi/bobot-penilaian',
      await bobotBody({ [first.pembelajaran_id]: [4, 1], [second.pembelajaran_id]: [1, 4] }),
    );
    expect(refused.statusCode).toBe(423);
    expect(refused.json().error.code).toBe('penilaian.locked');
    expect(refused.json().error.fields).toEqual({
      [`bobot.${indexOf(first)}.pembelajaran_id`]: `Bobot ${label(first)} tidak dapat diubah: penilaian sedang ditutup oleh administrator.`,
      [`bobot.${indexOf(second)}.pembelajaran_id`]: `Bobot ${label(second)} tidak dapat diubah: penilaian sedang ditutup oleh administrator.`,
    });
    expect(await storedBobot()).toEqual(before);
    const unchanged = await call('PUT', 'referensi/bobot-penilaian', await bobotBody({}));
    expect(unchanged.statusCode, unchanged.body).toBe(200);
    expect(await storedBobot()).toEqual(before);
    await setGrading(true);
  });

  it('refuses a save waiting on a wali locking the class, once the lock is committed', async () => {
    const before = await storedBobot();
    const body = await bobotBody({ [first.pembelajaran_id]: [5, 1] });
    let answered = false;
    let saving: ReturnType<typeof call> | undefined;
    await s.t.database.db.transaction(async (tx) => {
      // The wali's lock, not committed yet: the save must wait for it, then see it.
      await tx
        .update(rombonganBelajar)
        .set({ kunciNilai: true })
        .where(eq(rombonganBelajar.rombonganBelajarId, first.rombongan_belajar_id));
      saving = call('PUT', 'referensi/bobot-penilaian', body);
      void saving.then(() => {
        answered = true;
      });
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(answered).toBe(false);
    });
    const refused = await saving!;
    expect(refused.statusCode, refused.body).toBe(423);
    expect(refused.json().error.message).toMatch(/sudah dikunci\./);
    expect(await storedBobot()).toEqual(before);
    await lockClass(first, false);
  });
});

describe('TP mapping under the grade locks', () => {
  let tpId: string;
  const mapped = async (target: PembelajaranGuru) =>
    (await tpOf(s.t.database.db, target.pembelajaran_id)).map((tp) => tp.tpId);
  const liveTps = async () =>
    (
      await s.t.database.db
        .select({ id: tujuanPembelajaran.tpId })
        .from(tujuanPembelajaran)
        .where(isNull(tujuanPembelajaran.deletedAt))
    ).length;

  beforeAll(async () => {
    const added = await call('POST', 'referensi/tujuan-pembelajaran', {
      pembelajaran_id: first.pembelajaran_id,
      cp_id: cpId,
      deskripsi: 'Menjelaskan konsep utama dengan bahasa sendiri.',
    });
    expect(added.statusCode, added.body).toBe(200);
    tpId = added.json<{ id: string }>().id;
  });

  it('refuses mapping a TP to a locked class, and taking it off one; changes nothing', async () => {
    await lockClass(second, true);
    const map = () =>
      call('POST', `referensi/tujuan-pembelajaran/${tpId}/pemetaan`, {
        pembelajaran_ids: [second.pembelajaran_id],
      });
    const refused = await map();
    expect(refused.statusCode).toBe(423);
    expect(refused.json().error).toMatchObject({
      code: 'penilaian.locked',
      fields: {
        pembelajaran_ids: `TP ini tidak dapat dipetakan ke ${label(second)}: nilai kelas ${second.rombel} sudah dikunci.`,
      },
    });
    expect(await mapped(second)).not.toContain(tpId);
    await lockClass(second, false);
    expect((await map()).statusCode).toBe(200);
    expect(await mapped(second)).toContain(tpId);

    await setGrading(false);
    const unmap = await call(
      'DELETE',
      `referensi/tujuan-pembelajaran/${tpId}/pemetaan/${second.pembelajaran_id}`,
    );
    expect(unmap.statusCode).toBe(423);
    expect(unmap.json().error).toMatchObject({
      code: 'penilaian.locked',
      message: `Pemetaan TP ke ${label(second)} tidak dapat dihapus: penilaian sedang ditutup oleh administrator.`,
    });
    expect(await mapped(second)).toContain(tpId);
    // The list still shows it mapped there.
    const page = await json<Page<TpItem>>('referensi/tujuan-pembelajaran?per_page=100');
    expect(
      page.data.find((tp) => tp.tp_id === tpId)?.pemetaan.map((row) => row.pembelajaran_id),
    ).toContain(second.pembelajaran_id);
    await setGrading(true);
  });

  it('answers the lock of each class a TP is mapped to or could be, for the list and the mapping window', async () => {
    const listed = async () =>
      (await json<Page<TpItem>>('referensi/tujuan-pembelajaran?per_page=100')).data.find(
        (tp) => tp.tp_id === tpId,
      )!.pemetaan;
    const window = () => json<TpMapping>(`referensi/tujuan-pembelajaran/${tpId}/pemetaan`);
    const locks = (rows: { pembelajaran_id: string; terkunci: string | null }[]) =>
      Object.fromEntries(rows.map((row) => [row.pembelajaran_id, row.terkunci]));
    const both = (a: string | null, b: string | null) => ({
      [first.pembelajaran_id]: a,
      [second.pembelajaran_id]: b,
    });
    expect(locks(await listed())).toEqual(both(null, null));
    await lockClass(first, true);
    expect(locks(await listed())).toEqual(both('kunci-nilai', null));
    expect(locks((await window()).terpetakan)).toEqual(both('kunci-nilai', null));
    await setGrading(false);
    expect(locks(await listed())).toEqual(both('status-penilaian', 'status-penilaian'));
    expect(locks((await window()).terpetakan)).toEqual(
      both('status-penilaian', 'status-penilaian'),
    );
    await setGrading(true);
    await lockClass(first, false);

    // a class it could be mapped to, locked
    const unmap = await call(
      'DELETE',
      `referensi/tujuan-pembelajaran/${tpId}/pemetaan/${second.pembelajaran_id}`,
    );
    expect(unmap.statusCode, unmap.body).toBe(200);
    const tersedia = async () =>
      (await window()).tersedia.find((row) => row.pembelajaran_id === second.pembelajaran_id);
    expect(await tersedia()).toMatchObject({ terkunci: null });
    await lockClass(second, true);
    expect(await tersedia()).toMatchObject({ terkunci: 'kunci-nilai' });
    await lockClass(second, false);
    const map = await call('POST', `referensi/tujuan-pembelajaran/${tpId}/pemetaan`, {
      pembelajaran_ids: [second.pembelajaran_id],
    });
    expect(map.statusCode, map.body).toBe(200);
  });

  it('answers the lock of each parallel class the copy window offers, before one is chosen', async () => {
    const salin = async () =>
      Object.fromEntries(
        (
          await json<TpSalinTujuan>(
            `referensi/tujuan-pembelajaran-salin?dari_pembelajaran_id=${first.pembelajaran_id}`,
          )
        ).tujuan.map((row) => [row.pembelajaran_id, row.terkunci]),
      );
    expect((await salin())[second.pembelajaran_id]).toBeNull();
    await lockClass(second, true);
    expect((await salin())[second.pembelajaran_id]).toBe('kunci-nilai');
    await lockClass(second, false);
    await setGrading(false);
    const closed = await salin();
    expect(Object.values(closed).length).toBeGreaterThan(0);
    expect(Object.values(closed).every((lock) => lock === 'status-penilaian')).toBe(true);
    await setGrading(true);
    expect((await salin())[second.pembelajaran_id]).toBeNull();
  });

  it('refuses adding TPs to a locked class, one by one or from a template, and deleting a TP mapped there', async () => {
    await lockClass(first, true);
    const count = await liveTps();
    const added = await call('POST', 'referensi/tujuan-pembelajaran', {
      pembelajaran_id: first.pembelajaran_id,
      cp_id: cpId,
      deskripsi: 'Menerapkan konsep pada masalah sehari-hari.',
    });
    expect(added.statusCode).toBe(423);
    const message = `TP tidak dapat ditambahkan ke ${label(first)}: nilai kelas ${first.rombel} sudah dikunci.`;
    expect(added.json().error.fields).toEqual({ pembelajaran_id: message });
    // the form is told before it is filled, in the same words; the other class is open
    const ref = (target: PembelajaranGuru) =>
      json<TpRef>(
        `referensi/tujuan-pembelajaran/referensi?pembelajaran_id=${target.pembelajaran_id}`,
      );
    expect((await ref(first)).terkunci).toEqual({ alasan: 'kunci-nilai', pesan: message });
    expect((await ref(second)).terkunci).toBeNull();

    const imported = await call('POST', 'referensi/tujuan-pembelajaran-impor', {
      pembelajaran_id: first.pembelajaran_id,
      cp_id: cpId,
      rows: [{ baris: 1, deskripsi: 'Menerapkan konsep pada masalah sehari-hari.' }],
    });
    expect(imported.statusCode).toBe(423);
    expect(imported.json().error.message).toBe(message);
    // A template holding only TPs already mapped there changes nothing: it passes.
    const again = await call('POST', 'referensi/tujuan-pembelajaran-impor', {
      pembelajaran_id: first.pembelajaran_id,
      cp_id: cpId,
      rows: [{ baris: 1, deskripsi: 'Menjelaskan konsep utama dengan bahasa sendiri.' }],
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({ saved: 0, sudah_ada: 1 });

    // its text is what the locked class's scores stand for: not changed either
    const before = await tpText(tpId);
    const edited = await call('PUT', `referensi/tujuan-pembelajaran/${tpId}`, {
      deskripsi: 'Menjelaskan konsep lain sama sekali.',
    });
    expect(edited.statusCode).toBe(423);
    expect(edited.json().error.fields).toEqual({
      deskripsi: `Teks TP ini tidak dapat diubah selama dipetakan ke ${first.rombel}: nilai kelas ${first.rombel} sudah dikunci.`,
    });
    expect(await tpText(tpId)).toBe(before);

    const removed = await call('DELETE', `referensi/tujuan-pembelajaran/${tpId}`);
    expect(removed.statusCode).toBe(423);
    expect(removed.json().error.message).toBe(
      `TP ini tidak dapat dihapus selama dipetakan ke ${first.rombel}: nilai kelas ${first.rombel} sudah dikunci.`,
    );
    expect(await liveTps()).toBe(count);
    expect(await mapped(first)).toContain(tpId);
    expect(await mapped(second)).toContain(tpId);

    await lockClass(first, false);
    const reworded = await call('PUT', `referensi/tujuan-pembelajaran/${tpId}`, {
      deskripsi: `${before} dengan tepat.`,
    });
    expect(reworded.statusCode, reworded.body).toBe(200);
    expect(await tpText(tpId)).toBe(`${before} dengan tepat.`);
    const gone = await call('DELETE', `referensi/tujuan-pembelajaran/${tpId}`);
    expect(gone.statusCode, gone.body).toBe(200);
    expect(await mapped(first)).not.toContain(tpId);
  });
});

describe('TP import preview under the grade locks', () => {
  const text = 'Mengidentifikasi ciri utama suatu konsep.';

  /** The template of the class and CP, with one TP written in it. */
  async function template(target: PembelajaranGuru) {
    const response = await call(
      'GET',
      `referensi/tujuan-pembelajaran-templat?pembelajaran_id=${target.pembelajaran_id}&cp_id=${cpId}`,
    );
    expect(response.statusCode, response.body).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(response.rawPayload as unknown as ExcelJS.Buffer);
    book.getWorksheet('Tujuan Pembelajaran')!.getCell(9, 2).value = text;
    return Buffer.from(await book.xlsx.writeBuffer());
  }
  async function preview(target: PembelajaranGuru) {
    const bytes = await template(target);
    const boundary = `----erapor${randomUUID()}`;
    const fields = { pembelajaran_id: target.pembelajaran_id, cp_id: String(cpId) };
    const parts = Object.entries(fields).map(
      ([name, value]) =>
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
    );
    const head = `${parts.join('')}--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="tp.xlsx"\r\nContent-Type: application/vnd.openxmlformats-officedocument.spreadsheetml.sheet\r\n\r\n`;
    const response = await s.t.app.inject({
      method: 'POST',
      url: '/api/referensi/tujuan-pembelajaran-impor/pratinjau',
      payload: Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
      headers: { ...auth, 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<TpImportPreview>();
  }

  it('answers no lock for an open class', async () => {
    expect(await preview(first)).toMatchObject({ valid: 1, baru: 1, terkunci: null });
  });

  it('answers the wali’s lock in the words of the 423 the confirmation gives, still with the rows', async () => {
    await lockClass(first, true);
    const locked = await preview(first);
    const pesan = `TP tidak dapat ditambahkan ke ${label(first)}: nilai kelas ${first.rombel} sudah dikunci.`;
    expect(locked).toMatchObject({
      valid: 1,
      baru: 1,
      terkunci: { alasan: 'kunci-nilai', pesan },
    });
    expect(locked.rows.map((row) => row.deskripsi)).toEqual([text]);
    const confirmed = await call('POST', 'referensi/tujuan-pembelajaran-impor', {
      pembelajaran_id: first.pembelajaran_id,
      cp_id: cpId,
      rows: locked.rows.filter((row) => row.valid),
    });
    expect(confirmed.statusCode).toBe(423);
    expect(confirmed.json().error.message).toBe(pesan);
    // His other class is not locked.
    expect((await preview(second)).terkunci).toBeNull();
    await lockClass(first, false);
    expect((await preview(first)).terkunci).toBeNull();
  });

  it('answers grading closed by the administrator for every class', async () => {
    await setGrading(false);
    for (const target of [first, second]) {
      expect((await preview(target)).terkunci).toEqual({
        alasan: 'status-penilaian',
        pesan: `TP tidak dapat ditambahkan ke ${label(target)}: penilaian sedang ditutup oleh administrator.`,
      });
    }
    await setGrading(true);
  });
});
