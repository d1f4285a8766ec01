import { randomUUID } from 'node:crypto';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import {
  faseOfTingkat,
  isMapelKurikulum,
  type Fase,
} from '@erapor/shared/kurikulum/kurikulum.schemas';
import type { AppContext } from '../../app-context';
import type { Db } from '../../db/client';
import { capaianPembelajaran, tpMapel, tujuanPembelajaran } from '../kurikulum/kurikulum.table';
import { insertCps, type NewCp } from '../kurikulum/kurikulum.repository';
import { cpKunci } from '../kurikulum/kunci';
import { kurikulum } from '../referensi/referensi.table';
import { pembelajaran, rombonganBelajar } from '../rombel/rombel.table';
import { DEMO_CP, DEMO_KEJURUAN_ORDER, DEMO_UMUM_ORDER } from './demo-kurikulum-content';
import { isMerdeka } from '../referensi/rombel.repository';

/** Kurikulum Merdeka report groups (ref_kelompok, kurikulum 2022). */
const KELOMPOK_UMUM = 16;
const KELOMPOK_KEJURUAN = 17;

async function pembelajaranOf(db: Db, sekolahId: string, semesterId: string) {
  return db
    .select({
      pembelajaranId: pembelajaran.pembelajaranId,
      rombonganBelajarId: pembelajaran.rombonganBelajarId,
      tingkat: rombonganBelajar.tingkat,
      mataPelajaranId: pembelajaran.mataPelajaranId,
      nama: pembelajaran.namaMataPelajaran,
      guruId: sql<string | null>`coalesce(${pembelajaran.guruPengajarId}, ${pembelajaran.guruId})`,
      indukPembelajaranId: pembelajaran.indukPembelajaranId,
      kelompokId: pembelajaran.kelompokId,
      noUrut: pembelajaran.noUrut,
      merdeka: isMerdeka,
    })
    .from(pembelajaran)
    .innerJoin(
      rombonganBelajar,
      eq(rombonganBelajar.rombonganBelajarId, pembelajaran.rombonganBelajarId),
    )
    .leftJoin(kurikulum, eq(kurikulum.kurikulumId, rombonganBelajar.kurikulumId))
    .where(
      and(
        eq(pembelajaran.sekolahId, sekolahId),
        eq(pembelajaran.semesterId, semesterId),
        isNull(pembelajaran.deletedAt),
        isNull(rombonganBelajar.deletedAt),
        inArray(rombonganBelajar.jenisRombel, [1, 16]),
      ),
    );
}
type Row = Awaited<ReturnType<typeof pembelajaranOf>>[number];

/** Position on the report: the umum group in its order, then kejuruan, programme subjects last. */
function rank(row: Row): [number, number, string] {
  const umum = DEMO_UMUM_ORDER.indexOf(row.mataPelajaranId);
  if (umum >= 0) return [0, umum, row.nama];
  const kejuruan = DEMO_KEJURUAN_ORDER.indexOf(row.mataPelajaranId);
  if (kejuruan >= 0) return [1, kejuruan, row.nama];
  return [1, 100 + (row.mataPelajaranId >= 800_000_000 ? 0 : 1), row.nama];
}

/**
 * Makes the academic pembelajaran of the Merdeka classes gradable the way the administrator
 * would on Rombongan Belajar: kelompok A (umum) or B (kejuruan) and a report order per class.
 * PKL and P5 (with its themes) are left as they are; a mapping already made is kept.
 */
async function mapPembelajaran(db: Db, rows: Row[]): Promise<number> {
  const byClass = new Map<string, Row[]>();
  for (const row of rows) {
    byClass.set(row.rombonganBelajarId, [...(byClass.get(row.rombonganBelajarId) ?? []), row]);
  }
  const updates: { id: string; kelompok: number; noUrut: number }[] = [];
  for (const classRows of byClass.values()) {
    const ordered = [...classRows].sort((a, b) => {
      const [ga, ia, na] = rank(a);
      const [gb, ib, nb] = rank(b);
      return ga - gb || ia - ib || na.localeCompare(nb);
    });
    ordered.forEach((row, index) => {
      if (row.kelompokId !== null && row.noUrut !== null) return;
      updates.push({
        id: row.pembelajaranId,
        kelompok: rank(row)[0] === 0 ? KELOMPOK_UMUM : KELOMPOK_KEJURUAN,
        noUrut: index + 1,
      });
    });
  }
  for (let i = 0; i < updates.length; i += 500) {
    const values = updates
      .slice(i, i + 500)
      .map((row) => sql`(${row.id}::uuid, ${row.kelompok}::smallint, ${row.noUrut}::smallint)`);
    await db.execute(sql`
      update ${pembelajaran}
      set kelompok_id = v.kelompok, no_urut = v.no_urut, updated_at = now()
      from (values ${sql.join(values, sql`, `)}) as v(id, kelompok, no_urut)
      where ${pembelajaran.pembelajaranId} = v.id`);
  }
  return updates.length;
}

/**
 * The demo school's curriculum references (clearly demo data: the school is the marked demo
 * school and these are the product's own texts, see demo-kurikulum-content.ts): subjects mapped
 * for grading, CPs for every subject and phase it teaches, and 3–4 TPs per CP for each teacher,
 * mapped to every class of that subject he teaches. Batched; runs once after the first pull.
 */
export async function seedDemoKurikulum(
  ctx: AppContext,
  sekolahId: string,
  semesterId: string,
): Promise<{ mapped: number; cp: number; tp: number; tpMapel: number }> {
  const db = ctx.db;
  const all = await pembelajaranOf(db, sekolahId, semesterId);
  // Sub-subjects are graded too (their finals make up the parent's, domain §5.9), so they are
  // mapped like any other subject.
  const academic = all.filter((row) => row.merdeka && isMapelKurikulum(row.mataPelajaranId));
  const mapped = await mapPembelajaran(db, academic);

  const withContent = academic.filter(
    (row) => DEMO_CP[row.mataPelajaranId]?.[faseOfTingkat(row.tingkat)] !== undefined,
  );
  const cpRows = new Map<string, NewCp & { key: string }>();
  for (const row of withContent) {
    const fase = faseOfTingkat(row.tingkat);
    for (const elemen of DEMO_CP[row.mataPelajaranId]![fase]!) {
      const kunci = cpKunci(row.mataPelajaranId, fase, elemen.elemen, elemen.deskripsi);
      cpRows.set(kunci, {
        key: `${row.mataPelajaranId}|${fase}|${elemen.elemen}`,
        sekolahId,
        mataPelajaranId: row.mataPelajaranId,
        fase,
        elemen: elemen.elemen,
        deskripsi: elemen.deskripsi,
        isDir: false,
        kunci,
      });
    }
  }
  const cpCount = await insertCps(
    db,
    [...cpRows.values()].map(({ key: _key, ...row }) => row),
  );
  const stored = cpRows.size
    ? await db
        .select({ cpId: capaianPembelajaran.cpId, kunci: capaianPembelajaran.kunci })
        .from(capaianPembelajaran)
        .where(
          and(
            eq(capaianPembelajaran.sekolahId, sekolahId),
            inArray(capaianPembelajaran.kunci, [...cpRows.keys()]),
          ),
        )
    : [];
  const cpIdByKey = new Map(stored.map((row) => [cpRows.get(row.kunci)!.key, row.cpId]));

  // TPs only once: a school whose classes already have TPs keeps them.
  const ids = withContent.map((row) => row.pembelajaranId);
  const [existing] = ids.length
    ? await db
        .select({ n: sql<number>`count(*)::int` })
        .from(tpMapel)
        .where(inArray(tpMapel.pembelajaranId, ids))
    : [{ n: 0 }];
  if ((existing?.n ?? 0) > 0) return { mapped, cp: cpCount, tp: 0, tpMapel: 0 };

  const groups = new Map<
    string,
    { mapel: number; fase: Fase; guruId: string | null; rows: Row[] }
  >();
  for (const row of withContent) {
    const fase = faseOfTingkat(row.tingkat);
    const key = `${row.mataPelajaranId}|${fase}|${row.guruId ?? '-'}`;
    const group = groups.get(key) ?? {
      mapel: row.mataPelajaranId,
      fase,
      guruId: row.guruId,
      rows: [],
    };
    group.rows.push(row);
    groups.set(key, group);
  }
  const tps: (typeof tujuanPembelajaran.$inferInsert)[] = [];
  const pairs: { tpId: string; pembelajaranId: string }[] = [];
  // Grids list a class's TPs by creation time: one millisecond apart keeps the written order.
  const start = Date.now();
  for (const group of groups.values()) {
    for (const elemen of DEMO_CP[group.mapel]![group.fase]!) {
      const cpId = cpIdByKey.get(`${group.mapel}|${group.fase}|${elemen.elemen}`);
      if (cpId === undefined) continue;
      for (const deskripsi of elemen.tp) {
        const tpId = randomUUID();
        tps.push({
          tpId,
          sekolahId,
          cpId,
          deskripsi,
          guruId: group.guruId,
          createdAt: new Date(start + tps.length),
        });
        for (const row of group.rows) pairs.push({ tpId, pembelajaranId: row.pembelajaranId });
      }
    }
  }
  // Plain multi-row inserts: the ids are made here, nothing needs to come back.
  await db.transaction(async (tx) => {
    for (let i = 0; i < tps.length; i += 1000) {
      await tx.insert(tujuanPembelajaran).values(tps.slice(i, i + 1000));
    }
    for (let i = 0; i < pairs.length; i += 2000) {
      await tx
        .insert(tpMapel)
        .values(pairs.slice(i, i + 2000).map((pair) => ({ ...pair, sekolahId })));
    }
  });
  return { mapped, cp: cpCount, tp: tps.length, tpMapel: pairs.length };
}
