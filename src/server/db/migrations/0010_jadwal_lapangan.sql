ALTER TYPE "public"."role" ADD VALUE 'PETUGAS_LAPANGAN';--> statement-breakpoint
CREATE TABLE "hari_pertandingan" (
	"id_hari" serial PRIMARY KEY NOT NULL,
	"id_kompetisi" integer NOT NULL,
	"tanggal" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hari_pertandingan_tanggal" UNIQUE("id_kompetisi","tanggal")
);
--> statement-breakpoint
CREATE TABLE "jadwal_kelas" (
	"id_kelas_kejuaraan" integer PRIMARY KEY NOT NULL,
	"id_lapangan" integer NOT NULL,
	"urutan" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lapangan" (
	"id_lapangan" serial PRIMARY KEY NOT NULL,
	"id_hari" integer NOT NULL,
	"id_kompetisi" integer NOT NULL,
	"nama" varchar(60) NOT NULL,
	"mulai" varchar(5) DEFAULT '08:00' NOT NULL,
	"cabang" varchar(10) DEFAULT 'SEMUA' NOT NULL,
	"urutan" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lapangan_nama_hari" UNIQUE("id_hari","nama"),
	CONSTRAINT "lapangan_cabang" CHECK ("lapangan"."cabang" in ('KYORUGI', 'POOMSAE', 'SEMUA'))
);
--> statement-breakpoint
CREATE TABLE "partai" (
	"id_match" text PRIMARY KEY NOT NULL,
	"id_lapangan" integer NOT NULL,
	"nomor" integer NOT NULL,
	"status" varchar(12) DEFAULT 'MENUNGGU' NOT NULL,
	"dipanggil_pada" timestamp with time zone,
	"mulai_pada" timestamp with time zone,
	"selesai_pada" timestamp with time zone,
	"tidak_hadir" varchar(1),
	"versi" integer DEFAULT 1 NOT NULL,
	"diubah_oleh" integer,
	"diubah_pada" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "partai_nomor_lapangan" UNIQUE("id_lapangan","nomor"),
	CONSTRAINT "partai_status" CHECK ("partai"."status" in ('MENUNGGU', 'DIPANGGIL', 'BERTANDING', 'SELESAI'))
);
--> statement-breakpoint
ALTER TABLE "petugas_kompetisi" ADD COLUMN "id_lapangan" integer;--> statement-breakpoint
ALTER TABLE "kompetisi" ADD COLUMN "jadwal_istirahat_partai" integer DEFAULT 3 NOT NULL;--> statement-breakpoint
ALTER TABLE "kompetisi" ADD COLUMN "jadwal_tunggu_detik" integer DEFAULT 90 NOT NULL;--> statement-breakpoint
ALTER TABLE "kompetisi" ADD COLUMN "jadwal_menit_kyorugi" real DEFAULT 6 NOT NULL;--> statement-breakpoint
ALTER TABLE "kompetisi" ADD COLUMN "jadwal_menit_poomsae" real DEFAULT 4 NOT NULL;--> statement-breakpoint
ALTER TABLE "hari_pertandingan" ADD CONSTRAINT "hari_pertandingan_id_kompetisi_kompetisi_id_kompetisi_fk" FOREIGN KEY ("id_kompetisi") REFERENCES "public"."kompetisi"("id_kompetisi") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jadwal_kelas" ADD CONSTRAINT "jadwal_kelas_id_kelas_kejuaraan_kelas_kejuaraan_id_kelas_kejuaraan_fk" FOREIGN KEY ("id_kelas_kejuaraan") REFERENCES "public"."kelas_kejuaraan"("id_kelas_kejuaraan") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jadwal_kelas" ADD CONSTRAINT "jadwal_kelas_id_lapangan_lapangan_id_lapangan_fk" FOREIGN KEY ("id_lapangan") REFERENCES "public"."lapangan"("id_lapangan") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lapangan" ADD CONSTRAINT "lapangan_id_hari_hari_pertandingan_id_hari_fk" FOREIGN KEY ("id_hari") REFERENCES "public"."hari_pertandingan"("id_hari") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lapangan" ADD CONSTRAINT "lapangan_id_kompetisi_kompetisi_id_kompetisi_fk" FOREIGN KEY ("id_kompetisi") REFERENCES "public"."kompetisi"("id_kompetisi") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partai" ADD CONSTRAINT "partai_id_match_match_id_match_fk" FOREIGN KEY ("id_match") REFERENCES "public"."match"("id_match") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partai" ADD CONSTRAINT "partai_id_lapangan_lapangan_id_lapangan_fk" FOREIGN KEY ("id_lapangan") REFERENCES "public"."lapangan"("id_lapangan") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partai" ADD CONSTRAINT "partai_diubah_oleh_akun_id_akun_fk" FOREIGN KEY ("diubah_oleh") REFERENCES "public"."akun"("id_akun") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "jadwal_kelas_lapangan_idx" ON "jadwal_kelas" USING btree ("id_lapangan");--> statement-breakpoint
CREATE INDEX "lapangan_kompetisi_idx" ON "lapangan" USING btree ("id_kompetisi");--> statement-breakpoint
ALTER TABLE "petugas_kompetisi" ADD CONSTRAINT "petugas_kompetisi_id_lapangan_lapangan_id_lapangan_fk" FOREIGN KEY ("id_lapangan") REFERENCES "public"."lapangan"("id_lapangan") ON DELETE set null ON UPDATE no action;