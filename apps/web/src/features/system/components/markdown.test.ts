import { describe, expect, it } from 'vitest';
import { isSafeHref, parseInline, parseMarkdown } from './markdown';

describe('parseMarkdown', () => {
  it('reads headings, lists, paragraphs and rules of a changelog', () => {
    const source = [
      '# Daftar Perubahan',
      '',
      '## [0.2.0] - 2026-01-10',
      '### Ditambahkan',
      '- Login dengan NUPTK',
      '- Pemilih semester',
      '  di navbar',
      '',
      'Catatan **penting**.',
      '---',
      '1. Satu',
      '2. Dua',
    ].join('\n');
    expect(parseMarkdown(source)).toEqual([
      { type: 'heading', level: 1, text: 'Daftar Perubahan' },
      { type: 'heading', level: 2, text: '[0.2.0] - 2026-01-10' },
      { type: 'heading', level: 3, text: 'Ditambahkan' },
      { type: 'list', ordered: false, items: ['Login dengan NUPTK', 'Pemilih semester di navbar'] },
      { type: 'paragraph', text: 'Catatan **penting**.' },
      { type: 'rule' },
      { type: 'list', ordered: true, items: ['Satu', 'Dua'] },
    ]);
  });

  it('reads inline marks and links', () => {
    expect(parseInline('a **b** `c` [d](https://e.id) *f*')).toEqual([
      { type: 'text', text: 'a ' },
      { type: 'strong', text: 'b' },
      { type: 'text', text: ' ' },
      { type: 'code', text: 'c' },
      { type: 'text', text: ' ' },
      { type: 'link', text: 'd', href: 'https://e.id' },
      { type: 'text', text: ' ' },
      { type: 'em', text: 'f' },
    ]);
  });

  it('refuses script links', () => {
    expect(isSafeHref('javascript:alert(1)')).toBe(false);
    expect(isSafeHref('https://github.com')).toBe(true);
  });
});
