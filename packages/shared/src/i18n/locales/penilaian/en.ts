/** Assessment screens (Nilai Akhir, Capaian Kompetensi, …), English; keys grouped by screen. */
export const penilaianEn = {
  picker: {
    tingkat: 'Grade level',
    tingkatPlaceholder: 'Choose a grade level',
    tingkatOption: 'Grade {{tingkat}}',
    rombel: 'Class',
    rombelPlaceholder: 'Choose a class',
    mapel: 'Subject',
    mapelPlaceholder: 'Choose a subject',
    nothingFound: 'Nothing matches',
    belumDipetakanOption: '{{mapel}} (not mapped yet)',
    belumDipetakanNote:
      'Not mapped by the administrator yet (group and order number), so it cannot be graded: {{mapel}}.',
    loading: 'Loading your subjects…',
    loadFailed: 'Your subjects could not be loaded',
    empty: 'You teach no subject this semester. Ask the administrator to check the teaching data.',
    notFound: 'The subject in the address is not one of yours this semester. Choose another.',
    pilihanCepat: 'Choose the level, class and subject above, or open one directly:',
    pilihDulu:
      'Choose the level, class and subject above to open a grade sheet ({{count}} choices).',
  },
  nilaiAkhir: {
    bentuk: 'Assessment form',
    bentukAsesmen: 'Assessment grade (computed)',
    bentukAkhir: 'Final grade (typed)',
    bentukAsesmenHint:
      'Computed from the SLM mean and the SAS with the weights of this subject, rounded half up. Read-only; use the button to store them as final grades.',
    bentukAkhirHint: 'Type or paste the final grades (0–100) yourself in the grid.',
    loading: 'Computing the assessment grades…',
    loadFailed: 'The assessment grades could not be loaded',
    ringkasan:
      'Weights SLM {{materi}} : SAS {{akhir}} · {{tp}} TP mapped · {{lengkap}} complete, {{belum}} incomplete, {{tanpa}} without any grade',
    gunakan: 'Use assessment grades',
    gunakanHint:
      'Stores the computed grades as final grades. Incomplete grades are stored only for the students you tick.',
    simpanDulu: 'Save or undo the typed final grades first (Nilai Akhir form).',
    tableLabel: 'Computed assessment grades',
    no: 'No',
    nama: 'Name',
    rerataSlm: 'SLM mean',
    sas: 'SAS',
    nilaiAsesmen: 'Assessment grade',
    tersimpan: 'Stored final',
    rincian: 'Details',
    rincianOf: 'Assessment grade details of {{nama}}',
    rincianTitle: 'Assessment grade details — {{nama}}',
    rincianGagal: 'The details could not be loaded',
    rincianSlm: 'Topic summatives (SLM)',
    rincianTpKosong: 'not graded',
    rincianRerataSlm: 'SLM mean = ({{nilai}}) : {{count}} = {{rerata}}',
    rincianTanpaSlm: 'No SLM score yet.',
    rincianSas: 'End-of-semester summative (SAS)',
    rincianSasBagian:
      'Non-test {{nonTes}} · Test {{tes}} → NA {{na}} (mean of the filled parts, rounded)',
    rincianTanpaSas: 'No SAS yet.',
    rincianHitung: '({{rumus}}) : {{bobot}} = {{mentah}} → rounded {{nilai}}',
    rincianBagianAda:
      'Incomplete: computed only from the components that exist; an empty component does not count as 0.',
    rincianTanpaNilai: 'No component has a score yet, so the assessment grade cannot be computed.',
    rincianGabungan: 'Combined grade (parent subject)',
    rincianGabunganSendiri: '{{nama}} (its own final grade)',
    rincianBelumAda: 'none yet',
    rincianGabunganKosong:
      'No part has a final grade yet, so the combined grade cannot be computed.',
    rincianGabunganHitung: '({{nilai}}) : {{count}} = {{mentah}} → rounded {{hasil}}',
    rincianGabunganTersimpan: 'Stored combined grade: {{nilai}} (up to date).',
    rincianGabunganBeda:
      'Stored combined grade: {{nilai}}, while the current final grades give {{hasil}}. Click "Compute combined grade" to update it.',
    rincianTersimpan: 'Stored final grade: {{nilai}} (the same as the assessment grade).',
    rincianBeda: 'Stored final grade: {{nilai}}, {{selisih}} from the assessment grade.',
    tersimpanBeda: 'A stored final shown in orange differs from the computed grade.',
    gabungan: 'Combined grade',
    keterangan: 'Notes',
    belumBernilai: 'no grade yet',
    belumLengkap: 'incomplete',
    kurangTp: '{{count}} TP score(s) missing',
    kurangSas: 'no SAS yet',
    kurangTanpaTp: 'no TP mapped',
    gunakanTitle: 'Use assessment grades as final grades',
    gunakanLengkap: '{{count}} complete grade(s) will be stored.',
    gunakanBelumLengkap:
      '{{count}} grade(s) are incomplete: computed only from the parts that exist (a missing part is not counted as 0). Tick the ones to store anyway:',
    terimaSemua: 'Store all incomplete grades too',
    gunakanTanpaNilai: '{{count}} student(s) have no grade at all and are left as they are.',
    gunakanMengganti:
      '{{count}} final grade(s) stored earlier with another value will be replaced.',
    gunakanConfirm: 'Store {{count}} final grade(s)',
    gunakanTetap: '{{count}} final grade(s) set by a remedial or an adjustment are kept.',
    gunakanDone: '{{count}} final grade(s) stored.',
    gunakanConflict:
      'Some final grades were changed since you opened them. Nothing was stored; the latest grades are shown in the Nilai Akhir grid beside the computed ones: choose per student, then save.',
    indukNote:
      'This is a parent subject with sub-subjects ({{sub}}). The final typed here is the parent’s own; the report grade is the mean of it and the sub-subjects’ finals that exist.',
    hitungGabungan: 'Compute combined grade',
    gabunganDone: '{{count}} combined grade(s) stored.',
    ketercapaian: 'TP attainment',
    ketercapaianHint:
      'Per student and TP: 1 = achieved, 0 = not achieved, empty = not decided. The Capaian Kompetensi proposals are built from it.',
  },
  capaian: {
    deskripsiTitle: 'Descriptions on the report',
    deskripsiHint:
      'Type or edit both texts per student, then save. Proposals and warnings are below.',
    loading: 'Loading proposals…',
    loadFailed: 'The proposals could not be loaded',
    ringkasanTanpa: '{{count}} student(s) have a final grade but no description yet.',
    ringkasanKedua: '{{count}} description(s) name the same TP as achieved and as to improve.',
    ringkasanBertentangan:
      "{{count}} description(s) contradict the student's TP attainment or scores.",
    ringkasanDiBawahKkm:
      "{{count}} description(s) claim good mastery although even the student's highest TP score is below the passing mark (KKM).",
    ringkasanKataNegatif:
      '{{count}} description(s) use judging words; the assessment guide asks for positive, motivating sentences.',
    ringkasanNamaLain:
      "{{count}} description(s) name another student (perhaps copied from a classmate's).",
    ringkasanSalinan:
      '{{count}} description(s) are the very text of classmates whose TP attainment or scores differ.',
    usulanTitle: 'Proposals and warnings',
    usulanHint:
      'Proposals come from the TP attainment; without attainment, from the highest and lowest TP score. Tick students to apply theirs, or apply to everyone without a description. Applied proposals are saved at once; change them in the sheet above if needed.',
    terapkanKosong: 'Apply proposals to students without a description ({{count}})',
    terapkanDipilih: 'Apply proposals to {{count}} chosen',
    terapkanTitle: 'Replace descriptions?',
    terapkanMengganti:
      '{{count}} chosen student(s) already have a description; it will be replaced by the proposal (the old text stays in the history).',
    terapkanYa: 'Yes, replace',
    terapkanDone: '{{count}} description(s) stored from the proposals.',
    conflict:
      'Some descriptions were changed since you opened them. Nothing was stored; the latest texts are shown in the grid above beside the proposals: choose per student, then save.',
    simpanDulu: 'Save or undo your changes in the grid first.',
    reset: 'Reset',
    resetTitle: 'Reset descriptions',
    resetMessage:
      'Clear every description of {{mapel}} in {{rombel}}? The old texts stay in the grade history.',
    resetYa: 'Yes, clear all',
    resetDone: '{{count}} description(s) cleared.',
    resetConflict:
      'Some descriptions were changed since you opened them. Nothing was cleared; the latest texts are shown in the grid above: choose for each student, then reset again if needed.',
    tableLabel: 'Proposed descriptions',
    pilihSemua: 'Choose all with a proposal',
    pilih: 'Choose {{nama}}',
    no: 'No',
    nama: 'Name',
    nilaiAkhir: 'Final',
    usulan: 'Proposal',
    peringatan: 'Warnings on the saved description',
    sudahBerdeskripsi: 'has a description',
    belumBerdeskripsi: 'no description yet',
    dasarKetercapaian: 'from TP attainment',
    dasarNilai: 'from the highest / lowest TP score',
    dasarKosong: 'No attainment or TP score yet: nothing to propose.',
    usulanDiBawahKkm:
      'Even the highest TP score is below the passing mark (KKM {{kkm}}): the proposal does not claim good mastery.',
    peringatanTanpaDeskripsi: 'Graded but no description',
    peringatanKeduaSisi: 'Same TP on both sides: {{tp}}',
    peringatanSalahCapaian: 'Named as achieved, yet not attained or scored lower: {{tp}}',
    peringatanSalahDitingkatkan: 'Named as to improve, yet attained or scored higher: {{tp}}',
    peringatanDiBawahKkm:
      'Claims good mastery, yet the highest TP score {{nilai}} is below the KKM {{kkm}}',
    peringatanKataNegatif: 'Judging words: {{kata}}',
    peringatanNamaLain: 'Names another student: {{nama}}',
    peringatanSalinan: 'The very text of {{count}} classmate(s) whose results differ',
  },
  penyesuaian: {
    judul: 'Remedial or adjustment of the final grade',
    petunjuk:
      'A final grade changed here is stored with its reason in the grade history and marked in the table.',
    jenisLabel: 'Kind of change',
    jenis: { remedial: 'Remedial', adjust: 'Other adjustment' },
    badge: { remedial: 'Remedial', adjust: 'Adjusted' },
    nilaiLabel: 'New final grade',
    alasanLabel: 'Reason',
    alasanTerakhir: 'The reason you last recorded on this screen; change it if this one differs.',
    alasanContoh: {
      remedial: 'E.g. remedial test for TP 3 and TP 5 on 2 December 2026',
      adjust: 'E.g. decision of the teachers’ meeting of 5 December 2026',
    },
    simpan: 'Save final grade',
    nilaiSalah: 'The grade must be a whole number 0–100.',
    alasanPendek: 'Write the reason, at least {{min}} characters.',
    tersimpan: 'Final grade of {{nama}} saved: {{nilai}}.',
    konflik:
      'Someone else just changed this student’s final grade. Check the latest grade and save again.',
    konflikSendiri:
      'You just changed this student’s final grade in another tab or on another device. Check the latest grade and save again.',
    disetujui: 'Approved by the Waka Kurikulum: {{oleh}}, {{waktu}}.',
    belumDisetujui: 'Not yet approved by the Waka Kurikulum.',
    ditarik: '(This decision was taken back by {{oleh}}, {{waktu}}.)',
    ditolak: 'Refused by the Waka Kurikulum: {{oleh}}, {{waktu}}. Note: {{catatan}}',
    keterangan: '{{jenis}}: from {{lama}}, by {{oleh}}, {{waktu}}. Reason: {{alasan}}',
  },
};
