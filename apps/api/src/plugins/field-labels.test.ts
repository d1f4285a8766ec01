import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { fieldLabel } from '@erapor/shared/validation/field-labels';
import { createTestApp, type TestApp } from '../test/create-test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const REQUEST_PARTS = ['body', 'querystring', 'params', 'headers'] as const;

/** Stands for an item's position in a list, as zod puts it in an issue's path. */
const FIRST_ITEM = 0;
/** Stands for a key chosen by the caller (a record's key): data, not a field. */
const ANY_KEY = 'kunci-apa-saja';

/**
 * Every path at which a zod schema has an object key, as an issue about that key would carry it
 * (`cells.0.value`). Walks every wrapper zod has, so a key inside an optional array of objects in
 * a union is found too.
 */
function objectKeyPaths(schema: z.ZodType): PropertyKey[][] {
  const found: PropertyKey[][] = [];
  const seen = new Set<unknown>();
  const walk = (node: z.ZodType | undefined, path: PropertyKey[]): void => {
    if (!node || seen.has(node)) return;
    seen.add(node);
    const def = node._zod.def as z.core.$ZodTypeDef & Record<string, unknown>;
    const inner = (key: string) => def[key] as z.ZodType | undefined;
    switch (def.type) {
      case 'object':
        for (const [key, value] of Object.entries(def.shape as Record<string, z.ZodType>)) {
          found.push([...path, key]);
          walk(value, [...path, key]);
        }
        walk(inner('catchall'), [...path, ANY_KEY]);
        break;
      case 'array':
      case 'set':
        walk(inner(def.type === 'array' ? 'element' : 'valueType'), [...path, FIRST_ITEM]);
        break;
      case 'tuple':
        (def.items as z.ZodType[]).forEach((item, index) => walk(item, [...path, index]));
        walk(inner('rest'), [...path, FIRST_ITEM]);
        break;
      case 'record':
      case 'map':
        walk(inner('valueType'), [...path, ANY_KEY]);
        break;
      case 'union':
        for (const option of def.options as z.ZodType[]) walk(option, path);
        break;
      case 'intersection':
        walk(inner('left'), path);
        walk(inner('right'), path);
        break;
      case 'pipe':
        walk(inner('in'), path);
        walk(inner('out'), path);
        break;
      case 'lazy':
        walk((def.getter as () => z.ZodType)(), path);
        break;
      default:
        // optional, nullable, default, prefault, catch, readonly, nonoptional, promise, success
        walk(inner('innerType'), path);
    }
  };
  walk(schema, []);
  return found;
}

function isZod(value: unknown): value is z.ZodType {
  return typeof value === 'object' && value !== null && '_zod' in value;
}

/** Each request field of each route: where it is and the path an issue about it would carry. */
function requestFields() {
  const fields: { where: string; path: PropertyKey[] }[] = [];
  for (const route of t.app.declaredRoutes) {
    for (const part of REQUEST_PARTS) {
      const schema = route.schema?.[part];
      if (!isZod(schema)) continue;
      for (const path of objectKeyPaths(schema)) {
        fields.push({ where: `${route.method} ${route.url} ${part}`, path });
      }
    }
  }
  return fields;
}

describe('the label of every request field', () => {
  it('finds the request schemas of the routes (the walk is not empty)', () => {
    const fields = requestFields();
    expect(fields.length).toBeGreaterThan(100);
    // A field in a list of objects and one in a query are among them.
    expect(fields.map((field) => field.path.join('.'))).toEqual(
      expect.arrayContaining(['cells.0.value', 'per_page', 'id']),
    );
  });

  it('is Indonesian, never the raw key (nested fields and list items included)', () => {
    const unlabelled = new Set<string>();
    for (const { where, path } of requestFields()) {
      const key = String(path.at(-1));
      const label = fieldLabel(path);
      // fieldLabel falls back to the key itself, alone or before an item's number ("no_urut (…)").
      if (label === key || label.startsWith(`${key} (`)) {
        unlabelled.add(`${path.join('.')} (${where}) → "${label}"`);
      }
    }
    expect([...unlabelled]).toEqual([]);
  });
});
