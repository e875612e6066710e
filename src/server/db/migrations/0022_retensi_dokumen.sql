CREATE TABLE "atlet_dokumen_dihapus" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_atlet" integer NOT NULL,
	"dokumen" jsonb NOT NULL,
	"alasan" varchar(30) NOT NULL,
	"dihapus_pada" timestamp with time zone NOT NULL,
	"batas_simpan" date,
	"id_kompetisi_terakhir" integer,
	"diverifikasi_oleh" integer,
	"diverifikasi_oleh_nama" varchar(254),
	"diverifikasi_pada" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "atlet_dokumen_dihapus" ADD CONSTRAINT "atlet_dokumen_dihapus_id_atlet_atlet_id_atlet_fk" FOREIGN KEY ("id_atlet") REFERENCES "public"."atlet"("id_atlet") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "atlet_dokumen_dihapus" ADD CONSTRAINT "atlet_dokumen_dihapus_id_kompetisi_terakhir_kompetisi_id_kompetisi_fk" FOREIGN KEY ("id_kompetisi_terakhir") REFERENCES "public"."kompetisi"("id_kompetisi") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "atlet_dokumen_dihapus" ADD CONSTRAINT "atlet_dokumen_dihapus_diverifikasi_oleh_akun_id_akun_fk" FOREIGN KEY ("diverifikasi_oleh") REFERENCES "public"."akun"("id_akun") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "atlet_dokumen_dihapus_atlet_idx" ON "atlet_dokumen_dihapus" USING btree ("id_atlet");