import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  DUDI_IMPORT_FIELDS,
  dudiImportConfirmBodySchema,
} from '@erapor/shared/dudi/dudi-import.schemas';
import { zodValidatorCompiler } from './errors';

const validate = (schema: z.ZodType, data: unknown) =>
  zodValidatorCompiler({ schema, httpPart: 'body', method: 'POST', url: '/' })(data) as {
    error?: { message: string; fields: Record<string, string> };
  };

const row = (baris: number, namaDudi: string) => ({
  baris,
  ...Object.fromEntries(DUDI_IMPORT_FIELDS.map((field) => [field, ''])),
  nama_dudi: namaDudi,
});

describe('messages about the rows of an import being confirmed', () => {
  it('name a row by the sheet row it came from, as the preview showed it', () => {
    const answer = validate(dudiImportConfirmBodySchema, {
      rows: [row(5, 'PT Satu'), row(7, 'x'.repeat(10_001))],
    });
    expect(answer.error?.fields['rows.1.nama_dudi']).toMatch(/^Nama DUDI \(baris 7\) /);
    expect(answer.error?.message).not.toContain('baris ke-');
  });

  it('count the place in the list when a row does not say its sheet row', () => {
    const schema = z.object({ rows: z.array(z.object({ nama_dudi: z.string().max(3) })) });
    const answer = validate(schema, { rows: [{ nama_dudi: 'ok' }, { nama_dudi: 'terlalu' }] });
    expect(answer.error?.fields['rows.1.nama_dudi']).toMatch(/^Nama DUDI \(baris ke-2\) /);
    // Nor when what it says is no row number.
    const odd = validate(dudiImportConfirmBodySchema, { rows: [row(0, 'x'.repeat(10_001))] });
    expect(odd.error?.fields['rows.0.nama_dudi']).toMatch(/^Nama DUDI \(baris ke-1\) /);
  });
});
