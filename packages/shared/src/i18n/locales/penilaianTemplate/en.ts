/** Excel templates of the grade grids and the mid-semester screen, English. */
export const penilaianTemplateEn = {
  download: 'Download template',
  upload: 'Upload template',
  downloadFailed: 'The template could not be downloaded: {{message}}',
  tooLarge:
    'The file may be at most {{mb}} MB, while a grade template is only a few dozen KB. Make sure you chose the template downloaded from this screen.',
  previewTitle: 'Check upload: {{jenis}}',
  fileName: 'File: {{name}}',
  checking: 'Checking the file…',
  refused: 'File refused',
  summary: {
    valid: '{{count}} new or changed grade(s) ready to go into the grade sheet',
    rows: 'Read from {{count}} student row(s)',
    same: '{{count}} equal to what is already saved',
    refused: '{{count}} cell(s) refused (see the notes below)',
    keptEmpty: '{{count}} empty cell(s): the saved grades are kept, an upload never deletes',
    stale:
      '{{count}} cells still hold the value from when the template was downloaded, but were changed in the grid since: the newer value stays',
  },
  reportTitle: 'Notes from the check',
  reportEmpty: 'No problems found in the file.',
  columns: { baris: 'Row', pesertaDidik: 'Student', kolom: 'Column', pesan: 'Note' },
  nisn: 'NISN {{nisn}}',
  wholeRow: 'Whole row',
  wholeFile: 'Whole file',
  warningsTitle: 'Warning: {{count}} item(s) to check',
  warningsHint:
    'The grades of these rows still go into the grade sheet. Before pressing Save, make sure each row belongs to the right student and that a remedial score may really be replaced.',
  warningRow: 'Row {{baris}}: {{pesan}}',
  notSavedYet:
    'Nothing is saved yet. After filling the grade sheet, check the grades and press Save. Filling can be undone with Undo (Ctrl+Z).',
  nothingToApply: 'This file holds no new or changed grade.',
  apply: 'Fill the grade sheet ({{count}})',
  reopen: 'Upload notes ({{count}})',
  appliedNote:
    '{{count}} values from this file were already put into the grid; fix the rows and cells above in the file and upload again, or type them in the grid.',
  closeNotes: 'Close',
  appliedDua:
    '{{count}} grade(s) from the template put into the Nilai Akhir sheet and the Ketercapaian Kompetensi sheet, not saved yet. Check them and press Save in both sheets.',
  notSavedYetDua:
    'Nothing is saved yet. This file fills two sheets, Nilai Akhir and Ketercapaian Kompetensi; check both and press Save in each. Filling can be undone with Undo (Ctrl+Z).',
  applied:
    '{{count}} grade(s) from the template put into the grade sheet, not saved yet. Check them and press Save.',
  kinds: {
    slm: 'Topic summative (SLM)',
    sas: 'End-of-semester summative (SAS)',
    nilaiAkhir: 'Final grades and TP attainment',
    pts: 'Mid-semester grades',
  },
  pts: {
    listTitle: 'Your subjects this semester',
    tableLabel: 'Mid-semester grades per subject',
    loading: 'Loading your subjects…',
    loadFailed: 'The list of subjects could not be loaded',
    rombel: 'Class',
    mapel: 'Subject',
    jumlahSiswa: 'Students',
    jumlahDinilai: 'Graded',
    progress: 'Progress',
    progressOf: '{{dinilai}} of {{siswa}} students graded',
    status: 'Status',
    aksi: 'Action',
    open: 'Open',
    openOf: 'Open {{mapel}}, class {{rombel}}',
    tampilkanSemua: 'Show all subjects ({{count}})',
    sembunyikanLain: 'Show the open one only',
    belumDipetakan: 'Not mapped yet',
    ditutup: 'Closed',
    dikunci: 'Locked',
    lengkap: 'Complete',
    belumLengkap: 'Incomplete',
    gridTitle: 'Mid-semester grades: {{mapel}}, {{rombel}}',
    gridTitleLoading: 'Mid-semester grades',
    gridHint:
      'Type or paste whole numbers 0–100, or fill the downloaded template and upload it; grades are stored when you press Save.',
  },
};
