ALTER TYPE "public"."peserta_status" ADD VALUE 'DISKUALIFIKASI';--> statement-breakpoint
ALTER TYPE "public"."role" ADD VALUE 'PETUGAS_TIMBANG';--> statement-breakpoint
CREATE TABLE "petugas_kompetisi" (
	"id_petugas" serial PRIMARY KEY NOT NULL,
	"nama" varchar(200) NOT NULL,
	"id_akun" integer NOT NULL,
	"id_kompetisi" integer NOT NULL,
	"dibuat_oleh" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "petugas_kompetisi_id_akun_unique" UNIQUE("id_akun")
);
--> statement-breakpoint
CREATE TABLE "keputusan_timbang" (
	"id_keputusan" serial PRIMARY KEY NOT NULL,
	"id_peserta_kompetisi" integer NOT NULL,
	"id_kompetisi" integer NOT NULL,
	"jenis" varchar(20) NOT NULL,
	"id_kelas_asal" integer NOT NULL,
	"id_kelas_tujuan" integer,
	"alasan" text,
	"id_akun" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "penimbangan" (
	"id_penimbangan" serial PRIMARY KEY NOT NULL,
	"kunci" varchar(64) NOT NULL,
	"id_peserta_kompetisi" integer NOT NULL,
	"id_kompetisi" integer NOT NULL,
	"id_kelas_kejuaraan" integer NOT NULL,
	"jenis" varchar(10) DEFAULT 'RESMI' NOT NULL,
	"berat_gram" integer NOT NULL,
	"lolos" boolean NOT NULL,
	"batas_min" real NOT NULL,
	"batas_max" real,
	"toleransi_gram" integer DEFAULT 0 NOT NULL,
	"meja" varchar(60) NOT NULL,
	"id_akun" integer,
	"ditimbang_pada" timestamp with time zone NOT NULL,
	"diterima_pada" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "penimbangan_kunci_unique" UNIQUE("kunci")
);
--> statement-breakpoint
CREATE TABLE "undian_timbang_acak" (
	"id_undian" serial PRIMARY KEY NOT NULL,
	"id_kompetisi" integer NOT NULL,
	"tanggal" date NOT NULL,
	"seed" varchar(64) NOT NULL,
	"persen" real NOT NULL,
	"toleransi_persen" real NOT NULL,
	"peserta" integer[] NOT NULL,
	"dibuat_oleh" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "undian_timbang_acak_hari" UNIQUE("id_kompetisi","tanggal")
);
--> statement-breakpoint
CREATE TABLE "atlet_terbaik" (
	"id_kompetisi" integer NOT NULL,
	"kategori" varchar(20) NOT NULL,
	"id_peserta_kompetisi" integer NOT NULL,
	"dipilih_oleh" integer,
	"dipilih_pada" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "atlet_terbaik_id_kompetisi_kategori_pk" PRIMARY KEY("id_kompetisi","kategori")
);
--> statement-breakpoint
ALTER TABLE "kompetisi" ADD COLUMN "timbang_toleransi_gram" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "kompetisi" ADD COLUMN "timbang_percobaan_maks" integer DEFAULT 2 NOT NULL;--> statement-breakpoint
ALTER TABLE "kompetisi" ADD COLUMN "timbang_boleh_pindah" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "kompetisi" ADD COLUMN "timbang_acak_toleransi_persen" real DEFAULT 5 NOT NULL;--> statement-breakpoint
ALTER TABLE "kompetisi" ADD COLUMN "piagam_tata_letak" jsonb;--> statement-breakpoint
ALTER TABLE "peserta_kompetisi" ADD COLUMN "versi" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "petugas_kompetisi" ADD CONSTRAINT "petugas_kompetisi_id_akun_akun_id_akun_fk" FOREIGN KEY ("id_akun") REFERENCES "public"."akun"("id_akun") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "petugas_kompetisi" ADD CONSTRAINT "petugas_kompetisi_id_kompetisi_kompetisi_id_kompetisi_fk" FOREIGN KEY ("id_kompetisi") REFERENCES "public"."kompetisi"("id_kompetisi") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "petugas_kompetisi" ADD CONSTRAINT "petugas_kompetisi_dibuat_oleh_akun_id_akun_fk" FOREIGN KEY ("dibuat_oleh") REFERENCES "public"."akun"("id_akun") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "keputusan_timbang" ADD CONSTRAINT "keputusan_timbang_id_peserta_kompetisi_peserta_kompetisi_id_peserta_kompetisi_fk" FOREIGN KEY ("id_peserta_kompetisi") REFERENCES "public"."peserta_kompetisi"("id_peserta_kompetisi") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "keputusan_timbang" ADD CONSTRAINT "keputusan_timbang_id_kompetisi_kompetisi_id_kompetisi_fk" FOREIGN KEY ("id_kompetisi") REFERENCES "public"."kompetisi"("id_kompetisi") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "keputusan_timbang" ADD CONSTRAINT "keputusan_timbang_id_kelas_asal_kelas_kejuaraan_id_kelas_kejuaraan_fk" FOREIGN KEY ("id_kelas_asal") REFERENCES "public"."kelas_kejuaraan"("id_kelas_kejuaraan") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "keputusan_timbang" ADD CONSTRAINT "keputusan_timbang_id_kelas_tujuan_kelas_kejuaraan_id_kelas_kejuaraan_fk" FOREIGN KEY ("id_kelas_tujuan") REFERENCES "public"."kelas_kejuaraan"("id_kelas_kejuaraan") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "keputusan_timbang" ADD CONSTRAINT "keputusan_timbang_id_akun_akun_id_akun_fk" FOREIGN KEY ("id_akun") REFERENCES "public"."akun"("id_akun") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "penimbangan" ADD CONSTRAINT "penimbangan_id_peserta_kompetisi_peserta_kompetisi_id_peserta_kompetisi_fk" FOREIGN KEY ("id_peserta_kompetisi") REFERENCES "public"."peserta_kompetisi"("id_peserta_kompetisi") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "penimbangan" ADD CONSTRAINT "penimbangan_id_kompetisi_kompetisi_id_kompetisi_fk" FOREIGN KEY ("id_kompetisi") REFERENCES "public"."kompetisi"("id_kompetisi") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "penimbangan" ADD CONSTRAINT "penimbangan_id_kelas_kejuaraan_kelas_kejuaraan_id_kelas_kejuaraan_fk" FOREIGN KEY ("id_kelas_kejuaraan") REFERENCES "public"."kelas_kejuaraan"("id_kelas_kejuaraan") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "penimbangan" ADD CONSTRAINT "penimbangan_id_akun_akun_id_akun_fk" FOREIGN KEY ("id_akun") REFERENCES "public"."akun"("id_akun") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "undian_timbang_acak" ADD CONSTRAINT "undian_timbang_acak_id_kompetisi_kompetisi_id_kompetisi_fk" FOREIGN KEY ("id_kompetisi") REFERENCES "public"."kompetisi"("id_kompetisi") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "undian_timbang_acak" ADD CONSTRAINT "undian_timbang_acak_dibuat_oleh_akun_id_akun_fk" FOREIGN KEY ("dibuat_oleh") REFERENCES "public"."akun"("id_akun") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "atlet_terbaik" ADD CONSTRAINT "atlet_terbaik_id_kompetisi_kompetisi_id_kompetisi_fk" FOREIGN KEY ("id_kompetisi") REFERENCES "public"."kompetisi"("id_kompetisi") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "atlet_terbaik" ADD CONSTRAINT "atlet_terbaik_id_peserta_kompetisi_peserta_kompetisi_id_peserta_kompetisi_fk" FOREIGN KEY ("id_peserta_kompetisi") REFERENCES "public"."peserta_kompetisi"("id_peserta_kompetisi") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "atlet_terbaik" ADD CONSTRAINT "atlet_terbaik_dipilih_oleh_akun_id_akun_fk" FOREIGN KEY ("dipilih_oleh") REFERENCES "public"."akun"("id_akun") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "petugas_kompetisi_kompetisi_idx" ON "petugas_kompetisi" USING btree ("id_kompetisi");--> statement-breakpoint
CREATE INDEX "keputusan_timbang_peserta_idx" ON "keputusan_timbang" USING btree ("id_peserta_kompetisi");--> statement-breakpoint
CREATE INDEX "penimbangan_peserta_idx" ON "penimbangan" USING btree ("id_peserta_kompetisi","ditimbang_pada");--> statement-breakpoint
CREATE INDEX "penimbangan_kompetisi_idx" ON "penimbangan" USING btree ("id_kompetisi");