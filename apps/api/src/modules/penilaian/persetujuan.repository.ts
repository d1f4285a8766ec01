import { alias } from 'drizzle-orm/pg-core';
import type {
  KeputusanPenyesuaian,
  PersetujuanPenyesuaian,
} from '@erapor/shared/penilaian/nilai-akhir.schemas';
import { users } from '../auth/users.table';
import { penyesuaianPersetujuan } from './penilaian.table';

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
