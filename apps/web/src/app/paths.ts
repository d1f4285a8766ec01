import type { ComponentType } from 'react';
import type { Subject } from '@erapor/shared/abilities/define-ability';
import { loadChunk } from './lazy-chunk';

export type RouteLayout = 'vertical' | 'full';

/** One screen of the app. Adding a screen = adding one entry to `APP_ROUTES`. */
export interface AppRoute {
  path: string;
  name: string;
  resource: Subject;
  action: 'read';
  /** Shown in the page header and as `<title> | e-Rapor SMK`; always Indonesian. */
  title: string;
  breadcrumb: readonly string[];
  layout: RouteLayout;
  /** Login, register and reset: a signed-in user is sent to the home of his role instead. */
  redirectIfLoggedIn: boolean;
  /** Menu entry highlighted while this route is open (e.g. detil-nilai → beranda). */
  navActiveLink?: string;
  screen: () => Promise<{ Component: ComponentType }>;
}

type RouteInput = Omit<AppRoute, 'action' | 'layout' | 'redirectIfLoggedIn' | 'breadcrumb'> &
  Partial<Pick<AppRoute, 'layout' | 'redirectIfLoggedIn' | 'breadcrumb'>>;

function route(input: RouteInput): AppRoute {
  return {
    action: 'read',
    layout: 'vertical',
    redirectIfLoggedIn: false,
    breadcrumb: [input.title],
    ...input,
  };
}

/** Wraps a screen module's named export as a lazy route chunk (js/chunks/, 120 s time-out). */
function screen<M>(chunk: string, importer: () => Promise<M>, pick: (module: M) => ComponentType) {
  return () => loadChunk(chunk, importer).then((module) => ({ Component: pick(module) }));
}

export const APP_ROUTES: readonly AppRoute[] = [
  route({
    path: '/',
    name: 'beranda',
    resource: 'Web',
    title: 'Beranda',
    screen: screen(
      'beranda',
      () => import('./routes/beranda/beranda'),
      (m) => m.BerandaScreen,
    ),
  }),
  route({
    path: '/login',
    name: 'auth-login',
    resource: 'Auth',
    title: 'Login Pengguna',
    layout: 'full',
    redirectIfLoggedIn: true,
    screen: screen(
      'login',
      () => import('./routes/auth/login'),
      (m) => m.LoginScreen,
    ),
  }),
  route({
    path: '/register',
    name: 'auth-register',
    resource: 'Auth',
    title: 'Registrasi Pengguna',
    layout: 'full',
    redirectIfLoggedIn: true,
    screen: screen(
      'register',
      () => import('./routes/auth/register'),
      (m) => m.RegisterScreen,
    ),
  }),
  route({
    path: '/reset-password/:token?',
    name: 'auth-reset-password',
    resource: 'Auth',
    title: 'Atur Ulang Kata Sandi',
    layout: 'full',
    redirectIfLoggedIn: true,
    screen: screen(
      'reset-password',
      () => import('./routes/auth/reset-password'),
      (m) => m.ResetPasswordScreen,
    ),
  }),
  route({
    path: '/logout',
    name: 'auth-logout',
    resource: 'Web',
    title: 'Keluar',
    layout: 'full',
    screen: screen(
      'logout',
      () => import('./routes/auth/logout'),
      (m) => m.LogoutScreen,
    ),
  }),
  route({
    path: '/profile',
    name: 'profile',
    resource: 'Web',
    title: 'Profil Pengguna',
    screen: screen(
      'profile',
      () => import('./routes/profile/profile'),
      (m) => m.ProfileScreen,
    ),
  }),
  route({
    path: '/beranda',
    name: 'beranda-siswa',
    resource: 'Web',
    title: 'Beranda',
    layout: 'full',
    screen: screen(
      'beranda-siswa',
      () => import('./routes/beranda/beranda-siswa'),
      (m) => m.BerandaSiswaScreen,
    ),
  }),
  route({
    path: '/error-404',
    name: 'error-404',
    resource: 'Auth',
    title: 'page not found',
    breadcrumb: ['Halaman Tidak Ditemukan'],
    layout: 'full',
    screen: screen(
      'error-404',
      () => import('./routes/misc/error-404'),
      (m) => m.Error404Screen,
    ),
  }),
  route({
    path: '/not-authorized',
    name: 'not-authorized',
    resource: 'Web',
    title: 'Akses Ditolak',
    layout: 'full',
    screen: screen(
      'not-authorized',
      () => import('./routes/misc/not-authorized'),
      (m) => m.NotAuthorizedScreen,
    ),
  }),
  route({
    path: '/unduhan',
    name: 'unduhan',
    resource: 'Web',
    title: 'Pusat Unduhan',
    screen: screen(
      'unduhan',
      () => import('./routes/misc/unduhan'),
      (m) => m.UnduhanScreen,
    ),
  }),
  route({
    path: '/changelog',
    name: 'changelog',
    resource: 'Administrator',
    title: 'Daftar Perubahan',
    screen: screen(
      'changelog',
      () => import('./routes/system/changelog'),
      (m) => m.ChangelogScreen,
    ),
  }),
  route({
    path: '/check-update',
    name: 'check-update',
    resource: 'Administrator',
    title: 'Cek Pembaharuan',
    screen: screen(
      'check-update',
      () => import('./routes/system/check-update'),
      (m) => m.CheckUpdateScreen,
    ),
  }),
  route({
    path: '/sinkronisasi/dapodik',
    name: 'sinkronisasi-dapodik',
    resource: 'Administrator',
    title: 'Tarik Data Dapodik',
    breadcrumb: ['Sinkronisasi', 'Tarik Data Dapodik'],
    screen: screen(
      'sinkronisasi-dapodik',
      () => import('./routes/sinkronisasi/dapodik'),
      (m) => m.SinkronisasiDapodikScreen,
    ),
  }),
  route({
    path: '/setting/umum',
    name: 'setting-umum',
    resource: 'Administrator',
    title: 'Pengaturan Umum',
    breadcrumb: ['Pengaturan', 'Umum'],
    screen: screen(
      'setting-umum',
      () => import('./routes/setting/umum'),
      (m) => m.PengaturanUmumScreen,
    ),
  }),
  route({
    path: '/setting/users',
    name: 'setting-users',
    resource: 'Administrator',
    title: 'Hak Akses Pengguna',
    breadcrumb: ['Pengaturan', 'Pengguna'],
    screen: screen(
      'setting-users',
      () => import('./routes/setting/users'),
      (m) => m.HakAksesPenggunaScreen,
    ),
  }),
  route({
    path: '/referensi/guru',
    name: 'referensi-guru',
    resource: 'Ref_Guru',
    title: 'Data Guru',
    breadcrumb: ['Referensi', 'Data Guru'],
    screen: screen(
      'referensi-guru',
      () => import('./routes/referensi/guru'),
      (m) => m.GuruScreen,
    ),
  }),
  route({
    path: '/referensi/tendik',
    name: 'referensi-tendik',
    resource: 'Ref_Guru',
    title: 'Data Tendik',
    breadcrumb: ['Referensi', 'Data Tendik'],
    screen: screen(
      'referensi-tendik',
      () => import('./routes/referensi/tendik'),
      (m) => m.TendikScreen,
    ),
  }),
  route({
    path: '/referensi/instruktur',
    name: 'referensi-instruktur',
    resource: 'Ref_Guru',
    title: 'Data Instruktur',
    breadcrumb: ['Referensi', 'Data Instruktur'],
    screen: screen(
      'referensi-instruktur',
      () => import('./routes/referensi/instruktur'),
      (m) => m.InstrukturScreen,
    ),
  }),
  route({
    path: '/referensi/asesor',
    name: 'referensi-asesor',
    resource: 'Ref_Guru',
    title: 'Data Asesor',
    breadcrumb: ['Referensi', 'Data Asesor'],
    screen: screen(
      'referensi-asesor',
      () => import('./routes/referensi/asesor'),
      (m) => m.AsesorScreen,
    ),
  }),
  route({
    path: '/referensi/rombongan-belajar',
    name: 'referensi-rombongan-belajar',
    resource: 'Rombel',
    title: 'Rombongan Belajar',
    breadcrumb: ['Referensi', 'Rombongan Belajar'],
    screen: screen(
      'referensi-rombongan-belajar',
      () => import('./routes/referensi/rombongan-belajar'),
      (m) => m.RombonganBelajarScreen,
    ),
  }),
  route({
    path: '/referensi/rombel-pilihan',
    name: 'referensi-rombel-pilihan',
    resource: 'Rombel',
    title: 'Rombel Matpel Pilihan',
    breadcrumb: ['Referensi', 'Rombel Matpel Pilihan'],
    screen: screen(
      'referensi-rombel-pilihan',
      () => import('./routes/referensi/rombel-pilihan'),
      (m) => m.RombelPilihanScreen,
    ),
  }),
  route({
    path: '/referensi/peserta-didik-aktif',
    name: 'referensi-peserta-didik-aktif',
    resource: 'Ref_Siswa',
    title: 'Peserta Didik Aktif',
    breadcrumb: ['Referensi', 'Peserta Didik Aktif'],
    screen: screen(
      'referensi-peserta-didik-aktif',
      () => import('./routes/referensi/peserta-didik-aktif'),
      (m) => m.PesertaDidikAktifScreen,
    ),
  }),
  route({
    path: '/referensi/peserta-didik-keluar',
    name: 'referensi-peserta-didik-keluar',
    resource: 'Ref_Siswa_Keluar',
    title: 'Peserta Didik Keluar',
    breadcrumb: ['Referensi', 'Peserta Didik Keluar'],
    screen: screen(
      'referensi-peserta-didik-keluar',
      () => import('./routes/referensi/peserta-didik-keluar'),
      (m) => m.PesertaDidikKeluarScreen,
    ),
  }),
  route({
    path: '/referensi/password-pd',
    name: 'referensi-password-pd',
    resource: 'Guru',
    title: 'Password Peserta Didik',
    breadcrumb: ['Referensi', 'Password Peserta Didik'],
    screen: screen(
      'referensi-password-pd',
      () => import('./routes/referensi/password-pd'),
      (m) => m.PasswordPdRouteScreen,
    ),
  }),
  route({
    path: '/referensi/mata-pelajaran',
    name: 'referensi-mata-pelajaran',
    resource: 'Administrator',
    title: 'Mata Pelajaran',
    breadcrumb: ['Referensi', 'Mata Pelajaran'],
    screen: screen(
      'referensi-mata-pelajaran',
      () => import('./routes/referensi/mata-pelajaran'),
      (m) => m.MataPelajaranScreen,
    ),
  }),
  route({
    path: '/referensi/ekstrakurikuler',
    name: 'referensi-ekstrakurikuler',
    resource: 'Administrator',
    title: 'Ekstrakurikuler',
    breadcrumb: ['Referensi', 'Ekstrakurikuler'],
    screen: screen(
      'referensi-ekstrakurikuler',
      () => import('./routes/referensi/ekstrakurikuler'),
      (m) => m.EkstrakurikulerScreen,
    ),
  }),
  route({
    path: '/referensi/dudi',
    name: 'referensi-dudi',
    resource: 'Administrator',
    title: 'Data DUDI',
    breadcrumb: ['Referensi', 'DUDI'],
    screen: screen(
      'referensi-dudi',
      () => import('./routes/referensi/dudi'),
      (m) => m.DudiScreen,
    ),
  }),
  route({
    path: '/referensi/kompetensi-dasar',
    name: 'referensi-kompetensi-dasar',
    resource: 'Guru',
    title: 'Kompetensi Dasar',
    breadcrumb: ['Referensi', 'Kompetensi Dasar'],
    screen: screen(
      'referensi-kompetensi-dasar',
      () => import('./routes/referensi/kompetensi-dasar'),
      (m) => m.KompetensiDasarScreen,
    ),
  }),
  route({
    path: '/referensi/capaian-pembelajaran',
    name: 'referensi-capaian-pembelajaran',
    resource: 'Guru',
    title: 'Capaian Pembelajaran',
    breadcrumb: ['Referensi', 'Capaian Pembelajaran'],
    screen: screen(
      'referensi-capaian-pembelajaran',
      () => import('./routes/referensi/capaian-pembelajaran'),
      (m) => m.CapaianPembelajaranScreen,
    ),
  }),
  route({
    path: '/referensi/tujuan-pembelajaran',
    name: 'referensi-tujuan-pembelajaran',
    resource: 'Guru',
    title: 'Tujuan Pembelajaran',
    breadcrumb: ['Referensi', 'Tujuan Pembelajaran'],
    screen: screen(
      'referensi-tujuan-pembelajaran',
      () => import('./routes/referensi/tujuan-pembelajaran'),
      (m) => m.TujuanPembelajaranScreen,
    ),
  }),
  route({
    path: '/referensi/bobot-penilaian',
    name: 'referensi-bobot-penilaian',
    resource: 'Guru',
    title: 'Bobot Penilaian',
    breadcrumb: ['Referensi', 'Bobot Penilaian'],
    screen: screen(
      'referensi-bobot-penilaian',
      () => import('./routes/referensi/bobot-penilaian'),
      (m) => m.BobotPenilaianScreen,
    ),
  }),
  route({
    path: '/penilaian/input-nilai',
    name: 'penilaian-input-nilai',
    resource: 'Guru',
    title: 'Asesmen Sumatif',
    breadcrumb: ['Penilaian', 'Asesmen Sumatif'],
    screen: screen(
      'penilaian-input-nilai',
      () => import('./routes/penilaian/input-nilai'),
      (m) => m.AsesmenSumatifScreen,
    ),
  }),
  route({
    path: '/penilaian/nilai-akhir',
    name: 'penilaian-nilai-akhir',
    resource: 'Guru',
    title: 'Nilai Akhir',
    breadcrumb: ['Penilaian', 'Nilai Akhir'],
    screen: screen(
      'penilaian-nilai-akhir',
      () => import('./routes/penilaian/nilai-akhir'),
      (m) => m.NilaiAkhirScreen,
    ),
  }),
  route({
    path: '/penilaian/capaian-kompetensi',
    name: 'penilaian-capaian-kompetensi',
    resource: 'Guru',
    title: 'Capaian Kompetensi',
    breadcrumb: ['Penilaian', 'Capaian Kompetensi'],
    screen: screen(
      'penilaian-capaian-kompetensi',
      () => import('./routes/penilaian/capaian-kompetensi'),
      (m) => m.CapaianKompetensiScreen,
    ),
  }),
  route({
    path: '/progress/penilaian',
    name: 'progress-penilaian',
    resource: 'Waka',
    title: 'Nilai Akademik',
    breadcrumb: ['Monitoring', 'Nilai Akademik'],
    screen: screen(
      'progress-penilaian',
      () => import('./routes/progress/penilaian'),
      (m) => m.MonitoringPenilaianScreen,
    ),
  }),
  route({
    path: '/penilaian/nilai-tengah-semester',
    name: 'penilaian-nilai-tengah-semester',
    resource: 'Guru',
    title: 'Nilai Tengah Semester',
    breadcrumb: ['Penilaian', 'Nilai Tengah Semester'],
    screen: screen(
      'penilaian-nilai-tengah-semester',
      () => import('./routes/penilaian/nilai-tengah-semester'),
      (m) => m.NilaiTengahSemesterScreen,
    ),
  }),
];

export const DOCUMENT_TITLE_SUFFIX = ' | e-Rapor SMK';

export function documentTitleOf(route: Pick<AppRoute, 'title'>): string {
  return `${route.title}${DOCUMENT_TITLE_SUFFIX}`;
}

const ROUTE_PATHS = new Set(APP_ROUTES.map((entry) => entry.path));

/** Whether a screen exists for a menu path (menu items without one are not rendered). */
export function hasRoute(path: string): boolean {
  return ROUTE_PATHS.has(path);
}
