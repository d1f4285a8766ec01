import { and, eq, inArray, sql } from 'drizzle-orm';
import type {
  BatalkanKeputusan,
  BatalkanKeputusanHasil,
  KeputusanPenyesuaian,
  SetujuiPenyesuaian,
  SetujuiPenyesuaianHasil,
  TolakPenyesuaian,
  TolakPenyesuaianHasil,
} from '@erapor/shared/penilaian/nilai-akhir.schemas';
import type { AppContext } from '../../app-context';
import type { Session } from '../../plugins/access';
import { AppError, invalidField } from '../../plugins/errors';
import {
  gradeHistory,
  penyesuaianPersetujuan,
  penyesuaianPersetujuanBatal,
} from '../penilaian/penilaian.table';
import { pembelajaran } from '../rombel/rombel.table';
import { penyesuaianOfSemester } from './penyesuaian-sekolah.usecases';

// The Waka Kurikulum's decisions on the remedials and adjustments of the semester (peers.md M4).

/**
 * The remedials and adjustments a Waka Kurikulum acts on (`ids`), with their decisions: every id
 * must be one of the school's remedials or adjustments of the semester, and none may be the
 * Waka's own change; otherwise nothing is done (`tidak` says what, ending the message).
 */
async function penyesuaianUntukWaka(
  ctx: AppContext,
  session: Session,
  ids: readonly number[],
  tidak: string,
) {
  if (!session.roles.includes('waka')) {
    throw new AppError(
      403,
      'auth.forbidden',
      'Remedial dan penyesuaian nilai disetujui atau ditolak oleh Waka Kurikulum.',
    );
  }
  const unique = [...new Set(ids)];
  const found = await ctx.db
    .select({
      id: gradeHistory.id,
      userId: gradeHistory.userId,
      diputuskan: penyesuaianPersetujuan.gradeHistoryId,
    })
    .from(gradeHistory)
    .innerJoin(pembelajaran, eq(pembelajaran.pembelajaranId, gradeHistory.pembelajaranId))
    .leftJoin(penyesuaianPersetujuan, eq(penyesuaianPersetujuan.gradeHistoryId, gradeHistory.id))
    .where(and(penyesuaianOfSemester(session), inArray(gradeHistory.id, unique)));
  const missing = unique.length - found.length;
  if (missing > 0) {
    throw invalidField(
      'ids',
      `${missing} dari ${unique.length} penyesuaian tidak ada di antara remedial dan penyesuaian nilai sekolah ini pada semester ini; ${tidak}.`,
    );
  }
  const own = found.filter((row) => row.userId === session.userId).length;
  if (own > 0) {
    throw invalidField(
      'ids',
      `${own} penyesuaian Anda buat sendiri dan tidak dapat Anda putuskan sendiri; ${tidak}.`,
    );
  }
  return found;
}

/**
 * The Waka Kurikulum approves remedials and adjustments of the semester (peers.md M4: an approver
 * beside the reason), or refuses them with a note to the teacher; never his own. Entries already
 * decided stay as they were (so deciding twice, or two Wakas at once, is harmless, and the first
 * decision stands until a Waka takes it back: batalkanKeputusan).
 */
async function putuskanPenyesuaian(
  ctx: AppContext,
  session: Session,
  ids: readonly number[],
  keputusan: KeputusanPenyesuaian,
  catatan: string | null,
): Promise<{ diputuskan: number; sudah: number }> {
  const tidak = keputusan === 'setuju' ? 'tidak ada yang disetujui' : 'tidak ada yang ditolak';
  const found = await penyesuaianUntukWaka(ctx, session, ids, tidak);
  const open = found.filter((row) => row.diputuskan === null).map((row) => row.id);
  const inserted =
    open.length === 0
      ? []
      : await ctx.db
          .insert(penyesuaianPersetujuan)
          .values(
            open.map((id) => ({
              gradeHistoryId: id,
              sekolahId: session.sekolahId,
              userId: session.userId,
              keputusan,
              catatan,
            })),
          )
          .onConflictDoNothing()
          .returning({ id: penyesuaianPersetujuan.gradeHistoryId });
  return { diputuskan: inserted.length, sudah: found.length - inserted.length };
}

/**
 * The Waka Kurikulum takes decisions back (an approval given by mistake; a refusal he settled with
 * the teacher, who has nothing to change): each moves, in one statement, from
 * penyesuaian_persetujuan to penyesuaian_persetujuan_batal with who took it back, and the change
 * waits for a decision again. The same entries as deciding (the school's and semester's, never his
 * own change), all or nothing; one without a decision is counted under `belum`.
 */
export async function batalkanKeputusan(
  ctx: AppContext,
  session: Session,
  body: BatalkanKeputusan,
): Promise<BatalkanKeputusanHasil> {
  const found = await penyesuaianUntukWaka(
    ctx,
    session,
    body.ids,
    'tidak ada keputusan yang ditarik kembali',
  );
  const decided = found.filter((row) => row.diputuskan !== null).map((row) => row.id);
  if (decided.length === 0) return { dibatalkan: 0, belum: found.length };
  const p = penyesuaianPersetujuan;
  const b = penyesuaianPersetujuanBatal;
  const moved = await ctx.db.execute(sql`
    with taken as (
      delete from ${p}
      where ${p.gradeHistoryId} in (${sql.join(
        decided.map((id) => sql`${id}`),
        sql`, `,
      )})
        and ${p.sekolahId} = ${session.sekolahId}
      returning ${p.gradeHistoryId} as grade_history_id, ${p.sekolahId} as sekolah_id,
                ${p.keputusan} as keputusan, ${p.catatan} as catatan,
                ${p.userId} as diputuskan_oleh, ${p.createdAt} as diputuskan_pada)
    insert into ${b} (grade_history_id, sekolah_id, keputusan, catatan, diputuskan_oleh,
                      diputuskan_pada, user_id)
    select grade_history_id, sekolah_id, keputusan, catatan, diputuskan_oleh, diputuskan_pada,
           ${session.userId}
    from taken
    returning ${b.id}`);
  const dibatalkan = (moved as { rows: unknown[] }).rows.length;
  return { dibatalkan, belum: found.length - dibatalkan };
}

export async function setujuiPenyesuaian(
  ctx: AppContext,
  session: Session,
  body: SetujuiPenyesuaian,
): Promise<SetujuiPenyesuaianHasil> {
  const { diputuskan, sudah } = await putuskanPenyesuaian(ctx, session, body.ids, 'setuju', null);
  return { disetujui: diputuskan, sudah };
}

export async function tolakPenyesuaian(
  ctx: AppContext,
  session: Session,
  body: TolakPenyesuaian,
): Promise<TolakPenyesuaianHasil> {
  const { diputuskan, sudah } = await putuskanPenyesuaian(
    ctx,
    session,
    body.ids,
    'tolak',
    body.catatan,
  );
  return { ditolak: diputuskan, sudah };
}
