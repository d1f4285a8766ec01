import type { gradeGridEn } from './en';

type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };

/** Lembar nilai (semua layar input nilai), bahasa Indonesia. */
export const gradeGridId: Shape<typeof gradeGridEn> = {
  gridLabel: 'Lembar nilai',
  toolbar: 'Alat lembar nilai',
  loading: 'Memuat lembar nilai…',
  loadFailed: 'Lembar nilai tidak dapat dimuat: {{message}}',
  save: 'Simpan',
  saveShortcut: 'Simpan (Ctrl+S)',
  saveBar: 'Perubahan yang belum disimpan: {{sheet}}',
  /** The red notice's and the save bar's button: brings the first invalid cell into view. */
  showInvalid: 'Tunjukkan',
  showInvalidLabel: 'Tunjukkan isian tidak valid yang pertama',
  undo: 'Urungkan (Ctrl+Z)',
  redo: 'Ulangi (Ctrl+Y)',
  undoSkipped:
    '{{jumlah}} sel dibiarkan: nilainya sudah berubah setelah langkah itu (remedial, simpanan dari tab atau perangkat lain, konflik yang diselesaikan), dan nilai yang lebih baru tetap dipakai.',
  history: 'Riwayat sel',
  historyHint: 'Pilih dulu sel nilai',
  /** Under each column's header: how many students have a value in it. */
  fill: '{{filled}} dari {{total}} peserta didik sudah diisi',
  /** Appended to `fill` when every student has a value and some are not stored yet. */
  fillUnsaved: '; {{count}} belum tersimpan',
  enter: {
    right: 'Enter pindah ke kanan',
    rightHint: 'Enter: pindah ke kanan, lalu ke baris berikutnya. Klik agar Enter pindah ke bawah.',
    downHint: 'Enter: pindah ke bawah. Klik agar Enter pindah ke kanan (mengisi per baris).',
  },
  fillNext: 'Klik untuk ke peserta didik berikutnya yang belum diisi',
  sheetHistoryButton: 'Riwayat lembar',
  sheetHistory: {
    older: 'Tampilkan simpanan yang lebih lama',
    title: 'Riwayat Lembar Nilai',
    intro:
      'Simpanan terakhir lembar ini untuk {{mapel}} kelas {{rombel}}, yang terbaru di atas. Buka satu simpanan untuk melihat sel yang diubahnya.',
    empty: 'Belum ada simpanan yang tercatat di lembar ini.',
    summary: '{{sumber}} · {{sel}} sel, {{siswa}} peserta didik',
    student: 'Peserta didik',
    column: 'Kolom',
    gone: '(tidak lagi di kelas ini)',
    columnGone: '(kolom tidak ada lagi)',
    more: '… dan {{count}} sel lainnya.',
  },
  columnName: 'No · Nama Peserta Didik',
  nisn: 'NISN {{nisn}}',
  noStudents: 'Belum ada peserta didik pada pembelajaran ini.',
  computed: 'Dihitung oleh sistem',
  computedTyped:
    'Kolom {{kolom}} dihitung otomatis oleh sistem dan tidak dapat diketik. Isi kolom lainnya; {{kolom}} menyesuaikan sendiri.',
  importedTitle: 'Dari templat, belum disimpan. Sebelumnya: {{nilai}} (tersimpan)',
  kompeten: {
    achieved: 'Tercapai',
    notAchieved: 'Tidak tercapai',
    hint: '1 = Tercapai, 0 = Tidak tercapai',
  },
  rowState: {
    saved: 'Tersimpan',
    unsaved: 'Belum disimpan',
    pending: 'Menunggu dikirim',
    conflict: 'Konflik',
  },
  remedial: {
    menu: 'Catat remedial…',
    menuAkhir: 'Catat remedial atau penyesuaian…',
    toolbar: 'Catat remedial',
    toolbarAkhir: 'Remedial / penyesuaian',
    toolbarHint: '{{jenis}}: {{nama}}',
    toolbarPilih: 'Pilih dulu nilai TP atau nilai sumatif akhir semester yang tersimpan',
    toolbarPilihAkhir: 'Pilih dulu nilai akhir yang tersimpan',
    title: 'Remedial — {{nama}}',
    titleAkhir: 'Remedial atau penyesuaian nilai akhir — {{nama}}',
    sekarang: 'Nilai sekarang: {{nilai}}',
    petunjuk:
      'Nilai pertama tetap tersimpan di riwayat sel beserta alasan remedial ini, dan selnya ditandai.',
    nilaiLabel: 'Nilai remedial',
    alasanContoh: 'Contoh: remedial tertulis TP ini tanggal 2 Desember 2026',
    alasanContohSas: 'Contoh: remedial tes sumatif akhir semester tanggal 9 Desember 2026',
    simpan: 'Simpan nilai remedial',
    tersimpan: 'Nilai remedial {{nama}} ({{tp}}) disimpan: {{nilai}}.',
    konflik:
      'Nilai ini baru saja diubah di tempat lain. Lembar dimuat ulang; periksa nilainya lalu catat lagi.',
    konflikSendiri:
      'Nilai ini baru saja Anda ubah di tab atau perangkat lain. Lembar dimuat ulang; periksa nilainya lalu catat lagi.',
    cellTitle: 'Nilai hasil remedial (riwayat sel menyimpan nilai pertama dan alasannya)',
    ditolakTitle: 'Remedial ini ditolak Waka Kurikulum. Catatan: {{catatan}}',
    disesuaikanTitle:
      'Nilai akhir hasil penyesuaian (riwayat sel menyimpan nilai sebelumnya dan alasannya)',
    disesuaikanDitolakTitle: 'Penyesuaian ini ditolak Waka Kurikulum. Catatan: {{catatan}}',
  },
  legend: {
    title: 'Keterangan',
    invalid: 'Isian tidak valid (tidak dikirim)',
    computed: 'Dihitung oleh sistem',
    remedial: 'Nilai hasil remedial',
    remedialDitolak: 'Remedial ditolak Waka',
    disesuaikan: 'Nilai akhir disesuaikan',
    perubahanDitolak: 'Remedial atau penyesuaian ditolak Waka',
    remedialKey:
      'klik kanan pada nilai TP atau nilai sumatif akhir semester yang tersimpan: catat remedial',
    remedialKeyAkhir: 'klik kanan pada nilai akhir yang tersimpan: catat remedial atau penyesuaian',
    keys: 'Enter: turun · Tab: kanan · F2 / klik dua kali: perbaiki isi sel · Home / End: kolom pertama / terakhir · Ctrl+D: isi ke bawah · Ctrl+Z / Ctrl+Y: urungkan / ulangi · Shift+Enter: baris baru pada deskripsi · klik kanan atau Shift+F10: riwayat',
    keysRight:
      'Enter: kanan, lalu siswa berikutnya · Tab: kanan · F2 / klik dua kali: perbaiki isi sel · Home / End: kolom pertama / terakhir · Ctrl+D: isi ke bawah · Ctrl+Z / Ctrl+Y: urungkan / ulangi · Shift+Enter: baris baru pada deskripsi · klik kanan atau Shift+F10: riwayat',
  },
  status: {
    allSaved: 'Semua perubahan tersimpan.',
    savedAt: 'Semua perubahan tersimpan ({{time}}).',
    unsaved: '{{count}} perubahan belum disimpan.',
    saving: 'Menyimpan…',
    offline:
      'Tidak terhubung ke server. {{count}} perubahan disimpan di perangkat ini dan akan dikirim ulang otomatis.',
    invalid: '{{count}} sel berisi isian tidak valid (merah) dan tidak akan dikirim.',
    /** Invalid entries, counted apart from the changes Simpan sends (status line, save bar). */
    invalidUnsent: '{{count}} isian tidak valid, tidak dikirim.',
    invalidScore: 'Nilai harus bilangan bulat 0–100.',
    invalidKompeten: 'Ketercapaian diisi Tercapai (1) atau Tidak tercapai (0).',
    invalidText: 'Deskripsi paling panjang {{max}} karakter; persingkat teks yang merah.',
    failed: 'Gagal menyimpan: {{message}}',
  },
  restored: '{{count}} perubahan belum tersimpan dipulihkan',
  restoredHint: 'Tersimpan di perangkat ini sejak kunjungan terakhir; periksa, lalu tekan Simpan.',
  restoredSaved: 'Semuanya sudah tersimpan.',
  dismiss: 'Tutup',
  paste: {
    done: '{{count}} sel ditempel.',
    header: 'Baris judul kolom dilewati.',
    labels:
      '{{count}} kolom nomor/NISN/nama di depan dilewati, agar nilai masuk ke kolom yang dipilih.',
    blanks:
      '{{count}} sel kosong tidak menghapus nilai yang sudah ada (hapus dengan tombol Delete).',
    rows: '{{count}} baris melewati siswa terakhir dan tidak ditempel.',
    columns: '{{count}} kolom melewati kolom terakhir dan tidak ditempel.',
    readOnly: '{{count}} nilai jatuh di kolom yang dihitung otomatis dan tidak ditempel.',
  },
  locked: 'Nilai tidak dapat diubah',
  lockedUnsaved:
    '{{count}} nilai yang Anda ketik belum tersimpan. Nilai itu tetap tersimpan di perangkat ini: setelah nilai dapat diubah lagi (kunci kelas atau penutupan penilaian dibuka), buka lembar ini di perangkat yang sama lalu tekan Simpan.',
  viewOnly: 'Hanya melihat',
  conflict: {
    title: 'Nilai ini sudah diubah sejak Anda membukanya',
    description:
      'Baris berikut belum tersimpan. Pilih nilai yang dipakai untuk setiap peserta didik.',
    yours: 'Nilai Anda',
    theirs: 'Nilai terbaru',
    changedBy: 'diubah oleh {{name}}, {{time}}',
    changedByName: 'diubah oleh {{name}}',
    someone: 'pengguna lain',
    you: 'Anda sendiri di tab atau perangkat lain',
    useTheirs: 'Pakai nilai terbaru',
    keepMine: 'Tetap pakai nilai saya',
    empty: 'kosong',
    othersYours: 'Tulisan Anda di kolom “{{column}}” tetap dipakai, apa pun pilihan Anda.',
    othersNewest:
      'Kolom “{{column}}” tidak Anda ubah: isinya tulisan terbaru, apa pun pilihan Anda.',
  },
  leave: {
    title: 'Tinggalkan halaman?',
    message:
      '{{count}} perubahan belum tersimpan di server. Perubahan tetap tersimpan di perangkat ini dan dipulihkan saat halaman ini dibuka lagi.',
    stay: 'Tetap di sini',
    leave: 'Tinggalkan',
  },
  presence: {
    others: 'Sedang membuka juga:',
    column: 'kolom {{column}}',
    otherSheet: 'lembar {{sheet}}',
    refreshed: 'Perubahan terbaru dari {{name}} ({{time}}) sudah ditampilkan.',
    refreshedOwn:
      'Perubahan terbaru Anda dari tab atau perangkat lain ({{time}}) sudah ditampilkan.',
    sheets: {
      slm: 'SLM',
      sas: 'SAS',
      'nilai-akhir': 'Nilai Akhir',
      ketercapaian: 'Ketercapaian TP',
      deskripsi: 'Capaian Kompetensi',
      pts: 'Nilai Tengah Semester',
    },
  },
  historyModal: {
    title: 'Riwayat Nilai',
    cell: '{{name}} — {{column}}',
    time: 'Waktu',
    by: 'Oleh',
    change: 'Lama → Baru',
    source: 'Sumber',
    empty: 'Belum ada perubahan yang tercatat.',
    system: 'Sistem',
    sources: {
      grid: 'Lembar nilai',
      import: 'Impor templat',
      generate: 'Dari hitungan atau usulan',
      reset: 'Atur ulang',
      sync: 'Sinkronisasi',
      remedial: 'Remedial',
      adjust: 'Penyesuaian',
    },
  },
};
