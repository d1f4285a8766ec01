/* eslint-disable @typescript-eslint/no-explicit-any -- the tests read JSON answers of unknown shape */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startDapodikSim, type DapodikSim } from './server';
import { ACCESS_DENIED } from './handler';
import { addStudent, moveStudent, removeGtk, renameRombel } from './mutations';
import { NOT_IN_CLASS } from './types';

let sim: DapodikSim;
const NPSN = '69999999';

beforeAll(async () => {
  sim = await startDapodikSim({ seed: 1 });
});
afterAll(async () => {
  await sim.close();
});
afterEach(async () => {
  await sim.setOptions({
    token: 'sim-token',
    allowedIp: 'localhost',
    fault: null,
    errorFraming: 'json',
    emptySetMode: 'rows',
    honourSemesterId: false,
    latencyMs: 0,
  });
});

async function call(
  method: string,
  query: Record<string, string> = { npsn: NPSN },
  token: string | null = 'sim-token',
) {
  const headers: Record<string, string> =
    token === null ? {} : { Authorization: `Bearer ${token}` };
  const res = await fetch(
    `${sim.url}/WebService/${method}?${new URLSearchParams(query).toString()}`,
    {
      headers,
    },
  );
  const text = await res.text();
  return { res, text, json: (): any => JSON.parse(text) };
}

describe('envelope and headers', () => {
  it('answers getSekolah with the exact envelope, an object row and text/html', async () => {
    const { res, text, json } = await call('getSekolah', { npsn: NPSN, semester_id: '20261' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=UTF-8');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(text.startsWith('{"results":1,"id":"sekolah_id","start":0,"limit":20,"rows":{')).toBe(
      true,
    );
    const body = json();
    expect(Object.keys(body)).toEqual(['results', 'id', 'start', 'limit', 'rows']);
    expect(body.rows.bentuk_pendidikan_id).toBe(15);
    expect(body.rows.status_sekolah).toBe('2');
    expect(body.rows.is_sks).toBe(false);
  });

  it('ignores paging and returns every row', async () => {
    const body = (
      await call('getPesertaDidik', { npsn: NPSN, start: '0', limit: '5', page: '2' })
    ).json();
    expect(body.results).toBe(1000);
    expect(body.rows).toHaveLength(1000);
    expect(body.id).toBe('registrasi_id');
    expect(body.limit).toBe(20);
  });
});

describe('row types', () => {
  it('getGtk: decimals as strings, integers as numbers, ordered by name', async () => {
    const body = (await call('getGtk')).json();
    expect(body.id).toBe('ptk_terdaftar_id');
    const g = body.rows[0];
    expect(typeof g.jenis_ptk_id).toBe('string');
    expect(typeof g.tahun_ajaran_id).toBe('string');
    expect(typeof g.ptk_induk).toBe('string');
    expect(typeof g.agama_id).toBe('number');
    expect(typeof g.status_kepegawaian_id).toBe('number');
    expect(g.tanggal_lahir).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(Array.isArray(g.rwy_pend_formal)).toBe(true);
    const names = body.rows.map((r: any) => r.nama);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const one = (await call('getGtk', { npsn: NPSN, ptk_id: g.ptk_id })).json();
    expect(one.results).toBe(1);
  });

  it('getPesertaDidik: class block, and the student who is not yet in a class', async () => {
    const rows = (await call('getPesertaDidik')).json().rows;
    const inClass = rows.find((r: any) => r.rombongan_belajar_id);
    expect(typeof inClass.jenis_pendaftaran_id).toBe('string');
    expect(typeof inClass.tingkat_pendidikan_id).toBe('string');
    expect(typeof inClass.kurikulum_id).toBe('number');
    expect(typeof inClass.pekerjaan_ayah_id).toBe('number');
    const none = rows.filter((r: any) => r.anggota_rombel_id === NOT_IN_CLASS);
    expect(none).toHaveLength(1);
    for (const key of [
      'rombongan_belajar_id',
      'tingkat_pendidikan_id',
      'nama_rombel',
      'kurikulum_id',
      'kurikulum_id_str',
    ]) {
      expect(key in none[0]).toBe(false);
    }
    expect(rows.some((r: any) => !('tinggi_badan' in r))).toBe(true);
  });

  it('getRombonganBelajar: ordered by jenis, nested members, null wali without ptk_id_str', async () => {
    const body = (await call('getRombonganBelajar')).json();
    const jenis = body.rows.map((r: any) => Number(r.jenis_rombel));
    expect(jenis).toEqual([...jenis].sort((a, b) => a - b));
    const cls = body.rows[0];
    expect(typeof cls.jenis_rombel).toBe('string');
    expect(typeof cls.kurikulum_id).toBe('number');
    expect(typeof cls.pembelajaran[0].mata_pelajaran_id).toBe('number');
    expect(typeof cls.pembelajaran[0].jam_mengajar_per_minggu).toBe('string');
    const noWali = body.rows.filter((r: any) => r.jenis_rombel === '1' && r.ptk_id === null);
    expect(noWali).toHaveLength(1);
    expect('ptk_id_str' in noWali[0]).toBe(false);
    const eks = body.rows.find((r: any) => r.jenis_rombel === '51');
    expect('pembelajaran' in eks).toBe(false);
    expect(eks.jenis_rombel_str).toBe('Ekstrakurikuler');
    expect(typeof eks.id_kelas_ekskul).toBe('string');
  });

  it('getPengguna: ordered by role, dummy bcrypt, filter by peran_id', async () => {
    const rows = (await call('getPengguna')).json().rows;
    expect(rows[0].username).toBe('operator@example.sch.id');
    expect(rows[0].password).toMatch(/^\$2y\$10\$.{53}$/);
    expect('peran_id' in rows[0]).toBe(false);
    const ops = (await call('getPengguna', { npsn: NPSN, peran_id: '10' })).json();
    expect(ops.results).toBe(1);
  });
});

describe('errors (§4.2 order)', () => {
  const message = (text: string) => JSON.parse(text).message as string;

  it('1. missing bearer → plain-text access denied', async () => {
    const { res, text } = await call('getGtk', {}, null);
    expect(res.status).toBe(200);
    expect(text).toBe(ACCESS_DENIED);
  });

  it('2. missing npsn beats a bad token', async () => {
    const { res, text } = await call('getGtk', {}, 'bad');
    expect(res.status).toBe(200);
    expect(JSON.parse(text)).toEqual({
      success: false,
      http_code: 403,
      status_code: 'Forbidden',
      message: 'Parameter NPSN harap diisi',
    });
  });

  it('3. wrong npsn beats a bad token', async () => {
    expect(message((await call('getGtk', { npsn: '11111111' }, 'bad')).text)).toBe(
      'Sekolah tidak ditemukan',
    );
  });

  it('5. bad token beats a wrong IP', async () => {
    await sim.setOptions({ allowedIp: '10.9.8.7' });
    expect(message((await call('getGtk', { npsn: NPSN }, 'bad')).text)).toBe(
      'Aplikasi tidak terdaftar pada Web Service Dapodik',
    );
  });

  it('6. wrong IP', async () => {
    await sim.setOptions({ allowedIp: '10.9.8.7' });
    const { res, text } = await call('getSekolah');
    expect(res.status).toBe(200);
    expect(message(text)).toBe('IP Address yang didaftarkan pada Web Service Dapodik berbeda');
    await sim.setOptions({ allowedIp: '127.0.0.1' });
    expect((await call('getSekolah')).json().results).toBe(1);
  });

  it('unknown or wrong-case methods → real HTTP 404', async () => {
    for (const m of ['getPTK', 'getGTK', 'getgtk', 'getAnggotaRombel']) {
      const { res, text } = await call(m);
      expect(res.status).toBe(404);
      expect(text).toBe('page not found');
    }
  });

  it('http-block framing puts an HTTP/1.0 status block before the JSON', async () => {
    await sim.setOptions({ errorFraming: 'http-block' });
    const { res, text } = await call('getGtk', { npsn: NPSN }, 'bad');
    expect(res.status).toBe(200);
    expect(text.startsWith('HTTP/1.0 403 Forbidden\r\n')).toBe(true);
    const json = JSON.parse(text.slice(text.indexOf('\r\n\r\n') + 4));
    expect(json.success).toBe(false);
  });
});

describe('empty sets and semesters', () => {
  it("'rows' mode gives rows: [], 'error' mode the 2021 message", async () => {
    const q = { npsn: NPSN, ptk_id: '00000000-0000-4000-8000-000000000000' };
    const rows = (await call('getGtk', q)).json();
    expect(rows).toEqual({ results: 0, id: 'ptk_terdaftar_id', start: 0, limit: 20, rows: [] });
    await sim.setOptions({ emptySetMode: 'error' });
    expect((await call('getGtk', q)).json().message).toBe('Data GTK tidak ditemukan');
    const matev = (await call('getMatevNilai', { npsn: NPSN, a_dari_template: '1' })).json();
    expect(matev).toEqual({ results: 0, id: 'id_evaluasi', start: 0, limit: 20, rows: [] });
  });

  it('ignores semester_id by default; honours it when asked', async () => {
    expect(
      (await call('getRombonganBelajar', { npsn: NPSN, semester_id: '20252' })).json().results,
    ).toBeGreaterThan(0);
    await sim.setOptions({ honourSemesterId: true });
    expect(
      (await call('getRombonganBelajar', { npsn: NPSN, semester_id: '20252' })).json().results,
    ).toBe(0);
    expect(
      (await call('getRombonganBelajar', { npsn: NPSN, semester_id: '20261' })).json().results,
    ).toBeGreaterThan(0);
  });
});

describe('faults', () => {
  it('refuse closes the socket; lifting it listens again on the same port', async () => {
    await sim.setOptions({ fault: 'refuse' });
    await expect(call('getSekolah')).rejects.toThrow();
    await sim.setOptions({ fault: null });
    expect((await call('getSekolah')).json().results).toBe(1);
  });

  it('http500, truncated and malformed bodies', async () => {
    await sim.setOptions({ fault: 'http500' });
    expect((await call('getSekolah')).res.status).toBe(500);
    await sim.setOptions({ fault: 'truncated' });
    const cut = await call('getSekolah');
    expect(cut.res.status).toBe(200);
    expect(() => cut.json()).toThrow();
    expect(cut.text.startsWith('{"results":1')).toBe(true);
    await sim.setOptions({ fault: 'malformed' });
    const bad = await call('getSekolah');
    expect(bad.res.status).toBe(200);
    expect(() => bad.json()).toThrow();
  });

  it('timeout never answers; latency delays', async () => {
    await sim.setOptions({ fault: 'timeout' });
    const url = `${sim.url}/WebService/getSekolah?npsn=${NPSN}`;
    const init = {
      headers: { Authorization: 'Bearer sim-token' },
      signal: AbortSignal.timeout(300),
    };
    await expect(fetch(url, init)).rejects.toThrow();
    await sim.setOptions({ fault: null, latencyMs: 150 });
    const t = Date.now();
    await call('getSekolah');
    expect(Date.now() - t).toBeGreaterThanOrEqual(140);
  });
});

describe('mutations for re-sync tests', () => {
  it('add, move, rename and remove show up on the next pull', async () => {
    const school = sim.school;
    const [a, b] = school.rombonganBelajar.filter(
      (r) => r.jenis_rombel === '1' && r.tingkat_pendidikan_id === '11',
    );
    const before = (await call('getPesertaDidik')).json().results;
    const pd = sim.mutate((s) => addStudent(s, { rombonganBelajarId: a!.rombongan_belajar_id }));
    const mover = b!.anggota_rombel[0]!.peserta_didik_id;
    const enrolment = sim.mutate((s) => moveStudent(s, mover, a!.rombongan_belajar_id));
    sim.mutate((s) => renameRombel(s, a!.rombongan_belajar_id, 'XI TKJ 1 BARU'));
    const leaver = school.gtk.find((g) => g.jenis_ptk_id === '11')!;
    sim.mutate((s) => removeGtk(s, leaver.ptk_id));

    const rows = (await call('getPesertaDidik')).json().rows;
    expect(rows).toHaveLength(before + 1);
    const added = rows.find((r: any) => r.peserta_didik_id === pd.peserta_didik_id);
    expect(added.nama_rombel).toBe('XI TKJ 1 BARU');
    const moved = rows.find((r: any) => r.peserta_didik_id === mover);
    expect(moved.anggota_rombel_id).toBe(enrolment.anggota_rombel_id);
    expect(moved.rombongan_belajar_id).toBe(a!.rombongan_belajar_id);
    const gtk = (await call('getGtk')).json().rows;
    expect(gtk.some((g: any) => g.ptk_id === leaver.ptk_id)).toBe(false);
    const users = (await call('getPengguna')).json().rows;
    expect(users.some((u: any) => u.ptk_id === leaver.ptk_id)).toBe(false);
  });
});
