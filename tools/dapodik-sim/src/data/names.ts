/**
 * Indonesian personal names by cultural background, with a typical religion mix and
 * typical birth places. Region codes are Kemendagri kabupaten/kota codes (the first four
 * digits of a NIK). All lists are hand-written for the simulator.
 */

export interface Culture {
  key: string;
  /** Share of the school population. */
  weight: number;
  /** [agama_id, weight] */
  religion: readonly (readonly [number, number])[];
  male: readonly string[];
  female: readonly string[];
  /** Second names by gender (Javanese-style), used when there is no family name. */
  maleLast: readonly string[];
  femaleLast: readonly string[];
  /** Family names (marga, Chinese-Indonesian or eastern surnames), any gender. */
  family?: readonly string[];
  prefixMale?: readonly string[];
  prefixFemale?: readonly string[];
  /** [kabupaten code, birth-place name] */
  places: readonly (readonly [string, string])[];
}

/** Splits a comma-separated list (keeps the data compact). */
function list(text: string): string[] {
  return text.split(',').map((item) => item.trim());
}

/** Parses "code:NAME, code:NAME". */
function places(text: string): (readonly [string, string])[] {
  return list(text).map((item) => {
    const [code = '', name = ''] = item.split(':');
    return [code, name] as const;
  });
}

const MUSLIM_MALE = list('Muhammad, Ahmad, Rizky, Fikri, Naufal, Haikal, Daffa, Raihan');
const MUSLIM_FEMALE = list('Aisyah, Zahra, Khairunnisa, Nayla, Syifa, Alya, Keisha');
const CHRISTIAN_MALE = list('Yohanes, Daniel, Samuel, Andreas, Jonathan, Christian, Yosua');
const CHRISTIAN_FEMALE = list('Maria, Debora, Grace, Yohana, Ruth, Kristina, Agnes');

export const CULTURES: readonly Culture[] = [
  {
    key: 'jawa',
    weight: 52,
    religion: [
      [1, 95],
      [2, 2],
      [3, 3],
    ],
    male: [
      ...list(
        'Agus, Bambang, Budi, Dwi, Eko, Joko, Slamet, Sigit, Wahyu, Yoga, Bagus, Aditya, Fajar, Galih, Bayu, Dimas, Arief, Teguh, Wisnu, Ilham, Danang, Anggit, Satrio, Rizky, Gilang, Hendra',
      ),
      ...MUSLIM_MALE,
    ],
    female: [
      ...list(
        'Sri, Dewi, Rina, Ayu, Wulan, Endah, Fitri, Retno, Nur, Putri, Siti, Indah, Anisa, Dyah, Ratna, Nabila, Aulia, Salsabila, Kirana, Laras, Tiara, Dinda',
      ),
      ...MUSLIM_FEMALE,
    ],
    maleLast: list(
      'Santoso, Setiawan, Wibowo, Prasetyo, Nugroho, Saputra, Hidayat, Kurniawan, Susanto, Purnomo, Utomo, Pratama, Firmansyah, Ramadhan, Wicaksono, Darmawan',
    ),
    femaleLast: list(
      'Handayani, Rahmawati, Lestari, Wulandari, Kusumawati, Pratiwi, Safitri, Puspitasari, Anggraini, Permatasari, Maharani, Novitasari, Rahayu',
    ),
    places: places(
      '3404:SLEMAN, 3471:YOGYAKARTA, 3402:BANTUL, 3310:KLATEN, 3308:MAGELANG, 3401:KULON PROGO, 3403:GUNUNGKIDUL, 3372:SURAKARTA',
    ),
  },
  {
    key: 'sunda',
    weight: 9,
    religion: [[1, 100]],
    male: list('Asep, Ujang, Dadang, Cecep, Jajang, Deden, Wawan, Yayan, Ridwan, Fauzan, Rizal'),
    female: list('Euis, Neneng, Iis, Yeni, Rini, Nurul, Resti, Tika, Elis, Siti'),
    maleLast: list('Saepudin, Hermawan, Sopian, Kurnia, Permana, Sudrajat, Gunawan, Hidayat'),
    femaleLast: list('Komalasari, Nurhayati, Sumarni, Rosmiati, Kartika, Nuraeni, Marlina'),
    places: places('3273:BANDUNG, 3205:GARUT, 3206:TASIKMALAYA, 3211:SUMEDANG'),
  },
  {
    key: 'batak',
    weight: 6,
    religion: [
      [2, 65],
      [3, 12],
      [1, 23],
    ],
    male: [...list('Rudi, Togar, Parlindungan, Hotman, Martin, Roy, Benny'), ...CHRISTIAN_MALE],
    female: [...list('Rosmawati, Lamtiur, Tiurma, Rotua, Sarah, Lenny'), ...CHRISTIAN_FEMALE],
    maleLast: [],
    femaleLast: [],
    family: list(
      'Sihombing, Simanjuntak, Nainggolan, Siregar, Hutapea, Pardede, Sitorus, Manurung, Situmorang, Tampubolon, Nasution, Lubis, Harahap, Panjaitan',
    ),
    places: places('1275:MEDAN, 1212:TOBA, 1205:TAPANULI UTARA, 1273:PEMATANGSIANTAR'),
  },
  {
    key: 'minang',
    weight: 5,
    religion: [[1, 100]],
    male: list('Rahmat, Fauzi, Hafiz, Arif, Zulkifli, Yusrizal, Irfan, Andika, Fadli'),
    female: list('Rahmi, Yuliani, Nadia, Rahma, Vivi, Zahra, Hanifah, Dina, Mutia'),
    maleLast: list('Hidayat, Putra, Syahputra, Efendi, Amri, Hamdani, Zulfikar'),
    femaleLast: list('Putri, Yanti, Sari, Wahyuni, Rahmadani, Syafitri'),
    places: places('1371:PADANG, 1306:AGAM, 1375:BUKITTINGGI'),
  },
  {
    key: 'bugis',
    weight: 3,
    religion: [[1, 100]],
    male: [...list('Syamsul, Arifin, Haris, Akbar, Fadel, Anwar, Ilham'), ...MUSLIM_MALE],
    female: list('Nurhaeda, Sitti, Hasnah, Fatimah, Asriani, Hasmawati, Nurul'),
    maleLast: list('Rahman, Amiruddin, Saleh, Hamzah, Baso, Ishak, Mappiare'),
    femaleLast: list('Nurhayati, Amalia, Ramadhani, Tenriola, Syamsuddin'),
    prefixMale: list('Andi'),
    places: places('7371:MAKASSAR, 7308:BONE, 7313:WAJO'),
  },
  {
    key: 'bali',
    weight: 5,
    religion: [
      [4, 96],
      [1, 2],
      [2, 2],
    ],
    male: list('Wayan, Agus, Gede, Arya, Dharma, Surya, Adi, Krisna, Wira, Yoga'),
    female: list('Ayu, Sri, Dewi, Ratih, Sukma, Indah, Tari, Widya, Mas'),
    maleLast: list('Suarjana, Wiratama, Mahendra, Sudarsana, Putra, Artawan, Suardana'),
    femaleLast: list('Lestari, Suastini, Wahyuni, Pradnyani, Purnamasari, Astiti'),
    prefixMale: list('I Putu, I Made, I Kadek, I Komang, I Ketut, I Gede, I Wayan'),
    prefixFemale: list('Ni Putu, Ni Made, Ni Kadek, Ni Komang, Ni Luh, Ni Ketut'),
    places: places('5104:GIANYAR, 5171:DENPASAR, 5102:TABANAN, 5108:BULELENG'),
  },
  {
    key: 'tionghoa',
    weight: 6,
    religion: [
      [5, 38],
      [2, 28],
      [3, 22],
      [6, 12],
    ],
    male: list('Kevin, Steven, William, Jason, Michael, Hendra, Felix, Vincent, Edward, Ryan'),
    female: list('Jessica, Michelle, Angela, Stephanie, Natalia, Cindy, Vivian, Lidya, Melinda'),
    maleLast: [],
    femaleLast: [],
    family: list(
      'Wijaya, Tanoto, Gunawan, Halim, Santoso, Salim, Tanjaya, Hartono, Kurniadi, Sutanto, Lim, Tan, Liem, Kusuma, Hadinata',
    ),
    places: places('3374:SEMARANG, 3578:SURABAYA, 3173:JAKARTA BARAT, 3471:YOGYAKARTA'),
  },
  {
    key: 'manado',
    weight: 3,
    religion: [
      [2, 85],
      [3, 10],
      [1, 5],
    ],
    male: [...list('Frangky, Stenly, Rivaldo, Gerald, Marcel'), ...CHRISTIAN_MALE],
    female: [...list('Injilia, Meyni, Sharon, Stevani, Claudia'), ...CHRISTIAN_FEMALE],
    maleLast: [],
    femaleLast: [],
    family: list(
      'Wenas, Lumempouw, Mandagi, Rumengan, Pangemanan, Sondakh, Kalalo, Rompas, Karundeng',
    ),
    places: places('7171:MANADO, 7102:MINAHASA, 7172:BITUNG'),
  },
  {
    key: 'flores',
    weight: 4,
    religion: [
      [3, 88],
      [2, 5],
      [1, 7],
    ],
    male: list('Fransiskus, Aloysius, Petrus, Yosef, Agustinus, Paulus, Kristoforus, Yohanes'),
    female: list('Maria, Theresia, Yosefina, Agnes, Veronika, Bernadeta, Elisabeth, Margareta'),
    maleLast: [],
    femaleLast: [],
    family: list('Da Costa, Da Silva, Parera, Wuwur, Kewa, Sogen, Lamak, Fernandez, Bura, Goa'),
    places: places('5307:MAUMERE, 5308:ENDE, 5306:LARANTUKA'),
  },
  {
    key: 'betawi',
    weight: 7,
    religion: [[1, 100]],
    male: [...list('Abdul, Zaki, Fahri, Rafi, Alif, Bima'), ...MUSLIM_MALE],
    female: [...list('Azzahra, Nadhira, Najwa, Aurel, Citra'), ...MUSLIM_FEMALE],
    maleLast: list('Ramadhan, Firmansyah, Maulana, Fadillah, Hakim, Akbar, Alfarizi'),
    femaleLast: list('Ramadhani, Aprilia, Febriani, Maharani, Rahmadhani, Oktaviani'),
    places: places('3175:JAKARTA TIMUR, 3275:BEKASI, 3276:DEPOK, 3174:JAKARTA SELATAN'),
  },
];

/** Most pupils of the simulated school were born near the school (Sleman, D.I. Yogyakarta). */
export const LOCAL_PLACES: readonly (readonly [string, string])[] = [
  ['3404', 'SLEMAN'],
  ['3471', 'YOGYAKARTA'],
  ['3402', 'BANTUL'],
];

export const CHRISTIAN_FIRST = { male: CHRISTIAN_MALE, female: CHRISTIAN_FEMALE };
export const MUSLIM_FIRST = { male: MUSLIM_MALE, female: MUSLIM_FEMALE };

export const STREETS: readonly string[] = list(
  'Jl. Kaliurang, Jl. Magelang, Jl. Godean, Jl. Wonosari, Jl. Parangtritis, Jl. Palagan Tentara Pelajar, Jl. Gejayan, Jl. Seturan Raya, Jl. Monjali, Jl. Solo',
);

export const DUSUN: readonly string[] = list(
  'Krajan, Karangasem, Ngaglik, Sinduharjo, Condongcatur, Maguwoharjo, Caturtunggal, Sardonoharjo, Wedomartani, Tirtomartani, Purwomartani, Sendangadi',
);

export const SMP_NAMES: readonly string[] = list(
  'SMP NEGERI 1 DEPOK, SMP NEGERI 2 DEPOK, SMP NEGERI 3 DEPOK, SMP NEGERI 4 SLEMAN, SMP NEGERI 1 NGAGLIK, SMP NEGERI 2 MLATI, SMP MUHAMMADIYAH 1 SLEMAN, SMP KANISIUS KALASAN, MTS NEGERI 1 SLEMAN, SMP IT AL-HUDA, SMP NEGERI 5 YOGYAKARTA, SMP BOPKRI 2 YOGYAKARTA, SMP NEGERI 1 KALASAN, SMP PGRI MLATI',
);

export const UNIVERSITIES: readonly string[] = list(
  'Universitas Negeri Yogyakarta, Universitas Gadjah Mada, Universitas Sanata Dharma, Universitas Ahmad Dahlan, Universitas PGRI Yogyakarta, UIN Sunan Kalijaga, Universitas Negeri Semarang, Universitas Pendidikan Indonesia, Universitas Sebelas Maret, Universitas Amikom Yogyakarta, Universitas Islam Indonesia, Universitas Atma Jaya Yogyakarta',
);
