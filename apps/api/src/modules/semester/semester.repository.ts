import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { semester, tahunAjaran } from './semester.table';

export async function activeSemester(db: Db) {
  const [row] = await db.select().from(semester).where(eq(semester.periodeAktif, true)).limit(1);
  return row ?? null;
}

export async function latestSemester(db: Db) {
  const [row] = await db.select().from(semester).orderBy(desc(semester.semesterId)).limit(1);
  return row ?? null;
}

export async function insertTahunAjaran(db: Db, values: typeof tahunAjaran.$inferInsert) {
  await db.insert(tahunAjaran).values(values).onConflictDoNothing();
}

export async function insertSemester(db: Db, values: typeof semester.$inferInsert) {
  await db.insert(semester).values(values).onConflictDoNothing();
}

export async function findSemester(db: Db, semesterId: string) {
  const [row] = await db
    .select()
    .from(semester)
    .where(eq(semester.semesterId, semesterId))
    .limit(1);
  return row ?? null;
}

export async function listSemesters(db: Db) {
  return db.select().from(semester).orderBy(desc(semester.semesterId));
}
