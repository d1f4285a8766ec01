import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PembelajaranGuru, TpItem } from '@erapor/shared/kurikulum/kurikulum.schemas';
import type { Page } from '@erapor/shared/referensi/list.schemas';
import {
  signedInTeacher,
  teachersBySubject,
  type SignedInTeacher,
} from '../../test/teachers-by-subject';
import { pullSimulatedSchool, type SimulatedSchool } from '../../test/simulated-school';
import { cpByKunci, insertCps } from './kurikulum.repository';
import { cpKunci } from './kunci';

// After the official catalogue is imported, the school's own "Basis Data" and the Directorate's
// "Basis Data" are two CPs of one element: the TP list says which one each TP hangs under.

let s: SimulatedSchool;
let a: SignedInTeacher;
let target: PembelajaranGuru;
let officialId: number;
let schoolId: number;

const ELEMEN = 'Basis Data';

function call(method: 'GET' | 'POST', url: string, payload?: object) {
  return s.t.app.inject({ method, url: `/api/referensi/${url}`, headers: a.auth, payload });
}

async function addTp(cpId: number, deskripsi: string): Promise<string> {
  const response = await call('POST', 'tujuan-pembelajaran', {
    pembelajaran_id: target.pembelajaran_id,
    cp_id: cpId,
    deskripsi,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ id: string }>().id;
}

beforeAll(async () => {
  s = await pullSimulatedSchool({ npsn: '69880048' });
  const db = s.t.database.db;
  const chosen = (await teachersBySubject(db, { perTingkat: false }))[0]!;
  a = await signedInTeacher(s, chosen.guruId);
  target = a.list.find((p) => p.merdeka && p.mata_pelajaran_id === chosen.mapel)!;

  const deskripsi = 'Peserta didik mampu merancang basis data relasional sederhana.';
  await insertCps(db, [
    {
      sekolahId: s.sekolahId,
      mataPelajaranId: target.mata_pelajaran_id,
      fase: target.fase,
      elemen: ELEMEN,
      deskripsi,
      isDir: true,
      kunci: cpKunci(target.mata_pelajaran_id, target.fase, ELEMEN, deskripsi),
    },
  ]);
  const kunci = cpKunci(target.mata_pelajaran_id, target.fase, ELEMEN, deskripsi);
  officialId = (await cpByKunci(db, s.sekolahId, kunci))!.cpId;
  const added = await call('POST', 'capaian-pembelajaran', {
    pembelajaran_id: target.pembelajaran_id,
    elemen: ELEMEN,
    deskripsi: 'Peserta didik mampu mengolah data dengan perintah SQL.',
  });
  expect(added.statusCode, added.body).toBe(200);
  schoolId = added.json<{ id: number }>().id;
}, 120_000);
afterAll(async () => {
  await s.close();
});

describe('the TP list', () => {
  it('says whether a TP’s CP is the official one or the school’s own', async () => {
    const underOfficial = await addTp(officialId, 'Merancang tabel dan relasinya.');
    const underSchool = await addTp(schoolId, 'Menulis perintah SQL untuk mengolah data.');
    const response = await call(
      'GET',
      `tujuan-pembelajaran?per_page=100&mata_pelajaran_id=${target.mata_pelajaran_id}`,
    );
    expect(response.statusCode, response.body).toBe(200);
    const byId = new Map(response.json<Page<TpItem>>().data.map((tp) => [tp.tp_id, tp]));
    expect(byId.get(underOfficial)?.cp).toMatchObject({
      cp_id: officialId,
      elemen: ELEMEN,
      is_dir: true,
    });
    expect(byId.get(underSchool)?.cp).toMatchObject({
      cp_id: schoolId,
      elemen: ELEMEN,
      is_dir: false,
    });
  });
});
