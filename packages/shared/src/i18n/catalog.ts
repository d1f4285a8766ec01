import type { en } from './locales/en';

type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };

/** Every locale has exactly the keys of the English catalog (checked by tsc and a unit test). */
export type Catalog = Shape<typeof en>;

export const LOCALE_CODES = ['id', 'en', 'de', 'fr', 'pt'] as const;
export type LocaleCode = (typeof LOCALE_CODES)[number];
