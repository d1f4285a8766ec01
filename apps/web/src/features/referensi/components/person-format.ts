/** An ISO date as Indonesian lists print it: 12-05-1990. */
export function tanggal(iso: string | null): string {
  return iso ? iso.split('-').reverse().join('-') : '-';
}

/** "Bandung, 12-05-1990" as the lists print a place and date of birth. */
export function tempatTanggalLahir(tempat: string | null, tanggalLahir: string | null): string {
  return [tempat, tanggalLahir ? tanggal(tanggalLahir) : ''].filter(Boolean).join(', ') || '-';
}

export function dash(value: string | number | null | undefined): string {
  return value === null || value === undefined || value === '' ? '-' : String(value);
}
