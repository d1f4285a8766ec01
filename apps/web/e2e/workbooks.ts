import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import ExcelJS from 'exceljs';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * Clicks the button that downloads a spreadsheet, and opens it as Excel would: its suggested
 * file name and the workbook.
 */
export async function downloadWorkbook(page: Page, button: string) {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: button }).click(),
  ]);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load((await readFile(await download.path())) as unknown as ExcelJS.Buffer);
  return { name: download.suggestedFilename(), book };
}

/** Gives a workbook, as the file `name`, to the file chooser the button opens. */
export async function uploadWorkbook(
  page: Page,
  button: string,
  name: string,
  book: ExcelJS.Workbook,
) {
  const [chooser] = await Promise.all([
    page.waitForEvent('filechooser'),
    page.getByRole('button', { name: button }).click(),
  ]);
  await chooser.setFiles({
    name,
    mimeType: XLSX,
    buffer: Buffer.from(await book.xlsx.writeBuffer()),
  });
}
