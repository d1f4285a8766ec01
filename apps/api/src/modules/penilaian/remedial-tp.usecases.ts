import type { GridWriteResult } from '@erapor/shared/penilaian/grid.schemas';
import type { RemedialTp } from '@erapor/shared/penilaian/nilai-akhir.schemas';
import type { AppContext } from '../../app-context';
import type { Session } from '../../plugins/access';
import { AppError, invalidField } from '../../plugins/errors';
import { gradingTarget, TABLES, writeGrid } from './grid.usecases';

/**
 * Raises one student's score of one TP after his remedial test (peers.md M4): written through the
 * grid's own path (owner, locks, deadline, version) with the source `remedial` and the teacher's
 * reason, so the grid marks the score and the history keeps the first one. A remedial needs a
 * first score; a value equal to the stored one changes nothing and is refused.
 */
export async function remedialTp(
  ctx: AppContext,
  session: Session,
  body: RemedialTp,
): Promise<GridWriteResult> {
  const id = body.anggota_rombel_id.toLowerCase();
  const tp = body.kolom.toLowerCase();
  const found = await gradingTarget(ctx.db, session, body.pembelajaran_id, {
    kind: 'slm',
    reads: { tps: true, siswa: true, rows: { table: TABLES.slm, anggota: [id] } },
  });
  if (found.lock) throw new AppError(423, 'penilaian.locked', found.lock.message);
  if (!found.siswa.some((student) => student.anggotaRombelId === id)) {
    throw invalidField(
      'anggota_rombel_id',
      'Peserta didik ini tidak dinilai di mata pelajaran ini.',
    );
  }
  if (!found.tps.some((row) => row.tpId === tp)) {
    throw invalidField('kolom', 'Tujuan pembelajaran ini tidak dipetakan ke mata pelajaran ini.');
  }
  const stored = found.rows.find((row) => row.anggotaRombelId === id && row.key === tp);
  if (stored?.values.nilai === null || stored?.values.nilai === undefined) {
    throw invalidField(
      'kolom',
      'Belum ada nilai TP ini untuk peserta didik ini; remedial dicatat setelah nilai pertamanya tersimpan.',
    );
  }
  const cell = { anggota_rombel_id: id, kolom: tp, value: body.nilai, version: body.version };
  const written = await writeGrid(
    ctx,
    session,
    'slm',
    found.pembelajaran.pembelajaranId,
    [cell],
    'remedial',
    body.alasan,
  );
  if (written.cursor === null) {
    throw invalidField(
      'nilai',
      'Nilai ini sama dengan nilai TP yang tersimpan; tidak ada yang diubah.',
    );
  }
  return written;
}
