import { count, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sekolah } from './sekolah.table';

export async function countSekolah(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(sekolah).where(isNull(sekolah.deletedAt));
  return row?.n ?? 0;
}

export async function onlySekolah(db: Db) {
  const rows = await db.select().from(sekolah).where(isNull(sekolah.deletedAt)).limit(2);
  return rows.length === 1 ? rows[0] : null;
}

export async function findSekolahByNpsn(db: Db, npsn: string) {
  const [row] = await db.select().from(sekolah).where(eq(sekolah.npsn, npsn)).limit(1);
  return row ?? null;
}

export async function insertSekolah(db: Db, values: typeof sekolah.$inferInsert) {
  const [row] = await db.insert(sekolah).values(values).returning();
  if (!row) throw new Error('insert sekolah returned no row');
  return row;
}

export async function setActiveSemester(db: Db, sekolahId: string, semesterId: string) {
  await db
    .update(sekolah)
    .set({ semesterId, updatedAt: new Date() })
    .where(eq(sekolah.sekolahId, sekolahId));
}
