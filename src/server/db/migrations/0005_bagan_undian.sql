ALTER TABLE "match" DROP CONSTRAINT "match_id_peserta_a_peserta_kompetisi_id_peserta_kompetisi_fk";
--> statement-breakpoint
ALTER TABLE "match" DROP CONSTRAINT "match_id_peserta_b_peserta_kompetisi_id_peserta_kompetisi_fk";
--> statement-breakpoint
ALTER TABLE "match" DROP CONSTRAINT "match_id_pemenang_peserta_kompetisi_id_peserta_kompetisi_fk";
--> statement-breakpoint
ALTER TABLE "match" ALTER COLUMN "id_match" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "match" ALTER COLUMN "id_match" SET DATA TYPE text;--> statement-breakpoint
DROP SEQUENCE IF EXISTS "match_id_match_seq";--> statement-breakpoint
ALTER TABLE "match" ALTER COLUMN "skor_a" SET DATA TYPE numeric(7, 2);--> statement-breakpoint
ALTER TABLE "match" ALTER COLUMN "skor_b" SET DATA TYPE numeric(7, 2);--> statement-breakpoint
ALTER TABLE "bagan" ADD COLUMN "seed" integer;--> statement-breakpoint
ALTER TABLE "bagan" ADD COLUMN "participants" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "bagan" ADD COLUMN "unggulan" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "bagan" ADD COLUMN "ukuran" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bagan" ADD COLUMN "jumlah_ronde" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bagan" ADD COLUMN "versi" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bagan" ADD COLUMN "diundi_oleh" integer;--> statement-breakpoint
ALTER TABLE "bagan" ADD COLUMN "diundi_pada" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "match" ADD COLUMN "keputusan" text;--> statement-breakpoint
ALTER TABLE "match" ADD COLUMN "versi" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "match" ADD COLUMN "diubah_oleh" integer;--> statement-breakpoint
ALTER TABLE "match" ADD COLUMN "diubah_pada" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bagan" ADD CONSTRAINT "bagan_diundi_oleh_akun_id_akun_fk" FOREIGN KEY ("diundi_oleh") REFERENCES "public"."akun"("id_akun") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match" ADD CONSTRAINT "match_diubah_oleh_akun_id_akun_fk" FOREIGN KEY ("diubah_oleh") REFERENCES "public"."akun"("id_akun") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match" ADD CONSTRAINT "match_id_peserta_a_peserta_kompetisi_id_peserta_kompetisi_fk" FOREIGN KEY ("id_peserta_a") REFERENCES "public"."peserta_kompetisi"("id_peserta_kompetisi") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match" ADD CONSTRAINT "match_id_peserta_b_peserta_kompetisi_id_peserta_kompetisi_fk" FOREIGN KEY ("id_peserta_b") REFERENCES "public"."peserta_kompetisi"("id_peserta_kompetisi") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match" ADD CONSTRAINT "match_id_pemenang_peserta_kompetisi_id_peserta_kompetisi_fk" FOREIGN KEY ("id_pemenang") REFERENCES "public"."peserta_kompetisi"("id_peserta_kompetisi") ON DELETE restrict ON UPDATE no action;