import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALE_CODES } from '@erapor/shared/i18n/catalog';
import { CATALOG_LOADERS, LANGUAGES, detectInitialLanguage } from './i18n';

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const keys = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') keys.set(path, value);
    else for (const [k, v] of flatten(value, path)) keys.set(k, v);
  }
  return keys;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

// Every language is its own chunk: load them all through the same loaders the app uses.
const catalogs = Object.fromEntries(
  await Promise.all(
    Object.entries(CATALOG_LOADERS).map(async ([code, load]) => [code, flatten(await load())]),
  ),
) as Record<string, Map<string, string>>;
const english = catalogs.en!;
const usedKeys = new Set(
  sourceFiles(join(__dirname, '..')).flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/\bt\(\s*['"`]([\w.-]+)['"`]/g)].map(
      (match) => match[1]!,
    ),
  ),
);

describe('translation catalogs', () => {
  it('offers id, en, de, fr and pt', () => {
    expect(Object.keys(CATALOG_LOADERS).sort()).toEqual([...LOCALE_CODES].sort());
    expect(LANGUAGES.map((language) => language.code).sort()).toEqual([...LOCALE_CODES].sort());
  });

  it.each(LOCALE_CODES)('%s has every key and no extra key, none empty', (code) => {
    const catalog = catalogs[code]!;
    expect([...catalog.keys()].filter((key) => !english.has(key))).toEqual([]);
    expect([...english.keys()].filter((key) => !catalog.has(key))).toEqual([]);
    expect([...catalog.entries()].filter(([, text]) => !text.trim()).map(([key]) => key)).toEqual(
      [],
    );
  });

  it.each(LOCALE_CODES)('%s keeps the interpolation placeholders of English', (code) => {
    const placeholders = (text: string) => [...text.matchAll(/{{(\w+)}}/g)].map((m) => m[1]).sort();
    for (const [key, text] of english) {
      expect([key, placeholders(catalogs[code]!.get(key)!)]).toEqual([key, placeholders(text)]);
    }
  });

  it('uses every key somewhere in apps/web/src', () => {
    expect([...english.keys()].filter((key) => !usedKeys.has(key))).toEqual([]);
  });

  it('defines every key the source uses', () => {
    expect([...usedKeys].filter((key) => !english.has(key))).toEqual([]);
  });
});

describe('detectInitialLanguage', () => {
  it('prefers the saved choice', () => {
    expect(detectInitialLanguage('fr', ['id-ID'])).toBe('fr');
  });
  it('takes the first supported browser language', () => {
    expect(detectInitialLanguage(null, ['ja-JP', 'id-ID', 'en-US'])).toBe('id');
    expect(detectInitialLanguage(null, ['pt-BR'])).toBe('pt');
  });
  it('falls back to English', () => {
    expect(detectInitialLanguage(null, ['ja-JP', 'ko'])).toBe('en');
    expect(detectInitialLanguage('xx', [])).toBe('en');
  });
});
