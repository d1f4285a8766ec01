import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type {
  BobotItem,
  CpItem,
  KdItem,
  PembelajaranGuru,
} from '@erapor/shared/kurikulum/kurikulum.schemas';
import type { Page } from '@erapor/shared/referensi/list.schemas';
import {
  signedInTeacher,
  teachersBySubject,
  type SignedInTeacher,
} from '../../test/teachers-by-subject';
import { pullSimulatedSchool, type SimulatedSchool } from '../../test/simulated-school';
import { kurikulum } from '../referensi/referensi.table';
import { pembelajaran, rombonganBelajar } from '../rombel/rombel.table';

let s: SimulatedSchool;
/** A teacher with one subject in two classes of one grade, and a teacher of other subjects. */
let a: SignedInTeacher;
let b: SignedInTeacher;
let pair: PembelajaranGuru[];

const teacher = (guruId: string) => signedInTeacher(s, guruId);

beforeAll(async () => {
  s = await pullSimulatedSchool({ npsn: '69880041' });
  const db = s.t.database.db;
  // Teachers of one academic subject in at least two regular classes of the same grade.
  const rows = await teachersBySubject(db, { perTingkat: true, atLeast: 2 });
  const chosen = rows[0]!;
  a = await teacher(chosen.guruId);
  pair = a.list.filter((p) => p.mata_pelajaran_id === chosen.mapel && p.tingkat === chosen.tingkat);
  const other = rows.find((row) => row.guruId !== chosen.guruId && row.mapel !== chosen.mapel)!;
  b = await teacher(other.guruId);
}, 120_000);
afterAll(async () => {
  await s.close();
});

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

describe('the teacher’s pembelajaran', () => {
  it('lists only his own classes, without PKL and P5', async () => {
    const own = await s.t.database.db
      .select({ id: pembelajaran.pembelajaranId, mapel: pembelajaran.mataPelajaranId })
      .from(pembelajaran)
      .where(and(eq(pembelajaran.guruId, a.guruId), isNull(pembelajaran.deletedAt)));
    const expected = own.filter(
      (row) => row.mapel !== 800001000 && Math.floor(row.mapel / 1000) !== 200040,
    );
    expect(a.list.map((p) => p.pembelajaran_id).sort()).toEqual(
      expected.map((row) => row.id).sort(),
    );
    expect(pair.length).toBeGreaterThanOrEqual(2);
    for (const p of a.list) expect(p.fase).toBe(p.tingkat === 10 ? 'E' : 'F');
  });

  it('is refused to the administrator (no Guru ability)', async () => {
    const response = await call('GET', 'kurikulum/pembelajaran', s.admin);
    expect(response.statusCode).toBe(403);
  });
});

describe('capaian pembelajaran', () => {
  let cpId: number;

  it('adds a school CP for the teacher’s subject and phase, once', async () => {
    const target = pair[0]!;
    const body = {
      pembelajaran_id: target.pembelajaran_id,
      elemen: 'Analisis  data',
      deskripsi: 'Peserta didik mampu\nmenganalisis data sederhana dari lingkungan sekitar.',
    };
    const added = await call('POST', 'capaian-pembelajaran', a.auth, body);
    expect(added.statusCode, added.body).toBe(200);
    cpId = added.json<{ id: number }>().id;
    const again = await call('POST', 'capaian-pembelajaran', a.auth, {
      ...body,
      elemen: 'analisis data',
      deskripsi: body.deskripsi.toUpperCase(),
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.fields.deskripsi).toMatch(/sudah ada/);

    const page = await json<Page<CpItem>>(
      `capaian-pembelajaran?mata_pelajaran_id=${target.mata_pelajaran_id}&tingkat=${target.tingkat}`,
      a.auth,
    );
    const row = page.data.find((cp) => cp.cp_id === cpId)!;
    expect(row).toMatchObject({
      fase: target.fase,
      elemen: 'Analisis data',
      deskripsi: 'Peserta didik mampu menganalisis data sederhana dari lingkungan sekitar.',
      jumlah_tp: 0,
      aktif: true,
      is_dir: false,
      mata_pelajaran: target.nama_mata_pelajaran,
    });
    const otherFase = target.tingkat === 10 ? 11 : 10;
    const filtered = await json<Page<CpItem>>(`capaian-pembelajaran?tingkat=${otherFase}`, a.auth);
    expect(filtered.data.map((cp) => cp.cp_id)).not.toContain(cpId);
  });

  it('refuses bad input, another teacher’s class and unknown classes', async () => {
    const bad = await call('POST', 'capaian-pembelajaran', a.auth, {
      pembelajaran_id: pair[0]!.pembelajaran_id,
      elemen: '  ',
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().error.fields).toMatchObject({
      elemen: 'Elemen wajib diisi.',
      deskripsi: 'Deskripsi wajib diisi.',
    });
    const body = { elemen: 'X', deskripsi: 'Y' };
    const foreign = await call('POST', 'capaian-pembelajaran', b.auth, {
      ...body,
      pembelajaran_id: pair[0]!.pembelajaran_id,
    });
    expect(foreign.statusCode).toBe(403);
    const unknown = await call('POST', 'capaian-pembelajaran', a.auth, {
      ...body,
      pembelajaran_id: randomUUID(),
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('is switched off and on by its teacher only', async () => {
    const off = await call('PUT', `capaian-pembelajaran/${cpId}/status`, a.auth, { aktif: false });
    expect(off.statusCode, off.body).toBe(200);
    const refs = await json<{ cp: { cp_id: number }[] }>(
      `tujuan-pembelajaran/referensi?pembelajaran_id=${pair[0]!.pembelajaran_id}`,
      a.auth,
    );
    expect(refs.cp.map((cp) => cp.cp_id)).not.toContain(cpId);
    const byOther = await call('PUT', `capaian-pembelajaran/${cpId}/status`, b.auth, {
      aktif: true,
    });
    expect(byOther.statusCode).toBe(403);
    const on = await call('PUT', `capaian-pembelajaran/${cpId}/status`, a.auth, { aktif: true });
    expect(on.statusCode).toBe(200);
    const missing = await call('PUT', 'capaian-pembelajaran/999999/status', a.auth, {
      aktif: true,
    });
    expect(missing.statusCode).toBe(404);
    const badBody = await call('PUT', `capaian-pembelajaran/${cpId}/status`, a.auth, {
      aktif: 'ya',
    });
    expect(badBody.statusCode).toBe(422);
    expect(badBody.json().error.fields.aktif).toBeTruthy();
  });
});

describe('kompetensi dasar (K13 classes)', () => {
  let k13: PembelajaranGuru;
  let kdId: string;

  beforeAll(async () => {
    // One of the teacher's classes follows Kurikulum 2013 (not Merdeka).
    const db = s.t.database.db;
    await db
      .insert(kurikulum)
      .values({ kurikulumId: 9_990_001, nama: 'SMK 2013 REV. Teknik Komputer dan Jaringan' })
      .onConflictDoNothing();
    const target = pair[1]!;
    await db
      .update(rombonganBelajar)
      .set({ kurikulumId: 9_990_001 })
      .where(eq(rombonganBelajar.rombonganBelajarId, target.rombongan_belajar_id));
    a.list = (await teacher(a.guruId)).list;
    k13 = a.list.find((p) => p.pembelajaran_id === target.pembelajaran_id)!;
    expect(k13.merdeka).toBe(false);
  });

  it('adds a KD with a code matching its aspect, once', async () => {
    const wrongAspect = await call('POST', 'kompetensi-dasar', a.auth, {
      pembelajaran_id: k13.pembelajaran_id,
      kompetensi_id: 1,
      kode: '4.1',
      deskripsi: 'Menerapkan konsep dasar',
    });
    expect(wrongAspect.statusCode).toBe(422);
    expect(wrongAspect.json().error.fields.kode).toMatch(/diawali 3/);
    const badCode = await call('POST', 'kompetensi-dasar', a.auth, {
      pembelajaran_id: k13.pembelajaran_id,
      kompetensi_id: 1,
      kode: 'tiga',
      deskripsi: 'Menerapkan konsep dasar',
    });
    expect(badCode.json().error.fields.kode).toBe('Kode KD ditulis seperti 3.1 atau 4.12.');
    // a description of only characters that show nothing (copied from a PDF) is empty
    const invisible = await call('POST', 'kompetensi-dasar', a.auth, {
      pembelajaran_id: k13.pembelajaran_id,
      kompetensi_id: 1,
      kode: '3.9',
      deskripsi: '\u200B\u2060\u00A0\uFEFF',
    });
    expect(invisible.statusCode).toBe(422);
    expect(invisible.json().error.fields).toEqual({ deskripsi: 'Deskripsi wajib diisi.' });
    const body = {
      pembelajaran_id: k13.pembelajaran_id,
      kompetensi_id: 1,
      kode: '3.1',
      deskripsi: 'Memahami konsep dasar materi pokok',
    };
    const added = await call('POST', 'kompetensi-dasar', a.auth, body);
    expect(added.statusCode, added.body).toBe(200);
    kdId = added.json<{ id: string }>().id;
    const twice = await call('POST', 'kompetensi-dasar', a.auth, body);
    expect(twice.statusCode).toBe(409);
    const merdeka = await call('POST', 'kompetensi-dasar', a.auth, {
      ...body,
      pembelajaran_id: a.list.find((p) => p.merdeka)!.pembelajaran_id,
    });
    expect(merdeka.statusCode).toBe(422);
    expect(merdeka.json().error.fields.pembelajaran_id).toMatch(/Kurikulum Merdeka/);
    const cpInK13 = await call('POST', 'capaian-pembelajaran', a.auth, {
      pembelajaran_id: k13.pembelajaran_id,
      elemen: 'Elemen',
      deskripsi: 'Deskripsi',
    });
    expect(cpInK13.statusCode).toBe(422);

    const page = await json<Page<KdItem>>('kompetensi-dasar', a.auth);
    expect(page.data.find((kd) => kd.kd_id === kdId)).toMatchObject({
      kode: '3.1',
      kompetensi_id: 1,
      tingkat: k13.tingkat,
      aktif: true,
      alias: null,
    });
    expect((await json<Page<KdItem>>('kompetensi-dasar', b.auth)).data).toEqual([]);
  });

  it('takes an alias and a status from its teacher only', async () => {
    const alias = await call('PUT', `kompetensi-dasar/${kdId}/alias`, a.auth, {
      alias: 'Konsep dasar',
    });
    expect(alias.statusCode, alias.body).toBe(200);
    const off = await call('PUT', `kompetensi-dasar/${kdId}/status`, a.auth, { aktif: false });
    expect(off.statusCode).toBe(200);
    const page = await json<Page<KdItem>>('kompetensi-dasar', a.auth);
    expect(page.data.find((kd) => kd.kd_id === kdId)).toMatchObject({
      alias: 'Konsep dasar',
      aktif: false,
    });
    // an alias of only invisible characters is no alias
    const blank = await call('PUT', `kompetensi-dasar/${kdId}/alias`, a.auth, { alias: '\u200B' });
    expect(blank.statusCode, blank.body).toBe(200);
    const cleared = await json<Page<KdItem>>('kompetensi-dasar', a.auth);
    expect(cleared.data.find((kd) => kd.kd_id === kdId)?.alias).toBeNull();
    await call('PUT', `kompetensi-dasar/${kdId}/alias`, a.auth, { alias: 'Konsep dasar' });
    expect(
      (await call('PUT', `kompetensi-dasar/${kdId}/alias`, b.auth, { alias: 'x' })).statusCode,
    ).toBe(403);
    expect(
      (await call('PUT', `kompetensi-dasar/${kdId}/status`, b.auth, { aktif: true })).statusCode,
    ).toBe(403);
    expect(
      (await call('PUT', `kompetensi-dasar/${randomUUID()}/status`, a.auth, { aktif: true }))
        .statusCode,
    ).toBe(404);
    await call('PUT', `kompetensi-dasar/${kdId}/status`, a.auth, { aktif: true });
  });

  it('takes TPs under a KD, not a CP', async () => {
    const refs = await json<{ merdeka: boolean; kd: { kd_id: string }[] }>(
      `tujuan-pembelajaran/referensi?pembelajaran_id=${k13.pembelajaran_id}`,
      a.auth,
    );
    expect(refs.merdeka).toBe(false);
    expect(refs.kd.map((kd) => kd.kd_id)).toContain(kdId);
    const withCp = await call('POST', 'tujuan-pembelajaran', a.auth, {
      pembelajaran_id: k13.pembelajaran_id,
      cp_id: 1,
      deskripsi: 'Menjelaskan konsep dasar',
    });
    expect(withCp.statusCode).toBe(422);
    expect(withCp.json().error.fields.cp_id).toMatch(/Kurikulum 2013/);
    const added = await call('POST', 'tujuan-pembelajaran', a.auth, {
      pembelajaran_id: k13.pembelajaran_id,
      kd_id: kdId,
      deskripsi: 'Menjelaskan konsep dasar dengan contoh sehari-hari',
    });
    expect(added.statusCode, added.body).toBe(200);
  });
});

describe('bobot penilaian', () => {
  it('lists the teacher’s pembelajaran with their weights', async () => {
    const list = await json<{ data: BobotItem[] }>('bobot-penilaian', a.auth);
    expect(list.data.map((row) => row.pembelajaran_id)).toEqual(
      a.list.map((p) => p.pembelajaran_id),
    );
    expect(list.data[0]).toMatchObject({ bobot_sumatif_materi: 1, bobot_sumatif_akhir: 1 });
  });

  it('saves integers 1–100 and refuses the whole save naming a bad row and field', async () => {
    const [first, second] = a.list;
    const bad = await call('PUT', 'bobot-penilaian', a.auth, {
      bobot: [
        {
          pembelajaran_id: first!.pembelajaran_id,
          bobot_sumatif_materi: 40,
          bobot_sumatif_akhir: 60,
        },
        {
          pembelajaran_id: second!.pembelajaran_id,
          bobot_sumatif_materi: '3',
          bobot_sumatif_akhir: 'abc',
        },
      ],
    });
    expect(bad.statusCode).toBe(422);
    const fields = bad.json().error.fields as Record<string, string>;
    expect(Object.keys(fields)).toEqual(['bobot.1.bobot_sumatif_akhir']);
    expect(fields['bobot.1.bobot_sumatif_akhir']).toBe(
      `${second!.nama_mata_pelajaran} – ${second!.rombel}: Bobot Sumatif Akhir harus bilangan bulat 1–100.`,
    );
    for (const value of [0, 101, 2.5, null, '']) {
      const response = await call('PUT', 'bobot-penilaian', a.auth, {
        bobot: [
          {
            pembelajaran_id: first!.pembelajaran_id,
            bobot_sumatif_materi: value,
            bobot_sumatif_akhir: 1,
          },
        ],
      });
      expect(response.statusCode, String(value)).toBe(422);
      expect(response.json().error.fields['bobot.0.bobot_sumatif_materi']).toBe(
        `${first!.nama_mata_pelajaran} – ${first!.rombel}: Bobot Sumatif Materi ${value === null || value === '' ? 'wajib diisi' : 'harus bilangan bulat 1–100'}.`,
      );
    }
    let list = await json<{ data: BobotItem[] }>('bobot-penilaian', a.auth);
    expect(list.data[0]).toMatchObject({ bobot_sumatif_materi: 1, bobot_sumatif_akhir: 1 });

    const good = await call('PUT', 'bobot-penilaian', a.auth, {
      bobot: [
        {
          pembelajaran_id: first!.pembelajaran_id,
          bobot_sumatif_materi: 40,
          bobot_sumatif_akhir: 60,
        },
        {
          pembelajaran_id: second!.pembelajaran_id,
          bobot_sumatif_materi: '3',
          bobot_sumatif_akhir: '2',
        },
      ],
    });
    expect(good.statusCode, good.body).toBe(200);
    expect(good.json().message).toBe('Bobot penilaian 2 pembelajaran berhasil disimpan.');
    list = await json<{ data: BobotItem[] }>('bobot-penilaian', a.auth);
    expect(list.data[0]).toMatchObject({ bobot_sumatif_materi: 40, bobot_sumatif_akhir: 60 });
    expect(list.data[1]).toMatchObject({ bobot_sumatif_materi: 3, bobot_sumatif_akhir: 2 });
  });

  it('counts in its answer only the pembelajaran whose weights changed', async () => {
    const [first, second] = a.list;
    const stored = (await json<{ data: BobotItem[] }>('bobot-penilaian', a.auth)).data;
    const asStored = (id: string) => {
      const row = stored.find((item) => item.pembelajaran_id === id)!;
      return {
        pembelajaran_id: id,
        bobot_sumatif_materi: row.bobot_sumatif_materi,
        bobot_sumatif_akhir: row.bobot_sumatif_akhir,
      };
    };
    const oneChanged = await call('PUT', 'bobot-penilaian', a.auth, {
      bobot: [
        asStored(first!.pembelajaran_id),
        { ...asStored(second!.pembelajaran_id), bobot_sumatif_akhir: 7 },
      ],
    });
    expect(oneChanged.statusCode, oneChanged.body).toBe(200);
    expect(oneChanged.json().message).toBe('Bobot penilaian 1 pembelajaran berhasil disimpan.');
    const list = await json<{ data: BobotItem[] }>('bobot-penilaian', a.auth);
    expect(list.data.find((row) => row.pembelajaran_id === second!.pembelajaran_id)).toMatchObject({
      bobot_sumatif_akhir: 7,
    });

    // sent as stored ("07" is 7): nothing changed, and the answer says so
    const none = await call('PUT', 'bobot-penilaian', a.auth, {
      bobot: [
        asStored(first!.pembelajaran_id),
        { ...asStored(second!.pembelajaran_id), bobot_sumatif_akhir: '07' },
      ],
    });
    expect(none.statusCode, none.body).toBe(200);
    expect(none.json().message).toBe('Tidak ada bobot yang berubah.');
  });

  it('refuses another teacher’s pembelajaran and changes nothing', async () => {
    const response = await call('PUT', 'bobot-penilaian', b.auth, {
      bobot: [
        {
          pembelajaran_id: b.list[0]!.pembelajaran_id,
          bobot_sumatif_materi: 5,
          bobot_sumatif_akhir: 5,
        },
        {
          pembelajaran_id: a.list[0]!.pembelajaran_id,
          bobot_sumatif_materi: 5,
          bobot_sumatif_akhir: 5,
        },
      ],
    });
    expect(response.statusCode).toBe(403);
    const [row] = await s.t.database.db
      .select({ materi: pembelajaran.bobotSumatifMateri })
      .from(pembelajaran)
      .where(inArray(pembelajaran.pembelajaranId, [b.list[0]!.pembelajaran_id]));
    expect(row!.materi).toBe(1);
  });
});
