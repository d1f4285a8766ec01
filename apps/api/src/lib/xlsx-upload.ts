import { inflateRawSync } from 'node:zlib';
import type ExcelJS from 'exceljs';
import { newWorkbook } from './workbook';

/** Every .xlsx is a zip archive: a CSV or an old .xls renamed .xlsx is not. */
export function isZip(bytes: Buffer): boolean {
  return bytes.length > 4 && bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03;
}

/**
 * How much an uploaded .xlsx unpacks to, found by unpacking it (not by trusting the sizes the zip
 * states, which a crafted file can understate), stopping as soon as it passes `limit`:
 * 'too-large' then, 'damaged' when it is not a readable zip, else the size in bytes.
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
  for (let index = 0; index < entries; index += 1) {
    if (at + 46 > bytes.length || bytes.readUInt32LE(at) !== 0x02014b50) return 'damaged';
    const method = bytes.readUInt16LE(at + 10);
    const packed = bytes.readUInt32LE(at + 20);
    const local = bytes.readUInt32LE(at + 42);
    at +=
      46 + bytes.readUInt16LE(at + 28) + bytes.readUInt16LE(at + 30) + bytes.readUInt16LE(at + 32);
    if (local + 30 > bytes.length || bytes.readUInt32LE(local) !== 0x04034b50) return 'damaged';
    const start = local + 30 + bytes.readUInt16LE(local + 26) + bytes.readUInt16LE(local + 28);
    if (start + packed > bytes.length) return 'damaged';
    if (method === 0) {
      total += packed;
    } else if (method === 8) {
      try {
        total += inflateRawSync(bytes.subarray(start, start + packed), {
          maxOutputLength: limit - total + 1,
        }).length;
      } catch (error) {
        if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') return 'too-large';
        return 'damaged';
      }
    } else {
      return 'damaged';
    }
    if (total > limit) return 'too-large';
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
