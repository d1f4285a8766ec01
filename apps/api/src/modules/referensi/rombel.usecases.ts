import type { Page } from '@erapor/shared/referensi/list.schemas';
import type {
  AnggotaList,
  PembelajaranForm,
  RombelItem,
  SavePembelajaranBody,
} from '@erapor/shared/referensi/rombel.schemas';
import type { AppContext } from '../../app-context';
import type { Db } from '../../db/client';
import type { Session } from '../../plugins/access';
import { AppError, notFound } from '../../plugins/errors';
import {
  JENIS_PTK_ASESOR,
  JENIS_PTK_INSTRUKTUR,
  JENIS_PTK_TENDIK,
} from '../pengguna/pengguna.usecases';
import { namaLengkap } from './gtk.usecases';
import { isoDate } from './list-paging';
import {
  anggotaOf,
  findAnggota,
  findRombel,
  guruIdsOfSchool,
  kelompokOptions,
  listRombel,
  pembelajaranOf,
  softDeleteAnggota,
  teacherOptions,
  updatePembelajaranRows,
  type RombelListQuery,
} from './rombel.repository';

/** Class membership and subject mapping feed every grade: only the administrator changes them. */
function requireAdmin(session: Session): void {
  if (!session.roles.includes('admin')) {
    throw new AppError(
      403,
      'auth.forbidden',
      'Hanya administrator yang dapat mengubah anggota dan pembelajaran rombel.',
    );
  }
}

export async function listRombelPage(
  ctx: AppContext,
  session: Session,
  query: RombelListQuery,
): Promise<Page<RombelItem>> {
  const { rows, total } = await listRombel(ctx.db, session.sekolahId, session.semesterId, query);
  return {
    data: rows.map((row) => ({
      rombongan_belajar_id: row.rombonganBelajarId,
      nama: row.nama,
      tingkat: row.tingkat,
      jenis_rombel: row.jenisRombel,
      wali_kelas: row.waliNama
        ? namaLengkap({
            nama: row.waliNama,
            gelarDepan: row.waliGelarDepan,
            gelarBelakang: row.waliGelarBelakang,
          })
        : null,
      jurusan: row.jurusan,
      kurikulum: row.kurikulum,
      merdeka: row.merdeka,
      anggota: row.anggota,
    })),
    total,
    page: query.page,
    per_page: query.per_page,
  };
}

/** A class of the session's school and semester, limited to the given jenis. */
export async function requireRombel(
  ctx: AppContext,
  session: Session,
  id: string,
  jenis: readonly number[],
) {
  const rombel = await findRombel(ctx.db, session.sekolahId, session.semesterId, id);
  if (!rombel || !jenis.includes(rombel.jenisRombel)) throw notFound('Rombongan belajar');
  return rombel;
}

export async function anggotaList(
  ctx: AppContext,
  session: Session,
  id: string,
  jenis: readonly number[],
): Promise<AnggotaList> {
  const rombel = await requireRombel(ctx, session, id, jenis);
  const rows = await anggotaOf(ctx.db, rombel.rombonganBelajarId);
  return {
    rombel: { rombongan_belajar_id: rombel.rombonganBelajarId, nama: rombel.nama },
    data: rows.map((row) => ({
      anggota_rombel_id: row.anggotaRombelId,
      peserta_didik_id: row.pesertaDidikId,
      nama: row.nama,
      nisn: row.nisn,
      jenis_kelamin: row.jenisKelamin,
      tempat_lahir: row.tempatLahir,
      tanggal_lahir: isoDate(row.tanggalLahir),
      agama: row.agama,
    })),
  };
}

/**
 * Soft delete: the enrolment's grades stay, the student just leaves the class list. Not from a
 * class whose grades the wali (or the administrator) locked: its grids and report cards are
 * final, and the student would drop out of them; the class is opened first.
 */
export async function removeAnggota(ctx: AppContext, session: Session, id: string): Promise<void> {
  requireAdmin(session);
  await ctx.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const anggota = await findAnggota(tx, session.sekolahId, session.semesterId, id, true);
    if (!anggota || ![1, 16].includes(anggota.jenisRombel)) throw notFound('Anggota rombel');
    if (anggota.kunciNilai) {
      throw new AppError(
        423,
        'penilaian.locked',
        `Peserta didik tidak dapat dikeluarkan: nilai kelas ${anggota.rombel} sudah dikunci. Buka kunci kelas ini lebih dulu (Beranda, Per Rombongan Belajar).`,
      );
    }
    await softDeleteAnggota(tx, id);
  });
}

const NOT_TEACHERS = [...JENIS_PTK_TENDIK, JENIS_PTK_INSTRUKTUR, JENIS_PTK_ASESOR];

export async function pembelajaranForm(
  ctx: AppContext,
  session: Session,
  id: string,
): Promise<PembelajaranForm> {
  const rombel = await requireRombel(ctx, session, id, [1, 16]);
  const [rows, teachers, kelompok] = await Promise.all([
    pembelajaranOf(ctx.db, rombel.rombonganBelajarId),
    teacherOptions(ctx.db, session.sekolahId, NOT_TEACHERS),
    kelompokOptions(ctx.db, rombel.merdeka),
  ]);
  return {
    rombel: {
      rombongan_belajar_id: rombel.rombonganBelajarId,
      nama: rombel.nama,
      merdeka: rombel.merdeka,
    },
    data: rows.map((row) => ({
      pembelajaran_id: row.pembelajaranId,
      mata_pelajaran_id: row.mataPelajaranId,
      mata_pelajaran: row.mataPelajaran,
      nama_mata_pelajaran: row.namaMataPelajaran,
      guru: row.guru,
      guru_pengajar_id: row.guruPengajarId,
      kelompok_id: row.kelompokId,
      no_urut: row.noUrut,
      siap_dinilai: row.kelompokId !== null && row.noUrut !== null,
    })),
    guru: teachers.map((teacher) => ({ value: teacher.value, label: namaLengkap(teacher) })),
    kelompok: kelompok.map((option) => ({ value: String(option.value), label: option.label })),
  };
}

function invalidRow(index: number, field: string, message: string): AppError {
  return new AppError(422, 'request.invalid', message, {
    [`pembelajaran.${index}.${field}`]: message,
  });
}

export async function savePembelajaran(
  ctx: AppContext,
  session: Session,
  id: string,
  body: SavePembelajaranBody,
): Promise<void> {
  requireAdmin(session);
  const rombel = await requireRombel(ctx, session, id, [1, 16]);
  const [current, kelompok, teachers] = await Promise.all([
    pembelajaranOf(ctx.db, rombel.rombonganBelajarId),
    kelompokOptions(ctx.db, rombel.merdeka),
    guruIdsOfSchool(
      ctx.db,
      session.sekolahId,
      body.pembelajaran.flatMap((row) => (row.guru_pengajar_id ? [row.guru_pengajar_id] : [])),
    ),
  ]);
  const ownIds = new Set(current.map((row) => row.pembelajaranId));
  const kelompokIds = new Set(kelompok.map((option) => option.value));
  body.pembelajaran.forEach((row, index) => {
    if (!ownIds.has(row.pembelajaran_id)) throw notFound('Pembelajaran');
    if (row.guru_pengajar_id && !teachers.has(row.guru_pengajar_id)) {
      throw invalidRow(index, 'guru_pengajar_id', 'Guru pengajar tidak ditemukan di sekolah ini.');
    }
    if (row.kelompok_id !== null && !kelompokIds.has(row.kelompok_id)) {
      throw invalidRow(
        index,
        'kelompok_id',
        'Kelompok tidak sesuai dengan kurikulum rombongan belajar ini.',
      );
    }
  });
  await updatePembelajaranRows(
    ctx.db,
    rombel.rombonganBelajarId,
    body.pembelajaran.map((row) => ({
      pembelajaranId: row.pembelajaran_id,
      namaMataPelajaran: row.nama_mata_pelajaran,
      guruPengajarId: row.guru_pengajar_id,
      kelompokId: row.kelompok_id,
      noUrut: row.no_urut,
    })),
  );
}
