/** "Bandung, 12-05-1990" as the lists print a place and date of birth. */
export function tempatTanggalLahir(tempat: string | null, tanggal: string | null): string {
  const date = tanggal ? tanggal.split('-').reverse().join('-') : '';
  return [tempat, date].filter(Boolean).join(', ') || '-';
}

export function dash(value: string | number | null | undefined): string {
  return value === null || value === undefined || value === '' ? '-' : String(value);
}
