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
  },
};
