import type { penilaianEn } from './en';

type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };

/** Écrans d’évaluation (Nilai Akhir, Capaian Kompetensi, …), français ; clés par écran. */
export const penilaianFr: Shape<typeof penilaianEn> = {
  picker: {
    tingkat: 'Niveau',
    tingkatPlaceholder: 'Choisir un niveau',
    tingkatOption: 'Niveau {{tingkat}}',
    rombel: 'Classe',
    rombelPlaceholder: 'Choisir une classe',
    mapel: 'Matière',
    mapelPlaceholder: 'Choisir une matière',
    nothingFound: 'Aucun résultat',
    belumDipetakanOption: '{{mapel}} (pas encore classée)',
    belumDipetakanNote:
      'Pas encore classée par l’administrateur (groupe et numéro d’ordre), donc pas encore notable : {{mapel}}.',
    loading: 'Chargement de vos matières…',
    loadFailed: 'Impossible de charger vos matières',
    empty:
      'Vous n’enseignez aucune matière ce semestre. Demandez à l’administrateur de vérifier les données d’enseignement.',
    notFound:
      'La matière de l’adresse n’est pas l’une des vôtres ce semestre. Choisissez-en une autre.',
  },
};
