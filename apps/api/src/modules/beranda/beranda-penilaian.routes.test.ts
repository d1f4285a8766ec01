import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray, isNotNull, isNull, ne, notInArray, sql } from 'drizzle-orm';
import type { GridData } from '@erapor/shared/penilaian/grid.schemas';
import type {
  BerandaGuru,
  BerandaSekolah,
  MonitoringPenilaian,
  BerandaWali,
  PembelajaranProgres,
} from '@erapor/shared/penilaian/beranda-penilaian.schemas';
import { agamaOfMapel, isMapelAkademik } from '@erapor/shared/penilaian/mapel-khusus';
import { pullSimulatedSchool, type SimulatedSchool } from '../../test/simulated-school';
import { prepareGrading, type GradingFixture } from '../../test/grading-fixture';
import { grantRoles } from '../auth/auth.repository';
import { users } from '../auth/users.table';
import { pesertaDidik } from '../peserta-didik/peserta-didik.table';
import { anggotaRombel, pembelajaran, rombonganBelajar } from '../rombel/rombel.table';

const SEMESTER = '20261';

let school: SimulatedSchool;
let fx: GradingFixture;
/** The wali of the fixture's class. */
let wali: Record<string, string>;
let waliGuruId: string;
/** The wali of another class, who neither teaches the fixture's subject nor is its wali. */
let waliLain: Record<string, string>;
/** A teacher of another subject, wali of no class. */
let guruLain: Record<string, string>;
let waka: Record<string, string>;
let wakaGuruId: string;

const get = (url: string, headers: Record<string, string>) =>
  school.t.app.inject({ method: 'GET', url, headers });
const put = (url: string, payload: object, headers: Record<string, string>) =>
  school.t.app.inject({ method: 'PUT', url, headers, payload });
const saveGrid = (kind: string, cells: object[], headers = fx.guru) =>
  put(`/api/penilaian/grid/${kind}`, { pembelajaran_id: fx.pembelajaranId, cells }, headers);

async function guruWhere(condition: ReturnType<typeof sql>): Promise<string> {
  const result = await school.t.database.db.execute(sql`
    select g.guru_id from guru g join users u on u.guru_id = g.guru_id
    where g.sekolah_id = ${school.sekolahId} and g.deleted_at is null and ${condition}
    order by g.guru_id limit 1`);
  const row = (result as { rows: { guru_id: string }[] }).rows[0];
  if (!row) throw new Error('no such teacher in the simulated school');
  return row.guru_id;
}

beforeAll(async () => {
  school = await pullSimulatedSchool({ npsn: '69900409', students: 360 });
  fx = await prepareGrading(school, 3);
  const db = school.t.database.db;
  const [kelas] = await db
    .select({ guruId: rombonganBelajar.guruId })
    .from(rombonganBelajar)
    .where(eq(rombonganBelajar.rombonganBelajarId, fx.rombonganBelajarId));
  waliGuruId = kelas!.guruId!;
  wali = await school.signInGuru(waliGuruId);
  const involved = sql`g.guru_id not in (${fx.guruId}, ${waliGuruId})`;
  const waliLainId = await guruWhere(sql`${involved} and exists (
    select 1 from rombongan_belajar r where r.guru_id = g.guru_id and r.jenis_rombel = 1
      and r.deleted_at is null and r.semester_id = ${SEMESTER})`);
  waliLain = await school.signInGuru(waliLainId);
  const guruLainId = await guruWhere(sql`${involved} and g.guru_id <> ${waliLainId}
    and exists (select 1 from pembelajaran p where p.guru_id = g.guru_id and p.deleted_at is null)
    and not exists (select 1 from rombongan_belajar r where r.guru_id = g.guru_id)`);
  guruLain = await school.signInGuru(guruLainId);
  const wakaId = await guruWhere(
    sql`${involved} and g.guru_id not in (${waliLainId}, ${guruLainId})
      and exists (select 1 from pembelajaran p where p.guru_id = g.guru_id and p.deleted_at is null)`,
  );
  wakaGuruId = wakaId;
  const [wakaUser] = await db.select().from(users).where(eq(users.guruId, wakaId));
  await grantRoles(db, wakaUser!.userId, ['waka'], [SEMESTER]);
  waka = await school.signInGuru(wakaId);
}, 120_000);
afterAll(async () => school?.close());

async function mine(): Promise<PembelajaranProgres> {
  const response = await get('/api/beranda/pembelajaran', fx.guru);
  expect(response.statusCode).toBe(200);
  const body = response.json<BerandaGuru>();
  return body.pembelajaran.find((row) => row.pembelajaran_id === fx.pembelajaranId)!;
}

describe('beranda: the teacher’s pembelajaran with progress', () => {
  it('lists every academic pembelajaran of the teacher with empty progress before grading', async () => {
    const response = await get('/api/beranda/pembelajaran', fx.guru);
    expect(response.statusCode).toBe(200);
    const body = response.json<BerandaGuru>();
    expect(body.dibuka).toBe(true);
    const taught = await school.t.database.db
      .select({ id: pembelajaran.pembelajaranId, mapel: pembelajaran.mataPelajaranId })
      .from(pembelajaran)
      .where(and(eq(pembelajaran.guruId, fx.guruId), isNull(pembelajaran.deletedAt)));
    expect(body.pembelajaran.map((row) => row.pembelajaran_id).sort()).toEqual(
      taught
        .filter((row) => isMapelAkademik(row.mapel))
        .map((row) => row.id)
        .sort(),
    );
    const row = body.pembelajaran.find((r) => r.pembelajaran_id === fx.pembelajaranId)!;
    expect(row).toMatchObject({
      siap_dinilai: true,
      kunci_nilai: false,
      progres: {
        siswa: fx.anggota.length,
        jumlah_tp: 3,
        slm: 0,
        sas: 0,
        nilai_akhir: 0,
        deskripsi: 0,
        pts: 0,
      },
    });
    // The fixture maps only its own pembelajaran; the teacher's others are still unmapped.
    const others = body.pembelajaran.filter((r) => r.pembelajaran_id !== fx.pembelajaranId);
    expect(others.filter((r) => r.siap_dinilai)).toEqual([]);
  });

  it('counts students with every TP scored, a SAS NA, a final, a description and a PTS score after saves', async () => {
    const [a, b, c, d] = fx.anggota as [string, string, string, string];
    expect(
      (
        await saveGrid('slm', [
          { anggota_rombel_id: a, kolom: fx.tpIds[0], value: 80, version: 0 },
          { anggota_rombel_id: a, kolom: fx.tpIds[1], value: 70, version: 0 },
          { anggota_rombel_id: a, kolom: fx.tpIds[2], value: 60, version: 0 },
          { anggota_rombel_id: d, kolom: fx.tpIds[0], value: 85, version: 0 },
          { anggota_rombel_id: d, kolom: fx.tpIds[1], value: 75, version: 0 },
          { anggota_rombel_id: d, kolom: fx.tpIds[2], value: 65, version: 0 },
          // two of the three TPs: not done yet
          { anggota_rombel_id: b, kolom: fx.tpIds[0], value: 90, version: 0 },
          { anggota_rombel_id: b, kolom: fx.tpIds[2], value: 90, version: 0 },
          // A cleared cell keeps its row with a null: not a score.
          { anggota_rombel_id: c, kolom: fx.tpIds[0], value: null, version: 0 },
        ])
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await saveGrid('sas', [
          { anggota_rombel_id: a, kolom: 'tes', value: 75, version: 0 },
          { anggota_rombel_id: b, kolom: 'non-tes', value: 65, version: 0 },
        ])
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await saveGrid('nilai-akhir', [
          { anggota_rombel_id: a, kolom: 'nilai', value: 78, version: 0 },
          { anggota_rombel_id: b, kolom: 'nilai', value: 81, version: 0 },
          { anggota_rombel_id: c, kolom: 'nilai', value: 66, version: 0 },
        ])
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await saveGrid('deskripsi', [
          { anggota_rombel_id: d, kolom: 'capaian', value: 'Menguasai materi uji.', version: 0 },
        ])
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await saveGrid('pts', [
          { anggota_rombel_id: a, kolom: 'nilai', value: 70, version: 0 },
          { anggota_rombel_id: d, kolom: 'nilai', value: 85, version: 0 },
          // A cleared cell keeps its row with a null: not a score.
          { anggota_rombel_id: b, kolom: 'nilai', value: null, version: 0 },
        ])
      ).statusCode,
    ).toBe(200);
    expect((await mine()).progres).toEqual({
      siswa: fx.anggota.length,
      jumlah_tp: 3,
      slm: 2,
      sas: 2,
      nilai_akhir: 3,
      deskripsi: 1,
      pts: 2,
    });
    // A student who left the class no longer counts, nor do his grades.
    const db = school.t.database.db;
    await db
      .update(anggotaRombel)
      .set({ deletedAt: new Date() })
      .where(eq(anggotaRombel.anggotaRombelId, c));
    expect((await mine()).progres).toMatchObject({ siswa: fx.anggota.length - 1, nilai_akhir: 2 });
    await db
      .update(anggotaRombel)
      .set({ deletedAt: null })
      .where(eq(anggotaRombel.anggotaRombelId, c));
  });

  it('is for teachers only', async () => {
    expect((await get('/api/beranda/pembelajaran', school.admin)).statusCode).toBe(403);
  });
});

describe('beranda: school-wide counts for the administrator and the Waka', () => {
  it('counts the whole school, per grade level and per class, with the grading status', async () => {
    const response = await get('/api/beranda/penilaian-sekolah', school.admin);
    expect(response.statusCode).toBe(200);
    const body = response.json<BerandaSekolah>();
    expect(body.dibuka).toBe(true);
    const kelas = body.rombel.find((r) => r.rombongan_belajar_id === fx.rombonganBelajarId)!;
    expect(kelas).toMatchObject({ siswa: fx.anggota.length, dipetakan: 1, kunci_nilai: false });
    expect(kelas.nilai_akhir).toBe(3);
    expect(kelas.deskripsi).toBe(1);
    expect(body.total.nilai_akhir).toBe(3);
    expect(body.total.dipetakan).toBe(1);
    expect(body.total.lengkap).toBe(0);
    // Students are those of the regular classes, each counted once.
    const [regular] = await school.t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(anggotaRombel)
      .innerJoin(
        rombonganBelajar,
        eq(rombonganBelajar.rombonganBelajarId, anggotaRombel.rombonganBelajarId),
      )
      .where(
        and(
          eq(rombonganBelajar.sekolahId, school.sekolahId),
          eq(rombonganBelajar.jenisRombel, 1),
          isNull(anggotaRombel.deletedAt),
        ),
      );
    expect(body.total.siswa).toBe(regular!.n);
    expect(body.tingkat.reduce((sum, t) => sum + t.siswa, 0)).toBe(body.total.siswa);
    expect(body.tingkat.reduce((sum, t) => sum + t.pembelajaran, 0)).toBe(body.total.pembelajaran);
    expect(body.rombel.reduce((sum, r) => sum + r.pembelajaran, 0)).toBe(body.total.pembelajaran);
    // Every academic pembelajaran expects a final of each student it grades.
    expect(body.total.nilai_akhir_target).toBeGreaterThan(body.total.siswa);
  });

  it('applies the religion filter: a religion subject expects only the students of that religion', async () => {
    const response = await get(
      `/api/beranda/penilaian-sekolah/${fx.rombonganBelajarId}`,
      school.admin,
    );
    expect(response.statusCode).toBe(200);
    const rows = response.json<PembelajaranProgres[]>();
    const religion = rows.filter((row) => agamaOfMapel(row.mata_pelajaran_id) !== null);
    expect(religion.length).toBeGreaterThan(0);
    for (const row of religion) {
      const [count] = await school.t.database.db
        .select({ n: sql<number>`count(*)::int` })
        .from(anggotaRombel)
        .innerJoin(pesertaDidik, eq(pesertaDidik.pesertaDidikId, anggotaRombel.pesertaDidikId))
        .where(
          and(
            eq(anggotaRombel.rombonganBelajarId, fx.rombonganBelajarId),
            isNull(anggotaRombel.deletedAt),
            eq(pesertaDidik.agamaId, agamaOfMapel(row.mata_pelajaran_id)!),
          ),
        );
      expect([row.nama_mata_pelajaran, row.progres.siswa]).toEqual([
        row.nama_mata_pelajaran,
        count!.n,
      ]);
    }
    expect(rows.find((row) => row.pembelajaran_id === fx.pembelajaranId)?.progres.siswa).toBe(
      fx.anggota.length,
    );
    // No PKL or P5 row: they are graded elsewhere.
    expect(rows.every((row) => isMapelAkademik(row.mata_pelajaran_id))).toBe(true);
  });

  it('shows the administrator’s switch: closed grading is reported as closed', async () => {
    expect((await put('/api/penilaian/status', { dibuka: false }, school.admin)).statusCode).toBe(
      200,
    );
    expect((await get('/api/beranda/penilaian-sekolah', waka)).json<BerandaSekolah>().dibuka).toBe(
      false,
    );
    expect((await get('/api/beranda/pembelajaran', fx.guru)).json<BerandaGuru>().dibuka).toBe(
      false,
    );
    // Opening again needs a reason; without one nothing changes.
    const noReason = await put(
      '/api/penilaian/status',
      { dibuka: true, alasan: ' ok ' },
      school.admin,
    );
    expect(noReason.statusCode).toBe(422);
    expect(noReason.json().error.fields.alasan).toMatch(/alasan/i);
    expect((await get('/api/beranda/penilaian-sekolah', waka)).json<BerandaSekolah>().dibuka).toBe(
      false,
    );
    const reopened = await put(
      '/api/penilaian/status',
      { dibuka: true, alasan: 'Perbaikan nilai remedial kelas XII.' },
      school.admin,
    );
    expect(reopened.statusCode).toBe(200);
    // Saying "open" again while open is no new event.
    await put('/api/penilaian/status', { dibuka: true, alasan: 'Sekali lagi.' }, school.admin);
    const view = (await get('/api/beranda/penilaian-sekolah', waka)).json<BerandaSekolah>();
    expect(view.dibuka).toBe(true);
    expect(view.status_log.slice(0, 2)).toEqual([
      {
        kunci: false,
        alasan: 'Perbaikan nilai remedial kelas XII.',
        oleh: expect.any(String),
        waktu: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        batas: null,
        jenis: 'penilaian',
      },
      {
        kunci: true,
        alasan: null,
        oleh: expect.any(String),
        waktu: expect.any(String),
        batas: null,
        jenis: 'penilaian',
      },
    ]);
  });

  it('is refused to teachers and walis, and to anyone outside the session’s school', async () => {
    for (const headers of [fx.guru, wali, guruLain]) {
      expect((await get('/api/beranda/penilaian-sekolah', headers)).statusCode).toBe(403);
      expect(
        (await get(`/api/beranda/penilaian-sekolah/${fx.rombonganBelajarId}`, headers)).statusCode,
      ).toBe(403);
    }
    expect((await get('/api/beranda/penilaian-sekolah', waka)).statusCode).toBe(200);
    expect(
      (
        await get(
          '/api/beranda/penilaian-sekolah/00000000-0000-4000-8000-000000000000',
          school.admin,
        )
      ).statusCode,
    ).toBe(404);
    expect((await get('/api/beranda/penilaian-sekolah/bukan-uuid', school.admin)).statusCode).toBe(
      422,
    );
    for (const headers of [fx.guru, wali, guruLain]) {
      expect(
        (await get(`/api/beranda/penilaian-sekolah/guru/${fx.guruId}`, headers)).statusCode,
      ).toBe(403);
    }
    const unknown = await get(
      '/api/beranda/penilaian-sekolah/guru/00000000-0000-4000-8000-000000000000',
      school.admin,
    );
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.fields).toEqual({
      pengajar_id: 'Guru ini tidak mengajar mata pelajaran apa pun di semester ini.',
    });
    const malformed = await get('/api/beranda/penilaian-sekolah/guru/bukan-uuid', school.admin);
    expect(malformed.statusCode).toBe(422);
    expect(JSON.stringify(malformed.json())).toContain('Pilih guru yang benar.');
  });

  it('counts per teacher, the least complete first, and lists one teacher’s subjects', async () => {
    const body = (await get('/api/beranda/penilaian-sekolah', waka)).json<BerandaSekolah>();
    // every academic pembelajaran counted once, under its teacher
    expect(body.guru.reduce((sum, g) => sum + g.pembelajaran, 0)).toBe(body.total.pembelajaran);
    expect(body.guru.reduce((sum, g) => sum + g.nilai_akhir, 0)).toBe(body.total.nilai_akhir);
    const own = (await get('/api/beranda/pembelajaran', fx.guru)).json<BerandaGuru>();
    const rekap = body.guru.find((g) => g.guru_id === fx.guruId)!;
    const kelas = (await get(`/api/beranda/penilaian-sekolah/${fx.rombonganBelajarId}`, waka)).json<
      PembelajaranProgres[]
    >();
    expect(rekap).toMatchObject({
      nama: kelas.find((row) => row.pembelajaran_id === fx.pembelajaranId)!.guru,
      pembelajaran: own.pembelajaran.length,
      nilai_akhir: own.pembelajaran.reduce((sum, row) => sum + row.progres.nilai_akhir, 0),
      nilai_akhir_target: own.pembelajaran.reduce((sum, row) => sum + row.progres.siswa, 0),
      deskripsi: own.pembelajaran.reduce((sum, row) => sum + row.progres.deskripsi, 0),
      pts: own.pembelajaran.reduce((sum, row) => sum + row.progres.pts, 0),
    });
    expect(rekap.pts).toBeGreaterThan(0);
    expect(body.guru.reduce((sum, g) => sum + g.pts, 0)).toBe(body.total.pts);
    // the least complete first: finals stored of expected never go down the list
    const share = (g: (typeof body.guru)[number]) =>
      g.nilai_akhir_target === 0 ? 1 : g.nilai_akhir / g.nilai_akhir_target;
    const named = body.guru.filter((g) => g.guru_id !== null);
    for (let i = 1; i < named.length; i += 1)
      expect(share(named[i]!)).toBeGreaterThanOrEqual(share(named[i - 1]!));
    // only this teacher graded anything: the others (all at 0) come first, he comes last
    expect(named.at(-1)?.guru_id).toBe(fx.guruId);

    for (const headers of [waka, school.admin]) {
      const detail = await get(`/api/beranda/penilaian-sekolah/guru/${fx.guruId}`, headers);
      expect(detail.statusCode).toBe(200);
      const rows = detail.json<PembelajaranProgres[]>();
      expect(rows.map((row) => row.pembelajaran_id).sort()).toEqual(
        own.pembelajaran.map((row) => row.pembelajaran_id).sort(),
      );
      expect(rows.find((row) => row.pembelajaran_id === fx.pembelajaranId)?.progres).toEqual(
        own.pembelajaran.find((row) => row.pembelajaran_id === fx.pembelajaranId)?.progres,
      );
    }
  });
});

describe('monitoring: every academic pembelajaran for the Waka', () => {
  it('lists each of the school’s classes’ pembelajaran with the same progress the teacher sees', async () => {
    const response = await get('/api/progress/penilaian', waka);
    expect(response.statusCode).toBe(200);
    const body = response.json<MonitoringPenilaian>();
    expect(body).toMatchObject({ dibuka: true, zona: 'Asia/Jakarta' });
    const own = (await get('/api/beranda/pembelajaran', fx.guru)).json<BerandaGuru>();
    const row = body.pembelajaran.find((r) => r.pembelajaran_id === fx.pembelajaranId);
    expect(row?.progres).toEqual(
      own.pembelajaran.find((r) => r.pembelajaran_id === fx.pembelajaranId)?.progres,
    );
    expect(row?.guru).toEqual(expect.any(String));
    // every pembelajaran once, all of them academic and of a class of the semester
    const ids = body.pembelajaran.map((r) => r.pembelajaran_id);
    expect(new Set(ids).size).toBe(ids.length);
    const sekolah = (await get('/api/beranda/penilaian-sekolah', waka)).json<BerandaSekolah>();
    expect(body.pembelajaran).toHaveLength(
      sekolah.rombel.reduce((sum, rombel) => sum + rombel.pembelajaran, 0),
    );
    // the Monitoring menu is the Waka's: a teacher and the administrator are refused
    expect((await get('/api/progress/penilaian', fx.guru)).statusCode).toBe(403);
    expect((await get('/api/progress/penilaian', school.admin)).statusCode).toBe(403);
  });
});

describe('wali: his class with progress, and the lock', () => {
  it('shows the wali his class with every academic pembelajaran and the same counts', async () => {
    const response = await get('/api/wali/kelas', wali);
    expect(response.statusCode).toBe(200);
    const body = response.json<BerandaWali>();
    const kelas = body.kelas.find((k) => k.rombongan_belajar_id === fx.rombonganBelajarId)!;
    expect(kelas).toMatchObject({ kunci_nilai: false, jumlah_siswa: fx.anggota.length });
    expect(kelas.pembelajaran.find((r) => r.pembelajaran_id === fx.pembelajaranId)).toMatchObject({
      progres: { slm: 2, sas: 2, nilai_akhir: 3, deskripsi: 1 },
    });
    expect(kelas.pembelajaran.find((r) => r.pembelajaran_id === fx.pembelajaranId)?.guru).toEqual(
      expect.any(String),
    );
    // Only his own classes.
    const others = await school.t.database.db
      .select({ id: rombonganBelajar.rombonganBelajarId })
      .from(rombonganBelajar)
      .where(
        and(
          eq(rombonganBelajar.guruId, waliGuruId),
          inArray(rombonganBelajar.jenisRombel, [1, 16]),
        ),
      );
    expect(body.kelas.map((k) => k.rombongan_belajar_id).sort()).toEqual(
      others.map((r) => r.id).sort(),
    );
    // a teacher who is wali of no class has none
    const none = await get('/api/wali/kelas', guruLain);
    expect(none.statusCode).toBe(200);
    expect(none.json<BerandaWali>().kelas).toEqual([]);
  });

  it('lets the wali of an elective class (not of a regular one) see and lock it', async () => {
    const pilihanGuruId = await guruWhere(sql`g.guru_id not in (${fx.guruId}, ${waliGuruId})
      and exists (select 1 from rombongan_belajar r where r.guru_id = g.guru_id
        and r.jenis_rombel = 16 and r.deleted_at is null and r.semester_id = ${SEMESTER})
      and not exists (select 1 from rombongan_belajar r where r.guru_id = g.guru_id
        and r.jenis_rombel = 1 and r.deleted_at is null and r.semester_id = ${SEMESTER})`);
    const pilihan = await school.signInGuru(pilihanGuruId);
    const listed = (await get('/api/wali/kelas', pilihan)).json<BerandaWali>().kelas;
    expect(listed.length).toBeGreaterThan(0);
    expect(listed.every((kelas) => kelas.jenis_rombel === 16)).toBe(true);
    const id = listed[0]!.rombongan_belajar_id;
    const locked = await put(
      '/api/penilaian/kunci-nilai',
      { rombongan_belajar_id: id, kunci: true },
      pilihan,
    );
    expect(locked.statusCode).toBe(200);
    // not the regular class's wali
    expect(
      (await put('/api/penilaian/kunci-nilai', { rombongan_belajar_id: id, kunci: true }, wali))
        .statusCode,
    ).toBe(403);
    const unlocked = await put(
      '/api/penilaian/kunci-nilai',
      { rombongan_belajar_id: id, kunci: false, alasan: 'Nilai pilihan belum lengkap.' },
      pilihan,
    );
    expect(unlocked.statusCode).toBe(200);
    const [row] = await school.t.database.db
      .select({ kunci: rombonganBelajar.kunciNilai })
      .from(rombonganBelajar)
      .where(eq(rombonganBelajar.rombonganBelajarId, id));
    expect(row!.kunci).toBe(false);
  });

  it('locks the class: grade writes answer 423 until the wali unlocks it', async () => {
    const cell = { anggota_rombel_id: fx.anggota[5]!, kolom: 'nilai', value: 71, version: 0 };
    const [before] = await school.t.database.db
      .select({ updatedAt: rombonganBelajar.updatedAt })
      .from(rombonganBelajar)
      .where(eq(rombonganBelajar.rombonganBelajarId, fx.rombonganBelajarId));
    // Sent twice at once (a double click): locked once, one event in the log.
    const [locked, twice] = await Promise.all(
      [1, 2].map(() =>
        put(
          '/api/penilaian/kunci-nilai',
          { rombongan_belajar_id: fx.rombonganBelajarId, kunci: true },
          wali,
        ),
      ),
    );
    expect(locked!.statusCode).toBe(200);
    expect(twice!.statusCode).toBe(200);
    expect(locked!.json()).toMatchObject({ kunci: true });
    const [after] = await school.t.database.db
      .select({ updatedAt: rombonganBelajar.updatedAt, kunci: rombonganBelajar.kunciNilai })
      .from(rombonganBelajar)
      .where(eq(rombonganBelajar.rombonganBelajarId, fx.rombonganBelajarId));
    expect(after!.kunci).toBe(true);
    expect(after!.updatedAt.getTime()).toBeGreaterThan(before!.updatedAt.getTime());

    const refused = await saveGrid('pts', [cell]);
    expect(refused.statusCode).toBe(423);
    expect(refused.json().error.code).toBe('penilaian.locked');
    expect((await mine()).kunci_nilai).toBe(true);
    // The teacher is the class's wali here: his grid says he locked it himself, and where to
    // open it (another teacher is told whom to ask, below).
    expect(fx.guruId).toBe(waliGuruId);
    const lockedGrid = (
      await get(`/api/penilaian/grid/pts?pembelajaran_id=${fx.pembelajaranId}`, fx.guru)
    ).json<GridData>();
    expect(lockedGrid.lock).toEqual({
      reason: 'kunci-nilai',
      message: `Anda sendiri telah mengunci nilai kelas ${lockedGrid.pembelajaran.rombel}. Nilai hanya dapat dilihat; buka kuncinya di Beranda (Kelas Perwalian) bila ada nilai yang harus diubah.`,
    });
    const waliView = (await get('/api/wali/kelas', wali)).json<BerandaWali>();
    expect(
      waliView.kelas.find((k) => k.rombongan_belajar_id === fx.rombonganBelajarId)?.kunci_nilai,
    ).toBe(true);
    const sekolahView = (
      await get('/api/beranda/penilaian-sekolah', school.admin)
    ).json<BerandaSekolah>();
    expect(
      sekolahView.rombel.find((r) => r.rombongan_belajar_id === fx.rombonganBelajarId)?.kunci_nilai,
    ).toBe(true);
    expect(sekolahView.tingkat.reduce((sum, t) => sum + t.terkunci, 0)).toBe(1);

    // Unlocking needs a reason: without one it is refused, naming the field, and stays locked.
    const noReason = await put(
      '/api/penilaian/kunci-nilai',
      { rombongan_belajar_id: fx.rombonganBelajarId, kunci: false },
      wali,
    );
    expect(noReason.statusCode).toBe(422);
    expect(noReason.json().error.fields).toHaveProperty('alasan');
    expect((await saveGrid('pts', [cell])).statusCode).toBe(423);
    const unlocked = await put(
      '/api/penilaian/kunci-nilai',
      {
        rombongan_belajar_id: fx.rombonganBelajarId,
        kunci: false,
        alasan: 'Guru Matematika memperbaiki nilai remedial.',
      },
      wali,
    );
    expect(unlocked.statusCode).toBe(200);
    expect((await saveGrid('pts', [cell])).statusCode).toBe(200);
    const log = (await get('/api/wali/kelas', wali))
      .json<BerandaWali>()
      .kelas.find((k) => k.rombongan_belajar_id === fx.rombonganBelajarId)!.kunci_log;
    expect(log.map((entry) => [entry.kunci, entry.alasan])).toEqual([
      [false, 'Guru Matematika memperbaiki nilai remedial.'],
      [true, null],
    ]);
    expect(log[0]!.oleh).toEqual(expect.any(String));
    // a reason sent with a lock (the screen asks for none) is kept, not dropped
    const relocked = await put(
      '/api/penilaian/kunci-nilai',
      {
        rombongan_belajar_id: fx.rombonganBelajarId,
        kunci: true,
        alasan: 'Nilai sudah diperiksa.',
      },
      wali,
    );
    expect(relocked.statusCode).toBe(200);
    const relockLog = (await get('/api/wali/kelas', wali))
      .json<BerandaWali>()
      .kelas.find((k) => k.rombongan_belajar_id === fx.rombonganBelajarId)!.kunci_log;
    expect([relockLog[0]!.kunci, relockLog[0]!.alasan]).toEqual([true, 'Nilai sudah diperiksa.']);
    await put(
      '/api/penilaian/kunci-nilai',
      {
        rombongan_belajar_id: fx.rombonganBelajarId,
        kunci: false,
        alasan: 'Dibuka lagi untuk uji.',
      },
      wali,
    );
  });

  it('refuses another wali and a teacher, changing nothing', async () => {
    const body = { rombongan_belajar_id: fx.rombonganBelajarId, kunci: true };
    const other = await put('/api/penilaian/kunci-nilai', body, waliLain);
    expect(other.statusCode).toBe(403);
    expect(other.json().error.code).toBe('penilaian.bukan_wali');
    // the administrator may lock and open it too (decision 0021), so the refusal names him
    expect(other.json().error.message).toMatch(
      /^Hanya wali kelas .+ atau administrator yang dapat mengunci atau membuka nilai kelas ini\.$/,
    );
    expect((await put('/api/penilaian/kunci-nilai', body, guruLain)).statusCode).toBe(403);
    expect((await put('/api/penilaian/kunci-nilai', body, waka)).statusCode).toBe(403);
    const [row] = await school.t.database.db
      .select({ kunci: rombonganBelajar.kunciNilai })
      .from(rombonganBelajar)
      .where(eq(rombonganBelajar.rombonganBelajarId, fx.rombonganBelajarId));
    expect(row!.kunci).toBe(false);
    const missing = await put(
      '/api/penilaian/kunci-nilai',
      { rombongan_belajar_id: '00000000-0000-4000-8000-000000000000', kunci: true },
      wali,
    );
    expect(missing.statusCode).toBe(404);
    const invalid = await put(
      '/api/penilaian/kunci-nilai',
      { rombongan_belajar_id: 'x', kunci: 'ya' },
      wali,
    );
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json().error.fields).toHaveProperty('rombongan_belajar_id');
  });

  it('lets the administrator open a class its wali locked (the wali away on the deadline day), with a reason the wali sees', async () => {
    const id = fx.rombonganBelajarId;
    expect(
      (await put('/api/penilaian/kunci-nilai', { rombongan_belajar_id: id, kunci: true }, wali))
        .statusCode,
    ).toBe(200);
    const noReason = await put(
      '/api/penilaian/kunci-nilai',
      { rombongan_belajar_id: id, kunci: false },
      school.admin,
    );
    expect(noReason.statusCode).toBe(422);
    expect(noReason.json().error.fields).toHaveProperty('alasan');
    const opened = await put(
      '/api/penilaian/kunci-nilai',
      { rombongan_belajar_id: id, kunci: false, alasan: 'Wali kelas sakit; nilai remedial masuk.' },
      school.admin,
    );
    expect(opened.statusCode).toBe(200);
    const cell = { anggota_rombel_id: fx.anggota[6]!, kolom: 'nilai', value: 72, version: 0 };
    expect((await saveGrid('pts', [cell])).statusCode).toBe(200);
    const adminName = (await get('/api/profile', school.admin)).json<{ name: string }>().name;
    const log = (await get('/api/wali/kelas', wali))
      .json<BerandaWali>()
      .kelas.find((k) => k.rombongan_belajar_id === id)!.kunci_log;
    expect(log[0]).toMatchObject({
      kunci: false,
      alasan: 'Wali kelas sakit; nilai remedial masuk.',
      oleh: adminName,
    });
  });

  it('names the wali who locked the class to another teacher of the class', async () => {
    const id = fx.rombonganBelajarId;
    const other = (
      await school.t.database.db
        .select({
          pembelajaranId: pembelajaran.pembelajaranId,
          mataPelajaranId: pembelajaran.mataPelajaranId,
          guruId: pembelajaran.guruId,
        })
        .from(pembelajaran)
        .where(
          and(
            eq(pembelajaran.rombonganBelajarId, id),
            ne(pembelajaran.guruId, waliGuruId),
            isNull(pembelajaran.indukPembelajaranId),
          ),
        )
    ).find((row) => isMapelAkademik(row.mataPelajaranId));
    // mapped by the administrator (group and order), as a subject must be to be graded
    const [mapped] = await school.t.database.db
      .select({ kelompokId: pembelajaran.kelompokId })
      .from(pembelajaran)
      .where(eq(pembelajaran.pembelajaranId, fx.pembelajaranId));
    await school.t.database.db
      .update(pembelajaran)
      .set({ kelompokId: mapped!.kelompokId, noUrut: 30 })
      .where(eq(pembelajaran.pembelajaranId, other!.pembelajaranId));
    const teacher = await school.signInGuru(other!.guruId!);
    expect(
      (await put('/api/penilaian/kunci-nilai', { rombongan_belajar_id: id, kunci: true }, wali))
        .statusCode,
    ).toBe(200);
    const [waliUser] = await school.t.database.db
      .select({ name: users.name })
      .from(users)
      .where(eq(users.guruId, waliGuruId));
    const grid = (
      await get(`/api/penilaian/grid/pts?pembelajaran_id=${other!.pembelajaranId}`, teacher)
    ).json<GridData>();
    expect(grid.lock).toEqual({
      reason: 'kunci-nilai',
      message: `Nilai kelas ${grid.pembelajaran.rombel} sudah dikunci oleh wali kelas (${waliUser!.name}). Nilai hanya dapat dilihat; minta wali kelas membuka kuncinya bila ada nilai yang harus diubah.`,
    });
    const opened = await put(
      '/api/penilaian/kunci-nilai',
      { rombongan_belajar_id: id, kunci: false, alasan: 'Nilai PTS susulan.' },
      wali,
    );
    expect(opened.statusCode, opened.body).toBe(200);
  });

  it('tells the teacher the administrator locked the class when it was the administrator', async () => {
    const id = fx.rombonganBelajarId;
    const locked = await put(
      '/api/penilaian/kunci-nilai',
      { rombongan_belajar_id: id, kunci: true },
      school.admin,
    );
    expect(locked.statusCode, locked.body).toBe(200);
    const adminName = (await get('/api/profile', school.admin)).json<{ name: string }>().name;
    const grid = (
      await get(`/api/penilaian/grid/pts?pembelajaran_id=${fx.pembelajaranId}`, fx.guru)
    ).json<GridData>();
    expect(grid.lock).toEqual({
      reason: 'kunci-nilai',
      message: `Nilai kelas ${grid.pembelajaran.rombel} sudah dikunci oleh administrator (${adminName}). Nilai hanya dapat dilihat; minta administrator atau wali kelas membuka kuncinya bila ada nilai yang harus diubah.`,
    });
    const opened = await put(
      '/api/penilaian/kunci-nilai',
      { rombongan_belajar_id: id, kunci: false, alasan: 'Dikunci untuk pemeriksaan saja.' },
      school.admin,
    );
    expect(opened.statusCode, opened.body).toBe(200);
  });

  it('cannot lock an extracurricular group it coaches (not a class)', async () => {
    const [ekskul] = await school.t.database.db
      .select({ id: rombonganBelajar.rombonganBelajarId })
      .from(rombonganBelajar)
      .where(
        and(
          eq(rombonganBelajar.sekolahId, school.sekolahId),
          notInArray(rombonganBelajar.jenisRombel, [1, 16]),
          isNotNull(rombonganBelajar.guruId),
          ne(rombonganBelajar.rombonganBelajarId, fx.rombonganBelajarId),
        ),
      )
      .limit(1);
    if (!ekskul) return;
    const response = await put(
      '/api/penilaian/kunci-nilai',
      { rombongan_belajar_id: ekskul.id, kunci: true },
      wali,
    );
    expect(response.statusCode).toBe(404);
  });
});

describe('a class’s grades for its wali, the Waka and the administrator', () => {
  /** A pembelajaran whose teacher is not the wali of its class (the main fixture's is). */
  let other: GradingFixture;
  let waliOther: Record<string, string>;
  let stranger: Record<string, string>;
  let wakaOther: Record<string, string>;

  beforeAll(async () => {
    for (let skip = 1; ; skip++) {
      const candidate = await prepareGrading(school, 3, skip);
      const [kelas] = await school.t.database.db
        .select({ guruId: rombonganBelajar.guruId })
        .from(rombonganBelajar)
        .where(eq(rombonganBelajar.rombonganBelajarId, candidate.rombonganBelajarId));
      if (!kelas?.guruId || kelas.guruId === candidate.guruId) continue;
      other = candidate;
      waliOther = await school.signInGuru(kelas.guruId);
      // Neither teaches it nor is its wali, nor is the Waka of the tests above.
      const involved = sql`g.guru_id not in (${candidate.guruId}, ${kelas.guruId}, ${wakaGuruId})`;
      const strangerId = await guruWhere(sql`${involved} and not exists (
        select 1 from rombongan_belajar r where r.rombongan_belajar_id = ${candidate.rombonganBelajarId}
          and r.guru_id = g.guru_id)`);
      stranger = await school.signInGuru(strangerId);
      const wakaId = await guruWhere(sql`${involved} and g.guru_id <> ${strangerId}`);
      const [wakaUser] = await school.t.database.db
        .select()
        .from(users)
        .where(eq(users.guruId, wakaId));
      await grantRoles(school.t.database.db, wakaUser!.userId, ['waka'], [SEMESTER]);
      wakaOther = await school.signInGuru(wakaId);
      break;
    }
    const cells = other.anggota.map((anggota, index) => ({
      anggota_rombel_id: anggota,
      kolom: other.tpIds[0],
      value: 70 + (index % 20),
      version: 0,
    }));
    const saved = await put(
      '/api/penilaian/grid/slm',
      { pembelajaran_id: other.pembelajaranId, cells },
      other.guru,
    );
    expect(saved.statusCode, saved.body).toBe(200);
  }, 60_000);

  const grid = (kind: string, headers: Record<string, string>) =>
    get(`/api/penilaian/grid/${kind}?pembelajaran_id=${other.pembelajaranId}`, headers);
  const riwayat = (headers: Record<string, string>) =>
    get(
      `/api/penilaian/riwayat?pembelajaran_id=${other.pembelajaranId}&anggota_rombel_id=${other.anggota[0]}`,
      headers,
    );

  it('shows the teacher’s grid to them as "hanya lihat", with the same cells', async () => {
    const own = await grid('slm', other.guru);
    expect(own.statusCode).toBe(200);
    expect(own.json<GridData>().lock).toBeNull();
    expect(own.json<GridData>().rows[0]!.cells[other.tpIds[0]!]!.value).not.toBeNull();
    for (const [viewer, says] of [
      [waliOther, 'sebagai wali kelas'],
      [wakaOther, 'untuk pemantauan'],
      [school.admin, 'untuk pemantauan'],
    ] as const) {
      const response = await grid('slm', viewer);
      expect(response.statusCode, response.body).toBe(200);
      const data = response.json<GridData>();
      expect(data.lock).toEqual({ reason: 'hanya-lihat', message: expect.stringContaining(says) });
      expect(data.rows).toEqual(own.json<GridData>().rows);
    }
  });

  it('is refused to a teacher who neither teaches the subject nor is the class’s wali', async () => {
    const response = await grid('nilai-akhir', stranger);
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('penilaian.bukan_pengajar');
  });

  it('never lets a viewer write or count as present in the grid', async () => {
    const before = await grid('slm', other.guru);
    const cell = { anggota_rombel_id: other.anggota[0]!, kolom: other.tpIds[0]! };
    const { version } = before
      .json<GridData>()
      .rows.find((row) => row.anggota_rombel_id === cell.anggota_rombel_id)!.cells[cell.kolom]!;
    for (const viewer of [waliOther, wakaOther]) {
      const write = await put(
        '/api/penilaian/grid/slm',
        { pembelajaran_id: other.pembelajaranId, cells: [{ ...cell, value: 12, version }] },
        viewer,
      );
      expect(write.statusCode).toBe(403);
      const hadir = await put(
        '/api/penilaian/grid/slm/kehadiran',
        { pembelajaran_id: other.pembelajaranId, kolom: null },
        viewer,
      );
      expect(hadir.statusCode).toBe(403);
    }
    expect((await grid('slm', other.guru)).json<GridData>().rows).toEqual(
      before.json<GridData>().rows,
    );
  });

  it('opens the history to the teacher, the wali of the class and the Waka; not to a stranger', async () => {
    const own = await riwayat(other.guru);
    expect(own.statusCode).toBe(200);
    const entries = own.json<{ oleh_anda: boolean }[]>();
    expect(entries.length).toBeGreaterThan(0);
    expect(entries.every((entry) => entry.oleh_anda)).toBe(true);
    for (const viewer of [waliOther, wakaOther]) {
      const response = await riwayat(viewer);
      expect(response.statusCode).toBe(200);
      // the same entries; only whether the reader made the change differs
      expect(response.json()).toEqual(entries.map((entry) => ({ ...entry, oleh_anda: false })));
    }
    const refused = await riwayat(stranger);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('penilaian.riwayat_forbidden');
    // The wali of another class, who does not teach here either.
    expect((await riwayat(waliLain)).statusCode).toBe(403);
  });
});
