import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { startDapodikSim, type DapodikSim } from '@erapor/dapodik-sim/server';
import type { SettingsDto } from '@erapor/shared/settings/settings.schemas';
import { createTestApp, signedInAs, signIn, type TestApp } from '../../test/create-test-app';
import { createSchool, createUser } from '../../test/factories';
import { pullSimulatedSchool } from '../../test/pull-simulated-school';

const NPSN = '69880003';
let t: TestApp;
let sim: DapodikSim;
let auth: Record<string, string>;

beforeAll(async () => {
  sim = await startDapodikSim({ seed: 5, students: 40, npsn: NPSN, semesterId: '20262' });
  t = await createTestApp();
  const school = await createSchool(t.database.db, { npsn: NPSN, semesterId: '20262' });
  const admin = await createUser(t.database.db, {
    sekolahId: school.sekolahId,
    kind: 'admin',
    semesters: ['20262'],
  });
  auth = { authorization: `Bearer ${(await signIn(t.app, admin.email)).accessToken}` };
  await pullSimulatedSchool(t, auth, sim.url);
}, 120_000);
afterAll(async () => {
  await t.close();
  await sim.close();
});

async function read(headers = auth): Promise<SettingsDto> {
  const response = await t.app.inject({ method: 'GET', url: '/api/setting', headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<SettingsDto>();
}

function save(payload: object, headers = auth) {
  return t.app.inject({ method: 'PUT', url: '/api/setting', headers, payload });
}

function uploadLogo(bytes: Buffer, headers = auth, field = 'logo') {
  const boundary = '----eraporLogo';
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="logo.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return t.app.inject({
    method: 'POST',
    url: '/api/setting/logo',
    headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: body,
  });
}

describe('general settings', () => {
  it('answers 401 without a session and 403 to a teacher', async () => {
    const guru = await signedInAs(t, ['guru']);
    expect((await t.app.inject({ method: 'GET', url: '/api/setting' })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/setting', headers: guru.auth })).statusCode,
    ).toBe(403);
    expect((await save({}, guru.auth)).statusCode).toBe(403);
    expect((await uploadLogo(Buffer.from('x'), guru.auth)).statusCode).toBe(403);
  });

  it('offers the school’s staff, its grade 11–13 classes and the Dapodik status', async () => {
    const settings = await read();
    expect(settings.semester_id).toBe('20262');
    expect(settings.periode).toBe(2);
    expect(settings.zona).toBe('Asia/Jakarta');
    expect(settings.jabatan).toBe('Kepala Sekolah');
    expect(settings.data_guru.length).toBeGreaterThan(5);
    expect(settings.data_rombel.length).toBeGreaterThan(0);
    for (const rombel of settings.data_rombel) expect([11, 12, 13]).toContain(rombel.tingkat);
    expect(settings.dapodik).toEqual({ url: sim.url, token_set: true });
    expect(settings.has_logo).toBe(false);
    expect(settings.semesters.find((s) => s.periode_aktif)?.semester_id).toBe('20262');
  });

  it('saves and reads back every field', async () => {
    const before = await read();
    const kepala = before.data_guru[2]!.guru_id;
    const classes = before.data_rombel.slice(0, 2).map((r) => r.rombongan_belajar_id);
    const response = await save({
      tanggal_rapor: '2027-06-19',
      tanggal_rapor_kelas_akhir: '2027-05-05',
      zona: 'Asia/Makassar',
      kepala_sekolah: kepala,
      jabatan: 'Plt. Kepala Sekolah',
      rombel_4_tahun: classes,
    });
    expect(response.statusCode, response.body).toBe(200);
    const after = await read();
    expect(after).toMatchObject({
      tanggal_rapor: '2027-06-19',
      tanggal_rapor_kelas_akhir: '2027-05-05',
      zona: 'Asia/Makassar',
      kepala_sekolah: kepala,
      jabatan: 'Plt. Kepala Sekolah',
    });
    expect([...after.rombel_4_tahun].sort()).toEqual([...classes].sort());

    await save({ ...after, kepala_sekolah: null, rombel_4_tahun: [], tanggal_rapor: null });
    const cleared = await read();
    expect(cleared.kepala_sekolah).toBeNull();
    expect(cleared.rombel_4_tahun).toEqual([]);
    expect(cleared.tanggal_rapor).toBeNull();
  });

  it('rejects another school’s teacher and classes, and bad values, naming the field', async () => {
    const other = await createSchool(t.database.db);
    const stranger = await createUser(t.database.db, { sekolahId: other.sekolahId, kind: 'admin' });
    const base = { tanggal_rapor: null, zona: 'Asia/Jakarta', jabatan: 'Kepala Sekolah' };
    const ours = await read();
    const strangerAuth = {
      authorization: `Bearer ${(await signIn(t.app, stranger.email)).accessToken}`,
    };
    const foreignGuru = await save(
      { ...base, kepala_sekolah: ours.data_guru[0]!.guru_id, rombel_4_tahun: [] },
      strangerAuth,
    );
    expect(foreignGuru.statusCode).toBe(422);
    expect(foreignGuru.json().error.fields.kepala_sekolah).toMatch(/sekolah ini/);
    const foreignClass = await save(
      {
        ...base,
        kepala_sekolah: null,
        rombel_4_tahun: [ours.data_rombel[0]!.rombongan_belajar_id],
      },
      strangerAuth,
    );
    expect(foreignClass.statusCode).toBe(422);
    expect(foreignClass.json().error.fields.rombel_4_tahun).toMatch(/Rombel 4 tahun/);

    const bad = await save({
      tanggal_rapor: '19-06-2027',
      zona: 'Europe/Berlin',
      kepala_sekolah: 'x',
      jabatan: 'Raja',
      rombel_4_tahun: 'semua',
    });
    expect(bad.statusCode).toBe(422);
    const { fields } = bad.json<{ error: { fields: Record<string, string> } }>().error;
    expect(fields.tanggal_rapor).toMatch(/TTTT-BB-HH/);
    expect(fields.zona).toMatch(/Zona waktu/);
    expect(fields.kepala_sekolah).toMatch(/kepala sekolah/i);
    expect(fields.jabatan).toMatch(/Jabatan kepala sekolah/);
    expect(fields.rombel_4_tahun).toMatch(/Rombel 4 tahun/);
  });
});

describe('school logo', () => {
  it('downscales a PNG to 300 px and serves it back', async () => {
    const big = await sharp({
      create: { width: 900, height: 600, channels: 3, background: '#2255aa' },
    })
      .png()
      .toBuffer();
    const response = await uploadLogo(big);
    expect(response.statusCode, response.body).toBe(200);
    const logo = await t.app.inject({ method: 'GET', url: '/api/setting/logo', headers: auth });
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toBe('image/png');
    const meta = await sharp(logo.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([300, 200]);
    expect((await read()).has_logo).toBe(true);
  });

  it('refuses a file that is not an image, a missing file and more than 1 MB', async () => {
    const text = await uploadLogo(Buffer.from('GIF89a bukan png'));
    expect(text.statusCode).toBe(422);
    expect(text.json().error.fields.logo).toMatch(/JPG atau PNG/);
    const wrongField = await uploadLogo(Buffer.from('x'), auth, 'foto');
    expect(wrongField.statusCode).toBe(422);
    const huge = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.alloc(1024 * 1024 + 10),
    ]);
    const tooLarge = await uploadLogo(huge);
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().error.fields.logo).toMatch(/1 MB/);
    const broken = await uploadLogo(
      Buffer.concat([
        Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
        Buffer.alloc(50),
      ]),
    );
    expect(broken.statusCode).toBe(422);
    expect(broken.json().error.fields.logo).toMatch(/rusak/);
  });

  it('answers 404 for a school without a logo', async () => {
    const other = await signedInAs(t, ['admin']);
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/setting/logo',
      headers: other.auth,
    });
    expect(response.statusCode).toBe(404);
  });
});
