import type { z } from 'zod';
import type { Db } from '../../db/client';
import { AppError } from '../../plugins/errors';
import { fetchDapodik, type DapodikConnection, type DapodikMethod } from './dapodik-client';
import {
  gtkRowSchema,
  pesertaDidikRowSchema,
  rombelRowSchema,
  sekolahRowSchema,
} from './dapodik-rows';
import {
  anggotaRombelDataSet,
  ekstrakurikulerDataSet,
  pembelajaranDataSet,
  rombelDataSet,
} from './dataset-classes';
import { gtkDataSet, pesertaDidikDataSet, sekolahDataSet } from './dataset-people';
import { learnReferences } from './learn-references';
import {
  DATA_SET_TITLES,
  DATA_SETS,
  type AppliedChange,
  type DapodikSnapshot,
  type DataSetDefinition,
  type DataSetKey,
  type DataSetPlan,
  type Entity,
  type SyncScope,
} from './sync-types';

const DEFINITIONS: Record<DataSetKey, DataSetDefinition> = {
  sekolah: sekolahDataSet,
  gtk: gtkDataSet,
  peserta_didik: pesertaDidikDataSet,
  rombongan_belajar: rombelDataSet,
  anggota_rombel: anggotaRombelDataSet,
  pembelajaran: pembelajaranDataSet,
  ekstrakurikuler: ekstrakurikulerDataSet,
};

/** A set needs the rows it points at: members need students and classes, subjects teachers. */
const PREREQUISITES: Partial<Record<DataSetKey, DataSetKey[]>> = {
  rombongan_belajar: ['gtk'],
  anggota_rombel: ['peserta_didik', 'rombongan_belajar'],
  pembelajaran: ['gtk', 'rombongan_belajar'],
  ekstrakurikuler: ['gtk', 'rombongan_belajar'],
};

export function withPrerequisites(keys: readonly DataSetKey[]): DataSetKey[] {
  const wanted = new Set<DataSetKey>();
  const add = (key: DataSetKey) => {
    wanted.add(key);
    for (const needed of PREREQUISITES[key] ?? []) add(needed);
  };
  keys.forEach(add);
  return DATA_SETS.filter((key) => wanted.has(key));
}

const METHOD_OF: Record<DataSetKey, DapodikMethod> = {
  sekolah: 'getSekolah',
  gtk: 'getGtk',
  peserta_didik: 'getPesertaDidik',
  rombongan_belajar: 'getRombonganBelajar',
  anggota_rombel: 'getRombonganBelajar',
  pembelajaran: 'getRombonganBelajar',
  ekstrakurikuler: 'getRombonganBelajar',
};

function invalid(what: string, detail: string): AppError {
  return new AppError(
    502,
    'sinkronisasi.malformed',
    `Data ${what} dari Dapodik tidak lengkap atau tidak sesuai (${detail}). Tidak ada data yang diubah.`,
  );
}

function parseRows<T extends z.ZodType>(schema: T, rows: unknown, what: string): z.infer<T>[] {
  if (!Array.isArray(rows)) throw invalid(what, 'bukan daftar');
  return rows.map((row, index) => {
    const parsed = schema.safeParse(row);
    if (!parsed.success) {
      const field = parsed.error.issues[0]?.path.join('.') ?? '?';
      throw invalid(what, `baris ${index + 1}, kolom ${field}`);
    }
    return parsed.data;
  });
}

/** Reads what the chosen data sets need, checking first that Dapodik speaks for this school. */
export async function readSnapshot(
  connection: DapodikConnection,
  keys: readonly DataSetKey[],
  fetchImpl?: typeof fetch,
): Promise<DapodikSnapshot> {
  const methods = new Set(keys.map((key) => METHOD_OF[key]));
  const sekolahRows = await fetchDapodik(connection, 'getSekolah', fetchImpl);
  const sekolahParsed = sekolahRowSchema.safeParse(sekolahRows);
  if (!sekolahParsed.success) throw invalid('sekolah', 'identitas sekolah');
  if (sekolahParsed.data.npsn !== connection.npsn) {
    throw new AppError(
      422,
      'sinkronisasi.wrong_npsn',
      `Dapodik ini milik sekolah NPSN ${sekolahParsed.data.npsn}, bukan NPSN sekolah ini (${connection.npsn}).`,
    );
  }
  const get = async <T extends z.ZodType>(method: DapodikMethod, schema: T, what: string) =>
    methods.has(method)
      ? parseRows(schema, await fetchDapodik(connection, method, fetchImpl), what)
      : null;
  return {
    sekolah: sekolahParsed.data,
    gtk: await get('getGtk', gtkRowSchema, 'GTK'),
    pesertaDidik: await get('getPesertaDidik', pesertaDidikRowSchema, 'peserta didik'),
    rombel: await get('getRombonganBelajar', rombelRowSchema, 'rombongan belajar'),
  };
}

function stable(values: Record<string, unknown>): string {
  return JSON.stringify(
    Object.keys(values)
      .sort()
      .map((key) => [key, values[key] ?? null]),
  );
}

const SAMPLE = 200;
const item = (entity: Entity) => ({ id: entity.id, label: entity.label });

export interface SyncPlan {
  plans: DataSetPlan[];
  changes: Map<DataSetKey, AppliedChange>;
}

/** Compares Dapodik with the database per data set: new, changed, gone, skipped, in sync. */
export async function planSync(
  scope: SyncScope,
  snapshot: DapodikSnapshot,
  keys: readonly DataSetKey[],
): Promise<SyncPlan> {
  const plans: DataSetPlan[] = [];
  const changes = new Map<DataSetKey, AppliedChange>();
  for (const key of keys) {
    const definition = DEFINITIONS[key];
    const desired = await definition.desired(snapshot, scope);
    if (!desired) continue;
    const current = new Map((await definition.current(scope)).map((entity) => [entity.id, entity]));
    const applicable = desired.filter((entity) => !entity.skip);
    const wanted = new Set(applicable.map((entity) => entity.id));
    const baru = applicable.filter((entity) => !current.has(entity.id));
    const berubah = applicable.filter((entity) => {
      const existing = current.get(entity.id);
      return existing !== undefined && stable(existing.values) !== stable(entity.values);
    });
    const hilang =
      key === 'sekolah' ? [] : [...current.values()].filter((entity) => !wanted.has(entity.id));
    if (applicable.length === 0 && current.size > 0 && key !== 'sekolah') {
      throw new AppError(
        502,
        'sinkronisasi.empty_answer',
        `Dapodik mengirim 0 data ${DATA_SET_TITLES[key]}, padahal e-Rapor menyimpan ${current.size}. Tarik data dibatalkan agar data tidak hilang; periksa Dapodik.`,
      );
    }
    plans.push({
      key,
      title: DATA_SET_TITLES[key],
      dapodik: applicable.length,
      local: current.size,
      sinkron: applicable.length - baru.length - berubah.length,
      baru: baru.slice(0, SAMPLE).map(item),
      berubah: berubah.slice(0, SAMPLE).map(item),
      hilang: hilang.slice(0, SAMPLE).map(item),
      dilewati: desired
        .filter((entity) => entity.skip)
        .slice(0, SAMPLE)
        .map((entity) => ({
          id: entity.id,
          label: `${entity.label} (${entity.skip})`,
        })),
    });
    changes.set(key, { upsert: [...baru, ...berubah], gone: hilang });
  }
  return { plans, changes };
}

export interface ApplyProgress {
  (done: number, total: number, message: string): Promise<void>;
}

/** Applies each data set in its own transaction, in dependency order. */
export async function applySync(
  scope: SyncScope,
  snapshot: DapodikSnapshot,
  plan: SyncPlan,
  progress: ApplyProgress,
): Promise<void> {
  const keys = [...plan.changes.keys()];
  await scope.db.transaction(async (tx) => learnReferences(tx as Db, snapshot));
  let done = 0;
  for (const key of keys) {
    const change = plan.changes.get(key);
    if (!change) continue;
    const planned = plan.plans.find((p) => p.key === key);
    // A later set is planned after the earlier ones are applied, so references resolve.
    const fresh = done === 0 ? change : (await planSync(scope, snapshot, [key])).changes.get(key);
    if (fresh && (fresh.upsert.length > 0 || fresh.gone.length > 0)) {
      await scope.db.transaction(async (tx) => DEFINITIONS[key].apply(tx as Db, scope, fresh));
    }
    done += 1;
    await progress(
      done,
      keys.length,
      `${DATA_SET_TITLES[key]}: ${fresh?.upsert.length ?? 0} ditambah/diubah, ${fresh?.gone.length ?? 0} dikeluarkan${planned?.dilewati.length ? `, ${planned.dilewati.length} dilewati` : ''}.`,
    );
  }
}
