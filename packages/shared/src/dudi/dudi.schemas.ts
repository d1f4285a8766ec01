import { z } from 'zod';
import { listQuerySchema, optionSchema, pageSchema } from '../referensi/list.schemas';

/** Empty text means "none" (stored as null). */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((value) => value || null);

function isCalendarDate(text: string): boolean {
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}

/** A calendar date as YYYY-MM-DD; the message names the field (label) itself. */
export function dateText(label: string) {
  return z
    .string()
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, { message: `${label} harus tanggal dengan format YYYY-MM-DD.` })
    .refine(isCalendarDate, { message: `${label} bukan tanggal yang ada di kalender.` });
}

const optionalDate = (label: string) =>
  z
    .preprocess(
      (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
      dateText(label).nullish(),
    )
    .transform((value) => value ?? null);

export const DUDI_SORTS = ['nama', 'bidang_usaha', 'kota', 'jumlah_mou', 'jumlah_peserta'] as const;
export const dudiListQuerySchema = listQuerySchema(DUDI_SORTS);

export const dudiItemSchema = z.object({
  dudi_id: z.string(),
  nama: z.string(),
  bidang_usaha: z.string().nullable(),
  alamat: z.string().nullable(),
  kota: z.string().nullable(),
  telepon: z.string().nullable(),
  email: z.string().nullable(),
  npwp: z.string().nullable(),
  jumlah_mou: z.number().int(),
  jumlah_peserta: z.number().int(),
});
export type DudiItem = z.infer<typeof dudiItemSchema>;
export const dudiPageSchema = pageSchema(dudiItemSchema);

/** A partner typed in the add/edit modal. */
export const dudiBodySchema = z.object({
  nama: z.string().trim().min(1).max(150),
  bidang_usaha: optionalText(150),
  alamat: optionalText(500),
  kota: optionalText(100),
  telepon: z
    .string()
    .trim()
    .regex(/^[0-9+()\-\s]{0,30}$/, {
      message: 'Telepon hanya boleh berisi angka, spasi, +, - dan tanda kurung.',
    })
    .nullish()
    .transform((value) => value || null),
  email: z
    .string()
    .trim()
    .max(254)
    .regex(/^$|^[^\s@]+@[^\s@]+\.[^\s@]+$/, { message: 'Email bukan alamat email yang benar.' })
    .nullish()
    .transform((value) => value || null),
  npwp: z
    .string()
    .trim()
    .regex(/^[0-9.\-\s]{0,20}$/, { message: 'NPWP hanya boleh berisi angka, titik dan tanda -.' })
    .nullish()
    .transform((value) => value || null),
});
export type DudiBody = z.input<typeof dudiBodySchema>;
export type DudiValues = z.output<typeof dudiBodySchema>;

/** An agreement (MoU / PKS); it ends on or after the day it starts. */
export const mouBodySchema = z
  .object({
    nomor_mou: z.string().trim().min(1).max(100),
    judul_mou: z.string().trim().min(1).max(250),
    tanggal_mulai: dateText('Tanggal mulai'),
    tanggal_selesai: optionalDate('Tanggal selesai'),
  })
  .superRefine((values, context) => {
    if (values.tanggal_selesai && values.tanggal_selesai < values.tanggal_mulai) {
      context.addIssue({
        code: 'custom',
        path: ['tanggal_selesai'],
        message: 'Tanggal selesai tidak boleh sebelum tanggal mulai.',
      });
    }
  });
export type MouBody = z.input<typeof mouBodySchema>;
export type MouValues = z.output<typeof mouBodySchema>;

/** A placement activity (e.g. "PKL 2026") under an agreement, with its decree. */
export const kegiatanBodySchema = z.object({
  judul_akt_pd: z.string().trim().min(1).max(250),
  sk_tugas: optionalText(100),
  tgl_sk_tugas: optionalDate('Tanggal SK tugas'),
});
export type KegiatanBody = z.input<typeof kegiatanBodySchema>;
export type KegiatanValues = z.output<typeof kegiatanBodySchema>;

export const kegiatanSummarySchema = z.object({
  akt_pd_id: z.string(),
  judul_akt_pd: z.string(),
  sk_tugas: z.string().nullable(),
  tgl_sk_tugas: z.string().nullable(),
  jumlah_pembimbing: z.number().int(),
  jumlah_peserta: z.number().int(),
});
export type KegiatanSummary = z.infer<typeof kegiatanSummarySchema>;

export const mouItemSchema = z.object({
  mou_id: z.string(),
  nomor_mou: z.string(),
  judul_mou: z.string(),
  tanggal_mulai: z.string(),
  tanggal_selesai: z.string().nullable(),
  /** Not ended yet (no end date, or it ends today or later). */
  aktif: z.boolean(),
  kegiatan: z.array(kegiatanSummarySchema),
});
export type MouItem = z.infer<typeof mouItemSchema>;

export const dudiDetailSchema = dudiItemSchema.extend({ mou: z.array(mouItemSchema) });
export type DudiDetail = z.infer<typeof dudiDetailSchema>;

export const pembimbingSchema = z.object({
  bimbing_pd_id: z.string(),
  guru_id: z.string(),
  nama: z.string(),
  nuptk: z.string().nullable(),
  urutan: z.number().int(),
});
export type Pembimbing = z.infer<typeof pembimbingSchema>;

export const pesertaSchema = z.object({
  anggota_akt_pd_id: z.string(),
  peserta_didik_id: z.string(),
  nama: z.string(),
  nisn: z.string().nullable(),
  kelas: z.string().nullable(),
});
export type Peserta = z.infer<typeof pesertaSchema>;

export const kegiatanDetailSchema = kegiatanSummarySchema.extend({
  mou_id: z.string(),
  dudi_id: z.string(),
  pembimbing: z.array(pembimbingSchema),
  peserta: z.array(pesertaSchema),
});
export type KegiatanDetail = z.infer<typeof kegiatanDetailSchema>;

export const pembimbingBodySchema = z.object({ guru_id: z.uuid() });
export const pesertaBodySchema = z.object({
  peserta_didik_ids: z.array(z.uuid()).min(1).max(200),
});

/** Students who may join an activity: filter by class, search by name or NISN. */
export const calonPesertaQuerySchema = z.object({
  rombongan_belajar_id: z.uuid().optional(),
  q: z.string().trim().max(100).optional(),
});
export const calonPesertaSchema = z.object({
  data: z.array(
    z.object({
      peserta_didik_id: z.string(),
      nama: z.string(),
      nisn: z.string().nullable(),
      kelas: z.string().nullable(),
    }),
  ),
});
export type CalonPeserta = z.infer<typeof calonPesertaSchema>['data'][number];
export const optionListSchema = z.object({ data: z.array(optionSchema) });
