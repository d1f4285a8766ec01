import type { Page } from '@playwright/test';
import type { BerandaGuru, BerandaWali } from '@erapor/shared/penilaian/beranda-penilaian.schemas';
import type { GridData } from '@erapor/shared/penilaian/grid.schemas';
import { expect, screenshot, signIn, test } from './fixtures';

/** The API as the signed-in user of the page (same token the app uses). */
async function api(page: Page) {
  const token = await page.evaluate(() => localStorage.getItem('accessToken'));
  const headers = { authorization: `Bearer ${token}` };
  return {
    get: async <T>(path: string) => {
      const response = await page.request.get(`/api/${path}`, { headers });
      expect(response.status(), path).toBe(200);
      return (await response.json()) as T;
    },
    put: (path: string, data: object) => page.request.put(`/api/${path}`, { headers, data }),
  };
}

test('guru sees his pembelajaran with progress and opens the grids from the Beranda', async ({
  page,
}) => {
  await signIn(page, 'guru');
  await expect(page).toHaveURL(/\/$/);
  const panel = page.getByRole('region', { name: 'Pembelajaran Saya' });
  const table = panel.getByRole('table', {
    name: 'Pembelajaran saya beserta progres penilaiannya',
  });
  await expect(table).toBeVisible();

  const client = await api(page);
  const mine = await client.get<BerandaGuru>('beranda/pembelajaran');
  const target = mine.pembelajaran.findLast((row) => row.siap_dinilai && row.progres.jumlah_tp > 0);
  expect(target, 'the demo guru has a mapped pembelajaran with TPs').toBeDefined();
  const names = `${target!.nama_mata_pelajaran} ${target!.rombel}`;
  const open = table.getByRole('link', { name: `Buka Asesmen Sumatif ${names}` });
  const row = table
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name: `Buka Asesmen Sumatif ${names}` }) });
  await expect(row).toContainText(`${target!.progres.slm}/${target!.progres.siswa} lengkap`);
  await expect(open).toHaveAttribute(
    'href',
    `/penilaian/input-nilai?pembelajaran_id=${target!.pembelajaran_id}`,
  );
  await expect(table.getByRole('link', { name: `Buka Nilai Akhir ${names}` })).toHaveAttribute(
    'href',
    `/penilaian/nilai-akhir?pembelajaran_id=${target!.pembelajaran_id}`,
  );
  await expect(
    table.getByRole('link', { name: `Buka Capaian Kompetensi ${names}` }),
  ).toHaveAttribute(
    'href',
    `/penilaian/capaian-kompetensi?pembelajaran_id=${target!.pembelajaran_id}`,
  );

  // Scores for every TP of one more student show on the Beranda as one more graded student;
  // one TP short, he is not counted yet.
  const grid = await client.get<GridData>(
    `penilaian/grid/slm?pembelajaran_id=${target!.pembelajaran_id}`,
  );
  const student = grid.rows.find((r) =>
    Object.values(r.cells).every((cell) => cell.value === null),
  )!;
  const versionOf = (kolom: string) => student.cells[kolom]?.version ?? 0;
  const columns = grid.columns.map((column) => column.key);
  const [last, ...others] = [...columns].reverse();
  const put = (kolom: string, value: number | null, version: number) => ({
    anggota_rombel_id: student.anggota_rombel_id,
    kolom,
    value,
    version,
  });
  if (others.length > 0) {
    const partly = await client.put('penilaian/grid/slm', {
      pembelajaran_id: target!.pembelajaran_id,
      cells: others.map((kolom) => put(kolom, 88, versionOf(kolom))),
    });
    expect(partly.status()).toBe(200);
    await page.reload();
    await expect(row).toContainText(`${target!.progres.slm}/${target!.progres.siswa} lengkap`);
  }
  const saved = await client.put('penilaian/grid/slm', {
    pembelajaran_id: target!.pembelajaran_id,
    cells: [put(last!, 88, versionOf(last!))],
  });
  expect(saved.status()).toBe(200);
  await page.reload();
  await expect(row).toContainText(`${target!.progres.slm + 1}/${target!.progres.siswa} lengkap`);
  await screenshot(page, 'beranda-guru');

  // The link opens Asesmen Sumatif straight on that class and subject.
  await open.click();
  await expect(page).toHaveTitle('Asesmen Sumatif | e-Rapor SMK');
  await expect(
    page.getByRole('heading', { name: `Sumatif Lingkup Materi (SLM) — ${names}` }),
  ).toBeVisible();
  // the menu opens its group on the page reached from the Beranda, showing it as the current one
  const current = page
    .getByRole('navigation', { name: 'Menu utama' })
    .getByRole('link', { name: 'Asesmen Sumatif' });
  await expect(current).toBeVisible();
  await expect(current).toHaveAttribute('aria-current', 'page');

  // Put the demo back as it was (the cleared cells keep their rows, not counted as scores).
  const cleared = await client.put('penilaian/grid/slm', {
    pembelajaran_id: target!.pembelajaran_id,
    cells: columns.map((kolom) => put(kolom, null, versionOf(kolom) + 1)),
  });
  expect(cleared.status()).toBe(200);
});

test('admin closes grading for the whole school and opens it again', async ({ page }) => {
  await signIn(page, 'admin');
  await expect(page).toHaveURL(/\/$/);
  const panel = page.getByRole('region', { name: 'Rekap Penilaian Sekolah' });
  await expect(
    panel.getByRole('table', { name: 'Rombongan belajar beserta progres penilaiannya' }),
  ).toBeVisible();
  const toggle = panel.getByRole('switch', { name: 'Penilaian dibuka' });
  await expect(toggle).toBeChecked();

  await toggle.click();
  const close = page.getByRole('dialog', { name: 'Tutup penilaian?' });
  await expect(close).toContainText('tidak ada guru yang dapat mengisi atau mengubah nilai');
  await screenshot(page, 'beranda-admin-tutup');
  await close.getByRole('button', { name: 'Tutup penilaian' }).click();
  await expect(close).toBeHidden();
  await expect(toggle).not.toBeChecked();
  await expect(panel.getByText('Penilaian ditutup', { exact: true })).toBeVisible();
  const client = await api(page);
  expect(await client.get<{ dibuka: boolean }>('penilaian/status')).toMatchObject({
    dibuka: false,
  });
  await screenshot(page, 'beranda-admin-ditutup');

  // Cancelling changes nothing.
  await toggle.click();
  const open = page.getByRole('dialog', { name: 'Buka penilaian?' });
  await open.getByRole('button', { name: 'Batal' }).click();
  await expect(toggle).not.toBeChecked();

  // Opening again needs a reason, which the card then shows.
  await toggle.click();
  const confirmOpen = open.getByRole('button', { name: 'Buka penilaian' });
  await expect(confirmOpen).toBeDisabled();
  await open.getByRole('textbox', { name: /Alasan membuka/ }).fill('Perbaikan nilai remedial');
  await screenshot(page, 'beranda-admin-buka-alasan');
  await confirmOpen.click();
  await expect(open).toBeHidden();
  await expect(toggle).toBeChecked();
  expect(await client.get<{ dibuka: boolean }>('penilaian/status')).toMatchObject({ dibuka: true });
  await expect(panel.getByTestId('kunci-log-latest')).toContainText(
    /^Dibuka oleh .+ — Alasan: Perbaikan nilai remedial$/,
  );

  // The per-class detail lists the subjects of a class with their teacher.
  await panel
    .getByRole('button', { name: /^Detail progres / })
    .first()
    .click();
  const detail = page.getByRole('dialog', { name: /^Progres Penilaian / });
  await expect(detail.getByRole('columnheader', { name: 'Guru' })).toBeVisible();
  await expect(detail.getByRole('row')).not.toHaveCount(1);
});

test('admin sets a grading deadline that the teachers see, then clears it', async ({
  page,
  browser,
}) => {
  await signIn(page, 'admin');
  const panel = page.getByRole('region', { name: 'Rekap Penilaian Sekolah' });
  const input = panel.getByLabel('Batas waktu penilaian');
  await expect(input).toBeVisible();
  // Ten days ahead, at 23:59 in the school's zone (WIB, UTC+7), as the input takes it.
  const day = new Date(Date.now() + 7 * 3_600_000 + 10 * 86_400_000).toISOString().slice(0, 10);
  await input.fill(`${day}T23:59`);
  // said in words before saving: the field itself follows the browser's locale
  await expect(panel.getByTestId('batas-preview')).toHaveText(
    /^Penilaian akan ditutup: .+ pukul 23\.59 WIB\. Tekan Simpan untuk menetapkannya\.$/,
  );
  await screenshot(page, 'beranda-admin-batas-pratinjau');
  await panel.getByRole('button', { name: 'Simpan', exact: true }).click();
  await expect(panel.getByTestId('batas-preview')).toHaveCount(0);
  await expect(panel.getByText(/^Batas waktu: .+ pukul 23\.59 WIB — \d+ hari lagi$/)).toBeVisible();
  await expect(panel.getByTestId('kunci-log-latest')).toContainText(
    /^Batas waktu penilaian diatur: .+ pukul 23\.59 WIB — oleh /,
  );
  const status = await (
    await api(page)
  ).get<{ dibuka: boolean; batas: string }>('penilaian/status');
  expect(status).toMatchObject({ dibuka: true, batas: `${day}T16:59:00.000Z` });
  await screenshot(page, 'beranda-admin-batas');

  // The teacher is told on his Beranda how long he has, counted on the server's clock: his PC's
  // clock is a month behind (a flat CMOS battery), and he is still told 9 or 10 days, not 40.
  const guruContext = await browser.newContext();
  await guruContext.clock.setFixedTime(Date.now() - 30 * 86_400_000);
  const guru = await guruContext.newPage();
  await signIn(guru, 'guru');
  await expect(
    guru.getByRole('status').filter({ hasText: /^Batas pengisian nilai: .+ — (9|10) hari lagi$/ }),
  ).toBeVisible();
  await screenshot(guru, 'beranda-guru-batas');
  // And above the grade grids, where he types.
  await guru.goto('/penilaian/input-nilai');
  await expect(guru).toHaveTitle('Asesmen Sumatif | e-Rapor SMK');
  await expect(
    guru.getByRole('status').filter({ hasText: /^Batas pengisian nilai: .+ — \d+ hari lagi$/ }),
  ).toBeVisible();
  await screenshot(guru, 'asesmen-sumatif-batas');
  await guru.goto('/');

  // Cleared, it is gone for him too.
  await panel.getByRole('button', { name: 'Hapus', exact: true }).click();
  await expect(panel.getByTestId('kunci-log-latest')).toContainText(
    /^Batas waktu penilaian dihapus \(/,
  );
  expect(await (await api(page)).get<{ batas: string | null }>('penilaian/status')).toMatchObject({
    batas: null,
  });
  await guru.reload();
  await expect(guru.getByRole('region', { name: 'Pembelajaran Saya' })).toBeVisible();
  await expect(guru.getByText(/^Batas pengisian nilai:/)).toHaveCount(0);
  await guruContext.close();
});

test('grading closes by itself at its deadline; opening it again clears the deadline', async ({
  page,
  browser,
}) => {
  await signIn(page, 'admin');
  const panel = page.getByRole('region', { name: 'Rekap Penilaian Sekolah' });
  await expect(panel.getByRole('switch', { name: 'Penilaian dibuka' })).toBeChecked();
  const admin = await api(page);
  // A few seconds ahead (the API takes seconds; the field, minutes).
  const batas = new Date(Date.now() + 4_000).toISOString();
  expect((await admin.put('penilaian/batas', { batas })).status()).toBe(200);

  const guruContext = await browser.newContext();
  const guru = await guruContext.newPage();
  await signIn(guru, 'guru');
  await expect(guru).toHaveURL(/\/$/);
  const mine = await (await api(guru)).get<BerandaGuru>('beranda/pembelajaran');
  const target = mine.pembelajaran.find((row) => row.siap_dinilai && row.progres.jumlah_tp > 0)!;
  await guru.waitForTimeout(Math.max(0, Date.parse(batas) - Date.now() + 500));
  // Nobody did anything at the deadline: the grid is read-only and says why.
  await guru.goto(`/penilaian/input-nilai?pembelajaran_id=${target.pembelajaran_id}`);
  await expect(
    guru.getByText(
      /^Penilaian sudah ditutup pada batas waktu .+ WIB\. Nilai hanya dapat dilihat\.$/,
    ),
  ).toBeVisible();
  await expect(guru.getByText(/^Batas pengisian nilai:/)).toHaveCount(0);
  await screenshot(guru, 'asesmen-sumatif-batas-lewat');
  await guruContext.close();

  await page.reload();
  await expect(panel.getByText('Penilaian ditutup', { exact: true })).toBeVisible();
  await expect(panel.getByText(/^Ditutup otomatis pada batas waktu .+ WIB\.$/)).toBeVisible();
  await expect(panel.getByLabel('Batas waktu penilaian')).toBeDisabled();
  await screenshot(page, 'beranda-admin-batas-lewat');
  await panel.getByRole('switch', { name: 'Penilaian dibuka' }).click();
  const open = page.getByRole('dialog', { name: 'Buka penilaian?' });
  await expect(open).toContainText(/Batas waktu yang sudah lewat \(.+\) akan dihapus\./);
  await open.getByRole('textbox', { name: /Alasan membuka/ }).fill('Perpanjangan pengisian nilai');
  await open.getByRole('button', { name: 'Buka penilaian' }).click();
  await expect(open).toBeHidden();
  await expect(panel.getByRole('switch', { name: 'Penilaian dibuka' })).toBeChecked();
  expect(
    await admin.get<{ dibuka: boolean; batas: string | null }>('penilaian/status'),
  ).toMatchObject({ dibuka: true, batas: null });
});

test('wali locks his class, which refuses grade writes, and unlocks it', async ({ page }) => {
  await signIn(page, 'wali');
  await expect(page).toHaveURL(/\/$/);
  const client = await api(page);
  const { kelas } = await client.get<BerandaWali>('wali/kelas');
  const own = kelas[0]!;
  const panel = page.getByRole('region', { name: `Kelas Perwalian ${own.nama}` });
  await expect(
    panel.getByRole('table', { name: `Mata pelajaran ${own.nama} beserta progres penilaiannya` }),
  ).toBeVisible();
  const toggle = panel.getByRole('switch', { name: 'Kunci nilai' });
  await expect(toggle).not.toBeChecked();

  await toggle.click();
  const lock = page.getByRole('dialog', { name: `Kunci nilai kelas ${own.nama}?` });
  await expect(lock).toContainText('tidak ada guru yang dapat mengubah nilai');
  await screenshot(page, 'beranda-wali-kunci');
  await lock.getByRole('button', { name: 'Kunci nilai' }).click();
  await expect(lock).toBeHidden();
  await expect(toggle).toBeChecked();
  await expect(panel.getByText(/^Nilai terkunci/)).toBeVisible();
  await screenshot(page, 'beranda-wali-terkunci');

  // The demo wali also teaches in his class: the server refuses his own grade write now.
  const mine = await client.get<BerandaGuru>('beranda/pembelajaran');
  const taught = mine.pembelajaran.find(
    (row) => row.rombongan_belajar_id === own.rombongan_belajar_id && row.siap_dinilai,
  );
  let write: (() => ReturnType<typeof client.put>) | null = null;
  if (taught) {
    const grid = await client.get<GridData>(
      `penilaian/grid/pts?pembelajaran_id=${taught.pembelajaran_id}`,
    );
    expect(grid.lock?.reason).toBe('kunci-nilai');
    const cell = grid.rows[0]!.cells.nilai!;
    write = () =>
      client.put('penilaian/grid/pts', {
        pembelajaran_id: taught.pembelajaran_id,
        cells: [
          {
            anggota_rombel_id: grid.rows[0]!.anggota_rombel_id,
            kolom: 'nilai',
            value: cell.value,
            version: cell.version,
          },
        ],
      });
    expect((await write()).status()).toBe(423);

    // Its weights change its grades, so they are locked too: the row is read-only with why.
    await page.goto('/referensi/bobot-penilaian');
    const bobot = page
      .getByRole('row')
      .filter({ hasText: taught.nama_mata_pelajaran })
      .filter({ hasText: own.nama })
      .first();
    await expect(bobot).toContainText('Nilai dikunci');
    await expect(bobot.getByRole('textbox').first()).toHaveAttribute('readonly', '');
    await screenshot(page, 'kurikulum-bobot-terkunci');
    await page.goto('/');
  }

  await toggle.click();
  const unlock = page.getByRole('dialog', { name: `Buka kunci nilai kelas ${own.nama}?` });
  await unlock.getByRole('textbox', { name: /Alasan membuka/ }).fill('Remedial susulan');
  await unlock.getByRole('button', { name: 'Buka kunci' }).click();
  await expect(unlock).toBeHidden();
  await expect(toggle).not.toBeChecked();
  await expect(panel.getByText(/^Nilai terbuka/)).toBeVisible();
  await expect(panel.getByTestId('kunci-log-latest')).toContainText('Alasan: Remedial susulan');
  await panel.getByRole('button', { name: 'Riwayat kunci (2)' }).click();
  await expect(page.getByRole('list', { name: 'Riwayat kunci' }).getByRole('listitem')).toHaveCount(
    2,
  );
  await screenshot(page, 'beranda-wali-riwayat-kunci');
  if (write) expect((await write()).status()).toBe(200);
});

test('the administrator opens a class its wali locked, and the wali sees who did and why', async ({
  page,
}) => {
  await signIn(page, 'wali');
  await expect(page).toHaveURL(/\/$/);
  const wali = await api(page);
  const own = (await wali.get<BerandaWali>('wali/kelas')).kelas[0]!;
  expect(
    (
      await wali.put('penilaian/kunci-nilai', {
        rombongan_belajar_id: own.rombongan_belajar_id,
        kunci: true,
      })
    ).status(),
  ).toBe(200);

  // The wali is away on the deadline day: the operator opens the class from the school summary.
  await page.evaluate(() => localStorage.clear());
  await signIn(page, 'admin');
  await expect(page).toHaveURL(/\/$/);
  const { name: admin } = await (await api(page)).get<{ name: string }>('profile');
  const open = page.getByRole('button', { name: `Buka kunci nilai ${own.nama}` });
  await open.click();
  const dialog = page.getByRole('dialog', { name: `Buka kunci nilai kelas ${own.nama}?` });
  await expect(dialog).toContainText('Nilai kelas ini sedang dikunci (wali kelas:');
  await dialog.getByRole('textbox', { name: /Alasan membuka/ }).fill('Wali kelas sakit; remedial');
  await dialog.getByRole('button', { name: 'Buka kunci' }).click();
  await expect(dialog).toBeHidden();
  await expect(open).toBeHidden();

  await page.evaluate(() => localStorage.clear());
  await signIn(page, 'wali');
  const panel = page.getByRole('region', { name: `Kelas Perwalian ${own.nama}` });
  await expect(panel.getByRole('switch', { name: 'Kunci nilai' })).not.toBeChecked();
  await expect(panel.getByTestId('kunci-log-latest')).toContainText(`Dibuka oleh ${admin}`);
  await expect(panel.getByTestId('kunci-log-latest')).toContainText(
    'Alasan: Wali kelas sakit; remedial',
  );
});
