import { describe, expect, it } from 'vitest';
import { generateSchool } from './generate-school';
import { NOT_IN_CLASS, type DapodikSchool } from './types';
import { pesertaDidikRows } from './rows';

const TENDIK = new Set(['11', '30', '40', '41', '42', '43', '44', '57', '58', '59', '91', '93']);
const school: DapodikSchool = generateSchool();
const regular = school.rombonganBelajar.filter((r) => r.jenis_rombel === '1');
const electives = school.rombonganBelajar.filter((r) => r.jenis_rombel === '16');
const ekskul = school.rombonganBelajar.filter((r) => r.jenis_rombel === '51');

describe('determinism', () => {
  it('gives byte-identical output for the same seed and different output for another', () => {
    const a = JSON.stringify(generateSchool({ seed: 7, students: 300 }));
    const b = JSON.stringify(generateSchool({ seed: 7, students: 300 }));
    const c = JSON.stringify(generateSchool({ seed: 8, students: 300 }));
    expect(a).toBe(b);
    expect(c).not.toBe(a);
  });

  it('honours npsn and semesterId', () => {
    const s = generateSchool({ students: 100, npsn: '12345678', semesterId: '20252' });
    expect(s.sekolah.npsn).toBe('12345678');
    expect(s.rombonganBelajar.every((r) => r.semester_id === '20252')).toBe(true);
    expect(s.gtk[0]?.tahun_ajaran_id).toBe('2025');
    expect(() => generateSchool({ npsn: '123' })).toThrow();
  });
});

describe('size', () => {
  it('has about 1000 students, ~30 regular classes in 3-4 programmes and a grade 13', () => {
    expect(school.pesertaDidik).toHaveLength(1000);
    expect(regular.length).toBeGreaterThanOrEqual(25);
    expect(regular.length).toBeLessThanOrEqual(35);
    const programmes = new Set(
      regular.filter((r) => r.tingkat_pendidikan_id !== '10').map((r) => r.jurusan_id),
    );
    expect(programmes.size).toBeGreaterThanOrEqual(3);
    expect(programmes.size).toBeLessThanOrEqual(4);
    const grades = new Set(regular.map((r) => r.tingkat_pendidikan_id));
    expect([...grades].sort()).toEqual(['10', '11', '12', '13']);
  });

  it('has ~70 staff with a headmaster and tendik', () => {
    expect(school.gtk.length).toBeGreaterThanOrEqual(60);
    expect(school.gtk.length).toBeLessThanOrEqual(85);
    expect(school.gtk.filter((g) => g.jenis_ptk_id === '20')).toHaveLength(1);
    expect(school.gtk.filter((g) => TENDIK.has(g.jenis_ptk_id)).length).toBeGreaterThanOrEqual(8);
    expect(school.gtk.some((g) => g.nuptk === null)).toBe(true);
    expect(school.gtk.every((g) => g.nuptk === null || /^\d{16}$/.test(g.nuptk))).toBe(true);
    expect(school.gtk.every((g) => g.nip === null || /^\d{18}$/.test(g.nip))).toBe(true);
  });

  it('scales to 3000 students quickly', () => {
    const t = performance.now();
    const big = generateSchool({ students: 3000, seed: 3 });
    expect(performance.now() - t).toBeLessThan(2000);
    expect(big.pesertaDidik).toHaveLength(3000);
    expect(big.rombonganBelajar.filter((r) => r.jenis_rombel === '1').length).toBeGreaterThan(75);
  });
});

describe('classes', () => {
  it('puts every student in at most one regular class and exactly one in none', () => {
    const seen = new Map<string, number>();
    for (const r of regular) {
      for (const a of r.anggota_rombel)
        seen.set(a.peserta_didik_id, (seen.get(a.peserta_didik_id) ?? 0) + 1);
    }
    expect([...seen.values()].every((n) => n === 1)).toBe(true);
    const none = school.pesertaDidik.filter((p) => !seen.has(p.peserta_didik_id));
    expect(none).toHaveLength(1);
    const row = pesertaDidikRows(school, none[0]?.peserta_didik_id)[0];
    expect(row?.anggota_rombel_id).toBe(NOT_IN_CLASS);
    expect(row && 'rombongan_belajar_id' in row).toBe(false);
  });

  it('has a wali in every regular class except exactly one', () => {
    const without = regular.filter((r) => r.ptk_id === null);
    expect(without).toHaveLength(1);
    expect('ptk_id_str' in without[0]!).toBe(false);
    const walis = regular.flatMap((r) => (r.ptk_id ? [r.ptk_id] : []));
    expect(new Set(walis).size).toBe(walis.length);
  });

  it('has elective groups made of regular-class students and ekskul with coach and members', () => {
    expect(electives.length).toBeGreaterThan(5);
    const inRegular = new Set(
      regular.flatMap((r) => r.anggota_rombel.map((a) => a.peserta_didik_id)),
    );
    for (const e of electives) {
      expect(e.anggota_rombel.length).toBeGreaterThan(0);
      expect(e.anggota_rombel.every((a) => inRegular.has(a.peserta_didik_id))).toBe(true);
      expect(e.pembelajaran).toHaveLength(1);
    }
    expect(ekskul.length).toBeGreaterThanOrEqual(8);
    for (const e of ekskul) {
      expect(e.ptk_id).not.toBeNull();
      expect(e.anggota_rombel.length).toBeGreaterThan(0);
      expect(e.pembelajaran).toBeUndefined();
      expect(e.nm_ekskul).toBe(e.nama);
    }
  });

  it('teaches P5 with themes, PKL in grade 12, religion per religion present, Merdeka curricula', () => {
    const agama = new Map(school.pesertaDidik.map((p) => [p.peserta_didik_id, p.agama_id]));
    const religionSubject: Record<number, number> = {
      1: 100011070,
      2: 100012050,
      3: 100013010,
      4: 100015010,
      5: 100014140,
      6: 100016010,
    };
    let p5Classes = 0;
    for (const r of regular) {
      const pb = r.pembelajaran ?? [];
      const p5 = pb.find((p) => p.mata_pelajaran_id === 200040000);
      if (p5) {
        p5Classes++;
        const themes = pb.filter((p) => p.induk_pembelajaran_id === p5.pembelajaran_id);
        expect(themes.length).toBeGreaterThanOrEqual(2);
      }
      if (r.tingkat_pendidikan_id === '12')
        expect(pb.some((p) => p.mata_pelajaran_id === 800001000)).toBe(true);
      const religions = new Set(r.anggota_rombel.map((a) => agama.get(a.peserta_didik_id)));
      for (const id of religions)
        expect(pb.some((p) => p.mata_pelajaran_id === religionSubject[id!])).toBe(true);
      expect(r.kurikulum_id_str).toContain('Merdeka');
    }
    expect(p5Classes).toBeGreaterThan(20);
    const ptk = new Set(school.gtk.map((g) => g.ptk_id));
    const all = school.rombonganBelajar.flatMap((r) => r.pembelajaran ?? []);
    expect(all.every((p) => ptk.has(p.ptk_id))).toBe(true);
    const religionSets = regular.map(
      (r) => (r.pembelajaran ?? []).filter((p) => p.mata_pelajaran_id < 110000000).length,
    );
    expect(new Set(religionSets).size).toBeGreaterThan(1);
  });
});

describe('people', () => {
  it('has valid, unique NISN / NIK formats and an 8-digit NPSN', () => {
    expect(school.sekolah.npsn).toMatch(/^\d{8}$/);
    const nisn = school.pesertaDidik.flatMap((p) => (p.nisn ? [p.nisn] : []));
    expect(nisn.every((n) => /^\d{10}$/.test(n))).toBe(true);
    expect(new Set(nisn).size).toBe(nisn.length);
    const niks = [...school.pesertaDidik, ...school.gtk].map((p) => p.nik);
    expect(new Set(niks).size).toBe(niks.length);
    for (const p of [...school.pesertaDidik, ...school.gtk]) {
      expect(p.nik).toMatch(/^\d{16}$/);
      const [y, m, d] = p.tanggal_lahir.split('-');
      const day = Number(d) + (p.jenis_kelamin === 'P' ? 40 : 0);
      expect(p.nik.slice(6, 12)).toBe(`${String(day).padStart(2, '0')}${m}${y!.slice(2)}`);
    }
  });

  it('mixes religions, mostly Islam', () => {
    const count: Record<number, number> = {};
    for (const p of school.pesertaDidik) count[p.agama_id] = (count[p.agama_id] ?? 0) + 1;
    expect(Object.keys(count).length).toBeGreaterThanOrEqual(5);
    expect(count[1]! / school.pesertaDidik.length).toBeGreaterThan(0.6);
  });

  it('has birth dates that match the grades', () => {
    const byId = new Map(school.pesertaDidik.map((p) => [p.peserta_didik_id, p]));
    for (const r of regular) {
      const grade = Number(r.tingkat_pendidikan_id);
      for (const a of r.anggota_rombel) {
        const born = Number(byId.get(a.peserta_didik_id)!.tanggal_lahir.slice(0, 4));
        const age = 2026 - born;
        expect(age - (grade - 10)).toBeGreaterThanOrEqual(15);
        expect(age - (grade - 10)).toBeLessThanOrEqual(18);
      }
    }
  });

  it('links every staff account to a PTK and has one operator', () => {
    const ptk = new Set(school.gtk.map((g) => g.ptk_id));
    const ops = school.pengguna.filter((u) => u.peran_id_str === 'Operator Sekolah');
    expect(ops).toHaveLength(1);
    expect(school.pengguna.filter((u) => u.ptk_id !== null).every((u) => ptk.has(u.ptk_id!))).toBe(
      true,
    );
    expect(
      school.pengguna.every((u) => u.password.length === 60 && u.password.startsWith('$2y$')),
    ).toBe(true);
  });
});
