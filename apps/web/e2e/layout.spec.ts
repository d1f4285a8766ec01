import { expect, screenshot, signIn, test } from './fixtures';

test('customizer choices survive a reload', async ({ page }) => {
  await signIn(page, 'admin');
  await expect(page).toHaveURL(/\/$/);
  // The gear sits in the navbar, where it covers no toolbar of the page.
  await page
    .locator('.app-header')
    .getByRole('button', { name: 'Buka pengaturan tampilan' })
    .click();
  const drawer = page.getByRole('dialog', { name: 'Pengaturan Tampilan' });
  await drawer.getByText('Gelap', { exact: true }).click();
  await drawer.getByText('Horizontal', { exact: true }).click();
  await drawer.getByText('Mengambang', { exact: true }).click();
  await screenshot(page, 'customizer');
  await drawer.getByRole('button', { name: 'Tutup pengaturan tampilan' }).click();

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  expect(await page.evaluate(() => localStorage.getItem('skin'))).toBe('dark');
  await expect(page.locator('nav.horizontal-menu')).toBeVisible();
  await expect(page.locator('.app-header')).toHaveAttribute('data-navbar-type', 'floating');
  await screenshot(page, 'home-dark-horizontal');

  await page.getByRole('button', { name: 'Buka pengaturan tampilan' }).click();
  await drawer.getByLabel('Kanan ke kiri (RTL)').check();
  await drawer.getByText('Semi gelap', { exact: true }).click();
  await drawer.getByText('Vertikal', { exact: true }).click();
  await drawer.getByRole('button', { name: 'Tutup pengaturan tampilan' }).click();
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'light');
  await expect(page.locator('.semi-dark-menu')).toBeVisible();
  await screenshot(page, 'home-rtl-semi-dark');
});

test('the menu collapses and the choice is kept', async ({ page }) => {
  await signIn(page, 'admin');
  await expect(page).toHaveURL(/\/$/);
  await page.getByRole('button', { name: 'Ciutkan menu' }).click();
  const nav = page.getByRole('navigation', { name: 'Menu utama' });
  await expect(nav.getByRole('link', { name: 'Pusat Unduhan' })).toBeVisible();
  await expect(nav.getByText('Pusat Unduhan')).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Lebarkan menu' })).toBeVisible();
  await screenshot(page, 'menu-collapsed');
});

test('the language switcher translates the interface and is remembered', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Masuk' })).toBeVisible();
  await page.getByRole('button', { name: /^Bahasa:/ }).click();
  await page.getByRole('menuitem', { name: 'English' }).click();
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await expect(page).toHaveTitle('Login Pengguna | e-Rapor SMK');
  await page.reload();
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await page.getByRole('button', { name: /^Language:/ }).click();
  await page.getByRole('menuitem', { name: 'Deutsch' }).click();
  await expect(page.getByRole('button', { name: 'Anmelden' })).toBeVisible();
  await screenshot(page, 'login-de');
});

test('the scroll-to-top button appears after scrolling down', async ({ page }) => {
  await page.setViewportSize({ width: 1024, height: 500 });
  await signIn(page, 'admin');
  await expect(page).toHaveURL(/\/$/);
  await page
    .getByRole('navigation', { name: 'Menu utama' })
    .getByRole('link', { name: 'Pusat Unduhan' })
    .click();
  const button = page.getByRole('button', { name: 'Kembali ke atas' });
  await expect(button).toHaveCount(0);
  // Wait for the page to be whole (lazy shell and styles) before scrolling, so the position holds.
  await expect(page.getByRole('heading', { name: 'Pusat Unduhan' }).first()).toBeVisible();
  await page.mouse.wheel(0, 600);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(250);
  await expect(button).toBeVisible();
  // The button fades in (zoom/fade transition); click once it has settled.
  await button.click({ trial: true });
  await button.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThan(5);
});

test('without a navbar the customizer stays reachable at the window’s edge', async ({ page }) => {
  await signIn(page, 'admin');
  await expect(page).toHaveURL(/\/$/);
  const open = page.getByRole('button', { name: 'Buka pengaturan tampilan' });
  await open.click();
  const drawer = page.getByRole('dialog', { name: 'Pengaturan Tampilan' });
  const navbarType = drawer.getByRole('radiogroup', { name: 'Bilah navigasi' });
  await navbarType.getByText('Sembunyi', { exact: true }).click();
  await drawer.getByRole('button', { name: 'Tutup pengaturan tampilan' }).click();
  await expect(page.locator('.app-header')).toHaveCount(0);
  await expect(open).toHaveCSS('position', 'fixed');
  await open.click();
  await navbarType.getByText('Menempel', { exact: true }).click();
  await drawer.getByRole('button', { name: 'Tutup pengaturan tampilan' }).click();
  await expect(
    page.locator('.app-header').getByRole('button', { name: 'Buka pengaturan tampilan' }),
  ).toBeVisible();
});
