import { z } from 'zod';
import { MAX_PER_PAGE, pageSchema, type Page } from '../referensi/list.schemas';
import { batasPenilaianFields, kunciLogSchema, type KunciLog } from './penilaian.schemas';

/**
 * How far the grading of one pembelajaran is: every count is of the students it grades (class
 * members, for a religion subject only those of that religion).
 */
export const progresPenilaianSchema = z.object({
  /** Students the pembelajaran grades. */
  siswa: z.number(),
  /** TPs mapped to it (0: the teacher still has to map TPs before SLM can be typed). */
  jumlah_tp: z.number(),
  /** Students with at least one SLM score on a mapped TP. */
  slm: z.number(),
  /** Students with a SAS NA. */
  sas: z.number(),
  /** Students with a final grade (the report's kompetensi of this pembelajaran). */
  nilai_akhir: z.number(),
  /** Students with a description (either side). */
  deskripsi: z.number(),
  /** Students with a Nilai Tengah Semester score. */
  pts: z.number(),
});
export type ProgresPenilaian = z.infer<typeof progresPenilaianSchema>;

/** One academic pembelajaran with its progress, for the teacher's, the wali's and the school view. */
export const pembelajaranProgresSchema = z.object({
  pembelajaran_id: z.string(),
  nama_mata_pelajaran: z.string(),
  mata_pelajaran_id: z.number(),
  rombongan_belajar_id: z.string(),
  rombel: z.string(),
  tingkat: z.number(),
  jenis_rombel: z.number(),
  /** The teacher who grades it (the guru pengajar when set, else the Dapodik teacher). */
  guru: z.string().nullable(),
  /** A sub-subject of a parent subject (domain §5.9). */
  sub_mapel: z.boolean(),
  /** Mapped by the administrator (kelompok and order): only then can it be graded. */
  siap_dinilai: z.boolean(),
  /** The class is locked by its wali. */
  kunci_nilai: z.boolean(),
  progres: progresPenilaianSchema,
});
export type PembelajaranProgres = z.infer<typeof pembelajaranProgresSchema>;

/** GET /api/beranda/pembelajaran: the signed-in teacher's pembelajaran of the semester. */
export const berandaGuruSchema = z.object({
  /** Grading is open school-wide. */
  dibuka: z.boolean(),
  ...batasPenilaianFields,
  pembelajaran: z.array(pembelajaranProgresSchema),
});
export type BerandaGuru = z.infer<typeof berandaGuruSchema>;

/**
 * GET /api/progress/penilaian (Monitoring › Nilai Akademik, the Waka): every academic
 * pembelajaran of the school's classes with its progress, in the order of the classes.
 */
export const monitoringPenilaianSchema = berandaGuruSchema;
export type MonitoringPenilaian = BerandaGuru;

/** A class of the wali with every academic pembelajaran of it. */
export const kelasWaliSchema = z.object({
  rombongan_belajar_id: z.string(),
  nama: z.string(),
  tingkat: z.number(),
  jenis_rombel: z.number(),
  kunci_nilai: z.boolean(),
  /** The latest locks and unlocks of the class, newest first. */
  kunci_log: z.array(kunciLogSchema),
  jumlah_siswa: z.number(),
  pembelajaran: z.array(pembelajaranProgresSchema),
});
export type KelasWali = z.infer<typeof kelasWaliSchema>;

/** GET /api/wali/kelas. */
export const berandaWaliSchema = z.object({
  dibuka: z.boolean(),
  ...batasPenilaianFields,
  kelas: z.array(kelasWaliSchema),
});
export type BerandaWali = z.infer<typeof berandaWaliSchema>;

/** Counts of a group of pembelajaran (the school, a grade level, a class). */
export const rekapPenilaianSchema = z.object({
  /** Academic pembelajaran. */
  pembelajaran: z.number(),
  /** Of them mapped by the administrator. */
  dipetakan: z.number(),
  /** Of them with a final grade for every student they grade. */
  lengkap: z.number(),
  /** Students (class members). */
  siswa: z.number(),
  /** Final grades stored / expected (one per graded student per pembelajaran). */
  nilai_akhir: z.number(),
  nilai_akhir_target: z.number(),
  /** Descriptions stored (expected: as many as final grades). */
  deskripsi: z.number(),
  /** Nilai Tengah Semester scores stored (expected: as many as final grades). */
  pts: z.number(),
});
export type RekapPenilaian = z.infer<typeof rekapPenilaianSchema>;

/** The counts of a group with nothing in it (where sums start). */
export function emptyRekap(): RekapPenilaian {
  return {
    pembelajaran: 0,
    dipetakan: 0,
    lengkap: 0,
    siswa: 0,
    nilai_akhir: 0,
    nilai_akhir_target: 0,
    deskripsi: 0,
    pts: 0,
  };
}

export const rekapRombelSchema = rekapPenilaianSchema.extend({
  rombongan_belajar_id: z.string(),
  nama: z.string(),
  tingkat: z.number(),
  jenis_rombel: z.number(),
  wali: z.string().nullable(),
  kunci_nilai: z.boolean(),
});
export type RekapRombel = z.infer<typeof rekapRombelSchema>;

export const rekapTingkatSchema = rekapPenilaianSchema.extend({
  tingkat: z.number(),
  rombel: z.number(),
  /** Classes of this level locked by their wali. */
  terkunci: z.number(),
});
export type RekapTingkat = z.infer<typeof rekapTingkatSchema>;

/**
 * The counts of one teacher's pembelajaran (the guru pengajar when set, else the Dapodik
 * teacher): who is behind as the deadline nears. `siswa` is the students he grades, summed over
 * his pembelajaran. No teacher (`guru_id` null): pembelajaran nobody grades yet.
 */
export const rekapGuruSchema = rekapPenilaianSchema.extend({
  guru_id: z.string().nullable(),
  nama: z.string().nullable(),
});
export type RekapGuru = z.infer<typeof rekapGuruSchema>;

/** GET /api/beranda/penilaian-sekolah (administrator, Waka). */
export const berandaSekolahSchema = z.object({
  dibuka: z.boolean(),
  ...batasPenilaianFields,
  /** The latest closings and openings of grading school-wide, newest first. */
  status_log: z.array(kunciLogSchema),
  total: rekapPenilaianSchema,
  tingkat: z.array(rekapTingkatSchema),
  rombel: z.array(rekapRombelSchema),
  /** Per teacher, the least complete first (by finals, then descriptions). */
  guru: z.array(rekapGuruSchema),
});
export type BerandaSekolah = z.infer<typeof berandaSekolahSchema>;

export const rombelParamSchema = z.object({
  rombongan_belajar_id: z.uuid({ error: 'Pilih rombongan belajar yang benar.' }),
});

export const pengajarParamSchema = z.object({
  pengajar_id: z.uuid({ error: 'Pilih guru yang benar.' }),
});

/** Entries of the whole lock log per page when the query does not say. */
export const KUNCI_LOG_PER_PAGE = 20;

/**
 * GET /api/beranda/kunci-log: the whole lock log of a class (its wali), or without a class the
 * school-wide grading switch and deadlines (administrator, Waka), newest first, page by page.
 * The home page carries only the latest few; reopening reasons are kept for good (decisions
 * 0013, 0016, 0021), so they must stay readable.
 */
export const kunciLogQuerySchema = z.object({
  rombongan_belajar_id: z.uuid({ error: 'Pilih rombongan belajar yang benar.' }).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  per_page: z.coerce.number().int().min(1).max(MAX_PER_PAGE).default(KUNCI_LOG_PER_PAGE),
});
export type KunciLogQuery = z.infer<typeof kunciLogQuerySchema>;
export const kunciLogPageSchema = pageSchema(kunciLogSchema);
export type KunciLogPage = Page<KunciLog>;

/** Answer of PUT /api/penilaian/kunci-nilai. */
export const kunciNilaiResponseSchema = z.object({
  rombongan_belajar_id: z.string(),
  kunci: z.boolean(),
  message: z.string(),
});
export type KunciNilaiResponse = z.infer<typeof kunciNilaiResponseSchema>;
