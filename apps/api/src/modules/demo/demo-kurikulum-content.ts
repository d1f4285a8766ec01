/**
 * Demo curriculum of the demo school: capaian pembelajaran and tujuan pembelajaran written for
 * this product (not the Directorate's official texts), one or two elements per subject and phase,
 * three to four TPs each. Keyed by national subject id (ref.mata_pelajaran) and phase.
 */
export interface DemoElemen {
  elemen: string;
  deskripsi: string;
  tp: string[];
}

export type DemoCp = Partial<Record<'E' | 'F', DemoElemen[]>>;

const el = (elemen: string, deskripsi: string, tp: string[]): DemoElemen => ({
  elemen,
  deskripsi,
  tp,
});

export const DEMO_CP: Record<number, DemoCp> = {
  // Pendidikan Agama Islam dan Budi Pekerti
  100011070: {
    E: [
      el(
        "Al-Qur'an dan Hadis",
        "Peserta didik mampu membaca dan memahami pesan ayat Al-Qur'an dan hadis tentang berpikir kritis dan menuntut ilmu, serta menerapkannya dalam kehidupan sehari-hari.",
        [
          "Membaca ayat Al-Qur'an tentang perintah berpikir kritis dengan tajwid yang benar.",
          'Menjelaskan pesan utama hadis tentang kewajiban menuntut ilmu.',
          'Menunjukkan sikap gemar belajar sebagai wujud pengamalan ayat dan hadis yang dipelajari.',
        ],
      ),
    ],
    F: [
      el(
        'Akhlak',
        'Peserta didik mampu menganalisis pentingnya akhlak mulia dalam pergaulan dan dunia kerja, serta membiasakan sikap jujur, amanah, dan menghargai perbedaan.',
        [
          'Menganalisis contoh perilaku jujur dan amanah di sekolah dan tempat kerja.',
          'Menjelaskan adab bermedia sosial sesuai tuntunan Islam.',
          'Menerapkan sikap toleran saat bekerja sama dengan teman yang berbeda pendapat.',
        ],
      ),
    ],
  },
  // Pendidikan Agama Kristen dan Budi Pekerti
  100012050: {
    E: [
      el(
        'Allah Berkarya',
        'Peserta didik mampu memahami karya Allah dalam penciptaan dan pemeliharaan, serta mewujudkan rasa syukur melalui tanggung jawab terhadap diri dan lingkungan.',
        [
          'Menjelaskan makna karya penciptaan Allah bagi kehidupan manusia.',
          'Menghubungkan rasa syukur dengan sikap peduli terhadap lingkungan sekitar.',
          'Menyusun refleksi pribadi tentang tanggung jawab sebagai remaja Kristen.',
        ],
      ),
    ],
    F: [
      el(
        'Gereja dan Masyarakat Majemuk',
        'Peserta didik mampu menganalisis peran gereja dan orang percaya dalam masyarakat majemuk serta berperan aktif menjaga kerukunan.',
        [
          'Menganalisis peran gereja dalam menjaga kerukunan di tengah masyarakat majemuk.',
          'Memberi contoh sikap menghargai sesama yang berbeda keyakinan.',
          'Merancang kegiatan pelayanan sederhana bagi lingkungan sekitar sekolah.',
        ],
      ),
    ],
  },
  // Pendidikan Agama Katolik dan Budi Pekerti
  100013010: {
    E: [
      el(
        'Pribadi Peserta Didik',
        'Peserta didik mampu memahami dirinya sebagai citra Allah yang unik dengan kelebihan dan kekurangannya, serta mengembangkan diri dalam relasi dengan sesama.',
        [
          'Menjelaskan makna manusia sebagai citra Allah.',
          'Mengidentifikasi kelebihan dan kekurangan diri sebagai anugerah untuk dikembangkan.',
          'Menunjukkan sikap hormat dalam relasi dengan teman dan keluarga.',
        ],
      ),
    ],
    F: [
      el(
        'Gereja',
        'Peserta didik mampu menganalisis tugas Gereja dalam menguduskan, mewartakan, dan melayani, serta terlibat dalam kehidupan menggereja dan bermasyarakat.',
        [
          'Menjelaskan tugas Gereja dalam mewartakan dan melayani.',
          'Menganalisis keterlibatan umat dalam kegiatan sosial kemasyarakatan.',
          'Merencanakan keterlibatan pribadi dalam kegiatan lingkungan atau paroki.',
        ],
      ),
    ],
  },
  // Pendidikan Agama Hindu dan Budi Pekerti
  100015010: {
    E: [
      el(
        'Kitab Suci Weda',
        'Peserta didik mampu memahami pokok-pokok ajaran kitab suci Weda serta meneladani nilai-nilainya dalam kehidupan sehari-hari.',
        [
          'Menjelaskan pengelompokan kitab suci Weda secara sederhana.',
          'Mengidentifikasi nilai ajaran Weda yang relevan dengan kehidupan remaja.',
          'Menerapkan ajaran Tri Kaya Parisudha dalam pergaulan di sekolah.',
        ],
      ),
    ],
    F: [
      el(
        'Etika',
        'Peserta didik mampu menganalisis ajaran etika Hindu untuk membangun sikap bertanggung jawab di keluarga, sekolah, dan dunia kerja.',
        [
          'Menganalisis ajaran Catur Purusa Artha dalam menata tujuan hidup.',
          'Menjelaskan sikap kerja yang sesuai dengan ajaran etika Hindu.',
          'Menerapkan sikap tanggung jawab dalam tugas kelompok.',
        ],
      ),
    ],
  },
  // Pendidikan Agama Buddha dan Budi Pekerti
  100014140: {
    E: [
      el(
        'Sejarah dan Ajaran',
        'Peserta didik mampu memahami riwayat hidup Buddha dan ajaran pokoknya, serta meneladani sikap welas asih dalam kehidupan sehari-hari.',
        [
          'Menceritakan kembali peristiwa penting dalam riwayat hidup Buddha.',
          'Menjelaskan Empat Kebenaran Mulia dengan bahasa sendiri.',
          'Menunjukkan sikap welas asih kepada teman dan makhluk hidup lain.',
        ],
      ),
    ],
    F: [
      el(
        'Etika dan Meditasi',
        'Peserta didik mampu menganalisis penerapan Jalan Mulia Berunsur Delapan dan latihan meditasi untuk mengembangkan ketenangan dan tanggung jawab.',
        [
          'Menganalisis penerapan ucapan benar dan perbuatan benar dalam kehidupan remaja.',
          'Mempraktikkan latihan meditasi pernapasan secara sederhana.',
          'Merefleksikan manfaat meditasi bagi konsentrasi belajar.',
        ],
      ),
    ],
  },
  // Pendidikan Agama Khonghucu dan Budi Pekerti
  100016010: {
    E: [
      el(
        'Ajaran dan Keteladanan',
        'Peserta didik mampu memahami ajaran pokok Khonghucu tentang laku bakti dan keteladanan para nabi serta menerapkannya di keluarga dan sekolah.',
        [
          'Menjelaskan makna laku bakti kepada orang tua.',
          'Menceritakan keteladanan Nabi Kongzi dalam belajar.',
          'Menerapkan sikap hormat kepada guru dan orang tua.',
        ],
      ),
    ],
    F: [
      el(
        'Kebajikan dalam Masyarakat',
        'Peserta didik mampu menganalisis lima kebajikan sebagai pedoman hidup bermasyarakat dan bekerja.',
        [
          'Menganalisis lima kebajikan sebagai pedoman bergaul.',
          'Mengaitkan sikap dapat dipercaya dengan etos kerja.',
          'Menyusun rencana penerapan kebajikan dalam kegiatan sekolah.',
        ],
      ),
    ],
  },
  // Pendidikan Pancasila
  200010300: {
    E: [
      el(
        'Pancasila',
        'Peserta didik mampu menganalisis kedudukan Pancasila sebagai dasar negara dan pandangan hidup bangsa, serta menunjukkan sikap yang sesuai dengan nilai-nilainya.',
        [
          'Menjelaskan kedudukan Pancasila sebagai dasar negara.',
          'Menganalisis contoh penerapan nilai Pancasila dalam kehidupan sekolah.',
          'Menunjukkan sikap bermusyawarah dalam mengambil keputusan kelompok.',
        ],
      ),
      el(
        'Bhinneka Tunggal Ika',
        'Peserta didik mampu mengidentifikasi keberagaman suku, agama, ras, dan budaya di lingkungannya serta bersikap inklusif.',
        [
          'Mengidentifikasi keberagaman budaya di lingkungan sekitar.',
          'Menjelaskan pentingnya sikap inklusif dalam pergaulan.',
          'Mempraktikkan kerja sama dalam kelompok yang beragam.',
        ],
      ),
    ],
    F: [
      el(
        'Undang-Undang Dasar 1945',
        'Peserta didik mampu menganalisis hak dan kewajiban warga negara dalam UUD 1945 serta menerapkannya dalam kehidupan bermasyarakat dan dunia kerja.',
        [
          'Menganalisis hak dan kewajiban warga negara menurut UUD 1945.',
          'Menjelaskan perlindungan hak pekerja dalam peraturan perundang-undangan.',
          'Menyajikan hasil diskusi tentang kasus pelanggaran hak dan kewajiban.',
        ],
      ),
    ],
  },
  // Bahasa Indonesia
  300110000: {
    E: [
      el(
        'Membaca dan Memirsa',
        'Peserta didik mampu memahami, mengolah, dan menafsirkan informasi dari teks laporan hasil observasi, eksposisi, dan prosedur yang berkaitan dengan bidang keahliannya.',
        [
          'Menentukan gagasan utama dan informasi pendukung dalam teks laporan hasil observasi.',
          'Membedakan fakta dan opini dalam teks eksposisi.',
          'Menjelaskan langkah-langkah dalam teks prosedur bidang keahlian.',
          'Menyimpulkan isi teks dengan bahasa sendiri.',
        ],
      ),
      el(
        'Menulis',
        'Peserta didik mampu menulis teks laporan dan teks eksposisi yang runtut dengan ejaan dan tata bahasa yang tepat.',
        [
          'Menyusun kerangka teks laporan hasil observasi.',
          'Menulis teks eksposisi dengan argumen yang didukung data.',
          'Menyunting tulisan sendiri sesuai kaidah ejaan.',
        ],
      ),
    ],
    F: [
      el(
        'Berbicara dan Mempresentasikan',
        'Peserta didik mampu menyampaikan gagasan, pendapat, dan laporan secara lisan dengan logis, santun, dan sesuai konteks dunia kerja.',
        [
          'Menyampaikan presentasi hasil kerja dengan struktur yang jelas.',
          'Menanggapi pertanyaan dan pendapat orang lain secara santun.',
          'Menggunakan bahasa formal dalam simulasi wawancara kerja.',
        ],
      ),
      el(
        'Menulis',
        'Peserta didik mampu menulis surat lamaran pekerjaan, daftar riwayat hidup, dan proposal kegiatan sesuai kaidah kebahasaan.',
        [
          'Menulis surat lamaran pekerjaan sesuai struktur dan kaidah kebahasaan.',
          'Menyusun daftar riwayat hidup yang menonjolkan kompetensi diri.',
          'Menyusun proposal kegiatan sederhana.',
        ],
      ),
    ],
  },
  // Matematika
  401000000: {
    E: [
      el(
        'Bilangan',
        'Peserta didik mampu menerapkan sifat eksponen dan logaritma serta menggunakan barisan dan deret untuk menyelesaikan masalah, termasuk bunga dan pertumbuhan.',
        [
          'Menyederhanakan bentuk eksponen menggunakan sifat-sifatnya.',
          'Menerapkan konsep logaritma untuk menyelesaikan persamaan sederhana.',
          'Menyelesaikan masalah bunga tunggal dan bunga majemuk.',
          'Menentukan suku ke-n dan jumlah deret aritmetika dan geometri.',
        ],
      ),
      el(
        'Aljabar dan Fungsi',
        'Peserta didik mampu menyelesaikan sistem persamaan dan pertidaksamaan linear serta memodelkan masalah kontekstual dengan fungsi.',
        [
          'Menyelesaikan sistem persamaan linear dua variabel.',
          'Memodelkan masalah kontekstual dalam bentuk pertidaksamaan linear.',
          'Menggambar grafik fungsi linear dan fungsi kuadrat.',
        ],
      ),
    ],
    F: [
      el(
        'Geometri dan Trigonometri',
        'Peserta didik mampu menerapkan perbandingan trigonometri pada segitiga siku-siku serta menghitung luas dan volume bangun ruang untuk masalah bidang keahlian.',
        [
          'Menentukan nilai perbandingan trigonometri pada segitiga siku-siku.',
          'Menerapkan trigonometri untuk menghitung tinggi dan jarak.',
          'Menghitung luas permukaan dan volume bangun ruang.',
        ],
      ),
      el(
        'Analisis Data dan Peluang',
        'Peserta didik mampu mengolah dan menyajikan data, menghitung ukuran pemusatan dan penyebaran, serta menentukan peluang suatu kejadian.',
        [
          'Menyajikan data dalam tabel dan diagram yang sesuai.',
          'Menghitung ukuran pemusatan data tunggal dan data berkelompok.',
          'Menentukan peluang suatu kejadian menggunakan kaidah pencacahan.',
        ],
      ),
    ],
  },
  // Bahasa Inggris
  300210000: {
    E: [
      el(
        'Menyimak dan Berbicara',
        'Peserta didik mampu berkomunikasi lisan dalam bahasa Inggris untuk memperkenalkan diri, menjelaskan kegiatan sehari-hari, dan memberi instruksi sederhana di tempat kerja.',
        [
          'Memperkenalkan diri dan orang lain dalam situasi formal.',
          'Menjelaskan rutinitas sehari-hari menggunakan simple present tense.',
          'Memberikan instruksi sederhana secara lisan dengan urutan yang jelas.',
        ],
      ),
    ],
    F: [
      el(
        'Menulis dan Mempresentasikan',
        'Peserta didik mampu menulis teks fungsional seperti surel, surat lamaran, dan laporan singkat dalam bahasa Inggris sesuai konteks dunia kerja.',
        [
          'Menulis surel formal untuk keperluan pekerjaan.',
          'Menyusun surat lamaran kerja dalam bahasa Inggris.',
          'Mempresentasikan laporan singkat kegiatan dalam bahasa Inggris.',
        ],
      ),
    ],
  },
  // Sejarah
  401230000: {
    E: [
      el(
        'Keterampilan Konsep Sejarah',
        'Peserta didik mampu memahami konsep dasar ilmu sejarah seperti manusia, ruang, waktu, diakronik, dan sinkronik, serta menerapkannya untuk menjelaskan peristiwa di sekitarnya.',
        [
          'Menjelaskan konsep ruang dan waktu dalam peristiwa sejarah.',
          'Membedakan cara berpikir diakronik dan sinkronik.',
          'Menelusuri sejarah lokal di lingkungan tempat tinggal.',
        ],
      ),
    ],
    F: [
      el(
        'Pemahaman Sejarah',
        'Peserta didik mampu menganalisis perjuangan bangsa Indonesia dari masa pergerakan nasional hingga mempertahankan kemerdekaan.',
        [
          'Menganalisis peran organisasi pergerakan nasional.',
          'Menjelaskan peristiwa seputar proklamasi kemerdekaan.',
          'Menyajikan kisah tokoh daerah dalam perjuangan mempertahankan kemerdekaan.',
        ],
      ),
    ],
  },
  // Pendidikan Jasmani, Olahraga, dan Kesehatan
  500010000: {
    E: [
      el(
        'Keterampilan Gerak',
        'Peserta didik mampu mempraktikkan keterampilan gerak spesifik permainan bola besar, atletik, dan aktivitas kebugaran dengan teknik yang benar.',
        [
          'Mempraktikkan teknik dasar mengoper dan menggiring dalam permainan bola besar.',
          'Mempraktikkan teknik lari jarak pendek dengan start yang benar.',
          'Melakukan latihan kebugaran jasmani untuk meningkatkan daya tahan.',
        ],
      ),
    ],
    F: [
      el(
        'Pemeliharaan Kesehatan',
        'Peserta didik mampu menganalisis pola hidup sehat, bahaya zat adiktif, dan kesehatan kerja, serta menerapkannya dalam kehidupan sehari-hari.',
        [
          'Menganalisis dampak penyalahgunaan zat adiktif bagi kesehatan.',
          'Menyusun menu makan seimbang untuk remaja yang aktif.',
          'Menerapkan sikap kerja ergonomis untuk mencegah cedera.',
        ],
      ),
    ],
  },
  // Seni Budaya
  600011000: {
    E: [
      el(
        'Mengalami dan Menciptakan',
        'Peserta didik mampu mengeksplorasi unsur seni rupa dan menciptakan karya dua dimensi yang mencerminkan budaya daerahnya.',
        [
          'Mengidentifikasi unsur dan prinsip seni rupa pada karya di sekitarnya.',
          'Membuat sketsa karya dua dimensi bertema budaya daerah.',
          'Mempresentasikan karya dan menanggapi karya teman dengan santun.',
        ],
      ),
    ],
  },
  // Muatan Lokal Bahasa Jawa
  300311900: {
    E: [
      el(
        'Membaca dan Menulis Aksara Jawa',
        'Peserta didik mampu membaca dan menulis kalimat sederhana beraksara Jawa serta memahami isi cerita rakyat berbahasa Jawa.',
        [
          'Membaca kalimat sederhana beraksara Jawa dengan lancar.',
          'Menulis kalimat sederhana menggunakan aksara Jawa dan pasangannya.',
          'Menjelaskan isi cerita rakyat berbahasa Jawa.',
        ],
      ),
    ],
    F: [
      el(
        'Berbicara dengan Unggah-ungguh',
        'Peserta didik mampu berbicara dalam bahasa Jawa krama sesuai unggah-ungguh dalam situasi formal.',
        [
          'Menggunakan bahasa Jawa krama dalam percakapan dengan orang yang lebih tua.',
          'Menyampaikan sesorah singkat berbahasa Jawa.',
          'Menerapkan unggah-ungguh dalam simulasi menerima tamu.',
        ],
      ),
    ],
  },
  // Informatika
  700106100: {
    E: [
      el(
        'Berpikir Komputasional',
        'Peserta didik mampu menerapkan berpikir komputasional untuk menyelesaikan persoalan sehari-hari melalui dekomposisi, pengenalan pola, dan penyusunan algoritma.',
        [
          'Menguraikan persoalan yang kompleks menjadi bagian-bagian kecil.',
          'Menyusun algoritma sederhana dalam bentuk diagram alir.',
          'Menerapkan struktur percabangan dan perulangan dalam program sederhana.',
        ],
      ),
      el(
        'Teknologi Informasi dan Komunikasi',
        'Peserta didik mampu memanfaatkan aplikasi perkantoran dan layanan daring untuk mengolah data dan berkolaborasi secara aman.',
        [
          'Mengolah data dengan fungsi dasar lembar kerja.',
          'Membuat dokumen laporan dengan format yang rapi.',
          'Menerapkan cara menjaga keamanan akun dan data pribadi.',
        ],
      ),
    ],
  },
  // Projek Ilmu Pengetahuan Alam dan Sosial
  401900000: {
    E: [
      el(
        'Menjelaskan Fenomena secara Ilmiah',
        'Peserta didik mampu menjelaskan fenomena alam dan sosial di lingkungan sekitar yang berkaitan dengan bidang keahliannya menggunakan konsep sains.',
        [
          'Menjelaskan perubahan wujud zat pada proses di bidang keahlian.',
          'Mengaitkan konsep energi dengan penggunaan peralatan sehari-hari.',
          'Menjelaskan dampak aktivitas manusia terhadap lingkungan.',
        ],
      ),
      el(
        'Merancang dan Melakukan Penyelidikan',
        'Peserta didik mampu merencanakan dan melakukan penyelidikan sederhana, mengolah data, dan menyajikan kesimpulan.',
        [
          'Merumuskan pertanyaan penyelidikan yang dapat diuji.',
          'Melakukan pengukuran dengan alat ukur yang tepat.',
          'Menyajikan data hasil penyelidikan dalam tabel dan grafik.',
        ],
      ),
    ],
  },
  // Projek Kreatif dan Kewirausahaan
  600070200: {
    F: [
      el(
        'Peluang Usaha dan Perancangan Produk',
        'Peserta didik mampu mengidentifikasi peluang usaha di bidang keahliannya dan merancang produk atau jasa berdasarkan kebutuhan pasar.',
        [
          'Mengidentifikasi peluang usaha dari kebutuhan masyarakat sekitar.',
          'Merancang produk atau jasa sesuai bidang keahlian.',
          'Menyusun rencana biaya produksi sederhana.',
        ],
      ),
      el(
        'Pemasaran dan Laporan Usaha',
        'Peserta didik mampu memasarkan produk secara daring dan luring serta menyusun laporan kegiatan usaha.',
        [
          'Membuat materi promosi produk untuk media sosial.',
          'Melakukan simulasi penjualan kepada pelanggan.',
          'Menyusun laporan keuangan sederhana kegiatan usaha.',
        ],
      ),
    ],
  },
  // Dasar-dasar Teknik Jaringan Komputer dan Telekomunikasi
  800000122: {
    E: [
      el(
        'Dasar Jaringan Komputer',
        'Peserta didik mampu memahami prinsip dasar jaringan komputer dan telekomunikasi, termasuk perangkat, media transmisi, dan pengalamatan IP.',
        [
          'Mengidentifikasi perangkat jaringan dan fungsinya.',
          'Membuat kabel UTP dengan susunan straight dan cross.',
          'Menentukan pengalamatan IP pada jaringan sederhana.',
          'Menerapkan K3LH saat bekerja dengan perangkat jaringan.',
        ],
      ),
      el(
        'Proses Bisnis dan Profesi',
        'Peserta didik mampu menjelaskan proses bisnis layanan jaringan dan telekomunikasi serta profesi dan peluang usaha di bidangnya.',
        [
          'Menjelaskan alur layanan pemasangan internet dari permintaan hingga serah terima.',
          'Mengidentifikasi profesi di bidang jaringan dan telekomunikasi.',
          'Menyebutkan peluang usaha jasa jaringan di lingkungan sekitar.',
        ],
      ),
    ],
  },
  // Dasar-dasar Pengembangan Perangkat Lunak dan Gim
  800000121: {
    E: [
      el(
        'Dasar Pemrograman',
        'Peserta didik mampu menerapkan logika dan algoritma pemrograman untuk membuat program sederhana dengan bahasa pemrograman terstruktur.',
        [
          'Menyusun algoritma untuk persoalan sederhana.',
          'Menggunakan variabel, tipe data, dan operator dalam program.',
          'Membuat program dengan percabangan dan perulangan.',
          'Menguji dan memperbaiki kesalahan program.',
        ],
      ),
      el(
        'Proses Bisnis dan Profesi',
        'Peserta didik mampu menjelaskan proses pengembangan perangkat lunak dan gim serta profesi di industri perangkat lunak.',
        [
          'Menjelaskan tahapan pengembangan perangkat lunak.',
          'Mengidentifikasi peran anggota tim dalam proyek perangkat lunak.',
          'Menjelaskan peluang usaha di bidang perangkat lunak dan gim.',
        ],
      ),
    ],
  },
  // Dasar-dasar Akuntansi dan Keuangan Lembaga
  800000139: {
    E: [
      el(
        'Dasar Akuntansi',
        'Peserta didik mampu memahami persamaan dasar akuntansi dan mencatat transaksi keuangan sederhana sesuai prinsip akuntansi.',
        [
          'Menjelaskan persamaan dasar akuntansi.',
          'Menganalisis pengaruh transaksi terhadap persamaan dasar akuntansi.',
          'Mencatat transaksi ke dalam jurnal umum.',
        ],
      ),
      el(
        'Etika Profesi dan K3LH',
        'Peserta didik mampu menerapkan etika profesi akuntan dan budaya kerja yang aman serta tertib di lingkungan kantor.',
        [
          'Menjelaskan prinsip etika profesi akuntan.',
          'Menerapkan tata kelola arsip keuangan yang tertib.',
          'Menerapkan K3LH di lingkungan kerja kantor.',
        ],
      ),
    ],
  },
  // Dasar-dasar Kimia Analisis
  800000113: {
    E: [
      el(
        'Dasar Kerja Laboratorium',
        'Peserta didik mampu menerapkan prosedur kerja laboratorium kimia yang aman, termasuk penggunaan alat, pengelolaan bahan, dan penanganan limbah.',
        [
          'Mengidentifikasi alat laboratorium dan fungsinya.',
          'Menerapkan prosedur keselamatan kerja di laboratorium.',
          'Membuat larutan dengan konsentrasi tertentu.',
          'Menangani limbah laboratorium sesuai ketentuan.',
        ],
      ),
      el(
        'Proses Bisnis Laboratorium',
        'Peserta didik mampu menjelaskan proses bisnis laboratorium pengujian dan peran analis kimia di industri.',
        [
          'Menjelaskan alur kerja laboratorium pengujian dari penerimaan sampel hingga laporan.',
          'Mengidentifikasi profesi analis kimia di berbagai industri.',
          'Menjelaskan pentingnya mutu dan standar dalam pengujian.',
        ],
      ),
    ],
  },
  // Teknik Komputer dan Jaringan
  800000216: {
    F: [
      el(
        'Administrasi Sistem Jaringan',
        'Peserta didik mampu mengonfigurasi layanan jaringan dan server, termasuk DHCP, DNS, dan web server, serta melakukan pemeliharaannya.',
        [
          'Menginstal sistem operasi server.',
          'Mengonfigurasi layanan DHCP dan DNS.',
          'Mengonfigurasi web server dan menguji aksesnya.',
          'Melakukan pencadangan dan pemulihan konfigurasi server.',
        ],
      ),
      el(
        'Keamanan Jaringan',
        'Peserta didik mampu menerapkan pengamanan jaringan dengan firewall, manajemen pengguna, dan pemantauan lalu lintas data.',
        [
          'Mengonfigurasi firewall untuk membatasi akses jaringan.',
          'Menerapkan manajemen akun pengguna dan hak akses.',
          'Memantau lalu lintas jaringan untuk mendeteksi gangguan.',
        ],
      ),
    ],
  },
  // Rekayasa Perangkat Lunak
  800000213: {
    F: [
      el(
        'Pemrograman Web',
        'Peserta didik mampu membuat aplikasi web dinamis yang terhubung ke basis data, mulai dari antarmuka, logika server, hingga pengujian.',
        [
          'Membuat halaman web responsif dengan HTML dan CSS.',
          'Membangun fitur tambah, ubah, hapus, dan tampil data yang terhubung ke basis data.',
          'Menerapkan validasi masukan pada formulir.',
          'Menguji aplikasi web dan memperbaiki kesalahan.',
        ],
      ),
      el(
        'Basis Data',
        'Peserta didik mampu merancang dan mengelola basis data relasional untuk kebutuhan aplikasi.',
        [
          'Merancang tabel dan relasi dari kebutuhan data.',
          'Menulis perintah SQL untuk mengolah data.',
          'Menerapkan normalisasi pada rancangan basis data.',
        ],
      ),
    ],
  },
  // Akuntansi
  800000252: {
    F: [
      el(
        'Akuntansi Perusahaan Dagang',
        'Peserta didik mampu mencatat transaksi perusahaan dagang hingga menyusun laporan keuangan sesuai standar yang berlaku.',
        [
          'Mencatat transaksi pembelian dan penjualan ke jurnal khusus.',
          'Menyusun neraca saldo dan jurnal penyesuaian.',
          'Menyusun laporan laba rugi dan laporan posisi keuangan.',
          'Menggunakan aplikasi akuntansi untuk mencatat transaksi.',
        ],
      ),
      el(
        'Perpajakan',
        'Peserta didik mampu menghitung dan melaporkan pajak penghasilan serta pajak pertambahan nilai yang sederhana.',
        [
          'Menghitung PPh Pasal 21 karyawan tetap.',
          'Menghitung PPN atas transaksi penjualan.',
          'Mengisi formulir pelaporan pajak secara elektronik.',
        ],
      ),
    ],
  },
  // Kimia Analisis
  800000191: {
    F: [
      el(
        'Analisis Kimia Kuantitatif',
        'Peserta didik mampu melakukan analisis kuantitatif secara titrimetri dan gravimetri serta mengolah data hasil pengujian.',
        [
          'Melakukan standardisasi larutan untuk titrasi.',
          'Menentukan kadar zat dengan metode titrimetri.',
          'Melakukan analisis gravimetri sesuai prosedur.',
          'Menghitung dan melaporkan hasil analisis dengan angka penting yang benar.',
        ],
      ),
      el(
        'Analisis Instrumen',
        'Peserta didik mampu mengoperasikan instrumen analisis seperti spektrofotometer dan merawat peralatannya.',
        [
          'Mengoperasikan spektrofotometer UV-Vis sesuai prosedur.',
          'Membuat kurva kalibrasi dari larutan standar.',
          'Melakukan perawatan harian instrumen analisis.',
        ],
      ),
    ],
  },
  // Bahasa Jepang (pilihan)
  300310400: {
    F: [
      el(
        'Komunikasi Lisan dan Tulis Dasar',
        'Peserta didik mampu berkomunikasi dalam bahasa Jepang sederhana untuk perkenalan, kegiatan sehari-hari, dan pelayanan tamu.',
        [
          'Memperkenalkan diri dalam bahasa Jepang dengan ungkapan yang sopan.',
          'Menyebutkan kegiatan sehari-hari menggunakan pola kalimat dasar.',
          'Membaca dan menulis huruf hiragana.',
        ],
      ),
    ],
  },
  // Bahasa Mandarin (pilihan)
  300310700: {
    F: [
      el(
        'Komunikasi Dasar',
        'Peserta didik mampu berkomunikasi dalam bahasa Mandarin sederhana dengan pelafalan dan nada yang tepat.',
        [
          'Melafalkan kosakata dengan nada yang tepat.',
          'Memperkenalkan diri dan keluarga dalam bahasa Mandarin.',
          'Menulis karakter Hanzi sederhana sesuai urutan goresan.',
        ],
      ),
    ],
  },
  // Matematika Tingkat Lanjut (pilihan)
  401002000: {
    F: [
      el(
        'Aljabar dan Fungsi Lanjut',
        'Peserta didik mampu menganalisis fungsi polinomial, fungsi eksponensial, dan limit fungsi untuk memodelkan masalah.',
        [
          'Menentukan akar-akar fungsi polinomial.',
          'Memodelkan pertumbuhan dan peluruhan dengan fungsi eksponensial.',
          'Menentukan nilai limit fungsi aljabar.',
        ],
      ),
    ],
  },
  // Bahasa Inggris Tingkat Lanjut (pilihan)
  300230000: {
    F: [
      el(
        'Membaca dan Menulis Akademik',
        'Peserta didik mampu memahami teks akademik berbahasa Inggris dan menulis esai argumentatif yang terstruktur.',
        [
          'Menentukan gagasan utama dan argumen dalam teks akademik.',
          'Menyusun kerangka esai argumentatif.',
          'Menulis esai argumentatif dengan transisi antarparagraf yang padu.',
        ],
      ),
    ],
  },
};

/**
 * Subjects of the Kurikulum Merdeka SMK structure in "A. Kelompok Mata Pelajaran Umum" (16), in
 * report order; every other academic subject belongs to "B. Kelompok Mata Pelajaran Kejuruan" (17).
 */
export const DEMO_UMUM_ORDER: readonly number[] = [
  100011070, 100012050, 100013010, 100015010, 100014140, 100016010, 200010300, 300110000, 500010000,
  401230000, 600011000, 300311900,
];

/** Report order of the kejuruan group; the programme subjects come after these. */
export const DEMO_KEJURUAN_ORDER: readonly number[] = [401000000, 300210000, 700106100, 401900000];
