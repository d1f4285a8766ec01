import { and, asc, desc, eq, isNull } from 'drizzle-orm';
import { nilaiGabungan } from '@erapor/shared/penilaian/nilai';
import { agamaOfMapel } from '@erapor/shared/penilaian/mapel-khusus';
import type {
  GridCellWrite,
  GridPembelajaran,
  GridWriteResult,
} from '@erapor/shared/penilaian/grid.schemas';
import type {
  GunakanNilaiAsesmen,
  GunakanNilaiAsesmenResult,
  JenisPenyesuaian,
  NilaiAsesmenData,
  NilaiGabunganResult,
  PenyesuaianNilai,
  PenyesuaianNilaiAkhir,
  SubMapel,
} from '@erapor/shared/penilaian/nilai-akhir.schemas';
import type { AppContext } from '../../app-context';
import type { Db } from '../../db/client';
import type { Session } from '../../plugins/access';
import { AppError, invalidField } from '../../plugins/errors';
import { users } from '../auth/users.table';
import { pembelajaran } from '../rombel/rombel.table';
import { readRows, writeRows } from './grade-store';
import { gradingTarget, nilaiAsesmenOf, TABLES, writeGrid } from './grid.usecases';
import { kompetensiOf } from './grid-shape';
import { siswaOf, tpOf, type PembelajaranRow } from './penilaian.repository';
import { gradeHistory, penyesuaianPersetujuan } from './penilaian.table';
import { keputusanColumns, persetujuanDto, penyetuju } from './persetujuan.repository';
import { refuseLowering } from './remedial.usecases';

/** The pembelajaran as every grading answer names it. */
export function gridPembelajaranOf(target: PembelajaranRow): GridPembelajaran {
  return {
    pembelajaran_id: target.pembelajaranId,
    nama_mata_pelajaran: target.namaMataPelajaran,
    mata_pelajaran_id: target.mataPelajaranId,
    rombongan_belajar_id: target.rombonganBelajarId,
    rombel: target.rombel,
    tingkat: target.tingkat,
    merdeka: target.merdeka,
  };
}

/** Key of the report's final in nilai_akhir (Merdeka 4, K13 1), for a subject without children. */
const kompetensiRapor = (target: Pick<PembelajaranRow, 'merdeka'>) => (target.merdeka ? '4' : '1');
/** Key of a parent subject's own typed final (domain §5.9). */
const KOMPETENSI_INDUK = '99';
/** Key of the final the Nilai Akhir screen shows and writes for this pembelajaran. */
const ownKeyOf = (target: PembelajaranRow) =>
  target.punyaSubMapel ? KOMPETENSI_INDUK : kompetensiRapor(target);

/** The sub-subjects of a parent pembelajaran (domain §5.9). */
async function subMapelOf(db: Db, pembelajaranId: string): Promise<SubMapel[]> {
  const rows = await db
    .select({
      pembelajaranId: pembelajaran.pembelajaranId,
      nama: pembelajaran.namaMataPelajaran,
    })
    .from(pembelajaran)
    .where(
      and(eq(pembelajaran.indukPembelajaranId, pembelajaranId), isNull(pembelajaran.deletedAt)),
    )
    .orderBy(asc(pembelajaran.noUrut), asc(pembelajaran.namaMataPelajaran));
  return rows.map((row) => ({
    pembelajaran_id: row.pembelajaranId,
    nama_mata_pelajaran: row.nama,
  }));
}

const PENYESUAIAN: readonly string[] = ['remedial', 'adjust'] satisfies JenisPenyesuaian[];

/**
 * Per student, the remedial or adjustment that made his stored final: the final's latest change,
 * when it was one (a later save of the grid or of the computed grades replaces it).
 */
async function penyesuaianOf(db: Db, sekolahId: string, pembelajaranId: string, key: string) {
  const latest = await db
    .selectDistinctOn([gradeHistory.anggotaRombelId], {
      anggotaRombelId: gradeHistory.anggotaRombelId,
      sumber: gradeHistory.sumber,
      alasan: gradeHistory.alasan,
      nilaiLama: gradeHistory.nilaiLama,
      oleh: users.name,
      waktu: gradeHistory.createdAt,
      ...keputusanColumns,
    })
    .from(gradeHistory)
    .leftJoin(users, eq(users.userId, gradeHistory.userId))
    .leftJoin(penyesuaianPersetujuan, eq(penyesuaianPersetujuan.gradeHistoryId, gradeHistory.id))
    .leftJoin(penyetuju, eq(penyetuju.userId, penyesuaianPersetujuan.userId))
    .where(
      and(
        eq(gradeHistory.sekolahId, sekolahId),
        eq(gradeHistory.pembelajaranId, pembelajaranId),
        eq(gradeHistory.tabel, TABLES['nilai-akhir'].name),
        eq(gradeHistory.kolom, key),
      ),
    )
    .orderBy(gradeHistory.anggotaRombelId, desc(gradeHistory.id));
  const found = new Map<string, PenyesuaianNilai>();
  for (const row of latest) {
    if (!PENYESUAIAN.includes(row.sumber)) continue;
    found.set(row.anggotaRombelId, {
      jenis: row.sumber as JenisPenyesuaian,
      alasan: row.alasan ?? '',
      nilai_lama: row.nilaiLama === null ? null : Number(row.nilaiLama),
      oleh: row.oleh,
      waktu: row.waktu.toISOString(),
      persetujuan: persetujuanDto(row),
    });
  }
  return found;
}

/**
 * The Nilai Akhir screen: per student the computed Nilai Asesmen (weights, half-up, flagged
 * "belum lengkap" with what is missing) next to the stored final and its version.
 */
export async function getNilaiAsesmen(
  ctx: AppContext,
  session: Session,
  pembelajaranId: string,
): Promise<NilaiAsesmenData> {
  const { pembelajaran: target, lock } = await gradingTarget(ctx.db, session, pembelajaranId);
  const ownKey = ownKeyOf(target);
  const [siswa, tps, finals, subMapel, penyesuaian] = await Promise.all([
    siswaOf(ctx.db, target.rombonganBelajarId, agamaOfMapel(target.mataPelajaranId)),
    tpOf(ctx.db, target.pembelajaranId),
    readRows(ctx.db, TABLES['nilai-akhir'], target.pembelajaranId),
    target.punyaSubMapel ? subMapelOf(ctx.db, target.pembelajaranId) : Promise.resolve([]),
    penyesuaianOf(ctx.db, session.sekolahId, target.pembelajaranId, ownKey),
  ]);
  const anggota = siswa.map((s) => s.anggotaRombelId);
  const [asesmen, sas, subFinals] = await Promise.all([
    nilaiAsesmenOf(ctx.db, target, anggota),
    readRows(ctx.db, TABLES.sas, target.pembelajaranId),
    Promise.all(
      subMapel.map((sub) => readRows(ctx.db, TABLES['nilai-akhir'], sub.pembelajaran_id)),
    ),
  ]);
  const stored = (id: string, key: string) =>
    finals.find((row) => row.anggotaRombelId === id && row.key === key);
  return {
    pembelajaran: gridPembelajaranOf(target),
    lock,
    bobot: {
      sumatif_materi: target.bobotSumatifMateri,
      sumatif_akhir: target.bobotSumatifAkhir,
    },
    jumlah_tp: tps.length,
    sub_mapel: subMapel,
    rows: siswa.map((student) => {
      const computed = asesmen.get(student.anggotaRombelId)!;
      const own = stored(student.anggotaRombelId, ownKey);
      const na = sas.find(
        (row) => row.anggotaRombelId === student.anggotaRombelId && row.key === 'na',
      );
      return {
        anggota_rombel_id: student.anggotaRombelId,
        nama: student.nama,
        nisn: student.nisn,
        nilai_asesmen: computed.nilai,
        lengkap: computed.lengkap,
        kurang: computed.kurang,
        rerata_slm: computed.rerataSlm,
        sas: (na?.values.nilai as number | null | undefined) ?? null,
        nilai_akhir: {
          value: (own?.values.nilai as number | null | undefined) ?? null,
          version: own?.version ?? 0,
        },
        penyesuaian: penyesuaian.get(student.anggotaRombelId) ?? null,
        ...(target.punyaSubMapel
          ? {
              nilai_gabungan:
                (stored(student.anggotaRombelId, kompetensiRapor(target))?.values.nilai as
                  number | null | undefined) ?? null,
              // the parts of the combined final, as generateNilaiGabungan reads them
              nilai_sub_mapel: subFinals.map(
                (rows) =>
                  (rows.find(
                    (row) =>
                      row.anggotaRombelId === student.anggotaRombelId &&
                      row.key === kompetensiRapor(target),
                  )?.values.nilai as number | null | undefined) ?? null,
              ),
            }
          : {}),
      };
    }),
  };
}

/**
 * The students of a request, refused (naming the entry) when one is sent twice or is not graded
 * in this pembelajaran.
 */
export async function checkSiswa(
  db: Db,
  target: PembelajaranRow,
  entries: readonly { anggota_rombel_id: string }[],
): Promise<Set<string>> {
  const students = new Set(
    (await siswaOf(db, target.rombonganBelajarId, agamaOfMapel(target.mataPelajaranId))).map(
      (s) => s.anggotaRombelId,
    ),
  );
  const seen = new Set<string>();
  entries.forEach((entry, index) => {
    const id = entry.anggota_rombel_id.toLowerCase();
    const message = seen.has(id)
      ? 'Peserta didik yang sama dikirim dua kali.'
      : !students.has(id)
        ? 'Peserta didik ini tidak dinilai di mata pelajaran ini.'
        : null;
    if (message) {
      throw new AppError(422, 'request.invalid', message, {
        [`siswa.${index}.anggota_rombel_id`]: message,
      });
    }
    seen.add(id);
  });
  return seen;
}

/**
 * "Gunakan Nilai Asesmen": writes the computed grades as finals (source 'generate'), each with
 * the version the browser read. A "belum lengkap" student is written only when the teacher
 * accepted him explicitly; a student with no component at all is never written. A missing
 * component is never counted as 0. A final set by a remedial or an adjustment stays: it has a
 * reason the computed grade does not know.
 */
export async function gunakanNilaiAsesmen(
  ctx: AppContext,
  session: Session,
  body: GunakanNilaiAsesmen,
): Promise<GunakanNilaiAsesmenResult> {
  const { pembelajaran: target } = await gradingTarget(ctx.db, session, body.pembelajaran_id);
  const seen = await checkSiswa(ctx.db, target, body.siswa);
  const accepted = new Set((body.terima_belum_lengkap ?? []).map((id) => id.toLowerCase()));
  const [asesmen, disesuaikan] = await Promise.all([
    nilaiAsesmenOf(ctx.db, target, [...seen]),
    penyesuaianOf(ctx.db, session.sekolahId, target.pembelajaranId, ownKeyOf(target)),
  ]);
  const cells: GridCellWrite[] = [];
  const dilewati: GunakanNilaiAsesmenResult['dilewati'] = [];
  for (const entry of body.siswa) {
    const id = entry.anggota_rombel_id.toLowerCase();
    const computed = asesmen.get(id)!;
    if (disesuaikan.has(id)) dilewati.push({ anggota_rombel_id: id, alasan: 'disesuaikan' });
    else if (computed.nilai === null)
      dilewati.push({ anggota_rombel_id: id, alasan: 'tanpa-nilai' });
    else if (!computed.lengkap && !accepted.has(id))
      dilewati.push({ anggota_rombel_id: id, alasan: 'belum-lengkap' });
    else
      cells.push({
        anggota_rombel_id: id,
        kolom: 'nilai',
        value: computed.nilai,
        version: entry.version,
      });
  }
  // Through writeGrid even when nothing is left: the lock, ownership and student checks answer.
  const written = await writeGrid(
    ctx,
    session,
    'nilai-akhir',
    target.pembelajaranId,
    cells,
    'generate',
  );
  return { cells: written.cells, ditulis: cells.length, dilewati };
}

/**
 * Parent subject (domain §5.9): the report's final (kompetensi 4, or 1 in a K13 class) =
 * round(mean of the sub-subjects' finals that exist and the parent's own final). Unlike e-Rapor a
 * missing part is skipped, not counted as 0; with no part at all the combined final is cleared.
 */
export async function generateNilaiGabungan(
  ctx: AppContext,
  session: Session,
  pembelajaranId: string,
): Promise<NilaiGabunganResult> {
  const { pembelajaran: target, lock } = await gradingTarget(ctx.db, session, pembelajaranId);
  if (lock) throw new AppError(423, 'penilaian.locked', lock.message);
  if (!target.punyaSubMapel) {
    throw new AppError(
      422,
      'penilaian.bukan_induk',
      'Mata pelajaran ini tidak memiliki sub mata pelajaran, sehingga tidak ada nilai gabungan.',
      { pembelajaran_id: 'Mata pelajaran ini tidak memiliki sub mata pelajaran.' },
    );
  }
  const siswa = await siswaOf(
    ctx.db,
    target.rombonganBelajarId,
    agamaOfMapel(target.mataPelajaranId),
  );
  const key = kompetensiRapor(target);
  return ctx.db.transaction(async (tx) => {
    const db = tx as unknown as Db;
    const fresh = await gradingTarget(db, session, pembelajaranId, { forWrite: true });
    if (fresh.lock) throw new AppError(423, 'penilaian.locked', fresh.lock.message);
    const children = await subMapelOf(db, target.pembelajaranId);
    const [own, ...childFinals] = await Promise.all([
      readRows(db, TABLES['nilai-akhir'], target.pembelajaranId),
      ...children.map((child) => readRows(db, TABLES['nilai-akhir'], child.pembelajaran_id)),
    ]);
    const valueOf = (rows: typeof own, id: string, k: string) => {
      const value = rows.find((row) => row.anggotaRombelId === id && row.key === k)?.values.nilai;
      return typeof value === 'number' ? value : null;
    };
    const writes = siswa.map((student) => {
      const { nilai } = nilaiGabungan([
        valueOf(own, student.anggotaRombelId, KOMPETENSI_INDUK),
        ...childFinals.map((rows) => valueOf(rows, student.anggotaRombelId, key)),
      ]);
      return { anggotaRombelId: student.anggotaRombelId, key, values: { nilai }, version: 0 };
    });
    const outcome = await writeRows(
      db,
      TABLES['nilai-akhir'],
      {
        sekolahId: session.sekolahId,
        pembelajaranId: target.pembelajaranId,
        userId: session.userId,
        sumber: 'generate',
      },
      writes,
      // A derived value, recomputed from what is stored right now (as the SAS NA).
      { force: true },
    );
    return { ditulis: outcome.rows.filter((row) => row.values.nilai !== null).length };
  });
}

/**
 * One student's final set after a remedial test or adjusted, with the reason kept in the grade
 * history (peers.md M4) instead of a silent overwrite. The same path as the grid's save: owner,
 * locks, deadline, version. A value equal to the stored final changes nothing and is refused, so
 * that no reason is asked for a change that did not happen. A remedial raises the stored final
 * (a lower value is refused under `nilai`); an adjustment may lower it.
 */
export async function sesuaikanNilaiAkhir(
  ctx: AppContext,
  session: Session,
  body: PenyesuaianNilaiAkhir,
): Promise<GridWriteResult> {
  const id = body.anggota_rombel_id.toLowerCase();
  const found = await gradingTarget(ctx.db, session, body.pembelajaran_id, {
    reads: { siswa: true, rows: { table: TABLES['nilai-akhir'], anggota: [id] } },
  });
  const target = found.pembelajaran;
  if (!found.siswa.some((student) => student.anggotaRombelId === id)) {
    throw invalidField(
      'anggota_rombel_id',
      'Peserta didik ini tidak dinilai di mata pelajaran ini.',
    );
  }
  if (body.jenis === 'remedial') {
    const kompetensi = String(kompetensiOf(target));
    const stored = found.rows.find((row) => row.anggotaRombelId === id && row.key === kompetensi);
    // compared at the version the write will replace; a stale one is answered 409 by the write
    const nilai = stored?.values.nilai;
    if (stored && stored.version === body.version && typeof nilai === 'number') {
      refuseLowering('nilai', body.nilai, nilai);
    } else if (!stored || stored.version === body.version) {
      // no final stored yet: the screen shows the Nilai Asesmen computed from the grades
      const computed = (await nilaiAsesmenOf(ctx.db, target, [id])).get(id);
      refuseLowering('nilai', body.nilai, computed?.nilai ?? null, 'Nilai Asesmen');
    }
  }
  const cell = { anggota_rombel_id: id, kolom: 'nilai', value: body.nilai, version: body.version };
  const written = await writeGrid(
    ctx,
    session,
    'nilai-akhir',
    target.pembelajaranId,
    [cell],
    body.jenis,
    body.alasan,
  );
  if (written.cursor === null) {
    throw invalidField(
      'nilai',
      'Nilai ini sama dengan nilai akhir yang tersimpan; tidak ada yang diubah.',
    );
  }
  return written;
}
