import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { Page } from '@erapor/shared/referensi/list.schemas';
import type { PasswordPdItem, PdItem } from '@erapor/shared/referensi/peserta-didik.schemas';
import { signedInAs } from '../../test/create-test-app';
import { createSchool } from '../../test/factories';
import { pullSimulatedSchool, type SimulatedSchool } from '../../test/simulated-school';
import { users } from '../auth/users.table';
import { pdKeluar, pesertaDidik } from '../peserta-didik/peserta-didik.table';

let s: SimulatedSchool;
let waliAuth: Record<string, string>;
let guruAuth: Record<string, string>;
let waliClassIds: string[];
let ownStudent: string;
let otherStudent: string;

beforeAll(async () => {
  s = await pullSimulatedSchool({ npsn: '69880012' });
  const regular = s.sim.school.rombonganBelajar.filter((r) => r.jenis_rombel === '1');
  const waliId = regular.find((r) => r.ptk_id && r.anggota_rombel.length > 0)!.ptk_id!;
  waliClassIds = regular.filter((r) => r.ptk_id === waliId).map((r) => r.rombongan_belajar_id);
  const ownClass = regular.find((r) => r.ptk_id === waliId)!;
  ownStudent = ownClass.anggota_rombel[0]!.peserta_didik_id;
  otherStudent = regular.find((r) => r.ptk_id !== waliId && r.anggota_rombel.length > 0)!
    .anggota_rombel[0]!.peserta_didik_id;
  waliAuth = await s.signInGuru(waliId);
  const teaching = s.sim.school.rombonganBelajar.flatMap((r) =>
    (r.pembelajaran ?? []).map((p) => p.ptk_id),
  );
  const walis = new Set(s.sim.school.rombonganBelajar.map((r) => r.ptk_id));
  const plainTeacher = teaching.find((id) => id && !walis.has(id))!;
  guruAuth = await s.signInGuru(plainTeacher);
}, 60_000);
afterAll(async () => {
  await s.close();
});

function get(url: string, headers = s.admin) {
  return s.t.app.inject({ method: 'GET', url: `/api/referensi/${url}`, headers });
}
async function page<T = PdItem>(url: string, headers = s.admin) {
  const response = await get(url, headers);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Page<T>>();
}
function put(id: string, payload: object, headers = s.admin) {
  return s.t.app.inject({
    method: 'PUT',
    url: `/api/referensi/peserta-didik/${id}`,
    headers,
    payload,
  });
}

const edit = {
  status: 'Anak Angkat',
  anak_ke: 2,
  diterima_kelas: 'X TKJ 1',
  email: 'wali.siswa@contoh.id',
  nama_wali: 'Pak Darmo',
  alamat_wali: 'Jl. Melati 3',
  telp_wali: '0812 555',
  kerja_wali: null,
};

describe('peserta didik aktif', () => {
  it('lists every active student for the admin with class, paging, filters, search and sort', async () => {
    const all = await page('peserta-didik/aktif?per_page=100');
    expect(all.total).toBe(s.sim.school.pesertaDidik.length);
    const inClass = all.data.filter((row) => row.kelas);
    expect(inClass.length).toBeGreaterThan(0);

    const second = await page('peserta-didik/aktif?per_page=10&page=2');
    expect(second.data[0]!.peserta_didik_id).toBe(all.data[10]!.peserta_didik_id);

    const rombelId = waliClassIds[0]!;
    const inRombel = await page(
      `peserta-didik/aktif?rombongan_belajar_id=${rombelId}&per_page=100`,
    );
    expect(inRombel.total).toBeGreaterThan(0);
    expect(inRombel.data.every((row) => row.rombongan_belajar_id === rombelId)).toBe(true);
    const tingkat = inRombel.data[0]!.tingkat!;
    const ofTingkat = await page(`peserta-didik/aktif?tingkat=${tingkat}&per_page=100`);
    expect(ofTingkat.data.every((row) => row.tingkat === tingkat)).toBe(true);
    expect(ofTingkat.total).toBeLessThan(all.total);

    const target = all.data.find((row) => row.nisn)!;
    const byNisn = await page(`peserta-didik/aktif?q=${target.nisn}`);
    expect(byNisn.data.map((row) => row.peserta_didik_id)).toEqual([target.peserta_didik_id]);
    const lower = await page(
      `peserta-didik/aktif?q=${encodeURIComponent(target.nama.toLowerCase())}`,
    );
    expect(lower.data.map((row) => row.peserta_didik_id)).toContain(target.peserta_didik_id);

    const desc = await page('peserta-didik/aktif?sort=nama&order=desc&per_page=5');
    expect(desc.data[0]!.nama >= desc.data[4]!.nama).toBe(true);
    expect((await get('peserta-didik/aktif?sort=alamat')).statusCode).toBe(422);
    expect((await get('peserta-didik/aktif?tingkat=9')).json().error.fields.tingkat).toMatch(
      /Tingkat minimal 10/,
    );
  });

  it('shows a wali only the students of his own classes and lets him edit only those', async () => {
    const mine = await page('peserta-didik/aktif?per_page=100', waliAuth);
    expect(mine.total).toBeGreaterThan(0);
    expect(mine.data.every((row) => waliClassIds.includes(row.rombongan_belajar_id!))).toBe(true);
    const options = (await get('peserta-didik/pilihan', waliAuth)).json();
    expect(options.rombel.map((r: { value: string }) => r.value).sort()).toEqual(
      [...waliClassIds].sort(),
    );

    expect((await get(`peserta-didik/${otherStudent}`, waliAuth)).statusCode).toBe(403);
    const refused = await put(otherStudent, edit, waliAuth);
    expect(refused.statusCode).toBe(403);

    const saved = await put(ownStudent, edit, waliAuth);
    expect(saved.statusCode, saved.body).toBe(200);
    const detail = (await get(`peserta-didik/${ownStudent}`, waliAuth)).json();
    expect(detail).toMatchObject({ status: 'Anak Angkat', nama_wali: 'Pak Darmo', can_edit: true });
  });

  it('lets a teacher who is not wali look students up but never edit them', async () => {
    const list = await page('peserta-didik/aktif?per_page=5', guruAuth);
    expect(list.total).toBe(s.sim.school.pesertaDidik.length);
    expect((await get(`peserta-didik/${ownStudent}`, guruAuth)).json().can_edit).toBe(false);
    const refused = await put(ownStudent, edit, guruAuth);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('referensi.pd_edit_forbidden');
  });

  it('shows names of religion and jobs, and names bad fields on edit', async () => {
    const [pekerjaan] = (await get('peserta-didik/pilihan')).json().pekerjaan;
    const saved = await put(otherStudent, { ...edit, kerja_wali: Number(pekerjaan.value) });
    expect(saved.statusCode, saved.body).toBe(200);
    const detail = (await get(`peserta-didik/${otherStudent}`)).json();
    expect(detail.kerja_wali).toBe(pekerjaan.label);
    expect(detail.agama).toBeTruthy();

    const bad = await put(otherStudent, { ...edit, anak_ke: 25, status: '', email: 'x@' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().error.fields).toMatchObject({
      anak_ke: 'Anak ke maksimal 20.',
      status: 'Status dalam keluarga wajib diisi.',
      email: 'Email bukan alamat email yang benar.',
    });
    const unknownJob = await put(otherStudent, { ...edit, kerja_wali: 987654 });
    expect(unknownJob.json().error.fields.kerja_wali).toMatch(/Pekerjaan wali/);
  });

  it("answers 404 for another school's student and 401/403 without the right session", async () => {
    const other = await createSchool(s.t.database.db);
    const id = randomUUID();
    await s.t.database.db
      .insert(pesertaDidik)
      .values({ pesertaDidikId: id, sekolahId: other.sekolahId, nama: 'SISWA LAIN' });
    expect((await get(`peserta-didik/${id}`)).statusCode).toBe(404);
    expect((await put(id, edit)).statusCode).toBe(404);
    expect((await get('peserta-didik/aktif', {})).statusCode).toBe(401);
    const siswa = await signedInAs(s.t, ['siswa']);
    expect((await get('peserta-didik/aktif', siswa.auth)).statusCode).toBe(403);
    expect((await get('peserta-didik/keluar', guruAuth)).statusCode).toBe(403);
  });
});

describe('peserta didik keluar', () => {
  it('lists the students who left this semester and no longer as active', async () => {
    await s.t.database.db
      .insert(pdKeluar)
      .values({ pesertaDidikId: otherStudent, sekolahId: s.sekolahId, semesterId: '20261' });
    const keluar = await page('peserta-didik/keluar');
    expect(keluar.data.map((row) => row.peserta_didik_id)).toEqual([otherStudent]);
    const aktif = await page('peserta-didik/aktif?per_page=100');
    expect(aktif.total).toBe(s.sim.school.pesertaDidik.length - 1);
  });
});

describe('password peserta didik', () => {
  it('gives a wali the first passwords of his students until they change them', async () => {
    const list = await page<PasswordPdItem>('password-pd?per_page=100', waliAuth);
    expect(list.total).toBeGreaterThan(0);
    const row = list.data.find((item) => item.peserta_didik_id === ownStudent)!;
    expect(row.password).toMatch(/^[a-z0-9]{8}$/);
    expect(row.username).toBeTruthy();

    await s.t.database.db
      .update(users)
      .set({ initialPasswordEnc: null })
      .where(eq(users.pesertaDidikId, ownStudent));
    const after = await page<PasswordPdItem>('password-pd?per_page=100', waliAuth);
    expect(after.data.find((item) => item.peserta_didik_id === ownStudent)!.password).toBeNull();
    expect(
      after.data.every((item) =>
        list.data.some((l) => l.peserta_didik_id === item.peserta_didik_id),
      ),
    ).toBe(true);

    const admin = await page<PasswordPdItem>('password-pd?per_page=5');
    expect(admin.total).toBeGreaterThan(list.total);
    expect((await get('password-pd', guruAuth)).statusCode).toBe(403);
  });

  it('exports the same rows as an Excel sheet', async () => {
    const response = await get('password-pd/unduh', waliAuth);
    expect(response.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(response.rawPayload as unknown as ExcelJS.Buffer);
    const sheet = book.worksheets[0]!;
    const list = await page<PasswordPdItem>('password-pd?per_page=100', waliAuth);
    expect(sheet.rowCount).toBe(3 + list.total);
    expect(sheet.getRow(3).getCell(7).value).toBe('Kata Sandi');
    const values = sheet.getColumn(7).values.slice(4).map(String);
    expect(values).toContain('Sudah diganti');
  });
});
