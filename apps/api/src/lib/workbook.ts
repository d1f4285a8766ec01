import type ExcelJS from 'exceljs';

let loading: Promise<typeof ExcelJS> | null = null;

/**
 * A new, empty workbook. exceljs (with its zip and stream packages) is loaded on the first
 * spreadsheet the server reads or writes, not at start: most processes never make one, and
 * loading it costs every server about 10 MiB of heap for as long as it runs (decision 0014).
 */
export async function newWorkbook(): Promise<ExcelJS.Workbook> {
  loading ??= import('exceljs').then((module) => module.default);
  const { Workbook } = await loading;
  return new Workbook();
}

export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * A list's sheet made easy to read in Excel: its header row bold and frozen, and a filter on
 * every column of it.
 */
export function finishListSheet(sheet: ExcelJS.Worksheet) {
  sheet.getRow(1).font = { bold: true };
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: sheet.columnCount } };
}
