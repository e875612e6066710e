CREATE TYPE "public"."bukti_status" AS ENUM('MENUNGGU', 'DITERIMA', 'DITOLAK');--> statement-breakpoint
ALTER TABLE "akun" ADD COLUMN "harus_ganti_password" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "bukti_transfer" ADD COLUMN "status_verifikasi" "bukti_status" DEFAULT 'MENUNGGU' NOT NULL;--> statement-breakpoint
ALTER TABLE "bukti_transfer" ADD COLUMN "catatan_verifikasi" text;--> statement-breakpoint
ALTER TABLE "bukti_transfer" ADD COLUMN "diverifikasi_oleh" integer;--> statement-breakpoint
ALTER TABLE "bukti_transfer" ADD COLUMN "diverifikasi_pada" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "peserta_kompetisi" ADD COLUMN "status_diubah_oleh" integer;--> statement-breakpoint
ALTER TABLE "peserta_kompetisi" ADD COLUMN "status_diubah_pada" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bukti_transfer" ADD CONSTRAINT "bukti_transfer_diverifikasi_oleh_akun_id_akun_fk" FOREIGN KEY ("diverifikasi_oleh") REFERENCES "public"."akun"("id_akun") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "peserta_kompetisi" ADD CONSTRAINT "peserta_kompetisi_status_diubah_oleh_akun_id_akun_fk" FOREIGN KEY ("status_diubah_oleh") REFERENCES "public"."akun"("id_akun") ON DELETE set null ON UPDATE no action;