import type { penilaianEn } from './en';

type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };

/** Telas de avaliação (Nilai Akhir, Capaian Kompetensi, …), português; chaves por tela. */
export const penilaianPt: Shape<typeof penilaianEn> = {
  picker: {
    tingkat: 'Ano',
    tingkatPlaceholder: 'Escolha o ano',
    tingkatOption: '{{tingkat}}.º ano',
    rombel: 'Turma',
    rombelPlaceholder: 'Escolha a turma',
    mapel: 'Disciplina',
    mapelPlaceholder: 'Escolha a disciplina',
    nothingFound: 'Nada encontrado',
    belumDipetakanOption: '{{mapel}} (ainda não mapeada)',
    belumDipetakanNote:
      'Ainda não mapeada pelo administrador (grupo e número de ordem), por isso não pode ser avaliada: {{mapel}}.',
    loading: 'Carregando suas disciplinas…',
    loadFailed: 'Não foi possível carregar suas disciplinas',
    empty:
      'Você não leciona nenhuma disciplina neste semestre. Peça ao administrador para verificar os dados de ensino.',
    notFound: 'A disciplina do endereço não é sua neste semestre. Escolha outra.',
  },
};
