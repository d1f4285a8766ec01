import type { penilaianTemplateEn } from './en';

type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };

/** Templat Excel lembar nilai dan layar Nilai Tengah Semester, bahasa Indonesia. */
export const penilaianTemplateId: Shape<typeof penilaianTemplateEn> = {
  download: 'Unduh Templat',
  upload: 'Unggah Templat',
  downloadFailed: 'Templat gagal diunduh: {{message}}',
  tooLarge:
    'Ukuran berkas paling besar {{mb}} MB, padahal templat nilai hanya puluhan KB. Pastikan yang dipilih adalah templat yang diunduh dari layar ini.',
  previewTitle: 'Periksa Unggahan: {{jenis}}',
  fileName: 'Berkas: {{name}}',
  checking: 'Memeriksa berkas…',
  refused: 'Berkas ditolak',
  summary: {
    valid: '{{count}} nilai baru atau berubah siap diisi ke lembar nilai',
    fillsEmpty: '{{count}} mengisi sel yang masih kosong',
    replaces: '{{count}} mengganti nilai yang sudah tersimpan',
    rows: 'Dibaca dari {{count}} baris peserta didik',
    same: '{{count}} sama dengan yang sudah tersimpan',
    refused: '{{count}} sel ditolak (lihat catatan di bawah)',
    keptEmpty: '{{count}} sel kosong: nilai tersimpan tetap, unggahan tidak pernah menghapus',
    stale:
      '{{count}} sel masih berisi nilai saat templat diunduh, padahal sudah diubah di lembar nilai sesudahnya: nilai terbaru tetap',
  },
  reportTitle: 'Catatan pemeriksaan',
  reportEmpty: 'Tidak ada masalah pada berkas.',
  reportReplacesOnly:
    'Tidak ada kesalahan pada berkas, tetapi {{count}} nilai tersimpan akan diganti: periksa daftarnya sebelum menekan Simpan.',
  noHint: 'Baris: baris di berkas Excel. No: nomor peserta didik di lembar nilai.',
  rowNo: 'No {{no}}',
  replaced: {
    title: '{{count}} nilai tersimpan akan diganti',
    hint: 'Setelah Simpan, nilai dari berkas menggantikan nilai tersimpan (nilai lama tetap ada di riwayat sel). Bila ada yang keliru, misalnya kolom tertempel satu baris terlalu rendah, perbaiki di lembar nilai atau urungkan pengisian sebelum menyimpan.',
    tableLabel: 'Nilai tersimpan yang akan diganti',
    change: 'Tersimpan → berkas',
    value: '{{lama}} → {{baru}}',
  },
  notesTitle: 'Catatan unggahan: {{jenis}}',
  notesHint:
    'Lembar nilai tetap dapat diisi selama catatan ini terbuka; cari peserta didik menurut No.',
  columns: {
    baris: 'Baris',
    no: 'No',
    pesertaDidik: 'Peserta Didik',
    kolom: 'Kolom',
    pesan: 'Keterangan',
  },
  nisn: 'NISN {{nisn}}',
  wholeRow: 'Seluruh baris',
  wholeFile: 'Seluruh berkas',
  warningsTitle: 'Peringatan: {{count}} hal perlu diperiksa',
  warningsHint:
    'Nilai dari baris ini tetap diisi ke lembar nilai. Sebelum menekan Simpan, pastikan setiap baris milik peserta didik yang benar dan nilai hasil remedial memang boleh diganti.',
  warningRow: 'Baris {{baris}}: {{pesan}}',
  notSavedYet:
    'Belum ada yang disimpan. Setelah diisi ke lembar nilai, periksa nilainya lalu tekan Simpan. Pengisian dapat dibatalkan dengan Urungkan (Ctrl+Z).',
  nothingToApply: 'Berkas ini tidak berisi nilai baru atau yang berubah.',
  apply: 'Isi ke lembar nilai ({{count}})',
  reopen: 'Catatan unggahan ({{count}})',
  appliedNote:
    '{{count}} nilai dari berkas ini sudah diisi ke lembar nilai; perbaiki baris dan sel di atas di berkas lalu unggah lagi, atau ketik langsung di lembar nilai.',
  closeNotes: 'Tutup',
  appliedDua:
    '{{count}} nilai dari templat diisi ke lembar Nilai Akhir dan lembar Ketercapaian Kompetensi dan belum disimpan. Periksa lalu tekan Simpan di kedua lembar itu.',
  notSavedYetDua:
    'Belum ada yang disimpan. Berkas ini mengisi dua lembar, Nilai Akhir dan Ketercapaian Kompetensi; periksa keduanya lalu tekan Simpan di setiap lembar. Pengisian dapat dibatalkan dengan Urungkan (Ctrl+Z).',
  applied:
    '{{count}} nilai dari templat diisi ke lembar nilai dan belum disimpan. Periksa lalu tekan Simpan.',
  kinds: {
    slm: 'Sumatif Lingkup Materi',
    sas: 'Sumatif Akhir Semester',
    nilaiAkhir: 'Nilai Akhir dan Ketercapaian TP',
    pts: 'Nilai Tengah Semester',
  },
  pts: {
    listTitle: 'Mata pelajaran yang Anda ajar semester ini',
    tableLabel: 'Nilai tengah semester per mata pelajaran',
    loading: 'Memuat mata pelajaran Anda…',
    loadFailed: 'Daftar mata pelajaran gagal dimuat',
    rombel: 'Kelas',
    mapel: 'Mata Pelajaran',
    jumlahSiswa: 'Jumlah PD',
    jumlahDinilai: 'PD Dinilai',
    progress: 'Kemajuan',
    progressOf: '{{dinilai}} dari {{siswa}} peserta didik sudah dinilai',
    status: 'Status',
    aksi: 'Aksi',
    open: 'Buka',
    openOf: 'Buka {{mapel}} kelas {{rombel}}',
    tampilkanSemua: 'Tampilkan semua mata pelajaran ({{count}})',
    sembunyikanLain: 'Tampilkan yang sedang dibuka saja',
    belumDipetakan: 'Belum dipetakan',
    ditutup: 'Ditutup',
    dikunci: 'Dikunci',
    lengkap: 'Lengkap',
    belumLengkap: 'Belum lengkap',
    gridTitle: 'Nilai Tengah Semester {{mapel}} — {{rombel}}',
    gridTitleLoading: 'Nilai Tengah Semester',
    gridHint:
      'Ketik atau tempel bilangan bulat 0–100, atau isi templat yang diunduh lalu unggah; nilai tersimpan setelah Anda menekan Simpan.',
  },
};
