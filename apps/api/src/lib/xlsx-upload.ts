import { inflateRawSync } from 'node:zlib';
import type ExcelJS from 'exceljs';
import { newWorkbook } from './workbook';

/** Every .xlsx is a zip archive: a CSV or an old .xls renamed .xlsx is not. */
export function isZip(bytes: Buffer): boolean {
  return bytes.length > 4 && bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03;
}

/**
 * The most cells that the ranges of a workbook (merged cells, data validations, defined names)
 * may span together. The spreadsheet library makes an object for every cell of such a range
 * when it reads the file: one merge `A1:Z1048576` in an 18 KB file made the server run out of
 * memory, and a tenth of it held every request for seconds. A filled template spans a few
 * hundred cells this way (header merges, the validation of a score column).
 */
export const MAX_RANGE_CELLS = 200_000;

/** Parts of the archive whose ranges the library expands into cells. */
const EXPANDED_PART = /^xl\/(worksheets\/[^/]+\.xml|workbook\.xml)$/;

/** A1-style column letters to a number (A = 1, Z = 26, AA = 27). */
function columnNumber(letters: string): number {
  let value = 0;
  for (const letter of letters.toUpperCase()) value = value * 26 + letter.charCodeAt(0) - 64;
  return value;
}

const CELL_RANGE = /\$?([A-Za-z]{1,3})\$?(\d{1,7})(?::\$?([A-Za-z]{1,3})\$?(\d{1,7}))?/g;

/**
 * How many cells the ranges of one XML part span: each `ref`/`sqref` of a merged cell or a data
 * validation, and every range inside a defined name.
 */
export function rangeCells(xml: string): number {
  let total = 0;
  const count = (text: string) => {
    for (const match of text.matchAll(CELL_RANGE)) {
      if (match[3] === undefined) {
        total += 1;
        continue;
      }
      const columns = Math.abs(columnNumber(match[3]) - columnNumber(match[1]!)) + 1;
      const rows = Math.abs(Number(match[4]) - Number(match[2])) + 1;
      total += columns * rows;
    }
  };
  for (const match of xml.matchAll(
    /<(?:\w+:)?(?:mergeCell|dataValidation)\b[^>]*?\b(?:sq)?ref="([^"]*)"/g,
  ))
    count(match[1]!);
  for (const match of xml.matchAll(/<(?:\w+:)?definedName\b[^>]*>([^<]*)</g)) count(match[1]!);
  return total;
}

/**
 * How much an uploaded .xlsx unpacks to, found by unpacking it (not by trusting the sizes the zip
 * states, which a crafted file can understate), stopping as soon as it passes `limit`:
 * 'too-large' then, or when its ranges span more than MAX_RANGE_CELLS cells; 'damaged' when it
 * is not a readable zip; else the size in bytes.
 *
 * A workbook is parsed whole, in memory, on the server's one thread: a file of a few hundred KB
 * that unpacks to hundreds of MB of sheet XML would hold every request of the school for minutes
 * and could exhaust the memory. Every spreadsheet upload is measured first.
 */
export function unpackedSize(bytes: Buffer, limit: number): number | 'too-large' | 'damaged' {
  const floor = Math.max(0, bytes.length - 22 - 0xffff);
  let end = -1;
  for (let at = bytes.length - 22; at >= floor; at -= 1) {
    if (bytes.readUInt32LE(at) === 0x06054b50) {
      end = at;
      break;
    }
  }
  if (end < 0) return 'damaged';
  const entries = bytes.readUInt16LE(end + 10);
  let at = bytes.readUInt32LE(end + 16);
  let total = 0;
  let cells = 0;
  for (let index = 0; index < entries; index += 1) {
    if (at + 46 > bytes.length || bytes.readUInt32LE(at) !== 0x02014b50) return 'damaged';
    const method = bytes.readUInt16LE(at + 10);
    const packed = bytes.readUInt32LE(at + 20);
    const local = bytes.readUInt32LE(at + 42);
    const nameLength = bytes.readUInt16LE(at + 28);
    const name = bytes.toString('utf8', at + 46, at + 46 + nameLength);
    at += 46 + nameLength + bytes.readUInt16LE(at + 30) + bytes.readUInt16LE(at + 32);
    if (local + 30 > bytes.length || bytes.readUInt32LE(local) !== 0x04034b50) return 'damaged';
    const start = local + 30 + bytes.readUInt16LE(local + 26) + bytes.readUInt16LE(local + 28);
    if (start + packed > bytes.length) return 'damaged';
    let part: Buffer;
    if (method === 0) {
      part = bytes.subarray(start, start + packed);
    } else if (method === 8) {
      try {
        part = inflateRawSync(bytes.subarray(start, start + packed), {
          maxOutputLength: limit - total + 1,
        });
      } catch (error) {
        if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') return 'too-large';
        return 'damaged';
      }
    } else {
      return 'damaged';
    }
    total += part.length;
    if (total > limit) return 'too-large';
    if (EXPANDED_PART.test(name)) {
      cells += rangeCells(part.toString('utf8'));
      if (cells > MAX_RANGE_CELLS) return 'too-large';
    }
  }
  return total;
}

export interface XlsxRefusals {
  /** 0 bytes (no CSV either); a sentence of its own by default. */
  empty?: string;
  /** Not a zip at all (a CSV, an old .xls, a PDF renamed .xlsx…). */
  notXlsx: string;
  damaged: string;
  tooLarge: string;
}

/**
 * Opens an uploaded workbook after checking it is a zip that unpacks to at most
 * `maxUnpackedBytes`; each refusal is `fail(message)` with the caller's own wording.
 */
export async function openXlsx(
  bytes: Buffer,
  maxUnpackedBytes: number,
  refusals: XlsxRefusals,
  fail: (message: string) => Error,
): Promise<ExcelJS.Workbook> {
  if (bytes.length === 0) {
    throw fail(refusals.empty ?? 'Berkas kosong (0 byte). Pilih berkas Excel yang sudah diisi.');
  }
  if (!isZip(bytes)) throw fail(refusals.notXlsx);
  const size = unpackedSize(bytes, maxUnpackedBytes);
  if (size === 'damaged') throw fail(refusals.damaged);
  if (size === 'too-large') throw fail(refusals.tooLarge);
  const workbook = await newWorkbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ExcelJS.Buffer);
  } catch {
    throw fail(refusals.damaged);
  }
  return workbook;
}
