import { and, asc, eq, exists, isNull, notExists, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type {
  passwordPdQuerySchema,
  pdListQuerySchema,
} from '@erapor/shared/referensi/peserta-didik.schemas';
import type { Db } from '../../db/client';
import { users } from '../auth/users.table';
import { pdKeluar, pesertaDidik } from '../peserta-didik/peserta-didik.table';
import { anggotaRombel, rombonganBelajar } from '../rombel/rombel.table';
import { agama, pekerjaan } from './referensi.table';
import { orderOf, pageWithTotal, searchAny, totalOver } from './list-paging';

export type PdListQuery = z.output<typeof pdListQuerySchema>;
export type PasswordQuery = z.output<typeof passwordPdQuerySchema>;

/** Whose students a request may see: the whole school, or the classes one wali leads. */
export type PdScope = { kind: 'school' } | { kind: 'wali'; guruId: string | null };
export type PdStatus = 'aktif' | 'keluar';

/** Each student's regular (jenis 1) class of the semester, at most one row per student. */
function regularClass(db: Db, sekolahId: string, semesterId: string) {
  return db
    .selectDistinctOn([anggotaRombel.pesertaDidikId], {
      pesertaDidikId: anggotaRombel.pesertaDidikId,
      rombonganBelajarId: rombonganBelajar.rombonganBelajarId,
      nama: rombonganBelajar.nama,
      tingkat: rombonganBelajar.tingkat,
      waliGuruId: rombonganBelajar.guruId,
    })
    .from(anggotaRombel)
    .innerJoin(
      rombonganBelajar,
      eq(rombonganBelajar.rombonganBelajarId, anggotaRombel.rombonganBelajarId),
    )
    .where(
      and(
        eq(anggotaRombel.sekolahId, sekolahId),
        eq(anggotaRombel.semesterId, semesterId),
        isNull(anggotaRombel.deletedAt),
        eq(rombonganBelajar.jenisRombel, 1),
        eq(rombonganBelajar.semesterId, semesterId),
        isNull(rombonganBelajar.deletedAt),
      ),
    )
    .orderBy(anggotaRombel.pesertaDidikId, asc(anggotaRombel.createdAt))
    .as('kelas');
}

function keluarIn(semesterId: string): SQL {
  return sql`(select 1 from ${pdKeluar} where ${pdKeluar.pesertaDidikId} = ${pesertaDidik.pesertaDidikId} and ${pdKeluar.semesterId} = ${semesterId})`;
}

export function createPdQueries(db: Db, sekolahId: string, semesterId: string) {
  const kelas = regularClass(db, sekolahId, semesterId);

  function scopeFilter(scope: PdScope): SQL | undefined {
    if (scope.kind === 'school') return undefined;
    return scope.guruId ? eq(kelas.waliGuruId, scope.guruId) : sql`false`;
  }

  function baseWhere(status: PdStatus, scope: PdScope): SQL {
    return and(
      eq(pesertaDidik.sekolahId, sekolahId),
      isNull(pesertaDidik.deletedAt),
      status === 'aktif' ? notExists(keluarIn(semesterId)) : exists(keluarIn(semesterId)),
      scopeFilter(scope),
    )!;
  }

  const columns = {
    pesertaDidikId: pesertaDidik.pesertaDidikId,
    nama: pesertaDidik.nama,
    noInduk: pesertaDidik.noInduk,
    nisn: pesertaDidik.nisn,
    jenisKelamin: pesertaDidik.jenisKelamin,
    tempatLahir: pesertaDidik.tempatLahir,
    tanggalLahir: pesertaDidik.tanggalLahir,
    agama: agama.nama,
    rombonganBelajarId: kelas.rombonganBelajarId,
    kelas: kelas.nama,
    tingkat: kelas.tingkat,
  };

  const pekerjaanName = (column: AnyPgColumn) =>
    sql<
      string | null
    >`(select ${pekerjaan.nama} from ${pekerjaan} where ${pekerjaan.pekerjaanId} = ${column})`;

  return {
    async list(status: PdStatus, scope: PdScope, query: PdListQuery) {
      const where = and(
        baseWhere(status, scope),
        query.tingkat ? eq(kelas.tingkat, query.tingkat) : undefined,
        query.rombongan_belajar_id
          ? eq(kelas.rombonganBelajarId, query.rombongan_belajar_id)
          : undefined,
        searchAny(query.q, [pesertaDidik.nama, pesertaDidik.nisn, pesertaDidik.noInduk]),
      )!;
      const order = orderOf(
        query,
        {
          nama: pesertaDidik.nama,
          nisn: pesertaDidik.nisn,
          jenis_kelamin: pesertaDidik.jenisKelamin,
          tanggal_lahir: pesertaDidik.tanggalLahir,
          kelas: kelas.nama,
        },
        'nama',
        pesertaDidik.pesertaDidikId,
      );
      return pageWithTotal(query, (limit, offset) =>
        db
          .select({ ...columns, total: totalOver })
          .from(pesertaDidik)
          .leftJoin(kelas, eq(kelas.pesertaDidikId, pesertaDidik.pesertaDidikId))
          .leftJoin(agama, eq(agama.agamaId, pesertaDidik.agamaId))
          .where(where)
          .orderBy(...order)
          .limit(limit)
          .offset(offset),
      );
    },

    /** One student of the school with his class; `inScope` says whether the scope covers him. */
    async detail(pesertaDidikId: string, scope: PdScope) {
      const inScope = scopeFilter(scope) ?? sql`true`;
      const [row] = await db
        .select({
          ...columns,
          record: pesertaDidik,
          kerjaAyahNama: pekerjaanName(pesertaDidik.kerjaAyah),
          kerjaIbuNama: pekerjaanName(pesertaDidik.kerjaIbu),
          kerjaWaliNama: pekerjaanName(pesertaDidik.kerjaWali),
          inScope: sql<boolean>`coalesce(${inScope}, false)`,
          keluar: sql<boolean>`exists ${keluarIn(semesterId)}`,
        })
        .from(pesertaDidik)
        .leftJoin(kelas, eq(kelas.pesertaDidikId, pesertaDidik.pesertaDidikId))
        .leftJoin(agama, eq(agama.agamaId, pesertaDidik.agamaId))
        .where(
          and(
            eq(pesertaDidik.sekolahId, sekolahId),
            eq(pesertaDidik.pesertaDidikId, pesertaDidikId),
            isNull(pesertaDidik.deletedAt),
          ),
        );
      return row ?? null;
    },

    /** Active students with their account; without paging it answers every row (XLSX export). */
    async accounts(scope: PdScope, query: PasswordQuery, paging: boolean) {
      const where = and(
        baseWhere('aktif', scope),
        query.rombongan_belajar_id
          ? eq(kelas.rombonganBelajarId, query.rombongan_belajar_id)
          : undefined,
        searchAny(query.q, [pesertaDidik.nama, pesertaDidik.nisn, users.email]),
      )!;
      const order = paging
        ? orderOf(
            query,
            {
              nama: pesertaDidik.nama,
              nisn: pesertaDidik.nisn,
              kelas: kelas.nama,
              last_login_at: users.lastLoginAt,
            },
            'nama',
            pesertaDidik.pesertaDidikId,
          )
        : [sql`${kelas.nama} nulls last`, asc(pesertaDidik.nama)];
      const fetch = (limit: number, offset: number) =>
        db
          .select({
            pesertaDidikId: pesertaDidik.pesertaDidikId,
            nama: pesertaDidik.nama,
            nisn: pesertaDidik.nisn,
            kelas: kelas.nama,
            userId: users.userId,
            username: users.username,
            email: users.email,
            initialPasswordEnc: users.initialPasswordEnc,
            lastLoginAt: users.lastLoginAt,
            total: totalOver,
          })
          .from(pesertaDidik)
          .leftJoin(kelas, eq(kelas.pesertaDidikId, pesertaDidik.pesertaDidikId))
          .leftJoin(
            users,
            and(
              eq(users.pesertaDidikId, pesertaDidik.pesertaDidikId),
              eq(users.sekolahId, sekolahId),
            ),
          )
          .where(where)
          .orderBy(...order)
          .limit(limit)
          .offset(offset);
      if (!paging) {
        const rows = await fetch(MAX_EXPORT_ROWS, 0);
        return { rows, total: rows.length };
      }
      return pageWithTotal(query, fetch);
    },
  };
}

/** A school has at most a few thousand students; one sheet holds them all. */
const MAX_EXPORT_ROWS = 10_000;

/** Regular classes of the semester for the filters, limited to the wali's own classes. */
export async function regularClassOptions(
  db: Db,
  sekolahId: string,
  semesterId: string,
  scope: PdScope,
) {
  return db
    .select({
      value: rombonganBelajar.rombonganBelajarId,
      label: rombonganBelajar.nama,
      tingkat: rombonganBelajar.tingkat,
    })
    .from(rombonganBelajar)
    .where(
      and(
        eq(rombonganBelajar.sekolahId, sekolahId),
        eq(rombonganBelajar.semesterId, semesterId),
        eq(rombonganBelajar.jenisRombel, 1),
        isNull(rombonganBelajar.deletedAt),
        scope.kind === 'wali'
          ? scope.guruId
            ? eq(rombonganBelajar.guruId, scope.guruId)
            : sql`false`
          : undefined,
      ),
    )
    .orderBy(rombonganBelajar.tingkat, rombonganBelajar.nama);
}

export async function pekerjaanOptions(db: Db) {
  return db
    .select({ value: pekerjaan.pekerjaanId, label: pekerjaan.nama })
    .from(pekerjaan)
    .orderBy(pekerjaan.pekerjaanId);
}

export async function pekerjaanExists(db: Db, pekerjaanId: number) {
  const [row] = await db
    .select({ id: pekerjaan.pekerjaanId })
    .from(pekerjaan)
    .where(eq(pekerjaan.pekerjaanId, pekerjaanId));
  return Boolean(row);
}

export async function guruIdOfUser(db: Db, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ guruId: users.guruId })
    .from(users)
    .where(eq(users.userId, userId));
  return row?.guruId ?? null;
}
