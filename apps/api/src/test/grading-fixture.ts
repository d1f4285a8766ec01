import { randomUUID } from 'node:crypto';
import { and, asc, eq, isNotNull, isNull } from 'drizzle-orm';
import {
  capaianPembelajaran,
  tpMapel,
  tujuanPembelajaran,
} from '../modules/kurikulum/kurikulum.table';
import { anggotaRombel, pembelajaran, rombonganBelajar } from '../modules/rombel/rombel.table';
import { agamaOfMapel, isMapelAkademik } from '@erapor/shared/penilaian/mapel-khusus';
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
