import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Catalog } from '@erapor/shared/i18n/catalog';
import { loadChunk } from '../app/lazy-chunk';
import { STORAGE_KEYS } from './storage';

export const LANGUAGES = [
  { code: 'id', label: 'Bahasa Indonesia' },
  { code: 'en', label: 'English' },
  { code: 'de', label: 'Deutsch' },
  { code: 'fr', label: 'Français' },
  { code: 'pt', label: 'Português' },
] as const;

export type LanguageCode = (typeof LANGUAGES)[number]['code'];
/** The app's single i18next instance, started by `initI18n` before the first render. */
export const appI18n = i18n;

export const FALLBACK_LANGUAGE: LanguageCode = 'en';

export function isLanguageCode(value: string | null | undefined): value is LanguageCode {
  return LANGUAGES.some((language) => language.code === value);
}

/** The saved choice, else the first supported browser language, else English. */
export function detectInitialLanguage(
  saved: string | null,
  browserLanguages: readonly string[],
): LanguageCode {
  if (isLanguageCode(saved)) return saved;
  for (const tag of browserLanguages) {
    const base = tag.toLowerCase().split('-')[0];
    if (isLanguageCode(base)) return base;
  }
  return FALLBACK_LANGUAGE;
}

/** One chunk per language: the browser downloads only the catalog it shows. */
export const CATALOG_LOADERS: Record<LanguageCode, () => Promise<Catalog>> = {
  id: () => import('@erapor/shared/i18n/locales/id').then((m) => m.id),
  en: () => import('@erapor/shared/i18n/locales/en').then((m) => m.en),
  de: () => import('@erapor/shared/i18n/locales/de').then((m) => m.de),
  fr: () => import('@erapor/shared/i18n/locales/fr').then((m) => m.fr),
  pt: () => import('@erapor/shared/i18n/locales/pt').then((m) => m.pt),
};

export function loadCatalog(code: LanguageCode): Promise<Catalog> {
  return loadChunk(`locale-${code}`, CATALOG_LOADERS[code]);
}

/** The language to show first: the saved choice, else the browser's, else English. */
export function initialLanguage(): LanguageCode {
  return detectInitialLanguage(
    localStorage.getItem(STORAGE_KEYS.language),
    typeof navigator === 'undefined' ? [] : navigator.languages,
  );
}

/** Starts i18next synchronously with the catalog of `lng`, loaded beforehand. */
export function initI18n(lng: LanguageCode, catalog: Catalog): typeof i18n {
  if (i18n.isInitialized) return i18n;
  void i18n.use(initReactI18next).init({
    resources: { [lng]: { translation: catalog } },
    lng,
    fallbackLng: false,
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  document.documentElement.lang = lng;
  return i18n;
}

export async function changeLanguage(code: LanguageCode): Promise<void> {
  if (!i18n.hasResourceBundle(code, 'translation')) {
    i18n.addResourceBundle(code, 'translation', await loadCatalog(code));
  }
  localStorage.setItem(STORAGE_KEYS.language, code);
  document.documentElement.lang = code;
  await i18n.changeLanguage(code);
}
