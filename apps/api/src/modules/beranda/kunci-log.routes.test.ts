import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import type {
  BerandaSekolah,
  BerandaWali,
  KunciLogPage,
} from '@erapor/shared/penilaian/beranda-penilaian.schemas';
import { signedInAs } from '../../test/create-test-app';
import { deadlineWindow } from '../../test/deadline-window';
import { pullSimulatedSchool, type SimulatedSchool } from '../../test/simulated-school';
import { grantRoles } from '../auth/auth.repository';
import { users } from '../auth/users.table';
import { BATAS_PTS_KEY } from '../penilaian/grading-status.repository';
import { settings } from '../settings/settings.table';

// The whole lock log (reports QA-1 #1): the home page carries the latest five events only, and a
// reason for opening grades again must stay readable once newer events push it off.

const SEMESTER = '20261';

let school: SimulatedSchool;
let rombelId: string;
let rombelNama: string;
let wali: Record<string, string>;
let waliLain: Record<string, string>;
let waka: Record<string, string>;

const get = (url: string, headers: Record<string, string>) =>
  school.t.app.inject({ method: 'GET', url: `/api${url}`, headers });
const put = (url: string, payload: object, headers: Record<string, string>) =>
  school.t.app.inject({ method: 'PUT', url: `/api${url}`, headers, payload });

/** Two regular classes with a wali each (the walis differ), the first one's name. */
async function classesWithWali() {
  const result = await school.t.database.db.execute(sql`
    select r.rombongan_belajar_id, r.nama, r.guru_id from rombongan_belajar r
    where r.sekolah_id = ${school.sekolahId} and r.semester_id = ${SEMESTER}
      and r.jenis_rombel = 1 and r.deleted_at is null and r.guru_id is not null
      and exists (select 1 from users u where u.guru_id = r.guru_id)
    order by r.nama`);
  const rows = (
    result as { rows: { rombongan_belajar_id: string; nama: string; guru_id: string }[] }
  ).rows;
  const first = rows[0]!;
  const second = rows.find((row) => row.guru_id !== first.guru_id)!;
  return { first, second };
}

beforeAll(async () => {
  school = await pullSimulatedSchool({ npsn: '69900517', students: 120 });
  const { first, second } = await classesWithWali();
  rombelId = first.rombongan_belajar_id;
  rombelNama = first.nama;
  wali = await school.signInGuru(first.guru_id);
  waliLain = await school.signInGuru(second.guru_id);
  // a teacher who is no wali of the class, made Waka Kurikulum
  const other = await school.t.database.db.execute(sql`
    select u.guru_id from users u
    where u.sekolah_id = ${school.sekolahId} and u.guru_id is not null
      and u.guru_id not in (${first.guru_id}, ${second.guru_id})
    order by u.guru_id limit 1`);
  const wakaGuruId = (other as { rows: { guru_id: string }[] }).rows[0]!.guru_id;
  const [wakaUser] = await school.t.database.db
    .select()
    .from(users)
    .where(eq(users.guruId, wakaGuruId));
  await grantRoles(school.t.database.db, wakaUser!.userId, ['waka'], [SEMESTER]);
  waka = await school.signInGuru(wakaGuruId);
  // so that a PTS deadline an hour from now belongs to the test semester in any year
  await deadlineWindow(school.t.database.db, SEMESTER);
}, 120_000);
afterAll(async () => school?.close());

const logPage = async (query: string, headers: Record<string, string>) => {
  const response = await get(`/beranda/kunci-log${query}`, headers);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<KunciLogPage>();
};

describe('the whole lock log', () => {
  it('keeps the school’s first reopening reason readable after five newer events, page by page', async () => {
    const reasons = [
      'Siswa susulan PTS kelas XI.',
      'Perpanjang PTS susulan.',
      'Remedial Matematika kelas X.',
      'Perbaikan nilai kelas XII.',
    ];
    for (const alasan of reasons) {
      expect((await put('/penilaian/status', { dibuka: false }, school.admin)).statusCode).toBe(
        200,
      );
      const opened = await put('/penilaian/status', { dibuka: true, alasan }, school.admin);
      expect(opened.statusCode, opened.body).toBe(200);
    }
    // the home page: the latest five, the first reason gone from them
    const home = (await get('/beranda/penilaian-sekolah', school.admin)).json<BerandaSekolah>();
    expect(home.status_log).toHaveLength(5);
    expect(home.status_log.map((entry) => entry.alasan)).not.toContain(reasons[0]);

    // the whole log: eight events, newest first, the same entries as the home page first
    const first = await logPage('?per_page=5', school.admin);
    expect(first).toMatchObject({ total: 8, page: 1, per_page: 5 });
    expect(first.data).toEqual(home.status_log);
    const second = await logPage('?per_page=5&page=2', school.admin);
    expect(second).toMatchObject({ total: 8, page: 2, per_page: 5 });
    expect(second.data.map((entry) => [entry.kunci, entry.alasan])).toEqual([
      [true, null],
      [false, reasons[0]],
      [true, null],
    ]);
    // the default page holds all of them; past the end nothing, with the total
    expect((await logPage('', waka)).data.map((entry) => entry.alasan)).toEqual([
      reasons[3],
      null,
      reasons[2],
      null,
      reasons[1],
      null,
      reasons[0],
      null,
    ]);
    expect(await logPage('?page=3&per_page=5', school.admin)).toMatchObject({
      data: [],
      total: 8,
    });
  });

  it('carries the closing a passed deadline made by itself, as the home page does', async () => {
    const later = new Date(Date.now() + 3_600_000).toISOString();
    expect((await put('/penilaian/batas-pts', { batas: later }, school.admin)).statusCode).toBe(
      200,
    );
    await school.t.database.db
      .update(settings)
      .set({ value: '2020-10-05T16:59:00.000Z' })
      .where(
        and(
          eq(settings.key, BATAS_PTS_KEY),
          eq(settings.sekolahId, school.sekolahId),
          eq(settings.semesterId, SEMESTER),
        ),
      );
    const home = (await get('/beranda/penilaian-sekolah', school.admin)).json<BerandaSekolah>();
    const whole = await logPage('', school.admin);
    expect(whole.total).toBe(10);
    expect(whole.data.slice(0, 5)).toEqual(home.status_log.slice(0, 5));
    expect(whole.data[0]).toMatchObject({ otomatis: true, jenis: 'pts' });
    expect(whole.data[1]).toMatchObject({ kunci: true, batas: later, jenis: 'pts' });
  });

  it('gives a class’s wali the whole log of his class', async () => {
    const reasons = [1, 2, 3, 4].map((n) => `Remedial susulan ${n}.`);
    for (const alasan of reasons) {
      expect(
        (await put('/penilaian/kunci-nilai', { rombongan_belajar_id: rombelId, kunci: true }, wali))
          .statusCode,
      ).toBe(200);
      const opened = await put(
        '/penilaian/kunci-nilai',
        { rombongan_belajar_id: rombelId, kunci: false, alasan },
        wali,
      );
      expect(opened.statusCode, opened.body).toBe(200);
    }
    const home = (await get('/wali/kelas', wali))
      .json<BerandaWali>()
      .kelas.find((kelas) => kelas.rombongan_belajar_id === rombelId)!.kunci_log;
    expect(home).toHaveLength(5);
    expect(home.map((entry) => entry.alasan)).not.toContain(reasons[0]);
    const whole = await logPage(`?rombongan_belajar_id=${rombelId}`, wali);
    expect(whole.total).toBe(8);
    expect(whole.data.slice(0, 5)).toEqual(home);
    expect(whole.data[6]).toMatchObject({ kunci: false, alasan: reasons[0] });
    expect(whole.data[7]).toMatchObject({ kunci: true, alasan: null });
    // the school's log is another one: none of the class's events in it
    expect((await logPage('', school.admin)).data.map((entry) => entry.alasan)).not.toContain(
      reasons[0],
    );
  });

  it('gives the administrator the whole log of a class of his school, not of another school', async () => {
    // he may open the class from the school summary, so he reads the reasons given before
    const whole = await logPage(`?rombongan_belajar_id=${rombelId}`, school.admin);
    expect(whole).toEqual(await logPage(`?rombongan_belajar_id=${rombelId}`, wali));
    expect(whole.data.map((entry) => entry.alasan)).toContain('Remedial susulan 1.');

    // the administrator of another school hosted by the same server finds no such class
    const foreign = await signedInAs(school.t, ['admin']);
    const refused = await get(`/beranda/kunci-log?rombongan_belajar_id=${rombelId}`, foreign.auth);
    expect(refused.statusCode).toBe(404);
    expect(refused.body).not.toContain('Remedial susulan');
    expect(refused.json().error.fields).toHaveProperty('rombongan_belajar_id');
  });

  it('refuses whoever the home page does not show that log to', async () => {
    const classLog = `/beranda/kunci-log?rombongan_belajar_id=${rombelId}`;
    for (const headers of [waliLain, waka]) {
      const refused = await get(classLog, headers);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error).toMatchObject({
        code: 'penilaian.bukan_wali',
        message: `Riwayat kunci nilai kelas ${rombelNama} hanya dapat dilihat oleh wali kelasnya atau administrator.`,
      });
    }
    for (const headers of [wali, waliLain]) {
      const refused = await get('/beranda/kunci-log', headers);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error.message).toBe(
        'Riwayat kunci penilaian sekolah hanya untuk administrator dan Waka Kurikulum.',
      );
    }
    expect((await school.t.app.inject({ url: '/api/beranda/kunci-log' })).statusCode).toBe(401);
    const missing = await get(
      '/beranda/kunci-log?rombongan_belajar_id=00000000-0000-4000-8000-000000000000',
      wali,
    );
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.fields).toHaveProperty('rombongan_belajar_id');
  });

  it('refuses a malformed query, naming the field in Indonesian', async () => {
    for (const [query, field] of [
      ['?rombongan_belajar_id=abc', 'rombongan_belajar_id'],
      ['?page=0', 'page'],
      ['?page=dua', 'page'],
      ['?page=1.5', 'page'],
      ['?per_page=101', 'per_page'],
      ['?per_page=0', 'per_page'],
    ] as const) {
      const refused = await get(`/beranda/kunci-log${query}`, school.admin);
      expect(refused.statusCode, query).toBe(422);
      const fields = refused.json<{ error: { fields: Record<string, string> } }>().error.fields;
      expect(Object.keys(fields), query).toEqual([field]);
    }
    const refused = await get('/beranda/kunci-log?rombongan_belajar_id=abc', school.admin);
    expect(refused.json().error.fields.rombongan_belajar_id).toBe(
      'Pilih rombongan belajar yang benar.',
    );
    expect((await get('/beranda/kunci-log?page=0', school.admin)).json().error.fields.page).toBe(
      'Halaman minimal 1.',
    );
  });
});
