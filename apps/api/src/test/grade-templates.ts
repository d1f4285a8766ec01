import { randomUUID } from 'node:crypto';
import ExcelJS from 'exceljs';
import type { TemplatePreview } from '@erapor/shared/penilaian/template.schemas';
import type { SimulatedSchool } from './simulated-school';

// A grade screen's Excel template as a teacher handles it: downloaded, filled in Excel, uploaded
// for the preview (`/api/penilaian/template/:kind`).

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export function downloadTemplate(
  school: SimulatedSchool,
  kind: string,
  headers: Record<string, string>,
  pembelajaranId: string,
) {
  return school.t.app.inject({
    url: `/api/penilaian/template/${kind}?pembelajaran_id=${pembelajaranId}`,
    headers,
  });
}

/** The downloaded template, opened as Excel would (anything but a 200 is thrown). */
export async function templateWorkbook(
  school: SimulatedSchool,
  kind: string,
  headers: Record<string, string>,
  pembelajaranId: string,
) {
  const response = await downloadTemplate(school, kind, headers, pembelajaranId);
  if (response.statusCode !== 200) {
    throw new Error(`template ${kind}: ${response.statusCode} ${response.body}`);
  }
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(response.rawPayload as unknown as ExcelJS.Buffer);
  return book;
}

export const bytesOf = async (book: ExcelJS.Workbook) => Buffer.from(await book.xlsx.writeBuffer());

/**
 * Uploads a file as the browser's form does: the file, then the pembelajaran's id (after the
 * file, as a browser may send it; `null` leaves it out).
 */
export function uploadTemplate(
  school: SimulatedSchool,
  kind: string,
  bytes: Buffer | null,
  options: { headers: Record<string, string>; pembelajaranId: string | null; name?: string },
) {
  const boundary = `----erapor${randomUUID()}`;
  const parts: Buffer[] = [];
  if (bytes) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${options.name ?? 'nilai.xlsx'}"\r\nContent-Type: ${XLSX_TYPE}\r\n\r\n`,
      ),
      bytes,
      Buffer.from('\r\n'),
    );
  }
  if (options.pembelajaranId !== null) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="pembelajaran_id"\r\n\r\n${options.pembelajaranId}\r\n`,
      ),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return school.t.app.inject({
    method: 'POST',
    url: `/api/penilaian/template/${kind}`,
    payload: Buffer.concat(parts),
    headers: { ...options.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
}

/** The preview of a filled template (anything but a 200 is thrown). */
export async function previewTemplate(
  school: SimulatedSchool,
  kind: string,
  book: ExcelJS.Workbook,
  headers: Record<string, string>,
  pembelajaranId: string,
) {
  const response = await uploadTemplate(school, kind, await bytesOf(book), {
    headers,
    pembelajaranId,
  });
  if (response.statusCode !== 200) {
    throw new Error(`preview ${kind}: ${response.statusCode} ${response.body}`);
  }
  return response.json<TemplatePreview>();
}

/** Column number of a hidden key (`slm:<tp>`, `id`, …) in the template's key row. */
export function keyColumns(sheet: ExcelJS.Worksheet): Map<string, number> {
  const keys = new Map<string, number>();
  sheet.getRow(7).eachCell((cell, column) => keys.set(cell.text, column));
  return keys;
}

/** Data rows of the template: Excel row number and the student's anggota_rombel_id. */
export function studentRows(sheet: ExcelJS.Worksheet) {
  const rows: { baris: number; id: string }[] = [];
  for (let r = 9; r <= sheet.rowCount; r += 1) {
    const id = sheet.getRow(r).getCell(1).text;
    if (id) rows.push({ baris: r, id });
  }
  return rows;
}
