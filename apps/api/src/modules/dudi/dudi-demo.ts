import { and, asc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { DudiImportField } from '@erapor/shared/dudi/dudi-import.schemas';
import type { AppContext } from '../../app-context';
import { guru, ptkKeluar } from '../gtk/gtk.table';
import { pembelajaran } from '../rombel/rombel.table';
import { findActiveStudents, type Scope } from './dudi-anggota.repository';
import { confirmDudiImport, validateDudiImport } from './dudi-import.usecases';
import { buildDudiWorkbook, readDudiImportRows } from './dudi-import.xlsx';

type Programme = 'TJKT' | 'PPLG' | 'AKL' | 'KA';

/** Class name words of each programme (the Kurikulum Merdeka and the older names). */
const CLASS_WORDS: Record<Programme, string[]> = {
  TJKT: ['TJKT', 'TKJ'],
  PPLG: ['PPLG', 'RPL'],
  AKL: ['AKL', 'AK'],
  KA: ['KA'],
};

/** Subjects whose teachers fit a placement in each programme, preferred as supervisors. */
const SUBJECT_HINT: Record<Programme, RegExp> = {
  TJKT: /jaringan|komputer|telekomunikasi|kejuruan/i,
  PPLG: /perangkat lunak|pemrograman|gim|web|kejuruan/i,
  AKL: /akuntansi|keuangan|pajak|kejuruan/i,
  KA: /kimia|analisis|laboratorium|kejuruan/i,
};

interface DemoPartner {
  programme: Programme;
  /** Which class of the programme in grade 12 (0 = the first by name). */
  classIndex: number;
  students: number;
  supervisors: number;
  nama: string;
  bidangUsaha: string;
  alamat: string;
  kota: string;
  telepon: string;
  email: string;
  npwp: string;
}

/** Invented companies around the demo school (Sleman, Yogyakarta); any likeness is chance. */
const PARTNERS: DemoPartner[] = [
  {
    programme: 'TJKT',
    classIndex: 0,
    students: 10,
    supervisors: 2,
    nama: 'PT Jaringan Data Mataram',
    bidangUsaha: 'Penyedia Layanan Internet (ISP)',
    alamat: 'Jl. Magelang Km. 5 No. 21',
    kota: 'Kab. Sleman',
    telepon: '(0274) 561204',
    email: 'hrd@jdmataram.net.id',
    npwp: '02.415.338.1-542.000',
  },
  {
    programme: 'TJKT',
    classIndex: 1,
    students: 8,
    supervisors: 1,
    nama: 'CV Sinar Telekomunikasi Nusantara',
    bidangUsaha: 'Instalasi Jaringan Fiber Optik dan Telekomunikasi',
    alamat: 'Jl. Wates Km. 3 No. 8',
    kota: 'Kab. Bantul',
    telepon: '(0274) 378115',
    email: 'admin@sinartelkom.co.id',
    npwp: '71.208.994.6-543.000',
  },
  {
    programme: 'PPLG',
    classIndex: 0,
    students: 12,
    supervisors: 2,
    nama: 'PT Kode Kreasi Indonesia',
    bidangUsaha: 'Pengembangan Perangkat Lunak (Software House)',
    alamat: 'Jl. Affandi No. 34, Gejayan',
    kota: 'Kab. Sleman',
    telepon: '(0274) 552870',
    email: 'karier@kodekreasi.id',
    npwp: '03.772.105.9-542.000',
  },
  {
    programme: 'PPLG',
    classIndex: 1,
    students: 9,
    supervisors: 1,
    nama: 'CV Aplikasi Cerdas Mandiri',
    bidangUsaha: 'Pembuatan Aplikasi Web, Seluler dan Gim',
    alamat: 'Jl. Parangtritis Km. 4 No. 12',
    kota: 'Kota Yogyakarta',
    telepon: '(0274) 417733',
    email: 'halo@aplikasicerdas.com',
    npwp: '84.306.117.2-541.000',
  },
  {
    programme: 'AKL',
    classIndex: 0,
    students: 11,
    supervisors: 2,
    nama: 'CV Prima Akuntansi Solusindo',
    bidangUsaha: 'Jasa Akuntansi, Pembukuan dan Perpajakan',
    alamat: 'Jl. Kusumanegara No. 102',
    kota: 'Kota Yogyakarta',
    telepon: '(0274) 589046',
    email: 'kantor@primaakuntansi.co.id',
    npwp: '05.931.482.7-541.000',
  },
  {
    programme: 'KA',
    classIndex: 0,
    students: 7,
    supervisors: 1,
    nama: 'PT Laboratorium Analitika Sembada',
    bidangUsaha: 'Laboratorium Pengujian Kimia dan Lingkungan',
    alamat: 'Jl. Kaliurang Km. 10 No. 5',
    kota: 'Kab. Sleman',
    telepon: '(0274) 882361',
    email: 'lab@analitikasembada.co.id',
    npwp: '06.284.519.3-542.000',
  },
];

function isOfProgramme(className: string, programme: Programme): boolean {
  const words = className.toUpperCase().split(/\s+/);
  return CLASS_WORDS[programme].some((word) => words.includes(word));
}

/** Teachers with a NUPTK who teach in a class, those of matching subjects first. */
async function teachersOfClass(ctx: AppContext, scope: Scope, rombelId: string, hint: RegExp) {
  const teacherId = sql<string>`coalesce(${pembelajaran.guruPengajarId}, ${pembelajaran.guruId})`;
  const rows = await ctx.db
    .select({ nuptk: guru.nuptk, nama: guru.nama, mapel: pembelajaran.namaMataPelajaran })
    .from(pembelajaran)
    .innerJoin(guru, eq(guru.guruId, teacherId))
    .where(
      and(
        eq(pembelajaran.rombonganBelajarId, rombelId),
        eq(pembelajaran.semesterId, scope.semesterId),
        isNull(pembelajaran.deletedAt),
        isNull(guru.deletedAt),
        isNotNull(guru.nuptk),
        sql`not exists (select 1 from ${ptkKeluar} where ${ptkKeluar.guruId} = ${guru.guruId} and ${ptkKeluar.semesterId} = ${scope.semesterId})`,
        eq(guru.sekolahId, scope.sekolahId),
      ),
    )
    .orderBy(asc(guru.nama));
  const ranked = [...rows].sort((a, b) => Number(hint.test(b.mapel)) - Number(hint.test(a.mapel)));
  return [...new Set(ranked.map((row) => row.nuptk!))];
}

/**
 * Gives the demo school partner companies through the real Excel import: builds a workbook in the
 * template format from the pulled school's grade-12 classes (real NISN, real teachers' NUPTK),
 * checks it and saves the valid rows. Answers how many rows were saved.
 */
export async function importDemoPartners(
  ctx: AppContext,
  sekolahId: string,
  semesterId: string,
): Promise<number> {
  const scope = { sekolahId, semesterId };
  const year = Number(semesterId.slice(0, 4));
  const grade12 = await findActiveStudents(ctx.db, scope, { tingkat: 12 });
  const classes = [...new Map(grade12.map((s) => [s.rombonganBelajarId, s.kelas])).entries()].sort(
    (a, b) => a[1].localeCompare(b[1]),
  );
  const rows: Record<DudiImportField, string>[] = [];
  for (const [index, partner] of PARTNERS.entries()) {
    const ofProgramme = classes.filter(([, nama]) => isOfProgramme(nama, partner.programme));
    const chosen = ofProgramme[partner.classIndex] ?? ofProgramme[0];
    if (!chosen) continue;
    const [rombelId] = chosen;
    const taken = new Set(rows.flatMap((row) => row.peserta.split('; ')));
    const students = grade12
      .filter((s) => s.rombonganBelajarId === rombelId && s.nisn && !taken.has(s.nisn))
      .sort((a, b) => a.nama.localeCompare(b.nama))
      .slice(0, partner.students);
    const teachers = await teachersOfClass(ctx, scope, rombelId, SUBJECT_HINT[partner.programme]);
    const nomor = String(index + 1).padStart(3, '0');
    rows.push({
      nama_dudi: partner.nama,
      bidang_usaha: partner.bidangUsaha,
      alamat: partner.alamat,
      kota: partner.kota,
      telepon: partner.telepon,
      email: partner.email,
      npwp: partner.npwp,
      nomor_mou: `421.5/${nomor}/PKS-SMK/VI/${year}`,
      judul_mou: `Perjanjian Kerja Sama Praktik Kerja Lapangan dengan ${partner.nama}`,
      tanggal_mulai: `${year}-07-01`,
      tanggal_selesai: `${year + 2}-06-30`,
      judul_kegiatan: `PKL ${year}`,
      sk_tugas: `800/${nomor}/SK-PKL/${year}`,
      tgl_sk_tugas: `${year}-07-10`,
      pembimbing: teachers.slice(0, partner.supervisors).join('; '),
      peserta: students.map((s) => s.nisn!).join('; '),
    });
  }
  if (rows.length === 0) return 0;
  const workbook = await buildDudiWorkbook(rows);
  const read = await readDudiImportRows(workbook);
  const { preview } = await validateDudiImport(ctx, scope, read);
  if (preview.invalid > 0) {
    const problems = preview.rows.flatMap((row) =>
      row.errors.map((e) => `${row.baris}: ${e.message}`),
    );
    ctx.log.warn({ problems }, 'demo partners: some rows were not valid');
  }
  if (preview.valid === 0) return 0;
  return (await confirmDudiImport(ctx, scope, read)).saved;
}
