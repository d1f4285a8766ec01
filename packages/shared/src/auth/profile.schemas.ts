import { z } from 'zod';

export const updateProfileBodySchema = z.object({
  name: z.string().trim().min(1).max(150),
  email: z.email().max(254),
});

export const changePasswordBodySchema = z
  .object({
    current_password: z.string().min(1).max(128),
    password: z.string().min(8).max(128),
    password_confirmation: z.string().min(1).max(128),
  })
  .refine((body) => body.password === body.password_confirmation, {
    path: ['password_confirmation'],
    message: 'Konfirmasi kata sandi tidak sama dengan kata sandi.',
  });

/** Profile photos: JPEG or PNG up to 1 MB. */
export const PHOTO_MAX_BYTES = 1024 * 1024;
export const PHOTO_MIME_TYPES = ['image/jpeg', 'image/png'] as const;

export const berandaSchema = z.object({
  sekolah: z.object({
    sekolah_id: z.string(),
    npsn: z.string(),
    nama: z.string(),
    alamat: z.string().nullable(),
    is_demo: z.boolean(),
  }),
  semester: z.object({ semester_id: z.string(), nama: z.string(), periode_aktif: z.boolean() }),
  roles: z.array(z.object({ name: z.string(), display_name: z.string() })),
});
export type Beranda = z.infer<typeof berandaSchema>;
