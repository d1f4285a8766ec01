/**
 * Request handling of the simulated Web Service, independent of node:http: routing,
 * the §4.2 auth checks, envelopes, error framing and the push endpoints.
 */
import { PushError, validateMatev, validateNilai, type PushStore } from './push';
import { gtkRows, penggunaRows, pesertaDidikRows, rombelRows } from './rows';
import type { DapodikSchool } from './types';

export interface RuntimeOptions {
  /** Bearer token registered for the caller (default "sim-token"). */
  token: string;
  /** Registered caller IP; "localhost" (default) accepts 127.0.0.1 and ::1. */
  allowedIp: string;
  /** When true, a semester_id other than the active one yields empty data sets. */
  honourSemesterId: boolean;
  /** Empty data set: `rows: []` (recent builds) or the 2021 "Data … tidak ditemukan" error. */
  emptySetMode: 'rows' | 'error';
  /** Error bodies: plain JSON, or JSON preceded by an "HTTP/1.0 403 Forbidden" block. */
  errorFraming: 'json' | 'http-block';
  /** Transport faults (see README). */
  fault: null | 'refuse' | 'timeout' | 'http500' | 'truncated' | 'malformed';
  /** Delay before every answer. */
  latencyMs: number;
}

export interface SimRequest {
  method: string;
  url: string;
  authorization: string | undefined;
  remoteAddress: string;
  body: string;
}

export interface SimResponse {
  status: number;
  body: string;
}

export interface HandlerState {
  school: DapodikSchool;
  pushes: PushStore;
  options: RuntimeOptions;
  /** Serialized rows per endpoint and filter; cleared on every mutation. */
  cache: Map<string, string>;
}

export const ACCESS_DENIED = 'Access denied - You are not authorized to access this page. #1';

const GET_ROUTES = new Set([
  'getSekolah',
  'getGtk',
  'getPesertaDidik',
  'getRombonganBelajar',
  'getPengguna',
  'getMatevNilai',
  'getNilai',
]);
const POST_ROUTES = new Set(['postMatevRapor', 'postNilai']);

const EMPTY_MESSAGE: Record<string, string> = {
  getGtk: 'Data GTK tidak ditemukan',
  getPesertaDidik: 'Data Peserta Didik tidak ditemukan',
  getRombonganBelajar: 'Data Rombongan Belajar tidak ditemukan',
  getPengguna: 'Data Pengguna tidak ditemukan',
};

const REASON: Record<number, string> = {
  400: 'Bad Request',
  403: 'Forbidden',
  405: 'Method Not Allowed',
  500: 'Internal Server Error',
};

const LOCALHOST = new Set(['127.0.0.1', '::1', 'localhost']);

function normaliseIp(ip: string): string {
  return ip.startsWith('::ffff:') ? ip.slice(7) : ip;
}

function ipAllowed(remote: string, allowed: string): boolean {
  const r = normaliseIp(remote);
  return LOCALHOST.has(allowed) ? LOCALHOST.has(r) : r === normaliseIp(allowed);
}

export function errorBody(options: RuntimeOptions, httpCode: number, message: string): string {
  const status = REASON[httpCode] ?? 'Forbidden';
  const json = JSON.stringify({
    success: false,
    http_code: httpCode,
    status_code: status,
    message,
  });
  if (options.errorFraming === 'json') return json;
  return (
    `HTTP/1.0 ${httpCode} ${status}\r\nCache-Control: no-cache, private\r\n` +
    `Content-Type: application/json\r\nDate: ${new Date().toUTCString()}\r\n\r\n${json}`
  );
}

function envelope(id: string, results: number, rowsJson: string): string {
  return `{"results":${results},"id":${JSON.stringify(id)},"start":0,"limit":20,"rows":${rowsJson}}`;
}

/** Cached `[count, rowsJson]` for a list endpoint. */
function cachedList(state: HandlerState, key: string, build: () => unknown[]): [number, string] {
  const hit = state.cache.get(key);
  if (hit !== undefined) {
    const sep = hit.indexOf('|');
    return [Number(hit.slice(0, sep)), hit.slice(sep + 1)];
  }
  const rows = build();
  const json = JSON.stringify(rows);
  state.cache.set(key, `${rows.length}|${json}`);
  return [rows.length, json];
}

function listAnswer(
  state: HandlerState,
  method: string,
  id: string,
  key: string,
  build: () => unknown[],
): SimResponse {
  const [count, json] = cachedList(state, key, build);
  if (count === 0 && EMPTY_MESSAGE[method] && state.options.emptySetMode === 'error') {
    return { status: 200, body: errorBody(state.options, 403, EMPTY_MESSAGE[method]) };
  }
  return { status: 200, body: envelope(id, count, json) };
}

function handleGet(state: HandlerState, method: string, q: URLSearchParams): SimResponse {
  const { school, options } = state;
  const semester = q.get('semester_id');
  const otherSemester = options.honourSemesterId && !!semester && semester !== school.semesterId;
  const scoped = (key: string, build: () => unknown[]) =>
    otherSemester ? ([`${key}|other`, () => []] as const) : ([key, build] as const);
  switch (method) {
    case 'getSekolah':
      return { status: 200, body: envelope('sekolah_id', 1, JSON.stringify(school.sekolah)) };
    case 'getGtk': {
      const ptk = q.get('ptk_id') || undefined;
      return listAnswer(
        state,
        method,
        'ptk_terdaftar_id',
        ...scoped(`gtk|${ptk}`, () => gtkRows(school, ptk)),
      );
    }
    case 'getPesertaDidik': {
      const pd = q.get('peserta_didik_id') || undefined;
      return listAnswer(
        state,
        method,
        'registrasi_id',
        ...scoped(`pd|${pd}`, () => pesertaDidikRows(school, pd)),
      );
    }
    case 'getRombonganBelajar':
      return listAnswer(
        state,
        method,
        'rombongan_belajar_id',
        ...scoped('rb', () => rombelRows(school)),
      );
    case 'getPengguna': {
      const peran = q.get('peran_id');
      const peranId = peran ? Number(peran) : undefined;
      return listAnswer(
        state,
        method,
        'pengguna_id',
        ...scoped(`pengguna|${peran}`, () => penggunaRows(school, peranId)),
      );
    }
    case 'getMatevNilai': {
      const wanted = semester && options.honourSemesterId ? semester : school.semesterId;
      const template = q.get('a_dari_template');
      return listAnswer(state, method, 'id_evaluasi', `matev|${wanted}|${template}`, () =>
        [...state.pushes.matev.values()]
          .filter((m) => m.semester_id === wanted && (!template || m.a_dari_template === template))
          .map(({ semester_id: _s, ...row }) => row),
      );
    }
    default: {
      // getNilai
      if (q.get('table') !== 'rapor') return pushError(state, 'Parameter table tidak valid');
      const id = q.get('id_evaluasi') ?? '';
      if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)) {
        return pushError(state, 'Parameter id_evaluasi bukan UUID yang valid');
      }
      return listAnswer(state, method, 'nilai_id', `nilai|${id}`, () =>
        [...state.pushes.nilai.values()].filter((n) => n.id_evaluasi === id.toLowerCase()),
      );
    }
  }
}

function pushError(state: HandlerState, message: string, code = 400): SimResponse {
  return { status: 200, body: errorBody(state.options, code, message) };
}

function handlePost(
  state: HandlerState,
  method: string,
  q: URLSearchParams,
  raw: string,
): SimResponse {
  const { school, pushes } = state;
  const query = Object.fromEntries(q.entries());
  let body: unknown = undefined;
  const record = (success: boolean, message: string): void => {
    pushes.log.push({
      at: new Date().toISOString(),
      endpoint: method as 'postNilai',
      query,
      body,
      success,
      message,
    });
  };
  try {
    if (method === 'postNilai' && q.get('table') !== 'rapor')
      throw new PushError('Parameter table tidak valid');
    try {
      body = JSON.parse(raw) as unknown;
    } catch {
      body = raw;
      throw new PushError('Data yang dikirim bukan JSON yang valid');
    }
    if (method === 'postMatevRapor') {
      const row = validateMatev(body, school);
      pushes.matev.set(row.id_evaluasi, { ...row, semester_id: school.semesterId });
    } else {
      const row = validateNilai(body, school, pushes);
      pushes.nilai.set(row.nilai_id, row);
    }
  } catch (err) {
    if (!(err instanceof PushError)) throw err;
    record(false, err.message);
    return pushError(state, err.message);
  }
  for (const key of state.cache.keys())
    if (key.startsWith('matev|') || key.startsWith('nilai|')) state.cache.delete(key);
  record(true, 'Data berhasil disimpan');
  return {
    status: 200,
    body: JSON.stringify({ success: true, message: 'Data berhasil disimpan' }),
  };
}

export function handle(state: HandlerState, req: SimRequest): SimResponse {
  const url = new URL(req.url, 'http://sim.invalid');
  const match = /^\/WebService\/([A-Za-z]+)$/.exec(url.pathname);
  const method = match?.[1] ?? '';
  if (!GET_ROUTES.has(method) && !POST_ROUTES.has(method))
    return { status: 404, body: 'page not found' };
  const { options, school } = state;
  // §4.2 check order.
  const bearer = /^Bearer\s+(\S.*)$/i.exec(req.authorization ?? '');
  if (!bearer) return { status: 200, body: ACCESS_DENIED };
  const q = url.searchParams;
  const npsn = q.get('npsn');
  if (!npsn) return { status: 200, body: errorBody(options, 403, 'Parameter NPSN harap diisi') };
  if (npsn !== school.sekolah.npsn)
    return { status: 200, body: errorBody(options, 403, 'Sekolah tidak ditemukan') };
  if (bearer[1]?.trim() !== options.token) {
    return {
      status: 200,
      body: errorBody(options, 403, 'Aplikasi tidak terdaftar pada Web Service Dapodik'),
    };
  }
  if (!ipAllowed(req.remoteAddress, options.allowedIp)) {
    return {
      status: 200,
      body: errorBody(options, 403, 'IP Address yang didaftarkan pada Web Service Dapodik berbeda'),
    };
  }
  if (POST_ROUTES.has(method)) {
    if (req.method !== 'POST') return pushError(state, 'Metode harus POST', 405);
    return handlePost(state, method, q, req.body);
  }
  return handleGet(state, method, q);
}
