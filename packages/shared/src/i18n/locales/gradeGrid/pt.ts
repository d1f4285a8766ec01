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
  saveBar: 'Alterações por guardar: {{sheet}}',
  /** The red notice's and the save bar's button: brings the first invalid cell into view. */
  showInvalid: 'Mostrar',
  showInvalidLabel: 'Mostrar a primeira entrada inválida',
  undo: 'Desfazer (Ctrl+Z)',
  redo: 'Refazer (Ctrl+Y)',
  undoSkipped:
    '{{jumlah}} célula(s) mantida(s) como está(ão): o valor mudou depois desse passo (recuperação, gravação noutro separador ou dispositivo, conflito resolvido); o valor mais recente é mantido.',
  history: 'Histórico da célula',
  historyHint: 'Escolha primeiro uma célula de nota',
  fill: '{{filled}} de {{total}} alunos preenchidos',
  /** Appended to `fill` when every student has a value and some are not stored yet. */
  fillUnsaved: '; {{count}} ainda por guardar',
  enter: {
    right: 'Enter vai para a direita',
    rightHint: 'Enter: para a direita, depois para a linha seguinte. Clique para o Enter descer.',
    downHint: 'Enter: para baixo. Clique para o Enter ir para a direita (linha a linha).',
  },
  fillNext: 'Clique para ir ao próximo aluno por preencher',
  sheetHistoryButton: 'Histórico da folha',
  sheetHistory: {
    older: 'Mostrar gravações mais antigas',
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
  computedTyped:
    'A coluna {{kolom}} é calculada pelo sistema e não pode ser digitada. Preencha as outras colunas; {{kolom}} resulta delas.',
  importedTitle: 'Do modelo, ainda não guardado. Antes: {{nilai}} (guardado)',
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
  remedial: {
    menu: 'Registar recuperação…',
    menuAkhir: 'Registar recuperação ou ajuste…',
    toolbar: 'Registar recuperação',
    toolbarAkhir: 'Recuperação / ajuste',
    toolbarHint: '{{jenis}}: {{nama}}',
    toolbarPilih: 'Selecione primeiro uma nota de TP ou de fim de semestre guardada',
    toolbarPilihAkhir: 'Selecione primeiro uma nota final guardada',
    title: 'Recuperação — {{nama}}',
    titleAkhir: 'Recuperação ou ajuste da nota final — {{nama}}',
    sekarang: 'Nota atual: {{nilai}}',
    petunjuk:
      'A primeira nota fica no histórico da célula com o motivo desta recuperação, e a célula é marcada.',
    nilaiLabel: 'Nota de recuperação',
    alasanContoh: 'Exemplo: recuperação escrita deste TP em 2 de dezembro de 2026',
    alasanContohSas: 'Exemplo: recuperação da prova de fim de semestre em 9 de dezembro de 2026',
    simpan: 'Guardar a nota de recuperação',
    tersimpan: 'Nota de recuperação de {{nama}} ({{tp}}) guardada: {{nilai}}.',
    konflik:
      'Esta nota acabou de ser alterada noutro lugar. A folha foi recarregada; verifique a nota e registe de novo.',
    konflikSendiri:
      'Acabou de alterar esta nota noutro separador ou dispositivo. A folha foi recarregada; verifique a nota e registe de novo.',
    cellTitle: 'Nota após recuperação (o histórico da célula guarda a primeira nota e o motivo)',
    ditolakTitle: 'O Waka Kurikulum recusou esta recuperação. Nota: {{catatan}}',
    disesuaikanTitle:
      'Nota final após um ajuste (o histórico da célula guarda a nota anterior e o motivo)',
    disesuaikanDitolakTitle: 'O Waka Kurikulum recusou este ajuste. Nota: {{catatan}}',
  },
  legend: {
    title: 'Legenda',
    invalid: 'Entrada inválida (não enviada)',
    computed: 'Calculado pelo sistema',
    remedial: 'Nota após recuperação',
    remedialDitolak: 'Recuperação recusada pelo Waka',
    disesuaikan: 'Nota final ajustada',
    perubahanDitolak: 'Recuperação ou ajuste recusado pelo Waka',
    remedialKey:
      'clique direito numa nota de TP ou de fim de semestre guardada: registar recuperação',
    remedialKeyAkhir: 'clique direito numa nota final guardada: registar recuperação ou ajuste',
    keys: 'Enter: para baixo · Tab: para a direita · F2 / duplo clique: corrigir uma célula · Home / End: primeira / última coluna · Ctrl+D: preencher para baixo · Ctrl+Z / Ctrl+Y: desfazer / refazer · Shift+Enter: nova linha numa descrição · clique direito ou Shift+F10: histórico',
    keysRight:
      'Enter: para a direita, depois o aluno seguinte · Tab: para a direita · F2 / duplo clique: corrigir uma célula · Home / End: primeira / última coluna · Ctrl+D: preencher para baixo · Ctrl+Z / Ctrl+Y: desfazer / refazer · Shift+Enter: nova linha numa descrição · clique direito ou Shift+F10: histórico',
  },
  status: {
    allSaved: 'Todas as alterações estão guardadas.',
    savedAt: 'Todas as alterações estão guardadas ({{time}}).',
    unsaved: '{{count}} alteração(ões) ainda não guardada(s).',
    saving: 'A guardar…',
    offline:
      'Sem ligação ao servidor. {{count}} alteração(ões) ficam neste dispositivo e serão reenviadas automaticamente.',
    invalid: '{{count}} célula(s) com entrada inválida (em vermelho) não serão enviadas.',
    /** Invalid entries, counted apart from the changes Simpan sends (status line, save bar). */
    invalidUnsent: '{{count}} entrada(s) inválida(s), não enviada(s).',
    invalidScore: 'Uma nota é um número inteiro de 0 a 100.',
    invalidKompeten: 'O alcance é Alcançado (1) ou Não alcançado (0).',
    invalidText: 'Uma descrição tem no máximo {{max}} caracteres; encurte o texto a vermelho.',
    failed: 'Falha ao guardar: {{message}}',
  },
  restored: '{{count}} alteração(ões) não guardada(s) recuperada(s)',
  restoredHint:
    'Ficaram guardadas neste dispositivo desde a sua última visita. Verifique-as e prima Guardar.',
  restoredSaved: 'Todas estão agora gravadas.',
  dismiss: 'Fechar',
  paste: {
    done: '{{count}} célula(s) colada(s).',
    header: 'A linha de cabeçalhos das colunas foi ignorada.',
    labels:
      '{{count}} coluna(s) iniciais de números/NISN/nomes ignorada(s), para que as notas caiam nas colunas escolhidas.',
    blanks:
      '{{count}} célula(s) vazia(s) não apagaram o valor existente (apague com a tecla Delete).',
    rows: '{{count}} linha(s) passaram do último aluno e não foram coladas.',
    columns: '{{count}} coluna(s) passaram da última coluna e não foram coladas.',
    readOnly: '{{count}} valor(es) caíram numa coluna calculada e não foram colados.',
  },
  locked: 'As notas não podem ser alteradas',
  lockedUnsaved:
    '{{count}} valor(es) digitado(s) não salvo(s). Ficam guardados neste dispositivo: quando as notas puderem ser alteradas de novo (bloqueio da turma ou fecho levantados), abra esta folha no mesmo dispositivo e pressione Salvar.',
  viewOnly: 'Somente leitura',
  conflict: {
    title: 'Estas notas foram alteradas desde que as abriu',
    description: 'Nada destas linhas foi guardado. Escolha para cada aluno a nota a manter.',
    yours: 'A sua',
    theirs: 'A mais recente',
    changedBy: 'alterada por {{name}}, {{time}}',
    changedByName: 'alterada por {{name}}',
    someone: 'outro utilizador',
    you: 'si próprio, noutro separador ou dispositivo',
    useTheirs: 'Usar a nota mais recente',
    keepMine: 'Manter a minha nota',
    empty: 'vazia',
    othersYours: 'O seu texto em “{{column}}” mantém-se, seja qual for a sua escolha.',
    othersNewest:
      'Não alterou “{{column}}”: fica o texto mais recente, seja qual for a sua escolha.',
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
      generate: 'Do cálculo ou de uma proposta',
      reset: 'Reposição',
      sync: 'Sincronização',
      remedial: 'Recuperação',
      adjust: 'Ajuste',
    },
  },
};
