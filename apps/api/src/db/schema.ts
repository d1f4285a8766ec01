// The tables every query may use; drizzle-kit reads the same files (drizzle.config.ts).
export * from '../modules/semester/semester.table';
export * from '../modules/sekolah/sekolah.table';
export * from '../modules/settings/settings.table';
export * from '../modules/auth/users.table';
export * from '../modules/auth/tokens.table';
export * from '../modules/referensi/referensi.table';
export * from '../modules/gtk/gtk.table';
export * from '../modules/peserta-didik/peserta-didik.table';
export * from '../modules/rombel/rombel.table';
export * from '../modules/dudi/dudi.table';
export * from '../modules/sinkronisasi/sinkronisasi.table';
export * from '../modules/kurikulum/kurikulum.table';
export * from '../modules/penilaian/penilaian.table';
