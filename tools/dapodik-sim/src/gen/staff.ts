/** Staff (GTK): headmaster, subject teachers per teaching area, counsellors and tendik. */
import type { Rng } from '../prng';
import { CULTURES, UNIVERSITIES } from '../data/names';
import { AGAMA, JENIS_PTK, STATUS_KEPEGAWAIAN } from '../data/reference';
import type { GtkRow, RwyKepangkatan, RwyPendFormal } from '../types';
import { studyOf } from './curriculum';
import type { IdentityIssuer } from './people';
import { makeName, pad, randomDate, type Gender, type Person } from './people';

export interface Teacher {
  row: GtkRow;
  area: string;
  hours: number;
}

interface StaffContext {
  rng: Rng;
  issuer: IdentityIssuer;
  tahunAjaran: number;
}

type Jenis = (typeof JENIS_PTK)[keyof typeof JENIS_PTK];
type Status = (typeof STATUS_KEPEGAWAIAN)[keyof typeof STATUS_KEPEGAWAIAN];

function personFor(
  ctx: StaffContext,
  agama: number | undefined,
  bornFrom: string,
  bornTo: string,
): Person {
  const { rng } = ctx;
  const cultures = CULTURES.map((c) => {
    const share = agama === undefined ? 1 : (c.religion.find(([id]) => id === agama)?.[1] ?? 0);
    return [c, c.weight * share] as const;
  }).filter(([, w]) => w > 0);
  const culture = rng.weighted(cultures);
  const agamaId = agama ?? rng.weighted(culture.religion);
  const gender: Gender = rng.chance(0.55) ? 'P' : 'L';
  const [regionCode, tempat] = rng.chance(0.5) ? ['3404', 'Sleman'] : rng.pick(culture.places);
  const tempatLahir = tempat.charAt(0) + tempat.slice(1).toLowerCase();
  return {
    culture,
    gender,
    agamaId,
    nama: makeName(rng, culture, gender, agamaId),
    tanggalLahir: randomDate(rng, bornFrom, bornTo),
    tempatLahir: tempatLahir.replace(/ (\w)/g, (_m, c: string) => ` ${c.toUpperCase()}`),
    regionCode,
  };
}

const PANGKAT = [
  'Penata Muda Tingkat I, III/b',
  'Penata, III/c',
  'Penata Tingkat I, III/d',
  'Pembina, IV/a',
  'Pembina Tingkat I, IV/b',
];

function pendidikan(ctx: StaffContext, p: Person, area: string, master: boolean): RwyPendFormal[] {
  const { rng } = ctx;
  const born = Number(p.tanggalLahir.slice(0, 4));
  const study = studyOf(area);
  const old = born < 1968;
  let gelar = old ? study.gelarTua : study.gelar;
  if (gelar === 'Drs' && p.gender === 'P') gelar = 'Dra';
  const entry = (jenjang: string, start: number, years: number, g: string, bidang: string) => ({
    riwayat_pendidikan_formal_id: rng.uuid(),
    satuan_pendidikan_formal: rng.pick(UNIVERSITIES),
    fakultas: bidang.startsWith('Pendidikan') ? 'Fakultas Keguruan dan Ilmu Pendidikan' : null,
    kependidikan: bidang.startsWith('Pendidikan') ? '1' : '0',
    tahun_masuk: String(start),
    tahun_lulus: String(start + years),
    nim: `${pad(start % 100, 2)}${rng.digits(8)}`,
    status_kuliah: 'Lulus',
    semester: null,
    ipk: `${rng.int(2, 3)}.${pad(rng.int(50, 99), 2)}`,
    prodi: bidang,
    id_reg_pd: null,
    bidang_studi_id_str: bidang,
    jenjang_pendidikan_id_str: jenjang,
    gelar_akademik_id_str: g,
  });
  const s1Start = born + 18 + rng.int(0, 1);
  const out: RwyPendFormal[] = [entry('S1', s1Start, rng.int(4, 5), gelar, study.bidang)];
  if (master) out.push(entry('S2', s1Start + rng.int(8, 14), 2, 'M.Pd', 'Manajemen Pendidikan'));
  return out;
}

function makeGtk(
  ctx: StaffContext,
  opts: { jenis: Jenis; area: string; agama?: number; status: Status; born: [number, number] },
): GtkRow {
  const { rng, issuer, tahunAjaran } = ctx;
  const p = personFor(ctx, opts.agama, `${opts.born[0]}-01-01`, `${opts.born[1]}-12-31`);
  const guru = ['4', '5', '20'].includes(opts.jenis.id);
  const civil = opts.status.id === 2 || opts.status.id === 11;
  const master = opts.jenis.id === '20' || (guru && rng.chance(0.15));
  const tendikLevel = guru ? null : rng.pick(['SMA / sederajat', 'SMA / sederajat', 'D3', 'S1']);
  const rwy =
    guru || tendikLevel === 'S1'
      ? pendidikan(ctx, p, guru ? opts.area : 'tendik', master)
      : tendikLevel === 'D3'
        ? pendidikan(ctx, p, 'tendik', false).map((e) => ({
            ...e,
            jenjang_pendidikan_id_str: 'D3',
            gelar_akademik_id_str: 'A.Md',
            bidang_studi_id_str: 'Administrasi Perkantoran',
            prodi: 'Administrasi Perkantoran',
          }))
        : [];
  const last = rwy[rwy.length - 1];
  const hired = Math.max(Number(p.tanggalLahir.slice(0, 4)) + 23, tahunAjaran - rng.int(0, 30));
  const kepangkatan: RwyKepangkatan[] =
    opts.status.id === 2
      ? [
          {
            riwayat_kepangkatan_id: rng.uuid(),
            nomor_sk: `823.3/${rng.int(100, 999)}/${tahunAjaran - rng.int(1, 4)}`,
            tanggal_sk: randomDate(rng, `${tahunAjaran - 4}-01-01`, `${tahunAjaran - 1}-12-31`),
            tmt_pangkat: `${tahunAjaran - rng.int(1, 4)}-04-01`,
            masa_kerja_gol_tahun: String(rng.int(4, 25)),
            masa_kerja_gol_bulan: String(rng.int(0, 11)),
            pangkat_golongan_id_str: rng.pick(PANGKAT),
          },
        ]
      : [];
  return {
    tahun_ajaran_id: String(tahunAjaran),
    ptk_terdaftar_id: rng.uuid(),
    ptk_id: rng.uuid(),
    ptk_induk: rng.chance(0.96) ? '1' : '0',
    tanggal_surat_tugas: `${Math.min(hired, tahunAjaran)}-07-${pad(rng.int(1, 15), 2)}`,
    nama: p.nama,
    jenis_kelamin: p.gender,
    tempat_lahir: p.tempatLahir,
    tanggal_lahir: p.tanggalLahir,
    agama_id: p.agamaId,
    agama_id_str: AGAMA[p.agamaId] ?? 'Islam',
    nuptk: rng.chance(guru ? 0.85 : 0.3) ? issuer.nuptk() : null,
    nik: issuer.nik(p.regionCode, p.tanggalLahir, p.gender),
    jenis_ptk_id: opts.jenis.id,
    jenis_ptk_id_str: opts.jenis.nama,
    status_kepegawaian_id: opts.status.id,
    status_kepegawaian_id_str: opts.status.nama,
    nip: civil ? issuer.nip(p.tanggalLahir, hired, p.gender) : null,
    pendidikan_terakhir: last?.jenjang_pendidikan_id_str ?? tendikLevel ?? '-',
    bidang_studi_terakhir: last?.bidang_studi_id_str ?? '-',
    pangkat_golongan_terakhir: kepangkatan[0]?.pangkat_golongan_id_str ?? '-',
    rwy_pend_formal: rwy,
    rwy_kepangkatan: kepangkatan,
  };
}

export interface Staff {
  gtk: GtkRow[];
  head: GtkRow;
  teachers: Map<string, Teacher[]>;
  allTeachers: Teacher[];
}

export function generateStaff(
  rng: Rng,
  issuer: IdentityIssuer,
  areaHours: Map<string, number>,
  students: number,
  tahunAjaran: number,
): Staff {
  const ctx: StaffContext = { rng, issuer, tahunAjaran };
  const y = tahunAjaran;
  const teacherStatus = (): Status =>
    rng.weighted<Status>([
      [STATUS_KEPEGAWAIAN.gty, 70],
      [STATUS_KEPEGAWAIAN.guruHonor, 18],
      [STATUS_KEPEGAWAIAN.pnsDpk, 6],
      [STATUS_KEPEGAWAIAN.pppk, 6],
    ]);
  const head = makeGtk(ctx, {
    jenis: JENIS_PTK.kepalaSekolah,
    area: 'mtk',
    status: STATUS_KEPEGAWAIAN.gty,
    born: [y - 58, y - 48],
  });
  const teachers = new Map<string, Teacher[]>();
  const allTeachers: Teacher[] = [];
  for (const [area, hours] of [...areaHours].sort(([a], [b]) => (a < b ? -1 : 1))) {
    const agama = area.startsWith('agama-') ? Number(area.slice(6)) : undefined;
    // About 30 lessons a week per teacher; minority religions share one part-time teacher.
    const perTeacher = agama !== undefined && agama > 1 ? 60 : 30;
    const count = Math.max(1, Math.round(hours / perTeacher));
    const list: Teacher[] = [];
    for (let i = 0; i < count; i++) {
      const row = makeGtk(ctx, {
        jenis: JENIS_PTK.guruMapel,
        area,
        ...(agama === undefined ? {} : { agama }),
        status: teacherStatus(),
        born: [y - 59, y - 24],
      });
      list.push({ row, area, hours: 0 });
    }
    teachers.set(area, list);
    allTeachers.push(...list);
  }
  const bk = Array.from({ length: Math.max(1, Math.ceil(students / 300)) }, () =>
    makeGtk(ctx, {
      jenis: JENIS_PTK.guruBk,
      area: 'bk',
      status: teacherStatus(),
      born: [y - 55, y - 25],
    }),
  );
  const tendikPlan: [Jenis, number][] = [
    [JENIS_PTK.tas, Math.max(2, Math.round(students / 200))],
    [JENIS_PTK.laboran, 2],
    [JENIS_PTK.pustakawan, Math.max(1, Math.round(students / 1500))],
    [JENIS_PTK.penjaga, 1],
    [JENIS_PTK.satpam, Math.max(1, Math.round(students / 500))],
    [JENIS_PTK.pesuruh, Math.max(1, Math.round(students / 600))],
    [JENIS_PTK.tukangKebun, 1],
  ];
  const tendik = tendikPlan.flatMap(([jenis, count]) =>
    Array.from({ length: count }, () =>
      makeGtk(ctx, {
        jenis,
        area: 'tendik',
        status: rng.chance(0.5) ? STATUS_KEPEGAWAIAN.gty : STATUS_KEPEGAWAIAN.tenagaHonor,
        born: [y - 57, y - 21],
      }),
    ),
  );
  const gtk = [head, ...allTeachers.map((t) => t.row), ...bk, ...tendik];
  return { gtk, head, teachers, allTeachers };
}
