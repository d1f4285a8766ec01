import { and, count, eq, inArray, isNull, notExists, notInArray, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { asesor, dudi } from '../dudi/dudi.table';
import { guru, ptkKeluar } from '../gtk/gtk.table';
import {
  JENIS_PTK_ASESOR,
  JENIS_PTK_INSTRUKTUR,
  JENIS_PTK_TENDIK,
} from '../pengguna/pengguna.usecases';
import { agama, jenisPtk } from './referensi.table';
import { limitOffset, orderOf, searchAny } from './list-paging';
import type { gtkListQuerySchema, JenisGtk } from '@erapor/shared/referensi/gtk.schemas';

export type GtkListQuery = z.output<typeof gtkListQuerySchema>;

const LOCAL = [JENIS_PTK_INSTRUKTUR, JENIS_PTK_ASESOR];

export function jenisPtkOf(jenis: JenisGtk): number {
  return jenis === 'asesor' ? JENIS_PTK_ASESOR : JENIS_PTK_INSTRUKTUR;
}

function jenisFilter(jenis: JenisGtk): SQL {
  switch (jenis) {
    case 'guru':
      return notInArray(guru.jenisPtkId, [...JENIS_PTK_TENDIK, ...LOCAL]);
    case 'tendik':
      return inArray(guru.jenisPtkId, JENIS_PTK_TENDIK);
    case 'instruktur':
      return eq(guru.jenisPtkId, JENIS_PTK_INSTRUKTUR);
    case 'asesor':
      return eq(guru.jenisPtkId, JENIS_PTK_ASESOR);
  }
}

/** Staff of the school still present this semester (not deleted, not keluar). */
function presentIn(sekolahId: string, semesterId: string): SQL {
  return and(
    eq(guru.sekolahId, sekolahId),
    isNull(guru.deletedAt),
    notExists(
      sql`(select 1 from ${ptkKeluar} where ${ptkKeluar.guruId} = ${guru.guruId} and ${ptkKeluar.semesterId} = ${semesterId})`,
    ),
  )!;
}

const activeAsesor = and(eq(asesor.guruId, guru.guruId), isNull(asesor.deletedAt));

const columns = {
  guruId: guru.guruId,
  nama: guru.nama,
  gelarDepan: guru.gelarDepan,
  gelarBelakang: guru.gelarBelakang,
  nuptk: guru.nuptk,
  nip: guru.nip,
  nik: guru.nik,
  jenisKelamin: guru.jenisKelamin,
  tempatLahir: guru.tempatLahir,
  tanggalLahir: guru.tanggalLahir,
  email: guru.email,
  noHp: guru.noHp,
  isDapodik: guru.isDapodik,
  jenisPtkId: guru.jenisPtkId,
  jenisPtk: jenisPtk.nama,
  statusKepegawaianId: guru.statusKepegawaianId,
  pendidikanTerakhir: guru.pendidikanTerakhir,
  agama: agama.nama,
  dudiId: asesor.dudiId,
  dudi: dudi.nama,
};
export type GtkRow = Awaited<ReturnType<typeof findGtk>>[number];

function baseSelect(db: Db) {
  return db
    .select(columns)
    .from(guru)
    .leftJoin(jenisPtk, eq(jenisPtk.jenisPtkId, guru.jenisPtkId))
    .leftJoin(agama, eq(agama.agamaId, guru.agamaId))
    .leftJoin(asesor, activeAsesor)
    .leftJoin(dudi, eq(dudi.dudiId, asesor.dudiId));
}

function findGtk(db: Db, where: SQL) {
  return baseSelect(db).where(where);
}

export async function listGtk(db: Db, sekolahId: string, semesterId: string, query: GtkListQuery) {
  const where = and(
    presentIn(sekolahId, semesterId),
    jenisFilter(query.jenis),
    searchAny(query.q, [guru.nama, guru.nuptk, guru.nik, guru.nip, guru.email]),
  )!;
  const order = orderOf(
    query,
    {
      nama: guru.nama,
      nuptk: guru.nuptk,
      jenis_kelamin: guru.jenisKelamin,
      tanggal_lahir: guru.tanggalLahir,
      email: guru.email,
    },
    'nama',
    guru.guruId,
  );
  const { limit, offset } = limitOffset(query);
  const [rows, [total]] = await Promise.all([
    findGtk(db, where)
      .orderBy(...order)
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(guru).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function findGtkById(db: Db, sekolahId: string, semesterId: string, guruId: string) {
  const [row] = await findGtk(db, and(presentIn(sekolahId, semesterId), eq(guru.guruId, guruId))!);
  return row ?? null;
}

export async function nikTaken(db: Db, sekolahId: string, nik: string, exceptGuruId?: string) {
  const rows = await db
    .select({ guruId: guru.guruId })
    .from(guru)
    .where(and(eq(guru.sekolahId, sekolahId), eq(guru.nik, nik), isNull(guru.deletedAt)));
  return rows.some((row) => row.guruId !== exceptGuruId);
}

export async function existingNiks(db: Db, sekolahId: string): Promise<Set<string>> {
  const rows = await db
    .select({ nik: guru.nik })
    .from(guru)
    .where(and(eq(guru.sekolahId, sekolahId), isNull(guru.deletedAt)));
  return new Set(rows.map((row) => row.nik).filter((nik): nik is string => Boolean(nik)));
}

export async function dudiOptions(db: Db, sekolahId: string) {
  return db
    .select({ value: dudi.dudiId, label: dudi.nama })
    .from(dudi)
    .where(and(eq(dudi.sekolahId, sekolahId), isNull(dudi.deletedAt)))
    .orderBy(dudi.nama);
}

export async function dudiBelongsTo(db: Db, sekolahId: string, dudiId: string) {
  const [row] = await db
    .select({ dudiId: dudi.dudiId })
    .from(dudi)
    .where(and(eq(dudi.dudiId, dudiId), eq(dudi.sekolahId, sekolahId), isNull(dudi.deletedAt)));
  return Boolean(row);
}
