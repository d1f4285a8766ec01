import type { penilaianEn } from './en';

type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };

/** Bewertungsseiten (Nilai Akhir, Capaian Kompetensi, …), Deutsch; Schlüssel je Seite. */
export const penilaianDe: Shape<typeof penilaianEn> = {
  picker: {
    tingkat: 'Jahrgangsstufe',
    tingkatPlaceholder: 'Jahrgangsstufe wählen',
    tingkatOption: 'Klasse {{tingkat}}',
    rombel: 'Klasse',
    rombelPlaceholder: 'Klasse wählen',
    mapel: 'Fach',
    mapelPlaceholder: 'Fach wählen',
    nothingFound: 'Keine Treffer',
    belumDipetakanOption: '{{mapel}} (noch nicht zugeordnet)',
    belumDipetakanNote:
      'Vom Administrator noch nicht zugeordnet (Gruppe und Reihenfolge), daher noch nicht bewertbar: {{mapel}}.',
    loading: 'Ihre Fächer werden geladen…',
    loadFailed: 'Ihre Fächer konnten nicht geladen werden',
    empty:
      'Sie unterrichten in diesem Semester kein Fach. Bitten Sie den Administrator, die Unterrichtsdaten zu prüfen.',
    notFound:
      'Das Fach in der Adresse gehört in diesem Semester nicht zu Ihren Fächern. Wählen Sie ein anderes.',
  },
};
