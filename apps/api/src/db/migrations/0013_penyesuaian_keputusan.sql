ALTER TABLE "penyesuaian_persetujuan" ADD COLUMN "keputusan" text DEFAULT 'setuju' NOT NULL;--> statement-breakpoint
ALTER TABLE "penyesuaian_persetujuan" ADD COLUMN "catatan" text;--> statement-breakpoint
ALTER TABLE "penyesuaian_persetujuan" ADD CONSTRAINT "penyesuaian_persetujuan_keputusan" CHECK ("penyesuaian_persetujuan"."keputusan" in ('setuju', 'tolak'));--> statement-breakpoint
ALTER TABLE "penyesuaian_persetujuan" ADD CONSTRAINT "penyesuaian_persetujuan_catatan" CHECK ("penyesuaian_persetujuan"."keputusan" = 'setuju' or "penyesuaian_persetujuan"."catatan" is not null);