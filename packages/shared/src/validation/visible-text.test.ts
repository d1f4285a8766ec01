import { describe, expect, it } from 'vitest';
import { withoutInvisible } from './visible-text';

describe('withoutInvisible', () => {
  it.each([
    ['\u200B', ''],
    ['\u200B\u200C\u200D\u2060\uFEFF\u00AD', ''],
    // a zero-width space between words was never shown as a space
    ['Basis\u200BData', 'BasisData'],
    ['Pe\u00ADserta didik', 'Peserta didik'],
    // spaces, no-break spaces included, are left to the caller's trimming
    ['\u00A0Elemen ', '\u00A0Elemen '],
  ])('%j → %j', (text, expected) => {
    expect(withoutInvisible(text)).toBe(expected);
  });
});
