import type { gradeGridEn } from './en';

type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };

/** Notentabelle (alle Noteneingaben), Deutsch. */
export const gradeGridDe: Shape<typeof gradeGridEn> = {
  gridLabel: 'Notentabelle',
  toolbar: 'Werkzeuge der Notentabelle',
  loading: 'Notentabelle wird geladen…',
  loadFailed: 'Die Notentabelle konnte nicht geladen werden: {{message}}',
  save: 'Speichern',
  saveShortcut: 'Speichern (Strg+S)',
  saveBar: 'Ungespeicherte Änderungen: {{sheet}}',
  /** The red notice's and the save bar's button: brings the first invalid cell into view. */
  showInvalid: 'Zeigen',
  showInvalidLabel: 'Die erste ungültige Eingabe zeigen',
  undo: 'Rückgängig (Strg+Z)',
  redo: 'Wiederholen (Strg+Y)',
  undoSkipped:
    '{{jumlah}} Zelle(n) unverändert gelassen: ihr Wert hat sich nach diesem Schritt geändert (Nachprüfung, Speichern in einem anderen Tab oder Gerät, gelöster Konflikt); der neuere Wert bleibt.',
  history: 'Verlauf der Zelle',
  historyHint: 'Zuerst eine Notenzelle wählen',
  fill: '{{filled}} von {{total}} Schülern ausgefüllt',
  /** Appended to `fill` when every student has a value and some are not stored yet. */
  fillUnsaved: '; {{count}} noch nicht gespeichert',
  enter: {
    right: 'Enter geht nach rechts',
    rightHint:
      'Enter: nach rechts, dann in die nächste Zeile. Klicken, damit Enter nach unten geht.',
    downHint: 'Enter: nach unten. Klicken, damit Enter nach rechts geht (zeilenweise).',
  },
  fillNext: 'Klicken, um zum nächsten Schüler ohne Eintrag zu gehen',
  sheetHistoryButton: 'Blattverlauf',
  sheetHistory: {
    older: 'Ältere Speicherungen anzeigen',
    title: 'Verlauf des Notenblatts',
    intro:
      'Die letzten Speicherungen dieses Blatts für {{mapel}}, Klasse {{rombel}}, die neueste oben. Eine Speicherung öffnen, um ihre geänderten Zellen zu sehen.',
    empty: 'Auf diesem Blatt ist noch keine Speicherung verzeichnet.',
    summary: '{{sumber}} · {{sel}} Zelle(n), {{siswa}} Schüler',
    student: 'Schüler',
    column: 'Spalte',
    gone: '(nicht mehr in dieser Klasse)',
    columnGone: '(Spalte gibt es nicht mehr)',
    more: '… und {{count}} weitere Zelle(n).',
  },
  columnName: 'Nr. · Name',
  nisn: 'NISN {{nisn}}',
  noStudents: 'Für dieses Fach gibt es in dieser Klasse keine Schüler.',
  computed: 'Vom System berechnet',
  computedTyped:
    'Die Spalte {{kolom}} wird vom System berechnet und kann nicht eingegeben werden. Füllen Sie die anderen Spalten aus; {{kolom}} ergibt sich daraus.',
  importedTitle: 'Aus der Vorlage, noch nicht gespeichert. Vorher: {{nilai}} (gespeichert)',
  kompeten: {
    achieved: 'Erreicht',
    notAchieved: 'Nicht erreicht',
    hint: '1 = erreicht, 0 = nicht erreicht',
  },
  rowState: {
    saved: 'Gespeichert',
    unsaved: 'Noch nicht gespeichert',
    pending: 'Wartet auf Senden',
    conflict: 'Konflikt',
  },
  remedial: {
    menu: 'Nachprüfung erfassen…',
    menuAkhir: 'Nachprüfung oder Anpassung erfassen…',
    toolbar: 'Nachprüfung erfassen',
    toolbarAkhir: 'Nachprüfung / Anpassung',
    toolbarHint: '{{jenis}}: {{nama}}',
    toolbarPilih: 'Zuerst eine gespeicherte TP-Note oder Semesterabschlussnote wählen',
    toolbarPilihAkhir: 'Zuerst eine gespeicherte Endnote wählen',
    title: 'Nachprüfung — {{nama}}',
    titleAkhir: 'Nachprüfung oder Anpassung der Endnote — {{nama}}',
    sekarang: 'Aktuelle Note: {{nilai}}',
    petunjuk:
      'Die erste Note bleibt mit dem Grund dieser Nachprüfung im Zellverlauf, und die Zelle wird markiert.',
    nilaiLabel: 'Note der Nachprüfung',
    alasanContoh: 'Beispiel: schriftliche Nachprüfung dieses TP am 2. Dezember 2026',
    alasanContohSas: 'Beispiel: Nachprüfung der Semesterabschlussprüfung am 9. Dezember 2026',
    simpan: 'Note der Nachprüfung speichern',
    tersimpan: 'Note der Nachprüfung von {{nama}} ({{tp}}) gespeichert: {{nilai}}.',
    konflik:
      'Diese Note wurde gerade anderswo geändert. Die Tabelle wurde neu geladen; Note prüfen und erneut erfassen.',
    konflikSendiri:
      'Sie haben diese Note gerade in einem anderen Tab oder auf einem anderen Gerät geändert. Die Tabelle wurde neu geladen; Note prüfen und erneut erfassen.',
    cellTitle: 'Note nach Nachprüfung (der Zellverlauf behält die erste Note und den Grund)',
    ditolakTitle: 'Der Waka Kurikulum hat diese Nachprüfung abgelehnt. Notiz: {{catatan}}',
    disesuaikanTitle:
      'Endnote nach einer Anpassung (der Zellverlauf bewahrt die vorherige Note und die Begründung)',
    disesuaikanDitolakTitle: 'Der Waka Kurikulum hat diese Anpassung abgelehnt. Notiz: {{catatan}}',
  },
  legend: {
    title: 'Legende',
    invalid: 'Ungültige Eingabe (wird nicht gesendet)',
    computed: 'Vom System berechnet',
    remedial: 'Note nach Nachprüfung',
    remedialDitolak: 'Nachprüfung vom Waka abgelehnt',
    disesuaikan: 'Angepasste Endnote',
    perubahanDitolak: 'Nachprüfung oder Anpassung vom Waka abgelehnt',
    remedialKey:
      'Rechtsklick auf eine gespeicherte TP- oder Semesterabschlussnote: Nachprüfung erfassen',
    remedialKeyAkhir:
      'Rechtsklick auf eine gespeicherte Endnote: Nachprüfung oder Anpassung erfassen',
    keys: 'Enter: nach unten · Tab: nach rechts · F2 / Doppelklick: Zelle korrigieren · Pos1 / Ende: erste / letzte Spalte · Strg+D: nach unten ausfüllen · Strg+Z / Strg+Y: rückgängig / wiederholen · Umschalt+Enter: neue Zeile in einer Beschreibung · Rechtsklick oder Umschalt+F10: Verlauf',
    keysRight:
      'Enter: nach rechts, dann nächster Schüler · Tab: nach rechts · F2 / Doppelklick: Zelle korrigieren · Pos1 / Ende: erste / letzte Spalte · Strg+D: nach unten ausfüllen · Strg+Z / Strg+Y: rückgängig / wiederholen · Umschalt+Enter: neue Zeile in einer Beschreibung · Rechtsklick oder Umschalt+F10: Verlauf',
  },
  status: {
    allSaved: 'Alle Änderungen sind gespeichert.',
    savedAt: 'Alle Änderungen sind gespeichert ({{time}}).',
    unsaved: '{{count}} Änderung(en) noch nicht gespeichert.',
    saving: 'Wird gespeichert…',
    offline:
      'Keine Verbindung zum Server. {{count}} Änderung(en) bleiben auf diesem Gerät und werden automatisch erneut gesendet.',
    invalid: '{{count}} Zelle(n) mit ungültiger Eingabe (rot) werden nicht gesendet.',
    /** Invalid entries, counted apart from the changes Simpan sends (status line, save bar). */
    invalidUnsent: '{{count}} ungültige Eingabe(n), nicht gesendet.',
    invalidScore: 'Eine Note ist eine ganze Zahl von 0 bis 100.',
    invalidKompeten: 'Das Erreichen ist „Erreicht“ (1) oder „Nicht erreicht“ (0).',
    invalidText: 'Eine Beschreibung hat höchstens {{max}} Zeichen; den roten Text kürzen.',
    failed: 'Speichern fehlgeschlagen: {{message}}',
  },
  restored: '{{count}} ungespeicherte Änderung(en) wiederhergestellt',
  restoredHint:
    'Sie wurden seit Ihrem letzten Besuch auf diesem Gerät aufbewahrt. Prüfen Sie sie und drücken Sie Speichern.',
  restoredSaved: 'Alle sind jetzt gespeichert.',
  dismiss: 'Schließen',
  paste: {
    done: '{{count}} Zelle(n) eingefügt.',
    header: 'Die Zeile mit Spaltenüberschriften wurde übersprungen.',
    labels:
      '{{count}} führende Spalte(n) mit Nummern/NISN/Namen übersprungen, damit die Noten in den gewählten Spalten landen.',
    blanks:
      '{{count}} leere Zelle(n) haben den vorhandenen Wert nicht gelöscht (löschen mit der Entf-Taste).',
    rows: '{{count}} Zeile(n) lagen unter dem letzten Schüler und wurden nicht eingefügt.',
    columns: '{{count}} Spalte(n) lagen hinter der letzten Spalte und wurden nicht eingefügt.',
    readOnly: '{{count}} Wert(e) fielen auf eine berechnete Spalte und wurden nicht eingefügt.',
  },
  locked: 'Noten können nicht geändert werden',
  lockedUnsaved:
    '{{count}} eingegebene(r) Wert(e) nicht gespeichert. Sie bleiben auf diesem Gerät: Sobald die Noten wieder geändert werden können (Klassensperre oder Schließung aufgehoben), dieses Blatt auf demselben Gerät öffnen und Speichern drücken.',
  viewOnly: 'Nur ansehen',
  conflict: {
    title: 'Diese Noten wurden geändert, seit Sie sie geöffnet haben',
    description:
      'Von diesen Zeilen wurde nichts gespeichert. Wählen Sie je Schüler, welche Note gilt.',
    yours: 'Ihre',
    theirs: 'Neueste',
    changedBy: 'geändert von {{name}}, {{time}}',
    changedByName: 'geändert von {{name}}',
    someone: 'einem anderen Benutzer',
    you: 'Ihnen selbst in einem anderen Tab oder Gerät',
    useTheirs: 'Neueste Note übernehmen',
    keepMine: 'Meine Note behalten',
    empty: 'leer',
    othersYours: 'Ihr Text in „{{column}}“ bleibt, wie auch immer Sie wählen.',
    othersNewest:
      '„{{column}}“ haben Sie nicht geändert: Dort steht der neueste Text, wie auch immer Sie wählen.',
  },
  leave: {
    title: 'Seite verlassen?',
    message:
      '{{count}} Änderung(en) sind noch nicht auf dem Server gespeichert. Sie bleiben auf diesem Gerät und erscheinen wieder, wenn Sie diese Seite erneut öffnen.',
    stay: 'Hier bleiben',
    leave: 'Verlassen',
  },
  presence: {
    others: 'Gerade ebenfalls geöffnet:',
    column: 'Spalte {{column}}',
    otherSheet: 'Tabelle {{sheet}}',
    refreshed: 'Die neuesten Änderungen von {{name}} ({{time}}) werden angezeigt.',
    refreshedOwn:
      'Ihre neuesten Änderungen aus einem anderen Tab oder Gerät ({{time}}) werden angezeigt.',
    sheets: {
      slm: 'SLM',
      sas: 'SAS',
      'nilai-akhir': 'Endnote',
      ketercapaian: 'Erreichung der Lernziele',
      deskripsi: 'Kompetenzbeschreibung',
      pts: 'Halbjahresmitte',
    },
  },
  historyModal: {
    title: 'Notenverlauf',
    cell: '{{name}} — {{column}}',
    time: 'Zeit',
    by: 'Von',
    change: 'Alt → Neu',
    source: 'Quelle',
    empty: 'Noch keine Änderung erfasst.',
    system: 'System',
    sources: {
      grid: 'Notentabelle',
      import: 'Vorlagenimport',
      generate: 'Aus Berechnung oder Vorschlag',
      reset: 'Zurückgesetzt',
      sync: 'Synchronisierung',
      remedial: 'Nachprüfung',
      adjust: 'Anpassung',
    },
  },
};
