import { and, asc, eq, inArray, isNull, ne, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ProgresPenilaian } from '@erapor/shared/penilaian/beranda-penilaian.schemas';
import type { Db } from '../../db/client';
import { guru } from '../gtk/gtk.table';
import { anggotaRombel, pembelajaran, rombonganBelajar } from '../rombel/rombel.table';
import type { PembelajaranScope } from '../penilaian/grading-status.repository';

/** Classes a grade belongs to: regular (1) and elective-subject (16) groups, not extracurriculars. */
export const JENIS_ROMBEL_KELAS = [1, 16];

/** A teacher's name as printed: front title, name, back title. */
function namaGuru(table: { gelarDepan: AnyColumn; nama: AnyColumn; gelarBelakang: AnyColumn }) {
  return sql<string>`trim(concat_ws(' ', ${table.gelarDepan}, ${table.nama}) || coalesce(', ' || nullif(${table.gelarBelakang}, ''), ''))`;
}

/** What the progress query needs of a pembelajaran. */
export interface ProgresTarget {
  pembelajaranId: string;
  rombonganBelajarId: string;
  /** For a religion subject, the religion its students have; null for everyone of the class. */
  agamaId: number | null;
}

const EMPTY: ProgresPenilaian = {
  siswa: 0,
  jumlah_tp: 0,
  slm: 0,
  sas: 0,
  nilai_akhir: 0,
  deskripsi: 0,
  pts: 0,
};

/**
 * The grading progress of many pembelajaran in one statement: for each, the students it grades
 * (class members, religion filter) and how many of them have an SLM score on a mapped TP, a SAS
 * NA, a final grade under the kompetensi the report prints (99 for a parent with sub-subjects, 4
 * Merdeka, 1 K13), a description and a Nilai Tengah Semester score. Set-based: one scan per grade table, not one per pembelajaran.
 */
export async function progresOf(
  db: Db,
  targets: readonly ProgresTarget[],
): Promise<Map<string, ProgresPenilaian>> {
  const result = new Map<string, ProgresPenilaian>();
  if (targets.length === 0) return result;
  const input = JSON.stringify(
    targets.map((target) => ({
      p: target.pembelajaranId,
      r: target.rombonganBelajarId,
      a: target.agamaId,
    })),
  );
  // One row per (pembelajaran, student) mark, grouped once: no join between the student list and
  // the grade tables, so the plan stays linear even without table statistics (PGlite never
  // analyses tables on its own, and a nested loop over thousands of rows there takes seconds).
  // Each grade table is read per pembelajaran through its primary key (lateral, `offset 0` keeps
  // it from being flattened into a scan of the whole table, which holds every past semester too).
  const rows = await db.execute(sql`
    with t as (
      select (e->>'p')::uuid as pembelajaran_id, (e->>'r')::uuid as rombongan_belajar_id,
             (e->>'a')::smallint as agama_id
      from jsonb_array_elements(${input}::jsonb) as e
    ), tk as materialized (
      select t.pembelajaran_id, t.rombongan_belajar_id, t.agama_id,
        case
          when exists (select 1 from pembelajaran c
                       where c.induk_pembelajaran_id = t.pembelajaran_id and c.deleted_at is null) then 99
          when coalesce(k.nama ilike '%merdeka%', false) then 4
          else 1
        end::smallint as kompetensi_id
      from t
      join rombongan_belajar r on r.rombongan_belajar_id = t.rombongan_belajar_id
      left join ref_kurikulum k on k.kurikulum_id = r.kurikulum_id
    ), marks as (
      select tk.pembelajaran_id, a.anggota_rombel_id, 1 as anggota, 0 as slm, 0 as sas, 0 as akhir, 0 as deskripsi, 0 as pts
      from tk
      join anggota_rombel a on a.rombongan_belajar_id = tk.rombongan_belajar_id and a.deleted_at is null
      where tk.agama_id is null
        or tk.agama_id = (select pd.agama_id from peserta_didik pd where pd.peserta_didik_id = a.peserta_didik_id)
      union all
      -- SLM done: a score for every TP mapped to the pembelajaran, not for one of them
      select tk.pembelajaran_id, x.anggota_rombel_id, 0, 1, 0, 0, 0, 0
      from tk cross join lateral (
        select n.anggota_rombel_id from nilai_tp n
        where n.pembelajaran_id = tk.pembelajaran_id and n.nilai is not null
          and n.tp_id in (select m.tp_id from tp_mapel m where m.pembelajaran_id = tk.pembelajaran_id)
        group by n.anggota_rombel_id
        having count(distinct n.tp_id) =
          (select count(*) from tp_mapel m where m.pembelajaran_id = tk.pembelajaran_id)
        offset 0) x
      union all
      select tk.pembelajaran_id, x.anggota_rombel_id, 0, 0, 1, 0, 0, 0
      from tk cross join lateral (
        select n.anggota_rombel_id from nilai_sumatif n
        where n.pembelajaran_id = tk.pembelajaran_id and n.jenis = 'na' and n.nilai is not null
        offset 0) x
      union all
      select tk.pembelajaran_id, x.anggota_rombel_id, 0, 0, 0, 1, 0, 0
      from tk cross join lateral (
        select n.anggota_rombel_id from nilai_akhir n
        where n.pembelajaran_id = tk.pembelajaran_id and n.kompetensi_id = tk.kompetensi_id
          and n.nilai is not null
        offset 0) x
      union all
      select tk.pembelajaran_id, x.anggota_rombel_id, 0, 0, 0, 0, 1, 0
      from tk cross join lateral (
        select d.anggota_rombel_id from deskripsi_mata_pelajaran d
        where d.pembelajaran_id = tk.pembelajaran_id
          and (d.capaian is not null or d.perlu_ditingkatkan is not null)
        offset 0) x
      union all
      select tk.pembelajaran_id, x.anggota_rombel_id, 0, 0, 0, 0, 0, 1
      from tk cross join lateral (
        select n.anggota_rombel_id from nilai_pts n
        where n.pembelajaran_id = tk.pembelajaran_id and n.nilai is not null
        offset 0) x
    ), per_siswa as (
      select pembelajaran_id, max(anggota) as anggota, max(slm) as slm, max(sas) as sas,
             max(akhir) as akhir, max(deskripsi) as deskripsi, max(pts) as pts
      from marks
      group by pembelajaran_id, anggota_rombel_id
    ), tp as (
      select m.pembelajaran_id, count(*)::int as n
      from tk
      join tp_mapel m on m.pembelajaran_id = tk.pembelajaran_id
      join tujuan_pembelajaran tp on tp.tp_id = m.tp_id and tp.deleted_at is null
      group by m.pembelajaran_id
    ), counts as (
      -- Only marks of students the pembelajaran grades count (not of one who left the class).
      select pembelajaran_id,
        count(*) filter (where anggota = 1)::int as siswa,
        count(*) filter (where anggota = 1 and slm = 1)::int as slm,
        count(*) filter (where anggota = 1 and sas = 1)::int as sas,
        count(*) filter (where anggota = 1 and akhir = 1)::int as nilai_akhir,
        count(*) filter (where anggota = 1 and deskripsi = 1)::int as deskripsi,
        count(*) filter (where anggota = 1 and pts = 1)::int as pts
      from per_siswa
      group by pembelajaran_id
    )
    select tk.pembelajaran_id, coalesce(tp.n, 0) as jumlah_tp,
      coalesce(c.siswa, 0) as siswa, coalesce(c.slm, 0) as slm, coalesce(c.sas, 0) as sas,
      coalesce(c.nilai_akhir, 0) as nilai_akhir, coalesce(c.deskripsi, 0) as deskripsi,
      coalesce(c.pts, 0) as pts
    from tk
    left join counts c on c.pembelajaran_id = tk.pembelajaran_id
    left join tp on tp.pembelajaran_id = tk.pembelajaran_id`);
  for (const row of (rows as { rows: Record<string, unknown>[] }).rows) {
    result.set(String(row.pembelajaran_id), {
      siswa: Number(row.siswa),
      jumlah_tp: Number(row.jumlah_tp),
      slm: Number(row.slm),
      sas: Number(row.sas),
      nilai_akhir: Number(row.nilai_akhir),
      deskripsi: Number(row.deskripsi),
      pts: Number(row.pts),
    });
  }
  for (const target of targets)
    if (!result.has(target.pembelajaranId)) result.set(target.pembelajaranId, { ...EMPTY });
  return result;
}

const pengajar = alias(guru, 'pengajar');

/**
 * The pembelajaran of the session's school and semester in classes (regular and elective), with
 * the teacher who grades them; narrowed to some classes when `rombel` is given, to the ones a
 * teacher grades when `guruId` is.
 */
export async function pembelajaranKelas(
  db: Db,
  scope: PembelajaranScope,
  { rombel, guruId }: { rombel?: readonly string[]; guruId?: string } = {},
) {
  if (rombel && rombel.length === 0) return [];
  return db
    .select({
      pembelajaranId: pembelajaran.pembelajaranId,
      namaMataPelajaran: pembelajaran.namaMataPelajaran,
      mataPelajaranId: pembelajaran.mataPelajaranId,
      kelompokId: pembelajaran.kelompokId,
      noUrut: pembelajaran.noUrut,
      indukPembelajaranId: pembelajaran.indukPembelajaranId,
      rombonganBelajarId: rombonganBelajar.rombonganBelajarId,
      rombel: rombonganBelajar.nama,
      tingkat: rombonganBelajar.tingkat,
      jenisRombel: rombonganBelajar.jenisRombel,
      kunciNilai: rombonganBelajar.kunciNilai,
      guruId: pengajar.guruId,
      guru: sql<
        string | null
      >`case when ${pengajar.guruId} is null then null else ${namaGuru(pengajar)} end`,
    })
    .from(pembelajaran)
    .innerJoin(
      rombonganBelajar,
      eq(rombonganBelajar.rombonganBelajarId, pembelajaran.rombonganBelajarId),
    )
    .leftJoin(
      pengajar,
      eq(pengajar.guruId, sql`coalesce(${pembelajaran.guruPengajarId}, ${pembelajaran.guruId})`),
    )
    .where(
      and(
        eq(pembelajaran.sekolahId, scope.sekolahId),
        eq(pembelajaran.semesterId, scope.semesterId),
        isNull(pembelajaran.deletedAt),
        isNull(rombonganBelajar.deletedAt),
        inArray(rombonganBelajar.jenisRombel, JENIS_ROMBEL_KELAS),
        rombel ? inArray(rombonganBelajar.rombonganBelajarId, [...rombel]) : undefined,
        guruId ? eq(pengajar.guruId, guruId) : undefined,
      ),
    )
    .orderBy(
      asc(rombonganBelajar.tingkat),
      asc(rombonganBelajar.nama),
      sql`${pembelajaran.noUrut} nulls last`,
      asc(pembelajaran.namaMataPelajaran),
    );
}

/**
 * Classes (regular and elective) of the session's school and semester with their wali and
 * member count; only the wali's own classes when `waliGuruId` is given.
 */
export async function kelasSekolah(db: Db, scope: PembelajaranScope, waliGuruId?: string) {
  const filters: (SQL | undefined)[] = [
    eq(rombonganBelajar.sekolahId, scope.sekolahId),
    eq(rombonganBelajar.semesterId, scope.semesterId),
    isNull(rombonganBelajar.deletedAt),
    inArray(rombonganBelajar.jenisRombel, JENIS_ROMBEL_KELAS),
    waliGuruId === undefined ? undefined : eq(rombonganBelajar.guruId, waliGuruId),
  ];
  return db
    .select({
      rombonganBelajarId: rombonganBelajar.rombonganBelajarId,
      nama: rombonganBelajar.nama,
      tingkat: rombonganBelajar.tingkat,
      jenisRombel: rombonganBelajar.jenisRombel,
      kunciNilai: rombonganBelajar.kunciNilai,
      waliGuruId: rombonganBelajar.guruId,
      wali: sql<
        string | null
      >`case when ${guru.guruId} is null then null else ${namaGuru(guru)} end`,
      jumlahSiswa: sql<number>`(select count(*)::int from ${anggotaRombel}
        where ${anggotaRombel.rombonganBelajarId} = ${rombonganBelajar.rombonganBelajarId}
          and ${anggotaRombel.deletedAt} is null)`,
    })
    .from(rombonganBelajar)
    .leftJoin(guru, eq(guru.guruId, rombonganBelajar.guruId))
    .where(and(...filters))
    .orderBy(
      asc(rombonganBelajar.jenisRombel),
      asc(rombonganBelajar.tingkat),
      asc(rombonganBelajar.nama),
    );
}

/** One class of the session's school and semester (regular or elective), with its wali. */
export async function findKelas(db: Db, scope: PembelajaranScope, rombonganBelajarId: string) {
  const [row] = await db
    .select({
      rombonganBelajarId: rombonganBelajar.rombonganBelajarId,
      nama: rombonganBelajar.nama,
      waliGuruId: rombonganBelajar.guruId,
      kunciNilai: rombonganBelajar.kunciNilai,
    })
    .from(rombonganBelajar)
    .where(
      and(
        eq(rombonganBelajar.rombonganBelajarId, rombonganBelajarId),
        eq(rombonganBelajar.sekolahId, scope.sekolahId),
        eq(rombonganBelajar.semesterId, scope.semesterId),
        isNull(rombonganBelajar.deletedAt),
        inArray(rombonganBelajar.jenisRombel, JENIS_ROMBEL_KELAS),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** Locks or unlocks a class's grades; `updated_at` records when. */
/** Sets the class lock; answers whether it changed (a repeated or raced request does not). */
export async function setKunciNilai(
  db: Db,
  rombonganBelajarId: string,
  kunci: boolean,
): Promise<boolean> {
  const changed = await db
    .update(rombonganBelajar)
    .set({ kunciNilai: kunci, updatedAt: new Date() })
    .where(
      and(
        eq(rombonganBelajar.rombonganBelajarId, rombonganBelajarId),
        ne(rombonganBelajar.kunciNilai, kunci),
      ),
    )
    .returning({ id: rombonganBelajar.rombonganBelajarId });
  return changed.length > 0;
}
