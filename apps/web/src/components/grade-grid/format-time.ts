import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatJamSekolah, formatWaktuSekolah } from '@erapor/shared/penilaian/batas-penilaian';
import type { ZonaWaktu } from '@erapor/shared/settings/settings.schemas';
import { statusPenilaianQuery } from '../../features/penilaian/api/get-status-penilaian';

/** The zone a school has until it chooses another (as the server reads a missing setting). */
const ZONA_BAWAAN: ZonaWaktu = 'Asia/Jakarta';

/**
 * When a grade changed, for people: "24 Nov 2026, 16.02 WITA", on the school's clock with the
 * name of its zone (setting `zona`, as the grading status answers it), like the lock log and the
 * deadlines, whatever zone the browser is in; '' when absent. The status is asked once and kept
 * (the grading screens already have it); until it comes, the school's default zone.
 */
export function useFormatWaktu(): (iso: string | null) => string {
  const { zona, bahasa } = useZonaSekolah();
  return (iso) => (iso ? formatWaktuSekolah(iso, zona, bahasa) : '');
}

/** "19.47.20 WIB": the time of a save just made, on the same clock as the history beside it. */
export function useFormatJam(): (date: Date) => string {
  const { zona, bahasa } = useZonaSekolah();
  return (date) => formatJamSekolah(date, zona, bahasa);
}

function useZonaSekolah() {
  const { i18n } = useTranslation();
  const zona = useQuery(statusPenilaianQuery()).data?.zona ?? ZONA_BAWAAN;
  return { zona, bahasa: i18n.language || 'id' };
}
