import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNull, sql } from 'drizzle-orm';
import {
  faseOfTingkat,
  type CpItem,
  type TpItem,
} from '@erapor/shared/kurikulum/kurikulum.schemas';
import type { Page } from '@erapor/shared/referensi/list.schemas';
import { pullSimulatedSchool, type SimulatedSchool } from '../../test/simulated-school';
import { capaianPembelajaran, tpMapel, tujuanPembelajaran } from '../kurikulum/kurikulum.table';
import { pembelajaran, rombonganBelajar } from '../rombel/rombel.table';
import { DEMO_CP } from './demo-kurikulum-content';
import { seedDemoKurikulum } from './demo-kurikulum';

let s: SimulatedSchool;
let first: Awaited<ReturnType<typeof seedDemoKurikulum>>;

beforeAll(async () => {
  s = await pullSimulatedSchool({ npsn: '69880044' });
  first = await seedDemoKurikulum(s.t.app.ctx, s.sekolahId, '20261');
}, 120_000);
afterAll(async () => {
  await s.close();
});

async function classes() {
  return s.t.database.db
    .select({
      id: pembelajaran.pembelajaranId,
      rombel: pembelajaran.rombonganBelajarId,
      tingkat: rombonganBelajar.tingkat,
      mapel: pembelajaran.mataPelajaranId,
      guruId: pembelajaran.guruId,
      induk: pembelajaran.indukPembelajaranId,
      kelompok: pembelajaran.kelompokId,
      noUrut: pembelajaran.noUrut,
      tp: sql<number>`(select count(*)::int from ${tpMapel} where ${tpMapel.pembelajaranId} = ${pembelajaran.pembelajaranId})`,
    })
    .from(pembelajaran)
    .innerJoin(
      rombonganBelajar,
      eq(rombonganBelajar.rombonganBelajarId, pembelajaran.rombonganBelajarId),
    )
    .where(and(eq(pembelajaran.sekolahId, s.sekolahId), isNull(pembelajaran.deletedAt)));
}

describe('the demo curriculum', () => {
  it('maps every academic pembelajaran, sub-subjects too (kelompok A/B, one order per class), not PKL or P5', async () => {
    const rows = await classes();
    const academic = rows.filter(
      (row) => row.mapel !== 800001000 && Math.floor(row.mapel / 1000) !== 200040,
    );
    expect(first.mapped).toBe(academic.length);
    for (const row of academic) {
      expect([16, 17]).toContain(row.kelompok);
      expect(row.noUrut).toBeGreaterThan(0);
    }
    const byClass = new Map<string, number[]>();
    for (const row of academic)
      byClass.set(row.rombel, [...(byClass.get(row.rombel) ?? []), row.noUrut!]);
    for (const orders of byClass.values()) {
      expect(orders.sort((a, b) => a - b)).toEqual(orders.map((_, index) => index + 1));
    }
    const islam = academic.find((row) => row.mapel === 100011070)!;
    expect(islam.kelompok).toBe(16);
    const mtk = academic.find((row) => row.mapel === 401000000)!;
    expect(mtk.kelompok).toBe(17);
    for (const row of rows.filter(
      (r) => r.mapel === 800001000 || Math.floor(r.mapel / 1000) === 200040,
    )) {
      expect(row.kelompok).toBeNull();
    }
  });

  it('writes CPs for each subject and phase taught and 3–4 TPs per CP mapped to every class', async () => {
    const rows = (await classes()).filter(
      (row) => DEMO_CP[row.mapel]?.[faseOfTingkat(row.tingkat)] && !row.induk,
    );
    expect(rows.length).toBeGreaterThan(20);
    for (const row of rows) {
      const elements = DEMO_CP[row.mapel]![faseOfTingkat(row.tingkat)]!;
      expect(row.tp, `${row.mapel} kelas ${row.tingkat}`).toBe(
        elements.reduce((sum, element) => sum + element.tp.length, 0),
      );
    }
    const cps = await s.t.database.db
      .select()
      .from(capaianPembelajaran)
      .where(eq(capaianPembelajaran.sekolahId, s.sekolahId));
    expect(cps.length).toBe(first.cp);
    expect(cps.every((cp) => !cp.isDir && cp.aktif)).toBe(true);
    const tps = await s.t.database.db
      .select({ guruId: tujuanPembelajaran.guruId })
      .from(tujuanPembelajaran)
      .where(eq(tujuanPembelajaran.sekolahId, s.sekolahId));
    expect(tps.length).toBe(first.tp);
    expect(tps.every((tp) => tp.guruId !== null)).toBe(true);
    for (const content of Object.values(DEMO_CP)) {
      for (const elements of Object.values(content)) {
        for (const element of elements) expect(element.tp.length).toBeGreaterThanOrEqual(3);
      }
    }
  });

  it('shows a teacher his TPs, all his own to edit', async () => {
    const row = (await classes()).find((r) => r.tp > 0 && r.guruId)!;
    const auth = await s.signInGuru(row.guruId!);
    const response = await s.t.app.inject({
      url: `/api/referensi/tujuan-pembelajaran?per_page=100&rombongan_belajar_id=${row.rombel}`,
      headers: auth,
    });
    const page = response.json<Page<TpItem>>();
    expect(page.total).toBeGreaterThanOrEqual(3);
    expect(page.data.every((tp) => tp.dapat_diubah && tp.cp !== null)).toBe(true);

    // Jml TP counts his TPs (each teacher has his own copy), not every teacher's of the school.
    const cps = (
      await s.t.app.inject({
        url: '/api/referensi/capaian-pembelajaran?per_page=100',
        headers: auth,
      })
    ).json<Page<CpItem>>();
    expect(cps.total).toBeGreaterThan(0);
    for (const cp of cps.data) {
      const element = DEMO_CP[cp.mata_pelajaran_id]![cp.fase]!.find((e) => e.elemen === cp.elemen)!;
      expect(cp.jumlah_tp, cp.elemen).toBe(element.tp.length);
    }
  });

  it('adds nothing when it runs again', async () => {
    const again = await seedDemoKurikulum(s.t.app.ctx, s.sekolahId, '20261');
    expect(again).toEqual({ mapped: 0, cp: 0, tp: 0, tpMapel: 0 });
  });
});
