import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import type { Page } from '@erapor/shared/referensi/list.schemas';
import type {
  AnggotaList,
  EkskulItem,
  MapelItem,
  PembelajaranForm,
  RombelItem,
} from '@erapor/shared/referensi/rombel.schemas';
import { signIn, signedInAs } from '../../test/create-test-app';
import { createSchool, createUser } from '../../test/factories';
import { pullSimulatedSchool, type SimulatedSchool } from '../../test/simulated-school';
import { guru } from '../gtk/gtk.table';

let s: SimulatedSchool;
let tuAuth: Record<string, string>;

beforeAll(async () => {
  s = await pullSimulatedSchool({ npsn: '69880013' });
  const tu = await createUser(s.t.database.db, { sekolahId: s.sekolahId, roles: ['tu'] });
  tuAuth = { authorization: `Bearer ${(await signIn(s.t.app, tu.email)).accessToken}` };
}, 60_000);
afterAll(async () => {
  await s.close();
});

function call(method: 'GET' | 'PUT' | 'DELETE', url: string, headers = s.admin, payload?: object) {
  return s.t.app.inject({ method, url: `/api/referensi/${url}`, headers, payload });
}
async function json<T>(url: string, headers = s.admin) {
  const response = await call('GET', url, headers);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<T>();
}

const ofJenis = (jenis: string) =>
  s.sim.school.rombonganBelajar.filter((rombel) => rombel.jenis_rombel === jenis);

describe('rombongan belajar', () => {
  it('lists regular and elective classes with wali, jurusan, kurikulum and member count', async () => {
    const regular = await json<Page<RombelItem>>('rombongan-belajar?jenis=1&per_page=100');
    expect(regular.total).toBe(ofJenis('1').length);
    const sample = ofJenis('1').find((r) => r.ptk_id)!;
    const row = regular.data.find((r) => r.rombongan_belajar_id === sample.rombongan_belajar_id)!;
    expect(row.anggota).toBe(sample.anggota_rombel.length);
    expect(row.wali_kelas).toBeTruthy();
    expect(row.kurikulum).toBeTruthy();
    const pilihan = await json<Page<RombelItem>>('rombongan-belajar?jenis=16');
    expect(pilihan.total).toBe(ofJenis('16').length);
    expect(pilihan.data.every((r) => r.jenis_rombel === 16)).toBe(true);

    const byMembers = await json<Page<RombelItem>>(
      'rombongan-belajar?sort=anggota&order=desc&per_page=100',
    );
    const counts = byMembers.data.map((r) => r.anggota);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    const paged = await json<Page<RombelItem>>('rombongan-belajar?per_page=3&page=2');
    expect(paged.data).toHaveLength(3);
    const search = await json<Page<RombelItem>>(
      `rombongan-belajar?q=${encodeURIComponent(sample.nama.toLowerCase())}`,
    );
    expect(search.data.map((r) => r.rombongan_belajar_id)).toContain(sample.rombongan_belajar_id);
    expect(search.total).toBeLessThan(regular.total);
  });

  it('shows members and lets only the administrator remove one', async () => {
    const rombel = ofJenis('1').find((r) => r.anggota_rombel.length > 1)!;
    const members = await json<AnggotaList>(
      `rombongan-belajar/${rombel.rombongan_belajar_id}/anggota`,
    );
    expect(members.data).toHaveLength(rombel.anggota_rombel.length);
    const leaving = members.data[0]!;
    const byTu = await call('DELETE', `anggota-rombel/${leaving.anggota_rombel_id}`, tuAuth);
    expect(byTu.statusCode).toBe(403);
    const removed = await call('DELETE', `anggota-rombel/${leaving.anggota_rombel_id}`);
    expect(removed.statusCode, removed.body).toBe(200);
    const after = await json<AnggotaList>(
      `rombongan-belajar/${rombel.rombongan_belajar_id}/anggota`,
    );
    expect(after.data.map((m) => m.anggota_rombel_id)).not.toContain(leaving.anggota_rombel_id);
    expect((await call('DELETE', `anggota-rombel/${leaving.anggota_rombel_id}`)).statusCode).toBe(
      404,
    );
  });

  it('keeps a student in a class whose grades are locked, until the class is opened', async () => {
    const rombel = ofJenis('1').find((r) => r.anggota_rombel.length > 2)!;
    const id = rombel.rombongan_belajar_id;
    const lock = (kunci: boolean) =>
      s.t.app.inject({
        method: 'PUT',
        url: '/api/penilaian/kunci-nilai',
        headers: s.admin,
        payload: { rombongan_belajar_id: id, kunci, ...(kunci ? {} : { alasan: 'Data siswa.' }) },
      });
    expect((await lock(true)).statusCode).toBe(200);
    const members = await json<AnggotaList>(`rombongan-belajar/${id}/anggota`);
    const staying = members.data[1]!;
    const refused = await call('DELETE', `anggota-rombel/${staying.anggota_rombel_id}`);
    expect(refused.statusCode, refused.body).toBe(423);
    expect(refused.json().error).toMatchObject({
      code: 'penilaian.locked',
      message: `Peserta didik tidak dapat dikeluarkan: nilai kelas ${rombel.nama} sudah dikunci. Buka kunci kelas ini lebih dulu (Beranda, Per Rombongan Belajar).`,
    });
    const still = await json<AnggotaList>(`rombongan-belajar/${id}/anggota`);
    expect(still.data.map((m) => m.anggota_rombel_id)).toContain(staying.anggota_rombel_id);

    expect((await lock(false)).statusCode).toBe(200);
    const removed = await call('DELETE', `anggota-rombel/${staying.anggota_rombel_id}`);
    expect(removed.statusCode, removed.body).toBe(200);
  });

  it("answers 404 for another school's class and 403 for roles without Rombel", async () => {
    const foreign = await signedInAs(s.t, ['admin']);
    const rombelId = ofJenis('1')[0]!.rombongan_belajar_id;
    expect(
      (await call('GET', `rombongan-belajar/${rombelId}/anggota`, foreign.auth)).statusCode,
    ).toBe(404);
    expect(
      (await call('GET', `rombongan-belajar/${rombelId}/pembelajaran`, foreign.auth)).statusCode,
    ).toBe(404);
    expect((await call('GET', `rombongan-belajar/${randomUUID()}/anggota`)).statusCode).toBe(404);
    const guruOnly = await signedInAs(s.t, ['guru']);
    expect((await call('GET', 'rombongan-belajar', guruOnly.auth)).statusCode).toBe(403);
    expect((await call('GET', 'rombongan-belajar', {})).statusCode).toBe(401);
  });
});

describe('pembelajaran mapping', () => {
  it('maps subjects of a Merdeka class to kelompok 16/17, teacher and order', async () => {
    const rombel = ofJenis('1').find((r) => (r.pembelajaran ?? []).length > 1)!;
    const url = `rombongan-belajar/${rombel.rombongan_belajar_id}/pembelajaran`;
    const form = await json<PembelajaranForm>(url);
    expect(form.data).toHaveLength(rombel.pembelajaran!.length);
    expect(form.rombel.merdeka).toBe(true);
    expect(form.kelompok.map((k) => k.value)).toEqual(['16', '17']);
    expect(form.data.every((p) => !p.siap_dinilai)).toBe(true);

    const teacher = form.guru[0]!.value;
    const body = {
      pembelajaran: form.data.map((p, index) => ({
        pembelajaran_id: p.pembelajaran_id,
        nama_mata_pelajaran: index === 0 ? 'Matematika Terapan' : p.nama_mata_pelajaran,
        guru_pengajar_id: index === 0 ? teacher : p.guru_pengajar_id,
        kelompok_id: index === 0 ? 16 : null,
        no_urut: index === 0 ? 1 : null,
      })),
    };
    const saved = await call('PUT', url, s.admin, body);
    expect(saved.statusCode, saved.body).toBe(200);
    const after = await json<PembelajaranForm>(url);
    const mapped = after.data.find((p) => p.pembelajaran_id === form.data[0]!.pembelajaran_id)!;
    expect(mapped).toMatchObject({
      nama_mata_pelajaran: 'Matematika Terapan',
      guru_pengajar_id: teacher,
      kelompok_id: 16,
      no_urut: 1,
      siap_dinilai: true,
    });

    const mapel = await json<Page<MapelItem>>(
      `mata-pelajaran?rombongan_belajar_id=${rombel.rombongan_belajar_id}&per_page=100`,
    );
    expect(mapel.total).toBe(form.data.length);
    expect(mapel.data.find((m) => m.pembelajaran_id === mapped.pembelajaran_id)?.siap_dinilai).toBe(
      true,
    );
  });

  it('refuses a K13 kelompok, a foreign teacher and a bad order, naming the row field', async () => {
    const rombel = ofJenis('1').find((r) => (r.pembelajaran ?? []).length > 0)!;
    const url = `rombongan-belajar/${rombel.rombongan_belajar_id}/pembelajaran`;
    const form = await json<PembelajaranForm>(url);
    const row = form.data[0]!;
    const base = {
      pembelajaran_id: row.pembelajaran_id,
      nama_mata_pelajaran: row.nama_mata_pelajaran,
      guru_pengajar_id: null,
      kelompok_id: null,
      no_urut: null,
    };
    const k13 = await call('PUT', url, s.admin, { pembelajaran: [{ ...base, kelompok_id: 6 }] });
    expect(k13.statusCode).toBe(422);
    expect(k13.json().error.fields['pembelajaran.0.kelompok_id']).toMatch(/Kelompok/);

    const other = await createSchool(s.t.database.db);
    const strangerId = randomUUID();
    await s.t.database.db
      .insert(guru)
      .values({ guruId: strangerId, sekolahId: other.sekolahId, nama: 'Guru Lain', jenisPtkId: 4 });
    const foreign = await call('PUT', url, s.admin, {
      pembelajaran: [{ ...base, guru_pengajar_id: strangerId }],
    });
    expect(foreign.json().error.fields['pembelajaran.0.guru_pengajar_id']).toMatch(/Guru pengajar/);

    const order = await call('PUT', url, s.admin, { pembelajaran: [{ ...base, no_urut: 0 }] });
    expect(order.json().error.fields['pembelajaran.0.no_urut']).toBe(
      'No urut harus antara 1 dan 99.',
    );
    const byTu = await call('PUT', url, tuAuth, { pembelajaran: [base] });
    expect(byTu.statusCode).toBe(403);
  });
});

describe('mata pelajaran and ekstrakurikuler', () => {
  it('lists the semester subjects with reference names, filter and search', async () => {
    const all = await json<Page<MapelItem>>('mata-pelajaran?per_page=100');
    const expected = s.sim.school.rombonganBelajar.flatMap((r) => r.pembelajaran ?? []).length;
    expect(all.total).toBe(expected);
    expect(all.data[0]!.mata_pelajaran).toBeTruthy();
    const term = all.data[0]!.nama_mata_pelajaran.slice(0, 5).toUpperCase();
    const found = await json<Page<MapelItem>>(`mata-pelajaran?q=${encodeURIComponent(term)}`);
    expect(found.total).toBeGreaterThan(0);
    expect(found.total).toBeLessThan(all.total);
    expect((await call('GET', 'mata-pelajaran', tuAuth)).statusCode).toBe(403);
  });

  it('lists extracurriculars with coach, room and members', async () => {
    const list = await json<Page<EkskulItem>>('ekstrakurikuler?per_page=100');
    expect(list.total).toBe(ofJenis('51').length);
    const source = ofJenis('51').find((r) => r.anggota_rombel.length > 0)!;
    const row = list.data.find((e) => e.rombongan_belajar_id === source.rombongan_belajar_id)!;
    expect(row).toMatchObject({ anggota: source.anggota_rombel.length });
    expect(row.pembina).toBeTruthy();
    const members = await json<AnggotaList>(
      `ekstrakurikuler/${source.rombongan_belajar_id}/anggota`,
    );
    expect(members.data).toHaveLength(source.anggota_rombel.length);
    const regularId = ofJenis('1')[0]!.rombongan_belajar_id;
    expect((await call('GET', `ekstrakurikuler/${regularId}/anggota`)).statusCode).toBe(404);
  });
});
