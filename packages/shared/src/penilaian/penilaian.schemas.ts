import { z } from 'zod';
import { ZONA_WAKTU } from '../settings/settings.schemas';
import { GRID_KINDS } from './grid.schemas';

const uuid = z.uuid();

const gridKind = z.enum(GRID_KINDS, { error: 'Jenis lembar penilaian tidak dikenal.' });

export const gridKindParamSchema = z.object({ kind: gridKind });
export const pembelajaranQuerySchema = z.object({ pembelajaran_id: uuid });

export const riwayatQuerySchema = z.object({
  pembelajaran_id: uuid,
  anggota_rombel_id: uuid,
  kolom: z.string().min(1).max(60).optional(),
  /**
   * Only the changes of this grid: a TP's score (slm) and its attainment (ketercapaian) are cells
   * of the same student and TP in two grids.
   */
  kind: gridKind.optional(),
});

/** GET /api/penilaian/riwayat-lembar: the latest saves of one grid of a pembelajaran. */
export const riwayatLembarQuerySchema = z.object({
  pembelajaran_id: uuid,
  kind: gridKind,
  /** Only saves older than this one (its `kursor`): the next page. */
  sebelum: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional(),
});

/** One pembelajaran the signed-in teacher grades, for the Tingkat → Rombel → Mapel choosers. */
export const pembelajaranGuruSchema = z.object({
  pembelajaran_id: z.string(),
  nama_mata_pelajaran: z.string(),
  mata_pelajaran_id: z.number(),
  rombongan_belajar_id: z.string(),
  rombel: z.string(),
  tingkat: z.number(),
  jenis_rombel: z.number(),
  merdeka: z.boolean(),
  kunci_nilai: z.boolean(),
  /** Mapped by the administrator (kelompok and order): only then can it be graded. */
  siap_dinilai: z.boolean(),
});
export type PembelajaranGuru = z.infer<typeof pembelajaranGuruSchema>;

/**
 * The grading deadline as the answers that show the grading status carry it (GET
 * /api/penilaian/status and the Beranda): grading closes by itself when the database's clock
 * reaches it.
 */
export const batasPenilaianFields = {
  /** When grading closes by itself (ISO-8601 UTC), or null when no deadline is set. */
  batas: z.string().nullable(),
  /** The deadline has passed: grading is closed by it (until it is cleared or grading reopened). */
  batas_lewat: z.boolean(),
  /** The school's time zone, to show the deadline in. */
  zona: z.enum(ZONA_WAKTU),
  /**
   * When entering Nilai Tengah Semester closes by itself (ISO-8601 UTC), or null: its own entry
   * window (peers.md M5); the rest of grading stays open after it.
   */
  batas_pts: z.string().nullable(),
  /** That deadline has passed: mid-semester scores are closed (until it is cleared or moved). */
  batas_pts_lewat: z.boolean(),
};

/** Whether grading is open school-wide now (the switch and the deadline), with the deadlines. */
export const statusPenilaianSchema = z.object({ dibuka: z.boolean(), ...batasPenilaianFields });
export type StatusPenilaian = z.infer<typeof statusPenilaianSchema>;

/** PUT /api/penilaian/batas: sets the deadline (a time after now, with its offset) or clears it. */
export const batasPenilaianBodySchema = z.object({
  batas: z.iso
    .datetime({ offset: true, error: 'Batas waktu harus berupa tanggal dan jam yang benar.' })
    .nullable(),
});

/** The shortest reason accepted for opening what was locked (grading or a class). */
export const ALASAN_BUKA_MIN = 5;
const alasan = z
  .string()
  .trim()
  .max(500, { error: 'Alasan paling panjang 500 karakter.' })
  .optional();
const ALASAN_WAJIB = `Tuliskan alasan membuka kunci (paling sedikit ${ALASAN_BUKA_MIN} karakter).`;

/**
 * PUT /api/penilaian/batas-pts: sets the Nilai Tengah Semester deadline (a time after now, with
 * its offset) or clears it. Once it has passed, changing it opens mid-semester entry again, and
 * that needs a reason (kept in the lock log); the server asks for it under `alasan`.
 */
export const batasPtsBodySchema = batasPenilaianBodySchema.extend({ alasan });
export const ALASAN_BUKA_PTS = `Batas waktu nilai tengah semester sudah lewat. Tuliskan alasan membukanya kembali (paling sedikit ${ALASAN_BUKA_MIN} karakter).`;

/** Closing needs no reason; opening again does (it is kept in the lock log). */
export const statusPenilaianBodySchema = z
  .object({ dibuka: z.boolean(), alasan })
  .refine((body) => !body.dibuka || (body.alasan ?? '').length >= ALASAN_BUKA_MIN, {
    path: ['alasan'],
    error: ALASAN_WAJIB,
  });
export const kunciNilaiBodySchema = z
  .object({ rombongan_belajar_id: uuid, kunci: z.boolean(), alasan })
  .refine((body) => body.kunci || (body.alasan ?? '').length >= ALASAN_BUKA_MIN, {
    path: ['alasan'],
    error: ALASAN_WAJIB,
  });

/**
 * How many of the latest locks and unlocks the home page carries per class (or for the school);
 * the whole log is read page by page (GET /api/beranda/kunci-log).
 */
export const KUNCI_LOG_SHOWN = 5;

/** One lock or unlock, newest first in the answers that carry them. */
export const kunciLogSchema = z.object({
  /** True: locked (or grading closed); false: opened again. */
  kunci: z.boolean(),
  alasan: z.string().nullable(),
  oleh: z.string().nullable(),
  waktu: z.string(),
  /**
   * Set for a change of the grading deadline, not a lock: the deadline set (kunci true) or the one
   * cleared (kunci false), ISO-8601 UTC.
   */
  batas: z.string().nullable(),
  /** Which deadline `batas` is: grading as a whole, or the Nilai Tengah Semester window. */
  jenis: z.enum(['penilaian', 'pts']),
  /**
   * Not an act of anyone: the deadline (of `jenis`) passed at `waktu` and closed grading, or PTS
   * entry, by itself. Stored nowhere: it follows from the deadline, and is shown in the log so
   * that its latest line never reads "opened" while grading is closed.
   */
  otomatis: z.boolean().optional(),
});
export type KunciLog = z.infer<typeof kunciLogSchema>;
