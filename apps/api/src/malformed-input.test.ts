import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from './test/create-test-app';
import { createUser } from './test/factories';
import { prepareGrading, signInWaka, type GradingFixture } from './test/grading-fixture';
import { pullSimulatedSchool, type SimulatedSchool } from './test/simulated-school';

// "No input, however malformed, produces a 500": every operation of the API (read from its own
// OpenAPI document, so a new route is swept as soon as it exists) gets malformed path values,
// query strings and bodies, from the administrator, a teacher and the Waka Kurikulum. Whatever it
// answers, it is not a server error.

interface Schema {
  type?: string | string[];
  format?: string;
  properties?: Record<string, Schema>;
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  enum?: unknown[];
  minimum?: number;
}
interface Operation {
  parameters?: { in: 'path' | 'query'; name: string }[];
  requestBody?: { content: Record<string, { schema?: Schema }> };
}
interface Attempt {
  url: string;
  payload?: string;
  contentType?: string;
}

const ZERO = '00000000-0000-0000-0000-000000000000';
const LONG = 'x'.repeat(70_000);
/** Values of the wrong type, shape or size for any field. */
const WRONG: unknown[] = [null, 'x', '', -1, 1.5, 1e20, true, [], {}, [null], LONG, ZERO];
/** Routes whose well-formed call ends the caller's session. */
const ENDS_SESSION = new Set(['POST /api/jwt/logout', 'POST /api/jwt/switch-semester']);

let school: SimulatedSchool;
let fx: GradingFixture;
let operations: [string, string, Operation][];
const who: Record<string, { headers: Record<string, string>; renew: () => Promise<void> }> = {};

beforeAll(async () => {
  school = await pullSimulatedSchool({ npsn: '69900477', students: 120 });
  fx = await prepareGrading(school, 2);
  const db = school.t.database.db;
  const admin = await createUser(db, { sekolahId: school.sekolahId, kind: 'admin' });
  const bearer = async (email: string) => ({
    authorization: `Bearer ${(await signIn(school.t.app, email)).accessToken}`,
  });
  const signInAs: Record<string, () => Promise<Record<string, string>>> = {
    admin: () => bearer(admin.email),
    guru: () => school.signInGuru(fx.guruId),
    waka: async () => (await signInWaka(school, fx.guruId)).headers,
  };
  for (const [role, signInRole] of Object.entries(signInAs)) {
    const identity = {
      headers: await signInRole(),
      renew: async () => {
        identity.headers = await signInRole();
      },
    };
    who[role] = identity;
  }
  const docs = await school.t.app.inject({ method: 'GET', url: '/api/docs' });
  const paths = docs.json<{ paths: Record<string, Record<string, Operation>> }>().paths;
  operations = Object.entries(paths).flatMap(([path, byMethod]) =>
    Object.entries(byMethod).map(([method, operation]): [string, string, Operation] => [
      method.toUpperCase(),
      path,
      operation,
    ]),
  );
  // what ends a session goes last, so the rest is swept signed in
  operations.sort(
    (a, b) =>
      Number(ENDS_SESSION.has(`${a[0]} ${a[1]}`)) - Number(ENDS_SESSION.has(`${b[0]} ${b[1]}`)),
  );
}, 180_000);
afterAll(async () => school?.close());

/** The school's own id for a field of that name, to reach past "not found". */
function realId(name: string): string | undefined {
  const ids: Record<string, string | undefined> = {
    pembelajaran_id: fx.pembelajaranId,
    rombongan_belajar_id: fx.rombonganBelajarId,
    anggota_rombel_id: fx.anggota[0],
    kolom: fx.tpIds[0],
    tp_id: fx.tpIds[0],
    guru_id: fx.guruId,
  };
  return ids[name];
}

/** A value of the schema's type that passes the usual checks, to reach past them. */
function plausible(schema: Schema | undefined, name = ''): unknown {
  if (!schema) return 'x';
  const choice = schema.anyOf ?? schema.oneOf;
  if (choice) return plausible(choice.find((option) => option.type !== 'null') ?? choice[0], name);
  if (schema.enum) return schema.enum[0];
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([key, value]) => [key, plausible(value, key)]),
      );
    case 'array':
      return [plausible(schema.items, name)];
    case 'integer':
    case 'number':
      return Math.max(schema.minimum ?? 1, 1);
    case 'boolean':
      return true;
    default:
      if (schema.format === 'uuid' || name.endsWith('_id') || name === 'id' || name === 'kolom') {
        return realId(name) ?? ZERO;
      }
      return name.includes('tanggal') ? '2026-12-01' : 'Nilai uji';
  }
}

/** The body's variants: not JSON, the wrong top-level type, and one wrong field at a time. */
function bodies(schema: Schema | undefined): string[] {
  const base = plausible(schema);
  const variants: unknown[] = [null, [], 'x', {}, base];
  const walk = (value: unknown, replace: (next: unknown) => unknown) => {
    if (Array.isArray(value) && value.length > 0) {
      walk(value[0], (next) => replace([next]));
      for (const wrong of [[...Array<unknown>(2_000)].map(() => value[0]), ['x']]) {
        variants.push(replace(wrong));
      }
    } else if (value !== null && typeof value === 'object') {
      for (const [key, field] of Object.entries(value)) {
        for (const wrong of WRONG) variants.push(replace({ ...value, [key]: wrong }));
        const { [key]: _dropped, ...rest } = value as Record<string, unknown>;
        void _dropped;
        variants.push(replace(rest));
        walk(field, (next) => replace({ ...value, [key]: next }));
      }
    }
  };
  walk(base, (next) => next);
  return ['{"tidak json', ...variants.map((variant) => JSON.stringify(variant))];
}

function attempts(path: string, operation: Operation): Attempt[] {
  const params = operation.parameters ?? [];
  const pathValues = ['x', ZERO, '%E0%A4%A', fx.pembelajaranId, 'slm', "1' OR '1'='1"];
  const urls = pathValues.map((value) =>
    path.replace(/\{[^}]+\}/g, () => value).replace(/'/g, '%27'),
  );
  const base = path.replace(/\{kind\}/, 'slm').replace(/\{[^}]+\}/g, ZERO);
  const query = params.filter((param) => param.in === 'query').map((param) => param.name);
  const goodQuery = query.map((name) =>
    name === 'pembelajaran_id' ? `${name}=${fx.pembelajaranId}` : `${name}=1`,
  );
  for (const [i, name] of query.entries()) {
    for (const value of ['', 'x', '-1', '99999999999999999999', '1e309', ZERO, '%00', LONG]) {
      const parts = [...goodQuery];
      parts[i] = `${name}=${value}`;
      urls.push(`${base}?${parts.join('&')}`);
    }
    urls.push(`${base}?${goodQuery.join('&')}&${name}=2`);
  }
  const list: Attempt[] = urls.map((url) => ({ url }));
  const json = operation.requestBody?.content['application/json'];
  if (json) {
    for (const payload of bodies(json.schema)) {
      list.push({ url: base, payload, contentType: 'application/json' });
    }
  }
  if (operation.requestBody?.content['multipart/form-data'] || !operation.requestBody) {
    list.push({ url: base, payload: 'bukan multipart', contentType: 'multipart/form-data' });
    list.push({ url: base, payload: '{"a":1}', contentType: 'application/json' });
  }
  list.push({ url: base, payload: 'a=1', contentType: 'text/plain' });
  return list;
}

describe('malformed input', () => {
  it('gets no server error from any operation, for any role', async () => {
    const failures: string[] = [];
    let sent = 0;
    const refused: Record<string, number> = {};
    for (const [method, path, operation] of operations) {
      for (const [role, identity] of Object.entries(who)) {
        for (const attempt of attempts(path, operation)) {
          const response = await school.t.app.inject({
            method: method as 'GET',
            url: attempt.url,
            headers: {
              ...identity.headers,
              ...(attempt.contentType ? { 'content-type': attempt.contentType } : {}),
            },
            ...(attempt.payload === undefined ? {} : { payload: attempt.payload }),
          });
          sent += 1;
          if (response.statusCode === 422) refused[role] = (refused[role] ?? 0) + 1;
          if (response.statusCode >= 500) {
            failures.push(
              `${role} ${method} ${attempt.url.slice(0, 120)} ${(attempt.payload ?? '').slice(0, 200)} → ${response.statusCode} ${response.body.slice(0, 200)}`,
            );
          }
        }
        const still = await school.t.app.inject({
          method: 'GET',
          url: '/api/profile',
          headers: identity.headers,
        });
        if (still.statusCode === 401) await identity.renew();
      }
    }
    // the sweep reached the validation of every role's requests, signed in
    expect(sent).toBeGreaterThan(10_000);
    for (const role of Object.keys(who)) expect(refused[role]).toBeGreaterThan(1_000);
    expect(failures).toEqual([]);
  }, 900_000);
});
