import type { z } from 'zod';
import { fieldLabel } from './field-labels';

type Issue = z.core.$ZodRawIssue;

const TYPE_NAMES: Record<string, string> = {
  string: 'teks',
  number: 'angka',
  int: 'bilangan bulat',
  boolean: 'ya/tidak',
  object: 'objek',
  array: 'daftar',
};

function sizeUnit(origin: string | undefined): string {
  return origin === 'string' ? ' karakter' : '';
}

/**
 * A list's size said with the list's own name as what is counted ("Pilih minimal 1 kelas tujuan
 * pemetaan."), not with a generic word: the label is the thing chosen or sent.
 */
function listSize(label: string, bound: 'minimal' | 'maksimal', count: unknown): string {
  const name = /^\p{Lu}\p{Ll}/u.test(label) ? label[0]!.toLowerCase() + label.slice(1) : label;
  return bound === 'minimal'
    ? `Pilih minimal ${String(count)} ${name}.`
    : `Paling banyak ${String(count)} ${name} sekaligus.`;
}

/**
 * Indonesian message for a zod issue that names the field, e.g. "Kata sandi minimal 8 karakter."
 * Schemas that need a more specific wording pass their own message. `input` is the value at the
 * issue's path (zod does not keep it by default); `request`, the whole value parsed, lets a field
 * be named by what its item holds (see fieldLabel).
 */
export function indonesianIssueMessage(
  issue: Issue,
  input: unknown = issue.input,
  request?: unknown,
): string {
  const label = fieldLabel(issue.path ?? [], request);
  switch (issue.code) {
    case 'invalid_type':
      if (input === undefined || input === null) return `${label} wajib diisi.`;
      return `${label} harus berupa ${TYPE_NAMES[issue.expected] ?? issue.expected}.`;
    case 'too_small':
      if (issue.origin === 'string' && Number(issue.minimum) === 1) return `${label} wajib diisi.`;
      if (issue.origin === 'array') return listSize(label, 'minimal', issue.minimum);
      if (issue.inclusive === false) return `${label} harus lebih dari ${String(issue.minimum)}.`;
      return `${label} minimal ${String(issue.minimum)}${sizeUnit(issue.origin)}.`;
    case 'too_big':
      // the bound every integer schema has (the largest safe integer), not the field's own limit,
      // which a check after it would name: only that the number is too large is sure
      if (issue.origin === 'int' && Number(issue.maximum) >= Number.MAX_SAFE_INTEGER)
        return `${label} terlalu besar.`;
      if (issue.origin === 'array') return listSize(label, 'maksimal', issue.maximum);
      if (issue.inclusive === false) return `${label} harus kurang dari ${String(issue.maximum)}.`;
      return `${label} maksimal ${String(issue.maximum)}${sizeUnit(issue.origin)}.`;
    case 'invalid_format':
      return issue.format === 'email'
        ? `${label} bukan alamat email yang benar.`
        : `${label} tidak sesuai format.`;
    case 'invalid_value':
      return `${label} tidak termasuk pilihan yang tersedia.`;
    case 'unrecognized_keys':
      return `Isian tidak dikenal: ${issue.keys.join(', ')}.`;
    default:
      return `${label} tidak valid.`;
  }
}
