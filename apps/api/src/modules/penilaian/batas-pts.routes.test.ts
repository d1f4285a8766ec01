import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { GridData, GridKind } from '@erapor/shared/penilaian/grid.schemas';
import type {
  BerandaGuru,
  BerandaSekolah,
} from '@erapor/shared/penilaian/beranda-penilaian.schemas';
import type { StatusPenilaian } from '@erapor/shared/penilaian/penilaian.schemas';
import { formatTanggal } from '@erapor/shared/penilaian/batas-penilaian';
import { deadlineWindow, type DeadlineWindow } from '../../test/deadline-window';
import { pullSimulatedSchool, type SimulatedSchool } from '../../test/simulated-school';
import { prepareGrading, putGridCells, type GradingFixture } from '../../test/grading-fixture';
import { settings } from '../settings/settings.table';
import { BATAS_PTS_KEY, gradeWriteGuard } from './grading-status.repository';
import { executePrepared } from './prepared-sql';

// The Nilai Tengah Semester entry window (peers.md M5): its own deadline closes mid-semester
// scores only; every other grade stays open until grading itself closes.

const SEMESTER = '20261';

let school: SimulatedSchool;
let fx: GradingFixture;
let rentang: DeadlineWindow;

beforeAll(async () => {
  school = await pullSimulatedSchool({ npsn: '69900442', students: 120 });
  fx = await prepareGrading(school, 2);
  // The window holds the next days of the real clock in any year, so a deadline "an hour from
  // now" belongs to the test semester; its fixed dates are built from it.
  rentang = await deadlineWindow(school.t.database.db, SEMESTER);
}, 120_000);
afterAll(async () => school?.close());

const call = (
  method: 'GET' | 'PUT',
  url: string,
  headers: Record<string, string>,
  payload?: object,
) => school.t.app.inject({ method, url: `/api${url}`, headers, payload });
const status = async () =>
  (await call('GET', '/penilaian/status', fx.guru)).json<StatusPenilaian>();
const setBatasPts = (body: { batas: string | null; alasan?: string }, headers = school.admin) =>
  call('PUT', '/penilaian/batas-pts', headers, body);
const grid = (kind: GridKind) =>
  call('GET', `/penilaian/grid/${kind}?pembelajaran_id=${fx.pembelajaranId}`, fx.guru);
let nilai = 60;
/** Saves one score of the first student in a grid (PTS: its one column; SLM: the first TP). */
async function save(kind: 'pts' | 'slm') {
  const anggota = fx.anggota[0]!;
  const kolom = kind === 'pts' ? 'nilai' : fx.tpIds[0]!;
  const data = (await grid(kind)).json<GridData>();
  const version = data.rows.find((row) => row.anggota_rombel_id === anggota)?.cells[kolom]?.version;
  nilai = nilai >= 99 ? 60 : nilai + 1;
  return putGridCells(school, fx.guru, kind, fx.pembelajaranId, [
    { anggota_rombel_id: anggota, kolom, value: nilai, version: version ?? 0 },
  ]);
}
/** A deadline long passed: Monday 5 October 2020, 23.59 in Jakarta. */
const PASSED = '2020-10-05T16:59:00.000Z';
const PASSED_WORDS = 'Senin, 5 Oktober 2020 pukul 23.59 WIB';
/** Moves the stored PTS deadline to a time the database's clock has passed (as if reached). */
async function reachPtsDeadline() {
  await school.t.database.db
    .update(settings)
    .set({ value: PASSED })
    .where(
      and(
        eq(settings.key, BATAS_PTS_KEY),
        eq(settings.sekolahId, school.sekolahId),
        eq(settings.semesterId, SEMESTER),
      ),
    );
}
const schoolLog = async () =>
  (await call('GET', '/beranda/penilaian-sekolah', school.admin)).json<BerandaSekolah>().status_log;
/** What the guard inside a save's write transaction says now, for a window (true: may write). */
const guardAllows = async (window: 'penilaian' | 'pts') => {
  const scope = { sekolahId: school.sekolahId, semesterId: SEMESTER };
  const guard = gradeWriteGuard(scope, fx.rombonganBelajarId, undefined, window);
  const [row] = await executePrepared<{ ok: boolean }>(school.t.database.db, guard.guard);
  return row?.ok;
};
const later = (ms: number) => new Date(Date.now() + ms).toISOString();

describe('batas waktu nilai tengah semester', () => {
  it('refuses a time in the past, a malformed one and non-admins, changing nothing', async () => {
    expect(await status()).toMatchObject({ batas_pts: null, batas_pts_lewat: false });
    // the semester's first minute: inside its window, and long reached by the database's clock
    const past = await setBatasPts({ batas: `${rentang.awal}T00:00:00+07:00` });
    expect(past.statusCode).toBe(422);
    expect(past.json().error.fields).toEqual({ batas: 'Batas waktu harus setelah saat ini.' });
    const malformed = await setBatasPts({ batas: '5 Oktober' });
    expect(malformed.statusCode).toBe(422);
    expect(malformed.json().error.fields.batas).toBeTruthy();
    expect((await setBatasPts({ batas: later(3_600_000) }, fx.guru)).statusCode).toBe(403);
    for (const [body, field] of [
      [{}, 'batas'],
      [{ batas: 20261005 }, 'batas'],
      [{ batas: '2026-13-45T99:99:99Z' }, 'batas'],
      [{ batas: null, alasan: 7 }, 'alasan'],
      [{ batas: null, alasan: 'x'.repeat(501) }, 'alasan'],
    ] as const) {
      const answer = await call('PUT', '/penilaian/batas-pts', school.admin, body);
      expect(answer.statusCode, JSON.stringify(body)).toBe(422);
      expect(answer.json().error.fields[field], JSON.stringify(body)).toBeTruthy();
    }
    expect((await status()).batas_pts).toBeNull();
    expect(await schoolLog()).toEqual([]);
  });

  it('refuses a deadline its semester cannot have (the year 9999), saving nothing', async () => {
    // "antara 1 Juli 2026 dan 31 Desember 2027" while the test semester is as seeded
    const words = `Batas waktu nilai tengah semester harus jatuh antara ${formatTanggal(rentang.awal)} dan ${formatTanggal(rentang.akhir)}: dari awal semester ini sampai setahun setelah semester berakhir.`;
    for (const batas of ['9999-10-05T23:59:00+07:00', `${rentang.sesudahAkhir}T00:00:00+07:00`]) {
      const answer = await setBatasPts({ batas });
      expect(answer.statusCode, batas).toBe(422);
      expect(answer.json().error.fields, batas).toEqual({ batas: words });
    }
    expect((await status()).batas_pts).toBeNull();
    expect(await schoolLog()).toEqual([]);
  });

  it('closes mid-semester scores at its deadline while every other grade stays open', async () => {
    // Given with an offset, kept in UTC: the last minute of the semester's window in Jakarta.
    const set = await setBatasPts({ batas: `${rentang.akhir}T23:59:00+07:00` });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json<StatusPenilaian>()).toMatchObject({
      dibuka: true,
      batas: null,
      batas_pts: `${rentang.akhir}T16:59:00.000Z`,
      batas_pts_lewat: false,
    });
    expect((await save('pts')).statusCode).toBe(200);
    expect(await guardAllows('pts')).toBe(true);

    await reachPtsDeadline();
    expect(await guardAllows('pts')).toBe(false);
    expect(await guardAllows('penilaian')).toBe(true);
    expect(await status()).toMatchObject({
      dibuka: true,
      batas_pts: PASSED,
      batas_pts_lewat: true,
    });
    const refused = await save('pts');
    expect(refused.statusCode).toBe(423);
    expect(refused.json().error).toMatchObject({
      code: 'penilaian.locked',
      message: `Pengisian nilai tengah semester sudah ditutup pada batas waktu ${PASSED_WORDS}. Nilai hanya dapat dilihat.`,
    });
    expect((await grid('pts')).json<GridData>().lock).toEqual({
      reason: 'status-penilaian',
      message: `Pengisian nilai tengah semester sudah ditutup pada batas waktu ${PASSED_WORDS}. Nilai hanya dapat dilihat.`,
    });
    // The presence answer of an open PTS grid turns it read-only too.
    const hadir = await call('PUT', '/penilaian/grid/pts/kehadiran', fx.guru, {
      pembelajaran_id: fx.pembelajaranId,
      kolom: null,
    });
    expect(hadir.json().lock?.reason).toBe('status-penilaian');
    // Every other grade is still open.
    expect((await grid('slm')).json<GridData>().lock).toBeNull();
    expect((await save('slm')).statusCode).toBe(200);
    const guru = (await call('GET', '/beranda/pembelajaran', fx.guru)).json<BerandaGuru>();
    expect([guru.dibuka, guru.batas_pts, guru.batas_pts_lewat]).toEqual([true, PASSED, true]);
  });

  it('opens again only with a reason once passed, and records the opening with it', async () => {
    const before = await schoolLog();
    expect(before[0]).toMatchObject({ jenis: 'pts', kunci: true, waktu: PASSED, otomatis: true });
    const noReason = await setBatasPts({ batas: later(86_400_000) });
    expect(noReason.statusCode).toBe(422);
    expect(noReason.json().error.fields.alasan).toMatch(
      /^Batas waktu nilai tengah semester sudah lewat\. Tuliskan alasan/,
    );
    const short = await setBatasPts({ batas: null, alasan: ' ok ' });
    expect(short.statusCode).toBe(422);
    expect(await schoolLog()).toEqual(before);
    expect((await save('pts')).statusCode).toBe(423);
    // Sent again as it is, it changes nothing and is no error.
    expect((await setBatasPts({ batas: PASSED })).statusCode).toBe(200);

    const next = later(86_400_000);
    const moved = await setBatasPts({ batas: next, alasan: 'Susulan PTS untuk siswa sakit.' });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json<StatusPenilaian>()).toMatchObject({
      batas_pts: next,
      batas_pts_lewat: false,
    });
    expect((await save('pts')).statusCode).toBe(200);
    expect((await grid('pts')).json<GridData>().lock).toBeNull();
    const log = await schoolLog();
    expect(
      log
        .slice(0, 3)
        .map((entry) => [entry.jenis, entry.kunci, entry.alasan, entry.batas, entry.otomatis]),
    ).toEqual([
      ['pts', true, null, next, undefined],
      ['pts', false, 'Susulan PTS untuk siswa sakit.', PASSED, undefined],
      ['pts', true, null, null, true],
    ]);
    expect(log[2]!.waktu).toBe(PASSED);
  });

  it('clears a passed deadline with a reason as one opening; grading closed still wins', async () => {
    await reachPtsDeadline();
    const cleared = await setBatasPts({ batas: null, alasan: 'Tanpa batas PTS lagi.' });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json<StatusPenilaian>()).toMatchObject({
      batas_pts: null,
      batas_pts_lewat: false,
    });
    const [latest] = await schoolLog();
    expect(latest).toMatchObject({
      jenis: 'pts',
      kunci: false,
      alasan: 'Tanpa batas PTS lagi.',
      batas: PASSED,
    });
    expect((await save('pts')).statusCode).toBe(200);

    // Grading closed by the administrator closes PTS too, named as that.
    await call('PUT', '/penilaian/status', school.admin, { dibuka: false });
    const refused = await save('pts');
    expect(refused.statusCode).toBe(423);
    expect(refused.json().error.message).toBe(
      'Penilaian sedang ditutup oleh administrator. Nilai hanya dapat dilihat.',
    );
    await call('PUT', '/penilaian/status', school.admin, {
      dibuka: true,
      alasan: 'Uji selesai, dibuka lagi.',
    });
    expect((await save('pts')).statusCode).toBe(200);
  });

  it('records setting and clearing a deadline that has not passed, without a reason', async () => {
    const next = later(3_600_000);
    expect((await setBatasPts({ batas: next })).statusCode).toBe(200);
    expect((await setBatasPts({ batas: null })).statusCode).toBe(200);
    const log = await schoolLog();
    expect(
      log.slice(0, 2).map((entry) => [entry.jenis, entry.kunci, entry.alasan, entry.batas]),
    ).toEqual([
      ['pts', false, null, next],
      ['pts', true, null, next],
    ]);
    // Clearing what is not there records nothing.
    expect((await setBatasPts({ batas: null })).statusCode).toBe(200);
    expect(await schoolLog()).toHaveLength(log.length);
  });
});
