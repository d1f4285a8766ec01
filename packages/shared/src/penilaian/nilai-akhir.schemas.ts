import { z } from 'zod';
import type { GridCell, GridCellState, GridLock, GridPembelajaran } from './grid.schemas';

/**
 * Contracts of the Nilai Akhir and Capaian Kompetensi screens (domain §5.1, §5.2, §5.9): what the
 * server computes next to the stored grids, and the actions that write the computed values.
 */

const uuid = z.uuid();

/** A student and the version of the row the browser read (0 = nothing stored yet). */
const versiSiswaSchema = z.object({
  anggota_rombel_id: uuid,
  version: z.number().int().min(0),
});

// ——— Nilai Akhir ———

export interface NilaiAsesmenSiswa {
  anggota_rombel_id: string;
  nama: string;
  nisn: string | null;
  /** Computed from the components that exist; null when there is no component at all. */
  nilai_asesmen: number | null;
  /** Every mapped TP has an SLM score and the SAS exists. */
  lengkap: boolean;
  /** What is missing: how many TP scores, and whether the SAS. */
  kurang: { tp: number; sas: boolean };
  rerata_slm: number | null;
  sas: number | null;
  /** The stored final with the version read. */
  nilai_akhir: GridCell;
  /** Parent subject only (§5.9): the stored combined final (kompetensi 4), if any. */
  nilai_gabungan?: number | null;
  /** Parent subject only: each sub-subject's stored final, in the order of `sub_mapel`. */
  nilai_sub_mapel?: (number | null)[];
  /** How the stored final was last set, when that was a remedial or an adjustment. */
  penyesuaian: PenyesuaianNilai | null;
}

// ——— Remedial and adjustment of a final (peers.md M4) ———

/** `remedial`: the student took a remedial test; `adjust`: any other change of the final. */
export const JENIS_PENYESUAIAN = ['remedial', 'adjust'] as const;
export type JenisPenyesuaian = (typeof JENIS_PENYESUAIAN)[number];
export const ALASAN_PENYESUAIAN_MIN = 5;

/**
 * One student's final set by hand with the reason kept in the grade history, instead of a silent
 * overwrite: after a remedial test, or adjusted for another stated reason.
 */
export const penyesuaianNilaiAkhirSchema = z.object({
  pembelajaran_id: uuid,
  anggota_rombel_id: uuid,
  /** The version of the stored final the browser read (0 = none yet). */
  version: z.number().int().min(0),
  nilai: z.number().int().min(0).max(100),
  jenis: z.enum(JENIS_PENYESUAIAN),
  alasan: z.string().trim().min(ALASAN_PENYESUAIAN_MIN).max(500),
});
export type PenyesuaianNilaiAkhir = z.infer<typeof penyesuaianNilaiAkhirSchema>;

/** What every remedial of a stored score names: the student, the version read, the score and why. */
const remedialFields = {
  pembelajaran_id: uuid,
  anggota_rombel_id: uuid,
  /** The version of the stored score the browser read. */
  version: z.number().int().min(1),
  nilai: z.number().int().min(0).max(100),
  alasan: z.string().trim().min(ALASAN_PENYESUAIAN_MIN).max(500),
};

/**
 * A TP score raised after the student's remedial test (SLM), with the reason; the first score
 * stays in the grade history. There must be a first score.
 */
export const remedialTpSchema = z.object({
  ...remedialFields,
  /** The TP (the SLM column). */
  kolom: uuid,
});
export type RemedialTp = z.infer<typeof remedialTpSchema>;

/** The parts of the end-of-semester assessment (SAS) a teacher enters; NA is computed from them. */
export const BAGIAN_SAS = ['non-tes', 'tes'] as const;
export type BagianSas = (typeof BAGIAN_SAS)[number];

/**
 * A SAS part (non-tes or tes) raised after the student's remedial of the end-of-semester
 * assessment, with the reason; the NA follows, and the first score stays in the grade history.
 */
export const remedialSasSchema = z.object({
  ...remedialFields,
  /** The part (the SAS column). */
  kolom: z.enum(BAGIAN_SAS),
});
export type RemedialSas = z.infer<typeof remedialSasSchema>;

/** The grids whose stored scores a remedial raises: TP scores (SLM) and SAS parts. */
export type RemedialKind = 'slm' | 'sas';

/**
 * At most this many remedials and adjustments are listed for the school: those the Waka has not
 * decided on first, then the newest.
 */
export const PENYESUAIAN_SEKOLAH_LIMIT = 500;

/**
 * The Waka Kurikulum approves remedials and adjustments of the semester, one or many at once (the
 * ids of their history entries). Approving changes no grade; an approved entry stays approved.
 */
export const setujuiPenyesuaianSchema = z.object({
  ids: z.array(z.number().int().positive()).min(1).max(PENYESUAIAN_SEKOLAH_LIMIT),
});
export type SetujuiPenyesuaian = z.infer<typeof setujuiPenyesuaianSchema>;

export interface SetujuiPenyesuaianHasil {
  /** Approved by this request. */
  disetujui: number;
  /** Already decided before (approved or refused, by anyone): left as they were. */
  sudah: number;
}

/**
 * The Waka Kurikulum refuses remedials or adjustments, telling the teachers why: the grade stays
 * as it is until the teacher changes it again (a new change, waiting for its own decision).
 */
export const tolakPenyesuaianSchema = setujuiPenyesuaianSchema.extend({
  catatan: z.string().trim().min(ALASAN_PENYESUAIAN_MIN).max(500),
});
export type TolakPenyesuaian = z.infer<typeof tolakPenyesuaianSchema>;

export interface TolakPenyesuaianHasil {
  /** Refused by this request. */
  ditolak: number;
  /** Already decided before: left as they were. */
  sudah: number;
}

/**
 * The Waka Kurikulum takes his decisions back (an approval given by mistake, a refusal settled
 * with the teacher): the changes wait for a decision again; the decision taken back is kept.
 */
export const batalkanKeputusanSchema = setujuiPenyesuaianSchema;
export type BatalkanKeputusan = z.infer<typeof batalkanKeputusanSchema>;

export interface BatalkanKeputusanHasil {
  /** Decisions taken back by this request. */
  dibatalkan: number;
  /** Had no decision (never, or already taken back): left as they were. */
  belum: number;
}

export type KeputusanPenyesuaian = 'setuju' | 'tolak';

/** The Waka's decision on a remedial or adjustment: who, when, and a refusal's note. */
export interface PersetujuanPenyesuaian {
  keputusan: KeputusanPenyesuaian;
  oleh: string | null;
  waktu: string;
  /** Why it was refused (null when approved). */
  catatan: string | null;
}

/** The school's remedials and adjustments of the semester, and how many there are in all. */
export interface PenyesuaianSekolahDaftar {
  rows: PenyesuaianSekolah[];
  total: number;
  /** Not yet decided on by the Waka (neither approved nor refused). */
  belum: number;
  /** Refused by the Waka and not changed again since: what he follows up with the teachers. */
  ditolak: number;
}

/** A remedial or adjustment of a final anywhere in the school this semester (for the Waka). */
export interface PenyesuaianSekolah extends PenyesuaianNilai {
  /** The history entry. */
  id: number;
  pembelajaran_id: string;
  nama_mata_pelajaran: string;
  rombel: string;
  anggota_rombel_id: string;
  nama: string;
  nilai_baru: number | null;
  /** The user who made it (a Waka does not approve his own). */
  oleh_id: string | null;
  /** A TP score's remedial: the TP (its description); null otherwise. */
  tp: string | null;
  /** A SAS part's remedial: the part; null otherwise (neither this nor `tp`: the final). */
  sas: BagianSas | null;
  /** The same score or final was changed again after it (a refusal the teacher acted on). */
  diubah_lagi: boolean;
}

/**
 * A teacher's own remedials and adjustments of the semester (those of the pembelajaran he
 * teaches): what the Waka refused and was not changed again since first, then those waiting for
 * a decision, then the newest.
 */
export interface PenyesuaianGuruDaftar {
  rows: PenyesuaianSekolah[];
  total: number;
  /** Refused by the Waka and not changed again since: what the teacher should look at. */
  ditolak: number;
}

/** The remedial or adjustment that made a stored final. */
export interface PenyesuaianNilai {
  jenis: JenisPenyesuaian;
  alasan: string;
  /** The final before it. */
  nilai_lama: number | null;
  oleh: string | null;
  waktu: string;
  /** The Waka's decision (approved or refused); null while there is none. */
  persetujuan: PersetujuanPenyesuaian | null;
}

export interface SubMapel {
  pembelajaran_id: string;
  nama_mata_pelajaran: string;
}

export interface NilaiAsesmenData {
  pembelajaran: GridPembelajaran;
  lock: GridLock | null;
  bobot: { sumatif_materi: number; sumatif_akhir: number };
  jumlah_tp: number;
  /** Sub-subjects when this pembelajaran is a parent ("induk"): its own final is kept apart. */
  sub_mapel: SubMapel[];
  rows: NilaiAsesmenSiswa[];
}

export const gunakanNilaiAsesmenSchema = z.object({
  pembelajaran_id: uuid,
  /** The students to write, each with the version of the final the browser read. */
  siswa: z.array(versiSiswaSchema).min(1).max(500),
  /**
   * Students whose grade is "belum lengkap" that the teacher explicitly accepts (computed from
   * the components that exist). Any other incomplete student is left as it is.
   */
  terima_belum_lengkap: z.array(uuid).max(500).default([]),
});
export type GunakanNilaiAsesmen = z.input<typeof gunakanNilaiAsesmenSchema>;

/** Why a student's final was not written: incomplete and not accepted, no grade, or set by a remedial or an adjustment. */
export type AlasanDilewati = 'belum-lengkap' | 'tanpa-nilai' | 'disesuaikan';

export interface GunakanNilaiAsesmenResult {
  cells: GridCellState[];
  /** Students written (a value equal to the stored one counts as written). */
  ditulis: number;
  dilewati: { anggota_rombel_id: string; alasan: AlasanDilewati }[];
}

export interface NilaiGabunganResult {
  /** Students whose combined final is stored (null when no part has a grade). */
  ditulis: number;
}

// ——— Capaian Kompetensi ———

/**
 * What the Capaian Kompetensi screen warns of (peers M9), refusing nothing: graded without a
 * description; a TP named on both sides; TPs named on the wrong side for their attainment or
 * scores; a good mastery claimed while the highest TP score (`nilai`, no attainment set) is below
 * the passing mark (`kkm`); judging words; another student's name, or the very text of classmates
 * whose TPs say otherwise (a text copied from student to student).
 */
export type PeringatanDeskripsi =
  | { kode: 'tanpa-deskripsi' }
  | { kode: 'tp-di-kedua-sisi'; tp: string[] }
  | { kode: 'bertentangan'; tp_capaian: string[]; tp_ditingkatkan: string[] }
  | { kode: 'di-bawah-kkm'; kkm: number; nilai: number }
  | { kode: 'kata-negatif'; kata: string[] }
  | { kode: 'nama-siswa-lain'; nama: string }
  | { kode: 'sama-dengan-lain'; jumlah: number };

export interface UsulanDeskripsiSiswa {
  capaian: string | null;
  perlu_ditingkatkan: string | null;
  /** From the attainment flags, from the TP scores, or nothing to go on. */
  dasar: 'ketercapaian' | 'nilai' | 'kosong';
  tp_capaian: string[];
  tp_ditingkatkan: string[];
  /**
   * From the scores, the highest of which is below the passing mark: the achieved side is
   * worded as developing, not as good mastery (the screen says why).
   */
  di_bawah_kkm?: true;
}

export interface CapaianSiswa {
  anggota_rombel_id: string;
  nama: string;
  nisn: string | null;
  nilai_akhir: number | null;
  capaian: string | null;
  perlu_ditingkatkan: string | null;
  /** Version of the stored description row (0 = none). */
  version: number;
  usulan: UsulanDeskripsiSiswa;
  peringatan: PeringatanDeskripsi[];
}

export interface CapaianKompetensiData {
  pembelajaran: GridPembelajaran;
  lock: GridLock | null;
  /** The passing mark the TP scores are read against (kkmOf). */
  kkm: number;
  tp: { tp_id: string; label: string; deskripsi: string }[];
  rows: CapaianSiswa[];
}

export const terapkanUsulanSchema = z.object({
  pembelajaran_id: uuid,
  /**
   * The chosen students with the version of their description the browser read; when omitted,
   * every student without a saved description.
   */
  siswa: z.array(versiSiswaSchema).min(1).max(500).optional(),
});
export type TerapkanUsulan = z.input<typeof terapkanUsulanSchema>;

export interface TerapkanUsulanResult {
  cells: GridCellState[];
  ditulis: number;
  /** Students with no TP attainment and no TP score: nothing to propose. */
  tanpa_usulan: string[];
}

export const resetDeskripsiSchema = z.object({
  pembelajaran_id: uuid,
  /**
   * Every student the browser showed, with the version of his description it read (0: none): a
   * description changed or written since is not cleared (409 with it), nor is any other.
   */
  siswa: z.array(versiSiswaSchema).max(500),
});
export type ResetDeskripsi = z.input<typeof resetDeskripsiSchema>;

export interface ResetDeskripsiResult {
  /** Descriptions cleared (kept in the history). */
  dihapus: number;
}
