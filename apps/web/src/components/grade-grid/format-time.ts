import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatWaktuSekolah } from '@erapor/shared/penilaian/batas-penilaian';
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
  const { i18n } = useTranslation();
  const zona = useQuery(statusPenilaianQuery()).data?.zona ?? ZONA_BAWAAN;
  const bahasa = i18n.language || 'id';
  return (iso) => (iso ? formatWaktuSekolah(iso, zona, bahasa) : '');
}
