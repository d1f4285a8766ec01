import type { Db } from '../../db/client';
import type { GtkRow, PesertaDidikRow, RombelRow } from './dapodik-rows';
import type { z } from 'zod';
import type { sekolahRowSchema } from './dapodik-rows';

/** The data sets a pull can apply, in the order they are applied. */
export const DATA_SETS = [
  'sekolah',
  'gtk',
  'peserta_didik',
  'rombongan_belajar',
  'anggota_rombel',
  'pembelajaran',
  'ekstrakurikuler',
] as const;
export type DataSetKey = (typeof DATA_SETS)[number];

export const DATA_SET_TITLES: Record<DataSetKey, string> = {
  sekolah: 'Sekolah',
  gtk: 'GTK (guru dan tendik)',
  peserta_didik: 'Peserta Didik Aktif',
  rombongan_belajar: 'Rombongan Belajar',
  anggota_rombel: 'Anggota Rombongan Belajar',
  pembelajaran: 'Pembelajaran',
  ekstrakurikuler: 'Ekstrakurikuler',
};

/** Everything one pull read from Dapodik, validated. */
export interface DapodikSnapshot {
  sekolah: z.infer<typeof sekolahRowSchema> | null;
  gtk: GtkRow[] | null;
  pesertaDidik: PesertaDidikRow[] | null;
  rombel: RombelRow[] | null;
}

export interface SyncScope {
  db: Db;
  sekolahId: string;
  semesterId: string;
}

/** A row as compared: its id, a name people recognise, and the values a pull would write. */
export interface Entity {
  id: string;
  label: string;
  values: Record<string, unknown>;
  /** Written only when the row is new (e.g. a display name the school may later change). */
  insertOnly?: Record<string, unknown>;
  /** Why the row cannot be applied (e.g. the student it names is unknown); it is then skipped. */
  skip?: string;
}

export interface PlanItem {
  id: string;
  label: string;
}

export interface DataSetPlan {
  key: DataSetKey;
  title: string;
  dapodik: number;
  local: number;
  sinkron: number;
  baru: PlanItem[];
  berubah: PlanItem[];
  hilang: PlanItem[];
  /** Rows Dapodik lists that cannot be applied (e.g. a member whose student is unknown). */
  dilewati: PlanItem[];
}

export interface DataSetDefinition {
  key: DataSetKey;
  /** The Dapodik data this set is built from; null when that part was not fetched. */
  desired: (snapshot: DapodikSnapshot, scope: SyncScope) => Promise<Entity[] | null>;
  current: (scope: SyncScope) => Promise<Entity[]>;
  /** Writes the plan in the given transaction. */
  apply: (tx: Db, scope: SyncScope, change: AppliedChange) => Promise<void>;
}

export interface AppliedChange {
  upsert: Entity[];
  gone: Entity[];
}
