import type { asesmenSumatifEn } from './en';

type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };

/** Asesmen Sumatif (SLM et SAS), français. */
export const asesmenSumatifFr: Shape<typeof asesmenSumatifEn> = {
  jenis: "Type d'évaluation",
  slm: 'Sommative par objectif (SLM)',
  sas: 'Sommative de fin de semestre (SAS)',
  slmHint:
    "Une note 0–100 par objectif d'apprentissage (TP) associé à cette matière. Saisissez ou collez un bloc depuis Excel ou Google Sheets ; enregistrez avec Enregistrer (Ctrl+S).",
  sasHint:
    'Parties hors test et test 0–100 ; NA est la moyenne arrondie des parties remplies, calculée par le serveur.',
  noTp: "Aucun objectif d'apprentissage (TP) n'est encore associé à cette matière : rien à noter.",
  noTpAction: 'Ajouter des objectifs',
  gridTitle: '{{jenis}} — {{mapel}} {{rombel}}',
};
