import type { penilaianEn } from './en';

type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };

/** Écrans d’évaluation (Nilai Akhir, Capaian Kompetensi, …), français ; clés par écran. */
export const penilaianFr: Shape<typeof penilaianEn> = {
  picker: {
    tingkat: 'Niveau',
    tingkatPlaceholder: 'Choisir un niveau',
    tingkatOption: 'Niveau {{tingkat}}',
    rombel: 'Classe',
    rombelPlaceholder: 'Choisir une classe',
    mapel: 'Matière',
    mapelPlaceholder: 'Choisir une matière',
    nothingFound: 'Aucun résultat',
    belumDipetakanOption: '{{mapel}} (pas encore classée)',
    belumDipetakanNote:
      'Pas encore classée par l’administrateur (groupe et numéro d’ordre), donc pas encore notable : {{mapel}}.',
    loading: 'Chargement de vos matières…',
    loadFailed: 'Impossible de charger vos matières',
    empty:
      'Vous n’enseignez aucune matière ce semestre. Demandez à l’administrateur de vérifier les données d’enseignement.',
    notFound:
      'La matière de l’adresse n’est pas l’une des vôtres ce semestre. Choisissez-en une autre.',
    pilihanCepat:
      'Choisissez le niveau, la classe et la matière ci-dessus, ou ouvrez directement :',
    pilihDulu:
      'Choisissez le niveau, la classe et la matière ci-dessus pour ouvrir une feuille de notes ({{count}} choix).',
  },
  nilaiAkhir: {
    bentuk: 'Forme d’évaluation',
    bentukAsesmen: 'Note d’évaluation (calculée)',
    bentukAkhir: 'Note finale (saisie)',
    bentukAsesmenHint:
      'Calculée à partir de la moyenne SLM et du SAS avec les pondérations de cette matière, arrondie au plus proche (,5 vers le haut). En lecture seule ; utilisez le bouton pour l’enregistrer comme note finale.',
    bentukAkhirHint: 'Saisissez ou collez vous-même les notes finales (0–100) dans la grille.',
    loading: 'Calcul des notes d’évaluation…',
    loadFailed: 'Impossible de charger les notes d’évaluation',
    ringkasan:
      'Pondérations SLM {{materi}} : SAS {{akhir}} · {{tp}} TP associés · {{lengkap}} complètes, {{belum}} incomplètes, {{tanpa}} sans note',
    gunakan: 'Utiliser les notes d’évaluation',
    gunakanHint:
      'Enregistre les notes calculées comme notes finales. Les notes incomplètes ne le sont que pour les élèves cochés.',
    simpanDulu: 'Enregistrez ou annulez d’abord les notes finales saisies (forme Note finale).',
    tableLabel: 'Notes d’évaluation calculées',
    no: 'N°',
    nama: 'Nom',
    rerataSlm: 'Moyenne SLM',
    sas: 'SAS',
    nilaiAsesmen: 'Note d’évaluation',
    tersimpan: 'Note finale enregistrée',
    rincian: 'Détail',
    rincianOf: 'Détail de la note d’évaluation de {{nama}}',
    rincianTitle: 'Détail de la note d’évaluation — {{nama}}',
    rincianGagal: 'Le détail n’a pas pu être chargé',
    rincianSlm: 'Évaluations par thème (SLM)',
    rincianTpKosong: 'non évalué',
    rincianRerataSlm: 'Moyenne SLM = ({{nilai}}) : {{count}} = {{rerata}}',
    rincianTanpaSlm: 'Pas encore de note SLM.',
    rincianSas: 'Évaluation de fin de semestre (SAS)',
    rincianSasBagian:
      'Hors test {{nonTes}} · Test {{tes}} → NA {{na}} (moyenne des parties remplies, arrondie)',
    rincianTanpaSas: 'Pas encore de SAS.',
    rincianHitung: '({{rumus}}) : {{bobot}} = {{mentah}} → arrondi {{nilai}}',
    rincianBagianAda:
      'Incomplet : calculé seulement à partir des composantes existantes ; une composante vide ne compte pas comme 0.',
    rincianTanpaNilai:
      'Aucune composante n’a encore de note : la note d’évaluation ne peut pas être calculée.',
    rincianGabungan: 'Note combinée (matière parente)',
    rincianGabunganSendiri: '{{nama}} (sa propre note finale)',
    rincianBelumAda: 'pas encore',
    rincianGabunganKosong:
      'Aucune partie n’a encore de note finale ; la note combinée ne peut pas être calculée.',
    rincianGabunganHitung: '({{nilai}}) : {{count}} = {{mentah}} → arrondi {{hasil}}',
    rincianGabunganTersimpan: 'Note combinée enregistrée : {{nilai}} (à jour).',
    rincianGabunganBeda:
      'Note combinée enregistrée : {{nilai}}, alors que les notes finales actuelles donnent {{hasil}}. Cliquez sur « Calculer la note combinée » pour la mettre à jour.',
    rincianTersimpan: 'Note finale enregistrée : {{nilai}} (égale à la note d’évaluation).',
    rincianBeda:
      'Note finale enregistrée : {{nilai}}, écart de {{selisih}} avec la note d’évaluation.',
    tersimpanBeda: 'Une note finale en orange diffère de la note calculée.',
    gabungan: 'Note combinée',
    keterangan: 'Remarque',
    belumBernilai: 'pas encore de note',
    belumLengkap: 'incomplète',
    kurangTp: '{{count}} note(s) de TP manquante(s)',
    kurangSas: 'pas encore de SAS',
    kurangTanpaTp: 'aucun TP associé',
    gunakanTitle: 'Utiliser les notes d’évaluation comme notes finales',
    gunakanLengkap: '{{count}} note(s) complète(s) seront enregistrées.',
    gunakanBelumLengkap:
      '{{count}} note(s) sont incomplètes : calculées seulement à partir des parties existantes (une partie manquante ne compte pas pour 0). Cochez celles à enregistrer quand même :',
    terimaSemua: 'Enregistrer aussi toutes les notes incomplètes',
    gunakanTanpaNilai: '{{count}} élève(s) n’ont aucune note et restent inchangés.',
    gunakanMengganti:
      '{{count}} note(s) finale(s) déjà enregistrée(s) avec une autre valeur seront remplacées.',
    gunakanConfirm: 'Enregistrer {{count}} note(s) finale(s)',
    gunakanTetap:
      '{{count}} note(s) finale(s) issue(s) d’une remédiation ou d’un ajustement sont conservée(s).',
    gunakanDone: '{{count}} note(s) finale(s) enregistrée(s).',
    gunakanConflict:
      'Des notes finales ont été modifiées depuis leur ouverture. Rien n’a été enregistré ; les notes actuelles sont affichées dans la grille Nilai Akhir à côté des notes calculées : choisissez pour chaque élève, puis enregistrez.',
    indukNote:
      'Matière principale avec sous-matières ({{sub}}). La note saisie ici est celle de la matière principale ; la note du bulletin est la moyenne de celle-ci et des notes finales existantes des sous-matières.',
    hitungGabungan: 'Calculer la note combinée',
    gabunganDone: '{{count}} note(s) combinée(s) enregistrée(s).',
    ketercapaian: 'Atteinte des objectifs',
    ketercapaianHint:
      'Par élève et par TP : 1 = atteint, 0 = non atteint, vide = non décidé. Les propositions de Capaian Kompetensi en découlent.',
  },
  capaian: {
    deskripsiTitle: 'Descriptions du bulletin',
    deskripsiHint:
      'Saisissez ou modifiez les deux textes par élève, puis enregistrez. Propositions et avertissements plus bas.',
    loading: 'Chargement des propositions…',
    loadFailed: 'Impossible de charger les propositions',
    ringkasanTanpa: '{{count}} élève(s) ont une note finale mais pas encore de description.',
    ringkasanKedua: '{{count}} description(s) citent le même TP comme acquis et comme à améliorer.',
    ringkasanBertentangan:
      "{{count}} description(s) contredisent l'acquisition ou les notes de TP de l'élève.",
    ringkasanDiBawahKkm:
      "{{count}} description(s) affirment une bonne maîtrise alors que même la meilleure note de TP de l'élève est sous le seuil de réussite (KKM).",
    ringkasanKataNegatif:
      '{{count}} description(s) emploient des mots dévalorisants ; le guide demande des phrases positives et motivantes.',
    ringkasanNamaLain:
      "{{count}} description(s) citent un autre élève (peut-être copiée(s) d'un camarade).",
    ringkasanSalinan:
      "{{count}} description(s) reprennent mot pour mot celle d'élèves dont les résultats de TP diffèrent.",
    usulanTitle: 'Propositions et avertissements',
    usulanHint:
      'Les propositions viennent de l’atteinte des TP ; à défaut, de la note de TP la plus haute et la plus basse. Cochez des élèves pour appliquer leur proposition, ou appliquez à tous ceux sans description. Les propositions appliquées sont enregistrées aussitôt ; modifiez-les au besoin dans la grille ci-dessus.',
    terapkanKosong: 'Appliquer aux élèves sans description ({{count}})',
    terapkanDipilih: 'Appliquer aux {{count}} choisis',
    terapkanTitle: 'Remplacer les descriptions ?',
    terapkanMengganti:
      '{{count}} élève(s) choisi(s) ont déjà une description ; elle sera remplacée par la proposition (l’ancien texte reste dans l’historique).',
    terapkanYa: 'Oui, remplacer',
    terapkanDone: '{{count}} description(s) enregistrée(s) depuis les propositions.',
    conflict:
      'Des descriptions ont été modifiées depuis leur ouverture. Rien n’a été enregistré ; les textes actuels sont affichés dans la grille ci-dessus à côté des propositions : choisissez pour chaque élève, puis enregistrez.',
    simpanDulu: 'Enregistrez ou annulez d’abord vos modifications dans la grille.',
    reset: 'Réinitialiser',
    resetTitle: 'Réinitialiser les descriptions',
    resetMessage:
      'Effacer toutes les descriptions de {{mapel}} en {{rombel}} ? Les anciens textes restent dans l’historique des notes.',
    resetYa: 'Oui, tout effacer',
    resetDone: '{{count}} description(s) effacée(s).',
    resetConflict:
      'Des descriptions ont été modifiées depuis leur ouverture. Rien n’a été effacé ; les textes actuels sont affichés dans la grille ci-dessus : choisissez pour chaque élève, puis réinitialisez de nouveau si besoin.',
    tableLabel: 'Descriptions proposées',
    pilihSemua: 'Choisir tous ceux qui ont une proposition',
    pilih: 'Choisir {{nama}}',
    no: 'N°',
    nama: 'Nom',
    nilaiAkhir: 'Note finale',
    usulan: 'Proposition',
    peringatan: 'Avertissements sur la description enregistrée',
    sudahBerdeskripsi: 'a une description',
    belumBerdeskripsi: 'pas encore de description',
    dasarKetercapaian: 'd’après l’atteinte des TP',
    dasarNilai: 'd’après la note de TP la plus haute / basse',
    dasarKosong: 'Ni atteinte ni note de TP : aucune proposition.',
    usulanDiBawahKkm:
      "Même la meilleure note de TP est sous le seuil de réussite (KKM {{kkm}}) : la proposition n'affirme pas une bonne maîtrise.",
    peringatanTanpaDeskripsi: 'Noté mais sans description',
    peringatanKeduaSisi: 'Même TP des deux côtés : {{tp}}',
    peringatanSalahCapaian: 'Cité comme acquis, mais non acquis ou moins bien noté : {{tp}}',
    peringatanSalahDitingkatkan: 'Cité comme à améliorer, mais acquis ou mieux noté : {{tp}}',
    peringatanDiBawahKkm:
      'Affirme une bonne maîtrise, mais la meilleure note de TP {{nilai}} est sous le KKM {{kkm}}',
    peringatanKataNegatif: 'Mots dévalorisants : {{kata}}',
    peringatanNamaLain: 'Cite un autre élève : {{nama}}',
    peringatanSalinan: 'Identique à celle de {{count}} élève(s) aux résultats différents',
  },
  penyesuaian: {
    judul: 'Remédiation ou ajustement de la note finale',
    petunjuk:
      'Une note finale modifiée ici est enregistrée avec sa raison dans l’historique des notes et signalée dans le tableau.',
    jenisLabel: 'Type de modification',
    jenis: { remedial: 'Remédiation', adjust: 'Autre ajustement' },
    badge: { remedial: 'Remédiation', adjust: 'Ajustée' },
    nilaiLabel: 'Nouvelle note finale',
    alasanLabel: 'Raison',
    alasanTerakhir: 'Le dernier motif saisi sur cet écran ; modifiez-le s’il diffère.',
    alasanContoh: {
      remedial: 'Ex. : remédiation des TP 3 et TP 5 le 2 décembre 2026',
      adjust: 'Ex. : décision du conseil des enseignants du 5 décembre 2026',
    },
    simpan: 'Enregistrer la note finale',
    nilaiSalah: 'La note doit être un entier de 0 à 100.',
    alasanPendek: 'Indiquez la raison, au moins {{min}} caractères.',
    tersimpan: 'Note finale de {{nama}} enregistrée : {{nilai}}.',
    konflik:
      'Quelqu’un vient de modifier la note finale de cet élève. Vérifiez la note actuelle puis enregistrez à nouveau.',
    konflikSendiri:
      'Vous venez de modifier la note finale de cet élève dans un autre onglet ou sur un autre appareil. Vérifiez la note actuelle puis enregistrez à nouveau.',
    disetujui: 'Approuvé par le Waka Kurikulum : {{oleh}}, {{waktu}}.',
    belumDisetujui: 'Pas encore approuvé par le Waka Kurikulum.',
    ditarik: '(Cette décision a été retirée par {{oleh}}, {{waktu}}.)',
    ditolak: 'Refusé par le Waka Kurikulum : {{oleh}}, {{waktu}}. Note : {{catatan}}',
    keterangan: '{{jenis}} : de {{lama}}, par {{oleh}}, {{waktu}}. Raison : {{alasan}}',
  },
};
