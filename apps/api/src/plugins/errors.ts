import type {
  FastifyError,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchemaCompiler,
} from 'fastify';
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { z } from 'zod';
import { fieldLabel } from '@erapor/shared/validation/field-labels';
import { indonesianIssueMessage } from '@erapor/shared/validation/indonesian-errors';

/** An expected failure with a stable code; the message is Indonesian and shown to the user. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }
}

class RequestValidationError extends Error {
  readonly statusCode = 422;
  constructor(
    message: string,
    readonly fields: Record<string, string>,
  ) {
    super(message);
  }
}

/**
 * Messages for the parse: a schema's own wording wins (rules a generic wording cannot explain:
 * NPSN, passwords, a kind of grid), every other issue gets indonesianIssueMessage's, naming the
 * field (by what its item in the request holds, where that names it: a description cell).
 */
const indonesianDefault = (request: unknown) => (issue: z.core.$ZodRawIssue) =>
  indonesianIssueMessage(issue, issue.input, request);

// eslint-disable-next-line no-control-regex
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * Where a request carries text no database column can hold: a NUL character (PostgreSQL refuses
 * it in text) or half of a UTF-16 pair (refused in JSON, turned into "�" in text). Walked without
 * recursion: a body may nest deeply.
 */
function unstorableText(data: unknown): PropertyKey[] | null {
  // Most requests carry none: find out first without building a path per value (a whole grid is
  // hundreds of cells), then walk again for the path of the first one.
  const values: unknown[] = [data];
  let found = false;
  while (values.length > 0 && !found) {
    const value = values.pop();
    if (typeof value === 'string') found = UNSTORABLE.test(value);
    else if (Array.isArray(value)) for (const item of value) values.push(item);
    else if (value !== null && typeof value === 'object') {
      // A parsed body's own keys only (JSON has no inherited ones); no entry arrays made.
      for (const key in value) {
        if (UNSTORABLE.test(key)) found = true;
        values.push((value as Record<string, unknown>)[key]);
      }
    }
  }
  if (!found) return null;
  const stack: { value: unknown; path: PropertyKey[] }[] = [{ value: data, path: [] }];
  while (stack.length > 0) {
    const { value, path } = stack.pop()!;
    if (typeof value === 'string') {
      if (UNSTORABLE.test(value)) return path;
    } else if (value !== null && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) {
        if (UNSTORABLE.test(key)) return path;
        stack.push({ value: item, path: [...path, Array.isArray(value) ? Number(key) : key] });
      }
    }
  }
  return null;
}

/**
 * A message names a list item by its place in the list sent ("Nama DUDI (baris ke-2)"). The rows
 * of an import's confirmation carry the row of the sheet they came from (`baris`), which is the
 * number the teacher saw in the preview: those are named by it ("Nama DUDI (baris 7)").
 */
function bySheetRow(message: string, path: readonly PropertyKey[], data: unknown): string {
  const index = path.findLastIndex((segment) => typeof segment === 'number');
  if (index < 0) return message;
  let item: unknown = data;
  for (const segment of path.slice(0, index + 1)) {
    item = item !== null && typeof item === 'object' ? (item as never)[segment] : undefined;
  }
  const baris =
    item !== null && typeof item === 'object' ? (item as { baris?: unknown }).baris : undefined;
  if (typeof baris !== 'number' || !Number.isSafeInteger(baris) || baris < 1) return message;
  return message.replaceAll(`(baris ke-${Number(path[index]) + 1})`, `(baris ${baris})`);
}

/** Validates with zod and reports every bad field by its Indonesian name. */
export const zodValidatorCompiler: FastifySchemaCompiler<z.ZodType> = ({ schema, httpPart }) => {
  return (data: unknown) => {
    const bad = unstorableText(data);
    if (bad) {
      const key = bad.map(String).join('.') || '_';
      const message = `${fieldLabel(bad, data)} berisi karakter yang tidak dapat disimpan (karakter kosong atau rusak, biasanya dari teks yang disalin). Hapus lalu ketik ulang bagian itu.`;
      return { error: new RequestValidationError(message, { [key]: message }) };
    }
    const result = schema.safeParse(data, { error: indonesianDefault(data) });
    if (result.success) return { value: result.data };
    if (httpPart === 'body' && (data === undefined || data === null)) {
      return { error: new RequestValidationError('Isi permintaan kosong.', {}) };
    }
    const fields: Record<string, string> = {};
    for (const issue of result.error.issues) {
      const key = issue.path.map(String).join('.') || '_';
      fields[key] ??= bySheetRow(issue.message, issue.path, data);
    }
    return { error: new RequestValidationError(Object.values(fields).join(' '), fields) };
  };
};

function body(code: string, message: string, fields?: Record<string, string>) {
  return { error: fields ? { code, message, fields } : { code, message } };
}

const FASTIFY_CODES: Record<string, { status: number; code: string; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: {
    status: 400,
    code: 'request.malformed_json',
    message: 'Isi permintaan bukan JSON yang benar.',
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    status: 400,
    code: 'request.empty_body',
    message: 'Isi permintaan kosong.',
  },
  FST_ERR_CTP_BODY_TOO_LARGE: {
    status: 413,
    code: 'request.too_large',
    message: 'Isi permintaan terlalu besar.',
  },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    code: 'request.unsupported_media_type',
    message: 'Jenis isi permintaan tidak didukung; kirim JSON.',
  },
  FST_REQ_FILE_TOO_LARGE: {
    status: 413,
    code: 'request.file_too_large',
    message: 'Berkas terlalu besar.',
  },
  FST_INVALID_MULTIPART_CONTENT_TYPE: {
    status: 415,
    code: 'request.not_multipart',
    message: 'Berkas harus dikirim sebagai formulir unggahan (multipart).',
  },
};

/** What the multipart parser says of an upload cut short or sent without its boundary. */
const BROKEN_UPLOAD =
  /unexpected end of (form|multipart data)|part terminated early|boundary not found|malformed part header/i;
const BROKEN_UPLOAD_MESSAGE =
  'Unggahan berkas terputus atau rusak. Pilih berkasnya lalu unggah lagi.';

/**
 * Errors the router meets before any route or hook runs (Fastify's `frameworkErrors`): a path
 * parameter longer than the router allows, a URL it cannot decode. Answered like every other
 * refusal, in Indonesian, without echoing the URL.
 */
export function frameworkErrors(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
): void {
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    void reply.status(414).send(body('request.uri_too_long', 'Alamat permintaan terlalu panjang.'));
    return;
  }
  void reply.status(400).send(body('request.bad_url', 'Alamat permintaan tidak valid.'));
}

const CLIENT_ERRORS: Record<string, { status: number; code: string; message: string }> = {
  HPE_HEADER_OVERFLOW: {
    status: 431,
    code: 'request.headers_too_large',
    message: 'Alamat atau header permintaan terlalu panjang.',
  },
  ERR_HTTP_REQUEST_TIMEOUT: {
    status: 408,
    code: 'request.timeout',
    message: 'Permintaan terlalu lama dikirim. Coba lagi.',
  },
};
const CLIENT_ERROR_OTHER = {
  status: 400,
  code: 'request.malformed',
  message: 'Permintaan tidak dapat dibaca.',
};

/**
 * Requests Node's HTTP parser refuses before Fastify sees them (Fastify's `clientErrorHandler`):
 * a URL or header block over the 16 KB limit, bytes that are not HTTP. Answered on the raw socket
 * with the same JSON body as every other refusal, in Indonesian, without echoing the request.
 */
export function clientErrors(
  this: FastifyInstance,
  error: Error & { code?: string },
  socket: Socket,
): void {
  // A reset connection (or one already closed) has no one left to answer.
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  this.log.trace({ err: error }, 'client error');
  const known = (error.code && CLIENT_ERRORS[error.code]) || CLIENT_ERROR_OTHER;
  const json = JSON.stringify(body(known.code, known.message));
  socket.end(
    [
      `HTTP/1.1 ${known.status} ${STATUS_CODES[known.status]}`,
      'Content-Type: application/json; charset=utf-8',
      `Content-Length: ${Buffer.byteLength(json)}`,
      'Connection: close',
      '',
      json,
    ].join('\r\n'),
    // Written in full, then closed: the rest of an oversized request is not read.
    () => socket.destroy(),
  );
}

/** The SQLSTATE of a database error, also when a query builder wrapped it (as its `cause`). */
function sqlState(error: unknown): string | null {
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 3; depth += 1) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    e = (e as { cause?: unknown }).cause;
  }
  return null;
}

/**
 * The database ran out of something the operator can give it back: the disk (53100, a school PC
 * whose disk filled up) or connections (53300). Nothing was written; the grade grids keep the
 * typed values and send them again (507 and 503 are retried), so the answer says what to do.
 */
function insufficientResource(error: unknown) {
  switch (sqlState(error)) {
    case '53100':
      return {
        status: 507,
        code: 'server.disk_full',
        message:
          'Penyimpanan di komputer server penuh, sehingga perubahan belum dapat disimpan. Minta operator mengosongkan ruang disk server; data yang sudah tersimpan tidak berubah. Lembar nilai menyimpan nilai yang Anda ketik di perangkat ini dan mengirimnya ulang otomatis.',
      };
    case '53300':
      return {
        status: 503,
        code: 'server.busy',
        message: 'Server sedang terlalu sibuk. Perubahan belum tersimpan; coba lagi sebentar lagi.',
      };
    default:
      return null;
  }
}

export function registerErrorHandling(app: FastifyInstance): void {
  // Only JSON (and uploads) are accepted: a body sent as text/plain is a 415, not an odd 422.
  app.removeContentTypeParser('text/plain');
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.statusCode).send(body(error.code, error.message, error.fields));
    }
    if (error instanceof RequestValidationError) {
      return reply.status(422).send(body('request.invalid', error.message, error.fields));
    }
    if (BROKEN_UPLOAD.test(error.message)) {
      return reply
        .status(400)
        .send(
          body('request.upload_broken', BROKEN_UPLOAD_MESSAGE, { file: BROKEN_UPLOAD_MESSAGE }),
        );
    }
    const known = error.code ? FASTIFY_CODES[error.code] : undefined;
    if (known) return reply.status(known.status).send(body(known.code, known.message));
    if (error.statusCode === 429) {
      return reply
        .status(429)
        .send(body('request.rate_limited', 'Terlalu banyak permintaan. Coba lagi sebentar lagi.'));
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply
        .status(error.statusCode)
        .send(body('request.bad', 'Permintaan tidak dapat diproses.'));
    }
    const resource = insufficientResource(error);
    if (resource) {
      request.log.error({ err: error }, resource.code);
      return reply.status(resource.status).send(body(resource.code, resource.message));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({
      ...body('server.internal', 'Terjadi kesalahan pada server.'),
      icon: 'error',
      title: 'Terjadi Kesalahan',
      text: 'Server gagal memproses permintaan. Data yang sudah tersimpan tidak berubah. Silakan coba lagi atau hubungi operator sekolah.',
    });
  });
}

export function notFound(what: string): AppError {
  return new AppError(404, 'request.not_found', `${what} tidak ditemukan.`);
}

export function invalidField(field: string, message: string): AppError {
  return new AppError(422, 'request.invalid', message, { [field]: message });
}
