import { and, eq, isNull } from 'drizzle-orm';
import {
  faseOfTingkat,
  isMapelKurikulum,
  MAPEL_PKL_ID,
} from '@erapor/shared/kurikulum/kurikulum.schemas';
import type {
  CpImportField,
  CpImportIssue,
  CpImportPreview,
  CpImportPreviewRow,
  CpImportResult,
  CpImportRow,
} from '@erapor/shared/kurikulum/cp-import.schemas';
import type { AppContext } from '../../app-context';
import type { Db } from '../../db/client';
import type { Session } from '../../plugins/access';
import { AppError } from '../../plugins/errors';
import { pembelajaran } from '../rombel/rombel.table';
import { similarCps } from './cp-import-similar';
import { existingKunci, insertCps, knownMapel, type NewCp } from './kurikulum.repository';
import { cleanText, cpKunci } from './kunci';
import type { CpWorkbookRow } from './cp-import.xlsx';
import { RUMUS_BELUM_DIHITUNG } from './tp-template.xlsx';

const MAX_ELEMEN = 1000;
const MAX_DESKRIPSI = 10_000;

/** Subjects the school teaches (any semester): the catalogue rows it can use. */
async function taughtMapel(db: Db, sekolahId: string): Promise<Set<number>> {
  const rows = await db
    .selectDistinct({ id: pembelajaran.mataPelajaranId })
    .from(pembelajaran)
    .where(and(eq(pembelajaran.sekolahId, sekolahId), isNull(pembelajaran.deletedAt)));
  return new Set(rows.map((row) => row.id));
}

interface Checked {
  rows: CpImportPreviewRow[];
  planned: NewCp[];
}

/**
 * Checks every row cell by cell (subject id, grade, phase, element, text, repeats within the
 * file), then tells new rows from those the school already holds and from subjects it does not
 * teach. Nothing is saved.
 */
async function checkCpRows(db: Db, sekolahId: string, input: CpWorkbookRow[]): Promise<Checked> {
  const taught = await taughtMapel(db, sekolahId);
  const ids = [
    ...new Set(
      input
        .map((row) => row.mata_pelajaran_id)
        .filter((id) => /^\d{1,10}$/.test(id))
        .map(Number),
    ),
  ];
  const names = await knownMapel(db, ids);
  const seen = new Map<string, number>();
  const drafts = input.map(({ rumus = [], ...row }) => {
    // A formula saved without its result has no value to check: that is said, not "wajib diisi".
    const unread = new Set<CpImportField>(rumus);
    const errors: CpImportIssue[] = rumus.map((field) => ({
      field,
      message: RUMUS_BELUM_DIHITUNG,
    }));
    const idText = row.mata_pelajaran_id.trim();
    let mapelId: number | null = null;
    if (unread.has('mata_pelajaran_id')) {
      // told above
    } else if (!idText) {
      errors.push({ field: 'mata_pelajaran_id', message: 'ID mata pelajaran wajib diisi.' });
    } else if (!/^\d+$/.test(idText)) {
      errors.push({
        field: 'mata_pelajaran_id',
        message: `ID mata pelajaran harus berupa angka (tertulis "${idText}").`,
      });
    } else if (idText.length > 10 || Number(idText) > 2_147_483_647 || Number(idText) === 0) {
      errors.push({
        field: 'mata_pelajaran_id',
        message: `ID mata pelajaran ${idText} tidak dikenal (di luar rentang ID Dapodik).`,
      });
    } else mapelId = Number(idText);

    const fase = unread.has('fase') ? '' : row.fase.trim().toUpperCase();
    if (unread.has('fase')) {
      // told above
    } else if (!fase) errors.push({ field: 'fase', message: 'Fase wajib diisi.' });
    else if (fase !== 'E' && fase !== 'F') {
      errors.push({
        field: 'fase',
        message: `Fase harus E atau F (tertulis "${row.fase.trim()}").`,
      });
    }
    const kelas = unread.has('kelas') ? '' : row.kelas.trim();
    if (kelas) {
      const tingkat = /^\d+$/.test(kelas) ? Number(kelas) : NaN;
      if (!(tingkat >= 10 && tingkat <= 13)) {
        errors.push({
          field: 'kelas',
          message: `Kelas harus 10, 11, 12 atau 13 (tertulis "${kelas}").`,
        });
      } else if ((fase === 'E' || fase === 'F') && faseOfTingkat(tingkat) !== fase) {
        errors.push({
          field: 'kelas',
          message: `Kelas ${tingkat} termasuk fase ${faseOfTingkat(tingkat)}, bukan fase ${fase}.`,
        });
      }
    }
    const elemen = cleanText(row.elemen);
    const deskripsi = cleanText(row.deskripsi);
    if (unread.has('elemen')) {
      // told above
    } else if (!elemen) errors.push({ field: 'elemen', message: 'Elemen wajib diisi.' });
    else if (elemen.length > MAX_ELEMEN) {
      errors.push({ field: 'elemen', message: `Elemen maksimal ${MAX_ELEMEN} karakter.` });
    }
    if (unread.has('deskripsi')) {
      // told above
    } else if (!deskripsi) {
      errors.push({ field: 'deskripsi', message: 'Deskripsi CP wajib diisi.' });
    } else if (deskripsi.length > MAX_DESKRIPSI) {
      errors.push({
        field: 'deskripsi',
        message: `Deskripsi CP maksimal ${MAX_DESKRIPSI} karakter.`,
      });
    }

    let kunci: string | null = null;
    if (errors.length === 0 && mapelId !== null) {
      kunci = cpKunci(mapelId, fase, elemen, deskripsi);
      const first = seen.get(kunci);
      if (first !== undefined) {
        errors.push({
          field: null,
          message: `Baris ini sama dengan baris ${first} (mata pelajaran, fase, elemen dan deskripsi sama).`,
        });
      } else seen.set(kunci, row.baris);
    }
    // a row wrong in another way is shown as wrong (SALAH), so its note does not also say skipped
    const skipNote = errors.length === 0 ? '; baris dilewati' : '';
    let dilewati = false;
    if (mapelId !== null && !taught.has(mapelId)) {
      dilewati = true;
      errors.push({ field: 'mata_pelajaran_id', message: notTaught(mapelId, names, skipNote) });
    } else if (mapelId !== null && !isMapelKurikulum(mapelId) && mapelId !== MAPEL_PKL_ID) {
      dilewati = true;
      errors.push({
        field: 'mata_pelajaran_id',
        message: `Projek P5 dinilai di menu Projek, tanpa CP${skipNote}.`,
      });
    }
    return { row, errors, dilewati, kunci, mapelId, fase, elemen, deskripsi };
  });

  const keys = drafts.flatMap((draft) =>
    draft.kunci && draft.errors.length === 0 ? [draft.kunci] : [],
  );
  const existing = await existingKunci(db, sekolahId, keys);
  const similar = await similarCps(
    db,
    sekolahId,
    [...taught].filter((id) => ids.includes(id)),
  );
  const planned: NewCp[] = [];
  const rows = drafts.map((draft): CpImportPreviewRow => {
    const onlySkip = draft.dilewati && draft.errors.length === 1;
    let status: CpImportPreviewRow['status'];
    if (onlySkip) status = 'dilewati';
    else if (draft.errors.length > 0) status = 'salah';
    else if (existing.has(draft.kunci!)) status = 'sudah_ada';
    else {
      const like = similar.of(draft.mapelId!, draft.fase, draft.elemen, draft.deskripsi);
      if (like) draft.errors.push(like.issue);
      status = like ? 'mirip' : 'baru';
      // for the administrator's information only: it does not change the row's status
      const school = similar.sameSchoolElemen(draft.mapelId!, draft.fase, draft.elemen, like);
      if (school) draft.errors.push(school);
      planned.push({
        sekolahId,
        mataPelajaranId: draft.mapelId!,
        fase: draft.fase,
        elemen: draft.elemen,
        deskripsi: draft.deskripsi,
        isDir: true,
        kunci: draft.kunci!,
      });
    }
    return {
      ...draft.row,
      mata_pelajaran:
        draft.row.mata_pelajaran ||
        (draft.mapelId !== null ? (names.get(draft.mapelId) ?? '') : ''),
      fase: draft.fase || draft.row.fase,
      elemen: draft.elemen,
      deskripsi: draft.deskripsi,
      status,
      errors: draft.errors,
    };
  });
  return { rows, planned };
}

/**
 * Why a catalogue row of a subject the school does not teach is skipped. The national subject
 * list is not part of the product: the installation learns ids with their names from what Dapodik
 * sends (ref_mata_pelajaran). An id it has learned is a real subject (another school of the
 * installation teaches it, or this one no longer does); one it has never seen is either a subject
 * no school here teaches or a wrong id, and is called unknown, with both readings given.
 */
function notTaught(mapelId: number, names: Map<number, string>, skipNote: string): string {
  const nama = names.get(mapelId);
  if (nama) {
    return `Mata pelajaran ${mapelId} (${nama}) tidak diajarkan di sekolah ini (tidak ada di data Dapodik yang ditarik)${skipNote}.`;
  }
  return `Mata pelajaran ${mapelId} tidak dikenal di data Dapodik sekolah ini: tidak diajarkan di sekolah ini, atau ID-nya salah${skipNote}.`;
}

function count(rows: CpImportPreviewRow[], status: CpImportPreviewRow['status']) {
  return rows.filter((row) => row.status === status).length;
}

export async function previewCpImport(
  ctx: AppContext,
  session: Session,
  workbook: { format: string; rows: CpWorkbookRow[]; kosong: number },
): Promise<CpImportPreview> {
  const { rows } = await checkCpRows(ctx.db, session.sekolahId, workbook.rows);
  return {
    format: workbook.format,
    rows,
    baru: count(rows, 'baru'),
    sudah_ada: count(rows, 'sudah_ada'),
    mirip: count(rows, 'mirip'),
    dilewati: count(rows, 'dilewati'),
    salah: count(rows, 'salah'),
    kosong: workbook.kosong,
  };
}

/**
 * Saves the new rows among those sent (checked again: the preview may be stale) as official
 * catalogue CPs. Rows the school already holds are left as they are, so a second import of the
 * same file adds nothing.
 */
export async function confirmCpImport(
  ctx: AppContext,
  session: Session,
  input: CpImportRow[],
): Promise<CpImportResult> {
  const { rows, planned } = await checkCpRows(ctx.db, session.sekolahId, input);
  const sudahAda = count(rows, 'sudah_ada');
  if (planned.length === 0 && sudahAda === 0) {
    const message = 'Tidak ada baris CP yang valid untuk disimpan.';
    throw new AppError(422, 'kurikulum.import_kosong', message, { rows: message });
  }
  const saved = await ctx.db.transaction((tx) => insertCps(tx as Db, planned));
  const skipped = rows.length - planned.length - sudahAda;
  const parts = [`${saved} CP baru disimpan`];
  if (sudahAda + (planned.length - saved) > 0) {
    parts.push(`${sudahAda + planned.length - saved} sudah ada`);
  }
  if (skipped > 0) parts.push(`${skipped} baris dilewati`);
  return {
    message: `${parts.join(', ')}.`,
    saved,
    sudah_ada: sudahAda + planned.length - saved,
    skipped,
  };
}
