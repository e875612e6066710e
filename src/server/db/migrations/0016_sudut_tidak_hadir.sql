-- One corner convention: the no-show corner of a bout is 'B' (biru, the match's peserta_a) or 'R' (merah, peserta_b).
-- The rows kept 'A' (= peserta_a) | 'B' (= peserta_b) in "tidak_hadir": renamed and converted A → B, B → R.
ALTER TABLE "partai" RENAME COLUMN "tidak_hadir" TO "sudut_tidak_hadir";--> statement-breakpoint
UPDATE "partai" SET "sudut_tidak_hadir" = CASE "sudut_tidak_hadir" WHEN 'A' THEN 'B' WHEN 'B' THEN 'R' END WHERE "sudut_tidak_hadir" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "partai" ADD CONSTRAINT "partai_sudut_tidak_hadir" CHECK ("partai"."sudut_tidak_hadir" in ('B', 'R'));
