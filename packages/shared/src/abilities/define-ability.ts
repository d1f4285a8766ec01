import { createMongoAbility, type MongoAbility } from '@casl/ability';
import type { RoleName } from './roles';
import { semesterParity, tahunAjaranOf } from '../semester/semester';

/** Subjects of the spec plus the finer menu subjects (domain §3.3). */
export const SUBJECTS = [
  'Web',
  'Auth',
  'Administrator',
  'Ref_Guru',
  'Ref_Siswa',
  'Ref_Siswa_Keluar',
  'Rombel',
  'Guru',
  'Kaprog',
  'Ekskul',
  'Siswa',
  'Waka',
  'Pkl',
  'Wali',
  'Kenaikan',
  'Pilihan',
  'Projek',
  'Internal',
  'Password_pd',
] as const;

export type Subject = (typeof SUBJECTS)[number];
export type Action = 'read' | 'manage';
export type AppAbility = MongoAbility<[Action, Subject]>;
/** The rules as they travel in userData: plain action/subject pairs. */
export interface AbilityRule {
  action: Action;
  subject: Subject;
}

/** Everyone, signed in or not, may read the public pages (login, register, reset, 404). */
export const ANONYMOUS_RULES: AbilityRule[] = [{ action: 'read', subject: 'Auth' }];

/** PKL as a separate graded activity exists from school year 2023/2024 on. */
const PKL_FROM_TAHUN_AJARAN = 2023;

type SubjectsForRole = (semesterId: string) => Subject[];

const SUBJECTS_BY_ROLE: Record<RoleName, SubjectsForRole> = {
  admin: () => ['Administrator', 'Ref_Guru', 'Ref_Siswa', 'Ref_Siswa_Keluar', 'Rombel'],
  tu: () => ['Ref_Guru', 'Rombel', 'Ref_Siswa', 'Ref_Siswa_Keluar'],
  guru: () => ['Guru', 'Ref_Siswa'],
  waka: () => ['Waka', 'Rombel'],
  wali: (semesterId) =>
    semesterParity(semesterId) === 2
      ? ['Password_pd', 'Wali', 'Kenaikan']
      : ['Password_pd', 'Wali'],
  pilihan: () => ['Pilihan'],
  kaprog: () => ['Kaprog'],
  'guru-p5': () => ['Projek'],
  internal: () => ['Internal'],
  pembina_ekskul: () => ['Ekskul'],
  pembimbing: (semesterId) => (tahunAjaranOf(semesterId) >= PKL_FROM_TAHUN_AJARAN ? ['Pkl'] : []),
  siswa: () => ['Siswa'],
  user: () => [],
};

/**
 * The CASL rules of a signed-in user for one semester: the base rules, then each role's subjects
 * in a fixed order, without duplicates.
 */
export function defineRulesFor(roles: readonly RoleName[], semesterId: string): AbilityRule[] {
  const subjects: Subject[] = ['Web', 'Auth'];
  for (const role of Object.keys(SUBJECTS_BY_ROLE) as RoleName[]) {
    if (!roles.includes(role)) continue;
    for (const subject of SUBJECTS_BY_ROLE[role](semesterId)) {
      if (!subjects.includes(subject)) subjects.push(subject);
    }
  }
  return subjects.map((subject) => ({ action: 'read', subject }));
}

export function createAppAbility(rules: readonly AbilityRule[] = ANONYMOUS_RULES): AppAbility {
  return createMongoAbility<AppAbility>([...rules]);
}

export function defineAbilityFor(roles: readonly RoleName[], semesterId: string): AppAbility {
  return createAppAbility(defineRulesFor(roles, semesterId));
}
