import type { penilaianTemplateEn } from './en';

type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };

/** Excel-Vorlagen der Notenblätter und Bildschirm Halbjahresnoten, Deutsch. */
export const penilaianTemplateDe: Shape<typeof penilaianTemplateEn> = {
  download: 'Vorlage herunterladen',
  upload: 'Vorlage hochladen',
  downloadFailed: 'Die Vorlage konnte nicht heruntergeladen werden: {{message}}',
  tooLarge:
    'Die Datei darf höchstens {{mb}} MB groß sein, eine Notenvorlage hat nur einige Dutzend KB. Prüfen Sie, ob Sie die auf diesem Bildschirm heruntergeladene Vorlage gewählt haben.',
  previewTitle: 'Upload prüfen: {{jenis}}',
  fileName: 'Datei: {{name}}',
  checking: 'Datei wird geprüft…',
  refused: 'Datei abgelehnt',
  summary: {
    valid: '{{count}} neue oder geänderte Note(n) bereit für das Notenblatt',
    fillsEmpty: '{{count}} füllt/füllen eine leere Zelle',
    replaces: '{{count}} ersetzt/ersetzen eine bereits gespeicherte Note',
    rows: 'Aus {{count}} Schülerzeile(n) gelesen',
    same: '{{count}} gleich wie bereits gespeichert',
    refused: '{{count}} Zelle(n) abgelehnt (siehe Hinweise unten)',
    keptEmpty: '{{count}} leere Zelle(n): gespeicherte Noten bleiben, ein Upload löscht nie',
    stale:
      '{{count}} Zellen enthalten noch den Wert vom Herunterladen der Vorlage, wurden aber seither im Raster geändert: der neuere Wert bleibt',
  },
  reportTitle: 'Hinweise der Prüfung',
  reportEmpty: 'Keine Probleme in der Datei gefunden.',
  reportReplacesOnly:
    'Keine Fehler in der Datei, aber {{count}} gespeicherte Note(n) werden ersetzt: Prüfen Sie die Liste, bevor Sie Speichern drücken.',
  noHint:
    'Zeile: die Zeile in der Excel-Datei. Nr.: die Nummer der Schülerin / des Schülers im Notenblatt.',
  rowNo: 'Nr. {{no}}',
  replaced: {
    title: '{{count}} gespeicherte Note(n) werden ersetzt',
    hint: 'Nach dem Speichern ersetzt der Wert aus der Datei den gespeicherten (der alte bleibt im Zellverlauf). Ist einer falsch, etwa eine um eine Zeile zu tief eingefügte Spalte, korrigieren Sie ihn im Notenblatt oder machen Sie das Einfügen vor dem Speichern rückgängig.',
    tableLabel: 'Gespeicherte Noten, die ersetzt werden',
    change: 'Gespeichert → Datei',
    value: '{{lama}} → {{baru}}',
  },
  notesTitle: 'Hinweise zum Hochladen: {{jenis}}',
  notesHint:
    'Das Notenblatt bleibt bedienbar, solange diese Hinweise offen sind: Finden Sie jede Person über die Nr.',
  columns: {
    baris: 'Zeile',
    no: 'Nr.',
    pesertaDidik: 'Schüler/in',
    kolom: 'Spalte',
    pesan: 'Hinweis',
  },
  nisn: 'NISN {{nisn}}',
  wholeRow: 'Ganze Zeile',
  wholeFile: 'Ganze Datei',
  warningsTitle: 'Warnung: {{count}} Punkt(e) prüfen',
  warningsHint:
    'Die Noten dieser Zeilen werden trotzdem ins Notenblatt eingefügt. Prüfen Sie vor dem Speichern, ob jede Zeile zur richtigen Schülerin bzw. zum richtigen Schüler gehört und ob eine Note aus einer Nachprüfung wirklich ersetzt werden darf.',
  warningRow: 'Zeile {{baris}}: {{pesan}}',
  notSavedYet:
    'Noch nichts gespeichert. Prüfen Sie nach dem Einfügen die Noten im Notenblatt und drücken Sie Speichern. Das Einfügen lässt sich mit Rückgängig (Strg+Z) zurücknehmen.',
  nothingToApply: 'Diese Datei enthält keine neue oder geänderte Note.',
  apply: 'Ins Notenblatt einfügen ({{count}})',
  reopen: 'Hinweise zum Hochladen ({{count}})',
  appliedNote:
    '{{count}} Werte aus dieser Datei wurden bereits ins Raster übernommen; korrigieren Sie die Zeilen und Zellen oben in der Datei und laden Sie sie erneut hoch, oder tippen Sie sie im Raster ein.',
  closeNotes: 'Schließen',
  appliedDua:
    '{{count}} Note(n) aus der Vorlage in das Blatt Nilai Akhir und das Blatt Ketercapaian Kompetensi eingefügt, noch nicht gespeichert. Prüfen und in beiden Blättern Speichern drücken.',
  notSavedYetDua:
    'Noch nichts gespeichert. Diese Datei füllt zwei Blätter, Nilai Akhir und Ketercapaian Kompetensi; prüfen Sie beide und drücken Sie in jedem Speichern. Das Einfügen lässt sich mit Rückgängig (Strg+Z) zurücknehmen.',
  applied:
    '{{count}} Note(n) aus der Vorlage ins Notenblatt eingefügt, noch nicht gespeichert. Prüfen und Speichern drücken.',
  kinds: {
    slm: 'Summative Lernbereiche (SLM)',
    sas: 'Summative Semesterprüfung (SAS)',
    nilaiAkhir: 'Endnoten und Lernzielerreichung',
    pts: 'Halbjahresnoten',
  },
  pts: {
    listTitle: 'Ihre Fächer in diesem Semester',
    tableLabel: 'Halbjahresnoten je Fach',
    loading: 'Ihre Fächer werden geladen…',
    loadFailed: 'Die Fächerliste konnte nicht geladen werden',
    rombel: 'Klasse',
    mapel: 'Fach',
    jumlahSiswa: 'Schüler',
    jumlahDinilai: 'Benotet',
    progress: 'Fortschritt',
    progressOf: '{{dinilai}} von {{siswa}} Schülern benotet',
    status: 'Status',
    aksi: 'Aktion',
    open: 'Öffnen',
    openOf: '{{mapel}}, Klasse {{rombel}} öffnen',
    tampilkanSemua: 'Alle Fächer zeigen ({{count}})',
    sembunyikanLain: 'Nur das geöffnete zeigen',
    belumDipetakan: 'Noch nicht zugeordnet',
    ditutup: 'Geschlossen',
    dikunci: 'Gesperrt',
    lengkap: 'Vollständig',
    belumLengkap: 'Unvollständig',
    gridTitle: 'Halbjahresnoten: {{mapel}}, {{rombel}}',
    gridTitleLoading: 'Halbjahresnoten',
    gridHint:
      'Ganze Zahlen 0–100 tippen oder einfügen, oder die heruntergeladene Vorlage ausfüllen und hochladen; gespeichert wird mit Speichern.',
  },
};
