import type { APIRequestContext, Locator, Page } from '@playwright/test';
import type { BerandaGuru } from '@erapor/shared/penilaian/beranda-penilaian.schemas';
import type { GtkItem } from '@erapor/shared/referensi/gtk.schemas';
import type { PembelajaranForm } from '@erapor/shared/referensi/rombel.schemas';
import {
  bearer,
  demoAccounts,
  expect,
  getJson,
  gridCell,
  screenshot,
  signIn,
  test,
  type DemoRole,
} from './fixtures';

const cell = gridCell;

/** The tab comes back to the front: an open grid reports at once instead of within 15 s. */
const heartbeat = (page: Page) =>
  page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));

/** The demo guru, and one of his pembelajaran ready to grade with TPs (with its SLM grid's URL). */
async function guruTarget(request: APIRequestContext) {
  const guru = await bearer(request, 'guru');
  const mine = await getJson<BerandaGuru>(request, 'beranda/pembelajaran', guru.headers);
  const ready = mine.pembelajaran.filter((row) => row.siap_dinilai && row.progres.jumlah_tp > 0);
  // Not the first or the last: the other grade journeys use those.
  const target = ready[1] ?? ready[0];
  expect(target, 'the demo guru has a mapped pembelajaran with TPs').toBeDefined();
  const url = `/penilaian/input-nilai?pembelajaran_id=${target!.pembelajaran_id}`;
  return { guru, target: target!, url };
}

/** Opens the SLM grid at `url` (signing in as `role` first, if given) and waits for its cells. */
async function openGrid(page: Page, url: string, role?: DemoRole) {
  if (role) {
    await signIn(page, role);
    await expect(page).toHaveURL(/\/$/);
  }
  await page.goto(url);
  const grid = page.getByRole('group', { name: 'Lembar nilai' });
  await expect(cell(grid, 0, 0)).toBeAttached();
  return grid;
}

/** Types `value` into a cell and, unless told not to, saves (Ctrl+S) and waits until it is. */
async function typeInto(
  page: Page,
  grid: Locator,
  row: number,
  column: number,
  value: string,
  save = true,
) {
  await cell(grid, row, column).locator('..').click();
  await page.keyboard.type(value);
  await page.keyboard.press('Enter');
  if (!save) return;
  await page.keyboard.press('Control+s');
  await expect(page.getByTestId('grid-status')).toHaveText(/Semua perubahan tersimpan/);
}

test('two teachers of one subject see each other in the SLM grid, see each other’s saved scores appear, and settle a clash before saving', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  // The administrator makes the wali (also a teacher) guru pengajar of one of the guru's subjects.
  const admin = await bearer(request, 'admin');
  const wali = await bearer(request, 'wali');
  const { guru, target, url } = await guruTarget(request);
  const waliAccount = demoAccounts().wali;
  const staff = await getJson<{ data: GtkItem[] }>(
    request,
    `referensi/gtk?jenis=guru&q=${waliAccount.username}`,
    admin.headers,
  );
  const waliGuru = staff.data.find((item) => item.nuptk === waliAccount.username)!;
  const formPath = `referensi/rombongan-belajar/${target.rombongan_belajar_id}/pembelajaran`;
  const form = await getJson<PembelajaranForm>(request, formPath, admin.headers);
  const row = form.data.find((item) => item.pembelajaran_id === target.pembelajaran_id)!;
  const setPengajar = async (guruPengajarId: string | null) => {
    const saved = await request.put(`/api/${formPath}`, {
      headers: admin.headers,
      data: {
        pembelajaran: [
          {
            pembelajaran_id: row.pembelajaran_id,
            nama_mata_pelajaran: row.nama_mata_pelajaran,
            guru_pengajar_id: guruPengajarId,
            kelompok_id: row.kelompok_id,
            no_urut: row.no_urut,
          },
        ],
      },
    });
    expect(saved.status()).toBeLessThan(300);
  };
  await setPengajar(waliGuru.guru_id);

  const colleagueContext = await browser.newContext();
  try {
    const grid = await openGrid(page, url, 'guru');
    const colleague = await colleagueContext.newPage();
    const theirGrid = await openGrid(colleague, url, 'wali');
    // The colleague has known the guru is there since opening the grid.
    await expect(colleague.getByTestId('grid-presence')).toContainText(
      `Sedang membuka juga: ${guru.name}`,
    );
    // The colleague settles in the TP 2 column; the guru sees it.
    await cell(theirGrid, 0, 1).locator('..').click();
    await colleague.waitForTimeout(2000);
    await heartbeat(page);
    await expect(page.getByTestId('grid-presence')).toContainText(
      `Sedang membuka juga: ${wali.name} (kolom TP 2)`,
    );

    // The colleague saves a score; the guru's grid shows it without reloading, and says whose.
    const value = String(40 + (Date.now() % 50));
    await typeInto(colleague, theirGrid, 0, 1, value);
    await heartbeat(page);
    await expect(cell(grid, 0, 1)).toHaveValue(value);
    await expect(page.getByTestId('grid-presence')).toContainText(
      `Perubahan terbaru dari ${wali.name}`,
    );
    await screenshot(page, 'kehadiran-rekan');

    // Both type into the same cell; the colleague saves first. The guru sees the conflict before
    // he saves, keeps his own value, and it is saved over the colleague's.
    const mine = String(Number(value) + 1);
    const theirs = String(Number(value) + 2);
    await typeInto(page, grid, 1, 0, mine, false);
    await typeInto(colleague, theirGrid, 1, 0, theirs);
    await heartbeat(page);
    const panel = page.getByRole('region', {
      name: 'Nilai ini sudah diubah sejak Anda membukanya',
    });
    await expect(panel).toContainText(`Nilai Anda ${mine} · Nilai terbaru ${theirs}`);
    // Who made it comes from the cell's history (the heartbeat does not say who changed what).
    await expect(panel).toContainText(`diubah oleh ${wali.name}`);
    await screenshot(page, 'kehadiran-konflik');
    await panel.getByRole('button', { name: /^Tetap pakai nilai saya/ }).click();
    await expect(page.getByTestId('grid-status')).toHaveText(/Semua perubahan tersimpan/);
    await expect(cell(grid, 1, 0)).toHaveValue(mine);

    // The colleague closes the tab: the guru no longer sees him there.
    await colleague.close({ runBeforeUnload: true });
    await heartbeat(page);
    await expect(page.getByTestId('grid-presence')).not.toContainText('Sedang membuka juga');
  } finally {
    await colleagueContext.close();
    await setPengajar(row.guru_pengajar_id);
  }
});

test('a teacher with the grid open in two tabs sees in one what he saved in the other, and is not told of his own saves', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(90_000);
  const { url } = await guruTarget(request);
  const grid = await openGrid(page, url, 'guru');
  // The same browser, a second tab (the same sign-in): as his phone would be.
  const other = await context.newPage();
  const otherGrid = await openGrid(other, url);

  // A save in the first tab is not news to it.
  const first = String(30 + (Date.now() % 50));
  await typeInto(page, grid, 2, 0, first);
  await heartbeat(page);
  await page.waitForTimeout(1000);
  await expect(page.getByTestId('grid-presence')).toHaveCount(0);

  // It is to the second tab, which shows it and says it was his own.
  await heartbeat(other);
  await expect(cell(otherGrid, 2, 0)).toHaveValue(first);
  await expect(other.getByTestId('grid-presence')).toContainText(
    'Perubahan terbaru Anda dari tab atau perangkat lain',
  );

  // And back: what the second tab saves shows in the first.
  const second = String(Number(first) + 3);
  await typeInto(other, otherGrid, 3, 0, second);
  await heartbeat(page);
  await expect(cell(grid, 3, 0)).toHaveValue(second);
  await expect(page.getByTestId('grid-presence')).toContainText(
    'Perubahan terbaru Anda dari tab atau perangkat lain',
  );
  await screenshot(page, 'kehadiran-tab-lain');

  // The first tab has an edit not saved yet; the second tab saving all of its own must not wipe
  // it from the device. Then the first tab is gone without saving (closed, or the browser
  // crashed): the grid opened again brings its edit back.
  const unsaved = String(Number(first) + 5);
  await typeInto(page, grid, 4, 0, unsaved, false);
  await expect(page.getByTestId('grid-status')).toContainText('belum disimpan');
  await typeInto(other, otherGrid, 5, 0, String(Number(first) + 7));
  await page.close({ runBeforeUnload: false });
  const again = await context.newPage();
  const reopened = await openGrid(again, url);
  await expect(again.getByText('1 perubahan belum tersimpan dipulihkan')).toBeVisible();
  await expect(cell(reopened, 4, 0)).toHaveValue(unsaved);
  await screenshot(again, 'kehadiran-dipulihkan');
  await again.getByRole('button', { name: 'Simpan' }).click();
  await expect(again.getByTestId('grid-status')).toHaveText(/Semua perubahan tersimpan/);
  await other.close();
});
