import { describe, expect, it } from 'vitest';
import { defineAbilityFor, defineRulesFor, SUBJECTS, type Subject } from './define-ability';
import type { RoleName } from './roles';

/** Domain §3.3: what each role may read in an odd semester of 2026/2027, besides Web and Auth. */
const MATRIX: Record<RoleName, Subject[]> = {
  admin: ['Administrator', 'Ref_Guru', 'Ref_Siswa', 'Ref_Siswa_Keluar', 'Rombel'],
  tu: ['Ref_Guru', 'Rombel', 'Ref_Siswa', 'Ref_Siswa_Keluar'],
  guru: ['Guru', 'Ref_Siswa'],
  waka: ['Waka', 'Rombel'],
  wali: ['Password_pd', 'Wali'],
  pilihan: ['Pilihan'],
  kaprog: ['Kaprog'],
  'guru-p5': ['Projek'],
  internal: ['Internal'],
  pembina_ekskul: ['Ekskul'],
  pembimbing: ['Pkl'],
  siswa: ['Siswa'],
  user: [],
};

describe('defineAbilityFor', () => {
  for (const [role, expected] of Object.entries(MATRIX) as [RoleName, Subject[]][]) {
    it(`gives ${role} exactly its subjects`, () => {
      const ability = defineAbilityFor([role], '20261');
      const allowed = SUBJECTS.filter((subject) => ability.can('read', subject));
      expect(allowed.sort()).toEqual(['Web', 'Auth', ...expected].sort());
    });
  }

  it('gives Kenaikan to a wali only in the even (genap) semester', () => {
    expect(defineAbilityFor(['wali'], '20261').can('read', 'Kenaikan')).toBe(false);
    expect(defineAbilityFor(['wali'], '20262').can('read', 'Kenaikan')).toBe(true);
    expect(defineAbilityFor(['guru'], '20262').can('read', 'Kenaikan')).toBe(false);
  });

  it('gives Pkl to a pembimbing only from school year 2023/2024', () => {
    expect(defineAbilityFor(['pembimbing'], '20222').can('read', 'Pkl')).toBe(false);
    expect(defineAbilityFor(['pembimbing'], '20231').can('read', 'Pkl')).toBe(true);
  });

  it('takes the union of several roles without duplicates', () => {
    const rules = defineRulesFor(['guru', 'wali', 'waka', 'admin'], '20262');
    const subjects = rules.map((rule) => rule.subject);
    expect(new Set(subjects).size).toBe(subjects.length);
    expect(subjects).toEqual(
      expect.arrayContaining(['Guru', 'Wali', 'Kenaikan', 'Waka', 'Rombel', 'Administrator']),
    );
  });

  it('lets a user without roles read only Web and Auth', () => {
    expect(defineRulesFor([], '20261')).toEqual([
      { action: 'read', subject: 'Web' },
      { action: 'read', subject: 'Auth' },
    ]);
  });
});
