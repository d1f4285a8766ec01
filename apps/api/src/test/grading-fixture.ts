import { randomUUID } from 'node:crypto';
import { and, asc, eq, isNotNull, isNull, ne } from 'drizzle-orm';
import {
  capaianPembelajaran,
  tpMapel,
  tujuanPembelajaran,
} from '../modules/kurikulum/kurikulum.table';
import { anggotaRombel, pembelajaran, rombonganBelajar } from '../modules/rombel/rombel.table';
import { agamaOfMapel, isMapelAkademik } from '@erapor/shared/penilaian/mapel-khusus';
import { grantRoles } from '../modules/auth/auth.repository';
import { users } from '../modules/auth/users.table';
import { gradeHistory } from '../modules/penilaian/penilaian.table';
import type { SimulatedSchool } from './simulated-school';

export interface GradingFixture {
  pembelajaranId: string;
  rombonganBelajarId: string;
  guruId: string;
  /** Headers of the teacher of the pembelajaran. */
  guru: Record<string, string>;
  anggota: string[];
  tpIds: string[];
}

/**
 * A pembelajaran of a pulled school made ready to grade, the way the school does it: the
 * administrator maps it (kelompok, order) and the teacher writes TPs under a CP and maps them.
 * Picks a regular class's non-religion academic subject that has a teacher.
 */
export async function prepareGrading(
  school: SimulatedSchool,
  tpCount = 3,
  skip = 0,
): Promise<GradingFixture> {
  const db = school.t.database.db;
  const candidates = await db
    .select({
      pembelajaranId: pembelajaran.pembelajaranId,
      rombonganBelajarId: pembelajaran.rombonganBelajarId,
      guruId: pembelajaran.guruId,
      mataPelajaranId: pembelajaran.mataPelajaranId,
    })
    .from(pembelajaran)
    .innerJoin(
      rombonganBelajar,
      eq(rombonganBelajar.rombonganBelajarId, pembelajaran.rombonganBelajarId),
    )
    .where(
      and(
        eq(pembelajaran.sekolahId, school.sekolahId),
        eq(rombonganBelajar.jenisRombel, 1),
        isNotNull(pembelajaran.guruId),
        isNull(pembelajaran.deletedAt),
      ),
    )
    .orderBy(asc(pembelajaran.pembelajaranId));
  // what the grids grade (not PKL, not any P5 subject) and not a religion subject
  const target = candidates.filter(
    (row) => isMapelAkademik(row.mataPelajaranId) && agamaOfMapel(row.mataPelajaranId) === null,
  )[skip];
  if (!target?.guruId) throw new Error('no gradable pembelajaran in the simulated school');
  await db
    .update(pembelajaran)
    .set({ kelompokId: 16, noUrut: 1 })
    .where(eq(pembelajaran.pembelajaranId, target.pembelajaranId));
  const [cp] = await db
    .insert(capaianPembelajaran)
    .values({
      sekolahId: school.sekolahId,
      mataPelajaranId: target.mataPelajaranId,
      fase: 'E',
      elemen: 'Elemen uji',
      deskripsi: 'Capaian uji',
      kunci: randomUUID().replaceAll('-', ''),
    })
    .returning({ cpId: capaianPembelajaran.cpId });
  const tps = await db
    .insert(tujuanPembelajaran)
    .values(
      Array.from({ length: tpCount }, (_, index) => ({
        sekolahId: school.sekolahId,
        cpId: cp!.cpId,
        deskripsi: `Menguasai materi uji ke-${index + 1}`,
      })),
    )
    .returning({ tpId: tujuanPembelajaran.tpId });
  for (const tp of tps) {
    // One at a time so the mapping order (created_at) is the TP order.
    await db.insert(tpMapel).values({
      tpId: tp.tpId,
      pembelajaranId: target.pembelajaranId,
      sekolahId: school.sekolahId,
    });
  }
  const members = await db
    .select({ id: anggotaRombel.anggotaRombelId })
    .from(anggotaRombel)
    .where(
      and(
        eq(anggotaRombel.rombonganBelajarId, target.rombonganBelajarId),
        isNull(anggotaRombel.deletedAt),
      ),
    );
  return {
    pembelajaranId: target.pembelajaranId,
    rombonganBelajarId: target.rombonganBelajarId,
    guruId: target.guruId,
    guru: await school.signInGuru(target.guruId),
    anggota: members.map((member) => member.id),
    tpIds: tps.map((tp) => tp.tpId),
  };
}

/** Saves cells of a pembelajaran's grid as the browser sends them (`PUT /api/penilaian/grid/:kind`). */
export function putGridCells(
  school: SimulatedSchool,
  headers: Record<string, string>,
  kind: string,
  pembelajaranId: string,
  cells: object[],
) {
  return school.t.app.inject({
    method: 'PUT',
    url: `/api/penilaian/grid/${kind}`,
    headers,
    payload: { pembelajaran_id: pembelajaranId, cells },
  });
}

/** A remedial of a stored TP score (`slm`) or SAS part (`sas`), as the grid's window sends it. */
export function putRemedial(
  school: SimulatedSchool,
  headers: Record<string, string>,
  kind: 'slm' | 'sas',
  pembelajaranId: string,
  payload: object,
) {
  return school.t.app.inject({
    method: 'PUT',
    url: `/api/penilaian/grid/${kind}/remedial`,
    headers,
    payload: { pembelajaran_id: pembelajaranId, ...payload },
  });
}

/** The JSON answer of `GET /api/<path>`, which must be 200 (anything else is thrown). */
export async function getOk<T>(
  school: SimulatedSchool,
  path: string,
  headers: Record<string, string>,
): Promise<T> {
  const response = await school.t.app.inject({ method: 'GET', url: `/api/${path}`, headers });
  if (response.statusCode !== 200) {
    throw new Error(`GET /api/${path}: ${response.statusCode} ${response.body}`);
  }
  return response.json<T>();
}

/** The name of a teacher's account: a 409 names by it who made the current value. */
export async function nameOfGuru(school: SimulatedSchool, guruId: string) {
  const [user] = await school.t.database.db
    .select({ name: users.name })
    .from(users)
    .where(eq(users.guruId, guruId));
  if (!user) throw new Error(`no account for ${guruId}`);
  return user.name;
}

/** How many grade history rows a pembelajaran has (a refused write adds none). */
export async function historyCount(school: SimulatedSchool, pembelajaranId: string) {
  const rows = await school.t.database.db
    .select({ id: gradeHistory.id })
    .from(gradeHistory)
    .where(eq(gradeHistory.pembelajaranId, pembelajaranId));
  return rows.length;
}

/**
 * Runs `check` while the administrator has grading closed school-wide, and opens it again (with
 * its reason) afterwards, whatever `check` did.
 */
export async function whileGradingClosed(school: SimulatedSchool, check: () => Promise<void>) {
  const setStatus = (body: object) =>
    school.t.app.inject({
      method: 'PUT',
      url: '/api/penilaian/status',
      headers: school.admin,
      payload: body,
    });
  const closed = await setStatus({ dibuka: false });
  if (closed.statusCode !== 200) throw new Error(`grading not closed: ${closed.body}`);
  try {
    await check();
  } finally {
    await setStatus({ dibuka: true, alasan: 'Uji selesai, dibuka lagi.' });
  }
}

/** Makes a teacher of the school other than `notGuruId` Waka Kurikulum, and signs him in. */
export async function signInWaka(school: SimulatedSchool, notGuruId: string) {
  const db = school.t.database.db;
  const [other] = await db
    .select({ userId: users.userId, guruId: users.guruId })
    .from(users)
    .where(
      and(
        eq(users.sekolahId, school.sekolahId),
        isNotNull(users.guruId),
        ne(users.guruId, notGuruId),
      ),
    )
    .limit(1);
  if (!other?.guruId) throw new Error('no other teacher in the simulated school');
  await grantRoles(db, other.userId, ['waka'], ['20261']);
  return { userId: other.userId, headers: await school.signInGuru(other.guruId) };
}
