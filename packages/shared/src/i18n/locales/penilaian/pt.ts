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
    pilihanCepat: 'Escolha o nível, a turma e a disciplina acima, ou abra diretamente:',
    pilihDulu:
      'Escolha o nível, a turma e a disciplina acima para abrir uma folha de notas ({{count}} opções).',
  },
  nilaiAkhir: {
    bentuk: 'Forma de avaliação',
    bentukAsesmen: 'Nota de avaliação (calculada)',
    bentukAkhir: 'Nota final (digitada)',
    bentukAsesmenHint:
      'Calculada a partir da média SLM e do SAS com os pesos desta disciplina, arredondada (,5 para cima). Somente leitura; use o botão para gravá-las como notas finais.',
    bentukAkhirHint: 'Digite ou cole você mesmo as notas finais (0–100) na grade.',
    loading: 'Calculando as notas de avaliação…',
    loadFailed: 'Não foi possível carregar as notas de avaliação',
    ringkasan:
      'Pesos SLM {{materi}} : SAS {{akhir}} · {{tp}} TP mapeados · {{lengkap}} completas, {{belum}} incompletas, {{tanpa}} sem nota',
    gunakan: 'Usar notas de avaliação',
    gunakanHint:
      'Grava as notas calculadas como notas finais. Notas incompletas só para os alunos marcados.',
    simpanDulu: 'Grave ou desfaça primeiro as notas finais digitadas (forma Nota final).',
    tableLabel: 'Notas de avaliação calculadas',
    no: 'N.º',
    nama: 'Nome',
    rerataSlm: 'Média SLM',
    sas: 'SAS',
    nilaiAsesmen: 'Nota de avaliação',
    tersimpan: 'Nota final gravada',
    rincian: 'Detalhes',
    rincianOf: 'Detalhes da nota de avaliação de {{nama}}',
    rincianTitle: 'Detalhes da nota de avaliação — {{nama}}',
    rincianGagal: 'Não foi possível carregar os detalhes',
    rincianSlm: 'Avaliações por tema (SLM)',
    rincianTpKosong: 'sem nota',
    rincianRerataSlm: 'Média SLM = ({{nilai}}) : {{count}} = {{rerata}}',
    rincianTanpaSlm: 'Ainda sem nota SLM.',
    rincianSas: 'Avaliação de fim de semestre (SAS)',
    rincianSasBagian:
      'Não teste {{nonTes}} · Teste {{tes}} → NA {{na}} (média das partes preenchidas, arredondada)',
    rincianTanpaSas: 'Ainda sem SAS.',
    rincianHitung: '({{rumus}}) : {{bobot}} = {{mentah}} → arredondado {{nilai}}',
    rincianBagianAda:
      'Incompleta: calculada apenas com os componentes existentes; um componente vazio não conta como 0.',
    rincianTanpaNilai:
      'Nenhum componente tem nota ainda, então a nota de avaliação não pode ser calculada.',
    rincianGabungan: 'Nota combinada (disciplina principal)',
    rincianGabunganSendiri: '{{nama}} (nota final própria)',
    rincianBelumAda: 'ainda não',
    rincianGabunganKosong:
      'Nenhuma parte tem nota final ainda, por isso a nota combinada não pode ser calculada.',
    rincianGabunganHitung: '({{nilai}}) : {{count}} = {{mentah}} → arredondado {{hasil}}',
    rincianGabunganTersimpan: 'Nota combinada guardada: {{nilai}} (atualizada).',
    rincianGabunganBeda:
      'Nota combinada guardada: {{nilai}}, enquanto as notas finais atuais dão {{hasil}}. Clique em «Calcular nota combinada» para a atualizar.',
    rincianTersimpan: 'Nota final salva: {{nilai}} (igual à nota de avaliação).',
    rincianBeda: 'Nota final salva: {{nilai}}, diferença de {{selisih}} da nota de avaliação.',
    tersimpanBeda: 'Uma nota final em laranja difere da nota calculada.',
    gabungan: 'Nota combinada',
    keterangan: 'Observação',
    belumBernilai: 'ainda sem nota',
    belumLengkap: 'incompleta',
    kurangTp: '{{count}} nota(s) de TP em falta',
    kurangSas: 'ainda sem SAS',
    kurangTanpaTp: 'nenhum TP mapeado',
    gunakanTitle: 'Usar notas de avaliação como notas finais',
    gunakanLengkap: '{{count}} nota(s) completa(s) serão gravadas.',
    gunakanBelumLengkap:
      '{{count}} nota(s) estão incompletas: calculadas só com as partes existentes (uma parte em falta não conta como 0). Marque as que quer gravar mesmo assim:',
    terimaSemua: 'Gravar também todas as notas incompletas',
    gunakanTanpaNilai: '{{count}} aluno(s) não têm nenhuma nota e ficam como estão.',
    gunakanMengganti:
      '{{count}} nota(s) final(is) já gravada(s) com outro valor serão substituídas.',
    gunakanConfirm: 'Gravar {{count}} nota(s) final(is)',
    gunakanTetap:
      '{{count}} nota(s) final(is) definida(s) por recuperação ou ajuste são mantida(s).',
    gunakanDone: '{{count}} nota(s) final(is) gravada(s).',
    gunakanConflict:
      'Algumas notas finais foram alteradas desde que as abriu. Nada foi gravado; as notas atuais aparecem na grade Nilai Akhir ao lado das calculadas: escolha por aluno e depois grave.',
    indukNote:
      'Esta é uma disciplina principal com subdisciplinas ({{sub}}). A nota final digitada aqui é a da principal; a nota do boletim é a média dela e das notas finais existentes das subdisciplinas.',
    hitungGabungan: 'Calcular nota combinada',
    gabunganDone: '{{count}} nota(s) combinada(s) gravada(s).',
    ketercapaian: 'Alcance dos objetivos',
    ketercapaianHint:
      'Por aluno e TP: 1 = alcançado, 0 = não alcançado, vazio = não decidido. As propostas de Capaian Kompetensi partem daqui.',
  },
  capaian: {
    deskripsiTitle: 'Descrições no boletim',
    deskripsiHint:
      'Digite ou edite os dois textos por aluno e grave. Propostas e avisos estão abaixo.',
    loading: 'Carregando propostas…',
    loadFailed: 'Não foi possível carregar as propostas',
    ringkasanTanpa: '{{count}} aluno(s) têm nota final mas ainda não têm descrição.',
    ringkasanKedua: '{{count}} descrição(ões) citam o mesmo TP como alcançado e como a melhorar.',
    ringkasanBertentangan:
      '{{count}} descrição(ões) contradizem o alcance ou as notas de TP do aluno.',
    ringkasanDiBawahKkm:
      '{{count}} descrição(ões) afirmam bom domínio, embora até a maior nota de TP do aluno esteja abaixo da nota mínima (KKM).',
    ringkasanKataNegatif:
      '{{count}} descrição(ões) usam palavras depreciativas; o guia pede frases positivas e motivadoras.',
    ringkasanNamaLain:
      '{{count}} descrição(ões) citam outro aluno (talvez copiada(s) de um colega).',
    ringkasanSalinan:
      '{{count}} descrição(ões) idênticas às de colegas com resultados de TP diferentes.',
    usulanTitle: 'Propostas e avisos',
    usulanHint:
      'As propostas vêm do alcance dos TP; sem ele, da nota de TP mais alta e mais baixa. Marque alunos para aplicar a proposta deles, ou aplique a todos sem descrição. As propostas aplicadas são guardadas de imediato; altere-as na grelha acima se necessário.',
    terapkanKosong: 'Aplicar propostas aos alunos sem descrição ({{count}})',
    terapkanDipilih: 'Aplicar propostas aos {{count}} escolhidos',
    terapkanTitle: 'Substituir descrições?',
    terapkanMengganti:
      '{{count}} aluno(s) escolhido(s) já têm descrição; ela será substituída pela proposta (o texto antigo fica no histórico).',
    terapkanYa: 'Sim, substituir',
    terapkanDone: '{{count}} descrição(ões) gravada(s) a partir das propostas.',
    conflict:
      'Algumas descrições foram alteradas desde que as abriu. Nada foi gravado; os textos atuais aparecem na grade acima ao lado das propostas: escolha por aluno e depois grave.',
    simpanDulu: 'Grave ou desfaça primeiro as suas alterações na grade.',
    reset: 'Redefinir',
    resetTitle: 'Redefinir descrições',
    resetMessage:
      'Apagar todas as descrições de {{mapel}} em {{rombel}}? Os textos antigos ficam no histórico de notas.',
    resetYa: 'Sim, apagar tudo',
    resetDone: '{{count}} descrição(ões) apagada(s).',
    resetConflict:
      'Algumas descrições foram alteradas desde que as abriu. Nada foi apagado; os textos atuais são mostrados na grade acima: escolha para cada aluno e redefina de novo se precisar.',
    tableLabel: 'Descrições propostas',
    pilihSemua: 'Escolher todos com proposta',
    pilih: 'Escolher {{nama}}',
    no: 'N.º',
    nama: 'Nome',
    nilaiAkhir: 'Nota final',
    usulan: 'Proposta',
    peringatan: 'Avisos sobre a descrição guardada',
    sudahBerdeskripsi: 'tem descrição',
    belumBerdeskripsi: 'ainda sem descrição',
    dasarKetercapaian: 'do alcance dos TP',
    dasarNilai: 'da nota de TP mais alta / mais baixa',
    dasarKosong: 'Ainda sem alcance nem nota de TP: nada a propor.',
    usulanDiBawahKkm:
      'Até a maior nota de TP está abaixo da nota mínima (KKM {{kkm}}): a proposta não afirma bom domínio.',
    peringatanTanpaDeskripsi: 'Com nota, sem descrição',
    peringatanKeduaSisi: 'Mesmo TP nos dois lados: {{tp}}',
    peringatanSalahCapaian: 'Citado como alcançado, mas não alcançado ou com nota menor: {{tp}}',
    peringatanSalahDitingkatkan: 'Citado como a melhorar, mas alcançado ou com nota maior: {{tp}}',
    peringatanDiBawahKkm:
      'Afirma bom domínio, mas a maior nota de TP {{nilai}} está abaixo do KKM {{kkm}}',
    peringatanKataNegatif: 'Palavras depreciativas: {{kata}}',
    peringatanNamaLain: 'Cita outro aluno: {{nama}}',
    peringatanSalinan: 'Idêntica à de {{count}} colega(s) com resultados diferentes',
  },
  penyesuaian: {
    judul: 'Recuperação ou ajuste da nota final',
    petunjuk:
      'Uma nota final alterada aqui é guardada com o motivo no histórico de notas e assinalada na tabela.',
    jenisLabel: 'Tipo de alteração',
    jenis: { remedial: 'Recuperação', adjust: 'Outro ajuste' },
    badge: { remedial: 'Recuperação', adjust: 'Ajustada' },
    nilaiLabel: 'Nova nota final',
    alasanLabel: 'Motivo',
    alasanTerakhir: 'O último motivo registado neste ecrã; altere-o se for diferente.',
    alasanContoh: {
      remedial: 'Ex.: recuperação dos TP 3 e TP 5 em 2 de dezembro de 2026',
      adjust: 'Ex.: decisão do conselho de professores de 5 de dezembro de 2026',
    },
    simpan: 'Guardar nota final',
    nilaiSalah: 'A nota deve ser um número inteiro de 0 a 100.',
    alasanPendek: 'Escreva o motivo, com pelo menos {{min}} caracteres.',
    tersimpan: 'Nota final de {{nama}} guardada: {{nilai}}.',
    konflik:
      'Outra pessoa acabou de alterar a nota final deste aluno. Verifique a nota atual e guarde novamente.',
    konflikSendiri:
      'Acabou de alterar a nota final deste aluno noutro separador ou dispositivo. Verifique a nota atual e guarde novamente.',
    disetujui: 'Aprovado pelo Waka Kurikulum: {{oleh}}, {{waktu}}.',
    belumDisetujui: 'Ainda não aprovado pelo Waka Kurikulum.',
    ditarik: '(Esta decisão foi retirada por {{oleh}}, {{waktu}}.)',
    ditolak: 'Recusado pelo Waka Kurikulum: {{oleh}}, {{waktu}}. Nota: {{catatan}}',
    keterangan: '{{jenis}}: de {{lama}}, por {{oleh}}, {{waktu}}. Motivo: {{alasan}}',
  },
};
