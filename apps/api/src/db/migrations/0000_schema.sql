CREATE TABLE "login_throttle" (
	"key" varchar(300) PRIMARY KEY NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"attempts" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "password_reset" (
	"token_hash" varchar(64) PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "refresh_token" (
	"token_hash" varchar(64) PRIMARY KEY NOT NULL,
	"family_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"semester_id" varchar(5) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "role_user" (
	"user_id" uuid NOT NULL,
	"role_id" smallint NOT NULL,
	"semester_id" varchar(5) NOT NULL,
	CONSTRAINT "role_user_user_id_role_id_semester_id_pk" PRIMARY KEY("user_id","role_id","semester_id")
);
--> statement-breakpoint
CREATE TABLE "roles" (
	"role_id" smallint PRIMARY KEY NOT NULL,
	"name" varchar(30) NOT NULL,
	"display_name" varchar(60) NOT NULL,
	CONSTRAINT "roles_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"user_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"sekolah_id" uuid NOT NULL,
	"name" varchar(150) NOT NULL,
	"email" varchar(254) NOT NULL,
	"username" varchar(30),
	"password_hash" text,
	"initial_password_enc" text,
	"guru_id" uuid,
	"peserta_didik_id" uuid,
	"photo" "bytea",
	"photo_mime" varchar(20),
	"active" boolean DEFAULT true NOT NULL,
	"last_login_at" timestamp with time zone,
	"last_login_ip" varchar(64),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "akt_pd" (
	"akt_pd_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"sekolah_id" uuid NOT NULL,
	"mou_id" uuid NOT NULL,
	"judul_akt_pd" varchar(250) NOT NULL,
	"sk_tugas" varchar(100),
	"tgl_sk_tugas" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "anggota_akt_pd" (
	"anggota_akt_pd_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"akt_pd_id" uuid NOT NULL,
	"peserta_didik_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "asesor" (
	"asesor_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"sekolah_id" uuid NOT NULL,
	"guru_id" uuid NOT NULL,
	"dudi_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "bimbing_pd" (
	"bimbing_pd_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"akt_pd_id" uuid NOT NULL,
	"guru_id" uuid NOT NULL,
	"urutan" smallint DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "dudi" (
	"dudi_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"sekolah_id" uuid NOT NULL,
	"nama" varchar(150) NOT NULL,
	"bidang_usaha" varchar(150),
	"alamat" text,
	"kota" varchar(100),
	"telepon" varchar(30),
	"email" varchar(254),
	"npwp" varchar(20),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "mou" (
	"mou_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"sekolah_id" uuid NOT NULL,
	"dudi_id" uuid NOT NULL,
	"nomor_mou" varchar(100) NOT NULL,
	"judul_mou" varchar(250) NOT NULL,
	"tanggal_mulai" date NOT NULL,
	"tanggal_selesai" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "guru" (
	"guru_id" uuid PRIMARY KEY NOT NULL,
	"sekolah_id" uuid NOT NULL,
	"nama" varchar(150) NOT NULL,
	"gelar_depan" varchar(50),
	"gelar_belakang" varchar(80),
	"nuptk" varchar(16),
	"nip" varchar(18),
	"nik" varchar(16),
	"jenis_kelamin" varchar(1),
	"tempat_lahir" varchar(100),
	"tanggal_lahir" date,
	"agama_id" smallint,
	"jenis_ptk_id" smallint NOT NULL,
	"status_kepegawaian_id" smallint,
	"pendidikan_terakhir" varchar(20),
	"email" varchar(254),
	"no_hp" varchar(30),
	"is_dapodik" smallint DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "kasek" (
	"sekolah_id" uuid NOT NULL,
	"semester_id" varchar(5) NOT NULL,
	"guru_id" uuid NOT NULL,
	"jabatan" text DEFAULT 'Kepala Sekolah' NOT NULL,
	CONSTRAINT "kasek_sekolah_id_semester_id_pk" PRIMARY KEY("sekolah_id","semester_id")
);
--> statement-breakpoint
CREATE TABLE "ptk_keluar" (
	"guru_id" uuid NOT NULL,
	"sekolah_id" uuid NOT NULL,
	"semester_id" varchar(5) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ptk_keluar_guru_id_semester_id_pk" PRIMARY KEY("guru_id","semester_id")
);
--> statement-breakpoint
CREATE TABLE "pd_keluar" (
	"peserta_didik_id" uuid NOT NULL,
	"sekolah_id" uuid NOT NULL,
	"semester_id" varchar(5) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pd_keluar_peserta_didik_id_semester_id_pk" PRIMARY KEY("peserta_didik_id","semester_id")
);
--> statement-breakpoint
CREATE TABLE "peserta_didik" (
	"peserta_didik_id" uuid PRIMARY KEY NOT NULL,
	"sekolah_id" uuid NOT NULL,
	"nama" varchar(150) NOT NULL,
	"no_induk" varchar(30),
	"nisn" varchar(10),
	"nik" varchar(16),
	"jenis_kelamin" varchar(1),
	"tempat_lahir" varchar(100),
	"tanggal_lahir" date,
	"agama_id" smallint,
	"status" varchar(50) DEFAULT 'Anak Kandung' NOT NULL,
	"anak_ke" smallint,
	"alamat" text,
	"no_telp" varchar(30),
	"no_hp" varchar(30),
	"sekolah_asal" varchar(150),
	"diterima_kelas" varchar(50),
	"diterima" date,
	"email" varchar(254),
	"nama_ayah" varchar(150),
	"nama_ibu" varchar(150),
	"kerja_ayah" integer,
	"kerja_ibu" integer,
	"nama_wali" varchar(150),
	"alamat_wali" text,
	"telp_wali" varchar(30),
	"kerja_wali" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "ref_agama" (
	"agama_id" smallint PRIMARY KEY NOT NULL,
	"nama" varchar(50) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ref_jenis_ptk" (
	"jenis_ptk_id" smallint PRIMARY KEY NOT NULL,
	"nama" varchar(100) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ref_jurusan" (
	"jurusan_id" varchar(25) PRIMARY KEY NOT NULL,
	"nama" varchar(200) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ref_kelompok" (
	"kelompok_id" smallint PRIMARY KEY NOT NULL,
	"nama" varchar(100) NOT NULL,
	"kurikulum" smallint NOT NULL,
	"kkm" smallint
);
--> statement-breakpoint
CREATE TABLE "ref_kurikulum" (
	"kurikulum_id" integer PRIMARY KEY NOT NULL,
	"nama" varchar(200) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ref_mata_pelajaran" (
	"mata_pelajaran_id" integer PRIMARY KEY NOT NULL,
	"nama" varchar(200) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ref_pekerjaan" (
	"pekerjaan_id" integer PRIMARY KEY NOT NULL,
	"nama" varchar(100) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ref_wilayah" (
	"kode_wilayah" varchar(10) PRIMARY KEY NOT NULL,
	"nama" varchar(150) NOT NULL,
	"induk" text,
	"aktif" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "anggota_rombel" (
	"anggota_rombel_id" uuid PRIMARY KEY NOT NULL,
	"sekolah_id" uuid NOT NULL,
	"semester_id" varchar(5) NOT NULL,
	"rombongan_belajar_id" uuid NOT NULL,
	"peserta_didik_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "ekstrakurikuler" (
	"ekstrakurikuler_id" uuid PRIMARY KEY NOT NULL,
	"sekolah_id" uuid NOT NULL,
	"semester_id" varchar(5) NOT NULL,
	"nama_ekskul" varchar(150) NOT NULL,
	"guru_id" uuid,
	"rombongan_belajar_id" uuid,
	"alamat_ekskul" varchar(150),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "pembelajaran" (
	"pembelajaran_id" uuid PRIMARY KEY NOT NULL,
	"sekolah_id" uuid NOT NULL,
	"semester_id" varchar(5) NOT NULL,
	"rombongan_belajar_id" uuid NOT NULL,
	"guru_id" uuid,
	"guru_pengajar_id" uuid,
	"mata_pelajaran_id" integer NOT NULL,
	"nama_mata_pelajaran" varchar(150) NOT NULL,
	"kelompok_id" smallint,
	"no_urut" smallint,
	"kkm" smallint,
	"induk_pembelajaran_id" uuid,
	"bobot_sumatif_materi" smallint DEFAULT 1 NOT NULL,
	"bobot_sumatif_akhir" smallint DEFAULT 1 NOT NULL,
	"is_dapodik" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "rombel_4_tahun" (
	"rombongan_belajar_id" uuid NOT NULL,
	"sekolah_id" uuid NOT NULL,
	"semester_id" varchar(5) NOT NULL,
	CONSTRAINT "rombel_4_tahun_rombongan_belajar_id_semester_id_pk" PRIMARY KEY("rombongan_belajar_id","semester_id")
);
--> statement-breakpoint
CREATE TABLE "rombongan_belajar" (
	"rombongan_belajar_id" uuid PRIMARY KEY NOT NULL,
	"sekolah_id" uuid NOT NULL,
	"semester_id" varchar(5) NOT NULL,
	"nama" varchar(50) NOT NULL,
	"tingkat" smallint NOT NULL,
	"jenis_rombel" smallint NOT NULL,
	"jurusan_id" varchar(25),
	"kurikulum_id" integer,
	"guru_id" uuid,
	"kunci_nilai" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sekolah" (
	"sekolah_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"npsn" varchar(8) NOT NULL,
	"nama" varchar(150) NOT NULL,
	"alamat" text,
	"bentuk_pendidikan_id" smallint DEFAULT 15 NOT NULL,
	"semester_id" varchar(5) NOT NULL,
	"is_demo" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "sekolah_npsn_unique" UNIQUE("npsn")
);
--> statement-breakpoint
CREATE TABLE "semester" (
	"semester_id" varchar(5) PRIMARY KEY NOT NULL,
	"tahun_ajaran_id" integer NOT NULL,
	"nama" varchar(20) NOT NULL,
	"semester" smallint NOT NULL,
	"periode_aktif" boolean DEFAULT false NOT NULL,
	"tanggal_mulai" date NOT NULL,
	"tanggal_selesai" date NOT NULL,
	CONSTRAINT "semester_parity" CHECK ("semester"."semester" in (1, 2))
);
--> statement-breakpoint
CREATE TABLE "tahun_ajaran" (
	"tahun_ajaran_id" integer PRIMARY KEY NOT NULL,
	"nama" varchar(10) NOT NULL,
	"periode_aktif" boolean DEFAULT false NOT NULL,
	"tanggal_mulai" date NOT NULL,
	"tanggal_selesai" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "settings" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" varchar(100) NOT NULL,
	"value" text,
	"sekolah_id" uuid,
	"semester_id" varchar(5),
	CONSTRAINT "settings_scope" UNIQUE NULLS NOT DISTINCT("key","sekolah_id","semester_id")
);
--> statement-breakpoint
CREATE TABLE "sync_run" (
	"sync_run_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"sekolah_id" uuid NOT NULL,
	"semester_id" varchar(5) NOT NULL,
	"user_id" uuid,
	"data_sets" jsonb NOT NULL,
	"status" varchar(10) NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"summary" jsonb,
	"log" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"error" text,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "password_reset" ADD CONSTRAINT "password_reset_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_token" ADD CONSTRAINT "refresh_token_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_token" ADD CONSTRAINT "refresh_token_semester_id_semester_semester_id_fk" FOREIGN KEY ("semester_id") REFERENCES "public"."semester"("semester_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role_user" ADD CONSTRAINT "role_user_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role_user" ADD CONSTRAINT "role_user_role_id_roles_role_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("role_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role_user" ADD CONSTRAINT "role_user_semester_id_semester_semester_id_fk" FOREIGN KEY ("semester_id") REFERENCES "public"."semester"("semester_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_sekolah_id_sekolah_sekolah_id_fk" FOREIGN KEY ("sekolah_id") REFERENCES "public"."sekolah"("sekolah_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "akt_pd" ADD CONSTRAINT "akt_pd_sekolah_id_sekolah_sekolah_id_fk" FOREIGN KEY ("sekolah_id") REFERENCES "public"."sekolah"("sekolah_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "akt_pd" ADD CONSTRAINT "akt_pd_mou_id_mou_mou_id_fk" FOREIGN KEY ("mou_id") REFERENCES "public"."mou"("mou_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "anggota_akt_pd" ADD CONSTRAINT "anggota_akt_pd_akt_pd_id_akt_pd_akt_pd_id_fk" FOREIGN KEY ("akt_pd_id") REFERENCES "public"."akt_pd"("akt_pd_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "anggota_akt_pd" ADD CONSTRAINT "anggota_akt_pd_peserta_didik_id_peserta_didik_peserta_didik_id_fk" FOREIGN KEY ("peserta_didik_id") REFERENCES "public"."peserta_didik"("peserta_didik_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asesor" ADD CONSTRAINT "asesor_sekolah_id_sekolah_sekolah_id_fk" FOREIGN KEY ("sekolah_id") REFERENCES "public"."sekolah"("sekolah_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asesor" ADD CONSTRAINT "asesor_guru_id_guru_guru_id_fk" FOREIGN KEY ("guru_id") REFERENCES "public"."guru"("guru_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asesor" ADD CONSTRAINT "asesor_dudi_id_dudi_dudi_id_fk" FOREIGN KEY ("dudi_id") REFERENCES "public"."dudi"("dudi_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bimbing_pd" ADD CONSTRAINT "bimbing_pd_akt_pd_id_akt_pd_akt_pd_id_fk" FOREIGN KEY ("akt_pd_id") REFERENCES "public"."akt_pd"("akt_pd_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bimbing_pd" ADD CONSTRAINT "bimbing_pd_guru_id_guru_guru_id_fk" FOREIGN KEY ("guru_id") REFERENCES "public"."guru"("guru_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dudi" ADD CONSTRAINT "dudi_sekolah_id_sekolah_sekolah_id_fk" FOREIGN KEY ("sekolah_id") REFERENCES "public"."sekolah"("sekolah_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mou" ADD CONSTRAINT "mou_sekolah_id_sekolah_sekolah_id_fk" FOREIGN KEY ("sekolah_id") REFERENCES "public"."sekolah"("sekolah_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mou" ADD CONSTRAINT "mou_dudi_id_dudi_dudi_id_fk" FOREIGN KEY ("dudi_id") REFERENCES "public"."dudi"("dudi_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guru" ADD CONSTRAINT "guru_sekolah_id_sekolah_sekolah_id_fk" FOREIGN KEY ("sekolah_id") REFERENCES "public"."sekolah"("sekolah_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kasek" ADD CONSTRAINT "kasek_sekolah_id_sekolah_sekolah_id_fk" FOREIGN KEY ("sekolah_id") REFERENCES "public"."sekolah"("sekolah_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kasek" ADD CONSTRAINT "kasek_semester_id_semester_semester_id_fk" FOREIGN KEY ("semester_id") REFERENCES "public"."semester"("semester_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kasek" ADD CONSTRAINT "kasek_guru_id_guru_guru_id_fk" FOREIGN KEY ("guru_id") REFERENCES "public"."guru"("guru_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ptk_keluar" ADD CONSTRAINT "ptk_keluar_guru_id_guru_guru_id_fk" FOREIGN KEY ("guru_id") REFERENCES "public"."guru"("guru_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ptk_keluar" ADD CONSTRAINT "ptk_keluar_sekolah_id_sekolah_sekolah_id_fk" FOREIGN KEY ("sekolah_id") REFERENCES "public"."sekolah"("sekolah_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ptk_keluar" ADD CONSTRAINT "ptk_keluar_semester_id_semester_semester_id_fk" FOREIGN KEY ("semester_id") REFERENCES "public"."semester"("semester_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pd_keluar" ADD CONSTRAINT "pd_keluar_peserta_didik_id_peserta_didik_peserta_didik_id_fk" FOREIGN KEY ("peserta_didik_id") REFERENCES "public"."peserta_didik"("peserta_didik_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pd_keluar" ADD CONSTRAINT "pd_keluar_sekolah_id_sekolah_sekolah_id_fk" FOREIGN KEY ("sekolah_id") REFERENCES "public"."sekolah"("sekolah_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pd_keluar" ADD CONSTRAINT "pd_keluar_semester_id_semester_semester_id_fk" FOREIGN KEY ("semester_id") REFERENCES "public"."semester"("semester_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "peserta_didik" ADD CONSTRAINT "peserta_didik_sekolah_id_sekolah_sekolah_id_fk" FOREIGN KEY ("sekolah_id") REFERENCES "public"."sekolah"("sekolah_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "anggota_rombel" ADD CONSTRAINT "anggota_rombel_sekolah_id_sekolah_sekolah_id_fk" FOREIGN KEY ("sekolah_id") REFERENCES "public"."sekolah"("sekolah_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "anggota_rombel" ADD CONSTRAINT "anggota_rombel_semester_id_semester_semester_id_fk" FOREIGN KEY ("semester_id") REFERENCES "public"."semester"("semester_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "anggota_rombel" ADD CONSTRAINT "anggota_rombel_rombongan_belajar_id_rombongan_belajar_rombongan_belajar_id_fk" FOREIGN KEY ("rombongan_belajar_id") REFERENCES "public"."rombongan_belajar"("rombongan_belajar_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "anggota_rombel" ADD CONSTRAINT "anggota_rombel_peserta_didik_id_peserta_didik_peserta_didik_id_fk" FOREIGN KEY ("peserta_didik_id") REFERENCES "public"."peserta_didik"("peserta_didik_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ekstrakurikuler" ADD CONSTRAINT "ekstrakurikuler_sekolah_id_sekolah_sekolah_id_fk" FOREIGN KEY ("sekolah_id") REFERENCES "public"."sekolah"("sekolah_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ekstrakurikuler" ADD CONSTRAINT "ekstrakurikuler_semester_id_semester_semester_id_fk" FOREIGN KEY ("semester_id") REFERENCES "public"."semester"("semester_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ekstrakurikuler" ADD CONSTRAINT "ekstrakurikuler_guru_id_guru_guru_id_fk" FOREIGN KEY ("guru_id") REFERENCES "public"."guru"("guru_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ekstrakurikuler" ADD CONSTRAINT "ekstrakurikuler_rombongan_belajar_id_rombongan_belajar_rombongan_belajar_id_fk" FOREIGN KEY ("rombongan_belajar_id") REFERENCES "public"."rombongan_belajar"("rombongan_belajar_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pembelajaran" ADD CONSTRAINT "pembelajaran_sekolah_id_sekolah_sekolah_id_fk" FOREIGN KEY ("sekolah_id") REFERENCES "public"."sekolah"("sekolah_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pembelajaran" ADD CONSTRAINT "pembelajaran_semester_id_semester_semester_id_fk" FOREIGN KEY ("semester_id") REFERENCES "public"."semester"("semester_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pembelajaran" ADD CONSTRAINT "pembelajaran_rombongan_belajar_id_rombongan_belajar_rombongan_belajar_id_fk" FOREIGN KEY ("rombongan_belajar_id") REFERENCES "public"."rombongan_belajar"("rombongan_belajar_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pembelajaran" ADD CONSTRAINT "pembelajaran_guru_id_guru_guru_id_fk" FOREIGN KEY ("guru_id") REFERENCES "public"."guru"("guru_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pembelajaran" ADD CONSTRAINT "pembelajaran_guru_pengajar_id_guru_guru_id_fk" FOREIGN KEY ("guru_pengajar_id") REFERENCES "public"."guru"("guru_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rombel_4_tahun" ADD CONSTRAINT "rombel_4_tahun_rombongan_belajar_id_rombongan_belajar_rombongan_belajar_id_fk" FOREIGN KEY ("rombongan_belajar_id") REFERENCES "public"."rombongan_belajar"("rombongan_belajar_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rombel_4_tahun" ADD CONSTRAINT "rombel_4_tahun_sekolah_id_sekolah_sekolah_id_fk" FOREIGN KEY ("sekolah_id") REFERENCES "public"."sekolah"("sekolah_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rombel_4_tahun" ADD CONSTRAINT "rombel_4_tahun_semester_id_semester_semester_id_fk" FOREIGN KEY ("semester_id") REFERENCES "public"."semester"("semester_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rombongan_belajar" ADD CONSTRAINT "rombongan_belajar_sekolah_id_sekolah_sekolah_id_fk" FOREIGN KEY ("sekolah_id") REFERENCES "public"."sekolah"("sekolah_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rombongan_belajar" ADD CONSTRAINT "rombongan_belajar_semester_id_semester_semester_id_fk" FOREIGN KEY ("semester_id") REFERENCES "public"."semester"("semester_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rombongan_belajar" ADD CONSTRAINT "rombongan_belajar_guru_id_guru_guru_id_fk" FOREIGN KEY ("guru_id") REFERENCES "public"."guru"("guru_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sekolah" ADD CONSTRAINT "sekolah_semester_id_semester_semester_id_fk" FOREIGN KEY ("semester_id") REFERENCES "public"."semester"("semester_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "semester" ADD CONSTRAINT "semester_tahun_ajaran_id_tahun_ajaran_tahun_ajaran_id_fk" FOREIGN KEY ("tahun_ajaran_id") REFERENCES "public"."tahun_ajaran"("tahun_ajaran_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settings" ADD CONSTRAINT "settings_sekolah_id_sekolah_sekolah_id_fk" FOREIGN KEY ("sekolah_id") REFERENCES "public"."sekolah"("sekolah_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settings" ADD CONSTRAINT "settings_semester_id_semester_semester_id_fk" FOREIGN KEY ("semester_id") REFERENCES "public"."semester"("semester_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sync_run" ADD CONSTRAINT "sync_run_sekolah_id_sekolah_sekolah_id_fk" FOREIGN KEY ("sekolah_id") REFERENCES "public"."sekolah"("sekolah_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sync_run" ADD CONSTRAINT "sync_run_semester_id_semester_semester_id_fk" FOREIGN KEY ("semester_id") REFERENCES "public"."semester"("semester_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sync_run" ADD CONSTRAINT "sync_run_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "refresh_token_family" ON "refresh_token" USING btree ("family_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_username" ON "users" USING btree ("username");--> statement-breakpoint
CREATE INDEX "users_sekolah" ON "users" USING btree ("sekolah_id");--> statement-breakpoint
CREATE INDEX "dudi_sekolah" ON "dudi" USING btree ("sekolah_id");--> statement-breakpoint
CREATE INDEX "guru_sekolah" ON "guru" USING btree ("sekolah_id");--> statement-breakpoint
CREATE INDEX "peserta_didik_sekolah" ON "peserta_didik" USING btree ("sekolah_id");--> statement-breakpoint
CREATE INDEX "peserta_didik_nisn" ON "peserta_didik" USING btree ("nisn");--> statement-breakpoint
CREATE INDEX "anggota_rombel_rombel" ON "anggota_rombel" USING btree ("rombongan_belajar_id");--> statement-breakpoint
CREATE INDEX "anggota_rombel_pd" ON "anggota_rombel" USING btree ("peserta_didik_id");--> statement-breakpoint
CREATE INDEX "ekskul_sekolah_semester" ON "ekstrakurikuler" USING btree ("sekolah_id","semester_id");--> statement-breakpoint
CREATE INDEX "pembelajaran_rombel" ON "pembelajaran" USING btree ("rombongan_belajar_id");--> statement-breakpoint
CREATE INDEX "pembelajaran_guru" ON "pembelajaran" USING btree ("guru_id");--> statement-breakpoint
CREATE INDEX "rombel_sekolah_semester" ON "rombongan_belajar" USING btree ("sekolah_id","semester_id");--> statement-breakpoint
CREATE UNIQUE INDEX "semester_one_active" ON "semester" USING btree ("periode_aktif") WHERE "semester"."periode_aktif";--> statement-breakpoint
CREATE INDEX "sync_run_sekolah" ON "sync_run" USING btree ("sekolah_id","started_at");