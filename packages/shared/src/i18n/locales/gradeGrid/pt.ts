import type { gradeGridEn } from './en';

type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };

/** Grelha de notas (todos os ecrãs de lançamento de notas), português. */
export const gradeGridPt: Shape<typeof gradeGridEn> = {
  gridLabel: 'Grelha de notas',
  toolbar: 'Ferramentas da grelha de notas',
  loading: 'A carregar a grelha de notas…',
  loadFailed: 'Não foi possível carregar a grelha de notas: {{message}}',
  save: 'Guardar',
  saveShortcut: 'Guardar (Ctrl+S)',
  undo: 'Desfazer (Ctrl+Z)',
  redo: 'Refazer (Ctrl+Y)',
  history: 'Histórico da célula',
  historyHint: 'Escolha primeiro uma célula de nota',
  fill: '{{filled}} de {{total}} alunos preenchidos',
  enter: {
    right: 'Enter vai para a direita',
    rightHint: 'Enter: para a direita, depois para a linha seguinte. Clique para o Enter descer.',
    downHint: 'Enter: para baixo. Clique para o Enter ir para a direita (linha a linha).',
  },
  fillNext: 'Clique para ir ao próximo aluno por preencher',
  sheetHistoryButton: 'Histórico da folha',
  sheetHistory: {
    title: 'Histórico da folha de notas',
    intro:
      'Os últimos registos desta folha para {{mapel}}, turma {{rombel}}, o mais recente em cima. Abra um registo para ver as células que alterou.',
    empty: 'Ainda não há registos nesta folha.',
    summary: '{{sumber}} · {{sel}} célula(s), {{siswa}} aluno(s)',
    student: 'Aluno',
    column: 'Coluna',
    gone: '(já não está nesta turma)',
    columnGone: '(a coluna já não existe)',
    more: '… e mais {{count}} célula(s).',
  },
  columnName: 'N.º · Nome do aluno',
  nisn: 'NISN {{nisn}}',
  noStudents: 'Esta turma não tem alunos nesta disciplina.',
  computed: 'Calculado pelo sistema',
  kompeten: {
    achieved: 'Alcançado',
    notAchieved: 'Não alcançado',
    hint: '1 = alcançado, 0 = não alcançado',
  },
  rowState: {
    saved: 'Guardado',
    unsaved: 'Ainda não guardado',
    pending: 'A aguardar envio',
    conflict: 'Conflito',
  },
  legend: {
    title: 'Legenda',
    invalid: 'Entrada inválida (não enviada)',
    computed: 'Calculado pelo sistema',
    keys: 'Enter: para baixo · Tab: para a direita · Ctrl+D: preencher para baixo · Ctrl+Z / Ctrl+Y: desfazer / refazer · Shift+Enter: nova linha numa descrição · clique direito: histórico',
    keysRight:
      'Enter: para a direita, depois o aluno seguinte · Tab: para a direita · Ctrl+D: preencher para baixo · Ctrl+Z / Ctrl+Y: desfazer / refazer · Shift+Enter: nova linha numa descrição · clique direito: histórico',
  },
  status: {
    allSaved: 'Todas as alterações estão guardadas.',
    savedAt: 'Todas as alterações estão guardadas ({{time}}).',
    unsaved: '{{count}} alteração(ões) ainda não guardada(s).',
    saving: 'A guardar…',
    offline:
      'Sem ligação ao servidor. {{count}} alteração(ões) ficam neste dispositivo e serão reenviadas automaticamente.',
    invalid: '{{count}} célula(s) com entrada inválida (em vermelho) não serão enviadas.',
    invalidScore: 'Uma nota é um número inteiro de 0 a 100.',
    invalidKompeten: 'O alcance é Alcançado (1) ou Não alcançado (0).',
    failed: 'Falha ao guardar: {{message}}',
  },
  restored: '{{count}} alteração(ões) não guardada(s) recuperada(s)',
  restoredHint:
    'Ficaram guardadas neste dispositivo desde a sua última visita. Verifique-as e prima Guardar.',
  dismiss: 'Fechar',
  locked: 'As notas não podem ser alteradas',
  lockedUnsaved:
    '{{count}} valor(es) digitado(s) não salvo(s). Ficam guardados neste dispositivo: quando a avaliação for reaberta, abra esta folha no mesmo dispositivo e pressione Salvar.',
  viewOnly: 'Somente leitura',
  conflict: {
    title: 'Outra pessoa alterou estas notas',
    description: 'Nada destas linhas foi guardado. Escolha para cada aluno a nota a manter.',
    yours: 'A sua',
    theirs: 'A mais recente',
    changedBy: 'alterada por {{name}}, {{time}}',
    changedByName: 'alterada por {{name}}',
    someone: 'outro utilizador',
    useTheirs: 'Usar a nota mais recente',
    keepMine: 'Manter a minha nota',
    empty: 'vazia',
  },
  leave: {
    title: 'Sair da página?',
    message:
      '{{count}} alteração(ões) ainda não estão guardadas no servidor. Ficam neste dispositivo e voltam quando abrir esta página de novo.',
    stay: 'Ficar aqui',
    leave: 'Sair',
  },
  presence: {
    others: 'Também aberto agora:',
    column: 'coluna {{column}}',
    otherSheet: 'folha {{sheet}}',
    refreshed: 'As alterações mais recentes de {{name}} ({{time}}) estão exibidas.',
    refreshedOwn:
      'As suas alterações mais recentes noutro separador ou dispositivo ({{time}}) estão exibidas.',
    sheets: {
      slm: 'SLM',
      sas: 'SAS',
      'nilai-akhir': 'Nota final',
      ketercapaian: 'Alcance dos objetivos',
      deskripsi: 'Descrição de competências',
      pts: 'Meio do semestre',
    },
  },
  historyModal: {
    title: 'Histórico de notas',
    cell: '{{name}} — {{column}}',
    time: 'Hora',
    by: 'Por',
    change: 'Antigo → Novo',
    source: 'Origem',
    empty: 'Ainda nenhuma alteração registada.',
    system: 'Sistema',
    sources: {
      grid: 'Grelha de notas',
      import: 'Importação de modelo',
      generate: 'Gerado',
      reset: 'Reposição',
      sync: 'Sincronização',
      remedial: 'Recuperação',
      adjust: 'Ajuste',
    },
  },
};
