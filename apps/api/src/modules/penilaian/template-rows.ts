import type { GridRow } from '@erapor/shared/penilaian/grid.schemas';
import type { TemplateReportItem } from '@erapor/shared/penilaian/template.schemas';
import type { ParsedRow } from './template-read.xlsx';

// The rows of an uploaded template matched to the students of the grid it was made from: the
// report lines that name a student, and the checks of a row against the stored student (its typed
// name and NISN, a row repeated for one student).

/**
 * Each student's number ("No", from 1) in the grid being checked, set as an upload is read (its
 * rows are that upload's own objects): a report line names it beside the Excel row, since the
 * grid numbers its students from 1 while the file's rows start below its header.
 */
const gridNumbers = new WeakMap<GridRow, number>();

/** Numbers the rows of the grid an upload is checked against, in their order, from 1. */
export function numberGridRows(rows: readonly GridRow[]): void {
  rows.forEach((row, index) => gridNumbers.set(row, index + 1));
}

/** A student's number in the grid being checked (numberGridRows). */
export function gridNumberOf(student: GridRow): number | undefined {
  return gridNumbers.get(student);
}

/** A report line; a row matched to a student of the class names that student and his No. */
export function reportItem(
  baris: number | null,
  kolom: string | null,
  pesan: string,
  student?: GridRow,
): TemplateReportItem {
  const no = student ? gridNumbers.get(student) : undefined;
  return {
    baris,
    kolom,
    nama_peserta_didik: student?.nama ?? null,
    nisn: student?.nisn ?? null,
    ...(no === undefined ? {} : { no }),
    pesan,
  };
}

/** What a row that matched no student says about whom it is for, to find it in the file. */
export function writtenIn(row: ParsedRow): string {
  const parts = [
    row.nama ? `"${row.nama.slice(0, 60)}"` : '',
    row.nisn ? `NISN ${row.nisn.slice(0, 20)}` : '',
  ].filter(Boolean);
  return parts.length > 0 ? `tertulis: ${parts.join(', ')}` : 'nama dan NISN kosong';
}

/** A name as compared: spaces trimmed and collapsed, case ignored. */
const comparableName = (nama: string) =>
  nama.normalize('NFC').trim().replace(/\s+/g, ' ').toLowerCase();

/** The row's typed name is another than the student's (an empty one names no one). */
export function namesAnother(row: ParsedRow, student: GridRow): boolean {
  const typed = comparableName(row.nama);
  return typed !== '' && typed !== comparableName(student.nama);
}

/**
 * The warning of a matched row whose typed name is not the stored student's (a row copied over
 * another, or the wrong student's NISN typed): its cells are still taken, the teacher checks it.
 * An empty name is no mismatch (the id or NISN alone names the student).
 */
export function nameWarning(row: ParsedRow, student: GridRow): TemplateReportItem | null {
  if (!namesAnother(row, student)) return null;
  const nisn = student.nisn ? ` (NISN ${student.nisn})` : '';
  return reportItem(
    row.baris,
    null,
    `Nama di berkas "${row.nama.slice(0, 60)}" berbeda dengan nama tersimpan "${student.nama}"${nisn}; periksa apakah baris ini milik peserta didik yang benar.`,
    student,
  );
}

/** The row agrees with the stored student: it types neither another name nor another NISN. */
function agrees(row: ParsedRow, student: GridRow): boolean {
  return !namesAnother(row, student) && (!row.nisn || !student.nisn || row.nisn === student.nisn);
}

/**
 * Why a row is skipped when several rows of the file are for one student (`rows`, in the file's
 * order: a copied row, or a hidden id typed over another's), or null for the row taken. The first
 * row that agrees with the stored name and NISN is taken wherever it is, so a row whose id was
 * changed to this student's never pushes out the student's own; when none agrees, which one is
 * meant cannot be told, and none is taken.
 */
export function repeatedRow(
  row: ParsedRow,
  student: GridRow,
  rows: readonly ParsedRow[],
): TemplateReportItem | null {
  if (rows.length < 2) return null;
  const taken = rows.find((other) => agrees(other, student));
  if (taken === row) return null;
  if (taken && agrees(row, student)) {
    return reportItem(
      row.baris,
      null,
      `Peserta didik "${student.nama}" sudah ada di baris ${taken.baris}; baris ini dilewati.`,
    );
  }
  if (taken) {
    return reportItem(
      row.baris,
      null,
      `Kolom ID tersembunyi baris ini milik "${student.nama}", tetapi isi baris ini tidak cocok dengannya (${writtenIn(row)}); nilai "${student.nama}" diambil dari baris ${taken.baris}, yang cocok. Baris ini dilewati dan nilainya tidak diisi untuk siapa pun: bila baris ini untuk peserta didik lain, isi nilainya langsung di lembar nilai.`,
    );
  }
  const others = rows
    .filter((other) => other !== row)
    .map((other) => other.baris)
    .join(', ');
  return reportItem(
    row.baris,
    null,
    `Kolom ID tersembunyi baris ini milik "${student.nama}", sama dengan baris ${others}, dan tidak satu pun cocok dengan nama dan NISN tersimpan (${writtenIn(row)}); baris dilewati. Isi nilai "${student.nama}" langsung di lembar nilai.`,
  );
}
