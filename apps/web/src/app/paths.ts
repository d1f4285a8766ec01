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
