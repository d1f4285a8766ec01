import {
  JABATAN_KEPALA_SEKOLAH,
  LOGO_MAX_BYTES,
  LOGO_MAX_PX,
  ZONA_WAKTU,
  type SaveSettingsBody,
  type SettingsDto,
} from '@erapor/shared/settings/settings.schemas';
import { semesterName, semesterParity } from '@erapor/shared/semester/semester';
import type { AppContext } from '../../app-context';
import type { Db } from '../../db/client';
import type { Session } from '../../plugins/access';
import { AppError, invalidField, notFound } from '../../plugins/errors';
import { findSekolah } from '../auth/auth.repository';
import { detectImageType } from '../profile/profile.usecases';
import { listSemesters } from '../semester/semester.repository';
import {
  activeStaff,
  findKasek,
  rombel4TahunIds,
  replaceRombel4Tahun,
  saveKasek,
  upperRegularClasses,
} from './settings-data.repository';
import { getSetting, setSetting } from './settings.repository';

type Scope = Pick<Session, 'sekolahId' | 'semesterId'>;

const LOGO_KEY = 'logo_sekolah';

function oneOf<T extends string>(value: string | null, allowed: readonly T[], fallback: T): T {
  return allowed.find((item) => item === value) ?? fallback;
}

export async function readSettings(ctx: AppContext, scope: Scope): Promise<SettingsDto> {
  const { db } = ctx;
  const { sekolahId, semesterId } = scope;
  const school = await findSekolah(db, sekolahId);
  if (!school) throw notFound('Sekolah');
  const perSemester = { sekolahId, semesterId };
  const [semesters, staff, classes, chosen, kasek] = await Promise.all([
    listSemesters(db),
    activeStaff(db, sekolahId, semesterId),
    upperRegularClasses(db, sekolahId, semesterId),
    rombel4TahunIds(db, sekolahId, semesterId),
    findKasek(db, sekolahId, semesterId),
  ]);
  const [tanggalRapor, tanggalKelasAkhir, zona, url, token, logo] = await Promise.all([
    getSetting(db, 'tanggal_rapor', perSemester),
    getSetting(db, 'tanggal_rapor_kelas_akhir', perSemester),
    getSetting(db, 'zona', { sekolahId }),
    getSetting(db, 'url_dapodik', { sekolahId }),
    getSetting(db, 'token_dapodik', { sekolahId }),
    getSetting(db, LOGO_KEY, { sekolahId }),
  ]);
  return {
    semesters: semesters.map((row) => ({
      semester_id: row.semesterId,
      tahun_ajaran_id: row.tahunAjaranId,
      nama: row.nama,
      semester: row.semester,
      periode_aktif: row.semesterId === school.semesterId,
    })),
    semester_aktif_id: school.semesterId,
    semester_id: semesterId,
    semester_nama: semesterName(semesterId),
    periode: semesterParity(semesterId),
    tanggal_rapor: tanggalRapor,
    tanggal_rapor_kelas_akhir: semesterParity(semesterId) === 2 ? tanggalKelasAkhir : null,
    zona: oneOf(zona, ZONA_WAKTU, 'Asia/Jakarta'),
    kepala_sekolah: kasek?.guruId ?? null,
    jabatan: oneOf(kasek?.jabatan ?? null, JABATAN_KEPALA_SEKOLAH, 'Kepala Sekolah'),
    data_guru: staff,
    rombel_4_tahun: chosen,
    data_rombel: classes,
    dapodik: { url, token_set: token !== null },
    has_logo: logo !== null,
  };
}

/** Saves the school's settings; the principal and the classes must be this school's own. */
export async function saveSettings(ctx: AppContext, scope: Scope, body: SaveSettingsBody) {
  const { sekolahId, semesterId } = scope;
  const [staff, classes] = await Promise.all([
    activeStaff(ctx.db, sekolahId, semesterId),
    upperRegularClasses(ctx.db, sekolahId, semesterId),
  ]);
  if (body.kepala_sekolah && !staff.some((row) => row.guru_id === body.kepala_sekolah)) {
    throw invalidField(
      'kepala_sekolah',
      'Kepala sekolah harus dipilih dari PTK aktif sekolah ini.',
    );
  }
  const allowed = new Set(classes.map((row) => row.rombongan_belajar_id));
  if (body.rombel_4_tahun.some((id) => !allowed.has(id))) {
    throw invalidField(
      'rombel_4_tahun',
      'Rombel 4 tahun hanya boleh berisi rombongan belajar reguler kelas 11–13 sekolah ini.',
    );
  }
  const unique = [...new Set(body.rombel_4_tahun)];
  const perSemester = { sekolahId, semesterId };
  await ctx.db.transaction(async (txn) => {
    const tx = txn as Db;
    await setSetting(tx, 'tanggal_rapor', body.tanggal_rapor, perSemester);
    if (semesterParity(semesterId) === 2 && body.tanggal_rapor_kelas_akhir !== undefined) {
      await setSetting(
        tx,
        'tanggal_rapor_kelas_akhir',
        body.tanggal_rapor_kelas_akhir,
        perSemester,
      );
    }
    await setSetting(tx, 'zona', body.zona, { sekolahId });
    await saveKasek(
      tx,
      sekolahId,
      semesterId,
      body.kepala_sekolah ? { guruId: body.kepala_sekolah, jabatan: body.jabatan } : null,
    );
    await replaceRombel4Tahun(tx, sekolahId, semesterId, unique);
  });
}

function logoProblem(code: string, message: string, status = 422): AppError {
  return new AppError(status, `setting.${code}`, message, { logo: message });
}

/** Checks the bytes (not the name) and stores the logo at most 300 px on its longer side. */
export async function saveLogo(ctx: AppContext, sekolahId: string, bytes: Buffer): Promise<void> {
  if (bytes.length > LOGO_MAX_BYTES) {
    throw logoProblem('logo_too_large', 'Ukuran logo paling besar 1 MB.', 413);
  }
  const mime = detectImageType(bytes);
  if (!mime) throw logoProblem('logo_type', 'Logo harus berupa gambar JPG atau PNG.');
  let stored: Buffer;
  // sharp (libvips) is loaded with the first logo, not at start (decision 0014)
  const { default: sharp } = await import('sharp');
  try {
    const image = sharp(bytes).rotate().resize(LOGO_MAX_PX, LOGO_MAX_PX, {
      fit: 'inside',
      withoutEnlargement: true,
    });
    stored = await (mime === 'image/png' ? image.png() : image.jpeg({ quality: 90 })).toBuffer();
  } catch {
    throw logoProblem('logo_unreadable', 'Gambar logo rusak atau tidak dapat dibaca.');
  }
  await setSetting(ctx.db, LOGO_KEY, `data:${mime};base64,${stored.toString('base64')}`, {
    sekolahId,
  });
}

export async function readLogo(ctx: AppContext, sekolahId: string) {
  const value = await getSetting(ctx.db, LOGO_KEY, { sekolahId });
  const match = value ? /^data:(image\/(?:png|jpeg));base64,(.+)$/.exec(value) : null;
  if (!match?.[1] || !match[2]) throw notFound('Logo sekolah');
  return { mime: match[1], bytes: Buffer.from(match[2], 'base64') };
}
