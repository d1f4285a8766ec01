import type {
  ImportResult,
  TpImportConfirmBody,
  TpImportPreview,
  TpTemplateQuery,
} from '@erapor/shared/kurikulum/kurikulum.schemas';
import { TP_MAX_LENGTH, TP_PESAN } from '@erapor/shared/kurikulum/kurikulum.schemas';
import type { AppContext } from '../../app-context';
import type { Session } from '../../plugins/access';
import { AppError } from '../../plugins/errors';
import { currentLocks } from './grade-lock';
import {
  loadGuruScope,
  requireOwnPembelajaran,
  type GuruScope,
  type OwnPembelajaran,
} from './guru-scope';
import { cleanText, tpKey } from './kunci';
import {
  buildTpTemplate,
  readTpTemplate,
  type TpTemplateContent,
  type TpTemplateInfo,
  type TpTemplateRow,
} from './tp-template.xlsx';
import { addRefusal, existingTexts, resolveInduk, saveTps } from './tp.usecases';

// Adding TPs from Excel: the template of one CP/KD of a pembelajaran, the check of a filled one
// (nothing saved), and its confirmation, which adds the valid rows as adding one by one does.

async function templateTarget(ctx: AppContext, session: Session, query: TpTemplateQuery) {
  const scope = await loadGuruScope(ctx, session);
  const own = await requireOwnPembelajaran(ctx, scope, query.pembelajaran_id);
  const induk = await resolveInduk(ctx, scope, own, query.cp_id, query.kd_id);
  return { scope, own, induk };
}

export async function tpTemplate(ctx: AppContext, session: Session, query: TpTemplateQuery) {
  const { own, induk } = await templateTarget(ctx, session, query);
  const info: TpTemplateInfo = {
    mataPelajaranId: own.mataPelajaranId,
    namaMataPelajaran: own.namaMataPelajaran,
    pembelajaranId: own.pembelajaranId,
    rombel: own.rombel,
    induk:
      induk.jenis === 'CP'
        ? {
            jenis: 'CP',
            id: induk.cp.cpId,
            fase: induk.cp.fase,
            elemen: induk.cp.elemen,
            deskripsi: induk.cp.deskripsi,
          }
        : {
            jenis: 'KD',
            id: induk.kd.kdId,
            kode: induk.kd.kode,
            tingkat: induk.kd.tingkat,
            deskripsi: induk.kd.alias || induk.kd.deskripsi,
          },
  };
  const slug =
    `${own.namaMataPelajaran}-${own.rombel}-${induk.jenis === 'CP' ? `cp-${induk.cp.cpId}` : `kd-${induk.kd.kode}`}`
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '');
  return { filename: `templat-tp-${slug}.xlsx`, bytes: await buildTpTemplate(info) };
}

/**
 * A row's text as the preview shows it: a cell may hold 32,767 characters, more than a preview row
 * may carry; one that long is refused anyway.
 */
const shown = (text: string) =>
  text.length > TP_MAX_LENGTH ? `${text.slice(0, TP_MAX_LENGTH)}…` : text;

function checkRows(rows: TpTemplateRow[], mapped: Map<string, string>) {
  const seen = new Map<string, number>();
  return rows.map((row) => {
    if (row.errors) {
      // Refused by the reader: what the row holds is shown, it is not a TP.
      const deskripsi = shown(cleanText(row.deskripsi));
      return {
        baris: row.baris,
        deskripsi,
        valid: false,
        sudah_ada: false,
        sama_dengan: null,
        errors: row.errors,
      };
    }
    const deskripsi = cleanText(row.deskripsi);
    const errors: string[] = [];
    const key = tpKey(deskripsi);
    if (!deskripsi) errors.push(TP_PESAN.kosong);
    else if (!/\p{L}/u.test(deskripsi)) errors.push(TP_PESAN.bukanKalimat);
    if (deskripsi.length > TP_MAX_LENGTH) errors.push(TP_PESAN.terlaluPanjang);
    // A TP written twice in the file is saved once: the repeat is pointed out, not refused.
    const first = errors.length === 0 ? seen.get(key) : undefined;
    if (errors.length === 0 && first === undefined) seen.set(key, row.baris);
    const valid = errors.length === 0 && first === undefined;
    return {
      baris: row.baris,
      deskripsi: shown(deskripsi),
      valid,
      sudah_ada: valid && mapped.has(key),
      sama_dengan: first ?? null,
      errors,
    };
  });
}

/**
 * A template made for another class of the same subject may fill the chosen one (one TP list for
 * parallel classes); the teacher is told, as nothing else in the preview shows it.
 */
function otherClassNotice(scope: GuruScope, own: OwnPembelajaran, content: TpTemplateContent) {
  if (content.pembelajaranId.toLowerCase() === own.pembelajaranId.toLowerCase()) return null;
  const mine = scope.byId.get(content.pembelajaranId);
  const kelas = mine
    ? `kelas ${mine.rombel}`
    : `${content.rombel ? `kelas ${content.rombel}` : 'kelas lain'} (semester lain atau pembelajaran guru lain)`;
  return `Templat ini dibuat untuk ${own.namaMataPelajaran} ${kelas}; TP akan ditambahkan ke kelas ${own.rombel} yang dipilih.`;
}

/**
 * Checks an uploaded template against the chosen subject and CP/KD (the ids hidden in the file;
 * another class of the subject is only pointed out) and every TP row; nothing is saved.
 */
export async function previewTpImport(
  ctx: AppContext,
  session: Session,
  query: TpTemplateQuery,
  bytes: Buffer,
): Promise<TpImportPreview> {
  const { scope, own, induk } = await templateTarget(ctx, session, query);
  const content = await readTpTemplate(bytes);
  const chosenId = induk.jenis === 'CP' ? String(induk.cpId) : induk.kdId;
  if (content.mataPelajaranId !== String(own.mataPelajaranId)) {
    const message = `Templat ini untuk mata pelajaran lain (kode ${content.mataPelajaranId || '-'}), bukan ${own.namaMataPelajaran} (${own.mataPelajaranId}).`;
    throw new AppError(422, 'kurikulum.templat_tp', message, { file: message });
  }
  if (content.jenis !== induk.jenis || content.indukId !== chosenId) {
    const message = `Templat ini dibuat untuk ${content.jenis || 'CP/KD'} lain, bukan ${induk.label} yang dipilih. Unduh templat untuk ${induk.label}, lalu salin TP ke sana.`;
    throw new AppError(422, 'kurikulum.templat_tp', message, { file: message });
  }
  const [existing, locks] = await Promise.all([
    existingTexts(ctx.db, scope, induk, own.pembelajaranId),
    currentLocks(ctx, scope),
  ]);
  const rows = checkRows(content.rows, existing.mapped);
  const invalidCount = rows.filter((row) => row.errors.length > 0).length;
  const ganda = rows.filter((row) => row.sama_dengan !== null).length;
  // Told now rather than only at the confirmation, in the words of its 423 (saveTps).
  const reason = locks.reasonOf(own);
  return {
    rows,
    valid: rows.length - invalidCount - ganda,
    invalid: invalidCount,
    ganda,
    baru: rows.filter((row) => row.valid && !row.sudah_ada).length,
    kelas_lain: otherClassNotice(scope, own, content),
    terkunci: reason
      ? {
          alasan: reason,
          pesan: `${addRefusal(own)}: ${locks.why(reason, own.rombel)}`,
        }
      : null,
  };
}

export async function confirmTpImport(
  ctx: AppContext,
  session: Session,
  body: TpImportConfirmBody,
): Promise<ImportResult> {
  const { scope, own, induk } = await templateTarget(ctx, session, {
    pembelajaran_id: body.pembelajaran_id,
    cp_id: body.cp_id ?? undefined,
    kd_id: body.kd_id ?? undefined,
  });
  const existing = await existingTexts(ctx.db, scope, induk, own.pembelajaranId);
  const rows = checkRows(body.rows, existing.mapped);
  const valid = rows.filter((row) => row.valid);
  if (valid.length === 0) {
    const message = 'Tidak ada baris yang valid untuk disimpan.';
    throw new AppError(422, 'kurikulum.import_kosong', message, { rows: message });
  }
  const saved = await saveTps(
    ctx,
    scope,
    own,
    induk,
    valid.map((row) => row.deskripsi),
  );
  const added = saved.created.length + saved.mapped;
  const skipped = rows.length - valid.length;
  return {
    message: `${added} TP ditambahkan ke ${own.namaMataPelajaran} – ${own.rombel}${saved.sudahAda ? `, ${saved.sudahAda} sudah ada` : ''}${skipped ? `, ${skipped} baris dilewati` : ''}.`,
    saved: added,
    sudah_ada: saved.sudahAda,
    skipped,
  };
}
