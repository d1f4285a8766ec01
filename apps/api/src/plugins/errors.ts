import type { FastifyError, FastifyInstance, FastifySchemaCompiler } from 'fastify';
import type { z } from 'zod';
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

function valueAt(data: unknown, path: readonly PropertyKey[]): unknown {
  let current = data;
  for (const key of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<PropertyKey, unknown>)[key];
  }
  return current;
}

function issueMessage(issue: z.core.$ZodIssue, data: unknown): string {
  // Schemas give a custom message for rules a generic wording cannot explain (NPSN, passwords).
  if (issue.code === 'custom' || (issue.code === 'invalid_format' && issue.format === 'regex')) {
    return issue.message;
  }
  return indonesianIssueMessage(issue as unknown as z.core.$ZodRawIssue, valueAt(data, issue.path));
}

/** Validates with zod and reports every bad field by its Indonesian name. */
export const zodValidatorCompiler: FastifySchemaCompiler<z.ZodType> = ({ schema, httpPart }) => {
  return (data: unknown) => {
    const result = schema.safeParse(data);
    if (result.success) return { value: result.data };
    if (httpPart === 'body' && (data === undefined || data === null)) {
      return { error: new RequestValidationError('Isi permintaan kosong.', {}) };
    }
    const fields: Record<string, string> = {};
    for (const issue of result.error.issues) {
      const key = issue.path.map(String).join('.') || '_';
      fields[key] ??= issueMessage(issue, data);
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

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.statusCode).send(body(error.code, error.message, error.fields));
    }
    if (error instanceof RequestValidationError) {
      return reply.status(422).send(body('request.invalid', error.message, error.fields));
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
