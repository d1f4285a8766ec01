import { and, eq, isNull } from 'drizzle-orm';
import {
  faseOfTingkat,
  isMapelKurikulum,
  MAPEL_PKL_ID,
} from '@erapor/shared/kurikulum/kurikulum.schemas';
import type {
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
import { textStart } from '@erapor/shared/text-start';
import {
  cpTextsOf,
  existingKunci,
  insertCps,
  knownMapel,
  type NewCp,
} from './kurikulum.repository';
import { cleanText, compactText, cpKunci } from './kunci';

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
async function checkCpRows(db: Db, sekolahId: string, input: CpImportRow[]): Promise<Checked> {
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
  const drafts = input.map((row) => {
    const errors: CpImportIssue[] = [];
    const idText = row.mata_pelajaran_id.trim();
    let mapelId: number | null = null;
    if (!idText) {
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

    const fase = row.fase.trim().toUpperCase();
    if (!fase) errors.push({ field: 'fase', message: 'Fase wajib diisi.' });
    else if (fase !== 'E' && fase !== 'F') {
      errors.push({
        field: 'fase',
        message: `Fase harus E atau F (tertulis "${row.fase.trim()}").`,
      });
    }
    const kelas = row.kelas.trim();
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
    if (!elemen) errors.push({ field: 'elemen', message: 'Elemen wajib diisi.' });
    else if (elemen.length > MAX_ELEMEN) {
      errors.push({ field: 'elemen', message: `Elemen maksimal ${MAX_ELEMEN} karakter.` });
    }
    if (!deskripsi) errors.push({ field: 'deskripsi', message: 'Deskripsi CP wajib diisi.' });
    else if (deskripsi.length > MAX_DESKRIPSI) {
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
      errors.push({
        field: 'mata_pelajaran_id',
        message: `Mata pelajaran ${mapelId} tidak diajarkan di sekolah ini (tidak ada di data Dapodik yang ditarik)${skipNote}.`,
      });
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
      if (like) draft.errors.push(like);
      status = like ? 'mirip' : 'baru';
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
 * The school's CPs another wording of which a catalogue row may be: the same subject and phase,
 * and the same element as an official CP, or the same text as any, once spaces, case and
 * punctuation are set aside. Importing a second catalogue (ref_cp_2.xlsx after ref_cp.xlsx) would
 * otherwise put a parallel CP beside most official ones.
 */
async function similarCps(db: Db, sekolahId: string, mapelIds: number[]) {
  const notes = new Map<string, CpImportIssue>();
  const quoted = (text: string) => `"${textStart(text, 80)}"`;
  for (const cp of await cpTextsOf(db, sekolahId, mapelIds)) {
    const at = `${cp.mataPelajaranId}|${cp.fase}`;
    if (cp.isDir) {
      notes.set(`${at}|e|${compactText(cp.elemen)}`, {
        field: 'elemen',
        message: `Mirip CP resmi yang sudah ada dengan elemen ${quoted(cp.elemen)} (hanya berbeda spasi, huruf besar atau tanda baca); rumusan lain dari CP yang sama.`,
      });
    }
    notes.set(`${at}|d|${compactText(cp.deskripsi)}`, {
      field: 'deskripsi',
      message: `Sama dengan deskripsi CP yang sudah ada (elemen ${quoted(cp.elemen)}), hanya berbeda spasi, huruf besar atau tanda baca.`,
    });
  }
  return {
    of: (mapelId: number, fase: string, elemen: string, deskripsi: string) =>
      notes.get(`${mapelId}|${fase}|d|${compactText(deskripsi)}`) ??
      notes.get(`${mapelId}|${fase}|e|${compactText(elemen)}`) ??
      null,
  };
}

function count(rows: CpImportPreviewRow[], status: CpImportPreviewRow['status']) {
  return rows.filter((row) => row.status === status).length;
}

export async function previewCpImport(
  ctx: AppContext,
  session: Session,
  workbook: { format: string; rows: CpImportRow[]; kosong: number },
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
