import { and, asc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { MAPEL_P5, MAPEL_PKL } from '@erapor/shared/penilaian/mapel-khusus';
import type { PembelajaranGuru } from '@erapor/shared/kurikulum/kurikulum.schemas';
import type { Db } from '../db/client';
import { pembelajaran, rombonganBelajar } from '../modules/rombel/rombel.table';
import type { SimulatedSchool } from './simulated-school';

/**
 * Teachers with the academic subjects (not PKL, not P5 or its themes) they teach in regular
 * classes, the most classes first: per subject, or per subject and grade with `perTingkat` (a TP
 * can be mapped only between classes of one subject and grade), keeping those taught in at least
 * `atLeast` classes.
 */
export async function teachersBySubject(
  db: Db,
  options: { perTingkat: boolean; atLeast?: number },
): Promise<{ guruId: string; mapel: number; tingkat: number | null; n: number }[]> {
  const p = pembelajaran;
  const r = rombonganBelajar;
  const tingkat = options.perTingkat ? r.tingkat : sql<number | null>`null::int`;
  const rows = await db
    .select({ guruId: p.guruId, mapel: p.mataPelajaranId, tingkat, n: sql<number>`count(*)::int` })
    .from(p)
    .innerJoin(r, eq(r.rombonganBelajarId, p.rombonganBelajarId))
    .where(
      and(
        eq(r.jenisRombel, 1),
        isNotNull(p.guruId),
        isNull(p.deletedAt),
        sql`${p.mataPelajaranId} <> ${MAPEL_PKL}`,
        sql`${p.mataPelajaranId} / 1000 <> ${MAPEL_P5 / 1000}`,
      ),
    )
    .groupBy(
      ...(options.perTingkat
        ? [p.guruId, p.mataPelajaranId, r.tingkat]
        : [p.guruId, p.mataPelajaranId]),
    )
    .having(sql`count(*) >= ${options.atLeast ?? 1}`)
    .orderBy(sql`count(*) desc`, asc(p.guruId));
  return rows.map((row) => ({ ...row, guruId: row.guruId! }));
}

/** A teacher signed in, with the pembelajaran the curriculum screens offer him. */
export interface SignedInTeacher {
  guruId: string;
  auth: Record<string, string>;
  list: PembelajaranGuru[];
}

export async function signedInTeacher(
  s: SimulatedSchool,
  guruId: string,
): Promise<SignedInTeacher> {
  const auth = await s.signInGuru(guruId);
  const response = await s.t.app.inject({
    url: '/api/referensi/kurikulum/pembelajaran',
    headers: auth,
  });
  if (response.statusCode !== 200) throw new Error(`pembelajaran: ${response.body}`);
  return { guruId, auth, list: response.json<{ data: PembelajaranGuru[] }>().data };
}
