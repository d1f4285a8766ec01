import type ExcelJS from 'exceljs';

/**
 * A cell as trimmed text: rich text joined, formulas by their result, numbers as written, dates as
 * YYYY-MM-DD (Excel dates arrive as Date at UTC midnight). An error cell (#N/A, #DIV/0!…) is
 * empty, unless `errors` is 'text': then its code, so that a score cell can be refused naming it.
 */
export function cellText(value: ExcelJS.CellValue, errors: 'empty' | 'text' = 'empty'): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    if ('richText' in value && Array.isArray(value.richText)) {
      return value.richText
        .map((part) => part.text)
        .join('')
        .trim();
    }
    if ('text' in value && typeof value.text === 'string') return value.text.trim();
    if ('result' in value) return cellText(value.result, errors);
    if ('error' in value && errors === 'text') return String(value.error);
    return '';
  }
  return String(value).trim();
}

/** A column's letters as Excel shows them (1 → A, 27 → AA). */
export function columnLetter(column: number): string {
  let text = '';
  for (let n = column; n > 0; n = Math.floor((n - 1) / 26)) {
    text = String.fromCharCode(65 + ((n - 1) % 26)) + text;
  }
  return text;
}
