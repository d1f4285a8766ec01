import { asc, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { KeputusanDitarik } from '@erapor/shared/penilaian/grid.schemas';
import type {
  KeputusanPenyesuaian,
  PersetujuanPenyesuaian,
} from '@erapor/shared/penilaian/nilai-akhir.schemas';
import type { Db } from '../../db/client';
import { users } from '../auth/users.table';
import { penyesuaianPersetujuan, penyesuaianPersetujuanBatal } from './penilaian.table';

/**
 * The Waka who decided on a remedial or adjustment, joined as a second `users` (the first is the
 * teacher who made the change): `leftJoin(penyesuaianPersetujuan, …).leftJoin(penyetuju, …)`.
 */
export const penyetuju = alias(users, 'penyetuju');

/** The decision's columns for a select over those joins; `persetujuanDto` reads them back. */
export const keputusanColumns = {
  diputuskanPada: penyesuaianPersetujuan.createdAt,
  diputuskanOleh: penyetuju.name,
  keputusan: penyesuaianPersetujuan.keputusan,
  catatanWaka: penyesuaianPersetujuan.catatan,
};

/** The decision as answered, from the left-joined columns (no row: not decided). */
export function persetujuanDto(row: {
  diputuskanPada: Date | null;
  diputuskanOleh: string | null;
  keputusan: KeputusanPenyesuaian | null;
  catatanWaka: string | null;
}): PersetujuanPenyesuaian | null {
  return row.diputuskanPada === null
    ? null
    : {
        keputusan: row.keputusan ?? 'setuju',
        oleh: row.diputuskanOleh,
        waktu: row.diputuskanPada.toISOString(),
        catatan: row.catatanWaka,
      };
}

/** Who took a decision back, a third `users` beside the teacher and the Waka who decided. */
const penarik = alias(users, 'penarik');

/**
 * The decisions taken back on these history entries (remedials and adjustments), oldest first per
 * entry: each as it was, with who took it back and when. One statement, through the index of the
 * trace by history entry.
 */
export async function keputusanDitarikOf(
  db: Db,
  historyIds: readonly number[],
): Promise<Map<number, KeputusanDitarik[]>> {
  const byEntry = new Map<number, KeputusanDitarik[]>();
  if (historyIds.length === 0) return byEntry;
  const b = penyesuaianPersetujuanBatal;
  const rows = await db
    .select({
      id: b.gradeHistoryId,
      keputusan: b.keputusan,
      catatan: b.catatan,
      oleh: penyetuju.name,
      waktu: b.diputuskanPada,
      ditarikOleh: penarik.name,
      ditarikPada: b.createdAt,
    })
    .from(b)
    .leftJoin(penyetuju, eq(penyetuju.userId, b.diputuskanOleh))
    .leftJoin(penarik, eq(penarik.userId, b.userId))
    .where(inArray(b.gradeHistoryId, [...historyIds]))
    .orderBy(asc(b.id));
  for (const row of rows) {
    byEntry.set(row.id, [
      ...(byEntry.get(row.id) ?? []),
      {
        keputusan: row.keputusan,
        oleh: row.oleh,
        waktu: row.waktu.toISOString(),
        catatan: row.catatan,
        ditarik_oleh: row.ditarikOleh,
        ditarik_pada: row.ditarikPada.toISOString(),
      },
    ]);
  }
  return byEntry;
}
