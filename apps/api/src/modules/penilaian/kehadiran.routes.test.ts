import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { GridKehadiran, GridWriteResult } from '@erapor/shared/penilaian/grid.schemas';
import { pullSimulatedSchool, type SimulatedSchool } from '../../test/simulated-school';
import { prepareGrading, putGridCells, type GradingFixture } from '../../test/grading-fixture';
import { users } from '../auth/users.table';
import { pembelajaran, rombonganBelajar } from '../rombel/rombel.table';
import { gridKehadiran } from './penilaian.table';

let school: SimulatedSchool;
let fx: GradingFixture;
/** Another teacher of the school, made guru pengajar of fx's pembelajaran. */
let colleague: GradingFixture;
let namaGuru: string;
let namaRekan: string;

async function nameOfGuru(guruId: string) {
  const [row] = await school.t.database.db
    .select({ name: users.name })
    .from(users)
    .where(eq(users.guruId, guruId));
  return row!.name;
}

/** A pembelajaran made ready to grade whose teacher is none of `taken`. */
async function ofAnotherTeacher(taken: readonly string[], skip = 1): Promise<GradingFixture> {
  const found = await prepareGrading(school, 1, skip);
  return taken.includes(found.guruId) ? ofAnotherTeacher(taken, skip + 1) : found;
}

beforeAll(async () => {
  school = await pullSimulatedSchool({ npsn: '69900407', students: 360 });
  fx = await prepareGrading(school, 2);
  colleague = await ofAnotherTeacher([fx.guruId]);
  await school.t.database.db
    .update(pembelajaran)
    .set({ guruPengajarId: colleague.guruId })
    .where(eq(pembelajaran.pembelajaranId, fx.pembelajaranId));
  namaGuru = await nameOfGuru(fx.guruId);
  namaRekan = await nameOfGuru(colleague.guruId);
}, 120_000);
afterAll(async () => school?.close());

const hadir = (kind: string, kolom: string | null, headers = fx.guru, payload?: object) =>
  school.t.app.inject({
    method: 'PUT',
    url: `/api/penilaian/grid/${kind}/kehadiran`,
    headers,
    payload: payload ?? { pembelajaran_id: fx.pembelajaranId, kolom },
  });
const pergi = (kind: string, headers = fx.guru) =>
  school.t.app.inject({
    method: 'DELETE',
    url: `/api/penilaian/grid/${kind}/kehadiran?pembelajaran_id=${fx.pembelajaranId}`,
    headers,
  });
const save = (kind: string, cells: object[], headers = fx.guru) =>
  putGridCells(school, headers, kind, fx.pembelajaranId, cells);

describe('presence in a grade grid', () => {
  it('shows each teacher of the pembelajaran who else has it open, and in which column', async () => {
    const first = await hadir('slm', fx.tpIds[1]!);
    expect(first.statusCode).toBe(200);
    expect(first.json<GridKehadiran>()).toEqual({ lainnya: [], perubahan: null, lock: null });

    const second = await hadir('sas', 'tes', colleague.guru);
    expect(second.json<GridKehadiran>().lainnya).toEqual([
      { nama: namaGuru, kind: 'slm', kolom: fx.tpIds[1] },
    ]);
    // The first teacher moves to another column and sees the colleague in the SAS grid.
    const again = await hadir('slm', fx.tpIds[0]!);
    expect(again.json<GridKehadiran>().lainnya).toEqual([
      { nama: namaRekan, kind: 'sas', kolom: 'tes' },
    ]);
    expect((await hadir('sas', null, colleague.guru)).json<GridKehadiran>().lainnya).toEqual([
      { nama: namaGuru, kind: 'slm', kolom: fx.tpIds[0] },
    ]);
  });

  it('tells a grid about every change it did not make itself, not about the saves it names', async () => {
    const before = (await hadir('slm', null)).json<GridKehadiran>().perubahan;
    const cell = { anggota_rombel_id: fx.anggota[0]!, kolom: fx.tpIds[0]!, value: 81, version: 0 };
    const saved = await save('slm', [cell]);
    expect(saved.statusCode).toBe(200);
    const { cursor } = saved.json<GridWriteResult>();
    expect(cursor).toEqual(expect.any(Number));
    // The grid that saved names its save: not news to it…
    const mine = { pembelajaran_id: fx.pembelajaranId, kolom: null, milik: [cursor] };
    expect((await hadir('slm', null, fx.guru, mine)).json<GridKehadiran>().perubahan).toEqual(
      before,
    );
    // …but it is to the same teacher's other tab or device, which did not make it…
    expect((await hadir('slm', null)).json<GridKehadiran>().perubahan).toMatchObject({
      cursor,
      nama: namaGuru,
      sendiri: true,
    });
    // …and to the colleague, with my name.
    const seen = (await hadir('slm', null, colleague.guru)).json<GridKehadiran>().perubahan;
    expect(seen).toEqual({ cursor, nama: namaGuru, pada: expect.any(String), sendiri: false });
    expect(Date.parse(seen!.pada)).not.toBeNaN();

    const theirs = { ...cell, anggota_rombel_id: fx.anggota[1]!, value: 64 };
    expect((await save('slm', [theirs], colleague.guru)).statusCode).toBe(200);
    const after = (await hadir('slm', null, fx.guru, mine)).json<GridKehadiran>().perubahan;
    expect(after).toMatchObject({ nama: namaRekan, sendiri: false });
    expect(after!.cursor).toBeGreaterThan(cursor!);
    // A change to another grid of the pembelajaran is not a change to this one.
    const sas = { anggota_rombel_id: fx.anggota[2]!, kolom: 'tes', value: 70, version: 0 };
    expect((await save('sas', [sas], colleague.guru)).statusCode).toBe(200);
    expect((await hadir('slm', null, fx.guru, mine)).json<GridKehadiran>().perubahan).toEqual(
      after,
    );
    expect((await hadir('sas', null)).json<GridKehadiran>().perubahan).toMatchObject({
      nama: namaRekan,
    });
    // A save that changes nothing has no time to name.
    const again = await save('slm', [{ ...cell, version: 1 }]);
    expect(again.json<GridWriteResult>().cursor).toBeNull();
  });

  it('forgets a teacher who closed the grid or has not been heard of for a while', async () => {
    await hadir('slm', null, colleague.guru);
    expect((await pergi('sas', colleague.guru)).statusCode).toBe(204);
    expect((await hadir('slm', null)).json<GridKehadiran>().lainnya).toEqual([
      { nama: namaRekan, kind: 'slm', kolom: null },
    ]);
    await school.t.database.db
      .update(gridKehadiran)
      .set({ seenAt: sql`now() - interval '2 minutes'` })
      .where(eq(gridKehadiran.pembelajaranId, fx.pembelajaranId));
    expect((await hadir('slm', null)).json<GridKehadiran>().lainnya).toEqual([]);
  });

  it('answers the lock that now applies, so an open grid turns read-only without a save', async () => {
    const db = school.t.database.db;
    await db
      .update(rombonganBelajar)
      .set({ kunciNilai: true })
      .where(eq(rombonganBelajar.rombonganBelajarId, fx.rombonganBelajarId));
    try {
      expect((await hadir('slm', null)).json<GridKehadiran>().lock?.reason).toBe('kunci-nilai');
    } finally {
      await db
        .update(rombonganBelajar)
        .set({ kunciNilai: false })
        .where(eq(rombonganBelajar.rombonganBelajarId, fx.rombonganBelajarId));
    }
    expect((await hadir('slm', null)).json<GridKehadiran>().lock).toBeNull();
  });

  it('refuses teachers who do not teach it and bad input, naming the field, changing nothing', async () => {
    const stranger = await ofAnotherTeacher([fx.guruId, colleague.guruId], 2);
    const refused = await hadir('slm', null, stranger.guru);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('penilaian.bukan_pengajar');
    const count = async () => (await school.t.database.db.select().from(gridKehadiran)).length;
    const rows = await count();
    const long = await hadir('slm', null, fx.guru, {
      pembelajaran_id: fx.pembelajaranId,
      kolom: 'x'.repeat(61),
    });
    expect(long.statusCode).toBe(422);
    expect(Object.keys(long.json().error.fields)).toContain('kolom');
    const noId = await hadir('slm', null, fx.guru, { pembelajaran_id: 'bukan-id', kolom: null });
    expect(noId.statusCode).toBe(422);
    expect(Object.keys(noId.json().error.fields)).toContain('pembelajaran_id');
    const milik = await hadir('slm', null, fx.guru, {
      pembelajaran_id: fx.pembelajaranId,
      kolom: null,
      milik: ['kemarin', -1],
    });
    expect(milik.statusCode).toBe(422);
    expect(Object.keys(milik.json().error.fields)).toEqual(
      expect.arrayContaining(['milik.0', 'milik.1']),
    );
    expect((await hadir('rapor', null)).statusCode).toBe(422);
    expect(await count()).toBe(rows);
  });
});
