import type { asesmenSumatifEn } from './en';

type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };

/** Asesmen Sumatif (SLM und SAS), Deutsch. */
export const asesmenSumatifDe: Shape<typeof asesmenSumatifEn> = {
  jenis: 'Art der Leistungsfeststellung',
  slm: 'Summativ je Lernziel (SLM)',
  sas: 'Summativ zum Semesterende (SAS)',
  slmHint:
    'Eine Note 0–100 je Lernziel (TP), das diesem Fach zugeordnet ist. Tippen oder einen Block aus Excel oder Google Sheets einfügen; mit Speichern (Strg+S) speichern.',
  sasHint:
    'Teile Nicht-Test und Test 0–100; NA ist der gerundete Mittelwert der ausgefüllten Teile, vom Server berechnet.',
  noTp: 'Diesem Fach ist noch kein Lernziel (TP) zugeordnet; es gibt nichts zu bewerten.',
  noTpAction: 'Lernziele hinzufügen',
  gridTitle: '{{jenis}} — {{mapel}} {{rombel}}',
};
