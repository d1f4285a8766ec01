import type { Page } from '@playwright/test';
import type { GridData } from '@erapor/shared/penilaian/grid.schemas';
import type { PembelajaranGuru } from '@erapor/shared/penilaian/penilaian.schemas';
import {
  demoAccounts,
  expect,
  expiredAccessToken,
  gridCell,
  screenshot,
  signIn,
  test,
} from './fixtures';
import { downloadWorkbook, uploadWorkbook } from './workbooks';

// The demo teacher's first class and subject (the simulator is deterministic); the other grade
// journeys use his last ones.
const TINGKAT = 'Kelas 11';
const ROMBEL = 'XI RPL 1';
const MAPEL = 'Projek Kreatif dan Kewirausahaan';

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

const cell = gridCell;

async function paste(page: Page, text: string) {
  await page.evaluate((value) => {
    const data = new DataTransfer();
    data.setData('text/plain', value);
    document.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true }));
  }, text);
}

const status = (page: Page) => page.getByTestId('grid-status');

/** The demo teacher opens Asesmen Sumatif on the journeys' class and subject: its SLM grid. */
async function openSlm(page: Page) {
  await signIn(page, 'guru');
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/penilaian/input-nilai');
  await expect(page).toHaveTitle('Asesmen Sumatif | e-Rapor SMK');
  await choose(page, 'Tingkat', TINGKAT);
  await choose(page, 'Rombongan Belajar', ROMBEL);
  await choose(page, 'Mata Pelajaran', MAPEL);
  const grid = page.getByRole('group', { name: 'Lembar nilai' });
  await expect(cell(grid, 0, 0)).toBeAttached();
  return grid;
}

test('a teacher pastes a block of SLM scores, saves through a network drop and an expired session, and resolves a colleague’s conflicting change', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(180_000);
  const grid = await openSlm(page);

  // A 2 × 3 block copied from a spreadsheet lands on the first TP cell of the first student
  // (values differ on every run, so the journey can run again on the same database).
  const base = 10 + (Date.now() % 50);
  const block = [
    [base + 1, base + 2, base + 3],
    [base + 11, base + 12, base + 13],
  ];
  await cell(grid, 0, 0).locator('..').click();
  await paste(page, block.map((row) => row.join('\t')).join('\n'));
  await expect(status(page)).toHaveText('6 perubahan belum disimpan.');
  await expect(cell(grid, 1, 2)).toHaveValue(String(base + 13));
  // Text where a score belongs is marked and never sent.
  await cell(grid, 2, 0).locator('..').click();
  await page.keyboard.type('lima');
  await page.keyboard.press('Enter');
  await expect(page.getByText(/1 sel berisi isian tidak valid/)).toBeVisible();
  // "(merah)": the cell itself is painted, as are the unsaved ones, so the teacher finds them.
  const background = (row: number, column: number) =>
    cell(grid, row, column)
      .locator('..')
      .evaluate((element) => getComputedStyle(element).backgroundColor);
  expect(await background(2, 0)).toBe('rgb(255, 227, 227)');
  expect(await background(1, 2)).toBe('rgb(248, 240, 252)');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('Delete');
  await screenshot(page, 'asesmen-sumatif-pasted');

  // The Wi-Fi drops: the save is kept on the device as pending and sent when it comes back.
  await context.setOffline(true);
  await page.getByRole('button', { name: 'Simpan', exact: true }).click();
  await expect(
    page.getByText(/Tidak terhubung ke server\. 6 perubahan disimpan di perangkat ini/),
  ).toBeVisible();
  await expect(status(page)).toHaveText('6 perubahan belum disimpan.');
  await screenshot(page, 'asesmen-sumatif-offline');
  await context.setOffline(false);
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await expect(status(page)).toHaveText(/Semua perubahan tersimpan/, { timeout: 30_000 });

  // The access token expires while typing: the save refreshes it once and goes through.
  const claims = await page.evaluate(() => {
    const user = JSON.parse(localStorage.getItem('userData') ?? '{}') as {
      user_id: string;
      roles: string[];
      sekolah: { sekolah_id: string };
      semester: { semester_id: string };
    };
    return {
      sub: user.user_id,
      sid: user.sekolah.sekolah_id,
      sem: user.semester.semester_id,
      roles: user.roles,
    };
  });
  await page.evaluate(
    (token) => localStorage.setItem('accessToken', token),
    expiredAccessToken(claims),
  );
  await cell(grid, 0, 0).locator('..').click();
  await page.keyboard.type('90');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Control+s');
  await expect(status(page)).toHaveText(/Semua perubahan tersimpan/);

  // The teacher moves into the TP 2 column. The grid tells the server its column once he stays
  // there (1.5 s), and brings in what changed meanwhile; wait for that, so the colleague's change
  // below comes while he is typing, not before (it would then be shown, not a conflict).
  const movedAt = Date.now();
  const told = page.waitForResponse(
    (response) =>
      response.url().includes('/api/penilaian/grid/slm/kehadiran') &&
      response.request().method() === 'PUT' &&
      Date.now() - movedAt >= 1_400,
  );
  await cell(grid, 0, 1).locator('..').click();
  await told;

  // A colleague (another session of the same subject) changes a score the page has open.
  const account = demoAccounts().guru;
  const login = await request.post('/api/jwt/login', {
    data: { email: account.username, password: account.password },
  });
  const headers = { authorization: `Bearer ${(await login.json()).accessToken as string}` };
  const list = (await (
    await request.get('/api/penilaian/pembelajaran', { headers })
  ).json()) as PembelajaranGuru[];
  const target = list.find((item) => item.rombel === ROMBEL && item.nama_mata_pelajaran === MAPEL)!;
  const server = (await (
    await request.get(`/api/penilaian/grid/slm?pembelajaran_id=${target.pembelajaran_id}`, {
      headers,
    })
  ).json()) as GridData;
  const student = server.rows.find((row) => row.cells[server.columns[1]!.key]?.value === base + 2)!;
  const theirs = await request.put('/api/penilaian/grid/slm', {
    headers,
    data: {
      pembelajaran_id: target.pembelajaran_id,
      cells: [
        {
          anggota_rombel_id: student.anggota_rombel_id,
          kolom: server.columns[1]!.key,
          value: 64,
          version: student.cells[server.columns[1]!.key]!.version,
        },
      ],
    },
  });
  expect(theirs.status()).toBe(200);

  await cell(grid, 0, 1).locator('..').click();
  await page.keyboard.type('99');
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: 'Simpan', exact: true }).click();
  const conflict = page.getByRole('region', {
    name: 'Nilai ini sudah diubah sejak Anda membukanya',
  });
  await expect(conflict).toBeVisible();
  await expect(conflict).toContainText('64');
  await screenshot(page, 'asesmen-sumatif-conflict');
  await conflict.getByRole('button', { name: /Pakai nilai terbaru/ }).click();
  await expect(cell(grid, 0, 1)).toHaveValue('64');
  await expect(status(page)).toHaveText(/Semua perubahan tersimpan/);

  // After a reload everything is as saved, and the history of the cell tells the story.
  await page.reload();
  await expect(cell(grid, 0, 0)).toHaveValue('90');
  await expect(cell(grid, 1, 2)).toHaveValue(String(base + 13));
  await expect(cell(grid, 0, 1)).toHaveValue('64');
  const history = await request.get(
    `/api/penilaian/riwayat?pembelajaran_id=${target.pembelajaran_id}&anggota_rombel_id=${student.anggota_rombel_id}&kolom=${server.columns[1]!.key}`,
    { headers },
  );
  const entries = (await history.json()) as { nilai_lama: string | null; nilai_baru: string }[];
  expect(entries.slice(0, 2).map((entry) => entry.nilai_baru)).toEqual(['64', String(base + 2)]);
  expect(entries[0]!.nilai_lama).toBe(String(base + 2));
  // The sheet's own history: the colleague's save on top, opening to the one cell it changed.
  await page.getByRole('button', { name: 'Riwayat lembar' }).click();
  const sheetHistory = page.getByRole('dialog', { name: 'Riwayat Lembar Nilai' });
  const latest = sheetHistory.getByRole('button', { name: /Lembar nilai · / }).first();
  await expect(latest).toContainText('Lembar nilai · 1 sel, 1 peserta didik');
  await latest.click();
  await expect(sheetHistory.getByRole('row', { name: student.nama })).toContainText(
    `${base + 2} → 64`,
  );
  await page.waitForTimeout(400); // the panel's opening animation, for the screenshot
  await screenshot(page, 'asesmen-sumatif-riwayat-lembar');
  await page.keyboard.press('Escape');
  await expect(sheetHistory).toBeHidden();

  // The end-of-semester test: NA follows from the parts, computed by the server.
  await page.getByText('Sumatif Akhir Semester (SAS)', { exact: true }).click();
  await expect(cell(grid, 0, 0)).toBeAttached();
  await cell(grid, 0, 0).locator('..').click();
  await paste(page, `${base + 30}\t${base + 35}`);
  await page.getByRole('button', { name: 'Simpan', exact: true }).click();
  await expect(status(page)).toHaveText(/Semua perubahan tersimpan/);
  await expect(cell(grid, 0, 2)).toHaveValue(String(base + 33));
  await screenshot(page, 'asesmen-sumatif-sas');
});

test('a teacher sets Enter to go right and enters each student’s scores across the row', async ({
  page,
}) => {
  const grid = await openSlm(page);
  const columns = await grid.locator('.dsg-row').nth(1).locator('.dsg-cell input').count();
  const toggle = page.getByRole('button', { name: 'Enter pindah ke kanan' });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');

  // The fourth student's row, typed across: past the last TP, Enter goes on to the next student.
  await cell(grid, 3, 0).locator('..').click();
  const typed = Array.from({ length: columns + 1 }, (_, index) => String(60 + index));
  for (const value of typed) {
    await page.keyboard.type(value);
    await page.keyboard.press('Enter');
  }
  for (let column = 0; column < columns; column += 1)
    await expect(cell(grid, 3, column)).toHaveValue(typed[column]!);
  await expect(cell(grid, 4, 0)).toHaveValue(typed[columns]!);
  // Under each TP, how many students have a score; the count of an incomplete column takes the
  // teacher to the first student still without one (the first two were saved by the journey
  // above, the fourth and fifth were just typed).
  const count = grid.getByTestId(/^fill-/).first();
  await expect(count).toHaveText(/^\d+\/\d+$/);
  await count.click();
  await page.keyboard.type('77');
  await expect(cell(grid, 2, 0)).toHaveValue('77');
  await screenshot(page, 'asesmen-sumatif-enter-kanan');

  // The choice stays on this device.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Enter pindah ke kanan' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
});

test('on a small laptop screen, walking down the sheet with the arrow keys keeps the active cell in view above the footer', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1024, height: 700 });
  const grid = await openSlm(page);
  await cell(grid, 0, 0).locator('..').click();
  const footer = page.locator('footer');
  const active = grid.locator('.dsg-active-cell');
  for (let row = 1; row <= 15; row += 1) {
    await page.keyboard.press('ArrowDown');
    // the frame glides to the cell; where it ends is what the teacher sees
    await expect(async () => {
      const box = (await active.boundingBox())!;
      const bar = (await footer.boundingBox())!;
      expect(box.y + box.height).toBeLessThanOrEqual(bar.y + 1);
      expect(box.y).toBeGreaterThan(0);
    }).toPass({ timeout: 2_000 });
  }
  await screenshot(page, 'asesmen-sumatif-panah-bawah');
});

test.describe('on a phone', () => {
  test.use({ hasTouch: true, isMobile: true, viewport: { width: 412, height: 915 } });

  test('one tap opens a cell for typing and Enter opens the next student’s, so the keyboard stays up', async ({
    page,
  }) => {
    const grid = await openSlm(page);
    const column = 2;
    const first = cell(grid, 5, column);
    await first.scrollIntoViewIfNeeded();
    await first.locator('..').tap();
    // the cell's input has the focus at once: the phone shows its keyboard
    await expect(first).toBeFocused();
    for (const [offset, value] of ['61', '62', '63'].entries()) {
      await page.keyboard.type(value);
      await page.keyboard.press('Enter');
      await expect(cell(grid, 6 + offset, column)).toBeFocused();
    }
    await expect(cell(grid, 5, column)).toHaveValue('61');
    await expect(cell(grid, 7, column)).toHaveValue('63');
    // a tap on a student's name selects the row, without opening a cell
    await grid.locator('.dsg-cell-gutter').nth(3).tap();
    await expect(grid.locator('input:focus')).toHaveCount(0);
    await screenshot(page, 'asesmen-sumatif-ponsel');
  });
});

test('a teacher records a remedial of a TP score from the cell’s menu, its history keeps the reason, and the Waka refuses it with a note', async ({
  page,
  browser,
}) => {
  const grid = await openSlm(page);
  // The sixth student's first TP score, saved through the grid: the first score.
  const first = 50 + (Date.now() % 20);
  await cell(grid, 5, 0).locator('..').click();
  await page.keyboard.type(String(first));
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: 'Simpan', exact: true }).click();
  await expect(status(page)).toHaveText(/Semua perubahan tersimpan/);
  // the click on Simpan kept the teacher's place: he types on in the next student's cell
  await page.keyboard.type(String(first + 1));
  await page.keyboard.press('Enter');
  await expect(cell(grid, 6, 0)).toHaveValue(String(first + 1));
  await page.getByRole('button', { name: 'Urungkan (Ctrl+Z)' }).click();
  await expect(cell(grid, 6, 0)).not.toHaveValue(String(first + 1));
  await expect(page.locator('.dsg-active-cell')).toHaveCount(1);

  await cell(grid, 5, 0).locator('..').click({ button: 'right' });
  await page.getByRole('menuitem', { name: 'Catat remedial…' }).click();
  const dialog = page.getByRole('dialog', { name: /^Remedial — / });
  await expect(dialog).toContainText(`Nilai sekarang: ${first}`);
  const reason = 'Remedial tertulis TP 1 tanggal 2 Desember 2026';
  await dialog.getByRole('textbox', { name: 'Nilai remedial' }).fill('78');
  await dialog.getByRole('textbox', { name: 'Alasan' }).fill(reason);
  await screenshot(page, 'asesmen-sumatif-remedial');
  await dialog.getByRole('button', { name: 'Simpan nilai remedial' }).click();
  await expect(dialog).toBeHidden();
  await expect(cell(grid, 5, 0)).toHaveValue('78');
  await expect(cell(grid, 5, 0).locator('..')).toHaveClass(/gg-cell-remedial/);
  await expect(page.getByText('Nilai hasil remedial', { exact: true })).toBeVisible();

  // After a reload the mark is still there, and the cell's history tells the first score and why.
  await page.reload();
  await expect(cell(grid, 5, 0)).toHaveValue('78');
  await expect(cell(grid, 5, 0).locator('..')).toHaveClass(/gg-cell-remedial/);
  await cell(grid, 5, 0).locator('..').click({ button: 'right' });
  await page.getByRole('menuitem', { name: 'Riwayat sel' }).click();
  const history = page.getByRole('dialog', { name: 'Riwayat Nilai' });
  await expect(history.getByTestId('riwayat-alasan').first()).toContainText(reason);
  await expect(history.getByRole('row').nth(1)).toContainText(`${first} → 78`);
  await page.waitForTimeout(400); // the dialog's opening animation, for the screenshot
  await screenshot(page, 'asesmen-sumatif-remedial-riwayat');
  await page.keyboard.press('Escape');

  // The Waka refuses it on the Beranda, telling the teacher why.
  const wakaContext = await browser.newContext();
  const wakaPage = await wakaContext.newPage();
  await signIn(wakaPage, 'waka');
  const list = wakaPage.getByRole('table', { name: 'Remedial dan penyesuaian nilai' });
  const entry = list.getByRole('row').filter({ hasText: reason }).first();
  await expect(entry).toContainText(`Remedial${first} → 78TP: `);
  await entry.getByRole('button', { name: /^Tolak perubahan nilai / }).click();
  const tolak = wakaPage.getByRole('dialog', { name: 'Tolak remedial atau penyesuaian' });
  const note = 'Lampirkan lembar jawaban remedialnya';
  await tolak.getByRole('textbox', { name: /Catatan untuk guru/ }).fill(note);
  await screenshot(wakaPage, 'beranda-waka-remedial-tolak');
  await tolak.getByRole('button', { name: 'Tolak', exact: true }).click();
  await expect(tolak).toBeHidden();
  const decided = list.getByRole('row').filter({ hasText: note }).first();
  await expect(decided.getByTestId('penyesuaian-persetujuan')).toContainText('Ditolak');
  await decided.scrollIntoViewIfNeeded();
  await screenshot(wakaPage, 'beranda-waka-remedial-ditolak');
  await wakaContext.close();

  // The teacher's grid marks the score as refused, with the Waka's note on hover.
  await page.reload();
  await expect(cell(grid, 5, 0).locator('..')).toHaveClass(/gg-cell-remedial-ditolak/);
  await expect(cell(grid, 5, 0)).toHaveAttribute('title', new RegExp(`Catatan: ${note}$`));
  await expect(page.getByText('Remedial ditolak Waka', { exact: true })).toBeVisible();
  await screenshot(page, 'asesmen-sumatif-remedial-ditolak');
  // … and its history gives the Waka's decision beside the teacher's reason
  await cell(grid, 5, 0).locator('..').click({ button: 'right' });
  await page.getByRole('menuitem', { name: 'Riwayat sel' }).click();
  const riwayat = page.getByRole('dialog', { name: 'Riwayat Nilai' });
  await expect(riwayat.getByTestId('riwayat-persetujuan').first()).toContainText(
    new RegExp(`^Ditolak Waka Kurikulum: .+ Catatan: ${note}$`),
  );
  await page.waitForTimeout(400); // the dialog's opening animation, for the screenshot
  await screenshot(page, 'asesmen-sumatif-riwayat-ditolak');
  await page.keyboard.press('Escape');
  await expect(riwayat).toBeHidden();
  // … and the remedial window of that score (from the toolbar, as on a touch screen) shows the
  // note the teacher acts on
  await cell(grid, 5, 0).locator('..').click();
  await page.getByRole('button', { name: 'Catat remedial' }).click();
  const again = page.getByRole('dialog', { name: /^Remedial — / });
  await expect(again.getByTestId('remedial-ditolak')).toHaveText(
    `Remedial ini ditolak Waka Kurikulum. Catatan: ${note}`,
  );
  await page.waitForTimeout(400); // the dialog's opening animation, for the screenshot
  await screenshot(page, 'asesmen-sumatif-remedial-ditolak-jendela');
  await page.keyboard.press('Escape');
  await expect(again).toBeHidden();

  // The teacher's Beranda says so, lists it first with the note, and opens its grid.
  await page.goto('/');
  const mine = page.getByRole('region', { name: 'Remedial dan Penyesuaian Nilai Anda' });
  await expect(mine.getByTestId('penyesuaian-guru-ditolak')).toContainText(
    /\d+ perubahan nilai ditolak Waka Kurikulum dan belum diubah lagi/,
  );
  const refused = mine.getByRole('row').filter({ hasText: note }).first();
  await expect(refused).toContainText(`${first} → 78`);
  await refused.scrollIntoViewIfNeeded();
  await screenshot(page, 'beranda-guru-remedial-ditolak');
  await refused.getByRole('link', { name: /^Buka lembar nilai / }).click();
  await expect(page).toHaveURL(/\/penilaian\/input-nilai\?pembelajaran_id=/);
  await expect(cell(grid, 5, 0)).toHaveValue('78');
  // The teacher sets the score again (the first score stands, as the Waka asked): the grid's
  // save is the score's latest change, and the Beranda says the refusal was acted on.
  await cell(grid, 5, 0).locator('..').click();
  await page.keyboard.type(String(first));
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: 'Simpan', exact: true }).click();
  await expect(status(page)).toHaveText(/Semua perubahan tersimpan/);
  await expect(cell(grid, 5, 0).locator('..')).not.toHaveClass(/gg-cell-remedial/);
  await page.goto('/');
  await expect(
    mine.getByRole('row').filter({ hasText: note }).first().getByTestId('penyesuaian-persetujuan'),
  ).toContainText('Nilainya sudah diubah lagi sesudahnya.');
  await mine.getByRole('row').filter({ hasText: note }).first().scrollIntoViewIfNeeded();
  await screenshot(page, 'beranda-guru-remedial-diubah-lagi');
});

test('a teacher records a remedial of the SAS test, the NA follows, the Waka takes a refusal of it back, and the Beranda opens the SAS grid', async ({
  page,
  browser,
}) => {
  const grid = await openSlm(page);
  await page.getByText('Sumatif Akhir Semester (SAS)', { exact: true }).click();
  await expect(page).toHaveURL(/jenis=sas/);
  // The seventh student's parts, saved through the grid: the first scores.
  const first = 50 + (Date.now() % 20);
  await cell(grid, 6, 0).locator('..').click();
  await paste(page, `70\t${first}`);
  await page.getByRole('button', { name: 'Simpan', exact: true }).click();
  await expect(status(page)).toHaveText(/Semua perubahan tersimpan/);
  await expect(cell(grid, 6, 2)).toHaveValue(String(Math.round((70 + first) / 2)));

  // The NA is computed: no remedial of it.
  await cell(grid, 6, 2).locator('..').click({ button: 'right' });
  await expect(page.getByRole('menuitem', { name: 'Riwayat sel' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Catat remedial…' })).toHaveCount(0);
  await page.keyboard.press('Escape');

  // From the keyboard: the menu key (Shift+F10) on the active cell, the arrows, Enter.
  await cell(grid, 6, 1).locator('..').click();
  await page.keyboard.press('Shift+F10');
  await expect(page.getByRole('menuitem', { name: 'Riwayat sel' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitem', { name: 'Catat remedial…' })).toBeFocused();
  await page.waitForTimeout(200); // the active cell's frame glides to the cell, for the screenshot
  await screenshot(page, 'asesmen-sumatif-menu-papan-ketik');
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: /^Remedial — / });
  await expect(dialog.getByTestId('remedial-tp')).toContainText('Tes');
  await expect(dialog).toContainText(`Nilai sekarang: ${first}`);
  const reason = `Remedial tes SAS tanggal 9 Desember 2026 (${first})`;
  // the window opens on its score field, so the teacher types the score at once
  await expect(dialog.getByRole('textbox', { name: 'Nilai remedial' })).toBeFocused();
  await page.keyboard.type('80');
  await dialog.getByRole('textbox', { name: 'Alasan' }).fill(reason);
  await dialog.getByRole('button', { name: 'Simpan nilai remedial' }).click();
  await expect(dialog).toBeHidden();
  await expect(cell(grid, 6, 1)).toHaveValue('80');
  await expect(cell(grid, 6, 1).locator('..')).toHaveClass(/gg-cell-remedial/);
  // (70 + 80) / 2: the NA the server computed with the raised part
  await expect(cell(grid, 6, 2)).toHaveValue('75');
  await expect(cell(grid, 6, 2).locator('..')).not.toHaveClass(/gg-cell-remedial/);
  await page.waitForTimeout(400); // the dialog's closing animation, for the screenshot
  await screenshot(page, 'asesmen-sumatif-remedial-sas');

  // A template filled before the remedial, uploaded after it: the review warns that the file
  // would undo the remedial score.
  const { book } = await downloadWorkbook(page, 'Unduh Templat');
  const sheet = book.getWorksheet('Nilai')!;
  const keys = new Map<string, number>();
  sheet.getRow(7).eachCell((value, column) => keys.set(value.text, column));
  // the seventh student's row of the file, found by his name as the grid shows it
  const nama = (
    await cell(grid, 6, 0).locator('xpath=ancestor::div[contains(@class,"dsg-row")]').innerText()
  ).split('\n');
  const row = [...Array(sheet.rowCount).keys()]
    .map((index) => sheet.getRow(index + 1))
    .find((candidate) => nama.includes(candidate.getCell(3).text))!;
  row.getCell(keys.get('sas:tes')!).value = first;
  await uploadWorkbook(page, 'Unggah Templat', 'sas.xlsx', book);
  const review = page.getByRole('dialog', { name: /^Periksa Unggahan/ });
  await expect(review.getByTestId('template-warnings')).toContainText(
    `Tes: nilai 80 adalah hasil remedial; berkas ini menggantinya dengan ${first}.`,
  );
  await screenshot(page, 'asesmen-sumatif-templat-remedial');
  await review.getByRole('button', { name: 'Batal' }).click();
  await expect(review).toBeHidden();

  // The Waka refuses it, then (the test sheet was filed after all) takes the refusal back: it
  // waits for his decision again.
  const wakaContext = await browser.newContext();
  const wakaPage = await wakaContext.newPage();
  await signIn(wakaPage, 'waka');
  const list = wakaPage.getByRole('table', { name: 'Remedial dan penyesuaian nilai' });
  const waiting = list.getByRole('row').filter({ hasText: reason }).first();
  await waiting.getByRole('button', { name: /^Tolak perubahan nilai / }).click();
  const tolak = wakaPage.getByRole('dialog', { name: 'Tolak remedial atau penyesuaian' });
  await tolak
    .getByRole('textbox', { name: /Catatan untuk guru/ })
    .fill('Lembar jawaban tes belum diserahkan');
  await tolak.getByRole('button', { name: 'Tolak', exact: true }).click();
  await expect(tolak).toBeHidden();
  await expect(waiting.getByTestId('penyesuaian-persetujuan')).toContainText('Ditolak');
  await waiting
    .getByRole('button', { name: /^Tarik kembali keputusan atas perubahan nilai / })
    .click();
  const tarik = wakaPage.getByRole('dialog', { name: 'Tarik kembali keputusan' });
  await expect(tarik).toContainText(`Tarik kembali keputusan "Ditolak" atas perubahan nilai`);
  await wakaPage.waitForTimeout(400); // the dialog's opening animation, for the screenshot
  await screenshot(wakaPage, 'beranda-waka-tarik-kembali');
  await tarik.getByRole('button', { name: 'Tarik kembali keputusan' }).click();
  await expect(tarik).toBeHidden();
  await expect(waiting.getByRole('button', { name: /^Setujui perubahan nilai / })).toBeVisible();
  await expect(waiting.getByTestId('penyesuaian-persetujuan')).not.toContainText('Ditolak');
  await wakaContext.close();

  // The teacher's Beranda lists it with its part, waiting for the Waka, and opens the SAS grid.
  await page.goto('/');
  const mine = page.getByRole('region', { name: 'Remedial dan Penyesuaian Nilai Anda' });
  const entry = mine.getByRole('row').filter({ hasText: reason }).first();
  await expect(entry.getByTestId('penyesuaian-komponen')).toHaveText('Sumatif akhir semester: Tes');
  await expect(entry).toContainText(`${first} → 80`);
  await expect(entry.getByTestId('penyesuaian-persetujuan')).toHaveText('Belum diputuskan');
  await entry.scrollIntoViewIfNeeded();
  await screenshot(page, 'beranda-guru-remedial-sas');
  await entry.getByRole('link', { name: /^Buka lembar nilai / }).click();
  await expect(page).toHaveURL(/\/penilaian\/input-nilai\?jenis=sas&pembelajaran_id=/);
  await expect(cell(grid, 6, 1)).toHaveValue('80');
  // the refusal taken back leaves the remedial's mark, not a refused one
  await expect(cell(grid, 6, 1).locator('..')).toHaveClass(/gg-cell-remedial/);
  await expect(cell(grid, 6, 1).locator('..')).not.toHaveClass(/gg-cell-remedial-ditolak/);
  // … and the cell's history keeps the refusal, saying it was taken back
  await cell(grid, 6, 1).locator('..').click({ button: 'right' });
  await page.getByRole('menuitem', { name: 'Riwayat sel' }).click();
  const riwayat = page.getByRole('dialog', { name: 'Riwayat Nilai' });
  await expect(riwayat.getByTestId('riwayat-persetujuan').first()).toHaveText(
    'Belum disetujui Waka Kurikulum.',
  );
  await expect(riwayat.getByTestId('riwayat-ditarik').first()).toHaveText(
    /^Ditolak Waka Kurikulum: .+ Catatan: Lembar jawaban tes belum diserahkan \(Keputusan ini ditarik kembali oleh .+\.\)$/,
  );
  await page.waitForTimeout(400); // the dialog's opening animation, for the screenshot
  await screenshot(page, 'asesmen-sumatif-riwayat-ditarik');
  await page.keyboard.press('Escape');
  await expect(riwayat).toBeHidden();
  await expect(cell(grid, 6, 2)).toHaveValue('75');

  // Nilai Akhir's breakdown of the same student names the part a remedial set.
  await page.goto(
    page.url().replace('/penilaian/input-nilai?jenis=sas&', '/penilaian/nilai-akhir?'),
  );
  await page
    .getByRole('button', { name: /^Rincian nilai asesmen / })
    .nth(6)
    .click();
  const rincian = page.getByRole('dialog', { name: /^Rincian Nilai Asesmen — / });
  await expect(rincian.getByTestId('rincian-sas')).toContainText('Tes 80 (Remedial)');
  await page.waitForTimeout(400); // the dialog's opening animation, for the screenshot
  await screenshot(page, 'nilai-akhir-rincian-remedial-sas');
});
