import { AppError } from '../../plugins/errors';

/** Where and how to reach a school's own Dapodik Web Service. */
export interface DapodikConnection {
  url: string;
  token: string;
  npsn: string;
  semesterId: string;
}

export type DapodikMethod = 'getSekolah' | 'getGtk' | 'getPesertaDidik' | 'getRombonganBelajar';

const TIMEOUT_MS = 60_000;

function dapodikError(code: string, message: string): AppError {
  return new AppError(502, `sinkronisasi.${code}`, message);
}

/**
 * Reads the body the way the Web Service actually answers (dapodik-ws.md §4.4): always text,
 * sometimes preceded by an `HTTP/1.0 …` block, errors inside a JSON object with success=false.
 */
export function parseDapodikBody(method: string, text: string): unknown {
  let body = text.trim();
  if (body.startsWith('HTTP/')) {
    const blank = body.search(/\r?\n\r?\n/);
    body = blank >= 0 ? body.slice(blank).trim() : '';
  }
  if (body.startsWith('Access denied')) {
    throw dapodikError(
      'unauthorized',
      'Dapodik menolak akses: token Web Service tidak dikirim atau tidak dikenali.',
    );
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    const first = body.indexOf('{');
    const last = body.lastIndexOf('}');
    try {
      parsed = first >= 0 && last > first ? JSON.parse(body.slice(first, last + 1)) : undefined;
    } catch {
      parsed = undefined;
    }
  }
  if (parsed === undefined || parsed === null || typeof parsed !== 'object') {
    throw dapodikError(
      'malformed',
      `Jawaban Dapodik untuk ${method} tidak utuh atau tidak dapat dibaca. Tidak ada data yang diubah; coba lagi.`,
    );
  }
  const record = parsed as Record<string, unknown>;
  if (record.success === false) {
    const message = typeof record.message === 'string' ? record.message : 'Permintaan ditolak.';
    throw dapodikError('rejected', `Dapodik menolak permintaan ${method}: ${message}`);
  }
  if (!('rows' in record)) {
    throw dapodikError('malformed', `Jawaban Dapodik untuk ${method} tidak berisi data (rows).`);
  }
  return record.rows;
}

/** Fetches one data set; every failure becomes a clear Indonesian message and nothing else. */
export async function fetchDapodik(
  connection: DapodikConnection,
  method: DapodikMethod,
  fetchImpl: typeof fetch = fetch,
): Promise<unknown> {
  let base: URL;
  try {
    base = new URL(connection.url.replace(/\/+$/, '') + `/WebService/${method}`);
  } catch {
    throw dapodikError(
      'bad_url',
      'Alamat Web Service Dapodik tidak valid. Contoh: http://localhost:5774',
    );
  }
  base.searchParams.set('npsn', connection.npsn);
  base.searchParams.set('semester_id', connection.semesterId);
  let response: Response;
  try {
    response = await fetchImpl(base, {
      headers: { authorization: `Bearer ${connection.token}` },
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (error) {
    const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
    throw dapodikError(
      'unreachable',
      timedOut
        ? `Dapodik tidak menjawab dalam ${TIMEOUT_MS / 1000} detik. Pastikan aplikasi Dapodik berjalan lalu coba lagi.`
        : `Web Service Dapodik di ${connection.url} tidak dapat dihubungi. Pastikan aplikasi Dapodik berjalan dan alamatnya benar.`,
    );
  }
  if (response.status === 404) {
    throw dapodikError(
      'not_supported',
      `Dapodik ini tidak mengenal layanan ${method} (404). Periksa versi Dapodik.`,
    );
  }
  if (response.status >= 400) {
    throw dapodikError(
      'server_error',
      `Dapodik menjawab dengan kesalahan ${response.status} untuk ${method}. Coba lagi nanti.`,
    );
  }
  let text: string;
  try {
    text = await response.text();
  } catch {
    throw dapodikError(
      'malformed',
      `Jawaban Dapodik untuk ${method} terputus. Tidak ada data yang diubah; coba lagi.`,
    );
  }
  return parseDapodikBody(method, text);
}
