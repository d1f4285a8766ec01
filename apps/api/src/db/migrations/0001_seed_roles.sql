-- The roles of e-Rapor SMK; ids are stable so role_user rows can be replicated between installs.
INSERT INTO "roles" ("role_id", "name", "display_name") VALUES
  (1, 'admin', 'Administrator'),
  (2, 'tu', 'Tata Usaha'),
  (3, 'guru', 'Guru'),
  (4, 'siswa', 'Peserta Didik'),
  (5, 'user', 'Asesor'),
  (6, 'waka', 'Waka Kurikulum'),
  (7, 'kaprog', 'Kepala Program'),
  (8, 'internal', 'Penguji Internal UKK'),
  (9, 'wali', 'Wali Kelas'),
  (10, 'pilihan', 'Wali Kelas Matpel Pilihan'),
  (11, 'guru-p5', 'Koordinator P5'),
  (12, 'pembimbing', 'Pembimbing PKL'),
  (13, 'pembina_ekskul', 'Pembina Ekstrakurikuler');
