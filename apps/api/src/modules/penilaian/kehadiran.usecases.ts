import { sql } from 'drizzle-orm';
import {
  GRID_KINDS,
  KEHADIRAN_TTL_SECONDS,
  type GridKehadiran,
  type GridKehadiranOrang,
  type GridKind,
  type GridPerubahan,
} from '@erapor/shared/penilaian/grid.schemas';
import type { AppContext } from '../../app-context';
import type { Session } from '../../plugins/access';
import { users } from '../auth/users.table';
import { isoTime } from './grade-store';
import { gradingTarget, TABLES } from './grid.usecases';
import { gradeHistory, gridKehadiran } from './penilaian.table';
import { executePrepared } from './prepared-sql';

const isKind = (value: unknown): value is GridKind =>
  typeof value === 'string' && (GRID_KINDS as readonly string[]).includes(value);

/**
 * An open grid's heartbeat (peers.md M3): records that the user has this grid open (and the
 * column of the active cell), and answers who else has the same pembelajaran open, the newest
 * change someone else made to this grid, and the lock that now applies. Only a teacher of the
 * pembelajaran may ask, as for the grid itself.
 */
export async function hadirDiGrid(
  ctx: AppContext,
  session: Session,
  kind: GridKind,
  pembelajaranId: string,
  kolom: string | null,
): Promise<GridKehadiran> {
  const { lock } = await gradingTarget(ctx.db, session, pembelajaranId);
  const g = gridKehadiran;
  const h = gradeHistory;
  const [row] = await executePrepared<{ lainnya: unknown; perubahan: unknown }>(
    ctx.db,
    sql`
      with hadir as (
        insert into ${g} (sekolah_id, pembelajaran_id, user_id, kind, kolom, seen_at)
        values (${session.sekolahId}, ${pembelajaranId}, ${session.userId}, ${kind}, ${kolom}, now())
        on conflict (pembelajaran_id, user_id, kind)
        do update set kolom = excluded.kolom, seen_at = excluded.seen_at
        returning 1
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
        (select json_build_object('cursor', ${h.id}, 'nama', ${users.name},
                                  'pada', ${isoTime(sql`${h.createdAt}`)})
           from ${h} left join ${users} on ${users.userId} = ${h.userId}
          -- "+ 0": the newest of this pembelajaran's rows through its own index, never a
          -- backward walk of the whole history by id
          where ${h.id} = (select max(x.id + 0) from ${h} x
                            where x.pembelajaran_id = ${pembelajaranId}
                              and x.tabel = ${TABLES[kind].name}
                              and x.user_id is distinct from ${session.userId})
        ) as perubahan,
        (select count(*) from hadir) as hadir`,
  );
  const lainnya = ((row?.lainnya ?? []) as GridKehadiranOrang[]).filter((orang) =>
    isKind(orang.kind),
  );
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
