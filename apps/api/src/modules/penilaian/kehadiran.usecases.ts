import { sql } from 'drizzle-orm';
import {
  KEHADIRAN_TTL_SECONDS,
  type GridKehadiran,
  type GridKehadiranOrang,
  type GridKind,
  type GridPerubahan,
} from '@erapor/shared/penilaian/grid.schemas';
import type { AppContext } from '../../app-context';
import type { Session } from '../../plugins/access';
import { users } from '../auth/users.table';
import { isoTime, microseconds } from './grade-store';
import { gradingTarget, TABLES } from './grid.usecases';
import { gridKehadiran } from './penilaian.table';
import { executePrepared } from './prepared-sql';

/**
 * An open grid's heartbeat (peers.md M3): records that the user has this grid open (and the
 * column of the active cell), and answers who else has the same pembelajaran open, the newest
 * change to this grid that the asking grid did not make itself, and the lock that now applies.
 * Only a teacher of the pembelajaran may ask, as for the grid itself.
 *
 * The newest change is read from the grid's own rows (a grade row is never deleted, a cleared
 * cell keeps its row): a few hundred rows through the primary key, however long the history of
 * the pembelajaran has grown. Its time, in microseconds, is the cursor. The asking grid names the
 * cursors of its own recent saves (`milik`, from their answers); a row the user last wrote at one
 * of those times is its own and not news. Everything else is: a colleague's save, and the same
 * user's from another tab or device.
 */
export async function hadirDiGrid(
  ctx: AppContext,
  session: Session,
  kind: GridKind,
  pembelajaranId: string,
  kolom: string | null,
  milik: readonly number[] = [],
): Promise<GridKehadiran> {
  const { lock } = await gradingTarget(ctx.db, session, pembelajaranId, { kind });
  const g = gridKehadiran;
  const [row] = await executePrepared<{ lainnya: unknown; perubahan: unknown }>(
    ctx.db,
    sql`
      with hadir as (
        insert into ${g} (sekolah_id, pembelajaran_id, user_id, kind, kolom, seen_at)
        values (${session.sekolahId}, ${pembelajaranId}, ${session.userId}, ${kind}, ${kolom}, now())
        on conflict (pembelajaran_id, user_id, kind)
        do update set kolom = excluded.kolom, seen_at = excluded.seen_at
      )
      select
        (select coalesce(json_agg(json_build_object('nama', ${users.name}, 'kind', ${g.kind},
                                                    'kolom', ${g.kolom})
                                  order by ${users.name}, ${g.kind}), '[]'::json)
           from ${g} join ${users} on ${users.userId} = ${g.userId}
          where ${g.pembelajaranId} = ${pembelajaranId}
            and ${g.userId} <> ${session.userId}
            and ${g.seenAt} > now() - make_interval(secs => ${KEHADIRAN_TTL_SECONDS})
        ) as lainnya,
        (select json_build_object(
                  'cursor', ${microseconds(sql`t.updated_at`)},
                  'nama', ${users.name}, 'pada', ${isoTime(sql`t.updated_at`)},
                  'sendiri', t.updated_by is not distinct from ${session.userId})
           from ${sql.raw(`"${TABLES[kind].name}"`)} t
           left join ${users} on ${users.userId} = t.updated_by
          where t.pembelajaran_id = ${pembelajaranId}
            and not (t.updated_by is not distinct from ${session.userId}
                     and ${microseconds(sql`t.updated_at`)} = any(${`{${milik.join(',')}}`}::bigint[]))
          order by t.updated_at desc
          limit 1
        ) as perubahan`,
  );
  const lainnya = (row?.lainnya ?? []) as GridKehadiranOrang[];
  const perubahan = (row?.perubahan ?? null) as GridPerubahan | null;
  return {
    lainnya,
    perubahan: perubahan && { ...perubahan, cursor: Number(perubahan.cursor) },
    lock,
  };
}

/** The grid was closed: the user no longer counts as there. */
export async function tinggalkanGrid(
  ctx: AppContext,
  session: Session,
  kind: GridKind,
  pembelajaranId: string,
) {
  const g = gridKehadiran;
  await executePrepared(
    ctx.db,
    sql`delete from ${g}
        where ${g.pembelajaranId} = ${pembelajaranId} and ${g.userId} = ${session.userId}
          and ${g.kind} = ${kind}`,
  );
}
