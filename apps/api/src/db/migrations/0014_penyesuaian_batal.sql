CREATE TABLE "penyesuaian_persetujuan_batal" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"grade_history_id" bigint NOT NULL,
	"sekolah_id" uuid NOT NULL,
	"keputusan" text NOT NULL,
	"catatan" text,
	"diputuskan_oleh" uuid NOT NULL,
	"diputuskan_pada" timestamp with time zone NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "penyesuaian_persetujuan_batal" ADD CONSTRAINT "penyesuaian_persetujuan_batal_grade_history_id_grade_history_id_fk" FOREIGN KEY ("grade_history_id") REFERENCES "public"."grade_history"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "penyesuaian_persetujuan_batal_history" ON "penyesuaian_persetujuan_batal" USING btree ("grade_history_id");