import { z } from 'zod';
import { MANUAL_ROLES, ROLE_NAMES, type RoleName } from '../abilities/roles';

/** Kind of account: staff (PTK), student (PD) or the school's administrator. */
export const JENIS_PENGGUNA = ['PTK', 'PD', 'Admin'] as const;
export type JenisPengguna = (typeof JENIS_PENGGUNA)[number];

export const PENGGUNA_SORT_FIELDS = ['name', 'email', 'last_login_at'] as const;

export const listPenggunaQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(20),
  q: z.string().trim().max(100).optional(),
  role: z.enum(ROLE_NAMES).optional(),
  sort: z.enum(PENGGUNA_SORT_FIELDS).default('name'),
  order: z.enum(['asc', 'desc']).default('asc'),
});
export type ListPenggunaQuery = z.infer<typeof listPenggunaQuerySchema>;

export const penggunaSchema = z.object({
  user_id: z.string(),
  name: z.string(),
  email: z.string(),
  username: z.string().nullable(),
  jenis: z.enum(JENIS_PENGGUNA),
  roles: z.array(z.enum(ROLE_NAMES)),
  last_login_at: z.string().nullable(),
  /** True while the generated first password is still the one in use. */
  initial_password_unchanged: z.boolean(),
});
export type Pengguna = z.infer<typeof penggunaSchema>;

export const penggunaPageSchema = z.object({
  data: z.array(penggunaSchema),
  total: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
});
export type PenggunaPage = z.infer<typeof penggunaPageSchema>;

export const penggunaDetailSchema = penggunaSchema.extend({
  /** Every semester in which the user holds a role, newest first. */
  roles_per_semester: z.array(
    z.object({
      semester_id: z.string(),
      nama: z.string(),
      roles: z.array(z.enum(ROLE_NAMES)),
    }),
  ),
  /** Manual roles the administrator may still add in the session's semester. */
  addable_roles: z.array(z.enum(ROLE_NAMES)),
  semester_id: z.string(),
});
export type PenggunaDetail = z.infer<typeof penggunaDetailSchema>;

export const penggunaIdParamsSchema = z.object({
  id: z.uuid({ message: 'Id pengguna tidak valid.' }),
});

export const addPeranBodySchema = z.object({
  role: z.enum(MANUAL_ROLES as readonly [RoleName, ...RoleName[]]),
});

export const removePeranParamsSchema = penggunaIdParamsSchema.extend({
  role: z.enum(ROLE_NAMES),
});

export const resetPasswordResponseSchema = z.object({
  message: z.string(),
  /** Shown once to the administrator; never stored in plain text. */
  password: z.string(),
});

export const generatePenggunaResponseSchema = z.object({
  message: z.string(),
  created_guru: z.number().int(),
  created_pd: z.number().int(),
});
