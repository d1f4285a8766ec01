import type { penilaianTemplateEn } from './en';

type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };

/** Modelos Excel das grelhas de notas e ecrã das notas intercalares, português. */
export const penilaianTemplatePt: Shape<typeof penilaianTemplateEn> = {
  download: 'Descarregar modelo',
  upload: 'Carregar modelo',
  downloadFailed: 'Não foi possível descarregar o modelo: {{message}}',
  tooLarge:
    'O ficheiro pode ter no máximo {{mb}} MB, e um modelo de notas tem apenas algumas dezenas de KB. Confirme que escolheu o modelo descarregado neste ecrã.',
  previewTitle: 'Verificar carregamento: {{jenis}}',
  fileName: 'Ficheiro: {{name}}',
  checking: 'A verificar o ficheiro…',
  refused: 'Ficheiro recusado',
  summary: {
    valid: '{{count}} nota(s) nova(s) ou alterada(s) pronta(s) para a grelha',
    fillsEmpty: '{{count}} preenche(m) uma célula vazia',
    replaces: '{{count}} substitui(em) uma nota já guardada',
    rows: 'Lida(s) de {{count}} linha(s) de alunos',
    same: '{{count}} igual(is) ao que já está guardado',
    refused: '{{count}} célula(s) recusada(s) (ver notas abaixo)',
    keptEmpty:
      '{{count}} célula(s) vazia(s): as notas guardadas mantêm-se, um carregamento nunca apaga',
    stale:
      '{{count}} células ainda têm o valor de quando o modelo foi descarregado, mas foram alteradas na grelha desde então: o valor mais recente mantém-se',
  },
  reportTitle: 'Notas da verificação',
  reportEmpty: 'Nenhum problema no ficheiro.',
  reportReplacesOnly:
    'Nenhum erro no ficheiro, mas {{count}} nota(s) guardada(s) serão substituída(s): verifique a lista antes de premir Guardar.',
  noHint: 'Linha: a linha no ficheiro Excel. N.º: o número do aluno na grelha de notas.',
  rowNo: 'N.º {{no}}',
  replaced: {
    title: '{{count}} nota(s) guardada(s) serão substituída(s)',
    hint: 'Depois de Guardar, o valor do ficheiro substitui o guardado (o antigo fica no histórico da célula). Se algum estiver errado, por exemplo uma coluna colada uma linha abaixo, corrija-o na grelha ou anule o preenchimento antes de guardar.',
    tableLabel: 'Notas guardadas que serão substituídas',
    change: 'Guardada → ficheiro',
    value: '{{lama}} → {{baru}}',
  },
  notesTitle: 'Notas do carregamento: {{jenis}}',
  notesHint:
    'A grelha continua utilizável enquanto estas notas estão abertas: encontre cada aluno pelo N.º.',
  columns: { baris: 'Linha', no: 'N.º', pesertaDidik: 'Aluno', kolom: 'Coluna', pesan: 'Nota' },
  nisn: 'NISN {{nisn}}',
  wholeRow: 'Linha inteira',
  wholeFile: 'Ficheiro inteiro',
  warningsTitle: 'Aviso: {{count}} ponto(s) a verificar',
  warningsHint:
    'As notas destas linhas vão mesmo assim para a grelha. Antes de premir Guardar, confirme que cada linha pertence ao aluno certo e que uma nota de recuperação pode mesmo ser substituída.',
  warningRow: 'Linha {{baris}}: {{pesan}}',
  notSavedYet:
    'Ainda nada foi guardado. Depois de preencher a grelha, verifique as notas e prima Guardar. O preenchimento pode ser anulado com Desfazer (Ctrl+Z).',
  nothingToApply: 'Este ficheiro não tem notas novas ou alteradas.',
  apply: 'Preencher a grelha ({{count}})',
  reopen: 'Notas do carregamento ({{count}})',
  appliedNote:
    '{{count}} valores deste ficheiro já foram colocados na grelha; corrija as linhas e células acima no ficheiro e carregue-o de novo, ou escreva-os na grelha.',
  closeNotes: 'Fechar',
  appliedDua:
    '{{count}} nota(s) do modelo colocada(s) na grelha Nilai Akhir e na grelha Ketercapaian Kompetensi, ainda não guardada(s). Verifique e prima Guardar nas duas grelhas.',
  notSavedYetDua:
    'Ainda nada foi guardado. Este ficheiro preenche duas grelhas, Nilai Akhir e Ketercapaian Kompetensi; verifique ambas e prima Guardar em cada uma. O preenchimento pode ser anulado com Desfazer (Ctrl+Z).',
  applied:
    '{{count}} nota(s) do modelo colocada(s) na grelha, ainda não guardada(s). Verifique e prima Guardar.',
  kinds: {
    slm: 'Sumativa por tema (SLM)',
    sas: 'Sumativa de fim de semestre (SAS)',
    nilaiAkhir: 'Notas finais e objetivos atingidos',
    pts: 'Notas intercalares',
  },
  pts: {
    listTitle: 'As suas disciplinas neste semestre',
    tableLabel: 'Notas intercalares por disciplina',
    loading: 'A carregar as suas disciplinas…',
    loadFailed: 'Não foi possível carregar a lista de disciplinas',
    rombel: 'Turma',
    mapel: 'Disciplina',
    jumlahSiswa: 'Alunos',
    jumlahDinilai: 'Avaliados',
    progress: 'Progresso',
    progressOf: '{{dinilai}} de {{siswa}} alunos avaliados',
    status: 'Estado',
    aksi: 'Ação',
    open: 'Abrir',
    openOf: 'Abrir {{mapel}}, turma {{rombel}}',
    tampilkanSemua: 'Mostrar todas as disciplinas ({{count}})',
    sembunyikanLain: 'Mostrar só a que está aberta',
    belumDipetakan: 'Ainda não configurada',
    ditutup: 'Fechado',
    dikunci: 'Bloqueada',
    lengkap: 'Completa',
    belumLengkap: 'Incompleta',
    gridTitle: 'Notas intercalares: {{mapel}}, {{rombel}}',
    gridTitleLoading: 'Notas intercalares',
    gridHint:
      'Escreva ou cole números inteiros de 0 a 100, ou preencha o modelo descarregado e carregue-o; as notas ficam guardadas quando prime Guardar.',
  },
};
