import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { GridData } from '@erapor/shared/penilaian/grid.schemas';
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
import { findGradingTarget } from './penilaian.repository';
import {
  BATAS_PENILAIAN_KEY,
  gradeWriteGuard,
  lockReasonText,
  withGradeLocks,
} from './grading-status.repository';
import { executePrepared } from './prepared-sql';

const SEMESTER = '20261';

let school: SimulatedSchool;
let fx: GradingFixture;
let rentang: DeadlineWindow;

beforeAll(async () => {
  school = await pullSimulatedSchool({ npsn: '69900441', students: 120 });
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
const setBatas = (batas: string | null, headers = school.admin) =>
  call('PUT', '/penilaian/batas', headers, { batas });
const grid = () => call('GET', `/penilaian/grid/slm?pembelajaran_id=${fx.pembelajaranId}`, fx.guru);
let nilai = 60;
/** Saves one SLM score of the first student, at the version the grid answers now. */
async function saveScore() {
  const anggota = fx.anggota[0]!;
  const tp = fx.tpIds[0]!;
  const data = (await grid()).json<GridData>();
  const version = data.rows.find((row) => row.anggota_rombel_id === anggota)?.cells[tp]?.version;
  nilai += 1;
  return putGridCells(school, fx.guru, 'slm', fx.pembelajaranId, [
    { anggota_rombel_id: anggota, kolom: tp, value: nilai, version: version ?? 0 },
  ]);
}
/** A deadline long passed: Saturday 12 December 2020, 23.59 in Jakarta. */
const PASSED = '2020-12-12T16:59:00.000Z';
/** Moves the stored deadline to a time the database's clock has passed (as if it were reached). */
async function reachDeadline() {
  const past = PASSED;
  await school.t.database.db
    .update(settings)
    .set({ value: past })
    .where(
      and(
        eq(settings.key, BATAS_PENILAIAN_KEY),
        eq(settings.sekolahId, school.sekolahId),
        eq(settings.semesterId, SEMESTER),
      ),
    );
  return past;
}
const schoolLog = async () =>
  (await call('GET', '/beranda/penilaian-sekolah', school.admin)).json<BerandaSekolah>().status_log;
const scope = () => ({ sekolahId: school.sekolahId, semesterId: SEMESTER });
/** What the guard inside a save's write transaction says now (true: it may write). */
const guardAllows = async () => {
  const guard = gradeWriteGuard(scope(), fx.rombonganBelajarId);
  const [row] = await executePrepared<{ ok: boolean }>(school.t.database.db, guard.guard);
  return row?.ok;
};

describe('batas waktu penilaian', () => {
  it('starts without a deadline and refuses one in the past, a malformed one and non-admins', async () => {
    expect(await status()).toEqual({
      dibuka: true,
      batas: null,
      batas_lewat: false,
      zona: 'Asia/Jakarta',
      batas_pts: null,
      batas_pts_lewat: false,
    });
    // the semester's first minute: inside its window, and long reached by the database's clock
    const past = await setBatas(`${rentang.awal}T00:00:00+07:00`);
    expect(past.statusCode).toBe(422);
    expect(past.json().error.fields).toEqual({ batas: 'Batas waktu harus setelah saat ini.' });
    const malformed = await setBatas('besok malam');
    expect(malformed.statusCode).toBe(422);
    expect(malformed.json().error.fields.batas).toBeTruthy();
    const future = new Date(Date.now() + 3_600_000).toISOString();
    expect((await setBatas(future, fx.guru)).statusCode).toBe(403);
    expect((await setBatas(null, fx.guru)).statusCode).toBe(403);
    expect((await status()).batas).toBeNull();
    expect(await schoolLog()).toEqual([]);
  });

  it('refuses a deadline its semester cannot have (the year 9999), saving nothing', async () => {
    // Semester 2026/2027 Ganjil runs from 1 July to 31 December 2026: a deadline may fall from its
    // first day to a year after its last, on the school's calendar (Jakarta here), "antara 1 Juli
    // 2026 dan 31 Desember 2027" (later when the test semester follows the clock: deadlineWindow).
    const words = `Batas waktu penilaian harus jatuh antara ${formatTanggal(rentang.awal)} dan ${formatTanggal(rentang.akhir)}: dari awal semester ini sampai setahun setelah semester berakhir.`;
    for (const batas of [
      '9999-12-31T23:59:00+07:00',
      `${rentang.sesudahAkhir}T00:00:00+07:00`,
      // the day after the window, 00.00 in Jakarta, though still its last day in UTC
      `${rentang.akhir}T17:00:00Z`,
      `${rentang.sebelumAwal}T23:59:00+07:00`,
    ]) {
      const answer = await setBatas(batas);
      expect(answer.statusCode, batas).toBe(422);
      expect(answer.json().error, batas).toEqual({
        code: 'request.invalid',
        message: words,
        fields: { batas: words },
      });
    }
    expect((await status()).batas).toBeNull();
    expect(await schoolLog()).toEqual([]);
  });

  it('closes grading when its deadline is reached: saves answer 423, the grid is read-only', async () => {
    // Given with an offset, kept in UTC (31 December 2027, 23.59 in Jakarta is 16.59 UTC); the
    // last minute of the semester's window.
    const lastMinute = `${rentang.akhir}T16:59:00.000Z`;
    const answer = await setBatas(`${rentang.akhir}T23:59:00+07:00`);
    expect(answer.statusCode).toBe(200);
    expect(answer.json<StatusPenilaian>()).toEqual({
      dibuka: true,
      batas: lastMinute,
      batas_lewat: false,
      zona: 'Asia/Jakarta',
      batas_pts: null,
      batas_pts_lewat: false,
    });
    const guru = (await call('GET', '/beranda/pembelajaran', fx.guru)).json<BerandaGuru>();
    expect([guru.dibuka, guru.batas, guru.batas_lewat]).toEqual([true, lastMinute, false]);
    expect((await saveScore()).statusCode).toBe(200);
    expect((await grid()).json<GridData>().lock).toBeNull();
    expect(await guardAllows()).toBe(true);

    const reached = await reachDeadline();
    expect(await guardAllows()).toBe(false);
    expect(await status()).toMatchObject({ dibuka: false, batas: reached, batas_lewat: true });
    // the log says so, newest first, though nobody wrote anything
    expect((await schoolLog())[0]).toEqual({
      kunci: true,
      alasan: null,
      oleh: null,
      waktu: reached,
      batas: null,
      jenis: 'penilaian',
      otomatis: true,
    });
    const refused = await saveScore();
    expect(refused.statusCode).toBe(423);
    expect(refused.json().error).toMatchObject({
      code: 'penilaian.locked',
      message: expect.stringContaining(
        'Penilaian sudah ditutup pada batas waktu Sabtu, 12 Desember 2020 pukul 23.59 WIB.',
      ),
    });
    expect((await grid()).json<GridData>().lock).toEqual({
      reason: 'status-penilaian',
      message:
        'Penilaian sudah ditutup pada batas waktu Sabtu, 12 Desember 2020 pukul 23.59 WIB. Nilai hanya dapat dilihat.',
    });
    const guruClosed = (await call('GET', '/beranda/pembelajaran', fx.guru)).json<BerandaGuru>();
    expect([guruClosed.dibuka, guruClosed.batas_lewat]).toEqual([false, true]);

    // What the lock's wording is made of: the deadline that closed grading, in the school's zone.
    const found = await findGradingTarget(
      school.t.database.db,
      scope(),
      randomUUID(),
      fx.pembelajaranId,
    );
    expect(found?.gradingOpen).toBe(false);
    expect(found?.batasLewat).toEqual({ batas: reached, zona: 'Asia/Jakarta' });
    const words = await withGradeLocks(
      school.t.database.db,
      scope(),
      [fx.rombonganBelajarId],
      async (_tx, locked, batasLewat) =>
        lockReasonText(locked.get(fx.rombonganBelajarId)!, 'X', batasLewat),
    );
    expect(words).toBe(
      'penilaian sudah ditutup pada batas waktu Sabtu, 12 Desember 2020 pukul 23.59 WIB.',
    );
    // Closed by the switch, it says so.
    expect(lockReasonText('status-penilaian', 'X')).toBe(
      'penilaian sedang ditutup oleh administrator.',
    );
  });

  it('refuses changing a passed deadline: only opening grading (with a reason) clears it', async () => {
    const before = await schoolLog();
    // Any change, even to a time its semester cannot have: opening grading is the answer to give.
    for (const batas of [
      null,
      new Date(Date.now() + 86_400_000).toISOString(),
      '9999-12-31T23:59:00+07:00',
    ]) {
      const refused = await setBatas(batas);
      expect(refused.statusCode, refused.body).toBe(409);
      expect(refused.json().error).toMatchObject({
        code: 'penilaian.batas_lewat',
        message: expect.stringMatching(/^Batas waktu sudah lewat dan penilaian sudah ditutup\./),
      });
    }
    expect(await status()).toMatchObject({ dibuka: false, batas: PASSED, batas_lewat: true });
    expect((await saveScore()).statusCode).toBe(423);
    expect(await schoolLog()).toEqual(before);
    // Sent again as it is, it changes nothing and is no error.
    expect((await setBatas(PASSED)).statusCode).toBe(200);
    expect(await schoolLog()).toEqual(before);
  });

  it('records setting and clearing a deadline that has not passed', async () => {
    await call('PUT', '/penilaian/status', school.admin, {
      dibuka: true,
      alasan: 'Dibuka lagi untuk uji berikutnya.',
    });
    const later = new Date(Date.now() + 3_600_000).toISOString();
    expect((await setBatas(later)).statusCode).toBe(200);
    const cleared = await setBatas(null);
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json<StatusPenilaian>()).toMatchObject({
      dibuka: true,
      batas: null,
      batas_lewat: false,
    });
    expect((await grid()).json<GridData>().lock).toBeNull();
    expect(await guardAllows()).toBe(true);
    expect((await saveScore()).statusCode).toBe(200);
    const log = await schoolLog();
    expect(log.slice(0, 2).map((entry) => [entry.kunci, entry.alasan, entry.batas])).toEqual([
      [false, null, later],
      [true, null, later],
    ]);
    expect(log[0]!.oleh).toBeTruthy();
    // Clearing what is not there records nothing.
    expect((await setBatas(null)).statusCode).toBe(200);
    expect(await schoolLog()).toHaveLength(log.length);
  });

  it('clears a passed deadline when the administrator switches grading open, so it opens', async () => {
    await setBatas(new Date(Date.now() + 3_600_000).toISOString());
    const reached = await reachDeadline();
    expect((await status()).dibuka).toBe(false);
    const opened = await call('PUT', '/penilaian/status', school.admin, {
      dibuka: true,
      alasan: 'Perpanjangan pengisian nilai.',
    });
    expect(opened.statusCode).toBe(200);
    expect(opened.json<StatusPenilaian>()).toMatchObject({ dibuka: true, batas: null });
    expect((await saveScore()).statusCode).toBe(200);
    const log = await schoolLog();
    expect(
      log.slice(0, 4).map((entry) => [entry.kunci, entry.alasan, entry.batas, entry.otomatis]),
    ).toEqual([
      [false, 'Perpanjangan pengisian nilai.', null, undefined],
      [false, null, reached, undefined],
      // the deadline's own closing, kept now that it is undone, at its time
      [true, null, null, true],
      [true, null, expect.any(String), undefined],
    ]);
    expect(log[2]!.waktu).toBe(reached);
    expect(log.filter((entry) => entry.otomatis)).toHaveLength(1);
  });

  it('keeps grading closed by the switch when a deadline is cleared', async () => {
    await setBatas(new Date(Date.now() + 3_600_000).toISOString());
    await call('PUT', '/penilaian/status', school.admin, { dibuka: false });
    await setBatas(null);
    expect(await status()).toMatchObject({ dibuka: false, batas: null, batas_lewat: false });
    expect((await saveScore()).statusCode).toBe(423);
    await call('PUT', '/penilaian/status', school.admin, {
      dibuka: true,
      alasan: 'Uji selesai, dibuka lagi.',
    });
  });

  it('closes by the database’s clock at the deadline, without anyone doing anything', async () => {
    const batas = new Date(Date.now() + 1_500).toISOString();
    expect((await setBatas(batas)).statusCode).toBe(200);
    expect((await status()).dibuka).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, Date.parse(batas) - Date.now() + 300));
    expect(await status()).toMatchObject({ dibuka: false, batas, batas_lewat: true });
    expect((await saveScore()).statusCode).toBe(423);
    expect((await grid()).json<GridData>().lock?.reason).toBe('status-penilaian');
    expect((await setBatas(null)).statusCode).toBe(409);
    const opened = await call('PUT', '/penilaian/status', school.admin, {
      dibuka: true,
      alasan: 'Perpanjangan satu jam.',
    });
    expect(opened.json<StatusPenilaian>()).toMatchObject({ dibuka: true, batas: null });
    expect((await saveScore()).statusCode).toBe(200);
  });
});
