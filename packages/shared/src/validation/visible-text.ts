/**
 * Characters that take no room on screen: the zero-width space, non-joiner and joiner, the word
 * joiner, the zero-width no-break space (a byte order mark) and the soft hyphen. Text copied from a
 * PDF, a web page or a chat brings them along. `trim()` and `\s` keep most of them, so a field
 * holding nothing else would pass as filled in and then show as a blank.
 */
const INVISIBLE = /[\u00AD\u200B-\u200D\u2060\uFEFF]/g;

/** The text without its invisible characters (what the reader sees stays the same). */
export function withoutInvisible(text: string): string {
  return text.replace(INVISIBLE, '');
}
