CREATE TABLE "penyesuaian_persetujuan" (
	"grade_history_id" bigint PRIMARY KEY NOT NULL,
	"sekolah_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "penyesuaian_persetujuan" ADD CONSTRAINT "penyesuaian_persetujuan_grade_history_id_grade_history_id_fk" FOREIGN KEY ("grade_history_id") REFERENCES "public"."grade_history"("id") ON DELETE no action ON UPDATE no action;