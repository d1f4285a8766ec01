import {
  faseOfTingkat,
  type Fase,
  type PembelajaranGuru,
} from '@erapor/shared/kurikulum/kurikulum.schemas';
import type { AppContext } from '../../app-context';
import type { Session } from '../../plugins/access';
import { AppError, notFound } from '../../plugins/errors';
import {
  pembelajaranExists,
  pembelajaranOfGuru,
  type MapelFase,
  type MapelTingkat,
  type PembelajaranGuruRow,
} from './kurikulum.repository';
import { guruIdOfUser } from '../referensi/peserta-didik.repository';

export type OwnPembelajaran = PembelajaranGuruRow & { fase: Fase };

/**
 * The signed-in teacher and what he teaches in the session's school and semester. Everything a
 * teacher may see or change in the curriculum references is derived from this list.
 */
export interface GuruScope {
  sekolahId: string;
  semesterId: string;
  guruId: string | null;
  pembelajaran: OwnPembelajaran[];
  byId: Map<string, OwnPembelajaran>;
}

export async function loadGuruScope(ctx: AppContext, session: Session): Promise<GuruScope> {
  const scope = { sekolahId: session.sekolahId, semesterId: session.semesterId };
  const guruId = await guruIdOfUser(ctx.db, session.userId);
  const rows = guruId ? await pembelajaranOfGuru(ctx.db, scope, guruId) : [];
  const pembelajaran = rows.map((row) => ({ ...row, fase: faseOfTingkat(row.tingkat) }));
  return {
    ...scope,
    guruId,
    pembelajaran,
    byId: new Map(pembelajaran.map((row) => [row.pembelajaranId, row])),
  };
}

export function toPembelajaranGuru(row: OwnPembelajaran): PembelajaranGuru {
  return {
    pembelajaran_id: row.pembelajaranId,
    rombongan_belajar_id: row.rombonganBelajarId,
    rombel: row.rombel,
    tingkat: row.tingkat,
    mata_pelajaran_id: row.mataPelajaranId,
    nama_mata_pelajaran: row.namaMataPelajaran,
    merdeka: row.merdeka,
    fase: row.fase,
  };
}

export interface ListFilters {
  tingkat?: number;
  rombongan_belajar_id?: string;
  mata_pelajaran_id?: number;
}

/** The teacher's pembelajaran narrowed by the list filters (grade, class, subject). */
export function filterPembelajaran(scope: GuruScope, filters: ListFilters): OwnPembelajaran[] {
  return scope.pembelajaran.filter(
    (row) =>
      (filters.tingkat === undefined || row.tingkat === filters.tingkat) &&
      (filters.rombongan_belajar_id === undefined ||
        row.rombonganBelajarId === filters.rombongan_belajar_id) &&
      (filters.mata_pelajaran_id === undefined ||
        row.mataPelajaranId === filters.mata_pelajaran_id),
  );
}

function unique<T>(items: T[], key: (item: T) => string): T[] {
  const seen = new Map<string, T>();
  for (const item of items) if (!seen.has(key(item))) seen.set(key(item), item);
  return [...seen.values()];
}

/** Subject × phase of Kurikulum Merdeka classes (where CPs apply). */
export function fasePairs(rows: OwnPembelajaran[]): MapelFase[] {
  return unique(
    rows
      .filter((row) => row.merdeka)
      .map((row) => ({ mataPelajaranId: row.mataPelajaranId, fase: row.fase })),
    (pair) => `${pair.mataPelajaranId}|${pair.fase}`,
  );
}

/** Subject × grade of K13 classes (where KDs apply). */
export function tingkatPairs(rows: OwnPembelajaran[]): MapelTingkat[] {
  return unique(
    rows
      .filter((row) => !row.merdeka)
      .map((row) => ({ mataPelajaranId: row.mataPelajaranId, tingkat: row.tingkat })),
    (pair) => `${pair.mataPelajaranId}|${pair.tingkat}`,
  );
}

/** The school's display name of each subject the teacher teaches. */
export function mapelNames(scope: GuruScope): Map<number, string> {
  const names = new Map<number, string>();
  for (const row of scope.pembelajaran) {
    if (!names.has(row.mataPelajaranId)) names.set(row.mataPelajaranId, row.namaMataPelajaran);
  }
  return names;
}

export function requireGuruId(scope: GuruScope): string {
  if (!scope.guruId) {
    throw new AppError(
      403,
      'kurikulum.bukan_guru',
      'Akun Anda tidak terhubung dengan data guru, sehingga tidak memiliki pembelajaran.',
    );
  }
  return scope.guruId;
}

/**
 * A pembelajaran of the teacher (guru or guru pengajar). Another teacher's answers 403, an
 * unknown one (or one of another school or semester) 404; PKL and P5 are not offered.
 */
export async function requireOwnPembelajaran(
  ctx: AppContext,
  scope: GuruScope,
  id: string,
): Promise<OwnPembelajaran> {
  requireGuruId(scope);
  const own = scope.byId.get(id.toLowerCase());
  if (own) return own;
  if (await pembelajaranExists(ctx.db, scope, id)) {
    throw new AppError(
      403,
      'kurikulum.bukan_pembelajaran_anda',
      'Pembelajaran ini bukan milik Anda (atau mata pelajaran PKL/P5 yang dinilai di menu lain).',
      { pembelajaran_id: 'Pilih pembelajaran yang Anda ampu.' },
    );
  }
  throw notFound('Pembelajaran');
}
