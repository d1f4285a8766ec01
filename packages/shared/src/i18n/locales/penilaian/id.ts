import type { penilaianEn } from './en';

type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };

/** Layar penilaian (Nilai Akhir, Capaian Kompetensi, …), bahasa Indonesia; kunci per layar. */
export const penilaianId: Shape<typeof penilaianEn> = {
  picker: {
    tingkat: 'Tingkat',
    tingkatPlaceholder: 'Pilih tingkat',
    tingkatOption: 'Kelas {{tingkat}}',
    rombel: 'Rombongan Belajar',
    rombelPlaceholder: 'Pilih rombongan belajar',
    mapel: 'Mata Pelajaran',
    mapelPlaceholder: 'Pilih mata pelajaran',
    nothingFound: 'Tidak ada yang cocok',
    belumDipetakanOption: '{{mapel}} (belum dipetakan)',
    belumDipetakanNote:
      'Belum dipetakan administrator (kelompok dan nomor urut), sehingga belum dapat dinilai: {{mapel}}.',
    loading: 'Memuat mata pelajaran Anda…',
    loadFailed: 'Mata pelajaran Anda gagal dimuat',
    empty:
      'Anda tidak mengajar mata pelajaran apa pun di semester ini. Minta administrator memeriksa data pembelajaran.',
    notFound: 'Mata pelajaran di alamat ini bukan milik Anda di semester ini. Pilih yang lain.',
    pilihanCepat:
      'Pilih tingkat, rombongan belajar dan mata pelajaran di atas, atau buka langsung:',
    pilihDulu:
      'Pilih tingkat, rombongan belajar dan mata pelajaran di atas untuk membuka lembar nilai ({{count}} pilihan).',
  },
  nilaiAkhir: {
    bentuk: 'Bentuk Penilaian',
    bentukAsesmen: 'Nilai Asesmen (dihitung)',
    bentukAkhir: 'Nilai Akhir (diisi)',
    bentukAsesmenHint:
      'Dihitung dari rerata SLM dan SAS dengan bobot mata pelajaran ini, dibulatkan ke atas mulai ,5. Hanya dapat dilihat; gunakan tombol untuk menyimpannya sebagai nilai akhir.',
    bentukAkhirHint: 'Ketik atau tempel sendiri nilai akhir (0–100) di lembar.',
    loading: 'Menghitung nilai asesmen…',
    loadFailed: 'Nilai asesmen gagal dimuat',
    ringkasan:
      'Bobot SLM {{materi}} : SAS {{akhir}} · {{tp}} TP dipetakan · {{lengkap}} lengkap, {{belum}} belum lengkap, {{tanpa}} belum bernilai',
    gunakan: 'Gunakan Nilai Asesmen',
    gunakanHint:
      'Menyimpan nilai hasil hitungan sebagai nilai akhir. Nilai yang belum lengkap hanya disimpan untuk peserta didik yang Anda centang.',
    simpanDulu: 'Simpan atau batalkan dulu nilai akhir yang Anda ketik (bentuk Nilai Akhir).',
    tableLabel: 'Nilai asesmen hasil hitungan',
    no: 'No',
    nama: 'Nama',
    rerataSlm: 'Rerata SLM',
    sas: 'SAS',
    nilaiAsesmen: 'Nilai Asesmen',
    tersimpan: 'Nilai Akhir tersimpan',
    rincian: 'Rincian',
    rincianOf: 'Rincian nilai asesmen {{nama}}',
    rincianTitle: 'Rincian Nilai Asesmen — {{nama}}',
    rincianGagal: 'Rincian gagal dimuat',
    rincianSlm: 'Sumatif Lingkup Materi (SLM)',
    rincianTpKosong: 'belum dinilai',
    rincianRerataSlm: 'Rerata SLM = ({{nilai}}) : {{count}} = {{rerata}}',
    rincianTanpaSlm: 'Belum ada nilai SLM.',
    rincianSas: 'Sumatif Akhir Semester (SAS)',
    rincianSasBagian:
      'Non tes {{nonTes}} · Tes {{tes}} → NA {{na}} (rerata bagian yang terisi, dibulatkan)',
    rincianTanpaSas: 'SAS belum ada.',
    rincianHitung: '({{rumus}}) : {{bobot}} = {{mentah}} → dibulatkan {{nilai}}',
    rincianBagianAda:
      'Belum lengkap: dihitung hanya dari komponen yang ada; komponen yang kosong tidak dihitung 0.',
    rincianTanpaNilai: 'Belum ada komponen bernilai, sehingga nilai asesmen belum dapat dihitung.',
    rincianGabungan: 'Nilai Gabungan (mata pelajaran induk)',
    rincianGabunganSendiri: '{{nama}} (nilai akhir sendiri)',
    rincianBelumAda: 'belum ada',
    rincianGabunganKosong:
      'Belum ada nilai akhir di bagian mana pun, sehingga nilai gabungan belum dapat dihitung.',
    rincianGabunganHitung: '({{nilai}}) : {{count}} = {{mentah}} → dibulatkan {{hasil}}',
    rincianGabunganTersimpan: 'Nilai gabungan tersimpan: {{nilai}} (sesuai).',
    rincianGabunganBeda:
      'Nilai gabungan tersimpan: {{nilai}}, sedangkan dari nilai akhir sekarang hasilnya {{hasil}}. Klik "Hitung Nilai Gabungan" untuk memperbaruinya.',
    rincianTersimpan: 'Nilai akhir tersimpan: {{nilai}} (sama dengan nilai asesmen).',
    rincianBeda: 'Nilai akhir tersimpan: {{nilai}}, berbeda {{selisih}} dari nilai asesmen.',
    tersimpanBeda: 'Nilai akhir tersimpan berwarna jingga berbeda dari nilai asesmen.',
    gabungan: 'Nilai Gabungan',
    keterangan: 'Keterangan',
    belumBernilai: 'belum bernilai',
    belumLengkap: 'belum lengkap',
    kurangTp: 'kurang {{count}} nilai TP',
    kurangSas: 'SAS belum ada',
    kurangTanpaTp: 'belum ada TP dipetakan',
    gunakanTitle: 'Gunakan nilai asesmen sebagai nilai akhir',
    gunakanLengkap: '{{count}} nilai lengkap akan disimpan.',
    gunakanBelumLengkap:
      '{{count}} nilai belum lengkap: dihitung hanya dari komponen yang ada (komponen yang kosong tidak dihitung 0). Centang yang tetap ingin disimpan:',
    terimaSemua: 'Simpan juga semua nilai yang belum lengkap',
    gunakanTanpaNilai: '{{count}} peserta didik belum memiliki nilai sama sekali dan tidak diubah.',
    gunakanMengganti: '{{count}} nilai akhir yang sudah tersimpan dengan nilai lain akan diganti.',
    gunakanConfirm: 'Simpan {{count}} nilai akhir',
    gunakanTetap: '{{count}} nilai akhir hasil remedial atau penyesuaian tidak diganti.',
    gunakanDone: '{{count}} nilai akhir disimpan.',
    gunakanConflict:
      'Sebagian nilai akhir sudah diubah sejak Anda membukanya. Tidak ada yang disimpan; nilai terbarunya ditampilkan di lembar Nilai Akhir di samping Nilai Asesmen: pilih per peserta didik, lalu simpan.',
    indukNote:
      'Ini mata pelajaran induk dengan sub mata pelajaran ({{sub}}). Nilai akhir yang diisi di sini adalah nilai induk sendiri; nilai rapor adalah rerata nilai induk dan nilai sub mata pelajaran yang ada.',
    hitungGabungan: 'Hitung Nilai Gabungan',
    gabunganDone: '{{count}} nilai gabungan disimpan.',
    ketercapaian: 'Ketercapaian Kompetensi',
    ketercapaianHint:
      'Per peserta didik dan TP: 1 = tercapai, 0 = tidak tercapai, kosong = belum ditentukan. Usulan Capaian Kompetensi disusun dari isian ini.',
  },
  capaian: {
    deskripsiTitle: 'Deskripsi di rapor',
    deskripsiHint:
      'Ketik atau ubah kedua teks per peserta didik, lalu simpan. Usulan dan peringatan ada di bawah.',
    loading: 'Memuat usulan…',
    loadFailed: 'Usulan gagal dimuat',
    ringkasanTanpa: '{{count}} peserta didik sudah memiliki nilai akhir tetapi belum berdeskripsi.',
    ringkasanKedua:
      '{{count}} deskripsi menyebut TP yang sama sebagai sudah dicapai dan perlu ditingkatkan.',
    ringkasanBertentangan:
      '{{count}} deskripsi tidak sesuai dengan ketercapaian atau nilai TP peserta didiknya.',
    ringkasanDiBawahKkm:
      '{{count}} deskripsi menyebut penguasaan yang baik, padahal nilai TP tertinggi peserta didiknya pun di bawah KKM.',
    ringkasanKataNegatif:
      '{{count}} deskripsi memakai kata bernada negatif; panduan asesmen menganjurkan kalimat positif yang memotivasi.',
    ringkasanNamaLain:
      '{{count}} deskripsi menyebut nama peserta didik lain (mungkin tersalin dari deskripsi temannya).',
    ringkasanSalinan:
      '{{count}} deskripsi sama persis dengan deskripsi peserta didik lain yang ketercapaian atau nilai TP-nya berbeda.',
    usulanTitle: 'Usulan dan peringatan',
    usulanHint:
      'Usulan disusun dari ketercapaian TP; bila belum ada, dari nilai TP tertinggi dan terendah. Centang peserta didik untuk menerapkan usulannya, atau terapkan ke semua yang belum berdeskripsi. Usulan yang diterapkan langsung disimpan; ubah lagi di lembar di atas bila perlu.',
    terapkanKosong: 'Terapkan usulan ke yang belum berdeskripsi ({{count}})',
    terapkanDipilih: 'Terapkan usulan ke {{count}} yang dipilih',
    terapkanTitle: 'Ganti deskripsi?',
    terapkanMengganti:
      '{{count}} peserta didik yang dipilih sudah berdeskripsi; deskripsinya akan diganti dengan usulan (teks lama tetap tercatat di riwayat).',
    terapkanYa: 'Ya, ganti',
    terapkanDone: '{{count}} deskripsi disimpan dari usulan.',
    conflict:
      'Sebagian deskripsi sudah diubah sejak Anda membukanya. Tidak ada yang disimpan; teks terbarunya ditampilkan di lembar di atas di samping usulannya: pilih per peserta didik, lalu simpan.',
    simpanDulu: 'Simpan atau batalkan dulu perubahan Anda di lembar.',
    reset: 'Atur ulang',
    resetTitle: 'Atur ulang deskripsi',
    resetMessage:
      'Hapus semua deskripsi {{mapel}} di {{rombel}}? Teks lama tetap tercatat di riwayat nilai.',
    resetYa: 'Ya, hapus semua',
    resetDone: '{{count}} deskripsi dihapus.',
    resetConflict:
      'Sebagian deskripsi sudah diubah sejak Anda membukanya. Tidak ada yang dihapus; teks terbarunya ditampilkan di lembar di atas: pilih per peserta didik, lalu atur ulang lagi bila perlu.',
    tableLabel: 'Usulan deskripsi',
    pilihSemua: 'Pilih semua yang memiliki usulan',
    pilih: 'Pilih {{nama}}',
    no: 'No',
    nama: 'Nama',
    nilaiAkhir: 'Nilai Akhir',
    usulan: 'Usulan',
    peringatan: 'Peringatan atas deskripsi tersimpan',
    sudahBerdeskripsi: 'sudah berdeskripsi',
    belumBerdeskripsi: 'belum berdeskripsi',
    dasarKetercapaian: 'dari ketercapaian TP',
    dasarNilai: 'dari nilai TP tertinggi / terendah',
    dasarKosong: 'Belum ada ketercapaian atau nilai TP: belum ada usulan.',
    usulanDiBawahKkm:
      'Nilai TP tertinggi pun di bawah KKM {{kkm}}: usulan tidak menyebut penguasaan yang baik.',
    peringatanTanpaDeskripsi: 'Sudah bernilai, belum berdeskripsi',
    peringatanKeduaSisi: 'TP yang sama di kedua sisi: {{tp}}',
    peringatanSalahCapaian:
      'Disebut sudah dicapai, padahal tidak tercapai atau bernilai lebih rendah: {{tp}}',
    peringatanSalahDitingkatkan:
      'Disebut perlu ditingkatkan, padahal tercapai atau bernilai lebih tinggi: {{tp}}',
    peringatanDiBawahKkm:
      'Menyebut penguasaan yang baik, padahal nilai TP tertinggi {{nilai}} di bawah KKM {{kkm}}',
    peringatanKataNegatif: 'Kata bernada negatif: {{kata}}',
    peringatanNamaLain: 'Menyebut nama peserta didik lain: {{nama}}',
    peringatanSalinan:
      'Sama persis dengan deskripsi {{count}} peserta didik lain yang hasilnya berbeda',
  },
  penyesuaian: {
    judul: 'Remedial atau penyesuaian nilai akhir',
    petunjuk:
      'Nilai akhir yang diubah di sini disimpan bersama alasannya di riwayat nilai dan ditandai di tabel.',
    jenisLabel: 'Jenis perubahan',
    jenis: { remedial: 'Remedial', adjust: 'Penyesuaian lain' },
    badge: { remedial: 'Remedial', adjust: 'Disesuaikan' },
    nilaiLabel: 'Nilai akhir baru',
    alasanLabel: 'Alasan',
    alasanTerakhir: 'Alasan yang terakhir Anda catat di layar ini; ubah bila berbeda.',
    alasanContoh: {
      remedial: 'Contoh: remedial TP 3 dan TP 5 tanggal 2 Desember 2026',
      adjust: 'Contoh: keputusan rapat dewan guru 5 Desember 2026',
    },
    simpan: 'Simpan nilai akhir',
    nilaiSalah: 'Nilai harus bilangan bulat 0–100.',
    alasanPendek: 'Tuliskan alasannya, paling sedikit {{min}} karakter.',
    tersimpan: 'Nilai akhir {{nama}} disimpan: {{nilai}}.',
    konflik:
      'Nilai akhir peserta didik ini baru saja diubah orang lain. Periksa nilai terbaru lalu simpan lagi.',
    konflikSendiri:
      'Nilai akhir peserta didik ini baru saja Anda ubah di tab atau perangkat lain. Periksa nilai terbaru lalu simpan lagi.',
    disetujui: 'Disetujui Waka Kurikulum: {{oleh}}, {{waktu}}.',
    belumDisetujui: 'Belum disetujui Waka Kurikulum.',
    ditarik: '(Keputusan ini ditarik kembali oleh {{oleh}}, {{waktu}}.)',
    ditolak: 'Ditolak Waka Kurikulum: {{oleh}}, {{waktu}}. Catatan: {{catatan}}',
    keterangan: '{{jenis}}: dari {{lama}}, oleh {{oleh}}, {{waktu}}. Alasan: {{alasan}}',
  },
};
