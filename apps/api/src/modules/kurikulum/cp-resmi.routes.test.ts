import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import type {
  CpImportResult,
  CpResmiHapusResult,
  CpResmiList,
} from '@erapor/shared/kurikulum/cp-import.schemas';
import type { CpItem, PembelajaranGuru } from '@erapor/shared/kurikulum/kurikulum.schemas';
import type { Page } from '@erapor/shared/referensi/list.schemas';
import { signIn } from '../../test/create-test-app';
import { createSchool, createUser } from '../../test/factories';
import {
  signedInTeacher,
  teachersBySubject,
  type SignedInTeacher,
} from '../../test/teachers-by-subject';
import { pullSimulatedSchool, type SimulatedSchool } from '../../test/simulated-school';
import { cpByKunci, insertCps, knownMapel } from './kurikulum.repository';
import { capaianPembelajaran, tujuanPembelajaran } from './kurikulum.table';
import { cpKunci, cpKunciDihapus } from './kunci';

// The administrator takes a wrong catalogue import back: the official CPs of a subject (and
// phase) that no TP uses are deleted, those a TP uses stay; teachers may not.

let s: SimulatedSchool;
let a: SignedInTeacher;
let target: PembelajaranGuru;
/** The subject's national name, as the answers name it. */
let mapel: string;
let otherFase: 'E' | 'F';
let otherSchoolCp: number;
let otherAdmin: Record<string, string>;

function call(
  method: 'GET' | 'DELETE' | 'POST',
  url: string,
  headers: Record<string, string>,
  payload?: object,
) {
  return s.t.app.inject({ method, url: `/api/referensi/${url}`, headers, payload });
}

const hapus = (headers: Record<string, string>, query: string) =>
  call('DELETE', `capaian-pembelajaran-resmi?${query}`, headers);

/** Official CPs of the catalogue, stored as an import stores them; answers their ids. */
async function official(
  texts: string[],
  fase: 'E' | 'F' = target.fase,
  sekolahId = s.sekolahId,
): Promise<number[]> {
  const db = s.t.database.db;
  const rows = texts.map((text) => ({
    sekolahId,
    mataPelajaranId: target.mata_pelajaran_id,
    fase,
    elemen: `Elemen ${text}`,
    deskripsi: `Peserta didik mampu ${text}.`,
    isDir: true,
    kunci: cpKunci(
      target.mata_pelajaran_id,
      fase,
      `Elemen ${text}`,
      `Peserta didik mampu ${text}.`,
    ),
  }));
  await insertCps(db, rows);
  return Promise.all(rows.map(async (row) => (await cpByKunci(db, sekolahId, row.kunci))!.cpId));
}

async function addTp(cpId: number, deskripsi: string) {
  const response = await call('POST', 'tujuan-pembelajaran', a.auth, {
    pembelajaran_id: target.pembelajaran_id,
    cp_id: cpId,
    deskripsi,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ id: string }>().id;
}

async function live(ids: number[]) {
  const rows = await s.t.database.db
    .select({ cpId: capaianPembelajaran.cpId, deletedAt: capaianPembelajaran.deletedAt })
    .from(capaianPembelajaran)
    .where(inArray(capaianPembelajaran.cpId, ids));
  return rows
    .filter((row) => row.deletedAt === null)
    .map((row) => row.cpId)
    .sort((x, y) => x - y);
}

async function group(fase: 'E' | 'F') {
  const response = await call('GET', 'capaian-pembelajaran-resmi', s.admin);
  expect(response.statusCode, response.body).toBe(200);
  return response
    .json<CpResmiList>()
    .data.find((row) => row.mata_pelajaran_id === target.mata_pelajaran_id && row.fase === fase);
}

beforeAll(async () => {
  s = await pullSimulatedSchool({ npsn: '69880049' });
  const [chosen] = await teachersBySubject(s.t.database.db, { perTingkat: false });
  a = await signedInTeacher(s, chosen!.guruId);
  target = a.list.find((p) => p.merdeka && p.mata_pelajaran_id === chosen!.mapel)!;
  otherFase = target.fase === 'E' ? 'F' : 'E';
  mapel = (await knownMapel(s.t.database.db, [target.mata_pelajaran_id])).get(
    target.mata_pelajaran_id,
  )!;

  // Another school of the installation, holding an official CP of the same subject and phase.
  const other = await createSchool(s.t.database.db, { npsn: '69889049' });
  otherSchoolCp = (await official(['hal sekolah lain'], target.fase, other.sekolahId))[0]!;
  const user = await createUser(s.t.database.db, { sekolahId: other.sekolahId, kind: 'admin' });
  otherAdmin = { authorization: `Bearer ${(await signIn(s.t.app, user.email)).accessToken}` };
}, 120_000);
afterAll(async () => {
  await s?.close();
});

describe('deleting the official CPs no TP uses', () => {
  it('deletes the unused ones of the subject and phase, keeps those a TP uses, and says so', async () => {
    const [used, ...unused] = await official(['menggambar', 'mengukur', 'menghitung', 'menguji']);
    const [ofOtherFase] = await official(['merancang'], otherFase);
    const school = await call('POST', 'capaian-pembelajaran', a.auth, {
      pembelajaran_id: target.pembelajaran_id,
      elemen: 'Elemen sekolah',
      deskripsi: 'CP yang ditulis guru.',
    });
    expect(school.statusCode, school.body).toBe(200);
    const schoolCp = school.json<{ id: number }>().id;
    const tpId = await addTp(used!, 'Menggambar denah sederhana');

    expect(await group(target.fase)).toMatchObject({
      mata_pelajaran: mapel,
      total: 4,
      dipakai: 1,
    });
    const removed = await hapus(
      s.admin,
      `mata_pelajaran_id=${target.mata_pelajaran_id}&fase=${target.fase}`,
    );
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json<CpResmiHapusResult>()).toEqual({
      message: `3 CP resmi ${mapel} fase ${target.fase} dihapus; 1 CP yang dipakai tujuan pembelajaran tetap ada.`,
      dihapus: 3,
      dipakai: 1,
    });

    // the used one, the other phase's, the school's own and another school's are all there still
    const all = [used!, ...unused, ofOtherFase!, schoolCp, otherSchoolCp];
    expect(await live(all)).toEqual(
      [used!, ofOtherFase!, schoolCp, otherSchoolCp].sort((x, y) => x - y),
    );
    const [gone] = await s.t.database.db
      .select()
      .from(capaianPembelajaran)
      .where(eq(capaianPembelajaran.cpId, unused[0]!));
    expect(gone!.kunci).toBe(cpKunciDihapus(unused[0]!));
    expect(await group(target.fase)).toMatchObject({ total: 1, dipakai: 1 });

    // the teacher's lists: the deleted CPs are gone, the TP still hangs under its CP
    const list = await call(
      'GET',
      `capaian-pembelajaran?per_page=100&mata_pelajaran_id=${target.mata_pelajaran_id}&tingkat=${target.tingkat}`,
      a.auth,
    );
    const shown = list.json<Page<CpItem>>().data.map((cp) => cp.cp_id);
    expect(shown).toEqual(expect.arrayContaining([used!, schoolCp]));
    for (const id of unused) expect(shown).not.toContain(id);
    const [tp] = await s.t.database.db
      .select()
      .from(tujuanPembelajaran)
      .where(eq(tujuanPembelajaran.tpId, tpId));
    expect(tp!.cpId).toBe(used);

    // a second time deletes nothing and says why
    const again = await hapus(
      s.admin,
      `mata_pelajaran_id=${target.mata_pelajaran_id}&fase=${target.fase}`,
    );
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json<CpResmiHapusResult>()).toMatchObject({ dihapus: 0, dipakai: 1 });
    expect(again.json<CpResmiHapusResult>().message).toBe(
      `Tidak ada CP resmi ${mapel} fase ${target.fase} yang dihapus; 1 CP yang dipakai tujuan pembelajaran tetap ada.`,
    );

    // without a phase, both phases of the subject
    const both = await hapus(s.admin, `mata_pelajaran_id=${target.mata_pelajaran_id}`);
    expect(both.json<CpResmiHapusResult>()).toMatchObject({ dihapus: 1, dipakai: 1 });
    expect(await live([ofOtherFase!])).toEqual([]);
  });

  it('frees the deleted texts: importing the right catalogue brings them back', async () => {
    const [cpId] = await official(['menata ulang']);
    const removed = await hapus(
      s.admin,
      `mata_pelajaran_id=${target.mata_pelajaran_id}&fase=${target.fase}`,
    );
    expect(removed.json<CpResmiHapusResult>().dihapus).toBe(1);
    expect(await live([cpId!])).toEqual([]);
    const imported = await call('POST', 'capaian-pembelajaran-impor', s.admin, {
      rows: [
        {
          baris: 2,
          mata_pelajaran_id: String(target.mata_pelajaran_id),
          mata_pelajaran: '',
          kelas: '',
          fase: target.fase,
          elemen: 'Elemen menata ulang',
          deskripsi: 'Peserta didik mampu menata ulang.',
        },
      ],
    });
    expect(imported.statusCode, imported.body).toBe(200);
    expect(imported.json<CpImportResult>().saved).toBe(1);
  });

  it('refuses teachers, and touches only the administrator’s own school', async () => {
    const [cpId] = await official(['menyusun laporan']);
    for (const response of [
      await call('GET', 'capaian-pembelajaran-resmi', a.auth),
      await hapus(a.auth, `mata_pelajaran_id=${target.mata_pelajaran_id}`),
    ]) {
      expect(response.statusCode).toBe(403);
      expect(response.json().error.code).toBe('auth.forbidden');
    }
    // nor may the teacher delete it one by one (unchanged)
    const one = await call('DELETE', `capaian-pembelajaran/${cpId}`, a.auth);
    expect(one.statusCode).toBe(403);
    expect(one.json().error.code).toBe('kurikulum.cp_resmi');
    expect(await live([cpId!])).toEqual([cpId]);

    // the other school's administrator deletes his own school's CP, never this school's
    const theirs = await hapus(
      otherAdmin,
      `mata_pelajaran_id=${target.mata_pelajaran_id}&fase=${target.fase}`,
    );
    expect(theirs.statusCode, theirs.body).toBe(200);
    expect(theirs.json<CpResmiHapusResult>().dihapus).toBe(1);
    expect(await live([cpId!, otherSchoolCp])).toEqual([cpId]);
  });

  it('answers 404 when there is no official CP, and 422 naming a malformed field', async () => {
    const none = await hapus(s.admin, 'mata_pelajaran_id=123&fase=E');
    expect(none.statusCode).toBe(404);
    expect(none.json().error).toEqual({
      code: 'kurikulum.cp_resmi_tidak_ada',
      message: 'Tidak ada CP resmi Mata pelajaran 123 fase E di sekolah ini.',
    });
    for (const query of [
      '',
      'mata_pelajaran_id=abc',
      'mata_pelajaran_id=0',
      'mata_pelajaran_id=1&fase=G',
    ]) {
      const bad = await hapus(s.admin, query);
      expect(bad.statusCode, query).toBe(422);
      expect(Object.keys(bad.json().error.fields)).toEqual([
        query.includes('fase') ? 'fase' : 'mata_pelajaran_id',
      ]);
    }
  });
});

describe('deleting while a teacher adds a TP', () => {
  const pause = () => new Promise((resolve) => setTimeout(resolve, 300));

  it('waits for a TP being added under an official CP, then keeps that CP', async () => {
    const [cpId, spare] = await official(['merakit', 'membongkar']);
    let deleting: ReturnType<typeof hapus> | undefined;
    let answered = false;
    await s.t.database.db.transaction(async (tx) => {
      // A TP insert not committed yet (its foreign key share-locks the CP's row).
      await tx.insert(tujuanPembelajaran).values({
        sekolahId: s.sekolahId,
        cpId,
        guruId: a.guruId,
        deskripsi: 'Merakit komponen',
      });
      deleting = hapus(
        s.admin,
        `mata_pelajaran_id=${target.mata_pelajaran_id}&fase=${target.fase}`,
      );
      void deleting.then(() => {
        answered = true;
      });
      await pause();
      expect(answered).toBe(false);
    });
    const done = await deleting!;
    expect(done.statusCode, done.body).toBe(200);
    // the CP of the TP added meanwhile stays; the unused one went
    expect(await live([cpId!, spare!])).toEqual([cpId]);
    const under = await s.t.database.db
      .select({ cpId: tujuanPembelajaran.cpId })
      .from(tujuanPembelajaran)
      .innerJoin(capaianPembelajaran, eq(capaianPembelajaran.cpId, tujuanPembelajaran.cpId))
      .where(eq(tujuanPembelajaran.cpId, cpId!));
    expect(under).toHaveLength(1);
  });

  it('refuses a TP added under an official CP being deleted; no TP hangs under a deleted CP', async () => {
    const [cpId] = await official(['mengelas']);
    let adding: ReturnType<typeof call> | undefined;
    await s.t.database.db.transaction(async (tx) => {
      // The administrator's deletion, not committed yet.
      await tx
        .update(capaianPembelajaran)
        .set({ deletedAt: new Date(), kunci: cpKunciDihapus(cpId!) })
        .where(eq(capaianPembelajaran.cpId, cpId!));
      adding = call('POST', 'tujuan-pembelajaran', a.auth, {
        pembelajaran_id: target.pembelajaran_id,
        cp_id: cpId,
        deskripsi: 'Mengelas sambungan',
      });
      await pause();
    });
    const refused = await adding!;
    expect(refused.statusCode, refused.body).toBe(422);
    const under = await s.t.database.db
      .select()
      .from(tujuanPembelajaran)
      .where(eq(tujuanPembelajaran.cpId, cpId!));
    expect(under).toEqual([]);
  });
});
