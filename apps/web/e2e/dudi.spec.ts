import { expect, screenshot, signIn, test } from './fixtures';

test('admin sees the demo partners, opens one, and adds a partner by modal', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, 'admin');
  await expect(page).toHaveURL(/\/$/);

  await page.goto('/referensi/dudi');
  await expect(page).toHaveTitle('Data DUDI | e-Rapor SMK');
  const table = page.getByRole('table', { name: 'Daftar DUDI' });
  // The demo school's partners came in through the Excel import at first start.
  await expect(table.getByText('PT Kode Kreasi Indonesia')).toBeVisible();
  await expect(table.getByText('CV Prima Akuntansi Solusindo')).toBeVisible();
  await screenshot(page, 'dudi-list');

  await page.getByRole('textbox', { name: /Cari/ }).fill('laboratorium');
  await expect(table.getByRole('row')).toHaveCount(2);
  await page.getByRole('button', { name: 'Detail PT Laboratorium Analitika Sembada' }).click();
  const drawer = page.getByRole('dialog', { name: 'PT Laboratorium Analitika Sembada' });
  await expect(drawer.getByText('Perjanjian Kerja Sama (MoU)')).toBeVisible();
  await expect(drawer.getByText('Berlaku')).toBeVisible();
  await drawer.getByRole('button', { name: /^Pembimbing dan peserta PKL \d{4}$/ }).click();
  const peserta = drawer.getByRole('table', { name: 'Peserta kegiatan' });
  await expect(peserta.getByRole('row')).not.toHaveCount(1);
  await expect(peserta.getByText('XII KA').first()).toBeVisible();
  await expect(
    drawer.getByRole('table', { name: 'Guru pembimbing' }).getByRole('row'),
  ).not.toHaveCount(0);
  await screenshot(page, 'dudi-detail');
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();

  await page.getByRole('textbox', { name: /Cari/ }).fill('');
  await page.getByRole('button', { name: 'Tambah DUDI' }).click();
  const modal = page.getByRole('dialog', { name: 'Tambah DUDI' });
  await modal.getByRole('button', { name: 'Simpan' }).click();
  await expect(modal.getByText('Nama wajib diisi.')).toBeVisible();
  const nama = `CV Bengkel Jaringan Merapi ${Date.now() % 100000}`;
  await modal.getByLabel('Nama DUDI').fill(nama);
  await modal.getByLabel('Bidang usaha').fill('Instalasi Jaringan Komputer');
  await modal.getByLabel('Kota/kabupaten').fill('Kab. Sleman');
  await modal.getByLabel('Telepon').fill('(0274) 867001');
  await modal.getByRole('button', { name: 'Simpan' }).click();
  await expect(modal).toBeHidden();
  await expect(page.getByText(`DUDI ${nama} berhasil ditambahkan.`)).toBeVisible();
  await page.getByRole('textbox', { name: /Cari/ }).fill('Merapi');
  await expect(table.getByText(nama)).toBeVisible();
  await expect(table.getByRole('row')).toHaveCount(2);
  await screenshot(page, 'dudi-added');
});
