import type { penilaianTemplateEn } from './en';

type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };

/** Modèles Excel des grilles de notes et écran des notes de mi-semestre, français. */
export const penilaianTemplateFr: Shape<typeof penilaianTemplateEn> = {
  download: 'Télécharger le modèle',
  upload: 'Importer le modèle',
  downloadFailed: 'Le modèle n’a pas pu être téléchargé : {{message}}',
  tooLarge:
    'Le fichier ne peut dépasser {{mb}} Mo, alors qu’un modèle de notes ne fait que quelques dizaines de Ko. Vérifiez que vous avez choisi le modèle téléchargé depuis cet écran.',
  previewTitle: 'Vérifier l’import : {{jenis}}',
  fileName: 'Fichier : {{name}}',
  checking: 'Vérification du fichier…',
  refused: 'Fichier refusé',
  summary: {
    valid: '{{count}} note(s) nouvelle(s) ou modifiée(s) prête(s) pour la grille',
    fillsEmpty: '{{count}} remplit/remplissent une cellule vide',
    replaces: '{{count}} remplace(nt) une note déjà enregistrée',
    rows: 'Lu(es) sur {{count}} ligne(s) d’élèves',
    same: '{{count}} identique(s) à ce qui est déjà enregistré',
    refused: '{{count}} cellule(s) refusée(s) (voir les remarques ci-dessous)',
    keptEmpty:
      '{{count}} cellule(s) vide(s) : les notes enregistrées sont conservées, un import n’efface jamais',
    stale:
      '{{count}} cellules contiennent encore la valeur du téléchargement du modèle, mais ont été modifiées dans la grille depuis : la valeur la plus récente est conservée',
  },
  reportTitle: 'Remarques de la vérification',
  reportEmpty: 'Aucun problème dans le fichier.',
  reportReplacesOnly:
    'Aucune erreur dans le fichier, mais {{count}} note(s) enregistrée(s) seront remplacée(s) : vérifiez la liste avant d’appuyer sur Enregistrer.',
  noHint: 'Ligne : la ligne du fichier Excel. N° : le numéro de l’élève dans la grille.',
  rowNo: 'N° {{no}}',
  replaced: {
    title: '{{count}} note(s) enregistrée(s) seront remplacée(s)',
    hint: 'Après Enregistrer, la valeur du fichier remplace la valeur enregistrée (l’ancienne reste dans l’historique de la cellule). Si l’une est fausse, par exemple une colonne collée une ligne trop bas, corrigez-la dans la grille ou annulez le remplissage avant d’enregistrer.',
    tableLabel: 'Notes enregistrées qui seront remplacées',
    change: 'Enregistrée → fichier',
    value: '{{lama}} → {{baru}}',
  },
  notesTitle: 'Notes du téléversement : {{jenis}}',
  notesHint:
    'La grille reste utilisable tant que ces notes sont ouvertes : retrouvez chaque élève par son N°.',
  columns: { baris: 'Ligne', no: 'N°', pesertaDidik: 'Élève', kolom: 'Colonne', pesan: 'Remarque' },
  nisn: 'NISN {{nisn}}',
  wholeRow: 'Ligne entière',
  wholeFile: 'Fichier entier',
  warningsTitle: 'Avertissement : {{count}} point(s) à vérifier',
  warningsHint:
    'Les notes de ces lignes sont tout de même reportées dans la grille. Avant de cliquer sur Enregistrer, vérifiez que chaque ligne correspond au bon élève et qu’une note de rattrapage peut vraiment être remplacée.',
  warningRow: 'Ligne {{baris}} : {{pesan}}',
  notSavedYet:
    'Rien n’est encore enregistré. Après le remplissage, vérifiez les notes dans la grille puis cliquez sur Enregistrer. Le remplissage s’annule avec Annuler (Ctrl+Z).',
  nothingToApply: 'Ce fichier ne contient aucune note nouvelle ou modifiée.',
  apply: 'Remplir la grille ({{count}})',
  reopen: 'Notes du téléversement ({{count}})',
  appliedNote:
    '{{count}} valeurs de ce fichier ont déjà été mises dans la grille ; corrigez les lignes et cellules ci-dessus dans le fichier et téléversez-le à nouveau, ou saisissez-les dans la grille.',
  closeNotes: 'Fermer',
  appliedDua:
    '{{count}} note(s) du modèle placée(s) dans la grille Nilai Akhir et la grille Ketercapaian Kompetensi, pas encore enregistrée(s). Vérifiez puis cliquez sur Enregistrer dans les deux grilles.',
  notSavedYetDua:
    'Rien n’est encore enregistré. Ce fichier remplit deux grilles, Nilai Akhir et Ketercapaian Kompetensi ; vérifiez-les puis cliquez sur Enregistrer dans chacune. Le remplissage s’annule avec Annuler (Ctrl+Z).',
  applied:
    '{{count}} note(s) du modèle placée(s) dans la grille, pas encore enregistrée(s). Vérifiez puis cliquez sur Enregistrer.',
  kinds: {
    slm: 'Sommatif par thème (SLM)',
    sas: 'Sommatif de fin de semestre (SAS)',
    nilaiAkhir: 'Notes finales et atteinte des objectifs',
    pts: 'Notes de mi-semestre',
  },
  pts: {
    listTitle: 'Vos matières ce semestre',
    tableLabel: 'Notes de mi-semestre par matière',
    loading: 'Chargement de vos matières…',
    loadFailed: 'La liste des matières n’a pas pu être chargée',
    rombel: 'Classe',
    mapel: 'Matière',
    jumlahSiswa: 'Élèves',
    jumlahDinilai: 'Notés',
    progress: 'Avancement',
    progressOf: '{{dinilai}} élève(s) noté(s) sur {{siswa}}',
    status: 'Statut',
    aksi: 'Action',
    open: 'Ouvrir',
    openOf: 'Ouvrir {{mapel}}, classe {{rombel}}',
    tampilkanSemua: 'Afficher toutes les matières ({{count}})',
    sembunyikanLain: 'N’afficher que celle ouverte',
    belumDipetakan: 'Pas encore paramétrée',
    ditutup: 'Fermé',
    dikunci: 'Verrouillée',
    lengkap: 'Complète',
    belumLengkap: 'Incomplète',
    gridTitle: 'Notes de mi-semestre : {{mapel}}, {{rombel}}',
    gridTitleLoading: 'Notes de mi-semestre',
    gridHint:
      'Saisissez ou collez des entiers de 0 à 100, ou remplissez le modèle téléchargé puis importez-le ; les notes sont enregistrées quand vous cliquez sur Enregistrer.',
  },
};
