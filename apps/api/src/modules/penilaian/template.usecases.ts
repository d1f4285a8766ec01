import type { GridData, GridKind, GridRow } from '@erapor/shared/penilaian/grid.schemas';
import { isMapelAkademik, agamaOfMapel } from '@erapor/shared/penilaian/mapel-khusus';
import {
  TEMPLATE_TITLES,
  type PtsRingkasan,
  type TemplateCell,
  type TemplateKind,
  type TemplatePreview,
  type TemplateReportItem,
} from '@erapor/shared/penilaian/template.schemas';
import type { AppContext } from '../../app-context';
import type { Session } from '../../plugins/access';
import { AppError } from '../../plugins/errors';
import { findSemester } from '../semester/semester.repository';
import { readRows } from './grade-store';
import { getGrid, TABLES } from './grid.usecases';
import { pembelajaranOfGuru, siswaOf } from './penilaian.repository';
import {
  buildTemplate,
  columnId,
  parseValue,
  readTemplate,
  type ParsedRow,
  type TemplateColumn,
  type TemplateStudent,
} from './template.xlsx';
import { guruIdOfUser } from '../referensi/peserta-didik.repository';

/** The grids one template covers: the Nilai Akhir template also carries the TP attainment. */
const GRIDS_OF: Record<TemplateKind, GridKind[]> = {
  slm: ['slm'],
  sas: ['sas'],
  'nilai-akhir': ['nilai-akhir', 'ketercapaian'],
  pts: ['pts'],
};

/** The grids of the template, read the way the grid screens read them (same checks and rows). */
async function gridsOf(
  ctx: AppContext,
  session: Session,
  kind: TemplateKind,
  pembelajaranId: string,
): Promise<GridData[]> {
  const grids: GridData[] = [];
  // One after the other: the first one refuses a teacher who may not grade this pembelajaran.
  for (const gridKind of GRIDS_OF[kind]) {
    grids.push(await getGrid(ctx, session, gridKind, pembelajaranId));
  }
  return grids;
}

function columnsOf(grids: readonly GridData[]): TemplateColumn[] {
  return grids.flatMap((grid) =>
    grid.columns.map((column) => ({
      kind: grid.kind,
      key: column.key,
      label: grid.kind === 'ketercapaian' ? `Ketercapaian ${column.label}` : column.label,
      description: column.description,
      type: column.type,
      readOnly: column.readOnly,
    })),
  );
}

function slug(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40);
}

/** The workbook of a grid with its students and current values, and the name to save it as. */
export async function downloadTemplate(
  ctx: AppContext,
  session: Session,
  kind: TemplateKind,
  pembelajaranId: string,
): Promise<{ filename: string; bytes: Buffer }> {
  const grids = await gridsOf(ctx, session, kind, pembelajaranId);
  const main = grids[0]!;
  if (kind === 'slm' && main.columns.length === 0) {
    throw new AppError(
      422,
      'penilaian.templat_tanpa_tp',
      'Belum ada Tujuan Pembelajaran yang dipetakan ke mata pelajaran ini, sehingga templat belum dapat dibuat. Tambahkan TP di menu Tujuan Pembelajaran.',
    );
  }
  const semester = await findSemester(ctx.db, session.semesterId);
  const students: TemplateStudent[] = main.rows.map((row) => {
    const values: TemplateStudent['values'] = {};
    for (const grid of grids) {
      const same = grid.rows.find((other) => other.anggota_rombel_id === row.anggota_rombel_id);
      for (const [key, cell] of Object.entries(same?.cells ?? {})) {
        values[columnId(grid.kind, key)] = cell.value;
      }
    }
    return { anggotaRombelId: row.anggota_rombel_id, nama: row.nama, nisn: row.nisn, values };
  });
  const bytes = await buildTemplate({
    kind,
    pembelajaranId: main.pembelajaran.pembelajaran_id,
    semesterId: session.semesterId,
    semesterNama: semester?.nama ?? session.semesterId,
    mataPelajaran: main.pembelajaran.nama_mata_pelajaran,
    rombel: main.pembelajaran.rombel,
    columns: columnsOf(grids),
    students,
  });
  const filename = `templat-${kind}-${slug(main.pembelajaran.nama_mata_pelajaran)}-${slug(main.pembelajaran.rombel)}.xlsx`;
  return { filename, bytes };
}

/** A report line; a row matched to a student of the class names that student. */
function reportItem(
  baris: number | null,
  kolom: string | null,
  pesan: string,
  student?: GridRow,
): TemplateReportItem {
  return {
    baris,
    kolom,
    nama_peserta_didik: student?.nama ?? null,
    nisn: student?.nisn ?? null,
    pesan,
  };
}

/** What a row that matched no student says about whom it is for, to find it in the file. */
function writtenIn(row: ParsedRow): string {
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
function namesAnother(row: ParsedRow, student: GridRow): boolean {
  const typed = comparableName(row.nama);
  return typed !== '' && typed !== comparableName(student.nama);
}

/**
 * The warning of a matched row whose typed name is not the stored student's (a row copied over
 * another, or the wrong student's NISN typed): its cells are still taken, the teacher checks it.
 * An empty name is no mismatch (the id or NISN alone names the student).
 */
function nameWarning(row: ParsedRow, student: GridRow): TemplateReportItem | null {
  if (!namesAnother(row, student)) return null;
  const nisn = student.nisn ? ` (NISN ${student.nisn})` : '';
  return reportItem(
    row.baris,
    null,
    `Nama di berkas "${row.nama.slice(0, 60)}" berbeda dengan nama tersimpan "${student.nama}"${nisn}; periksa apakah baris ini milik peserta didik yang benar.`,
    student,
  );
}

/**
 * Checks a filled template against the grid it was made from and answers what it would change,
 * cell by cell, with a report line for every refused cell or row and a warning for a matched row
 * whose typed name is another's (its cells still taken). Saves nothing: the browser puts
 * the cells into the grid, and the teacher saves them there.
 */
export async function previewTemplate(
  ctx: AppContext,
  session: Session,
  kind: TemplateKind,
  pembelajaranId: string,
  bytes: Buffer,
): Promise<TemplatePreview> {
  const grids = await gridsOf(ctx, session, kind, pembelajaranId);
  const main = grids[0]!;
  if (main.lock) throw new AppError(423, 'penilaian.locked', main.lock.message);
  const file = await readTemplate(bytes);
  const title = TEMPLATE_TITLES[kind];
  const here = `${main.pembelajaran.nama_mata_pelajaran} kelas ${main.pembelajaran.rombel}`;
  if (file.kind !== kind) {
    // The kind is read from the file: only a kind of our own names a screen.
    const other = Object.hasOwn(TEMPLATE_TITLES, file.kind)
      ? TEMPLATE_TITLES[file.kind as TemplateKind]
      : undefined;
    const message = other
      ? `Berkas ini templat ${other}, bukan templat ${title}. Unggah di layar ${other}, atau unduh templat ${title} dari sini.`
      : `Berkas ini bukan templat ${title}. Unduh templat dari layar ini lalu isi lagi.`;
    throw new AppError(422, 'penilaian.templat_jenis', message, { file: message });
  }
  if (file.semesterId !== session.semesterId) {
    const message =
      'Berkas ini templat dari semester lain. Unduh templat semester ini lalu isi lagi.';
    throw new AppError(422, 'penilaian.templat_semester', message, { file: message });
  }
  if (file.pembelajaranId !== main.pembelajaran.pembelajaran_id) {
    const message = `Berkas ini templat untuk ${file.label || 'mata pelajaran atau kelas lain'}, bukan untuk ${here}. Unduh templat dari mata pelajaran dan kelas yang sedang dibuka.`;
    throw new AppError(422, 'penilaian.templat_pembelajaran', message, { file: message });
  }

  const report: TemplateReportItem[] = [];
  const peringatan: TemplateReportItem[] = [];
  const gridColumns = new Map(
    grids.flatMap((grid) =>
      grid.columns.map((column) => [columnId(grid.kind, column.key), { grid, column }] as const),
    ),
  );
  const usable = file.columns.filter((column) => {
    const known = gridColumns.get(columnId(column.kind, column.key));
    if (known?.column.readOnly) return false;
    if (!known) {
      report.push(
        reportItem(
          null,
          column.label,
          'Kolom ini tidak ada lagi di lembar nilai (TP sudah tidak dipetakan); isinya dilewati.',
        ),
      );
      return false;
    }
    return true;
  });
  const inFile = new Set(file.columns.map((column) => columnId(column.kind, column.key)));
  for (const grid of grids) {
    for (const column of grid.columns) {
      if (column.readOnly || inFile.has(columnId(grid.kind, column.key))) continue;
      report.push(
        reportItem(
          null,
          grid.kind === 'ketercapaian' ? `Ketercapaian ${column.label}` : column.label,
          'Kolom ini belum ada di berkas (ditambahkan setelah templat diunduh); isi langsung di lembar nilai atau unduh templat baru.',
        ),
      );
    }
  }

  const byId = new Map(main.rows.map((row) => [row.anggota_rombel_id.toLowerCase(), row]));
  const byNisn = new Map(
    main.rows.filter((row) => row.nisn).map((row) => [row.nisn!, row] as const),
  );
  const rowsOf = new Map(
    grids.map((grid) => [
      grid.kind,
      new Map(grid.rows.map((row) => [row.anggota_rombel_id.toLowerCase(), row])),
    ]),
  );
  const seen = new Map<string, number>();
  const cells: TemplateCell[] = [];
  const ringkasan = { baris: 0, sama: 0, ditolak: 0, kosong_dibiarkan: 0 };
  for (const row of file.rows) {
    // The hidden id first; the NISN when the id is empty or of no enrolment here (a file kept
    // from last semester): either way the student of this class, never someone else.
    const student =
      (row.id ? byId.get(row.id) : undefined) ?? (row.nisn ? byNisn.get(row.nisn) : undefined);
    if (!student) {
      const why = row.id
        ? 'tidak dinilai di mata pelajaran ini (mungkin sudah pindah kelas atau keluar)'
        : row.nisn
          ? 'tidak dikenali (kolom ID tersembunyi kosong dan NISN tidak cocok)'
          : 'tidak dikenali (kolom ID tersembunyi dan NISN kosong)';
      report.push(
        reportItem(row.baris, null, `Peserta didik ${why}; baris dilewati (${writtenIn(row)}).`),
      );
      continue;
    }
    const id = student.anggota_rombel_id.toLowerCase();
    const earlier = seen.get(id);
    if (earlier !== undefined) {
      // Not named as that student: the row's values are not taken, and a copied row may have been
      // meant for someone else, so the message quotes what it says when that is another name.
      const other = namesAnother(row, student);
      report.push(
        reportItem(
          row.baris,
          null,
          `Peserta didik "${student.nama}" sudah ada di baris ${earlier}; baris ini dilewati${other ? ` (${writtenIn(row)})` : ''}.`,
        ),
      );
      continue;
    }
    seen.set(id, row.baris);
    ringkasan.baris += 1;
    const warning = nameWarning(row, student);
    if (warning) peringatan.push(warning);
    for (const column of usable) {
      const { grid, column: gridColumn } = gridColumns.get(columnId(column.kind, column.key))!;
      const parsed = parseValue(row.values.get(columnId(column.kind, column.key)), gridColumn.type);
      if (!parsed.ok) {
        ringkasan.ditolak += 1;
        report.push(reportItem(row.baris, column.label, parsed.message, student));
        continue;
      }
      const stored = rowsOf.get(grid.kind)?.get(id)?.cells[gridColumn.key]?.value ?? null;
      if (parsed.value === null) {
        if (stored !== null) ringkasan.kosong_dibiarkan += 1;
        continue;
      }
      if (parsed.value === stored) {
        ringkasan.sama += 1;
        continue;
      }
      cells.push({
        kind: grid.kind,
        anggota_rombel_id: student.anggota_rombel_id,
        kolom: gridColumn.key,
        value: parsed.value,
      });
    }
  }
  if (file.rows.length === 0) {
    report.push(
      reportItem(null, null, 'Berkas tidak berisi baris peserta didik di bawah judul kolom.'),
    );
  }
  return {
    kind,
    pembelajaran_id: main.pembelajaran.pembelajaran_id,
    cells,
    report,
    peringatan,
    ringkasan,
  };
}

/** The teacher's pembelajaran with how many of their students have a mid-semester score. */
export async function ptsRingkasan(ctx: AppContext, session: Session): Promise<PtsRingkasan[]> {
  const guruId = await guruIdOfUser(ctx.db, session.userId);
  if (!guruId) return [];
  const list = (await pembelajaranOfGuru(ctx.db, session, guruId)).filter((row) =>
    isMapelAkademik(row.mataPelajaranId),
  );
  return Promise.all(
    list.map(async (row) => {
      const [siswa, stored] = await Promise.all([
        siswaOf(ctx.db, row.rombonganBelajarId, agamaOfMapel(row.mataPelajaranId)),
        readRows(ctx.db, TABLES.pts, row.pembelajaranId),
      ]);
      const members = new Set(siswa.map((s) => s.anggotaRombelId));
      const graded = stored.filter(
        (entry) => members.has(entry.anggotaRombelId) && entry.values.nilai !== null,
      ).length;
      return {
        pembelajaran_id: row.pembelajaranId,
        nama_mata_pelajaran: row.namaMataPelajaran,
        rombongan_belajar_id: row.rombonganBelajarId,
        rombel: row.rombel,
        tingkat: row.tingkat,
        siap_dinilai: row.kelompokId !== null && row.noUrut !== null,
        kunci_nilai: row.kunciNilai,
        jumlah_siswa: members.size,
        jumlah_dinilai: graded,
      };
    }),
  );
}
