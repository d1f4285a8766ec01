import { z } from 'zod';

export const DAPODIK_DATA_SETS = [
  'sekolah',
  'gtk',
  'peserta_didik',
  'rombongan_belajar',
  'anggota_rombel',
  'pembelajaran',
  'ekstrakurikuler',
] as const;
export type DapodikDataSet = (typeof DAPODIK_DATA_SETS)[number];

export const koneksiDapodikSchema = z.object({
  url: z.string().nullable(),
  token_set: z.boolean(),
  npsn: z.string(),
});

export const saveKoneksiBodySchema = z.object({
  url: z
    .string()
    .trim()
    .regex(/^https?:\/\/[^\s/]+(:\d+)?(\/[^\s]*)?$/, {
      message: 'Alamat Web Service harus berupa URL, misalnya http://localhost:5774.',
    })
    .max(300),
  /** Leave out to keep the stored token. */
  token: z
    .string({ error: 'Token Web Service harus berupa teks.' })
    .trim()
    .min(1, { error: 'Token Web Service wajib diisi.' })
    .max(300, { error: 'Token Web Service maksimal 300 karakter.' })
    .optional(),
});

export const tesKoneksiResponseSchema = z.object({
  message: z.string(),
  sekolah: z.object({ nama: z.string(), npsn: z.string() }),
});

const planItemSchema = z.object({ id: z.string(), label: z.string() });

export const dataSetPlanSchema = z.object({
  key: z.enum(DAPODIK_DATA_SETS),
  title: z.string(),
  dapodik: z.number().int(),
  local: z.number().int(),
  sinkron: z.number().int(),
  baru: z.array(planItemSchema),
  berubah: z.array(planItemSchema),
  hilang: z.array(planItemSchema),
  dilewati: z.array(planItemSchema),
});
export type DataSetPlanDto = z.infer<typeof dataSetPlanSchema>;

export const dataSetsBodySchema = z.object({
  data_sets: z.array(z.enum(DAPODIK_DATA_SETS)).min(1).max(DAPODIK_DATA_SETS.length).optional(),
});

export const previewResponseSchema = z.object({ plans: z.array(dataSetPlanSchema) });

export const syncRunSchema = z.object({
  sync_run_id: z.string(),
  data_sets: z.array(z.string()),
  status: z.enum(['queued', 'running', 'done', 'failed']),
  progress: z.number().int(),
  total: z.number().int(),
  log: z.array(z.object({ at: z.string(), message: z.string() })),
  error: z.string().nullable(),
  started_at: z.string(),
  finished_at: z.string().nullable(),
  user_name: z.string().nullable(),
});
export type SyncRun = z.infer<typeof syncRunSchema>;
