import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import ExcelJS from 'exceljs';
import type { GtkItem, ImportPreview } from '@erapor/shared/referensi/gtk.schemas';
import type { Page } from '@erapor/shared/referensi/list.schemas';
import { signedInAs } from '../../test/create-test-app';
import { createSchool } from '../../test/factories';
import { pullSimulatedSchool, type SimulatedSchool } from '../../test/simulated-school';
import { dudi } from '../dudi/dudi.table';
import { guru } from '../gtk/gtk.table';
import { JENIS_PTK_TENDIK } from '../pengguna/pengguna.usecases';

let s: SimulatedSchool;

beforeAll(async () => {
  s = await pullSimulatedSchool({ npsn: '69880011' });
}, 60_000);
afterAll(async () => {
  await s.close();
});

function get(url: string, headers = s.admin) {
  return s.t.app.inject({ method: 'GET', url: `/api/referensi/${url}`, headers });
}
function send(method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) {
  return s.t.app.inject({ method, url: `/api/referensi/${url}`, headers: s.admin, payload });
}
function page(url: string) {
  return get(url).then((response) => {
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Page<GtkItem>>();
  });
}

function multipart(filename: string, bytes: Buffer) {
  const boundary = `----erapor${randomUUID()}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/vnd.openxmlformats-officedocument.spreadsheetml.sheet\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { ...s.admin, 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

async function workbook(rows: (string | number | Date)[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Data');
  sheet.addRow([
    'No',
    'Nama',
    'NIK',
    'Jenis Kelamin',
    'Tempat Lahir',
    'Tanggal Lahir',
    'Email',
    'No HP',
  ]);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}

function preview(bytes: Buffer, filename = 'instruktur.xlsx') {
  const body = multipart(filename, bytes);
  return s.t.app.inject({
    method: 'POST',
    url: '/api/referensi/gtk-lokal/instruktur/impor/pratinjau',
    ...body,
  });
}

describe('GTK lists', () => {
  it('lists the pulled teachers, pages, searches and sorts on the server', async () => {
    const teachers = s.sim.school.gtk.filter(
      (g) => !JENIS_PTK_TENDIK.includes(Number(g.jenis_ptk_id)),
    );
    const first = await page('gtk?jenis=guru&per_page=5');
    expect(first.total).toBe(teachers.length);
    expect(first.data).toHaveLength(5);
    expect(first.data[0]!.jenis_ptk).toBeTruthy();
    const second = await page('gtk?jenis=guru&per_page=5&page=2');
    expect(second.data.map((row) => row.guru_id)).not.toContain(first.data[0]!.guru_id);

    const target = teachers[3]!;
    const fragment = target.nama.split(' ')[0]!.toLowerCase();
    const found = await page(`gtk?jenis=guru&q=${encodeURIComponent(fragment)}`);
    expect(found.total).toBeLessThan(teachers.length);
    expect(
      found.data.every(
        (row) =>
          row.nama.toLowerCase().includes(fragment) || row.email?.toLowerCase().includes(fragment),
      ),
    ).toBe(true);

    const asc = await page('gtk?jenis=guru&sort=nama&order=asc&per_page=100');
    const desc = await page('gtk?jenis=guru&sort=nama&order=desc&per_page=100');
    expect(asc.data.map((row) => row.nama)).toEqual(desc.data.map((row) => row.nama).reverse());
  });

  it('keeps tendik apart from teachers', async () => {
    const tendik = await page('gtk?jenis=tendik&per_page=100');
    const expected = s.sim.school.gtk.filter((g) =>
      JENIS_PTK_TENDIK.includes(Number(g.jenis_ptk_id)),
    );
    expect(tendik.total).toBe(expected.length);
    expect(tendik.data.map((row) => row.guru_id).sort()).toEqual(
      expected.map((g) => g.ptk_id).sort(),
    );
  });

  it('refuses bad paging and unknown sorts naming the field', async () => {
    const tooMany = await get('gtk?jenis=guru&per_page=500');
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json().error.fields.per_page).toMatch(/Jumlah per halaman maksimal 100/);
    const badSort = await get('gtk?jenis=guru&sort=password');
    expect(badSort.statusCode).toBe(422);
    expect(badSort.json().error.fields.sort).toMatch(/Urutan/);
    expect((await get('gtk?jenis=kepala')).json().error.fields.jenis).toMatch(/Jenis/);
  });

  it('answers 401 without a session and 403 for roles without Ref_Guru', async () => {
    expect((await get('gtk?jenis=guru', {})).statusCode).toBe(401);
    const guruUser = await signedInAs(s.t, ['guru']);
    expect((await get('gtk?jenis=guru', guruUser.auth)).statusCode).toBe(403);
    const siswa = await signedInAs(s.t, ['siswa']);
    const add = await s.t.app.inject({
      method: 'POST',
      url: '/api/referensi/gtk-lokal/instruktur',
      headers: siswa.auth,
      payload: {},
    });
    expect(add.statusCode).toBe(403);
  });

  it('shows a detail, and answers 404 for staff of another school', async () => {
    const id = s.sim.school.gtk[0]!.ptk_id;
    const detail = await get(`gtk/${id}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.json().guru_id).toBe(id);

    const other = await createSchool(s.t.database.db);
    const strangerId = randomUUID();
    await s.t.database.db.insert(guru).values({
      guruId: strangerId,
      sekolahId: other.sekolahId,
      nama: 'Guru Sekolah Lain',
      jenisPtkId: 4,
    });
    expect((await get(`gtk/${strangerId}`)).statusCode).toBe(404);
    const otherList = await page('gtk?jenis=guru&q=Sekolah%20Lain');
    expect(otherList.total).toBe(0);
    expect((await get('gtk/bukan-uuid')).statusCode).toBe(422);
  });
});

describe('instruktur and asesor', () => {
  const valid = {
    nama: 'Budi Instruktur',
    nik: '3201010101900001',
    jenis_kelamin: 'L',
    tempat_lahir: 'Bandung',
    tanggal_lahir: '1990-01-01',
    email: 'budi@bengkel.id',
    no_hp: '081234567890',
  };

  it('adds, edits and deletes an instructor', async () => {
    const created = await send('POST', 'gtk-lokal/instruktur', valid);
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json<{ guru_id: string }>().guru_id;
    const list = await page('gtk?jenis=instruktur');
    expect(list.data.map((row) => row.guru_id)).toContain(id);
    expect(list.data.find((row) => row.guru_id === id)?.is_dapodik).toBe(false);

    const edited = await send('PUT', `gtk-lokal/instruktur/${id}`, { ...valid, nama: 'Budi S' });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await get(`gtk/${id}`)).json().nama).toBe('Budi S');

    const dapodikTeacher = s.sim.school.gtk[0]!.ptk_id;
    expect((await send('DELETE', `gtk-lokal/instruktur/${dapodikTeacher}`)).statusCode).toBe(404);
    expect((await send('DELETE', `gtk-lokal/instruktur/${id}`)).statusCode).toBe(200);
    expect((await page('gtk?jenis=instruktur')).data.map((row) => row.guru_id)).not.toContain(id);
  });

  it('names the bad fields and refuses a NIK used twice', async () => {
    const bad = await send('POST', 'gtk-lokal/instruktur', {
      ...valid,
      nik: '12345',
      jenis_kelamin: 'X',
      email: 'bukan-email',
      nama: '',
    });
    expect(bad.statusCode).toBe(422);
    const fields = bad.json().error.fields;
    expect(fields.nik).toBe('NIK harus 16 digit angka.');
    expect(fields.jenis_kelamin).toMatch(/Jenis kelamin/);
    expect(fields.email).toMatch(/Email/);
    expect(fields.nama).toBe('Nama wajib diisi.');

    await send('POST', 'gtk-lokal/instruktur', { ...valid, nik: '3201010101900009' });
    const twice = await send('POST', 'gtk-lokal/instruktur', { ...valid, nik: '3201010101900009' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.fields.nik).toMatch(/NIK/);
  });

  it('links an asesor to a DUDI of the school only', async () => {
    const [partner] = await s.t.database.db
      .insert(dudi)
      .values({ sekolahId: s.sekolahId, nama: 'PT Maju Jaya' })
      .returning();
    const other = await createSchool(s.t.database.db);
    const [foreign] = await s.t.database.db
      .insert(dudi)
      .values({ sekolahId: other.sekolahId, nama: 'PT Lain' })
      .returning();
    expect((await get('dudi-pilihan')).json().data).toEqual([
      { value: partner!.dudiId, label: 'PT Maju Jaya' },
    ]);
    const refused = await send('POST', 'gtk-lokal/asesor', {
      ...valid,
      nik: '3201010101900100',
      dudi_id: foreign!.dudiId,
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error.fields.dudi_id).toMatch(/DUDI/);
    const created = await send('POST', 'gtk-lokal/asesor', {
      ...valid,
      nik: '3201010101900101',
      dudi_id: partner!.dudiId,
    });
    expect(created.statusCode, created.body).toBe(200);
    const without = await send('POST', 'gtk-lokal/asesor', { ...valid, nik: '3201010101900102' });
    expect(without.statusCode).toBe(200);
    const list = await page('gtk?jenis=asesor');
    expect(list.data.map((row) => row.dudi).sort()).toEqual(['PT Maju Jaya', null].sort());
  });
});

describe('instruktur import', () => {
  it('previews every row with Indonesian problems and saves nothing until confirmed', async () => {
    const before = (await page('gtk?jenis=instruktur')).total;
    const bytes = await workbook([
      [
        1,
        'Siti Aminah',
        '3201010101900201',
        'P',
        'Garut',
        new Date(Date.UTC(1985, 4, 12)),
        'siti@bengkel.id',
        '0812',
      ],
      [2, 'Andi', '3201010101900202', 'Laki-laki', 'Bogor', '12/05/1988', '', ''],
      [3, '', '32010101', 'X', '', '1990-13-40', 'salah', ''],
      [4, 'Dobel', '3201010101900201', 'L', '', '', '', ''],
    ]);
    const response = await preview(bytes);
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json<ImportPreview>();
    expect(result.valid).toBe(2);
    expect(result.invalid).toBe(2);
    expect(result.rows[0]).toMatchObject({ valid: true, tanggal_lahir: '1985-05-12' });
    expect(result.rows[1]).toMatchObject({
      valid: true,
      jenis_kelamin: 'L',
      tanggal_lahir: '1988-05-12',
    });
    expect(result.rows[2]!.errors).toEqual(
      expect.arrayContaining([
        'Nama wajib diisi.',
        'NIK harus 16 digit angka.',
        'Email bukan alamat email yang benar.',
      ]),
    );
    expect(result.rows[2]!.errors.join(' ')).toMatch(/Jenis kelamin/);
    expect(result.rows[2]!.errors.join(' ')).toMatch(/Tanggal lahir/);
    expect(result.rows[3]!.errors).toContain('NIK sama dengan baris 2.');
    expect((await page('gtk?jenis=instruktur')).total).toBe(before);

    const confirmed = await send('POST', 'gtk-lokal/instruktur/impor', { rows: result.rows });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toMatchObject({ saved: 2, skipped: 2 });
    expect((await page('gtk?jenis=instruktur')).total).toBe(before + 2);

    const again = (await preview(bytes)).json<ImportPreview>();
    expect(again.rows[0]!.errors).toContain('NIK sudah terdaftar di sekolah ini.');
  });

  it('explains a CSV renamed .xlsx, a file without the columns, and an oversized file', async () => {
    const csv = await preview(Buffer.from('Nama,NIK\nBudi,3201010101900301\n'));
    expect(csv.statusCode).toBe(422);
    expect(csv.json().error.message).toMatch(/bukan file Excel \.xlsx/);

    const book = new ExcelJS.Workbook();
    book.addWorksheet('x').addRow(['Foo', 'Bar']);
    const noHeader = await preview(Buffer.from(await book.xlsx.writeBuffer()));
    expect(noHeader.json().error.fields.file).toMatch(/Kolom "Nama" dan "NIK"/);

    const huge = await preview(Buffer.concat([Buffer.from('PK\x03\x04'), Buffer.alloc(1_200_000)]));
    expect(huge.statusCode).toBe(413);
    expect(huge.json().error.message).toBe('Ukuran berkas paling besar 1 MB.');

    const nothing = await send('POST', 'gtk-lokal/instruktur/impor', { rows: [] });
    expect(nothing.statusCode).toBe(422);
    expect(nothing.json().error.fields.rows).toMatch(/Pilih minimal 1 baris impor\./);
  });

  it('offers a template the import itself accepts', async () => {
    const template = await get('gtk-lokal/asesor/templat');
    expect(template.statusCode).toBe(200);
    expect(template.headers['content-type']).toMatch(/spreadsheetml/);
    const result = (await preview(template.rawPayload)).json<ImportPreview>();
    expect(result.rows).toHaveLength(1);
    expect(result.rows[0]!.valid).toBe(true);
  });
});
