/** Which subjects a regular class teaches (Kurikulum Merdeka SMK structure), before teachers are known. */
import {
  P5_THEME,
  RELIGION_SUBJECT,
  SUBJECT,
  type Programme,
  type SubjectRef,
} from '../data/reference';

/**
 * `status_di_kurikulum` codes and labels. The real labels were never observed
 * (dapodik-ws.md §7 open questions); these are the simulator's own.
 */
export const STATUS = {
  umum: ['1', 'Wajib'],
  kejuruan: ['3', 'Kejuruan'],
  pilihan: ['2', 'Pilihan'],
  mulok: ['5', 'Muatan Lokal'],
  /** P5 themes: a code without a reference row, so `status_di_kurikulum_str` is absent. */
  tema: ['0', null],
} as const satisfies Record<string, readonly [string, string | null]>;

export type StatusKey = keyof typeof STATUS;

export interface SubjectSlot {
  subject: SubjectRef;
  hours: number;
  /** Teacher pool: 'agama-1', 'mtk', 'prod-tjkt', 'wali' (homeroom), 'any'. */
  area: string;
  status: StatusKey;
  /** Child pembelajaran (P5 themes) pointing to this one through induk_pembelajaran_id. */
  children?: SubjectSlot[];
}

const slot = (subject: SubjectRef, hours: number, area: string, status: StatusKey = 'umum') =>
  ({ subject, hours, area, status }) satisfies SubjectSlot;

function p5(themes: SubjectRef[]): SubjectSlot {
  return {
    ...slot(SUBJECT.p5, 2, 'wali'),
    children: themes.map((t) => slot(t, 0, 'any', 'tema')),
  };
}

export function subjectsFor(
  programme: Programme,
  tingkat: number,
  religions: readonly number[],
): SubjectSlot[] {
  const prod = `prod-${programme.key}`;
  const agama = [...religions]
    .sort((a, b) => a - b)
    .flatMap((id) => {
      const ref = RELIGION_SUBJECT[id];
      if (!ref) return [];
      return [
        slot({ id: ref.id, ref: ref.nama, nama: ref.nama }, tingkat === 13 ? 2 : 3, `agama-${id}`),
      ];
    });
  const common = [
    ...agama,
    slot(SUBJECT.pancasila, 2, 'pancasila'),
    slot(SUBJECT.bindo, tingkat === 10 ? 4 : 3, 'bindo'),
    slot(SUBJECT.mtk, tingkat === 10 ? 4 : 3, 'mtk'),
    slot(SUBJECT.bing, tingkat === 10 ? 3 : 4, 'bing'),
  ];
  switch (tingkat) {
    case 10:
      return [
        ...common,
        slot(SUBJECT.sejarah, 2, 'sejarah'),
        slot(SUBJECT.pjok, 3, 'pjok'),
        slot(SUBJECT.seni, 2, 'seni'),
        slot(SUBJECT.mulok, 2, 'mulok', 'mulok'),
        slot(SUBJECT.informatika, 4, 'informatika'),
        slot(SUBJECT.ipas, 6, 'ipas'),
        slot(programme.dasar, 12, prod, 'kejuruan'),
        p5([P5_THEME.gayaHidup, P5_THEME.kearifan, P5_THEME.bhinneka]),
      ];
    case 11:
      return [
        ...common,
        slot(SUBJECT.sejarah, 2, 'sejarah'),
        slot(SUBJECT.pjok, 2, 'pjok'),
        slot(SUBJECT.mulok, 2, 'mulok', 'mulok'),
        slot(programme.konsentrasi, 18, prod, 'kejuruan'),
        slot(SUBJECT.pkk, 5, prod, 'kejuruan'),
        p5([P5_THEME.rekayasa, P5_THEME.kearifan, P5_THEME.kewirausahaan]),
      ];
    case 12:
      return [
        ...common,
        slot(programme.konsentrasi, 12, prod, 'kejuruan'),
        slot(SUBJECT.pkk, 5, prod, 'kejuruan'),
        slot(SUBJECT.pkl, 4, prod, 'kejuruan'),
        p5([P5_THEME.kewirausahaan, P5_THEME.kebekerjaan]),
      ];
    default:
      return [
        ...common,
        slot(programme.konsentrasi, 20, prod, 'kejuruan'),
        slot(SUBJECT.pkk, 5, prod, 'kejuruan'),
      ];
  }
}

/** Field of study and degree of a teacher of an area (for rwy_pend_formal). */
export function studyOf(area: string): { bidang: string; gelar: string; gelarTua: string } {
  const table: Record<string, [string, string, string]> = {
    'agama-1': ['Pendidikan Agama Islam', 'S.Pd.I', 'Drs'],
    'agama-2': ['Teologi', 'S.Th.', 'S.Th.'],
    'agama-3': ['Pendidikan Agama Katolik', 'S.Pd', 'Drs'],
    'agama-4': ['Pendidikan Agama Hindu', 'S.Ag', 'S.Ag'],
    'agama-5': ['Pendidikan Agama Buddha', 'S.Ag', 'S.Ag'],
    'agama-6': ['Pendidikan Agama Khonghucu', 'S.Ag', 'S.Ag'],
    pancasila: ['Pendidikan Pancasila dan Kewarganegaraan', 'S.Pd', 'Drs'],
    bindo: ['Pendidikan Bahasa dan Sastra Indonesia', 'S.Pd', 'Drs'],
    mtk: ['Pendidikan Matematika', 'S.Pd', 'Drs'],
    bing: ['Pendidikan Bahasa Inggris', 'S.Pd', 'Drs'],
    sejarah: ['Pendidikan Sejarah', 'S.Pd', 'Drs'],
    pjok: ['Pendidikan Jasmani, Kesehatan dan Rekreasi', 'S.Pd', 'Drs'],
    seni: ['Pendidikan Seni Rupa', 'S.Pd', 'Drs'],
    mulok: ['Pendidikan Bahasa Jawa', 'S.Pd', 'Drs'],
    informatika: ['Teknik Informatika', 'S.Kom', 'Ir'],
    ipas: ['Pendidikan IPA', 'S.Pd', 'Drs'],
    'prod-tjkt': ['Pendidikan Teknik Informatika', 'S.Kom', 'Ir'],
    'prod-pplg': ['Teknik Informatika', 'S.Kom', 'Ir'],
    'prod-akl': ['Akuntansi', 'S.E.', 'Drs'],
    'prod-ka': ['Kimia', 'S.Si', 'Ir'],
    jepang: ['Pendidikan Bahasa Jepang', 'S.Pd', 'Drs'],
    mandarin: ['Sastra Tionghoa', 'S.S.', 'Drs'],
    bk: ['Bimbingan dan Konseling', 'S.Pd', 'Drs'],
  };
  const [bidang, gelar, gelarTua] = table[area] ?? ['Pendidikan', 'S.Pd', 'Drs'];
  return { bidang, gelar, gelarTua };
}
