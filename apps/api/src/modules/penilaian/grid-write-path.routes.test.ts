import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { GridData } from '@erapor/shared/penilaian/grid.schemas';
import { pullSimulatedSchool, type SimulatedSchool } from '../../test/simulated-school';
import { prepareGrading, type GradingFixture } from '../../test/grading-fixture';
import { gradeHistory, nilaiTp } from './penilaian.table';
import { users } from '../auth/users.table';
import { pembelajaran, rombonganBelajar } from '../rombel/rombel.table';
import { findGradingTarget, findPembelajaran, siswaOf, tpOf } from './penilaian.repository';
import { gradeWriteGuard, isGradingOpen, setGradingOpen } from './grading-status.repository';
import { readRows, RowRaceError, writeRows, writeRowsGuarded } from './grade-store';
import { executePrepared } from './prepared-sql';
import { tpMapel, tujuanPembelajaran } from '../kurikulum/kurikulum.table';
import { TABLES } from './grid.usecases';
import { guruIdOfUser } from '../referensi/peserta-didik.repository';

// The fast path of grade saves: saves racing on the same cells (on PostgreSQL truly in parallel on
// the pool's connections) keep one winner, a history row per change and no lost write with the
// versioned upsert alone; the one-query grading target answers what the separate queries did.

let school: SimulatedSchool;
let fx: GradingFixture;

beforeAll(async () => {
  school = await pullSimulatedSchool({ npsn: '69900431', students: 120 });
  fx = await prepareGrading(school, 2);
}, 120_000);
afterAll(async () => school?.close());

const save = (cells: object[]) =>
  school.t.app.inject({
    method: 'PUT',
    url: '/api/penilaian/grid/slm',
    headers: fx.guru,
    payload: { pembelajaran_id: fx.pembelajaranId, cells },
  });

async function historyOf(anggota: string, kolom: string) {
  return school.t.database.db
    .select()
    .from(gradeHistory)
    .where(
      and(
        eq(gradeHistory.pembelajaranId, fx.pembelajaranId),
        eq(gradeHistory.anggotaRombelId, anggota),
        eq(gradeHistory.kolom, kolom),
      ),
    );
}

describe('concurrent saves of one grid', () => {
  it('lets exactly one of several saves of the same cells at the same version win', async () => {
    const [first, second] = fx.anggota;
    const cells = (value: number) => [
      { anggota_rombel_id: first!, kolom: fx.tpIds[0]!, value, version: 0 },
      { anggota_rombel_id: second!, kolom: fx.tpIds[0]!, value, version: 0 },
    ];
    const answers = await Promise.all([50, 60, 70, 80, 90].map((value) => save(cells(value))));
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([200, 409, 409, 409, 409]);
    const winner = [50, 60, 70, 80, 90][answers.findIndex((answer) => answer.statusCode === 200)];
    for (const anggota of [first!, second!]) {
      const [row] = await school.t.database.db
        .select()
        .from(nilaiTp)
        .where(and(eq(nilaiTp.anggotaRombelId, anggota), eq(nilaiTp.tpId, fx.tpIds[0]!)));
      expect(row).toMatchObject({ nilai: winner, version: 1 });
      expect((await historyOf(anggota, fx.tpIds[0]!)).map((h) => h.nilaiBaru)).toEqual([
        String(winner),
      ]);
    }
    // a loser's answer carries the winner's value and version
    const loser = answers.find((answer) => answer.statusCode === 409)!;
    expect(loser.json<{ conflicts: object[] }>().conflicts).toContainEqual(
      expect.objectContaining({ anggota_rombel_id: first, value: winner, version: 1 }),
    );
  });

  it('applies a save resent several times at once only once', async () => {
    const cell = { anggota_rombel_id: fx.anggota[2]!, kolom: fx.tpIds[1]!, value: 77, version: 0 };
    const answers = await Promise.all(Array.from({ length: 4 }, () => save([cell])));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200]);
    for (const answer of answers)
      expect(answer.json<{ cells: object[] }>().cells).toEqual([
        expect.objectContaining({ value: 77, version: 1 }),
      ]);
    expect(await historyOf(cell.anggota_rombel_id, cell.kolom)).toHaveLength(1);
  });

  it('keeps every save of different cells made at the same time', async () => {
    const rows = fx.anggota.slice(3, 11);
    const answers = await Promise.all(
      rows.map((anggota, index) =>
        save(
          fx.tpIds.map((tp) => ({
            anggota_rombel_id: anggota,
            kolom: tp,
            value: index,
            version: 0,
          })),
        ),
      ),
    );
    expect(answers.every((answer) => answer.statusCode === 200)).toBe(true);
    const grid = (
      await school.t.app.inject({
        method: 'GET',
        url: `/api/penilaian/grid/slm?pembelajaran_id=${fx.pembelajaranId}`,
        headers: fx.guru,
      })
    ).json<GridData>();
    rows.forEach((anggota, index) => {
      const row = grid.rows.find((r) => r.anggota_rombel_id === anggota)!;
      for (const tp of fx.tpIds) expect(row.cells[tp]).toEqual({ value: index, version: 1 });
    });
  });
});

/** The fixture teacher's user row and the school/semester scope of his pembelajaran. */
async function teacherScope() {
  const db = school.t.database.db;
  const [row] = await db
    .select({ userId: users.userId, sekolahId: users.sekolahId })
    .from(users)
    .where(eq(users.guruId, fx.guruId));
  const [p] = await db
    .select({ semesterId: pembelajaran.semesterId })
    .from(pembelajaran)
    .where(eq(pembelajaran.pembelajaranId, fx.pembelajaranId));
  return { row, scope: { sekolahId: row!.sekolahId, semesterId: p!.semesterId } };
}

describe('the one-query grading target', () => {
  it('answers what findPembelajaran, guruIdOfUser and isGradingOpen answer', async () => {
    const db = school.t.database.db;
    const { row, scope } = await teacherScope();
    for (const open of [false, true]) {
      await setGradingOpen(db, scope, open, { userId: row!.userId, alasan: 'Uji buka kembali' });
      const found = await findGradingTarget(db, scope, row!.userId, fx.pembelajaranId);
      expect(found).toEqual({
        row: await findPembelajaran(db, scope, fx.pembelajaranId),
        guruId: await guruIdOfUser(db, row!.userId),
        gradingOpen: await isGradingOpen(db, scope),
        batasLewat: null,
        ptsLewat: null,
        tps: [],
        siswa: [],
        rows: [],
        remedial: new Map(),
      });
      expect(found!.gradingOpen).toBe(open);
    }
    // what a grid load and a save read in the same statement
    const some = fx.anggota.slice(0, 2);
    const withReads = await findGradingTarget(db, scope, row!.userId, fx.pembelajaranId, false, {
      tps: true,
      siswa: true,
      rows: { table: TABLES.slm, anggota: some },
    });
    expect(withReads!.tps).toEqual(await tpOf(db, fx.pembelajaranId));
    expect(withReads!.siswa).toEqual(await siswaOf(db, withReads!.row.rombonganBelajarId, null));
    expect(withReads!.siswa.length).toBeGreaterThan(some.length);
    const stored = await readRows(db, TABLES.slm, fx.pembelajaranId, some, { audit: false });
    expect(stored.length).toBeGreaterThan(0);
    expect(withReads!.rows).toEqual(stored);
    expect(
      await findGradingTarget(db, scope, row!.userId, '00000000-0000-4000-8000-000000000000'),
    ).toBeNull();
    expect((await tpOf(db, fx.pembelajaranId)).map((tp) => tp.tpId)).toEqual(fx.tpIds);
  });
});

describe('closing grading school-wide while saves are under way', () => {
  it('waits for the save in progress, and refuses every save that starts after', async () => {
    const db = school.t.database.db;
    const { row, scope } = await teacherScope();
    let closedAt = 0;
    let switching: Promise<void> | undefined;
    await db.transaction(async (tx) => {
      // A save that has read "open" and not yet committed.
      const found = await findGradingTarget(tx, scope, row!.userId, fx.pembelajaranId, true);
      expect(found!.gradingOpen).toBe(true);
      switching = setGradingOpen(db, scope, false, { userId: row!.userId }).then(() => {
        closedAt = Date.now();
      });
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(closedAt).toBe(0);
    });
    const committedAt = Date.now();
    await switching;
    expect(closedAt).toBeGreaterThanOrEqual(committedAt);
    const refused = await save([
      { anggota_rombel_id: fx.anggota[0]!, kolom: fx.tpIds[1]!, value: 66, version: 0 },
    ]);
    expect(refused.statusCode).toBe(423);
    await setGradingOpen(db, scope, true, { userId: row!.userId, alasan: 'Uji buka kembali' });
    const accepted = await save([
      { anggota_rombel_id: fx.anggota[0]!, kolom: fx.tpIds[1]!, value: 66, version: 0 },
    ]);
    expect(accepted.statusCode).toBe(200);
  });
});

describe('a save written after what it read has changed', () => {
  it('writes nothing when grading was closed, the class locked or a row saved meanwhile', async () => {
    const db = school.t.database.db;
    const { row, scope } = await teacherScope();
    const userId = row!.userId;
    // the first student has a score from the tests above, the second one none yet
    const [fresh, taken] = [fx.anggota[0]!, fx.anggota[1]!];
    const kolom = fx.tpIds[1]!;
    const context = {
      sekolahId: scope.sekolahId,
      pembelajaranId: fx.pembelajaranId,
      userId,
      sumber: 'grid' as const,
    };
    const guard = gradeWriteGuard(scope, fx.rombonganBelajarId);
    // what the save read, and what it writes on that basis
    const stored = async () =>
      (await readRows(db, TABLES.slm, fx.pembelajaranId, [fresh, taken], { audit: false })).filter(
        (r) => r.key === kolom,
      );
    const read = await stored();
    expect(read.map((r) => [r.anggotaRombelId, r.values.nilai, r.version])).toEqual([
      [fresh, 66, 1],
    ]);
    const historyBefore = (await historyOf(fresh, kolom)).length;
    const writes = (value: number, rows = read) =>
      [fresh, taken].map((anggotaRombelId) => ({
        anggotaRombelId,
        key: kolom,
        values: { nilai: value },
        version: rows.find((r) => r.anggotaRombelId === anggotaRombelId)?.version ?? 0,
      }));
    const attempt = (value: number) =>
      writeRowsGuarded(db, TABLES.slm, context, writes(value), read, guard);

    await setGradingOpen(db, scope, false, { userId });
    expect(await attempt(41)).toEqual({ rows: [], conflicts: [], refused: true });
    await setGradingOpen(db, scope, true, { userId, alasan: 'Uji buka kembali' });

    const lockClass = (kunciNilai: boolean) =>
      db
        .update(rombonganBelajar)
        .set({ kunciNilai })
        .where(eq(rombonganBelajar.rombonganBelajarId, fx.rombonganBelajarId));
    await lockClass(true);
    expect(await attempt(42)).toEqual({ rows: [], conflicts: [], refused: true });
    await lockClass(false);

    // a colleague scores one of the two students meanwhile: the other one is not written either
    const colleague = await save([{ anggota_rombel_id: taken, kolom, value: 43, version: 0 }]);
    expect(colleague.statusCode).toBe(200);
    await expect(attempt(44)).rejects.toBeInstanceOf(RowRaceError);
    expect((await stored()).map((r) => [r.anggotaRombelId, r.values.nilai, r.version])).toEqual([
      [fresh, 66, 1],
      [taken, 43, 1],
    ]);
    expect(await historyOf(fresh, kolom)).toHaveLength(historyBefore);
    expect((await historyOf(taken, kolom)).map((h) => h.nilaiBaru)).toEqual(['43']);

    // read again, the same save goes through
    const again = await stored();
    const written = await writeRowsGuarded(
      db,
      TABLES.slm,
      context,
      writes(45, again),
      again,
      guard,
    );
    expect(written.rows.map((r) => [r.anggotaRombelId, r.values.nilai, r.version])).toEqual([
      [fresh, 45, 2],
      [taken, 45, 2],
    ]);
    expect(await historyOf(fresh, kolom)).toHaveLength(historyBefore + 1);
  });
});

describe('taking a TP off the class while a save of it is under way', () => {
  /** A new TP under the fixture's CP, mapped to the fixture's class, without scores. */
  async function freshTp(): Promise<string> {
    const db = school.t.database.db;
    const [source] = await db
      .select({ cpId: tujuanPembelajaran.cpId, sekolahId: tujuanPembelajaran.sekolahId })
      .from(tujuanPembelajaran)
      .where(eq(tujuanPembelajaran.tpId, fx.tpIds[0]!));
    const [tp] = await db
      .insert(tujuanPembelajaran)
      .values({
        sekolahId: source!.sekolahId,
        cpId: source!.cpId,
        deskripsi: `Materi tambahan ${randomUUID()}`,
      })
      .returning({ tpId: tujuanPembelajaran.tpId });
    await db.insert(tpMapel).values({
      tpId: tp!.tpId,
      pembelajaranId: fx.pembelajaranId,
      sekolahId: source!.sekolahId,
    });
    return tp!.tpId;
  }
  const unmap = (tpId: string) =>
    school.t.app.inject({
      method: 'DELETE',
      url: `/api/referensi/tujuan-pembelajaran/${tpId}/pemetaan/${fx.pembelajaranId}`,
      headers: fx.guru,
    });
  const context = (userId: string) => ({
    sekolahId: school.sekolahId,
    pembelajaranId: fx.pembelajaranId,
    userId,
    sumber: 'grid' as const,
  });

  it('writes nothing for a save that read the TP as mapped and writes after it was taken off', async () => {
    const db = school.t.database.db;
    const { row, scope } = await teacherScope();
    const tpId = await freshTp();
    const anggota = fx.anggota[2]!;
    const read = await readRows(db, TABLES.slm, fx.pembelajaranId, [anggota], { audit: false });
    const writes = [{ anggotaRombelId: anggota, key: tpId, values: { nilai: 71 }, version: 0 }];
    const guard = gradeWriteGuard(scope, fx.rombonganBelajarId, {
      pembelajaranId: fx.pembelajaranId,
      tpIds: [tpId],
    });

    const removed = await unmap(tpId);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(
      await writeRowsGuarded(db, TABLES.slm, context(row!.userId), writes, read, guard),
    ).toEqual({ rows: [], conflicts: [], refused: true });
    expect(await historyOf(anggota, tpId)).toHaveLength(0);

    // Through the API the save reads again and then names the column it no longer knows.
    const answer = await save([{ anggota_rombel_id: anggota, kolom: tpId, value: 71, version: 0 }]);
    expect(answer.statusCode, answer.body).toBe(422);
    const stored = await db
      .select()
      .from(nilaiTp)
      .where(and(eq(nilaiTp.tpId, tpId), eq(nilaiTp.pembelajaranId, fx.pembelajaranId)));
    expect(stored).toEqual([]);
  });

  /**
   * Runs `removal` while a save of `nilai` for the TP is under way: between its guard (which
   * share-locks the TP's mapping) and its commit, 300 ms long. Answers whether `removal` had
   * answered before the save committed, and its answer.
   */
  async function removeDuringSave<T>(
    tpId: string,
    anggota: string,
    nilai: number,
    removal: () => Promise<T>,
  ) {
    const db = school.t.database.db;
    const { row, scope } = await teacherScope();
    let answered = false;
    let removing: Promise<T> | undefined;
    await db.transaction(async (transaction) => {
      const tx = transaction as unknown as typeof db;
      const guard = gradeWriteGuard(scope, fx.rombonganBelajarId, {
        pembelajaranId: fx.pembelajaranId,
        tpIds: [tpId],
      });
      await executePrepared(tx, guard.before);
      const [held] = await executePrepared<{ ok: boolean }>(tx, guard.guard);
      expect(held?.ok).toBe(true);
      await writeRows(tx, TABLES.slm, context(row!.userId), [
        { anggotaRombelId: anggota, key: tpId, values: { nilai }, version: 0 },
      ]);
      removing = removal();
      void removing.then(() => {
        answered = true;
      });
      await new Promise((resolve) => setTimeout(resolve, 300));
    });
    return { answeredBeforeCommit: answered, answer: await removing! };
  }

  it('makes an unmapping wait for a save of the TP in progress, then refuses it with 409', async () => {
    const tpId = await freshTp();
    const anggota = fx.anggota[3]!;
    const { answeredBeforeCommit, answer } = await removeDuringSave(tpId, anggota, 64, () =>
      unmap(tpId),
    );
    expect(answeredBeforeCommit).toBe(false);
    expect(answer.statusCode, answer.body).toBe(409);
    expect(answer.json().error.code).toBe('kurikulum.pemetaan_dinilai');
    const mapped = await tpOf(school.t.database.db, fx.pembelajaranId);
    expect(mapped.map((tp) => tp.tpId)).toContain(tpId);
    expect((await historyOf(anggota, tpId)).map((h) => h.nilaiBaru)).toEqual(['64']);
  });

  it('refuses deleting a TP whose score a save in progress writes', async () => {
    const tpId = await freshTp();
    const { answer } = await removeDuringSave(tpId, fx.anggota[4]!, 58, () =>
      school.t.app.inject({
        method: 'DELETE',
        url: `/api/referensi/tujuan-pembelajaran/${tpId}`,
        headers: fx.guru,
      }),
    );
    expect(answer.statusCode, answer.body).toBe(409);
    expect(answer.json().error.code).toBe('kurikulum.tp_dipakai');
    const [tp] = await school.t.database.db
      .select({ deletedAt: tujuanPembelajaran.deletedAt })
      .from(tujuanPembelajaran)
      .where(eq(tujuanPembelajaran.tpId, tpId));
    expect(tp?.deletedAt).toBeNull();
  });
});
