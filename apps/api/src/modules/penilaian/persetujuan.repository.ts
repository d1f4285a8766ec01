import { alias } from 'drizzle-orm/pg-core';
import type { PersetujuanPenyesuaian } from '@erapor/shared/penilaian/nilai-akhir.schemas';
import { users } from '../auth/users.table';

/**
 * The approver of a remedial or adjustment, joined as a second `users` (the first is the teacher
 * who made the change): `leftJoin(penyesuaianPersetujuan, …).leftJoin(penyetuju, …)`.
 */
export const penyetuju = alias(users, 'penyetuju');

/** The approval as answered, from the left-joined columns (no row: not approved). */
export function persetujuanDto(
  waktu: Date | null,
  oleh: string | null,
): PersetujuanPenyesuaian | null {
  return waktu === null ? null : { oleh, waktu: waktu.toISOString() };
}
