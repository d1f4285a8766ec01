import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { de } from '@erapor/shared/i18n/locales/de';
import { en } from '@erapor/shared/i18n/locales/en';
import { fr } from '@erapor/shared/i18n/locales/fr';
import { id } from '@erapor/shared/i18n/locales/id';
import { pt } from '@erapor/shared/i18n/locales/pt';
import { STORAGE_KEYS } from './storage';

export const LANGUAGES = [
  { code: 'id', label: 'Bahasa Indonesia' },
  { code: 'en', label: 'English' },
  { code: 'de', label: 'Deutsch' },
  { code: 'fr', label: 'Français' },
  { code: 'pt', label: 'Português' },
] as const;

export type LanguageCode = (typeof LANGUAGES)[number]['code'];
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

export const resources = {
  id: { translation: id },
  en: { translation: en },
  de: { translation: de },
  fr: { translation: fr },
  pt: { translation: pt },
};

export function initI18n(): typeof i18n {
  if (i18n.isInitialized) return i18n;
  const lng = detectInitialLanguage(
    localStorage.getItem(STORAGE_KEYS.language),
    typeof navigator === 'undefined' ? [] : navigator.languages,
  );
  void i18n.use(initReactI18next).init({
    resources,
    lng,
    fallbackLng: FALLBACK_LANGUAGE,
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  document.documentElement.lang = lng;
  return i18n;
}

export async function changeLanguage(code: LanguageCode): Promise<void> {
  localStorage.setItem(STORAGE_KEYS.language, code);
  document.documentElement.lang = code;
  await i18n.changeLanguage(code);
}
