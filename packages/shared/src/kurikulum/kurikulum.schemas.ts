import { z } from 'zod';
import { listQuerySchema, pageSchema } from '../referensi/list.schemas';
import { withoutInvisible } from '../validation/visible-text';

/** Praktik Kerja Lapangan: graded on the PKL screens, never with CP/TP (domain §5.0). */
export const MAPEL_PKL_ID = 800001000;
/** The P5 project (200040000) and its themes (2000400x0) are assessed on the P5 screens. */
export const MAPEL_P5_ID = 200040000;

/** Whether a subject takes part in the curriculum references (CP/KD, TP, weights). */
export function isMapelKurikulum(mataPelajaranId: number): boolean {
  if (mataPelajaranId === MAPEL_PKL_ID) return false;
  return Math.floor(mataPelajaranId / 1000) !== MAPEL_P5_ID / 1000;
}

export const FASE = ['E', 'F'] as const;
export type Fase = (typeof FASE)[number];

/** Kurikulum Merdeka phases of an SMK: grade 10 is phase E, grades 11–13 phase F. */
export function faseOfTingkat(tingkat: number): Fase {
  return tingkat <= 10 ? 'E' : 'F';
}

export const TINGKAT = [10, 11, 12, 13] as const;

/** KD aspects (`kompetensi_id`): 1 pengetahuan (codes 3.x), 2 keterampilan (codes 4.x). */
export const KOMPETENSI_KD = { 1: 'Pengetahuan', 2: 'Keterampilan' } as const;

const optionalTingkat = z.coerce.number().int().min(10).max(13).optional();
const optionalMapel = z.coerce.number().int().positive().max(2_147_483_647).optional();
const filters = {
  tingkat: optionalTingkat,
  rombongan_belajar_id: z.uuid().optional(),
  mata_pelajaran_id: optionalMapel,
};

/** One pembelajaran of the signed-in teacher, with what the filters and forms need. */
export const pembelajaranGuruSchema = z.object({
  pembelajaran_id: z.string(),
  rombongan_belajar_id: z.string(),
  rombel: z.string(),
  tingkat: z.number().int(),
  mata_pelajaran_id: z.number().int(),
  nama_mata_pelajaran: z.string(),
  /** Kurikulum Merdeka class (CP and TP) or K13 (KD and TP). */
  merdeka: z.boolean(),
  fase: z.enum(FASE),
});
export type PembelajaranGuru = z.infer<typeof pembelajaranGuruSchema>;
export const pembelajaranGuruListSchema = z.object({ data: z.array(pembelajaranGuruSchema) });

/* ------------------------------------------------------------------ capaian pembelajaran */

export const CP_SORTS = ['mata_pelajaran', 'fase', 'elemen'] as const;
export const cpListQuerySchema = listQuerySchema(CP_SORTS).extend(filters);

export const cpItemSchema = z.object({
  cp_id: z.number().int(),
  mata_pelajaran_id: z.number().int(),
  mata_pelajaran: z.string(),
  fase: z.enum(FASE),
  elemen: z.string(),
  deskripsi: z.string(),
  jumlah_tp: z.number().int(),
  aktif: z.boolean(),
  /** From the Directorate's catalogue (imported by the administrator) or added by the school. */
  is_dir: z.boolean(),
});
export type CpItem = z.infer<typeof cpItemSchema>;
export const cpPageSchema = pageSchema(cpItemSchema);

/**
 * A text the teacher types: without the characters that show nothing (a CP of only zero-width
 * spaces is empty, not a blank entry in every list), then trimmed.
 */
const typedText = () => z.string().overwrite(withoutInvisible).trim();

export const cpBodySchema = z.object({
  pembelajaran_id: z.uuid(),
  elemen: typedText().min(1).max(1000),
  deskripsi: typedText().min(1).max(10_000),
});
export type CpBody = z.infer<typeof cpBodySchema>;

/** A school CP corrected: its element and text; its subject and phase stay. */
export const cpEditBodySchema = cpBodySchema.pick({ elemen: true, deskripsi: true });
export type CpEditBody = z.infer<typeof cpEditBodySchema>;

export const aktifBodySchema = z.object({ aktif: z.boolean() });

/* ------------------------------------------------------------------ kompetensi dasar */

export const KD_SORTS = ['mata_pelajaran', 'kode', 'tingkat'] as const;
export const kdListQuerySchema = listQuerySchema(KD_SORTS).extend(filters);

export const kdItemSchema = z.object({
  kd_id: z.string(),
  mata_pelajaran_id: z.number().int(),
  mata_pelajaran: z.string(),
  tingkat: z.number().int(),
  kompetensi_id: z.number().int(),
  kode: z.string(),
  deskripsi: z.string(),
  alias: z.string().nullable(),
  kurikulum: z.number().int(),
  aktif: z.boolean(),
});
export type KdItem = z.infer<typeof kdItemSchema>;
export const kdPageSchema = pageSchema(kdItemSchema);

export const kdBodySchema = z.object({
  pembelajaran_id: z.uuid(),
  kompetensi_id: z.union([z.literal(1), z.literal(2)]),
  kode: z
    .string()
    .trim()
    .regex(/^\d{1,2}\.\d{1,2}$/, 'Kode KD ditulis seperti 3.1 atau 4.12.'),
  deskripsi: typedText().min(1).max(5000),
});
export type KdBody = z.infer<typeof kdBodySchema>;

export const kdAliasBodySchema = z.object({
  alias: typedText().max(5000).nullable(),
});

/* ------------------------------------------------------------------ tujuan pembelajaran */

export const TP_MAX_LENGTH = 2000;

/** What a learning objective's text must be, with the words every way of writing one answers. */
export const TP_PESAN = {
  kosong: 'Tujuan pembelajaran wajib diisi.',
  bukanKalimat: 'Tujuan pembelajaran harus berupa kalimat, bukan angka atau tanda baca saja.',
  terlaluPanjang: `Tujuan pembelajaran maksimal ${TP_MAX_LENGTH} karakter.`,
} as const;

/**
 * A TP's text, typed in the form or edited: the same rules, and words, as a TP template's row
 * (a sentence with at least one letter; "12345" is not an objective).
 */
const tpDeskripsiSchema = typedText()
  .min(1, { error: TP_PESAN.kosong })
  .max(TP_MAX_LENGTH, { error: TP_PESAN.terlaluPanjang })
  .refine((text) => text === '' || /\p{L}/u.test(text), { error: TP_PESAN.bukanKalimat });

export const TP_SORTS = ['mata_pelajaran', 'deskripsi'] as const;
export const tpListQuerySchema = listQuerySchema(TP_SORTS).extend(filters);

/** Why a class's grades cannot change now: grading closed school-wide, or the class locked. */
export const gradeLockReasonSchema = z.enum(['status-penilaian', 'kunci-nilai']);

export const tpPemetaanSchema = z.object({
  pembelajaran_id: z.string(),
  rombel: z.string(),
  /** A pembelajaran of the signed-in teacher (others' mappings are only counted). */
  milik_sendiri: z.boolean(),
  /** Scores or attainment flags exist for this TP in this pembelajaran. */
  ada_nilai: z.boolean(),
  /**
   * The class's grades are locked now (grading closed, or the class locked by its wali): the
   * server refuses taking the TP off it, and rewording or deleting the TP while it is mapped
   * there (423). For showing, as read without database locks.
   */
  terkunci: gradeLockReasonSchema.nullable(),
});
export type TpPemetaan = z.infer<typeof tpPemetaanSchema>;

export const tpItemSchema = z.object({
  tp_id: z.string(),
  deskripsi: z.string(),
  mata_pelajaran_id: z.number().int(),
  mata_pelajaran: z.string(),
  cp: z
    .object({
      cp_id: z.number().int(),
      elemen: z.string(),
      deskripsi: z.string(),
      fase: z.string(),
      /**
       * From the official catalogue (else the school's own): after the catalogue is imported, a
       * school CP and an official one may share an element, and the list says which is which.
       */
      is_dir: z.boolean(),
    })
    .nullable(),
  kd: z
    .object({ kd_id: z.string(), kode: z.string(), deskripsi: z.string(), tingkat: z.number() })
    .nullable(),
  pemetaan: z.array(tpPemetaanSchema),
  /** Scores exist somewhere: it cannot be deleted. */
  dipakai: z.boolean(),
  /** The teacher may edit, delete and map it (his own, or only mapped to his classes). */
  dapat_diubah: z.boolean(),
});
export type TpItem = z.infer<typeof tpItemSchema>;
export const tpPageSchema = pageSchema(tpItemSchema);

export const tpBodySchema = z.object({
  pembelajaran_id: z.uuid(),
  cp_id: z.number().int().positive().max(2_147_483_647).nullish(),
  kd_id: z.uuid().nullish(),
  deskripsi: tpDeskripsiSchema,
});
export type TpBody = z.infer<typeof tpBodySchema>;

export const tpEditBodySchema = z.object({
  deskripsi: tpDeskripsiSchema,
});

/** CP (Merdeka class) or KD (K13 class) a TP of a pembelajaran can hang under. */
export const tpRefQuerySchema = z.object({ pembelajaran_id: z.uuid() });
export const tpRefSchema = z.object({
  merdeka: z.boolean(),
  fase: z.enum(FASE),
  tingkat: z.number().int(),
  cp: z.array(
    z.object({
      cp_id: z.number().int(),
      elemen: z.string(),
      deskripsi: z.string(),
      is_dir: z.boolean(),
    }),
  ),
  kd: z.array(
    z.object({
      kd_id: z.string(),
      kode: z.string(),
      kompetensi_id: z.number().int(),
      deskripsi: z.string(),
    }),
  ),
  /**
   * The class's grades are locked now (grading closed, or the class locked by its wali): a new
   * TP would be refused (423) with `pesan`, so the form says so before it is filled. For showing.
   */
  terkunci: z.object({ alasan: gradeLockReasonSchema, pesan: z.string() }).nullable(),
});
export type TpRef = z.infer<typeof tpRefSchema>;

export const tpMappingSchema = z.object({
  terpetakan: z.array(tpPemetaanSchema),
  /**
   * The teacher's other classes of the same subject and grade not mapped yet; a locked one
   * (`terkunci`) refuses the mapping.
   */
  tersedia: z.array(
    z.object({
      pembelajaran_id: z.string(),
      rombel: z.string(),
      terkunci: gradeLockReasonSchema.nullable(),
    }),
  ),
});
export type TpMapping = z.infer<typeof tpMappingSchema>;

export const tpMapBodySchema = z.object({
  pembelajaran_ids: z.array(z.uuid()).min(1).max(50),
});

export const tpPemetaanParamsSchema = z.object({ id: z.uuid(), pembelajaranId: z.uuid() });

/** The TPs of one of the teacher's classes, to map to his parallel classes all at once. */
export const tpSalinQuerySchema = z.object({ dari_pembelajaran_id: z.uuid() });

/** Where the TPs of a class can go: each parallel class, with how many of them it still lacks. */
export const tpSalinTujuanSchema = z.object({
  /** TPs mapped to the class they would be copied from. */
  jumlah_tp: z.number(),
  tujuan: z.array(
    z.object({
      pembelajaran_id: z.string(),
      rombel: z.string(),
      /** Of its TPs, those not mapped to this class yet (and the teacher may map). */
      baru: z.number(),
      /**
       * The class's grades are locked now (grading closed, or the class locked): the server
       * refuses copying to it (423), so the window does not offer it. For showing.
       */
      terkunci: gradeLockReasonSchema.nullable(),
    }),
  ),
});
export type TpSalinTujuan = z.infer<typeof tpSalinTujuanSchema>;

export const tpSalinBodySchema = z.object({
  dari_pembelajaran_id: z.uuid(),
  pembelajaran_ids: z.array(z.uuid()).min(1).max(50),
});

/** Which CP or KD a TP template is for: `cp_id` (Merdeka) or `kd_id` (K13). */
export const tpTemplateQuerySchema = z.object({
  pembelajaran_id: z.uuid(),
  cp_id: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  kd_id: z.uuid().optional(),
});
export type TpTemplateQuery = z.infer<typeof tpTemplateQuerySchema>;

export const tpImportRowSchema = z.object({
  baris: z.number().int(),
  deskripsi: z.string().max(20_000),
});
export type TpImportRow = z.infer<typeof tpImportRowSchema>;

export const tpImportPreviewSchema = z.object({
  rows: z.array(
    tpImportRowSchema.extend({
      valid: z.boolean(),
      /** The same TP already exists for this pembelajaran: it is left as it is. */
      sudah_ada: z.boolean(),
      /**
       * The row repeats an earlier row of the file (its row number): not saved twice, and not a
       * mistake to fix either. Such a row is neither valid nor counted in `invalid`.
       */
      sama_dengan: z.number().int().nullable(),
      errors: z.array(z.string()),
    }),
  ),
  valid: z.number().int(),
  /** Rows with a mistake (their `errors`), left out of the save. */
  invalid: z.number().int(),
  /** Rows repeating an earlier row (`sama_dengan`), left out of the save. */
  ganda: z.number().int(),
  baru: z.number().int(),
  /**
   * The file was made for another class (pembelajaran) of the same subject: the notice saying so,
   * and that the TPs go to the chosen class; null = made for the chosen class. Not a refusal: one
   * TP list may serve parallel classes.
   */
  kelas_lain: z.string().nullable(),
  /**
   * The class's grades are locked now (grading closed by the administrator, or the class locked by
   * its wali): saving new TPs for it would be refused (423) with `pesan`; null = open. Read for
   * showing only: the confirmation checks the lock again.
   */
  terkunci: z.object({ alasan: gradeLockReasonSchema, pesan: z.string() }).nullable(),
});
export type TpImportPreview = z.infer<typeof tpImportPreviewSchema>;

export const TP_IMPORT_MAX_ROWS = 200;
export const tpImportConfirmBodySchema = z.object({
  pembelajaran_id: z.uuid(),
  cp_id: z.number().int().positive().max(2_147_483_647).nullish(),
  kd_id: z.uuid().nullish(),
  rows: z.array(tpImportRowSchema).min(1).max(TP_IMPORT_MAX_ROWS),
});
export type TpImportConfirmBody = z.infer<typeof tpImportConfirmBodySchema>;

export const importResultSchema = z.object({
  message: z.string(),
  saved: z.number().int(),
  sudah_ada: z.number().int(),
  skipped: z.number().int(),
});
export type ImportResult = z.infer<typeof importResultSchema>;

/* ------------------------------------------------------------------ bobot penilaian */

export const bobotItemSchema = z.object({
  pembelajaran_id: z.string(),
  nama_mata_pelajaran: z.string(),
  rombel: z.string(),
  tingkat: z.number().int(),
  bobot_sumatif_materi: z.number().int(),
  bobot_sumatif_akhir: z.number().int(),
  /**
   * Why the weights cannot change now (they change the Nilai Asesmen of graded students):
   * grading closed school-wide by the administrator, or the class locked by its wali; null = open.
   */
  terkunci: gradeLockReasonSchema.nullable(),
});
export type BobotItem = z.infer<typeof bobotItemSchema>;
export const bobotListSchema = z.object({ data: z.array(bobotItemSchema) });

/**
 * Weights arrive as typed (a number, or the text of a cell); the server checks each one and
 * names the row and the field of a bad one, so the numbers are not narrowed here.
 */
const bobotValue = z.union([z.number(), z.string().max(20), z.null()]);
export const bobotSaveBodySchema = z.object({
  bobot: z
    .array(
      z.object({
        pembelajaran_id: z.uuid(),
        bobot_sumatif_materi: bobotValue,
        bobot_sumatif_akhir: bobotValue,
      }),
    )
    .min(1)
    .max(300),
});
export type BobotSaveBody = z.infer<typeof bobotSaveBodySchema>;
