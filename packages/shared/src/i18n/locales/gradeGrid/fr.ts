import type { gradeGridEn } from './en';

type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };

/** Grille de notes (toutes les saisies de notes), français. */
export const gradeGridFr: Shape<typeof gradeGridEn> = {
  gridLabel: 'Grille de notes',
  toolbar: 'Outils de la grille de notes',
  loading: 'Chargement de la grille de notes…',
  loadFailed: 'La grille de notes n’a pas pu être chargée : {{message}}',
  save: 'Enregistrer',
  saveShortcut: 'Enregistrer (Ctrl+S)',
  saveBar: 'Modifications non enregistrées : {{sheet}}',
  /** The red notice's and the save bar's button: brings the first invalid cell into view. */
  showInvalid: 'Afficher',
  showInvalidLabel: 'Afficher la première saisie invalide',
  undo: 'Annuler (Ctrl+Z)',
  redo: 'Rétablir (Ctrl+Y)',
  undoSkipped:
    '{{jumlah}} cellule(s) laissée(s) telle(s) quelle(s) : leur valeur a changé après cette étape (remédiation, enregistrement depuis un autre onglet ou appareil, conflit résolu) ; la valeur la plus récente est conservée.',
  history: 'Historique de la cellule',
  historyHint: 'Choisissez d’abord une cellule de note',
  fill: '{{filled}} élèves sur {{total}} renseignés',
  /** Appended to `fill` when every student has a value and some are not stored yet. */
  fillUnsaved: ' ; {{count}} pas encore enregistré(s)',
  enter: {
    right: 'Entrée va à droite',
    rightHint: 'Entrée : à droite, puis à la ligne suivante. Cliquer pour qu’Entrée descende.',
    downHint: 'Entrée : vers le bas. Cliquer pour qu’Entrée aille à droite (ligne par ligne).',
  },
  fillNext: 'Cliquer pour aller à l’élève suivant non renseigné',
  sheetHistoryButton: 'Historique de la feuille',
  sheetHistory: {
    older: 'Afficher les enregistrements plus anciens',
    title: 'Historique de la feuille de notes',
    intro:
      'Les derniers enregistrements de cette feuille pour {{mapel}}, classe {{rombel}}, le plus récent en haut. Ouvrir un enregistrement pour voir les cellules modifiées.',
    empty: 'Aucun enregistrement sur cette feuille pour l’instant.',
    summary: '{{sumber}} · {{sel}} cellule(s), {{siswa}} élève(s)',
    student: 'Élève',
    column: 'Colonne',
    gone: '(plus dans cette classe)',
    columnGone: '(colonne supprimée)',
    more: '… et {{count}} autre(s) cellule(s).',
  },
  columnName: 'N° · Nom de l’élève',
  nisn: 'NISN {{nisn}}',
  noStudents: 'Aucun élève pour cette matière dans cette classe.',
  computed: 'Calculé par le système',
  computedTyped:
    'La colonne {{kolom}} est calculée par le système et ne peut pas être saisie. Remplissez les autres colonnes ; {{kolom}} en découle.',
  importedTitle: 'Du modèle, pas encore enregistré. Avant : {{nilai}} (enregistré)',
  kompeten: {
    achieved: 'Atteint',
    notAchieved: 'Non atteint',
    hint: '1 = atteint, 0 = non atteint',
  },
  rowState: {
    saved: 'Enregistré',
    unsaved: 'Pas encore enregistré',
    pending: 'En attente d’envoi',
    conflict: 'Conflit',
  },
  remedial: {
    menu: 'Saisir un rattrapage…',
    menuAkhir: 'Enregistrer un rattrapage ou un ajustement…',
    toolbar: 'Enregistrer un rattrapage',
    toolbarAkhir: 'Rattrapage / ajustement',
    toolbarHint: '{{jenis}} : {{nama}}',
    toolbarPilih: 'Sélectionnez d’abord une note de TP ou de fin de semestre enregistrée',
    toolbarPilihAkhir: 'Sélectionnez d’abord une note finale enregistrée',
    title: 'Rattrapage — {{nama}}',
    titleAkhir: 'Rattrapage ou ajustement de la note finale — {{nama}}',
    sekarang: 'Note actuelle : {{nilai}}',
    petunjuk:
      'La première note reste dans l’historique de la cellule avec le motif de ce rattrapage, et la cellule est marquée.',
    nilaiLabel: 'Note de rattrapage',
    alasanContoh: 'Exemple : rattrapage écrit de ce TP le 2 décembre 2026',
    alasanContohSas: 'Exemple : rattrapage de l’épreuve de fin de semestre le 9 décembre 2026',
    simpan: 'Enregistrer la note de rattrapage',
    tersimpan: 'Note de rattrapage de {{nama}} ({{tp}}) enregistrée : {{nilai}}.',
    konflik:
      'Cette note vient d’être modifiée ailleurs. La feuille a été rechargée ; vérifiez la note puis saisissez-la de nouveau.',
    konflikSendiri:
      'Vous venez de modifier cette note dans un autre onglet ou sur un autre appareil. La feuille a été rechargée ; vérifiez la note puis saisissez-la de nouveau.',
    cellTitle:
      'Note après rattrapage (l’historique de la cellule garde la première note et le motif)',
    ditolakTitle: 'Le Waka Kurikulum a refusé ce rattrapage. Note : {{catatan}}',
    disesuaikanTitle:
      'Note finale après un ajustement (l’historique de la cellule garde la note précédente et le motif)',
    disesuaikanDitolakTitle: 'Le Waka Kurikulum a refusé cet ajustement. Note : {{catatan}}',
  },
  legend: {
    title: 'Légende',
    invalid: 'Saisie invalide (non envoyée)',
    computed: 'Calculé par le système',
    remedial: 'Note après rattrapage',
    remedialDitolak: 'Rattrapage refusé par le Waka',
    disesuaikan: 'Note finale ajustée',
    perubahanDitolak: 'Rattrapage ou ajustement refusé par le Waka',
    remedialKey:
      'clic droit sur une note de TP ou de fin de semestre enregistrée : saisir un rattrapage',
    remedialKeyAkhir:
      'clic droit sur une note finale enregistrée : enregistrer un rattrapage ou un ajustement',
    keys: 'Entrée : vers le bas · Tab : vers la droite · F2 / double-clic : corriger une cellule · Début / Fin : première / dernière colonne · Ctrl+D : recopier vers le bas · Ctrl+Z / Ctrl+Y : annuler / rétablir · Maj+Entrée : nouvelle ligne dans une description · clic droit ou Maj+F10 : historique',
    keysRight:
      'Entrée : vers la droite, puis l’élève suivant · Tab : vers la droite · F2 / double-clic : corriger une cellule · Début / Fin : première / dernière colonne · Ctrl+D : recopier vers le bas · Ctrl+Z / Ctrl+Y : annuler / rétablir · Maj+Entrée : nouvelle ligne dans une description · clic droit ou Maj+F10 : historique',
  },
  status: {
    allSaved: 'Toutes les modifications sont enregistrées.',
    savedAt: 'Toutes les modifications sont enregistrées ({{time}}).',
    unsaved: '{{count}} modification(s) pas encore enregistrée(s).',
    saving: 'Enregistrement…',
    offline:
      'Pas de connexion au serveur. {{count}} modification(s) sont conservées sur cet appareil et seront renvoyées automatiquement.',
    invalid:
      '{{count}} cellule(s) contiennent une saisie invalide (en rouge) et ne seront pas envoyées.',
    /** Invalid entries, counted apart from the changes Simpan sends (status line, save bar). */
    invalidUnsent: '{{count}} saisie(s) invalide(s), non envoyée(s).',
    invalidScore: 'Une note est un nombre entier de 0 à 100.',
    invalidKompeten: 'L’atteinte est « Atteint » (1) ou « Non atteint » (0).',
    invalidText:
      'Une description compte au plus {{max}} caractères ; raccourcissez le texte en rouge.',
    failed: 'Échec de l’enregistrement : {{message}}',
  },
  restored: '{{count}} modification(s) non enregistrée(s) restaurée(s)',
  restoredHint:
    'Elles étaient conservées sur cet appareil depuis votre dernière visite. Vérifiez-les, puis appuyez sur Enregistrer.',
  restoredSaved: 'Toutes sont maintenant enregistrées.',
  dismiss: 'Fermer',
  paste: {
    done: '{{count}} cellule(s) collée(s).',
    header: 'La ligne des en-têtes de colonnes a été ignorée.',
    labels:
      '{{count}} colonne(s) de numéros/NISN/noms en tête ignorée(s), pour que les notes arrivent dans les colonnes choisies.',
    blanks:
      '{{count}} cellule(s) vide(s) n’ont pas effacé la valeur existante (effacez avec la touche Suppr).',
    rows: '{{count}} ligne(s) au-delà du dernier élève, non collée(s).',
    columns: '{{count}} colonne(s) au-delà de la dernière colonne, non collée(s).',
    readOnly: '{{count}} valeur(s) tombée(s) sur une colonne calculée, non collée(s).',
  },
  locked: 'Les notes ne peuvent pas être modifiées',
  lockedUnsaved:
    '{{count}} valeur(s) saisie(s) non enregistrée(s). Elles restent sur cet appareil : une fois les notes de nouveau modifiables (verrou de la classe ou clôture levés), ouvrez cette feuille sur le même appareil et appuyez sur Enregistrer.',
  viewOnly: 'Consultation seule',
  conflict: {
    title: 'Ces notes ont été modifiées depuis leur ouverture',
    description:
      'Rien de ces lignes n’a été enregistré. Choisissez pour chaque élève la note à garder.',
    yours: 'La vôtre',
    theirs: 'La plus récente',
    changedBy: 'modifiée par {{name}}, {{time}}',
    changedByName: 'modifiée par {{name}}',
    someone: 'un autre utilisateur',
    you: 'vous-même, dans un autre onglet ou appareil',
    useTheirs: 'Prendre la note la plus récente',
    keepMine: 'Garder ma note',
    empty: 'vide',
    othersYours: 'Votre texte dans « {{column}} » est conservé, quel que soit votre choix.',
    othersNewest:
      'Vous n’avez pas modifié « {{column}} » : le texte le plus récent y reste, quel que soit votre choix.',
  },
  leave: {
    title: 'Quitter la page ?',
    message:
      '{{count}} modification(s) ne sont pas encore enregistrées sur le serveur. Elles restent sur cet appareil et reviennent quand vous rouvrez cette page.',
    stay: 'Rester ici',
    leave: 'Quitter',
  },
  presence: {
    others: 'Également ouvert en ce moment :',
    column: 'colonne {{column}}',
    otherSheet: 'feuille {{sheet}}',
    refreshed: 'Les dernières modifications de {{name}} ({{time}}) sont affichées.',
    refreshedOwn:
      'Vos dernières modifications depuis un autre onglet ou appareil ({{time}}) sont affichées.',
    sheets: {
      slm: 'SLM',
      sas: 'SAS',
      'nilai-akhir': 'Note finale',
      ketercapaian: 'Atteinte des objectifs',
      deskripsi: 'Description des compétences',
      pts: 'Mi-semestre',
    },
  },
  historyModal: {
    title: 'Historique des notes',
    cell: '{{name}} — {{column}}',
    time: 'Heure',
    by: 'Par',
    change: 'Ancien → Nouveau',
    source: 'Source',
    empty: 'Aucune modification enregistrée.',
    system: 'Système',
    sources: {
      grid: 'Grille de notes',
      import: 'Import de modèle',
      generate: 'Du calcul ou d’une proposition',
      reset: 'Réinitialisation',
      sync: 'Synchronisation',
      remedial: 'Remédiation',
      adjust: 'Ajustement',
    },
  },
};
