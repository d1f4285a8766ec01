import type { BobotItem, BobotSaveBody } from '@erapor/shared/kurikulum/kurikulum.schemas';
import type { AppContext } from '../../app-context';
import type { Session } from '../../plugins/access';
import { AppError } from '../../plugins/errors';
import {
  loadGuruScope,
  requireGuruId,
  requireOwnPembelajaran,
  type OwnPembelajaran,
} from './guru-scope';
import { currentLocks, lockedError } from './grade-lock';
import { lockReasonText, withGradeLocks } from '../penilaian/grading-status.repository';
import { updateBobot } from './kurikulum.repository';

// Bobot Penilaian: the SLM and SAS weights of the teacher's pembelajaran, under the grade locks.

export async function bobotList(ctx: AppContext, session: Session): Promise<{ data: BobotItem[] }> {
  const scope = await loadGuruScope(ctx, session);
  const locks = await currentLocks(ctx, scope);
  return {
    data: scope.pembelajaran.map((row) => ({
      pembelajaran_id: row.pembelajaranId,
      nama_mata_pelajaran: row.namaMataPelajaran,
      rombel: row.rombel,
      tingkat: row.tingkat,
      bobot_sumatif_materi: row.bobotSumatifMateri,
      bobot_sumatif_akhir: row.bobotSumatifAkhir,
      terkunci: locks.reasonOf(row),
    })),
  };
}

const BOBOT_LABEL = {
  bobot_sumatif_materi: 'Bobot Sumatif Materi',
  bobot_sumatif_akhir: 'Bobot Sumatif Akhir',
} as const;

/** A weight as typed: an integer 1–100 (a number or its digits), or the reason it is not. */
function bobotOf(value: number | string | null): number | string {
  if (value === null || (typeof value === 'string' && value.trim() === '')) return 'wajib diisi';
  const number =
    typeof value === 'number' ? value : /^\d+$/.test(value.trim()) ? Number(value) : NaN;
  if (!Number.isInteger(number) || number < 1 || number > 100) {
    return 'harus bilangan bulat 1–100';
  }
  return number;
}

/**
 * Saves the weights of the teacher's pembelajaran. Every row is checked first; one bad value
 * (named by its subject, class and field) refuses the whole save. The weights change the
 * Nilai Asesmen, so a row whose weights change is refused (423, naming it and why) while grading
 * is closed or its class locked, checked under the locks grade saves take, in the transaction
 * that writes; a row sent as stored passes. All or nothing. Answers how many pembelajaran had
 * their weights changed (a row sent as stored is not counted).
 */
export async function saveBobot(ctx: AppContext, session: Session, body: BobotSaveBody) {
  const scope = await loadGuruScope(ctx, session);
  requireGuruId(scope);
  const fields: Record<string, string> = {};
  const changes: { index: number; own: OwnPembelajaran; materi: number; akhir: number }[] = [];
  const seen = new Set<string>();
  for (const [index, row] of body.bobot.entries()) {
    const own = scope.byId.get(row.pembelajaran_id.toLowerCase());
    if (!own) {
      await requireOwnPembelajaran(ctx, scope, row.pembelajaran_id);
      continue;
    }
    // named by its subject and class as the screen shows them: the screen sends only the rows
    // changed, so a place in the list sent is no row number the teacher sees
    const rowName = `${own.namaMataPelajaran} – ${own.rombel}`;
    if (seen.has(own.pembelajaranId)) {
      fields[`bobot.${index}.pembelajaran_id`] = `${rowName}: pembelajaran ini dikirim dua kali.`;
      continue;
    }
    seen.add(own.pembelajaranId);
    const values: Record<keyof typeof BOBOT_LABEL, number | string> = {
      bobot_sumatif_materi: bobotOf(row.bobot_sumatif_materi),
      bobot_sumatif_akhir: bobotOf(row.bobot_sumatif_akhir),
    };
    const materi = values.bobot_sumatif_materi;
    const akhir = values.bobot_sumatif_akhir;
    if (materi === own.bobotSumatifMateri && akhir === own.bobotSumatifAkhir) continue;
    // Changed (an invalid value is a change too): bad values are named unless the lock refuses it.
    changes.push({ index, own, materi: Number(materi), akhir: Number(akhir) });
    for (const field of Object.keys(BOBOT_LABEL) as (keyof typeof BOBOT_LABEL)[]) {
      const value = values[field];
      if (typeof value === 'string') {
        fields[`bobot.${index}.${field}`] = `${rowName}: ${BOBOT_LABEL[field]} ${value}.`;
      }
    }
  }
  const invalid = () =>
    new AppError(422, 'request.invalid', Object.values(fields).join(' '), fields);
  if (changes.length === 0) {
    if (Object.keys(fields).length > 0) throw invalid();
    return 0;
  }
  await withGradeLocks(
    ctx.db,
    scope,
    changes.map((change) => change.own.rombonganBelajarId),
    async (tx, locked, batasLewat) => {
      const refused: Record<string, string> = {};
      for (const { index, own } of changes) {
        const reason = locked.get(own.rombonganBelajarId);
        if (!reason) continue;
        delete fields[`bobot.${index}.bobot_sumatif_materi`];
        delete fields[`bobot.${index}.bobot_sumatif_akhir`];
        refused[`bobot.${index}.pembelajaran_id`] =
          `Bobot ${own.namaMataPelajaran} – ${own.rombel} tidak dapat diubah: ${lockReasonText(reason, own.rombel, batasLewat)}`;
      }
      if (Object.keys(refused).length > 0) throw lockedError({ ...refused, ...fields });
      if (Object.keys(fields).length > 0) throw invalid();
      await updateBobot(
        tx,
        changes.map(({ own, materi, akhir }) => ({
          pembelajaranId: own.pembelajaranId,
          materi,
          akhir,
        })),
      );
    },
  );
  return changes.length;
}
