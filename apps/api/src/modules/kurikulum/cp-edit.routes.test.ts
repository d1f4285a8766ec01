import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { CpItem, PembelajaranGuru, TpItem } from '@erapor/shared/kurikulum/kurikulum.schemas';
import type { Page } from '@erapor/shared/referensi/list.schemas';
import {
  signedInTeacher,
  teachersBySubject,
  type SignedInTeacher,
} from '../../test/teachers-by-subject';
import { pullSimulatedSchool, type SimulatedSchool } from '../../test/simulated-school';
import { cpByKunci, insertCps } from './kurikulum.repository';
import { capaianPembelajaran, tujuanPembelajaran } from './kurikulum.table';
import { cpKunci } from './kunci';

let s: SimulatedSchool;
/** A teacher of a Merdeka class, and a teacher of other subjects. */
let a: SignedInTeacher;
let b: SignedInTeacher;
let target: PembelajaranGuru;
let officialId: number;

const OFFICIAL = {
  elemen: 'Pemahaman konsep',
  deskripsi: 'Peserta didik memahami konsep dasar yang ditetapkan Direktorat.',
};

const teacher = (guruId: string) => signedInTeacher(s, guruId);

function call(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  headers: Record<string, string>,
  payload?: object,
) {
  return s.t.app.inject({ method, url: `/api/referensi/${url}`, headers, payload });
}

async function cpRow(cpId: number) {
  const [row] = await s.t.database.db
    .select()
    .from(capaianPembelajaran)
    .where(eq(capaianPembelajaran.cpId, cpId));
  return row!;
}

async function listed(cpId: number): Promise<CpItem | undefined> {
  const response = await call(
    'GET',
    `capaian-pembelajaran?per_page=100&mata_pelajaran_id=${target.mata_pelajaran_id}&tingkat=${target.tingkat}`,
    a.auth,
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Page<CpItem>>().data.find((cp) => cp.cp_id === cpId);
}

async function addCp(elemen: string, deskripsi: string): Promise<number> {
  const response = await call('POST', 'capaian-pembelajaran', a.auth, {
    pembelajaran_id: target.pembelajaran_id,
    elemen,
    deskripsi,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ id: number }>().id;
}

beforeAll(async () => {
  s = await pullSimulatedSchool({ npsn: '69880045' });
  const db = s.t.database.db;
  const rows = await teachersBySubject(db, { perTingkat: false });
  const chosen = rows[0]!;
  a = await teacher(chosen.guruId);
  target = a.list.find((p) => p.merdeka && p.mata_pelajaran_id === chosen.mapel)!;
  const others = a.list.map((p) => p.mata_pelajaran_id);
  const other = rows.find((row) => row.guruId !== chosen.guruId && !others.includes(row.mapel))!;
  b = await teacher(other.guruId);
  expect(b.list.some((p) => p.mata_pelajaran_id === target.mata_pelajaran_id)).toBe(false);

  // One CP of the official catalogue for the teacher's subject and phase.
  await insertCps(db, [
    {
      sekolahId: s.sekolahId,
      mataPelajaranId: target.mata_pelajaran_id,
      fase: target.fase,
      ...OFFICIAL,
      isDir: true,
      kunci: cpKunci(target.mata_pelajaran_id, target.fase, OFFICIAL.elemen, OFFICIAL.deskripsi),
    },
  ]);
  const kunci = cpKunci(target.mata_pelajaran_id, target.fase, OFFICIAL.elemen, OFFICIAL.deskripsi);
  officialId = (await cpByKunci(db, s.sekolahId, kunci))!.cpId;
}, 120_000);
afterAll(async () => {
  await s.close();
});

describe('editing a school CP', () => {
  it('saves the corrected text, cleaned and keyed as when adding; subject and phase stay', async () => {
    const cpId = await addCp('Analisis dta', 'Peserta didik mampu menganalsis data.');
    const response = await call('PUT', `capaian-pembelajaran/${cpId}`, a.auth, {
      elemen: '  Analisis   data ',
      deskripsi: 'Peserta didik mampu\nmenganalisis  data sederhana.',
      // Not part of an edit: ignored.
      pembelajaran_id: b.list[0]!.pembelajaran_id,
      fase: target.fase === 'E' ? 'F' : 'E',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ message: 'Capaian pembelajaran berhasil disimpan.' });
    expect(await listed(cpId)).toMatchObject({
      elemen: 'Analisis data',
      deskripsi: 'Peserta didik mampu menganalisis data sederhana.',
      mata_pelajaran_id: target.mata_pelajaran_id,
      fase: target.fase,
      is_dir: false,
    });
    const row = await cpRow(cpId);
    expect(row.kunci).toBe(
      cpKunci(
        target.mata_pelajaran_id,
        target.fase,
        'Analisis data',
        'Peserta didik mampu menganalisis data sederhana.',
      ),
    );

    // Changing only its case or spacing is no clash with itself.
    const itself = await call('PUT', `capaian-pembelajaran/${cpId}`, a.auth, {
      elemen: 'ANALISIS DATA',
      deskripsi: 'Peserta didik mampu menganalisis data sederhana.',
    });
    expect(itself.statusCode, itself.body).toBe(200);
    expect((await cpRow(cpId)).elemen).toBe('ANALISIS DATA');
  });

  it('refuses a text another CP of the school already has, naming it, and changes nothing', async () => {
    await addCp('Literasi', 'Peserta didik membaca teks prosedur.');
    const cpId = await addCp('Literasi', 'Peserta didik membaca teks eksposisi.');
    const before = await cpRow(cpId);
    const clash = await call('PUT', `capaian-pembelajaran/${cpId}`, a.auth, {
      elemen: 'literasi',
      deskripsi: 'PESERTA DIDIK  membaca teks prosedur.',
    });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().error).toMatchObject({
      code: 'kurikulum.cp_ganda',
      fields: {
        deskripsi: `CP dengan elemen dan deskripsi yang sama sudah ada untuk ${target.nama_mata_pelajaran} fase ${target.fase} (CP sekolah).`,
      },
    });
    const official = await call('PUT', `capaian-pembelajaran/${cpId}`, a.auth, OFFICIAL);
    expect(official.statusCode).toBe(409);
    expect(official.json().error.message).toMatch(/\(CP resmi\)\.$/);
    expect(await cpRow(cpId)).toEqual(before);
  });

  it('refuses an official CP and leaves it as it was', async () => {
    const before = await cpRow(officialId);
    const edit = await call('PUT', `capaian-pembelajaran/${officialId}`, a.auth, {
      elemen: 'Ubahan',
      deskripsi: 'Teks resmi diganti.',
    });
    expect(edit.statusCode).toBe(403);
    expect(edit.json().error).toEqual({
      code: 'kurikulum.cp_resmi',
      message:
        'CP resmi dari katalog Direktorat tidak dapat diubah atau dihapus; nonaktifkan saja bila tidak dipakai.',
    });
    const remove = await call('DELETE', `capaian-pembelajaran/${officialId}`, a.auth);
    expect(remove.statusCode).toBe(403);
    expect(remove.json().error.code).toBe('kurikulum.cp_resmi');
    expect(await cpRow(officialId)).toEqual(before);
    expect(await listed(officialId)).toMatchObject({ is_dir: true, elemen: OFFICIAL.elemen });
  });

  it('refuses a CP of a subject the teacher does not teach', async () => {
    const cpId = await addCp('Numerasi', 'Peserta didik menghitung persentase.');
    const before = await cpRow(cpId);
    const edit = await call('PUT', `capaian-pembelajaran/${cpId}`, b.auth, {
      elemen: 'Numerasi',
      deskripsi: 'Diubah guru lain.',
    });
    expect(edit.statusCode).toBe(403);
    expect(edit.json().error.code).toBe('kurikulum.bukan_cp_anda');
    const remove = await call('DELETE', `capaian-pembelajaran/${cpId}`, b.auth);
    expect(remove.statusCode).toBe(403);
    expect(await cpRow(cpId)).toEqual(before);
  });

  it('refuses an empty element or text, naming the field', async () => {
    const cpId = await addCp('Menulis', 'Peserta didik menulis laporan.');
    const response = await call('PUT', `capaian-pembelajaran/${cpId}`, a.auth, {
      elemen: '   ',
      deskripsi: '',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().error.fields).toMatchObject({
      elemen: 'Elemen wajib diisi.',
      deskripsi: 'Deskripsi wajib diisi.',
    });
    expect((await cpRow(cpId)).elemen).toBe('Menulis');
  });
});

describe('a CP of only invisible characters', () => {
  // zero-width spaces and joiners, the word joiner, a no-break space and a byte order mark:
  // text copied from a PDF or a web page that shows nothing
  const blanks = ['\u200B', '\u200B\u200C\u200D', '\u2060\u00A0', '\uFEFF\u200B '];

  it.each(blanks)('is refused when added (%j), naming both fields', async (blank) => {
    const response = await call('POST', 'capaian-pembelajaran', a.auth, {
      pembelajaran_id: target.pembelajaran_id,
      elemen: blank,
      deskripsi: `${blank}${blank}`,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().error.fields).toEqual({
      elemen: 'Elemen wajib diisi.',
      deskripsi: 'Deskripsi wajib diisi.',
    });
  });

  it('is refused when a school CP is corrected, and the CP stays as it was', async () => {
    const cpId = await addCp('Membaca', 'Peserta didik membaca petunjuk kerja.');
    const before = await cpRow(cpId);
    const response = await call('PUT', `capaian-pembelajaran/${cpId}`, a.auth, {
      elemen: 'Membaca',
      deskripsi: '\u200B',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().error.fields).toEqual({ deskripsi: 'Deskripsi wajib diisi.' });
    expect(await cpRow(cpId)).toEqual(before);
  });

  it('loses the invisible characters of a real text, so it matches the same text typed plainly', async () => {
    const cpId = await addCp('Me\u200Bnyimak\u00AD', 'Peserta didik menyimak\u2060 penjelasan.');
    expect(await cpRow(cpId)).toMatchObject({
      elemen: 'Menyimak',
      deskripsi: 'Peserta didik menyimak penjelasan.',
    });
    const twin = await call('POST', 'capaian-pembelajaran', a.auth, {
      pembelajaran_id: target.pembelajaran_id,
      elemen: 'Menyimak',
      deskripsi: 'Peserta didik menyimak penjelasan.',
    });
    expect(twin.statusCode).toBe(409);
  });
});

describe('deleting a school CP', () => {
  it('is refused while a TP (his or another teacher’s) uses it, then allowed', async () => {
    const cpId = await addCp('Praktik', 'Peserta didik mempraktikkan prosedur kerja.');
    const tp = await call('POST', 'tujuan-pembelajaran', a.auth, {
      pembelajaran_id: target.pembelajaran_id,
      cp_id: cpId,
      deskripsi: 'Menjelaskan prosedur kerja',
    });
    expect(tp.statusCode, tp.body).toBe(200);
    const tpId = tp.json<{ id: string }>().id;

    let refused = await call('DELETE', `capaian-pembelajaran/${cpId}`, a.auth);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toEqual({
      code: 'kurikulum.cp_dipakai',
      message:
        'CP ini tidak dapat dihapus karena dipakai oleh 1 tujuan pembelajaran. Hapus TP tersebut lebih dulu di menu Tujuan Pembelajaran, atau nonaktifkan CP ini.',
    });

    // Editing it is allowed: the TP keeps pointing at it and keeps its own text.
    const edit = await call('PUT', `capaian-pembelajaran/${cpId}`, a.auth, {
      elemen: 'Praktik kerja',
      deskripsi: 'Peserta didik mempraktikkan prosedur kerja dengan aman.',
    });
    expect(edit.statusCode, edit.body).toBe(200);
    const tps = await call('GET', 'tujuan-pembelajaran?per_page=100', a.auth);
    const row = tps.json<Page<TpItem>>().data.find((item) => item.tp_id === tpId)!;
    expect(row.deskripsi).toBe('Menjelaskan prosedur kerja');
    expect(row.cp).toMatchObject({ cp_id: cpId, elemen: 'Praktik kerja' });
    expect(await listed(cpId)).toMatchObject({ jumlah_tp: 1 });

    // A TP another teacher wrote under it (not mapped to this teacher's classes) counts too.
    await s.t.database.db.insert(tujuanPembelajaran).values({
      sekolahId: s.sekolahId,
      cpId,
      guruId: b.guruId,
      deskripsi: 'Menerapkan prosedur kerja',
    });
    refused = await call('DELETE', `capaian-pembelajaran/${cpId}`, a.auth);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toMatch(
      /dipakai oleh 2 tujuan pembelajaran \(1 di antaranya milik guru lain\)\./,
    );
    expect(await listed(cpId)).toBeDefined();

    expect((await call('DELETE', `tujuan-pembelajaran/${tpId}`, a.auth)).statusCode).toBe(200);
    await s.t.database.db
      .update(tujuanPembelajaran)
      .set({ deletedAt: new Date() })
      .where(and(eq(tujuanPembelajaran.cpId, cpId), eq(tujuanPembelajaran.guruId, b.guruId)));

    const removed = await call('DELETE', `capaian-pembelajaran/${cpId}`, a.auth);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json()).toEqual({ message: 'Capaian pembelajaran berhasil dihapus.' });
    expect(await listed(cpId)).toBeUndefined();
    const refs = await call(
      'GET',
      `tujuan-pembelajaran/referensi?pembelajaran_id=${target.pembelajaran_id}`,
      a.auth,
    );
    expect(refs.json<{ cp: { cp_id: number }[] }>().cp.map((cp) => cp.cp_id)).not.toContain(cpId);
    expect((await call('DELETE', `capaian-pembelajaran/${cpId}`, a.auth)).statusCode).toBe(404);
    const again = await call('PUT', `capaian-pembelajaran/${cpId}`, a.auth, {
      elemen: 'Praktik',
      deskripsi: 'Lagi.',
    });
    expect(again.statusCode).toBe(404);
    expect(again.json().error.message).toBe('Capaian pembelajaran tidak ditemukan.');

    // Its text is free again: the teacher may type it anew.
    await addCp('Praktik kerja', 'Peserta didik mempraktikkan prosedur kerja dengan aman.');
  });
});

describe('deleting a CP while a TP is added under it', () => {
  const pause = () => new Promise((resolve) => setTimeout(resolve, 300));

  it('waits for a TP being added under it, then refuses with 409', async () => {
    const cpId = await addCp('Perawatan', 'Peserta didik merawat peralatan kerja.');
    let deleting: ReturnType<typeof call> | undefined;
    let answered = false;
    await s.t.database.db.transaction(async (tx) => {
      // A TP insert not committed yet (its foreign key share-locks the CP's row).
      await tx.insert(tujuanPembelajaran).values({
        sekolahId: s.sekolahId,
        cpId,
        guruId: a.guruId,
        deskripsi: 'Merawat peralatan kerja',
      });
      deleting = call('DELETE', `capaian-pembelajaran/${cpId}`, a.auth);
      void deleting.then(() => {
        answered = true;
      });
      await pause();
      expect(answered).toBe(false);
    });
    const refused = await deleting!;
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().error.code).toBe('kurikulum.cp_dipakai');
    expect((await cpRow(cpId)).deletedAt).toBeNull();
  });

  it('refuses a TP added while the CP is being deleted; no TP hangs under a deleted CP', async () => {
    const cpId = await addCp('Keselamatan', 'Peserta didik menerapkan keselamatan kerja.');
    let adding: ReturnType<typeof call> | undefined;
    await s.t.database.db.transaction(async (tx) => {
      // The deletion, not committed yet.
      await tx
        .update(capaianPembelajaran)
        .set({ deletedAt: new Date(), kunci: `dihapus-${cpId}` })
        .where(eq(capaianPembelajaran.cpId, cpId));
      adding = call('POST', 'tujuan-pembelajaran', a.auth, {
        pembelajaran_id: target.pembelajaran_id,
        cp_id: cpId,
        deskripsi: 'Menerapkan keselamatan kerja',
      });
      await pause();
    });
    const refused = await adding!;
    expect(refused.statusCode, refused.body).toBe(422);
    expect(refused.json().error.fields).toEqual({ cp_id: 'Capaian pembelajaran tidak ditemukan.' });
    const under = await s.t.database.db
      .select()
      .from(tujuanPembelajaran)
      .where(eq(tujuanPembelajaran.cpId, cpId));
    expect(under).toEqual([]);
  });
});

describe('malformed and unknown ids', () => {
  it.each(['abc', '0', '-3', '1.5', '99999999999'])('answers 422 for %s', async (id) => {
    const body = { elemen: 'Elemen', deskripsi: 'Deskripsi' };
    for (const response of [
      await call('PUT', `capaian-pembelajaran/${id}`, a.auth, body),
      await call('DELETE', `capaian-pembelajaran/${id}`, a.auth),
    ]) {
      expect(response.statusCode, response.body).toBe(422);
      expect(response.json().error.fields.id).toMatch(/^ID /);
    }
  });

  it('answers 404 in Indonesian for an unknown CP', async () => {
    for (const response of [
      await call('PUT', 'capaian-pembelajaran/999999', a.auth, {
        elemen: 'Elemen',
        deskripsi: 'Deskripsi',
      }),
      await call('DELETE', 'capaian-pembelajaran/999999', a.auth),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json().error.message).toBe('Capaian pembelajaran tidak ditemukan.');
    }
  });
});
