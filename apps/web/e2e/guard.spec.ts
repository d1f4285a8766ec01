import { expect, screenshot, signIn, test } from './fixtures';

test('an anonymous visitor of a protected page is sent to login and comes back after it', async ({
  page,
}) => {
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fprofile$/);
  await expect(page).toHaveTitle('Login Pengguna | e-Rapor SMK');
  await expect(page.getByRole('combobox', { name: 'Semester' })).toHaveValue(/\(aktif\)/);
  await screenshot(page, 'login');
  await signIn(page, 'guru', page.url());
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page).toHaveTitle('Profil Pengguna | e-Rapor SMK');
});

test('wrong credentials show a clear message', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Email atau nama pengguna').fill('tidak.ada@contoh.id');
  await page.getByLabel('Kata sandi', { exact: true }).fill('salah-sekali');
  await page.getByRole('button', { name: 'Masuk' }).click();
  await expect(page.getByRole('alert')).toContainText('Email/nama pengguna atau kata sandi salah.');
});

test('a teacher opening an administrator page is not authorized', async ({ page }) => {
  await signIn(page, 'guru');
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/changelog');
  await expect(page).toHaveURL(/\/not-authorized$/);
  await expect(page).toHaveTitle('Akses Ditolak | e-Rapor SMK');
  await expect(page.getByRole('heading', { name: 'Akses Ditolak' })).toBeVisible();
  await screenshot(page, 'not-authorized');
  await page.getByRole('link', { name: 'Kembali ke Beranda' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('a signed-in user visiting login goes to his home', async ({ page }) => {
  await signIn(page, 'siswa');
  await expect(page).toHaveURL(/\/beranda$/);
  await page.goto('/login');
  await expect(page).toHaveURL(/\/beranda$/);
  await page.goto('/register');
  await expect(page).toHaveURL(/\/beranda$/);
});

test('an unknown address goes to the 404 page', async ({ page }) => {
  await page.goto('/tidak/ada/halaman-ini');
  await expect(page).toHaveURL(/\/error-404$/);
  await expect(page).toHaveTitle('page not found | e-Rapor SMK');
  await expect(page.getByRole('heading', { name: 'Halaman tidak ditemukan' })).toBeVisible();
  await screenshot(page, 'error-404');
});

test('every page has its title and breadcrumbs', async ({ page }) => {
  await signIn(page, 'admin');
  await expect(page).toHaveURL(/\/$/);
  const nav = page.getByRole('navigation', { name: 'Menu utama' });
  const pages: { menu: string; title: string }[] = [
    { menu: 'Pusat Unduhan', title: 'Pusat Unduhan' },
    { menu: 'Daftar Perubahan', title: 'Daftar Perubahan' },
    { menu: 'Cek Pembaharuan', title: 'Cek Pembaharuan' },
    { menu: 'Profil Pengguna', title: 'Profil Pengguna' },
    { menu: 'Beranda', title: 'Beranda' },
  ];
  for (const { menu, title } of pages) {
    await nav.getByRole('link', { name: menu }).click();
    await expect(page).toHaveTitle(`${title} | e-Rapor SMK`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    const crumbs = page.getByRole('navigation', { name: 'Navigasi halaman' });
    await expect(crumbs.locator('[aria-current="page"]')).toHaveText(title);
    await expect(nav.getByRole('link', { name: menu })).toHaveAttribute('aria-current', 'page');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  }
  await nav.getByRole('link', { name: 'Daftar Perubahan' }).click();
  await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
  await screenshot(page, 'changelog');
  await nav.getByRole('link', { name: 'Cek Pembaharuan' }).click();
  await expect(page.getByText('Versi terpasang')).toBeVisible();
  await screenshot(page, 'check-update');
  await nav.getByRole('link', { name: 'Pusat Unduhan' }).click();
  await expect(page.getByRole('heading', { name: 'Templat e-Rapor' })).toBeVisible();
  await screenshot(page, 'unduhan');
});
