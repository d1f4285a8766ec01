import { z } from 'zod';
import { ROLE_NAMES } from '../abilities/roles';
import { SUBJECTS } from '../abilities/define-ability';
import { SEMESTER_ID_PATTERN } from '../semester/semester';

export const semesterIdSchema = z
  .string()
  .regex(SEMESTER_ID_PATTERN, { message: 'Semester harus berbentuk 5 digit, misalnya 20261.' });

export const semesterSchema = z.object({
  semester_id: z.string(),
  tahun_ajaran_id: z.number().int(),
  nama: z.string(),
  semester: z.number().int(),
  periode_aktif: z.boolean(),
});
export type Semester = z.infer<typeof semesterSchema>;

export const sekolahSummarySchema = z.object({
  sekolah_id: z.string(),
  npsn: z.string(),
  nama: z.string(),
  is_demo: z.boolean(),
});
export type SekolahSummary = z.infer<typeof sekolahSummarySchema>;

export const abilityRuleSchema = z.object({
  action: z.enum(['read', 'manage']),
  subject: z.enum(SUBJECTS),
});

export const userDataSchema = z.object({
  user_id: z.string(),
  name: z.string(),
  email: z.string(),
  username: z.string().nullable(),
  roles: z.array(z.enum(ROLE_NAMES)),
  role: z.string(),
  ability: z.array(abilityRuleSchema),
  sekolah: sekolahSummarySchema,
  semester: semesterSchema,
  has_photo: z.boolean(),
  last_login_at: z.string().nullable(),
});
export type UserData = z.infer<typeof userDataSchema>;

const passwordSchema = z.string().min(8).max(128);

/**
 * The sign-in name: an email, a NUPTK or a NISN. Its messages say so (the label "Email" of the
 * other email fields would not).
 */
const signInNameSchema = z
  .string({ error: 'Email atau nama pengguna harus berupa teks.' })
  .trim()
  .min(1, { error: 'Email atau nama pengguna wajib diisi.' })
  .max(254, { error: 'Email atau nama pengguna maksimal 254 karakter.' });

export const loginBodySchema = z.object({
  email: signInNameSchema,
  password: z.string().min(1).max(128),
  semester_id: semesterIdSchema.optional(),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

export const sessionResponseSchema = z.object({
  userData: userDataSchema,
  accessToken: z.string(),
  refreshToken: z.string(),
});
export type SessionResponse = z.infer<typeof sessionResponseSchema>;

export const refreshBodySchema = z.object({ refreshToken: z.string().min(1).max(200) });
export const logoutBodySchema = z.object({ refreshToken: z.string().max(200).optional() });
export const switchSemesterBodySchema = z.object({
  semester_id: semesterIdSchema,
  refreshToken: z.string().min(1).max(200),
});

export const registerBodySchema = z
  .object({
    npsn: z
      .string()
      .trim()
      .regex(/^\d{8}$/, { message: 'NPSN harus 8 digit angka.' }),
    nama_sekolah: z.string().trim().min(3).max(150),
    name: z.string().trim().min(1).max(150),
    email: z.email().max(254),
    password: passwordSchema,
    password_confirmation: z.string().min(1).max(128),
  })
  .refine((body) => body.password === body.password_confirmation, {
    path: ['password_confirmation'],
    message: 'Konfirmasi kata sandi tidak sama dengan kata sandi.',
  });
export type RegisterBody = z.infer<typeof registerBodySchema>;

export const forgotPasswordBodySchema = z.object({ email: signInNameSchema });

export const resetTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{20,100}$/, {
  message: 'Token atur ulang tidak valid.',
});

export const resetPasswordBodySchema = z
  .object({
    token: resetTokenSchema,
    password: passwordSchema,
    password_confirmation: z.string().min(1).max(128),
  })
  .refine((body) => body.password === body.password_confirmation, {
    path: ['password_confirmation'],
    message: 'Konfirmasi kata sandi tidak sama dengan kata sandi.',
  });

export const loginOptionsSchema = z.object({
  semesters: z.array(semesterSchema),
  semester_id: z.string(),
  allowRegister: z.boolean(),
  schoolCount: z.number().int(),
});
export type LoginOptions = z.infer<typeof loginOptionsSchema>;

export const messageResponseSchema = z.object({ message: z.string() });
