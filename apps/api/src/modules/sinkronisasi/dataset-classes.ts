import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { guru } from '../gtk/gtk.table';
import { pesertaDidik } from '../peserta-didik/peserta-didik.table';
import {
  anggotaRombel,
  ekstrakurikuler,
  pembelajaran,
  rombonganBelajar,
} from '../rombel/rombel.table';
import type { DataSetDefinition, DapodikSnapshot, Entity, SyncScope } from './sync-types';
import { applyTermChange, pick } from './upsert';

/** The class kinds a pull manages: regular, elective subject, extracurricular. */
const JENIS_ROMBEL = [1, 16, 51];

async function knownGuruIds(db: Db, sekolahId: string): Promise<Set<string>> {
  const rows = await db.select({ id: guru.guruId }).from(guru).where(eq(guru.sekolahId, sekolahId));
  return new Set(rows.map((row) => row.id));
}

async function knownPesertaDidikIds(db: Db, sekolahId: string): Promise<Set<string>> {
  const rows = await db
    .select({ id: pesertaDidik.pesertaDidikId })
    .from(pesertaDidik)
    .where(eq(pesertaDidik.sekolahId, sekolahId));
  return new Set(rows.map((row) => row.id));
}

/** A teacher id is kept only when the teacher is known, so a class never points at nobody. */
async function knownGuru(
  scope: SyncScope,
  snapshot: DapodikSnapshot,
): Promise<(id: string | null) => string | null> {
  const known = await knownGuruIds(scope.db, scope.sekolahId);
  for (const row of snapshot.gtk ?? []) known.add(row.ptk_id);
  return (id) => (id && known.has(id) ? id : null);
}

const ROMBEL_KEYS = [
  'nama',
  'tingkat',
  'jenisRombel',
  'jurusanId',
  'kurikulumId',
  'guruId',
] as const;

export const rombelDataSet: DataSetDefinition = {
  key: 'rombongan_belajar',
  async desired(snapshot, scope) {
    if (!snapshot.rombel) return null;
    const guruOf = await knownGuru(scope, snapshot);
    return snapshot.rombel
      .filter((row) => JENIS_ROMBEL.includes(row.jenis_rombel))
      .map((row) => ({
        id: row.rombongan_belajar_id,
        label: row.nama,
        values: {
          nama: row.nama,
          tingkat: row.tingkat_pendidikan_id ?? 10,
          jenisRombel: row.jenis_rombel,
          jurusanId: row.jurusan_id,
          kurikulumId: row.kurikulum_id,
          guruId: guruOf(row.ptk_id),
        },
      }));
  },
  async current({ db, sekolahId, semesterId }) {
    const rows = await db
      .select()
      .from(rombonganBelajar)
      .where(
        and(
          eq(rombonganBelajar.sekolahId, sekolahId),
          eq(rombonganBelajar.semesterId, semesterId),
          isNull(rombonganBelajar.deletedAt),
        ),
      );
    return rows.map((row) => ({
      id: row.rombonganBelajarId,
      label: row.nama,
      values: pick(row, ROMBEL_KEYS),
    }));
  },
  async apply(tx, scope, change) {
    await applyTermChange(
      tx,
      {
        table: rombonganBelajar,
        id: rombonganBelajar.rombonganBelajarId,
        idKey: 'rombonganBelajarId',
        sekolah: rombonganBelajar.sekolahId,
        keys: ROMBEL_KEYS,
      },
      scope,
      change,
    );
  },
};

export const anggotaRombelDataSet: DataSetDefinition = {
  key: 'anggota_rombel',
  async desired(snapshot, scope) {
    if (!snapshot.rombel) return null;
    const students = await knownPesertaDidikIds(scope.db, scope.sekolahId);
    const names = new Map<string, string>();
    for (const row of snapshot.pesertaDidik ?? []) {
      students.add(row.peserta_didik_id);
      names.set(row.peserta_didik_id, row.nama);
    }
    const entities: Entity[] = [];
    for (const rombel of snapshot.rombel.filter((row) => JENIS_ROMBEL.includes(row.jenis_rombel))) {
      for (const member of rombel.anggota_rombel) {
        entities.push({
          id: member.anggota_rombel_id,
          label: `${names.get(member.peserta_didik_id) ?? member.peserta_didik_id} — ${rombel.nama}`,
          values: {
            rombonganBelajarId: rombel.rombongan_belajar_id,
            pesertaDidikId: member.peserta_didik_id,
          },
          skip: students.has(member.peserta_didik_id) ? undefined : 'peserta didik tidak dikenal',
        });
      }
    }
    return entities;
  },
  async current({ db, sekolahId, semesterId }) {
    const rows = await db
      .select({
        id: anggotaRombel.anggotaRombelId,
        rombonganBelajarId: anggotaRombel.rombonganBelajarId,
        pesertaDidikId: anggotaRombel.pesertaDidikId,
        nama: pesertaDidik.nama,
        rombel: rombonganBelajar.nama,
      })
      .from(anggotaRombel)
      .innerJoin(pesertaDidik, eq(pesertaDidik.pesertaDidikId, anggotaRombel.pesertaDidikId))
      .innerJoin(
        rombonganBelajar,
        eq(rombonganBelajar.rombonganBelajarId, anggotaRombel.rombonganBelajarId),
      )
      .where(
        and(
          eq(anggotaRombel.sekolahId, sekolahId),
          eq(anggotaRombel.semesterId, semesterId),
          isNull(anggotaRombel.deletedAt),
        ),
      );
    return rows.map((row) => ({
      id: row.id,
      label: `${row.nama} — ${row.rombel}`,
      values: { rombonganBelajarId: row.rombonganBelajarId, pesertaDidikId: row.pesertaDidikId },
    }));
  },
  async apply(tx, scope, change) {
    await applyTermChange(
      tx,
      {
        table: anggotaRombel,
        id: anggotaRombel.anggotaRombelId,
        idKey: 'anggotaRombelId',
        sekolah: anggotaRombel.sekolahId,
        keys: ['rombonganBelajarId', 'pesertaDidikId'],
      },
      scope,
      change,
    );
  },
};

/** Fields Dapodik owns; the school's mapping (kelompok, order, display name, teacher) is kept. */
const PEMBELAJARAN_KEYS = [
  'rombonganBelajarId',
  'guruId',
  'mataPelajaranId',
  'indukPembelajaranId',
] as const;

export const pembelajaranDataSet: DataSetDefinition = {
  key: 'pembelajaran',
  async desired(snapshot, scope) {
    if (!snapshot.rombel) return null;
    const guruOf = await knownGuru(scope, snapshot);
    return snapshot.rombel
      .filter((row) => row.jenis_rombel !== 51 && JENIS_ROMBEL.includes(row.jenis_rombel))
      .flatMap((rombel) =>
        rombel.pembelajaran.map((row) => ({
          id: row.pembelajaran_id,
          label: `${row.nama_mata_pelajaran ?? row.mata_pelajaran_id_str ?? row.mata_pelajaran_id} — ${rombel.nama}`,
          values: {
            rombonganBelajarId: rombel.rombongan_belajar_id,
            guruId: guruOf(row.ptk_id),
            mataPelajaranId: row.mata_pelajaran_id,
            indukPembelajaranId: row.induk_pembelajaran_id,
          },
          insertOnly: {
            namaMataPelajaran:
              row.nama_mata_pelajaran ?? row.mata_pelajaran_id_str ?? String(row.mata_pelajaran_id),
          },
        })),
      );
  },
  async current({ db, sekolahId, semesterId }) {
    const rows = await db
      .select({
        pembelajaranId: pembelajaran.pembelajaranId,
        namaMataPelajaran: pembelajaran.namaMataPelajaran,
        rombonganBelajarId: pembelajaran.rombonganBelajarId,
        guruId: pembelajaran.guruId,
        mataPelajaranId: pembelajaran.mataPelajaranId,
        indukPembelajaranId: pembelajaran.indukPembelajaranId,
        rombel: rombonganBelajar.nama,
      })
      .from(pembelajaran)
      .innerJoin(
        rombonganBelajar,
        eq(rombonganBelajar.rombonganBelajarId, pembelajaran.rombonganBelajarId),
      )
      .where(
        and(
          eq(pembelajaran.sekolahId, sekolahId),
          eq(pembelajaran.semesterId, semesterId),
          eq(pembelajaran.isDapodik, true),
          isNull(pembelajaran.deletedAt),
        ),
      );
    return rows.map((row) => ({
      id: row.pembelajaranId,
      label: `${row.namaMataPelajaran} — ${row.rombel}`,
      values: pick(row, PEMBELAJARAN_KEYS),
    }));
  },
  async apply(tx, scope, change) {
    await applyTermChange(
      tx,
      {
        table: pembelajaran,
        id: pembelajaran.pembelajaranId,
        idKey: 'pembelajaranId',
        sekolah: pembelajaran.sekolahId,
        keys: PEMBELAJARAN_KEYS,
      },
      scope,
      change,
    );
  },
};

const EKSKUL_KEYS = ['namaEkskul', 'guruId', 'rombonganBelajarId', 'alamatEkskul'] as const;

export const ekstrakurikulerDataSet: DataSetDefinition = {
  key: 'ekstrakurikuler',
  async desired(snapshot, scope) {
    if (!snapshot.rombel) return null;
    const guruOf = await knownGuru(scope, snapshot);
    return snapshot.rombel
      .filter((row) => row.jenis_rombel === 51)
      .map((row) => ({
        id: row.id_kelas_ekskul ?? row.rombongan_belajar_id,
        label: row.nm_ekskul ?? row.nama,
        values: {
          namaEkskul: row.nm_ekskul ?? row.nama,
          guruId: guruOf(row.ptk_id),
          rombonganBelajarId: row.rombongan_belajar_id,
          alamatEkskul: row.id_ruang_str,
        },
      }));
  },
  async current({ db, sekolahId, semesterId }) {
    const rows = await db
      .select()
      .from(ekstrakurikuler)
      .where(
        and(
          eq(ekstrakurikuler.sekolahId, sekolahId),
          eq(ekstrakurikuler.semesterId, semesterId),
          isNull(ekstrakurikuler.deletedAt),
        ),
      );
    return rows.map((row) => ({
      id: row.ekstrakurikulerId,
      label: row.namaEkskul,
      values: pick(row, EKSKUL_KEYS),
    }));
  },
  async apply(tx, scope, change) {
    await applyTermChange(
      tx,
      {
        table: ekstrakurikuler,
        id: ekstrakurikuler.ekstrakurikulerId,
        idKey: 'ekstrakurikulerId',
        sekolah: ekstrakurikuler.sekolahId,
        keys: EKSKUL_KEYS,
      },
      scope,
      change,
    );
  },
};
