-- Grade rows are rewritten many times a semester (every save makes a new row version). Leaving 30 %
-- of each page free lets PostgreSQL put the new version on the same page without touching the
-- primary key index (a HOT update), and PGlite (no autovacuum) reuse the space of the old ones.
-- Applies to pages written from now on. See decision 0008.
ALTER TABLE "nilai_tp" SET (fillfactor = 70);--> statement-breakpoint
ALTER TABLE "nilai_sumatif" SET (fillfactor = 70);--> statement-breakpoint
ALTER TABLE "nilai_akhir" SET (fillfactor = 70);--> statement-breakpoint
ALTER TABLE "tp_nilai" SET (fillfactor = 70);--> statement-breakpoint
ALTER TABLE "nilai_pts" SET (fillfactor = 70);--> statement-breakpoint
ALTER TABLE "deskripsi_mata_pelajaran" SET (fillfactor = 70);
