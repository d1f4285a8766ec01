import { createHash } from 'node:crypto';
import { withoutInvisible } from '@erapor/shared/validation/visible-text';

/**
 * Text as stored: line breaks and runs of spaces (PDF copy-paste) become single spaces, and the
 * characters that show nothing (zero-width spaces…) go, so a text of only those is empty and is
 * refused as not filled in, by every caller alike (CP, TP, KD, a catalogue or template row).
 */
export function cleanText(text: string): string {
  return withoutInvisible(text.normalize('NFC')).replace(/\s+/g, ' ').trim();
}

/** Text as compared: cleaned and lower-cased, so case and spacing never make a second copy. */
export function normalText(text: string): string {
  return cleanText(text).toLowerCase();
}

/**
 * A TP's text as compared with the other TPs under its CP or KD: normalised, without the full
 * stops, commas or semicolons that end it. "… produk baru." and "… produk baru" are one TP.
 */
export function tpKey(text: string): string {
  return normalText(text).replace(/[\s.,;:]+$/u, '');
}

/**
 * Text with only its letters and digits, lower-cased. Two catalogues' wordings of one CP often
 * differ only in spaces and punctuation ("Proses bisnispada pekerjaan…").
 */
export function compactText(text: string): string {
  return normalText(text).replace(/[^\p{L}\p{N}]/gu, '');
}

/**
 * The identity of a capaian pembelajaran: sha256 of subject, phase and the normalised element and
 * text. The official catalogue imported twice, or a teacher typing an existing CP, adds nothing.
 */
export function cpKunci(mataPelajaranId: number, fase: string, elemen: string, deskripsi: string) {
  return createHash('sha256')
    .update(`${mataPelajaranId}|${fase}|${normalText(elemen)}|${normalText(deskripsi)}`)
    .digest('hex');
}

/**
 * The key a deleted school CP keeps: its own, never a text's, so the school may type that text
 * again and the official catalogue may bring it (the unique key also covers deleted rows).
 */
export function cpKunciDihapus(cpId: number) {
  return createHash('sha256').update(`dihapus|${cpId}`).digest('hex');
}
