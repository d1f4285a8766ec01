import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import ExcelJS from 'exceljs';
import type { DudiImportPreview } from '@erapor/shared/dudi/dudi-import.schemas';
import type { DudiDetail, DudiItem, KegiatanDetail } from '@erapor/shared/dudi/dudi.schemas';
import type { Page } from '@erapor/shared/referensi/list.schemas';
import { pullSimulatedSchool, type SimulatedSchool } from '../../test/simulated-school';

let s: SimulatedSchool;

beforeAll(async () => {
  s = await pullSimulatedSchool({ npsn: '69880022' });
}, 60_000);
afterAll(async () => {
  await s.close();
});

const HEADERS = [
  'No',
  'Nama DUDI *',
  'Bidang Usaha',
  'Alamat',
  'Kota/Kabupaten',
  'Telepon',
  'Email',
  'NPWP',
  'Nomor MoU *',
  'Judul MoU *',
  'Tanggal Mulai MoU * (YYYY-MM-DD)',
  'Tanggal Selesai MoU (YYYY-MM-DD)',
  'Judul Kegiatan *',
  'SK Tugas',
  'Tanggal SK Tugas (YYYY-MM-DD)',
  'Guru Pembimbing (NUPTK atau nama; pisahkan dengan ;)',
  'NISN Peserta (pisahkan dengan ;)',
];

async function workbook(rows: (string | number | Date)[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Data DUDI');
  sheet.addRow(HEADERS);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}

function upload(bytes: Buffer, filename = 'dudi.xlsx') {
  const boundary = `----erapor${randomUUID()}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/vnd.openxmlformats-officedocument.spreadsheetml.sheet\r\n\r\n`;
  return s.t.app.inject({
    method: 'POST',
    url: '/api/referensi/dudi-impor/pratinjau',
    payload: Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { ...s.admin, 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
}
function confirm(rows: object[]) {
  return s.t.app.inject({
    method: 'POST',
    url: '/api/referensi/dudi-impor',
    headers: s.admin,
    payload: { rows },
  });
}
async function partners() {
  const response = await s.t.app.inject({
    url: '/api/referensi/dudi?per_page=100',
    headers: s.admin,
  });
  return response.json<Page<DudiItem>>();
}

function schoolPeople() {
  const xii = s.sim.school.rombonganBelajar.filter(
    (r) => r.jenis_rombel === '1' && r.tingkat_pendidikan_id === '12',
  );
  const ids = new Set(xii.flatMap((r) => r.anggota_rombel.map((a) => a.peserta_didik_id)));
  const nisns = s.sim.school.pesertaDidik
    .filter((p) => ids.has(p.peserta_didik_id) && p.nisn)
    .map((p) => p.nisn);
  const teachers = s.sim.school.gtk.filter((g) => g.nuptk && g.jenis_ptk_id === '4');
  return { nisns, teachers };
}

function row(no: number, values: Partial<Record<string, string | Date>>) {
  const base: Record<string, string | Date> = {
    nama: 'PT Awan Data Nusantara',
    bidang: 'Penyedia Layanan Internet',
    alamat: 'Jl. Magelang Km. 5',
    kota: 'Kab. Sleman',
    telepon: '(0274) 561204',
    email: 'hrd@awandata.id',
    npwp: '02.415.338.1-542.000',
    nomor: 'PKS/010/2026',
    judul: 'Kerja sama PKL',
    mulai: '2026-07-01',
    selesai: '2028-06-30',
    kegiatan: 'PKL 2026',
    sk: '800/1/2026',
    tglSk: '2026-07-10',
    pembimbing: '',
    peserta: '',
    ...values,
  };
  return [no, ...Object.values(base)];
}

describe('DUDI Excel import', () => {
  it('previews good and bad rows per cell without saving, then saves only the valid rows, once', async () => {
    const { nisns, teachers } = schoolPeople();
    const [first, second] = teachers;
    const bytes = await workbook([
      row(1, {
        pembimbing: `${first!.nuptk}; ${second!.nama}`,
        peserta: nisns.slice(0, 4).join('; '),
        mulai: new Date(Date.UTC(2026, 6, 1)),
      }),
      row(2, {
        nama: 'CV Hitung Cermat',
        kota: 'Kota Yogyakarta',
        nomor: 'PKS/011/2026',
        selesai: '30/06/2027',
        peserta: nisns.slice(4, 6).join(', '),
      }),
      row(3, {
        nama: '',
        nomor: 'PKS/012/2026',
        mulai: '2026-13-01',
        pembimbing: '9999999999999999; Guru Tidak Ada',
        peserta: '0000000001; 123',
        email: 'bukan-email',
      }),
      row(4, { pembimbing: `${first!.nuptk}` }),
      row(5, { nama: 'PT Lain', nomor: 'PKS/010/2026', kegiatan: 'PKL 2027' }),
      row(6, {
        nama: 'PT Terbalik',
        nomor: 'PKS/013/2026',
        mulai: '2026-07-01',
        selesai: '2026-01-01',
      }),
    ]);
    const response = await upload(bytes);
    expect(response.statusCode, response.body).toBe(200);
    const preview = response.json<DudiImportPreview>();
    expect(preview).toMatchObject({ valid: 2, invalid: 4 });
    expect(preview.rows[0]).toMatchObject({
      valid: true,
      tanggal_mulai: '2026-07-01',
      jumlah_pembimbing: 2,
      jumlah_peserta: 4,
      dudi_ada: false,
    });
    expect(preview.rows[1]).toMatchObject({ valid: true, tanggal_selesai: '2027-06-30' });
    const bad = preview.rows[2]!.errors;
    const on = (field: string) =>
      bad
        .filter((e) => e.field === field)
        .map((e) => e.message)
        .join(' ');
    expect(on('nama_dudi')).toBe('Nama DUDI wajib diisi.');
    expect(on('tanggal_mulai')).toBe('Tanggal mulai bukan tanggal yang ada di kalender.');
    expect(on('email')).toBe('Email bukan alamat email yang benar.');
    expect(on('pembimbing')).toMatch(/NUPTK 9999999999999999 tidak ditemukan/);
    expect(on('pembimbing')).toMatch(/Guru "Guru Tidak Ada" tidak ditemukan/);
    expect(on('peserta')).toMatch(/NISN harus 10 digit angka: 123/);
    expect(on('peserta')).toMatch(/NISN tidak ditemukan .*: 0000000001/);
    expect(preview.rows[3]!.errors).toEqual([
      { field: null, message: expect.stringMatching(/sama dengan baris 2/) },
    ]);
    expect(preview.rows[4]!.errors[0]).toMatchObject({
      field: 'nomor_mou',
      message: expect.stringMatching(/dipakai DUDI lain pada baris 2/),
    });
    expect(preview.rows[5]!.errors).toEqual([
      { field: 'tanggal_selesai', message: 'Tanggal selesai tidak boleh sebelum tanggal mulai.' },
    ]);
    expect((await partners()).total).toBe(0);

    const saved = await confirm(preview.rows);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      saved: 2,
      skipped: 4,
      dudi_baru: 2,
      mou_baru: 2,
      peserta_baru: 6,
    });
    const list = await partners();
    expect(list.data.map((d) => [d.nama, d.jumlah_mou, d.jumlah_peserta])).toEqual([
      ['CV Hitung Cermat', 1, 2],
      ['PT Awan Data Nusantara', 1, 4],
    ]);
    const awan = list.data.find((d) => d.nama.startsWith('PT Awan'))!;
    const detail = (
      await s.t.app.inject({ url: `/api/referensi/dudi/${awan.dudi_id}`, headers: s.admin })
    ).json<DudiDetail>();
    const kegiatan = (
      await s.t.app.inject({
        url: `/api/referensi/dudi-kegiatan/${detail.mou[0]!.kegiatan[0]!.akt_pd_id}`,
        headers: s.admin,
      })
    ).json<KegiatanDetail>();
    expect(kegiatan.pembimbing.map((p) => p.nuptk)).toEqual([first!.nuptk, second!.nuptk]);
    expect(kegiatan.peserta).toHaveLength(4);

    // The same file again: recognised, nothing duplicated.
    const again = (await upload(bytes)).json<DudiImportPreview>();
    expect(again.rows[0]).toMatchObject({ valid: true, dudi_ada: true, mou_ada: true });
    const second2 = await confirm(again.rows.filter((r) => r.valid));
    expect(second2.json()).toMatchObject({ saved: 2, dudi_baru: 0, mou_baru: 0, peserta_baru: 0 });
    expect((await partners()).data.map((d) => [d.nama, d.jumlah_mou, d.jumlah_peserta])).toEqual(
      list.data.map((d) => [d.nama, d.jumlah_mou, d.jumlah_peserta]),
    );
  });

  it('explains a CSV renamed .xlsx, a sheet without the columns, an empty sheet and a 20 MB file', async () => {
    const csv = await upload(Buffer.from('Nama DUDI,Nomor MoU\nPT A,1\n'));
    expect(csv.statusCode).toBe(422);
    expect(csv.json().error.fields.file).toMatch(/bukan file Excel \.xlsx/);

    const book = new ExcelJS.Workbook();
    book.addWorksheet('x').addRow(['Foo', 'Bar']);
    const noHeader = await upload(Buffer.from(await book.xlsx.writeBuffer()));
    expect(noHeader.json().error.fields.file).toMatch(/Kolom "Nama DUDI" dan "Nomor MoU"/);

    const empty = await upload(await workbook([]));
    expect(empty.json().error.message).toMatch(/tidak berisi baris data/);

    const huge = await upload(
      Buffer.concat([Buffer.from('PK\x03\x04'), Buffer.alloc(20 * 1024 * 1024)]),
    );
    expect(huge.statusCode).toBe(413);
    expect(huge.json().error.message).toMatch(/Ukuran berkas paling besar 2 MB/);

    const notMultipart = await s.t.app.inject({
      method: 'POST',
      url: '/api/referensi/dudi-impor/pratinjau',
      headers: s.admin,
      payload: { rows: [] },
    });
    expect(notMultipart.statusCode).toBe(422);
    const nothing = await confirm([]);
    expect(nothing.statusCode).toBe(422);
    expect(nothing.json().error.fields.rows).toMatch(/Pilih minimal 1 baris impor\./);
  });

  it('offers a template with a Petunjuk sheet that the import reads once filled', async () => {
    const template = await s.t.app.inject({
      url: '/api/referensi/dudi-impor/templat',
      headers: s.admin,
    });
    expect(template.statusCode).toBe(200);
    expect(template.headers['content-type']).toMatch(/spreadsheetml/);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(template.rawPayload as unknown as ExcelJS.Buffer);
    expect(book.worksheets.map((sheet) => sheet.name)).toEqual(['Data DUDI', 'Petunjuk']);
    const guide = book.getWorksheet('Petunjuk')!;
    const texts: string[] = [];
    guide.eachRow((r) => r.eachCell((c) => texts.push(String(c.text))));
    expect(texts.join('\n')).toMatch(/PT Contoh Teknologi Nusantara/);
    const { nisns } = schoolPeople();
    book
      .getWorksheet('Data DUDI')!
      .addRow([
        'PT Templat Jaya',
        '',
        '',
        'Kab. Bantul',
        '',
        '',
        '',
        'PKS/T/1',
        'Kerja sama',
        '2026-07-01',
        '',
        'PKL 2026',
        '',
        '',
        '',
        nisns[10]!,
      ]);
    const filled = (
      await upload(Buffer.from(await book.xlsx.writeBuffer()))
    ).json<DudiImportPreview>();
    expect(filled.rows).toHaveLength(1);
    expect(filled.rows[0]).toMatchObject({ valid: true, jumlah_peserta: 1 });
  });
});
