// The tables every query may use; drizzle-kit reads the same files (drizzle.config.ts).
export * from '../modules/semester/semester.table';
export * from '../modules/sekolah/sekolah.table';
export * from '../modules/settings/settings.table';
export * from '../modules/auth/users.table';
export * from '../modules/auth/tokens.table';
