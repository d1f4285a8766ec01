CREATE TABLE "capaian_pembelajaran" (
	"cp_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "capaian_pembelajaran_cp_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sekolah_id" uuid NOT NULL,
	"mata_pelajaran_id" integer NOT NULL,
	"fase" char(1) NOT NULL,
	"elemen" text NOT NULL,
	"deskripsi" text NOT NULL,
	"aktif" boolean DEFAULT true NOT NULL,
	"is_dir" boolean DEFAULT false NOT NULL,
	"kunci" varchar(64) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "capaian_pembelajaran_kunci" UNIQUE("sekolah_id","kunci"),
	CONSTRAINT "capaian_pembelajaran_fase" CHECK ("capaian_pembelajaran"."fase" in ('E', 'F'))
);
--> statement-breakpoint
CREATE TABLE "kompetensi_dasar" (
	"kd_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"sekolah_id" uuid NOT NULL,
	"mata_pelajaran_id" integer NOT NULL,
	"tingkat" smallint NOT NULL,
	"kompetensi_id" smallint NOT NULL,
	"kode" varchar(20) NOT NULL,
	"deskripsi" text NOT NULL,
	"alias" text,
	"kurikulum" smallint DEFAULT 2017 NOT NULL,
	"aktif" boolean DEFAULT true NOT NULL,
	"guru_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "kompetensi_dasar_kompetensi" CHECK ("kompetensi_dasar"."kompetensi_id" in (1, 2))
);
--> statement-breakpoint
CREATE TABLE "tp_mapel" (
	"tp_id" uuid NOT NULL,
	"pembelajaran_id" uuid NOT NULL,
	"sekolah_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tp_mapel_tp_id_pembelajaran_id_pk" PRIMARY KEY("tp_id","pembelajaran_id")
);
--> statement-breakpoint
CREATE TABLE "tujuan_pembelajaran" (
	"tp_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"sekolah_id" uuid NOT NULL,
	"cp_id" integer,
	"kd_id" uuid,
	"deskripsi" text NOT NULL,
	"guru_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "tujuan_pembelajaran_induk" CHECK (("tujuan_pembelajaran"."cp_id" is null) <> ("tujuan_pembelajaran"."kd_id" is null))
);
--> statement-breakpoint
CREATE TABLE "deskripsi_mata_pelajaran" (
	"sekolah_id" uuid NOT NULL,
	"anggota_rombel_id" uuid NOT NULL,
	"pembelajaran_id" uuid NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	"capaian" text,
	"perlu_ditingkatkan" text,
	CONSTRAINT "deskripsi_mata_pelajaran_pembelajaran_id_anggota_rombel_id_pk" PRIMARY KEY("pembelajaran_id","anggota_rombel_id")
);
--> statement-breakpoint
CREATE TABLE "grade_history" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"sekolah_id" uuid NOT NULL,
	"tabel" varchar(40) NOT NULL,
	"pembelajaran_id" uuid NOT NULL,
	"anggota_rombel_id" uuid NOT NULL,
	"kolom" varchar(60) NOT NULL,
	"nilai_lama" text,
	"nilai_baru" text,
	"version" integer NOT NULL,
	"user_id" uuid,
	"sumber" varchar(10) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "grade_history_sumber" CHECK ("grade_history"."sumber" in ('grid', 'import', 'generate', 'reset', 'sync'))
);
--> statement-breakpoint
CREATE TABLE "nilai_akhir" (
	"sekolah_id" uuid NOT NULL,
	"anggota_rombel_id" uuid NOT NULL,
	"pembelajaran_id" uuid NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	"kompetensi_id" smallint NOT NULL,
	"nilai" smallint,
	CONSTRAINT "nilai_akhir_pembelajaran_id_anggota_rombel_id_kompetensi_id_pk" PRIMARY KEY("pembelajaran_id","anggota_rombel_id","kompetensi_id"),
	CONSTRAINT "nilai_akhir_nilai" CHECK ("nilai_akhir"."nilai" is null or "nilai_akhir"."nilai" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "nilai_pts" (
	"sekolah_id" uuid NOT NULL,
	"anggota_rombel_id" uuid NOT NULL,
	"pembelajaran_id" uuid NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	"nilai" smallint,
	CONSTRAINT "nilai_pts_pembelajaran_id_anggota_rombel_id_pk" PRIMARY KEY("pembelajaran_id","anggota_rombel_id"),
	CONSTRAINT "nilai_pts_nilai" CHECK ("nilai_pts"."nilai" is null or "nilai_pts"."nilai" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "nilai_sumatif" (
	"sekolah_id" uuid NOT NULL,
	"anggota_rombel_id" uuid NOT NULL,
	"pembelajaran_id" uuid NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	"jenis" varchar(10) NOT NULL,
	"nilai" smallint,
	CONSTRAINT "nilai_sumatif_pembelajaran_id_anggota_rombel_id_jenis_pk" PRIMARY KEY("pembelajaran_id","anggota_rombel_id","jenis"),
	CONSTRAINT "nilai_sumatif_nilai" CHECK ("nilai_sumatif"."nilai" is null or "nilai_sumatif"."nilai" between 0 and 100),
	CONSTRAINT "nilai_sumatif_jenis" CHECK ("nilai_sumatif"."jenis" in ('non-tes', 'tes', 'na'))
);
--> statement-breakpoint
CREATE TABLE "nilai_tp" (
	"sekolah_id" uuid NOT NULL,
	"anggota_rombel_id" uuid NOT NULL,
	"pembelajaran_id" uuid NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	"tp_id" uuid NOT NULL,
	"nilai" smallint,
	CONSTRAINT "nilai_tp_pembelajaran_id_anggota_rombel_id_tp_id_pk" PRIMARY KEY("pembelajaran_id","anggota_rombel_id","tp_id"),
	CONSTRAINT "nilai_tp_nilai" CHECK ("nilai_tp"."nilai" is null or "nilai_tp"."nilai" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "tp_nilai" (
	"sekolah_id" uuid NOT NULL,
	"anggota_rombel_id" uuid NOT NULL,
	"pembelajaran_id" uuid NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	"tp_id" uuid NOT NULL,
	"kompeten" smallint,
	CONSTRAINT "tp_nilai_pembelajaran_id_anggota_rombel_id_tp_id_pk" PRIMARY KEY("pembelajaran_id","anggota_rombel_id","tp_id"),
	CONSTRAINT "tp_nilai_kompeten" CHECK ("tp_nilai"."kompeten" is null or "tp_nilai"."kompeten" in (0, 1))
);
--> statement-breakpoint
ALTER TABLE "capaian_pembelajaran" ADD CONSTRAINT "capaian_pembelajaran_sekolah_id_sekolah_sekolah_id_fk" FOREIGN KEY ("sekolah_id") REFERENCES "public"."sekolah"("sekolah_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kompetensi_dasar" ADD CONSTRAINT "kompetensi_dasar_sekolah_id_sekolah_sekolah_id_fk" FOREIGN KEY ("sekolah_id") REFERENCES "public"."sekolah"("sekolah_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kompetensi_dasar" ADD CONSTRAINT "kompetensi_dasar_guru_id_guru_guru_id_fk" FOREIGN KEY ("guru_id") REFERENCES "public"."guru"("guru_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tp_mapel" ADD CONSTRAINT "tp_mapel_tp_id_tujuan_pembelajaran_tp_id_fk" FOREIGN KEY ("tp_id") REFERENCES "public"."tujuan_pembelajaran"("tp_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tp_mapel" ADD CONSTRAINT "tp_mapel_pembelajaran_id_pembelajaran_pembelajaran_id_fk" FOREIGN KEY ("pembelajaran_id") REFERENCES "public"."pembelajaran"("pembelajaran_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tp_mapel" ADD CONSTRAINT "tp_mapel_sekolah_id_sekolah_sekolah_id_fk" FOREIGN KEY ("sekolah_id") REFERENCES "public"."sekolah"("sekolah_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tujuan_pembelajaran" ADD CONSTRAINT "tujuan_pembelajaran_sekolah_id_sekolah_sekolah_id_fk" FOREIGN KEY ("sekolah_id") REFERENCES "public"."sekolah"("sekolah_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tujuan_pembelajaran" ADD CONSTRAINT "tujuan_pembelajaran_cp_id_capaian_pembelajaran_cp_id_fk" FOREIGN KEY ("cp_id") REFERENCES "public"."capaian_pembelajaran"("cp_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tujuan_pembelajaran" ADD CONSTRAINT "tujuan_pembelajaran_kd_id_kompetensi_dasar_kd_id_fk" FOREIGN KEY ("kd_id") REFERENCES "public"."kompetensi_dasar"("kd_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tujuan_pembelajaran" ADD CONSTRAINT "tujuan_pembelajaran_guru_id_guru_guru_id_fk" FOREIGN KEY ("guru_id") REFERENCES "public"."guru"("guru_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deskripsi_mata_pelajaran" ADD CONSTRAINT "deskripsi_mata_pelajaran_sekolah_id_sekolah_sekolah_id_fk" FOREIGN KEY ("sekolah_id") REFERENCES "public"."sekolah"("sekolah_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deskripsi_mata_pelajaran" ADD CONSTRAINT "deskripsi_mata_pelajaran_anggota_rombel_id_anggota_rombel_anggota_rombel_id_fk" FOREIGN KEY ("anggota_rombel_id") REFERENCES "public"."anggota_rombel"("anggota_rombel_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deskripsi_mata_pelajaran" ADD CONSTRAINT "deskripsi_mata_pelajaran_pembelajaran_id_pembelajaran_pembelajaran_id_fk" FOREIGN KEY ("pembelajaran_id") REFERENCES "public"."pembelajaran"("pembelajaran_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nilai_akhir" ADD CONSTRAINT "nilai_akhir_sekolah_id_sekolah_sekolah_id_fk" FOREIGN KEY ("sekolah_id") REFERENCES "public"."sekolah"("sekolah_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nilai_akhir" ADD CONSTRAINT "nilai_akhir_anggota_rombel_id_anggota_rombel_anggota_rombel_id_fk" FOREIGN KEY ("anggota_rombel_id") REFERENCES "public"."anggota_rombel"("anggota_rombel_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nilai_akhir" ADD CONSTRAINT "nilai_akhir_pembelajaran_id_pembelajaran_pembelajaran_id_fk" FOREIGN KEY ("pembelajaran_id") REFERENCES "public"."pembelajaran"("pembelajaran_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nilai_pts" ADD CONSTRAINT "nilai_pts_sekolah_id_sekolah_sekolah_id_fk" FOREIGN KEY ("sekolah_id") REFERENCES "public"."sekolah"("sekolah_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nilai_pts" ADD CONSTRAINT "nilai_pts_anggota_rombel_id_anggota_rombel_anggota_rombel_id_fk" FOREIGN KEY ("anggota_rombel_id") REFERENCES "public"."anggota_rombel"("anggota_rombel_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nilai_pts" ADD CONSTRAINT "nilai_pts_pembelajaran_id_pembelajaran_pembelajaran_id_fk" FOREIGN KEY ("pembelajaran_id") REFERENCES "public"."pembelajaran"("pembelajaran_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nilai_sumatif" ADD CONSTRAINT "nilai_sumatif_sekolah_id_sekolah_sekolah_id_fk" FOREIGN KEY ("sekolah_id") REFERENCES "public"."sekolah"("sekolah_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nilai_sumatif" ADD CONSTRAINT "nilai_sumatif_anggota_rombel_id_anggota_rombel_anggota_rombel_id_fk" FOREIGN KEY ("anggota_rombel_id") REFERENCES "public"."anggota_rombel"("anggota_rombel_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nilai_sumatif" ADD CONSTRAINT "nilai_sumatif_pembelajaran_id_pembelajaran_pembelajaran_id_fk" FOREIGN KEY ("pembelajaran_id") REFERENCES "public"."pembelajaran"("pembelajaran_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nilai_tp" ADD CONSTRAINT "nilai_tp_sekolah_id_sekolah_sekolah_id_fk" FOREIGN KEY ("sekolah_id") REFERENCES "public"."sekolah"("sekolah_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nilai_tp" ADD CONSTRAINT "nilai_tp_anggota_rombel_id_anggota_rombel_anggota_rombel_id_fk" FOREIGN KEY ("anggota_rombel_id") REFERENCES "public"."anggota_rombel"("anggota_rombel_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nilai_tp" ADD CONSTRAINT "nilai_tp_pembelajaran_id_pembelajaran_pembelajaran_id_fk" FOREIGN KEY ("pembelajaran_id") REFERENCES "public"."pembelajaran"("pembelajaran_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nilai_tp" ADD CONSTRAINT "nilai_tp_tp_id_tujuan_pembelajaran_tp_id_fk" FOREIGN KEY ("tp_id") REFERENCES "public"."tujuan_pembelajaran"("tp_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tp_nilai" ADD CONSTRAINT "tp_nilai_sekolah_id_sekolah_sekolah_id_fk" FOREIGN KEY ("sekolah_id") REFERENCES "public"."sekolah"("sekolah_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tp_nilai" ADD CONSTRAINT "tp_nilai_anggota_rombel_id_anggota_rombel_anggota_rombel_id_fk" FOREIGN KEY ("anggota_rombel_id") REFERENCES "public"."anggota_rombel"("anggota_rombel_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tp_nilai" ADD CONSTRAINT "tp_nilai_pembelajaran_id_pembelajaran_pembelajaran_id_fk" FOREIGN KEY ("pembelajaran_id") REFERENCES "public"."pembelajaran"("pembelajaran_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tp_nilai" ADD CONSTRAINT "tp_nilai_tp_id_tujuan_pembelajaran_tp_id_fk" FOREIGN KEY ("tp_id") REFERENCES "public"."tujuan_pembelajaran"("tp_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "capaian_pembelajaran_mapel" ON "capaian_pembelajaran" USING btree ("sekolah_id","mata_pelajaran_id","fase");--> statement-breakpoint
CREATE INDEX "kompetensi_dasar_mapel" ON "kompetensi_dasar" USING btree ("sekolah_id","mata_pelajaran_id","tingkat");--> statement-breakpoint
CREATE INDEX "tp_mapel_pembelajaran" ON "tp_mapel" USING btree ("pembelajaran_id");--> statement-breakpoint
CREATE INDEX "tujuan_pembelajaran_cp" ON "tujuan_pembelajaran" USING btree ("cp_id");--> statement-breakpoint
CREATE INDEX "tujuan_pembelajaran_kd" ON "tujuan_pembelajaran" USING btree ("kd_id");--> statement-breakpoint
CREATE INDEX "grade_history_cell" ON "grade_history" USING btree ("pembelajaran_id","anggota_rombel_id");