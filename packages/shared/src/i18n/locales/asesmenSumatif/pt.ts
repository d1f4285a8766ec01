import type { asesmenSumatifEn } from './en';

type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };

/** Asesmen Sumatif (SLM e SAS), português. */
export const asesmenSumatifPt: Shape<typeof asesmenSumatifEn> = {
  jenis: 'Tipo de avaliação',
  slm: 'Somativa por objetivo (SLM)',
  sas: 'Somativa de fim de semestre (SAS)',
  slmHint:
    'Uma nota 0–100 por objetivo de aprendizagem (TP) associado a esta disciplina. Digite ou cole um bloco do Excel ou Google Sheets; guarde com Guardar (Ctrl+S).',
  sasHint:
    'Partes não-teste e teste 0–100; NA é a média arredondada das partes preenchidas, calculada pelo servidor.',
  noTp: 'Nenhum objetivo de aprendizagem (TP) está associado a esta disciplina ainda; nada a avaliar.',
  noTpAction: 'Adicionar objetivos',
  gridTitle: '{{jenis}} — {{mapel}} {{rombel}}',
};
