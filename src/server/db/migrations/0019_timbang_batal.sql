ALTER TABLE "kompetisi" ADD COLUMN "timbang_berat_min_gram" integer DEFAULT 10000 NOT NULL;--> statement-breakpoint
ALTER TABLE "kompetisi" ADD COLUMN "timbang_berat_maks_gram" integer DEFAULT 250000 NOT NULL;--> statement-breakpoint
ALTER TABLE "kompetisi" ADD COLUMN "timbang_jauh_bawah_persen" integer DEFAULT 50 NOT NULL;--> statement-breakpoint
ALTER TABLE "kompetisi" ADD COLUMN "timbang_jauh_atas_gram" integer DEFAULT 20000 NOT NULL;--> statement-breakpoint
ALTER TABLE "kompetisi" ADD COLUMN "timbang_batal_menit" integer DEFAULT 5 NOT NULL;--> statement-breakpoint
ALTER TABLE "penimbangan" ADD COLUMN "dibatalkan_pada" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "penimbangan" ADD COLUMN "dibatalkan_oleh" integer;--> statement-breakpoint
ALTER TABLE "penimbangan" ADD COLUMN "dibatalkan_meja" varchar(60);--> statement-breakpoint
ALTER TABLE "penimbangan" ADD COLUMN "dibatalkan_alasan" text;--> statement-breakpoint
ALTER TABLE "penimbangan" ADD CONSTRAINT "penimbangan_dibatalkan_oleh_akun_id_akun_fk" FOREIGN KEY ("dibatalkan_oleh") REFERENCES "public"."akun"("id_akun") ON DELETE set null ON UPDATE no action;