CREATE TABLE "kunci_nilai_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"sekolah_id" uuid NOT NULL,
	"semester_id" varchar(5) NOT NULL,
	"rombongan_belajar_id" uuid,
	"kunci" boolean NOT NULL,
	"alasan" text,
	"user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "kunci_nilai_log" ADD CONSTRAINT "kunci_nilai_log_sekolah_id_sekolah_sekolah_id_fk" FOREIGN KEY ("sekolah_id") REFERENCES "public"."sekolah"("sekolah_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kunci_nilai_log" ADD CONSTRAINT "kunci_nilai_log_rombongan_belajar_id_rombongan_belajar_rombongan_belajar_id_fk" FOREIGN KEY ("rombongan_belajar_id") REFERENCES "public"."rombongan_belajar"("rombongan_belajar_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "kunci_nilai_log_scope" ON "kunci_nilai_log" USING btree ("sekolah_id","semester_id","rombongan_belajar_id");