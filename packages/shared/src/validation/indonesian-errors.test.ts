import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { indonesianIssueMessage } from './indonesian-errors';

const messageOf = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  if (result.success) throw new Error('expected a refusal');
  return indonesianIssueMessage(result.error.issues[0] as never, value);
};

describe('Indonesian messages of number limits', () => {
  const id = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

  it("names the field's own maximum", () => {
    expect(messageOf(id, { id: 2_147_483_648 })).toBe('ID maksimal 2147483647.');
  });

  it('says only "too large" beyond the safe integers, not their bound as if it were the limit', () => {
    expect(messageOf(id, { id: '99999999999999999999' })).toBe('ID terlalu besar.');
    expect(messageOf(id, { id: 1e20 })).toBe('ID terlalu besar.');
  });
});

describe('Indonesian messages of list sizes', () => {
  const mapping = z.object({ pembelajaran_ids: z.array(z.uuid()).min(1).max(2) });
  const id = '7f000000-0000-4000-8000-000000000001';

  it('counts what the list holds, in Indonesian, not in "items"', () => {
    expect(messageOf(mapping, { pembelajaran_ids: [] })).toBe(
      'Pilih minimal 1 kelas tujuan pemetaan.',
    );
    expect(messageOf(mapping, { pembelajaran_ids: [id, id, id] })).toBe(
      'Paling banyak 2 kelas tujuan pemetaan sekaligus.',
    );
  });

  it('keeps the capitals of a name that is written so', () => {
    const peserta = z.object({ peserta: z.array(z.string()).min(1) });
    expect(messageOf(peserta, { peserta: [] })).toBe('Pilih minimal 1 NISN peserta.');
  });
});
