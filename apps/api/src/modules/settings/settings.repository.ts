import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { settings } from './settings.table';

export interface SettingScope {
  sekolahId?: string | null;
  semesterId?: string | null;
}

function scopeFilter(key: string, scope: SettingScope) {
  return and(
    eq(settings.key, key),
    scope.sekolahId ? eq(settings.sekolahId, scope.sekolahId) : isNull(settings.sekolahId),
    scope.semesterId ? eq(settings.semesterId, scope.semesterId) : isNull(settings.semesterId),
  );
}

/** A setting's value as a scalar subquery (null when none), for a statement reading more. */
export function settingValueSql(key: string, scope: SettingScope = {}) {
  return sql`select ${settings.value} from ${settings} where ${scopeFilter(key, scope)} limit 1`;
}

export async function getSetting(db: Db, key: string, scope: SettingScope = {}) {
  const [row] = await db
    .select({ value: settings.value })
    .from(settings)
    .where(scopeFilter(key, scope))
    .limit(1);
  return row?.value ?? null;
}

/** Stores a value unless one is already there; answers the stored value (first writer wins). */
export async function getOrCreateSetting(
  db: Db,
  key: string,
  create: () => string,
): Promise<string> {
  await db.insert(settings).values({ key, value: create() }).onConflictDoNothing();
  const value = await getSetting(db, key);
  if (value === null) throw new Error(`setting ${key} could not be stored`);
  return value;
}

export async function setSetting(
  db: Db,
  key: string,
  value: string | null,
  scope: SettingScope = {},
) {
  await db
    .insert(settings)
    .values({
      key,
      value,
      sekolahId: scope.sekolahId ?? null,
      semesterId: scope.semesterId ?? null,
    })
    .onConflictDoUpdate({
      target: [settings.key, settings.sekolahId, settings.semesterId],
      set: { value },
    });
}
