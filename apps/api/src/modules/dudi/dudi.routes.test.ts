import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import type { DudiDetail, DudiItem, KegiatanDetail } from '@erapor/shared/dudi/dudi.schemas';
import type { Page } from '@erapor/shared/referensi/list.schemas';
import { signedInAs } from '../../test/create-test-app';
import { createSchool } from '../../test/factories';
import { pullSimulatedSchool, type SimulatedSchool } from '../../test/simulated-school';
import { aktPd, dudi, mou } from './dudi.table';

let s: SimulatedSchool;

beforeAll(async () => {
  s = await pullSimulatedSchool({ npsn: '69880021' });
}, 60_000);
afterAll(async () => {
  await s.close();
});

function call(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
  headers = s.admin,
) {
  return s.t.app.inject({ method, url: `/api/referensi/${url}`, headers, payload });
}
async function json<T>(url: string) {
  const response = await call('GET', url);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<T>();
}
async function created(url: string, payload: object) {
  const response = await call('POST', url, payload);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ id: string }>().id;
}

const partner = {
  nama: 'PT Solusi Jaringan Prima',
  bidang_usaha: 'Penyedia Layanan Internet',
  alamat: 'Jl. Kaliurang Km. 9',
  kota: 'Kab. Sleman',
  telepon: '(0274) 123456',
  email: 'hrd@sjp.co.id',
  npwp: '01.234.567.8-542.000',
};
const agreement = {
  nomor_mou: 'PKS/001/2026',
  judul_mou: 'Kerja sama PKL',
  tanggal_mulai: '2026-07-01',
  tanggal_selesai: '2030-06-30',
};

const activeStudents = () =>
  s.sim.school.rombonganBelajar
    .filter((r) => r.jenis_rombel === '1' && r.tingkat_pendidikan_id === '12')
    .flatMap((r) => r.anggota_rombel.map((a) => a.peserta_didik_id));

describe('DUDI, MoU and activities', () => {
  it('adds, lists with counts, searches, sorts, edits and deletes a partner', async () => {
    const id = await created('dudi', partner);
    await created('dudi', { ...partner, nama: 'CV Akuntan Muda', kota: 'Kota Yogyakarta' });
    const page = await json<Page<DudiItem>>('dudi?per_page=10&sort=nama&order=desc');
    expect(page.data.map((row) => row.nama)).toEqual([
      'PT Solusi Jaringan Prima',
      'CV Akuntan Muda',
    ]);
    expect(page.data[0]).toMatchObject({ dudi_id: id, jumlah_mou: 0, jumlah_peserta: 0 });
    const found = await json<Page<DudiItem>>('dudi?q=akuntan');
    expect(found.data.map((row) => row.nama)).toEqual(['CV Akuntan Muda']);
    const paged = await json<Page<DudiItem>>('dudi?per_page=1&page=2&sort=nama');
    expect(paged).toMatchObject({ total: 2, page: 2 });
    expect(paged.data[0]!.nama).toBe('PT Solusi Jaringan Prima');

    const twice = await call('POST', 'dudi', { ...partner, nama: ' pt solusi jaringan PRIMA ' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.fields.nama).toMatch(/nama dan kota/);

    const edited = await call('PUT', `dudi/${id}`, { ...partner, telepon: '0274 999' });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await json<DudiDetail>(`dudi/${id}`)).telepon).toBe('0274 999');
    const other = (await json<Page<DudiItem>>('dudi?q=akuntan')).data[0]!;
    expect((await call('DELETE', `dudi/${other.dudi_id}`)).statusCode).toBe(200);
    expect((await json<Page<DudiItem>>('dudi')).total).toBe(1);
  });

  it('names the bad fields in Indonesian (422)', async () => {
    const bad = await call('POST', 'dudi', {
      nama: '',
      telepon: 'abc',
      email: 'x@',
      npwp: 'NPWP?',
    });
    expect(bad.statusCode).toBe(422);
    const fields = bad.json().error.fields;
    expect(fields.nama).toBe('Nama wajib diisi.');
    expect(fields.telepon).toMatch(/Telepon/);
    expect(fields.email).toMatch(/Email/);
    expect(fields.npwp).toMatch(/NPWP/);

    const [row] = (await json<Page<DudiItem>>('dudi')).data;
    const dates = await call('POST', `dudi/${row!.dudi_id}/mou`, {
      ...agreement,
      tanggal_mulai: '2026-02-30',
      tanggal_selesai: '',
    });
    expect(dates.json().error.fields.tanggal_mulai).toMatch(/Tanggal mulai bukan tanggal/);
    const reversed = await call('POST', `dudi/${row!.dudi_id}/mou`, {
      ...agreement,
      tanggal_selesai: '2026-06-30',
    });
    expect(reversed.statusCode).toBe(422);
    expect(reversed.json().error.fields.tanggal_selesai).toBe(
      'Tanggal selesai tidak boleh sebelum tanggal mulai.',
    );
    const missing = await call('POST', `dudi/${row!.dudi_id}/mou`, { tanggal_mulai: '2026-01-01' });
    expect(missing.json().error.fields).toMatchObject({
      nomor_mou: 'Nomor MoU wajib diisi.',
      judul_mou: 'Judul MoU wajib diisi.',
    });
  });

  it('manages agreements, activities, supervisors and participants; refuses deleting a partner with a running MoU', async () => {
    const [row] = (await json<Page<DudiItem>>('dudi')).data;
    const dudiId = row!.dudi_id;
    const mouId = await created(`dudi/${dudiId}/mou`, agreement);
    const duplicate = await call('POST', `dudi/${dudiId}/mou`, agreement);
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().error.fields.nomor_mou).toMatch(/Nomor MoU/);
    const kegiatanId = await created(`dudi-mou/${mouId}/kegiatan`, {
      judul_akt_pd: 'PKL 2026',
      sk_tugas: '800/1/2026',
      tgl_sk_tugas: '2026-07-10',
    });

    const teachers = await json<{ data: { value: string; label: string }[] }>(
      `dudi-kegiatan/${kegiatanId}/calon-pembimbing`,
    );
    const tendik = s.sim.school.gtk.find((g) => g.jenis_ptk_id === '11');
    if (tendik) expect(teachers.data.map((t) => t.value)).not.toContain(tendik.ptk_id);
    for (const teacher of teachers.data.slice(0, 2)) {
      const added = await call('POST', `dudi-kegiatan/${kegiatanId}/pembimbing`, {
        guru_id: teacher.value,
      });
      expect(added.statusCode, added.body).toBe(200);
    }
    const again = await call('POST', `dudi-kegiatan/${kegiatanId}/pembimbing`, {
      guru_id: teachers.data[0]!.value,
    });
    expect(again.statusCode).toBe(409);
    const stranger = await call('POST', `dudi-kegiatan/${kegiatanId}/pembimbing`, {
      guru_id: randomUUID(),
    });
    expect(stranger.json().error.fields.guru_id).toMatch(/guru aktif/);

    const classes = await json<{ data: { value: string; label: string }[] }>('dudi-kelas');
    const xii = classes.data.find((c) => c.label.startsWith('XII'))!;
    const candidates = await json<{ data: { peserta_didik_id: string; kelas: string }[] }>(
      `dudi-kegiatan/${kegiatanId}/calon-peserta?rombongan_belajar_id=${xii.value}`,
    );
    expect(candidates.data.every((c) => c.kelas === xii.label)).toBe(true);
    const ids = candidates.data.slice(0, 5).map((c) => c.peserta_didik_id);
    const added = await call('POST', `dudi-kegiatan/${kegiatanId}/peserta`, {
      peserta_didik_ids: ids,
    });
    expect(added.json().message).toBe('5 peserta didik ditambahkan.');
    const unknown = await call('POST', `dudi-kegiatan/${kegiatanId}/peserta`, {
      peserta_didik_ids: [randomUUID()],
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().error.fields.peserta_didik_ids).toMatch(/tidak ditemukan/);

    let detail = await json<KegiatanDetail>(`dudi-kegiatan/${kegiatanId}`);
    expect(detail.pembimbing.map((p) => p.urutan)).toEqual([1, 2]);
    expect(detail.peserta).toHaveLength(5);
    expect(
      (await call('DELETE', `dudi-pembimbing/${detail.pembimbing[0]!.bimbing_pd_id}`)).statusCode,
    ).toBe(200);
    expect(
      (await call('DELETE', `dudi-peserta/${detail.peserta[0]!.anggota_akt_pd_id}`)).statusCode,
    ).toBe(200);
    detail = await json<KegiatanDetail>(`dudi-kegiatan/${kegiatanId}`);
    expect(detail.pembimbing.map((p) => p.urutan)).toEqual([1]);
    expect(detail.peserta).toHaveLength(4);
    expect((await json<DudiDetail>(`dudi/${dudiId}`)).jumlah_peserta).toBe(4);

    const refused = await call('DELETE', `dudi/${dudiId}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toMatch(
      /masih memiliki 1 perjanjian kerja sama \(MoU\) yang berlaku/,
    );
    const mouRefused = await call('DELETE', `dudi-mou/${mouId}`);
    expect(mouRefused.json().error.message).toMatch(/masih memiliki 1 kegiatan/);
    expect((await call('DELETE', `dudi-kegiatan/${kegiatanId}`)).statusCode).toBe(200);
    expect((await call('DELETE', `dudi-mou/${mouId}`)).statusCode).toBe(200);
    expect((await call('GET', `dudi-kegiatan/${kegiatanId}`)).statusCode).toBe(404);
  });

  it('answers 404 for rows of another school and 401/403 without the administrator', async () => {
    const db = s.t.database.db;
    const other = await createSchool(db);
    const [foreign] = await db
      .insert(dudi)
      .values({ sekolahId: other.sekolahId, nama: 'PT Sekolah Lain' })
      .returning();
    const [foreignMou] = await db
      .insert(mou)
      .values({
        sekolahId: other.sekolahId,
        dudiId: foreign!.dudiId,
        nomorMou: 'X/1',
        judulMou: 'X',
        tanggalMulai: '2026-01-01',
      })
      .returning();
    const [foreignAkt] = await db
      .insert(aktPd)
      .values({ sekolahId: other.sekolahId, mouId: foreignMou!.mouId, judulAktPd: 'PKL' })
      .returning();
    expect((await call('GET', `dudi/${foreign!.dudiId}`)).statusCode).toBe(404);
    expect((await call('PUT', `dudi/${foreign!.dudiId}`, partner)).statusCode).toBe(404);
    expect((await call('DELETE', `dudi/${foreign!.dudiId}`)).statusCode).toBe(404);
    expect(
      (await call('POST', `dudi/${foreign!.dudiId}/mou`, { ...agreement, nomor_mou: 'Z' }))
        .statusCode,
    ).toBe(404);
    expect((await call('PUT', `dudi-mou/${foreignMou!.mouId}`, agreement)).statusCode).toBe(404);
    expect((await call('GET', `dudi-kegiatan/${foreignAkt!.aktPdId}`)).statusCode).toBe(404);
    const students = activeStudents().slice(0, 1);
    expect(
      (
        await call('POST', `dudi-kegiatan/${foreignAkt!.aktPdId}/peserta`, {
          peserta_didik_ids: students,
        })
      ).statusCode,
    ).toBe(404);
    expect((await json<Page<DudiItem>>('dudi?q=Sekolah%20Lain')).total).toBe(0);
    expect((await call('GET', 'dudi/bukan-uuid')).statusCode).toBe(422);

    expect((await call('GET', 'dudi', undefined, {})).statusCode).toBe(401);
    const guru = await signedInAs(s.t, ['guru']);
    expect((await call('GET', 'dudi', undefined, guru.auth)).statusCode).toBe(403);
    const tu = await signedInAs(s.t, ['tu']);
    expect((await call('POST', 'dudi', partner, tu.auth)).statusCode).toBe(403);
  });
});
