CREATE TYPE "public"."kewarganegaraan" AS ENUM('WNI', 'WNA');--> statement-breakpoint
ALTER TABLE "atlet" ADD COLUMN "kewarganegaraan" "kewarganegaraan" DEFAULT 'WNI' NOT NULL;--> statement-breakpoint
ALTER TABLE "kompetisi" ADD COLUMN "kuota" integer;--> statement-breakpoint
ALTER TABLE "kompetisi" ADD COLUMN "kontak_nama" varchar(200);--> statement-breakpoint
ALTER TABLE "kompetisi" ADD COLUMN "kontak_whatsapp" varchar(30);--> statement-breakpoint
ALTER TABLE "kompetisi" ADD COLUMN "kontak_email" varchar(254);--> statement-breakpoint
ALTER TABLE "kompetisi" ADD COLUMN "bank_nama" varchar(100);--> statement-breakpoint
ALTER TABLE "kompetisi" ADD COLUMN "bank_nomor_rekening" varchar(50);--> statement-breakpoint
ALTER TABLE "kompetisi" ADD COLUMN "bank_atas_nama" varchar(200);--> statement-breakpoint
ALTER TABLE "kompetisi" ADD CONSTRAINT "kompetisi_kuota_positif" CHECK ("kompetisi"."kuota" is null or "kompetisi"."kuota" > 0);