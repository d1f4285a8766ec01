-- Fixed national lists the product needs before any Dapodik pull (facts of the national reference).
INSERT INTO "ref_agama" ("agama_id", "nama") VALUES
  (1, 'Islam'), (2, 'Kristen'), (3, 'Katholik'), (4, 'Hindu'), (5, 'Buddha'), (6, 'Kong Hu Chu'),
  (7, 'Kepercayaan kpd Tuhan YME'), (98, 'Tidak diisi'), (99, 'Lainnya');
--> statement-breakpoint
INSERT INTO "ref_kelompok" ("kelompok_id", "nama", "kurikulum", "kkm") VALUES
  (1, 'Kelompok A (Wajib)', 2013, 60),
  (2, 'Kelompok B (Wajib)', 2013, 60),
  (3, 'Kelompok C1 (Dasar Bidang Keahlian)', 2013, 60),
  (4, 'Kelompok C2 (Dasar Program Keahlian)', 2013, 65),
  (5, 'Kelompok C3 (Kompetensi Keahlian)', 2013, 65),
  (6, 'A. Muatan Nasional', 2017, 60),
  (7, 'B. Muatan Kewilayahan', 2017, 60),
  (8, 'C1. Dasar Bidang Keahlian', 2017, 60),
  (9, 'C2. Dasar Program Keahlian', 2017, 65),
  (10, 'C3. Kompetensi Keahlian', 2017, 65),
  (11, 'Normatif', 2006, 60),
  (12, 'Adaptif', 2006, 60),
  (13, 'Produktif', 2006, 65),
  (14, 'Umum', 2021, 60),
  (15, 'Kejuruan', 2021, 65),
  (16, 'A. Kelompok Mata Pelajaran Umum', 2022, NULL),
  (17, 'B. Kelompok Mata Pelajaran Kejuruan', 2022, NULL),
  (99, 'Muatan Lokal', 0, 60);
