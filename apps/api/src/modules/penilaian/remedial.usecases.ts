import type { GridWriteResult } from '@erapor/shared/penilaian/grid.schemas';
import type {
  RemedialKind,
  RemedialSas,
  RemedialTp,
} from '@erapor/shared/penilaian/nilai-akhir.schemas';
import type { AppContext } from '../../app-context';
import type { Session } from '../../plugins/access';
import { AppError, invalidField } from '../../plugins/errors';
import type { StoredValue } from './grade-store';
import { gradingTarget, TABLES, writeGrid } from './grid.usecases';

/** How a remedial of each kind names its cell in the refusals. */
const WORDING: Record<RemedialKind, { none: string; same: string }> = {
  slm: {
    none: 'Belum ada nilai TP ini untuk peserta didik ini; remedial dicatat setelah nilai pertamanya tersimpan.',
    same: 'Nilai ini sama dengan nilai TP yang tersimpan; tidak ada yang diubah.',
  },
  sas: {
    none: 'Belum ada nilai bagian sumatif akhir semester ini untuk peserta didik ini; remedial dicatat setelah nilai pertamanya tersimpan.',
    same: 'Nilai ini sama dengan nilai sumatif akhir semester yang tersimpan; tidak ada yang diubah.',
  },
};

/**
 * Refuses a remedial that would not raise the stored score (422 under `field`): a remedial test
 * is taken to reach a score, never to lose one. An equal value is left to the write, which
 * refuses it as no change. `label` names what is compared with in the message.
 */
export function refuseLowering(
  field: string,
  nilai: number,
  current: StoredValue,
  label = 'nilai sekarang',
) {
  if (typeof current === 'number' && nilai < current) {
    throw invalidField(field, `Nilai remedial harus lebih tinggi dari ${label} (${current}).`);
  }
}

/**
 * Raises one student's stored score after his remedial test (peers.md M4): a TP score (SLM) or a
 * part of the end-of-semester assessment (SAS: non-tes or tes, the NA follows in the same save).
 * Written through the grid's own path (owner, locks, deadline, version) with the source
 * `remedial` and the teacher's reason, so the grid marks the score and the history keeps the
 * first one. A remedial needs a first score and raises it: a lower value is refused under `nilai`
 * (lowering a score is an ordinary correction in the grid, not a remedial), and a value equal to
 * the stored one changes nothing and is refused too.
 */
export async function remedial(
  ctx: AppContext,
  session: Session,
  kind: RemedialKind,
  body: RemedialTp | RemedialSas,
): Promise<GridWriteResult> {
  const id = body.anggota_rombel_id.toLowerCase();
  const kolom = body.kolom.toLowerCase();
  const wording = WORDING[kind];
  const found = await gradingTarget(ctx.db, session, body.pembelajaran_id, {
    kind,
    reads: { tps: kind === 'slm', siswa: true, rows: { table: TABLES[kind], anggota: [id] } },
  });
  if (found.lock) throw new AppError(423, 'penilaian.locked', found.lock.message);
  if (!found.siswa.some((student) => student.anggotaRombelId === id)) {
    throw invalidField(
      'anggota_rombel_id',
      'Peserta didik ini tidak dinilai di mata pelajaran ini.',
    );
  }
  // a SAS part is checked by the request's schema (non-tes or tes, never the computed NA)
  if (kind === 'slm' && !found.tps.some((row) => row.tpId === kolom)) {
    throw invalidField('kolom', 'Tujuan pembelajaran ini tidak dipetakan ke mata pelajaran ini.');
  }
  const stored = found.rows.find((row) => row.anggotaRombelId === id && row.key === kolom);
  if (stored?.values.nilai === null || stored?.values.nilai === undefined) {
    throw invalidField('kolom', wording.none);
  }
  // Compared at the version the write will replace (a version stands for one value); a stale
  // version is answered by the write with 409 and the current score.
  if (stored.version === body.version) refuseLowering('nilai', body.nilai, stored.values.nilai);
  const cell = { anggota_rombel_id: id, kolom, value: body.nilai, version: body.version };
  const written = await writeGrid(
    ctx,
    session,
    kind,
    found.pembelajaran.pembelajaranId,
    [cell],
    'remedial',
    body.alasan,
  );
  if (written.cursor === null) throw invalidField('nilai', wording.same);
  return written;
}
