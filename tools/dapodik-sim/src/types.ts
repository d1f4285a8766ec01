/**
 * Row shapes of the Dapodik Web Service as the simulator emits them
 * (shared/reference/dapodik-ws.md §3). JSON types follow the real service: DECIMAL
 * columns are strings, INTEGER columns are numbers, dates are "YYYY-MM-DD".
 * Optional properties (`?`) are keys the real service leaves out, not nulls.
 */

/** `getSekolah` → `rows` (a single object). */
export interface SekolahRow {
  sekolah_id: string;
  nama: string;
  nss: string;
  npsn: string;
  bentuk_pendidikan_id: number;
  bentuk_pendidikan_id_str: string;
  status_sekolah: string;
  status_sekolah_str: string;
  alamat_jalan: string;
  rt: string;
  rw: string;
  kode_wilayah: string;
  kode_pos: string;
  nomor_telepon: string | null;
  nomor_fax: string | null;
  email: string | null;
  website: string | null;
  is_sks: boolean;
  lintang: string | null;
  bujur: string | null;
  dusun: string | null;
  desa_kelurahan: string;
  kecamatan: string;
  kabupaten_kota: string;
  provinsi: string;
}

export interface RwyPendFormal {
  riwayat_pendidikan_formal_id: string;
  satuan_pendidikan_formal: string;
  fakultas: string | null;
  kependidikan: string;
  tahun_masuk: string;
  tahun_lulus: string | null;
  nim: string;
  status_kuliah: string;
  semester: string | null;
  ipk: string;
  prodi: string | null;
  id_reg_pd: string | null;
  bidang_studi_id_str: string;
  jenjang_pendidikan_id_str: string;
  gelar_akademik_id_str: string;
}

export interface RwyKepangkatan {
  riwayat_kepangkatan_id: string;
  nomor_sk: string;
  tanggal_sk: string;
  tmt_pangkat: string;
  masa_kerja_gol_tahun: string;
  masa_kerja_gol_bulan: string;
  pangkat_golongan_id_str: string;
}

/** `getGtk` → one PTK registration (envelope id `ptk_terdaftar_id`). */
export interface GtkRow {
  tahun_ajaran_id: string;
  ptk_terdaftar_id: string;
  ptk_id: string;
  ptk_induk: string;
  tanggal_surat_tugas: string;
  nama: string;
  jenis_kelamin: 'L' | 'P';
  tempat_lahir: string;
  tanggal_lahir: string;
  agama_id: number;
  agama_id_str: string;
  nuptk: string | null;
  nik: string;
  jenis_ptk_id: string;
  jenis_ptk_id_str: string;
  status_kepegawaian_id: number;
  status_kepegawaian_id_str: string;
  nip: string | null;
  pendidikan_terakhir: string;
  bidang_studi_terakhir: string;
  pangkat_golongan_terakhir: string;
  rwy_pend_formal: RwyPendFormal[];
  rwy_kepangkatan: RwyKepangkatan[];
}

/**
 * A student registration as stored by the simulator: the `getPesertaDidik` row without
 * the class block, which the server derives from the regular-class (jenis 1) membership.
 */
export interface PesertaDidikRecord {
  registrasi_id: string;
  jenis_pendaftaran_id: string;
  jenis_pendaftaran_id_str: string;
  nipd: string;
  tanggal_masuk_sekolah: string;
  sekolah_asal: string | null;
  peserta_didik_id: string;
  nama: string;
  nisn: string | null;
  jenis_kelamin: 'L' | 'P';
  nik: string;
  tempat_lahir: string;
  tanggal_lahir: string;
  agama_id: number;
  agama_id_str: string;
  alamat_jalan: string | null;
  nomor_telepon_rumah: string | null;
  nomor_telepon_seluler: string | null;
  nama_ayah: string;
  pekerjaan_ayah_id: number;
  pekerjaan_ayah_id_str: string;
  nama_ibu: string;
  pekerjaan_ibu_id: number;
  pekerjaan_ibu_id_str: string;
  nama_wali: string | null;
  pekerjaan_wali_id: number;
  pekerjaan_wali_id_str: string;
  /** Absent when there is no periodic record for the semester. */
  tinggi_badan?: string;
  berat_badan?: string;
  semester_id: string;
  email: string | null;
}

/** `getPesertaDidik` → one row (envelope id `registrasi_id`). */
export type PesertaDidikRow = PesertaDidikRecord &
  (
    | {
        anggota_rombel_id: string;
        rombongan_belajar_id: string;
        tingkat_pendidikan_id: string;
        nama_rombel: string;
        kurikulum_id: number;
        kurikulum_id_str: string;
      }
    | { anggota_rombel_id: 'Belum masuk ke dalam rombongan belajar' }
  );

export const NOT_IN_CLASS = 'Belum masuk ke dalam rombongan belajar';

export interface AnggotaRombelRow {
  anggota_rombel_id: string;
  peserta_didik_id: string;
  jenis_pendaftaran_id: string;
  jenis_pendaftaran_id_str: string;
}

export interface PembelajaranRow {
  pembelajaran_id: string;
  mata_pelajaran_id: number;
  mata_pelajaran_id_str: string;
  ptk_terdaftar_id: string;
  ptk_id: string;
  nama_mata_pelajaran: string;
  induk_pembelajaran_id: string | null;
  jam_mengajar_per_minggu: string;
  status_di_kurikulum: string;
  /** Absent when the status has no reference row. */
  status_di_kurikulum_str?: string;
}

/** `getRombonganBelajar` → one row (envelope id `rombongan_belajar_id`). */
export interface RombelRow {
  rombongan_belajar_id: string;
  nama: string;
  tingkat_pendidikan_id: string;
  semester_id: string;
  /** "1" regular class, "16" elective-subject group, "51" extracurricular. */
  jenis_rombel: string;
  kurikulum_id: number;
  kurikulum_id_str: string;
  id_ruang: string;
  id_ruang_str: string;
  moving_class: 'Ya' | 'Tidak';
  /** Homeroom teacher (jenis 1) or coach (jenis 51). */
  ptk_id: string | null;
  /** Absent when `ptk_id` is null. */
  ptk_id_str?: string;
  jenis_rombel_str: string;
  /** Absent when the rombel has no programme (electives, extracurriculars). */
  jurusan_id?: string;
  jurusan_id_str?: string;
  anggota_rombel: AnggotaRombelRow[];
  /** Present for every jenis except 51. */
  pembelajaran?: PembelajaranRow[];
  /** The five ekskul keys are present only for jenis 51. */
  id_kelas_ekskul?: string;
  id_ekskul?: string;
  nm_ekskul?: string;
  sk_ekskul?: string;
  id_ekskul_str?: string;
}

/** `getPengguna` → one row (envelope id `pengguna_id`). */
export interface PenggunaRow {
  pengguna_id: string;
  sekolah_id: string;
  username: string;
  nama: string;
  peran_id_str: string;
  password: string;
  alamat: string | null;
  no_telepon: string | null;
  no_hp: string | null;
  ptk_id: string | null;
  peserta_didik_id: string | null;
}

/** A user account as stored: the row plus the role id used for ordering and `peran_id` filtering. */
export interface PenggunaRecord extends PenggunaRow {
  peran_id: number;
}

/** The whole generated school. Mutable: tests may edit it through `sim.mutate()`. */
export interface DapodikSchool {
  seed: number;
  semesterId: string;
  tahunAjaranId: string;
  sekolah: SekolahRow;
  /** Active PTK registrations (staff who left are removed from this list). */
  gtk: GtkRow[];
  /** Active student registrations. */
  pesertaDidik: PesertaDidikRecord[];
  /** Regular classes (1), elective groups (16) and extracurriculars (51). */
  rombonganBelajar: RombelRow[];
  pengguna: PenggunaRecord[];
}

export interface GenerateOptions {
  seed?: number;
  /** Number of active students (default 1000). */
  students?: number;
  /** 8-digit NPSN (default "69999999"). */
  npsn?: string;
  /** Active semester, "YYYYS" (default "20261"). */
  semesterId?: string;
}

/** `{"results","id","start","limit","rows"}` in that key order. */
export interface Envelope<T> {
  results: number;
  id: string;
  start: 0;
  limit: 20;
  rows: T;
}

/** The error object of §4.1 (sent with HTTP 200). */
export interface DapodikError {
  success: false;
  http_code: number;
  status_code: string;
  message: string;
}
