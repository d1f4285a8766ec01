import type { Locator, Page } from '@playwright/test';
import { bearer, expect, screenshot, signIn, test } from './fixtures';
import { downloadWorkbook, uploadWorkbook } from './workbooks';

// The demo teacher's subject in the demo school (the simulator is deterministic).
const TINGKAT = 'Kelas 11';
const ROMBEL = 'XI RPL 3';
const MAPEL = 'Rekayasa Perangkat Lunak';

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** The value cell of the grid's n-th student (0-based), as the sheet renders it. */
function valueCell(grid: Locator, index: number) {
  return grid
    .locator('.dsg-row')
    .nth(index + 1)
    .locator('.dsg-cell input')
    .first();
}

test('a teacher types a mid-semester score, saves it, finds it after a reload and in the template, and fills the grid from an uploaded template', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, 'guru');
  await expect(page).toHaveURL(/\/$/);

  await page.goto('/penilaian/nilai-tengah-semester');
  await expect(page).toHaveTitle('Nilai Tengah Semester | e-Rapor SMK');
  const list = page.getByRole('table', { name: 'Nilai tengah semester per mata pelajaran' });
  const listRow = list.getByRole('row').filter({ hasText: ROMBEL }).filter({ hasText: MAPEL });
  await expect(listRow).toBeVisible();
  const graded = async () => Number(await listRow.getByRole('cell').nth(3).textContent());
  const gradedBefore = await graded();
  await screenshot(page, 'nilai-tengah-semester-list');

  await choose(page, 'Tingkat', TINGKAT);
  await choose(page, 'Rombongan Belajar', ROMBEL);
  await choose(page, 'Mata Pelajaran', MAPEL);
  await expect(
    page.getByRole('heading', { name: `Nilai Tengah Semester ${MAPEL} — ${ROMBEL}` }),
  ).toBeVisible();
  // the list folds to the open one, so the grid below stays in view; the rest is one click away
  const bodyRows = list.locator('tbody tr');
  await expect(bodyRows).toHaveCount(1);
  await expect(listRow).toBeVisible();
  const semua = page.getByRole('button', { name: /^Tampilkan semua mata pelajaran \(\d+\)$/ });
  await screenshot(page, 'nilai-tengah-semester-dibuka');
  await semua.click();
  await expect.poll(() => bodyRows.count()).toBeGreaterThan(1);
  await page.getByRole('button', { name: 'Tampilkan yang sedang dibuka saja' }).click();
  await expect(bodyRows).toHaveCount(1);
  const grid = page.getByRole('group', { name: 'Lembar nilai' });
  const first = valueCell(grid, 0);
  await expect(first).toBeAttached();
  const score = String(60 + (Date.now() % 40));
  await first.locator('..').click();
  await page.keyboard.type(score);
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('grid-status')).toHaveText('1 perubahan belum disimpan.');
  await page.getByRole('button', { name: 'Simpan', exact: true }).click();
  await expect(page.getByTestId('grid-status')).toHaveText(/Tersimpan|tersimpan/);
  await expect(page.getByTestId('grid-status')).not.toHaveText(/belum disimpan/);
  await screenshot(page, 'nilai-tengah-semester-saved');

  await page.reload();
  await expect(valueCell(grid, 0)).toHaveValue(score);
  await expect.poll(graded).toBeGreaterThanOrEqual(Math.max(gradedBefore, 1));

  // The template holds the saved score; filled offline and uploaded, it fills the grid for review.
  const { name, book } = await downloadWorkbook(page, 'Unduh Templat');
  expect(name).toBe('templat-pts-rekayasa-perangkat-lunak-xi-rpl-3.xlsx');
  const sheet = book.getWorksheet('Nilai')!;
  expect(sheet.getCell('E9').value).toBe(Number(score));
  const second = sheet.getCell('E10').value === 77 ? 78 : 77;
  sheet.getCell('E10').value = second;
  sheet.getCell('E11').value = 'tujuh puluh';

  await uploadWorkbook(page, 'Unggah Templat', 'nilai-pts.xlsx', book);
  const dialog = page.getByRole('dialog', { name: 'Periksa Unggahan: Nilai Tengah Semester' });
  await expect(
    dialog.getByText('1 nilai baru atau berubah siap diisi ke lembar nilai'),
  ).toBeVisible();
  await expect(
    dialog.getByRole('row').filter({ hasText: '"tujuh puluh" bukan angka' }),
  ).toContainText('11');
  await screenshot(page, 'nilai-tengah-semester-preview');
  await dialog.getByRole('button', { name: 'Isi ke lembar nilai (1)' }).click();
  await expect(dialog).toBeHidden();
  await expect(valueCell(grid, 1)).toHaveValue(String(second));
  await expect(page.getByTestId('grid-status')).toHaveText('1 perubahan belum disimpan.');
  await page.getByRole('button', { name: 'Simpan', exact: true }).click();
  await expect(page.getByTestId('grid-status')).not.toHaveText(/belum disimpan/);
  await page.reload();
  await expect(valueCell(grid, 1)).toHaveValue(String(second));
  await screenshot(page, 'nilai-tengah-semester-template');

  // The cell's history tells that the value came from the uploaded template.
  await valueCell(grid, 1).locator('..').click();
  await page.getByRole('button', { name: 'Riwayat sel', exact: true }).click();
  const history = page.getByRole('dialog', { name: 'Riwayat Nilai' });
  await expect(history.getByRole('row').nth(1)).toContainText(String(second));
  await expect(history.getByRole('row').nth(1)).toContainText('Impor templat');
});

test('the mid-semester deadline closes PTS entry only, keeps the typed score, and reopens with a reason', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const admin = await bearer(request, 'admin');
  // A few seconds ahead (the API takes seconds; the field, minutes).
  const batas = new Date(Date.now() + 8_000).toISOString();
  const set = await request.put('/api/penilaian/batas-pts', {
    headers: admin.headers,
    data: { batas },
  });
  expect(set.status()).toBe(200);

  await signIn(page, 'guru');
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/penilaian/nilai-tengah-semester');
  await choose(page, 'Tingkat', TINGKAT);
  await choose(page, 'Rombongan Belajar', ROMBEL);
  await choose(page, 'Mata Pelajaran', MAPEL);
  await expect(page.getByTestId('batas-pts-notice')).toHaveText(
    /^Batas pengisian nilai tengah semester: .+ WIB — \d+ (jam|menit) lagi$/,
  );
  const grid = page.getByRole('group', { name: 'Lembar nilai' });
  const cell = valueCell(grid, 2);
  await expect(cell).toBeAttached();
  const before = await cell.inputValue();
  const typed = before === '71' ? '72' : '71';
  await cell.locator('..').click();
  await page.keyboard.type(typed);
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('grid-status')).toHaveText('1 perubahan belum disimpan.');

  // The deadline passes while the score is typed but not saved: the save is refused, the grid
  // turns read-only with the reason, and the score is kept on this device.
  await page.waitForTimeout(Math.max(0, Date.parse(batas) - Date.now() + 500));
  await page.getByRole('button', { name: 'Simpan', exact: true }).click();
  const lockNotice = page.getByRole('status', { name: 'Nilai tidak dapat diubah' });
  await expect(lockNotice).toContainText(
    /Pengisian nilai tengah semester sudah ditutup pada batas waktu .+ WIB\. Nilai hanya dapat dilihat\./,
  );
  await expect(lockNotice).toContainText('1 nilai yang Anda ketik belum tersimpan.');
  // The notice above the grid follows: closed at its deadline.
  await expect(page.getByTestId('batas-pts-notice')).toHaveText(
    /^Pengisian nilai tengah semester sudah ditutup pada batas waktu .+ WIB: nilai tengah semester hanya dapat dilihat\.$/,
  );
  // The list of the teacher's subjects says closed too.
  await expect(
    page
      .getByRole('table', { name: 'Nilai tengah semester per mata pelajaran' })
      .getByRole('row')
      .filter({ hasText: ROMBEL })
      .filter({ hasText: MAPEL }),
  ).toContainText('Ditutup');
  await screenshot(page, 'nilai-tengah-semester-batas-lewat');

  // Every other grade of the same class is still open.
  const url = new URL(page.url());
  await page.goto(`/penilaian/input-nilai${url.search}`);
  await expect(page.getByRole('group', { name: 'Lembar nilai' })).toBeVisible();
  await expect(page.getByText(/Nilai hanya dapat dilihat/)).toHaveCount(0);

  // The administrator sees it passed, and opens it again only with a reason.
  const adminContext = await browser.newContext();
  const adminPage = await adminContext.newPage();
  await signIn(adminPage, 'admin');
  const panel = adminPage.getByRole('region', { name: 'Rekap Penilaian Sekolah' });
  await expect(panel.getByTestId('batas-pts')).toHaveText(
    /^Batas nilai tengah semester: .+ WIB — sudah lewat$/,
  );
  const hapus = panel.getByRole('button', { name: 'Hapus batas nilai tengah semester' });
  await expect(hapus).toBeDisabled();
  await panel.getByLabel('Alasan membuka kembali').fill('Susulan PTS untuk siswa yang sakit');
  await screenshot(adminPage, 'beranda-admin-batas-pts-lewat');
  await hapus.click();
  await expect(panel.getByTestId('batas-pts')).toHaveText(
    'Belum ada batas waktu nilai tengah semester.',
  );
  await expect(panel.getByTestId('kunci-log-latest')).toHaveText(
    /^Batas waktu nilai tengah semester dihapus \(.+\) — oleh .+ — Alasan: Susulan PTS untuk siswa yang sakit$/,
  );
  await adminContext.close();

  // Back on the PTS grid, the kept score is still there to save.
  await page.goto(`/penilaian/nilai-tengah-semester${url.search}`);
  await expect(page.getByTestId('batas-pts-notice')).toHaveCount(0);
  await expect(valueCell(grid, 2)).toHaveValue(typed);
  await expect(page.getByTestId('grid-status')).toHaveText(
    /1 perubahan belum (disimpan|tersimpan)/,
  );
  await page.getByRole('button', { name: 'Simpan', exact: true }).click();
  await expect(page.getByTestId('grid-status')).not.toHaveText(/belum disimpan/);
  await page.reload();
  await expect(valueCell(grid, 2)).toHaveValue(typed);
});
