import { z } from 'zod';
import type { GridRow } from '@erapor/shared/penilaian/grid.schemas';
import { agamaOfMapel } from '@erapor/shared/penilaian/mapel-khusus';
import {
  TEMPLATE_TITLES,
  type TemplateCell,
  type TemplateKind,
  type TemplatePreview,
  type TemplateReplacement,
  type TemplateReportItem,
} from '@erapor/shared/penilaian/template.schemas';
import type { AppContext } from '../../app-context';
import type { Session } from '../../plugins/access';
import { AppError } from '../../plugins/errors';
import { byTp } from './grid-shape';
import { columnId } from './template.xlsx';
import { parseValue, readTemplate, type ParsedColumn, type ParsedRow } from './template-read.xlsx';
import { gridsOf, templateColumnLabel } from './template.usecases';
import { gradeAccess } from './grid.usecases';
import { anggotaLainAgama, findGradingTarget, type AnggotaLainAgama } from './penilaian.repository';
import {
  gridNumberOf,
  namesAnother,
  nameWarning,
  numberGridRows,
  repeatedRow,
  reportItem,
  writtenIn,
} from './template-rows';

// An uploaded template checked against the grid it was made from: what it would change, cell by
// cell, and why each refused row or cell was refused. Nothing is saved here.

/** A TP's id, the key of a TP column (a score or an attainment) in the hidden key row. */
const TP_ID = z.uuid();

/** A template's pembelajaran id, read from the file: only a well-formed one is looked up. */
const PEMBELAJARAN_ID = z.uuid();

/**
 * Why a template of another pembelajaran is refused, and where it belongs: its values are that
 * class's, so a teacher who also teaches it is sent there (not to retype them into this class's
 * template); one he does not teach is his colleague's.
 */
async function otherPembelajaranMessage(
  ctx: AppContext,
  session: Session,
  file: { pembelajaranId: string; label: string },
  here: string,
): Promise<string> {
  const scope = { sekolahId: session.sekolahId, semesterId: session.semesterId };
  const found = PEMBELAJARAN_ID.safeParse(file.pembelajaranId).success
    ? await findGradingTarget(ctx.db, scope, session.userId, file.pembelajaranId)
    : null;
  if (found && gradeAccess(session, found.guruId, found.row) === 'pengajar') {
    const { namaMataPelajaran: mapel, rombel } = found.row;
    return `Berkas ini templat untuk ${mapel} kelas ${rombel}, bukan untuk ${here}. Nilai di berkas ini milik kelas ${rombel}: pilih rombongan belajar ${rombel} dan mata pelajaran ${mapel} di layar ini, lalu unggah berkas ini di sana.`;
  }
  const label = file.label || 'mata pelajaran atau kelas lain';
  if (found) {
    return `Berkas ini templat untuk ${label}, bukan untuk ${here}, dan mata pelajaran itu tidak Anda ajar di semester ini: serahkan berkas ini kepada guru pengajarnya. Untuk ${here}, unduh templat dari layar ini lalu isi.`;
  }
  return `Berkas ini templat untuk ${label}, bukan untuk ${here}. Unduh templat dari mata pelajaran dan kelas yang sedang dibuka.`;
}

/**
 * Checks a filled template against the grid it was made from and answers what it would change,
 * cell by cell, with a report line for every refused cell or row and a warning for a matched row
 * whose typed name is another's, and for a score set by a remedial or an adjustment that the file
 * changes (their cells still taken). Saves nothing: the browser puts
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
  numberGridRows(main.rows);
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
    const message = await otherPembelajaranMessage(ctx, session, file, here);
    throw new AppError(422, 'penilaian.templat_pembelajaran', message, { file: message });
  }

  const report: TemplateReportItem[] = [];
  const peringatan: TemplateReportItem[] = [];
  const gridColumns = new Map(
    grids.flatMap((grid) =>
      grid.columns.map((column) => [columnId(grid.kind, column.key), { grid, column }] as const),
    ),
  );
  const inFile = new Set(file.columns.map((column) => columnId(column.kind, column.key)));
  // A column without a key titled as a column of this template that the file lacks is that
  // column with its hidden key cleared, not one the teacher added: told with the edited keys.
  const missingTitles = new Set(
    grids.flatMap((grid) =>
      grid.columns
        .filter((column) => !inFile.has(columnId(grid.kind, column.key)))
        .map((column) => templateColumnLabel(grid.kind, column.label)),
    ),
  );
  const clearedKeys: string[] = [];
  for (const column of file.unknownColumns) {
    if (missingTitles.has(column.label)) {
      clearedKeys.push(column.label);
      continue;
    }
    report.push(
      reportItem(
        null,
        column.label,
        'Kolom ini bukan kolom templat (ditambahkan di berkas); isinya dilewati. Kolom TP baru dibuat dengan memetakan TP di menu Tujuan Pembelajaran, lalu mengunduh templat baru.',
      ),
    );
  }
  const computed = file.columns.filter(
    (column) => gridColumns.get(columnId(column.kind, column.key))?.column.readOnly,
  );
  // An unknown key of a TP column of this template is a TP unmapped since the download. Any
  // other unknown key was never written by us: the hidden key row was edited, and which column
  // it was cannot be told.
  const kinds = new Set(grids.map((grid) => grid.kind));
  const isTpKey = (column: ParsedColumn) =>
    kinds.has(column.kind) && byTp(column.kind) && TP_ID.safeParse(column.key).success;
  const editedKeys = [...clearedKeys];
  const usable = file.columns.filter((column) => {
    const known = gridColumns.get(columnId(column.kind, column.key));
    if (known?.column.readOnly) return false;
    if (!known) {
      if (!isTpKey(column)) {
        editedKeys.push(column.label);
        return false;
      }
      report.push(
        reportItem(
          null,
          column.label,
          `Kolom ${column.label} di berkas: TP ini sudah tidak dipetakan ke mata pelajaran ini sejak templat diunduh; isinya dilewati. Nomor TP sesudahnya di lembar nilai bergeser karenanya.`,
        ),
      );
      return false;
    }
    const now = templateColumnLabel(known.grid.kind, known.column.label);
    if (now !== column.label) {
      // TPs mapped or unmapped since the download renumber the columns: the values still go to
      // their own TP (columns are matched by the TP, not by the number), which the teacher,
      // comparing the file with the grid, must be told
      peringatan.push(
        reportItem(
          null,
          column.label,
          `Kolom ${column.label} di berkas kini bernama ${now} di lembar nilai (nomor TP bergeser sejak templat diunduh); nilainya masuk ke TP yang sama.`,
        ),
      );
    }
    return true;
  });
  if (editedKeys.length > 0) {
    // One line for the file: the columns whose key was changed are skipped, and the columns that
    // then seem missing from it are those same columns, not ones the teacher deleted.
    report.push(
      reportItem(
        null,
        editedKeys.join(', '),
        `Baris tersembunyi di atas judul kolom templat sudah diubah, sehingga kolom ${editedKeys.join(', ')} tidak dapat dicocokkan dengan lembar nilai; isinya dilewati. Unduh templat baru lalu isi lagi.`,
      ),
    );
  }
  // the columns the file had when downloaded (a file of format 1 does not say)
  const downloadedColumns = new Set(
    [...(file.downloaded?.keys() ?? [])].map((key) => key.slice(key.indexOf('|') + 1)),
  );
  for (const grid of grids) {
    for (const column of grid.columns) {
      const id = columnId(grid.kind, column.key);
      if (column.readOnly || inFile.has(id)) continue;
      // a column added since the download is really not in the file; any other one may be a
      // column whose key was edited, which the line above already tells
      const added = file.downloaded !== null && !downloadedColumns.has(id);
      if (editedKeys.length > 0 && !added) continue;
      const why = downloadedColumns.has(id)
        ? 'Kolom ini sudah dihapus dari berkas'
        : file.downloaded
          ? 'Kolom ini belum ada di berkas (ditambahkan setelah templat diunduh)'
          : 'Kolom ini tidak ada di berkas';
      report.push(
        reportItem(
          null,
          grid.kind === 'ketercapaian' ? `Ketercapaian ${column.label}` : column.label,
          `${why}; isi langsung di lembar nilai atau unduh templat baru.`,
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
  // The student a row is for: the hidden id first; the NISN when the id is empty or of no
  // enrolment here (a file kept from last semester): either way the student of this class, never
  // someone else.
  const studentOf = (row: ParsedRow) =>
    (row.id ? byId.get(row.id) : undefined) ?? (row.nisn ? byNisn.get(row.nisn) : undefined);
  // another student whose NISN the row types than the one its id names
  const otherNisnOwner = (row: ParsedRow, student: GridRow) => {
    const owner = row.nisn ? byNisn.get(row.nisn) : undefined;
    return owner !== student ? owner : undefined;
  };
  // every row of each student, so that of two rows with one student's id the one that agrees
  // with the student is taken, whichever comes first (repeatedRow)
  const rowsOfStudent = new Map<GridRow, ParsedRow[]>();
  for (const row of file.rows) {
    const student = studentOf(row);
    if (student && !otherNisnOwner(row, student)) {
      rowsOfStudent.set(student, [...(rowsOfStudent.get(student) ?? []), row]);
    }
  }
  // A religion subject grades only the class members of its religion (domain §5.0); a row of a
  // classmate of another religion (the class list pasted whole) is told as such, not as a
  // student who left. Read once, at the first row that matches no student.
  const agama = agamaOfMapel(main.pembelajaran.mata_pelajaran_id);
  let lainAgama: Promise<AnggotaLainAgama[]> | null = null;
  const classmateOf = async (row: ParsedRow) => {
    if (agama === null) return undefined;
    lainAgama ??= anggotaLainAgama(ctx.db, main.pembelajaran.rombongan_belajar_id, agama);
    const members = await lainAgama;
    return (
      (row.id ? members.find((m) => m.anggotaRombelId.toLowerCase() === row.id) : undefined) ??
      (row.nisn ? members.find((m) => m.nisn === row.nisn) : undefined)
    );
  };
  const cells: TemplateCell[] = [];
  const mengganti: TemplateReplacement[] = [];
  const ringkasan = { baris: 0, sama: 0, ditolak: 0, kosong_dibiarkan: 0, usang: 0 };
  for (const row of file.rows) {
    const student = studentOf(row);
    if (!student) {
      const classmate = await classmateOf(row);
      if (classmate) {
        const agamaNya = classmate.agama
          ? `agama tercatat ${classmate.agama}`
          : 'agamanya belum tercatat di data peserta didik';
        report.push({
          ...reportItem(
            row.baris,
            null,
            `Peserta didik ini tidak mengikuti mata pelajaran ini: ${agamaNya}; baris dilewati.`,
          ),
          nama_peserta_didik: classmate.nama,
          nisn: classmate.nisn,
        });
        continue;
      }
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
    const nisnOwner = otherNisnOwner(row, student);
    if (nisnOwner) {
      // the hidden id and the typed NISN name two students: rows sorted or pasted without the
      // hidden column A. Which one is meant cannot be told, so neither gets these values.
      report.push(
        reportItem(
          row.baris,
          null,
          `Kolom ID tersembunyi baris ini milik ${student.nama}, tetapi NISN ${row.nisn} milik ${nisnOwner.nama}${namesAnother(row, student) ? ` (${writtenIn(row)})` : ''}; baris dilewati. Urutan baris mungkin diubah tanpa kolom A yang tersembunyi: unduh templat baru, atau salin nilai tanpa mengubah urutan baris.`,
          student,
        ),
      );
      continue;
    }
    const repeated = repeatedRow(row, student, rowsOfStudent.get(student) ?? [row]);
    if (repeated) {
      report.push(repeated);
      continue;
    }
    ringkasan.baris += 1;
    const warning = nameWarning(row, student);
    if (warning) peringatan.push(warning);
    for (const column of computed) {
      const raw = row.values.get(columnId(column.kind, column.key));
      const typed = parseValue(raw, 'score');
      const isFormula =
        raw !== null && typeof raw === 'object' && ('formula' in raw || 'sharedFormula' in raw);
      if (!isFormula && !(typed.ok && typed.value === null)) {
        report.push(
          reportItem(
            row.baris,
            column.label,
            'Kolom ini dihitung otomatis dari bagian yang ada; isiannya di berkas dilewati.',
            student,
          ),
        );
      }
    }
    for (const column of usable) {
      const { grid, column: gridColumn } = gridColumns.get(columnId(column.kind, column.key))!;
      const parsed = parseValue(row.values.get(columnId(column.kind, column.key)), gridColumn.type);
      if (!parsed.ok) {
        ringkasan.ditolak += 1;
        report.push(reportItem(row.baris, column.label, parsed.message, student));
        continue;
      }
      const storedCell = rowsOf.get(grid.kind)?.get(id)?.cells[gridColumn.key];
      const stored = storedCell?.value ?? null;
      if (parsed.value === null) {
        if (stored !== null) ringkasan.kosong_dibiarkan += 1;
        continue;
      }
      if (parsed.value === stored) {
        ringkasan.sama += 1;
        continue;
      }
      const then = file.downloaded?.get(`${id}|${columnId(column.kind, column.key)}`);
      if (then && then.version !== (storedCell?.version ?? 0)) {
        // changed in the grid since the download: the file's value is older than the grid's
        if (parsed.value === then.value) {
          // left as downloaded: the newer value stays
          ringkasan.usang += 1;
          continue;
        }
        // typed in the file and changed in the grid meanwhile: neither silently wins
        ringkasan.ditolak += 1;
        report.push(
          reportItem(
            row.baris,
            column.label,
            `Nilai ini diubah di lembar nilai menjadi ${stored ?? 'kosong'} setelah templat diunduh (saat diunduh ${then.value ?? 'kosong'}); isian berkas ${parsed.value} tidak diisi. Bila ${parsed.value} yang benar, ketik langsung di lembar nilai.`,
            student,
          ),
        );
        continue;
      }
      if (storedCell?.remedial || storedCell?.disesuaikan) {
        // a file filled before the remedial (or adjustment) would undo it without a word (M4)
        const hasil = storedCell.remedial ? 'remedial' : 'penyesuaian';
        peringatan.push(
          reportItem(
            row.baris,
            column.label,
            `${student.nama}, ${column.label}: nilai ${stored} adalah hasil ${hasil}; berkas ini menggantinya dengan ${parsed.value}. Bila berkas diisi sebelum ${hasil}, hapus isian ini di lembar nilai sebelum menyimpan.`,
            student,
          ),
        );
      }
      if (stored !== null) {
        // The teacher's value over a saved grade is taken, but named with the grade it replaces:
        // a column pasted one row too low changes saved grades, which the teacher must see before
        // saving, not in the history afterwards.
        mengganti.push({
          baris: row.baris,
          no: gridNumberOf(student)!,
          kolom: column.label,
          nama_peserta_didik: student.nama,
          nisn: student.nisn,
          tipe: gridColumn.type,
          lama: stored,
          baru: parsed.value,
        });
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
    mengganti,
    ringkasan,
  };
}
