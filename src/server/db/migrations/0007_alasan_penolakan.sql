ALTER TABLE "dojang" ADD COLUMN "catatan_validasi" text;--> statement-breakpoint
ALTER TABLE "dojang" ADD COLUMN "divalidasi_pada" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "peserta_kompetisi" ADD COLUMN "alasan_ditolak" text;