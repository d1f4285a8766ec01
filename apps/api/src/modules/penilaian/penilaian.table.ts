import { sql } from 'drizzle-orm';
import type { KeputusanPenyesuaian } from '@erapor/shared/penilaian/nilai-akhir.schemas';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { tujuanPembelajaran } from '../kurikulum/kurikulum.table';
import { anggotaRombel, pembelajaran, rombonganBelajar } from '../rombel/rombel.table';
import { sekolah } from '../sekolah/sekolah.table';

/**
 * Columns every versioned grade row has. A cleared cell keeps its row with a null value, so the
 * version only ever grows and a stale write is always detected. `updated_by` is the user id.
 */
function versioned() {
  return {
    sekolahId: uuid('sekolah_id')
      .notNull()
      .references(() => sekolah.sekolahId),
    anggotaRombelId: uuid('anggota_rombel_id')
      .notNull()
      .references(() => anggotaRombel.anggotaRombelId),
    pembelajaranId: uuid('pembelajaran_id')
      .notNull()
      .references(() => pembelajaran.pembelajaranId),
    version: integer('version').notNull().default(1),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: uuid('updated_by'),
  };
}

const score = (name: string) => smallint(name);
const scoreCheck = (name: string, column: unknown) =>
  check(name, sql`${column} is null or ${column} between 0 and 100`);

/** Sumatif Lingkup Materi: one score per student per mapped TP. */
export const nilaiTp = pgTable(
  'nilai_tp',
  {
    ...versioned(),
    tpId: uuid('tp_id')
      .notNull()
      .references(() => tujuanPembelajaran.tpId),
    nilai: score('nilai'),
  },
  (table) => [
    primaryKey({ columns: [table.pembelajaranId, table.anggotaRombelId, table.tpId] }),
    scoreCheck('nilai_tp_nilai', table.nilai),
  ],
);

/** Sumatif Akhir Semester parts: jenis `non-tes`, `tes`, and `na` (computed by the server). */
export const nilaiSumatif = pgTable(
  'nilai_sumatif',
  {
    ...versioned(),
    jenis: varchar('jenis', { length: 10 }).notNull(),
    nilai: score('nilai'),
  },
  (table) => [
    primaryKey({ columns: [table.pembelajaranId, table.anggotaRombelId, table.jenis] }),
    scoreCheck('nilai_sumatif_nilai', table.nilai),
    check('nilai_sumatif_jenis', sql`${table.jenis} in ('non-tes', 'tes', 'na')`),
  ],
);

/**
 * The final subject grade on the report. `kompetensi_id` 4 Kurikulum Merdeka, 1 K13, 99 a parent
 * subject's own grade when it has sub-subjects (domain §2.4).
 */
export const nilaiAkhir = pgTable(
  'nilai_akhir',
  {
    ...versioned(),
    kompetensiId: smallint('kompetensi_id').notNull(),
    nilai: score('nilai'),
  },
  (table) => [
    primaryKey({ columns: [table.pembelajaranId, table.anggotaRombelId, table.kompetensiId] }),
    scoreCheck('nilai_akhir_nilai', table.nilai),
  ],
);

/** Whether a student reached a TP: 1 tercapai, 0 tidak tercapai, null not decided. */
export const tpNilai = pgTable(
  'tp_nilai',
  {
    ...versioned(),
    tpId: uuid('tp_id')
      .notNull()
      .references(() => tujuanPembelajaran.tpId),
    kompeten: smallint('kompeten'),
  },
  (table) => [
    primaryKey({ columns: [table.pembelajaranId, table.anggotaRombelId, table.tpId] }),
    check('tp_nilai_kompeten', sql`${table.kompeten} is null or ${table.kompeten} in (0, 1)`),
  ],
);

/** Capaian Kompetensi: the report's "achieved" and "to improve" texts of a student in a subject. */
export const deskripsiMataPelajaran = pgTable(
  'deskripsi_mata_pelajaran',
  {
    ...versioned(),
    capaian: text('capaian'),
    perluDitingkatkan: text('perlu_ditingkatkan'),
  },
  (table) => [primaryKey({ columns: [table.pembelajaranId, table.anggotaRombelId] })],
);

/** Nilai Tengah Semester: the mid-semester score of a student in a subject. */
export const nilaiPts = pgTable(
  'nilai_pts',
  {
    ...versioned(),
    nilai: score('nilai'),
  },
  (table) => [
    primaryKey({ columns: [table.pembelajaranId, table.anggotaRombelId] }),
    scoreCheck('nilai_pts_nilai', table.nilai),
  ],
);

/**
 * Append-only history of every change to a grade or description table: which table and cell,
 * old and new value (as text), who, when, and through what (`grid`, `import`, `generate`, `reset`,
 * `sync`, or a final grade set after a remedial test or adjusted, `remedial` / `adjust`, which
 * carry the teacher's reason in `alasan`).
 */
export const gradeHistory = pgTable(
  'grade_history',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    sekolahId: uuid('sekolah_id').notNull(),
    tabel: varchar('tabel', { length: 40 }).notNull(),
    pembelajaranId: uuid('pembelajaran_id').notNull(),
    anggotaRombelId: uuid('anggota_rombel_id').notNull(),
    /** The cell within the row: a TP id, a SAS part, a kompetensi id, a description side. */
    kolom: varchar('kolom', { length: 60 }).notNull(),
    nilaiLama: text('nilai_lama'),
    nilaiBaru: text('nilai_baru'),
    version: integer('version').notNull(),
    userId: uuid('user_id'),
    sumber: varchar('sumber', { length: 10 }).notNull(),
    alasan: text('alasan'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('grade_history_cell').on(table.pembelajaranId, table.anggotaRombelId),
    // the school's remedials and adjustments (Beranda), without reading every grade change
    index('grade_history_penyesuaian')
      .on(table.sekolahId, table.id)
      .where(sql`${table.sumber} in ('remedial', 'adjust')`),
    check(
      'grade_history_sumber',
      sql`${table.sumber} in ('grid', 'import', 'generate', 'reset', 'sync', 'remedial', 'adjust')`,
    ),
    check(
      'grade_history_alasan',
      sql`${table.sumber} not in ('remedial', 'adjust') or ${table.alasan} is not null`,
    ),
  ],
);

/**
 * The Waka Kurikulum's decision on a remedial or an adjusted grade (peers.md M4): one row per
 * history entry of source `remedial` or `adjust`, written once and never changed. `setuju`: the
 * change was seen and accepted; `tolak`: refused, with the Waka's note to the teacher (`catatan`).
 * The grade itself is not touched either way: after a refusal the teacher changes it again, and
 * that change waits for its own decision.
 */
export const penyesuaianPersetujuan = pgTable(
  'penyesuaian_persetujuan',
  {
    gradeHistoryId: bigint('grade_history_id', { mode: 'number' })
      .primaryKey()
      .references(() => gradeHistory.id),
    sekolahId: uuid('sekolah_id').notNull(),
    userId: uuid('user_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    keputusan: text('keputusan').$type<KeputusanPenyesuaian>().notNull().default('setuju'),
    catatan: text('catatan'),
  },
  (table) => [
    check('penyesuaian_persetujuan_keputusan', sql`${table.keputusan} in ('setuju', 'tolak')`),
    // a refusal tells the teacher why
    check(
      'penyesuaian_persetujuan_catatan',
      sql`${table.keputusan} = 'setuju' or ${table.catatan} is not null`,
    ),
  ],
);

/**
 * A decision the Waka Kurikulum took back (Batalkan keputusan), append-only: the decision as it
 * was (who, when, which, the note) and who took it back when. Taking it back deletes it from
 * `penyesuaian_persetujuan`, so the change waits for a decision again; this table keeps the trace.
 */
export const penyesuaianPersetujuanBatal = pgTable(
  'penyesuaian_persetujuan_batal',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    gradeHistoryId: bigint('grade_history_id', { mode: 'number' })
      .notNull()
      .references(() => gradeHistory.id),
    sekolahId: uuid('sekolah_id').notNull(),
    keputusan: text('keputusan').$type<KeputusanPenyesuaian>().notNull(),
    catatan: text('catatan'),
    /** Who decided, and when. */
    diputuskanOleh: uuid('diputuskan_oleh').notNull(),
    diputuskanPada: timestamp('diputuskan_pada', { withTimezone: true }).notNull(),
    /** Who took the decision back, and when. */
    userId: uuid('user_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('penyesuaian_persetujuan_batal_history').on(table.gradeHistoryId)],
);

/**
 * Every lock and unlock of grading, append-only: a wali's class lock (`rombongan_belajar_id`) or
 * the administrator's school-wide switch (no class; `kunci` true = grading closed). Unlocking
 * carries the reason the user gave. A change of the school's grading deadline (no class) carries
 * it in `batas_waktu`: the deadline set (`kunci` true) or the one cleared (`kunci` false).
 */
export const kunciNilaiLog = pgTable(
  'kunci_nilai_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    sekolahId: uuid('sekolah_id')
      .notNull()
      .references(() => sekolah.sekolahId),
    semesterId: varchar('semester_id', { length: 5 }).notNull(),
    rombonganBelajarId: uuid('rombongan_belajar_id').references(
      () => rombonganBelajar.rombonganBelajarId,
    ),
    kunci: boolean('kunci').notNull(),
    alasan: text('alasan'),
    userId: uuid('user_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    batasWaktu: timestamp('batas_waktu', { withTimezone: true }),
    /**
     * Which deadline a deadline event is of: 'penilaian' (grading as a whole) or 'pts' (the Nilai
     * Tengah Semester entry window). Locks and unlocks are 'penilaian'.
     */
    jenis: text('jenis').notNull().default('penilaian'),
  },
  (table) => [
    index('kunci_nilai_log_scope').on(table.sekolahId, table.semesterId, table.rombonganBelajarId),
  ],
);

/**
 * Who has a grade grid open right now (peers.md M3): one row per user, pembelajaran and grid
 * kind, refreshed by the open grid every few seconds with the column of its active cell. A row
 * older than `KEHADIRAN_TTL_SECONDS` (kehadiran.usecases.ts) no longer counts; closing the grid
 * deletes it. Nothing else reads it, and nothing in it is a grade.
 */
export const gridKehadiran = pgTable(
  'grid_kehadiran',
  {
    sekolahId: uuid('sekolah_id').notNull(),
    pembelajaranId: uuid('pembelajaran_id').notNull(),
    userId: uuid('user_id').notNull(),
    kind: varchar('kind', { length: 20 }).notNull(),
    /** The column key of the user's active cell, if any. */
    kolom: varchar('kolom', { length: 60 }),
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.pembelajaranId, table.userId, table.kind] })],
);
