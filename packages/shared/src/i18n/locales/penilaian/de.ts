import type { penilaianEn } from './en';

type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };

/** Bewertungsseiten (Nilai Akhir, Capaian Kompetensi, …), Deutsch; Schlüssel je Seite. */
export const penilaianDe: Shape<typeof penilaianEn> = {
  picker: {
    tingkat: 'Jahrgangsstufe',
    tingkatPlaceholder: 'Jahrgangsstufe wählen',
    tingkatOption: 'Klasse {{tingkat}}',
    rombel: 'Klasse',
    rombelPlaceholder: 'Klasse wählen',
    mapel: 'Fach',
    mapelPlaceholder: 'Fach wählen',
    nothingFound: 'Keine Treffer',
    belumDipetakanOption: '{{mapel}} (noch nicht zugeordnet)',
    belumDipetakanNote:
      'Vom Administrator noch nicht zugeordnet (Gruppe und Reihenfolge), daher noch nicht bewertbar: {{mapel}}.',
    loading: 'Ihre Fächer werden geladen…',
    loadFailed: 'Ihre Fächer konnten nicht geladen werden',
    empty:
      'Sie unterrichten in diesem Semester kein Fach. Bitten Sie den Administrator, die Unterrichtsdaten zu prüfen.',
    notFound:
      'Das Fach in der Adresse gehört in diesem Semester nicht zu Ihren Fächern. Wählen Sie ein anderes.',
    pilihanCepat: 'Wählen Sie oben Stufe, Klasse und Fach, oder öffnen Sie direkt:',
    pilihDulu:
      'Wählen Sie oben Stufe, Klasse und Fach, um ein Notenblatt zu öffnen ({{count}} Möglichkeiten).',
  },
  nilaiAkhir: {
    bentuk: 'Bewertungsform',
    bentukAsesmen: 'Bewertungsnote (berechnet)',
    bentukAkhir: 'Endnote (eingegeben)',
    bentukAsesmenHint:
      'Berechnet aus dem SLM-Mittel und der SAS mit den Gewichten dieses Fachs, kaufmännisch gerundet. Nur lesbar; mit der Schaltfläche als Endnoten speichern.',
    bentukAkhirHint: 'Endnoten (0–100) selbst im Raster eingeben oder einfügen.',
    loading: 'Bewertungsnoten werden berechnet…',
    loadFailed: 'Die Bewertungsnoten konnten nicht geladen werden',
    ringkasan:
      'Gewichte SLM {{materi}} : SAS {{akhir}} · {{tp}} TP zugeordnet · {{lengkap}} vollständig, {{belum}} unvollständig, {{tanpa}} ohne Note',
    gunakan: 'Bewertungsnoten übernehmen',
    gunakanHint:
      'Speichert die berechneten Noten als Endnoten. Unvollständige Noten nur für die angehakten Schüler.',
    simpanDulu: 'Speichern oder verwerfen Sie zuerst die eingegebenen Endnoten (Form Endnote).',
    tableLabel: 'Berechnete Bewertungsnoten',
    no: 'Nr.',
    nama: 'Name',
    rerataSlm: 'SLM-Mittel',
    sas: 'SAS',
    nilaiAsesmen: 'Bewertungsnote',
    tersimpan: 'Gespeicherte Endnote',
    rincian: 'Details',
    rincianOf: 'Details der Bewertungsnote von {{nama}}',
    rincianTitle: 'Details der Bewertungsnote — {{nama}}',
    rincianGagal: 'Die Details konnten nicht geladen werden',
    rincianSlm: 'Themenprüfungen (SLM)',
    rincianTpKosong: 'nicht bewertet',
    rincianRerataSlm: 'SLM-Mittel = ({{nilai}}) : {{count}} = {{rerata}}',
    rincianTanpaSlm: 'Noch keine SLM-Note.',
    rincianSas: 'Semesterabschlussprüfung (SAS)',
    rincianSasBagian:
      'Ohne Test {{nonTes}} · Test {{tes}} → NA {{na}} (Mittel der ausgefüllten Teile, gerundet)',
    rincianTanpaSas: 'Noch keine SAS.',
    rincianHitung: '({{rumus}}) : {{bobot}} = {{mentah}} → gerundet {{nilai}}',
    rincianBagianAda:
      'Unvollständig: nur aus den vorhandenen Teilen berechnet; ein leerer Teil zählt nicht als 0.',
    rincianTanpaNilai:
      'Noch kein Teil hat eine Note, die Bewertungsnote kann nicht berechnet werden.',
    rincianGabungan: 'Gesamtnote (Hauptfach)',
    rincianGabunganSendiri: '{{nama}} (eigene Endnote)',
    rincianBelumAda: 'noch keine',
    rincianGabunganKosong:
      'Noch kein Teil hat eine Endnote, daher kann die Gesamtnote nicht berechnet werden.',
    rincianGabunganHitung: '({{nilai}}) : {{count}} = {{mentah}} → gerundet {{hasil}}',
    rincianGabunganTersimpan: 'Gespeicherte Gesamtnote: {{nilai}} (aktuell).',
    rincianGabunganBeda:
      'Gespeicherte Gesamtnote: {{nilai}}, die aktuellen Endnoten ergeben {{hasil}}. Klicken Sie auf „Gesamtnote berechnen“, um sie zu aktualisieren.',
    rincianTersimpan: 'Gespeicherte Endnote: {{nilai}} (gleich der Bewertungsnote).',
    rincianBeda: 'Gespeicherte Endnote: {{nilai}}, {{selisih}} gegenüber der Bewertungsnote.',
    tersimpanBeda: 'Eine orange gespeicherte Endnote weicht von der berechneten Note ab.',
    gabungan: 'Gesamtnote',
    keterangan: 'Hinweis',
    belumBernilai: 'noch keine Note',
    belumLengkap: 'unvollständig',
    kurangTp: '{{count}} TP-Note(n) fehlen',
    kurangSas: 'noch keine SAS',
    kurangTanpaTp: 'kein TP zugeordnet',
    gunakanTitle: 'Bewertungsnoten als Endnoten übernehmen',
    gunakanLengkap: '{{count}} vollständige Note(n) werden gespeichert.',
    gunakanBelumLengkap:
      '{{count}} Note(n) sind unvollständig: nur aus den vorhandenen Teilen berechnet (ein fehlender Teil zählt nicht als 0). Haken Sie an, welche trotzdem gespeichert werden:',
    terimaSemua: 'Auch alle unvollständigen Noten speichern',
    gunakanTanpaNilai: '{{count}} Schüler haben noch gar keine Note und bleiben unverändert.',
    gunakanMengganti: '{{count}} früher gespeicherte Endnote(n) mit anderem Wert werden ersetzt.',
    gunakanConfirm: '{{count}} Endnote(n) speichern',
    gunakanTetap:
      '{{count}} durch Nachprüfung oder Anpassung gesetzte Endnote(n) bleiben erhalten.',
    gunakanDone: '{{count}} Endnote(n) gespeichert.',
    gunakanConflict:
      'Einige Endnoten wurden inzwischen geändert. Nichts wurde gespeichert; die aktuellen Noten stehen im Raster Nilai Akhir neben den berechneten: pro Schüler wählen, dann speichern.',
    indukNote:
      'Dies ist ein Oberfach mit Teilfächern ({{sub}}). Die hier eingegebene Endnote ist die eigene des Oberfachs; die Zeugnisnote ist das Mittel aus ihr und den vorhandenen Endnoten der Teilfächer.',
    hitungGabungan: 'Gesamtnote berechnen',
    gabunganDone: '{{count}} Gesamtnote(n) gespeichert.',
    ketercapaian: 'Erreichung der Lernziele',
    ketercapaianHint:
      'Je Schüler und TP: 1 = erreicht, 0 = nicht erreicht, leer = offen. Daraus entstehen die Vorschläge für Capaian Kompetensi.',
  },
  capaian: {
    deskripsiTitle: 'Beschreibungen im Zeugnis',
    deskripsiHint:
      'Beide Texte je Schüler eingeben oder ändern, dann speichern. Vorschläge und Warnungen stehen unten.',
    loading: 'Vorschläge werden geladen…',
    loadFailed: 'Die Vorschläge konnten nicht geladen werden',
    ringkasanTanpa: '{{count}} Schüler haben eine Endnote, aber noch keine Beschreibung.',
    ringkasanKedua:
      '{{count}} Beschreibung(en) nennen dasselbe TP als erreicht und als zu verbessern.',
    ringkasanBertentangan:
      '{{count}} Beschreibung(en) widersprechen dem Erreichen oder den TP-Noten des Schülers.',
    ringkasanDiBawahKkm:
      '{{count}} Beschreibung(en) bescheinigen gute Beherrschung, obwohl selbst die beste TP-Note des Schülers unter der Mindestnote (KKM) liegt.',
    ringkasanKataNegatif:
      '{{count}} Beschreibung(en) enthalten abwertende Wörter; der Leitfaden verlangt positive, motivierende Sätze.',
    ringkasanNamaLain:
      '{{count}} Beschreibung(en) nennen einen anderen Schüler (vielleicht von einem Mitschüler kopiert).',
    ringkasanSalinan:
      '{{count}} Beschreibung(en) gleichen wörtlich denen von Mitschülern mit anderen TP-Ergebnissen.',
    usulanTitle: 'Vorschläge und Warnungen',
    usulanHint:
      'Vorschläge entstehen aus der Erreichung der TP; ohne diese aus der höchsten und niedrigsten TP-Note. Schüler anhaken, um ihren Vorschlag zu übernehmen, oder für alle ohne Beschreibung übernehmen. Übernommene Vorschläge werden sofort gespeichert; bei Bedarf oben in der Tabelle ändern.',
    terapkanKosong: 'Vorschläge für Schüler ohne Beschreibung übernehmen ({{count}})',
    terapkanDipilih: 'Vorschläge für {{count}} Ausgewählte übernehmen',
    terapkanTitle: 'Beschreibungen ersetzen?',
    terapkanMengganti:
      '{{count}} ausgewählte Schüler haben schon eine Beschreibung; sie wird durch den Vorschlag ersetzt (der alte Text bleibt im Verlauf).',
    terapkanYa: 'Ja, ersetzen',
    terapkanDone: '{{count}} Beschreibung(en) aus den Vorschlägen gespeichert.',
    conflict:
      'Einige Beschreibungen wurden inzwischen geändert. Nichts wurde gespeichert; die aktuellen Texte stehen im Raster oben neben den Vorschlägen: pro Schüler wählen, dann speichern.',
    simpanDulu: 'Speichern oder verwerfen Sie zuerst Ihre Änderungen im Raster.',
    reset: 'Zurücksetzen',
    resetTitle: 'Beschreibungen zurücksetzen',
    resetMessage:
      'Alle Beschreibungen von {{mapel}} in {{rombel}} leeren? Die alten Texte bleiben im Notenverlauf.',
    resetYa: 'Ja, alle leeren',
    resetDone: '{{count}} Beschreibung(en) geleert.',
    resetConflict:
      'Einige Beschreibungen wurden inzwischen geändert. Nichts wurde geleert; die aktuellen Texte stehen im Raster oben: je Schüler wählen, dann bei Bedarf erneut zurücksetzen.',
    tableLabel: 'Vorgeschlagene Beschreibungen',
    pilihSemua: 'Alle mit Vorschlag auswählen',
    pilih: '{{nama}} auswählen',
    no: 'Nr.',
    nama: 'Name',
    nilaiAkhir: 'Endnote',
    usulan: 'Vorschlag',
    peringatan: 'Warnungen zur gespeicherten Beschreibung',
    sudahBerdeskripsi: 'hat eine Beschreibung',
    belumBerdeskripsi: 'noch keine Beschreibung',
    dasarKetercapaian: 'aus der TP-Erreichung',
    dasarNilai: 'aus der höchsten / niedrigsten TP-Note',
    dasarKosong: 'Noch keine TP-Erreichung oder TP-Note: kein Vorschlag.',
    usulanDiBawahKkm:
      'Selbst die beste TP-Note liegt unter der Mindestnote (KKM {{kkm}}): Der Vorschlag bescheinigt keine gute Beherrschung.',
    peringatanTanpaDeskripsi: 'Benotet, aber ohne Beschreibung',
    peringatanKeduaSisi: 'Gleiches TP auf beiden Seiten: {{tp}}',
    peringatanSalahCapaian:
      'Als erreicht genannt, aber nicht erreicht oder schlechter benotet: {{tp}}',
    peringatanSalahDitingkatkan:
      'Als zu verbessern genannt, aber erreicht oder besser benotet: {{tp}}',
    peringatanDiBawahKkm:
      'Bescheinigt gute Beherrschung, aber die beste TP-Note {{nilai}} liegt unter der KKM {{kkm}}',
    peringatanKataNegatif: 'Abwertende Wörter: {{kata}}',
    peringatanNamaLain: 'Nennt einen anderen Schüler: {{nama}}',
    peringatanSalinan: 'Wortgleich mit {{count}} Mitschüler(n) mit anderen Ergebnissen',
  },
  penyesuaian: {
    judul: 'Nachprüfung oder Anpassung der Endnote',
    petunjuk:
      'Eine hier geänderte Endnote wird mit ihrer Begründung im Notenverlauf gespeichert und in der Tabelle markiert.',
    jenisLabel: 'Art der Änderung',
    jenis: { remedial: 'Nachprüfung', adjust: 'Andere Anpassung' },
    badge: { remedial: 'Nachprüfung', adjust: 'Angepasst' },
    nilaiLabel: 'Neue Endnote',
    alasanLabel: 'Begründung',
    alasanTerakhir: 'Die zuletzt auf dieser Seite erfasste Begründung; ändern, falls sie abweicht.',
    alasanContoh: {
      remedial: 'Z. B. Nachprüfung zu TP 3 und TP 5 am 2. Dezember 2026',
      adjust: 'Z. B. Beschluss der Lehrerkonferenz vom 5. Dezember 2026',
    },
    simpan: 'Endnote speichern',
    nilaiSalah: 'Die Note muss eine ganze Zahl von 0 bis 100 sein.',
    alasanPendek: 'Geben Sie eine Begründung mit mindestens {{min}} Zeichen an.',
    tersimpan: 'Endnote von {{nama}} gespeichert: {{nilai}}.',
    konflik:
      'Jemand anderes hat die Endnote gerade geändert. Prüfen Sie den aktuellen Wert und speichern Sie erneut.',
    konflikSendiri:
      'Sie haben die Endnote gerade in einem anderen Tab oder auf einem anderen Gerät geändert. Prüfen Sie den aktuellen Wert und speichern Sie erneut.',
    disetujui: 'Vom Waka Kurikulum genehmigt: {{oleh}}, {{waktu}}.',
    belumDisetujui: 'Noch nicht vom Waka Kurikulum genehmigt.',
    ditarik: '(Diese Entscheidung wurde von {{oleh}} zurückgenommen, {{waktu}}.)',
    ditolak: 'Vom Waka Kurikulum abgelehnt: {{oleh}}, {{waktu}}. Notiz: {{catatan}}',
    keterangan: '{{jenis}}: von {{lama}}, durch {{oleh}}, {{waktu}}. Begründung: {{alasan}}',
  },
};
