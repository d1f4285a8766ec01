ALTER TABLE "grade_history" DROP CONSTRAINT "grade_history_sumber";--> statement-breakpoint
ALTER TABLE "grade_history" ADD COLUMN "alasan" text;--> statement-breakpoint
ALTER TABLE "grade_history" ADD CONSTRAINT "grade_history_alasan" CHECK ("grade_history"."sumber" not in ('remedial', 'adjust') or "grade_history"."alasan" is not null);--> statement-breakpoint
ALTER TABLE "grade_history" ADD CONSTRAINT "grade_history_sumber" CHECK ("grade_history"."sumber" in ('grid', 'import', 'generate', 'reset', 'sync', 'remedial', 'adjust'));