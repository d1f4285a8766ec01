/**
 * How a text begins, on one line: its whitespace collapsed, cut after `max` characters with "…".
 * For naming a long text (a CP's or a TP's wording) where only its start fits.
 */
export function textStart(text: string, max: number): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > max ? `${line.slice(0, max).trimEnd()}…` : line;
}
