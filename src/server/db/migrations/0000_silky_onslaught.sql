CREATE TYPE "public"."akun_status" AS ENUM('ACTIVE', 'INACTIVE');--> statement-breakpoint
CREATE TYPE "public"."bagan_status" AS ENUM('created', 'in_progress', 'completed');--> statement-breakpoint
CREATE TYPE "public"."cabang" AS ENUM('KYORUGI', 'POOMSAE');--> statement-breakpoint
CREATE TYPE "public"."dojang_status" AS ENUM('PENDING', 'APPROVED', 'REJECTED');--> statement-breakpoint
CREATE TYPE "public"."jenis_kelamin" AS ENUM('LAKI_LAKI', 'PEREMPUAN');--> statement-breakpoint
CREATE TYPE "public"."kompetisi_status" AS ENUM('PENDAFTARAN', 'SEDANG_DIMULAI', 'SELESAI');--> statement-breakpoint
CREATE TYPE "public"."peserta_status" AS ENUM('PENDING', 'APPROVED', 'REJECTED');--> statement-breakpoint
CREATE TYPE "public"."role" AS ENUM('ADMIN', 'PELATIH', 'ADMIN_KOMPETISI');--> statement-breakpoint
CREATE TABLE "admin" (
	"id_admin" serial PRIMARY KEY NOT NULL,
	"nama_admin" varchar(200) NOT NULL,
	"id_akun" integer NOT NULL,
	CONSTRAINT "admin_id_akun_unique" UNIQUE("id_akun")
);
--> statement-breakpoint
CREATE TABLE "admin_kompetisi" (
	"id_admin_kompetisi" serial PRIMARY KEY NOT NULL,
	"nama" varchar(200) NOT NULL,
	"id_akun" integer NOT NULL,
	"id_kompetisi" integer NOT NULL,
	CONSTRAINT "admin_kompetisi_id_akun_unique" UNIQUE("id_akun")
);
--> statement-breakpoint
CREATE TABLE "akun" (
	"id_akun" serial PRIMARY KEY NOT NULL,
	"email" varchar(254) NOT NULL,
	"password_hash" text NOT NULL,
	"role" "role" NOT NULL,
	"status" "akun_status" DEFAULT 'ACTIVE' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "password_reset_code" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_akun" integer NOT NULL,
	"code_hash" varchar(200) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "pelatih" (
	"id_pelatih" serial PRIMARY KEY NOT NULL,
	"nama_pelatih" varchar(200) NOT NULL,
	"no_telp" varchar(500),
	"nik" varchar(500),
	"tanggal_lahir" date,
	"kota" varchar(500),
	"provinsi" varchar(500),
	"alamat" text,
	"jenis_kelamin" "jenis_kelamin",
	"foto_ktp" varchar(100),
	"sertifikat_sabuk" varchar(100),
	"id_akun" integer NOT NULL,
	"id_dojang" integer NOT NULL,
	CONSTRAINT "pelatih_id_akun_unique" UNIQUE("id_akun"),
	CONSTRAINT "pelatih_id_dojang_unique" UNIQUE("id_dojang")
);
--> statement-breakpoint
CREATE TABLE "session" (
	"id_session" serial PRIMARY KEY NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"id_akun" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "session_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "dojang" (
	"id_dojang" serial PRIMARY KEY NOT NULL,
	"nama_dojang" varchar(100) NOT NULL,
	"email" varchar(254),
	"no_telp" varchar(20),
	"negara" varchar(500) DEFAULT 'Indonesia' NOT NULL,
	"provinsi" varchar(500),
	"kota" varchar(500),
	"kecamatan" varchar(500),
	"kelurahan" varchar(500),
	"alamat" text,
	"logo" varchar(100),
	"status" "dojang_status" DEFAULT 'PENDING' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "atlet" (
	"id_atlet" serial PRIMARY KEY NOT NULL,
	"nama_atlet" varchar(200) NOT NULL,
	"jenis_kelamin" "jenis_kelamin" NOT NULL,
	"tanggal_lahir" date NOT NULL,
	"nik" varchar(16),
	"no_telp" varchar(20),
	"alamat" text,
	"provinsi" varchar(500),
	"kota" varchar(500),
	"belt" varchar(50),
	"berat_badan" numeric(5, 1),
	"tinggi_badan" numeric(5, 1),
	"akte_kelahiran" varchar(100),
	"pas_foto" varchar(100),
	"sertifikat_belt" varchar(100),
	"ktp" varchar(100),
	"id_dojang" integer NOT NULL,
	"id_pelatih_pembuat" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kategori_event" (
	"id_kategori_event" serial PRIMARY KEY NOT NULL,
	"nama_kategori" varchar(50) NOT NULL,
	CONSTRAINT "kategori_event_nama_kategori_unique" UNIQUE("nama_kategori")
);
--> statement-breakpoint
CREATE TABLE "kelas_berat" (
	"id_kelas_berat" serial PRIMARY KEY NOT NULL,
	"id_kelompok" integer NOT NULL,
	"jenis_kelamin" "jenis_kelamin" NOT NULL,
	"nama_kelas" varchar(100) NOT NULL,
	"batas_min" real NOT NULL,
	"batas_max" real NOT NULL,
	CONSTRAINT "kelas_berat_natural" UNIQUE("id_kelompok","jenis_kelamin","nama_kelas")
);
--> statement-breakpoint
CREATE TABLE "kelas_kejuaraan" (
	"id_kelas_kejuaraan" serial PRIMARY KEY NOT NULL,
	"id_kompetisi" integer NOT NULL,
	"cabang" "cabang" NOT NULL,
	"id_kategori_event" integer NOT NULL,
	"id_kelompok" integer NOT NULL,
	"id_kelas_berat" integer,
	"id_poomsae" integer,
	"jenis_kelamin" "jenis_kelamin",
	CONSTRAINT "kelas_kejuaraan_natural" UNIQUE NULLS NOT DISTINCT("id_kompetisi","cabang","id_kategori_event","id_kelompok","id_kelas_berat","id_poomsae","jenis_kelamin")
);
--> statement-breakpoint
CREATE TABLE "kelas_poomsae" (
	"id_poomsae" serial PRIMARY KEY NOT NULL,
	"nama_kelas" varchar(100) NOT NULL,
	CONSTRAINT "kelas_poomsae_nama_kelas_unique" UNIQUE("nama_kelas")
);
--> statement-breakpoint
CREATE TABLE "kelompok_usia" (
	"id_kelompok" integer PRIMARY KEY NOT NULL,
	"nama_kelompok" varchar(100) NOT NULL,
	"usia_min" integer NOT NULL,
	"usia_max" integer,
	CONSTRAINT "kelompok_usia_nama_kelompok_unique" UNIQUE("nama_kelompok")
);
--> statement-breakpoint
CREATE TABLE "kompetisi" (
	"id_kompetisi" serial PRIMARY KEY NOT NULL,
	"nama_event" varchar(200) NOT NULL,
	"deskripsi" text,
	"lokasi" varchar(500),
	"tanggal_mulai" date NOT NULL,
	"tanggal_selesai" date NOT NULL,
	"status" "kompetisi_status" DEFAULT 'PENDAFTARAN' NOT NULL,
	"biaya_pendaftaran" integer DEFAULT 0 NOT NULL,
	"biaya_wna" integer,
	"batas_pendaftaran" date,
	"is_featured" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bukti_transfer" (
	"id_bukti_transfer" serial PRIMARY KEY NOT NULL,
	"bukti_transfer_path" varchar(100) NOT NULL,
	"id_dojang" integer NOT NULL,
	"id_pelatih" integer,
	"id_kompetisi" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "peserta_kompetisi" (
	"id_peserta_kompetisi" serial PRIMARY KEY NOT NULL,
	"id_atlet" integer NOT NULL,
	"id_kelas_kejuaraan" integer NOT NULL,
	"status" "peserta_status" DEFAULT 'PENDING' NOT NULL,
	"is_team" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "peserta_atlet_kelas_unique" UNIQUE("id_atlet","id_kelas_kejuaraan")
);
--> statement-breakpoint
CREATE TABLE "peserta_tim_anggota" (
	"id_peserta_kompetisi" integer NOT NULL,
	"id_atlet" integer NOT NULL,
	CONSTRAINT "peserta_tim_anggota_id_peserta_kompetisi_id_atlet_pk" PRIMARY KEY("id_peserta_kompetisi","id_atlet")
);
--> statement-breakpoint
CREATE TABLE "bagan" (
	"id_bagan" serial PRIMARY KEY NOT NULL,
	"id_kelas_kejuaraan" integer NOT NULL,
	"status" "bagan_status" DEFAULT 'created' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bagan_id_kelas_kejuaraan_unique" UNIQUE("id_kelas_kejuaraan")
);
--> statement-breakpoint
CREATE TABLE "match" (
	"id_match" serial PRIMARY KEY NOT NULL,
	"id_bagan" integer NOT NULL,
	"ronde" integer NOT NULL,
	"posisi" integer NOT NULL,
	"id_peserta_a" integer,
	"id_peserta_b" integer,
	"skor_a" integer DEFAULT 0 NOT NULL,
	"skor_b" integer DEFAULT 0 NOT NULL,
	"id_pemenang" integer,
	CONSTRAINT "match_slot_unique" UNIQUE("id_bagan","ronde","posisi")
);
--> statement-breakpoint
CREATE TABLE "activity_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"action" varchar(100) NOT NULL,
	"actor" varchar(254),
	"id_akun" integer,
	"details" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "idempotency_key" (
	"key" varchar(100) NOT NULL,
	"scope" varchar(40) NOT NULL,
	"id_akun" integer,
	"request_hash" varchar(64) NOT NULL,
	"status_code" integer,
	"response_body" jsonb,
	"completed" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_key_scope_key_pk" PRIMARY KEY("scope","key")
);
--> statement-breakpoint
CREATE TABLE "setting" (
	"key" varchar(100) PRIMARY KEY NOT NULL,
	"value" jsonb,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "admin" ADD CONSTRAINT "admin_id_akun_akun_id_akun_fk" FOREIGN KEY ("id_akun") REFERENCES "public"."akun"("id_akun") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admin_kompetisi" ADD CONSTRAINT "admin_kompetisi_id_akun_akun_id_akun_fk" FOREIGN KEY ("id_akun") REFERENCES "public"."akun"("id_akun") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admin_kompetisi" ADD CONSTRAINT "admin_kompetisi_id_kompetisi_kompetisi_id_kompetisi_fk" FOREIGN KEY ("id_kompetisi") REFERENCES "public"."kompetisi"("id_kompetisi") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_reset_code" ADD CONSTRAINT "password_reset_code_id_akun_akun_id_akun_fk" FOREIGN KEY ("id_akun") REFERENCES "public"."akun"("id_akun") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pelatih" ADD CONSTRAINT "pelatih_id_akun_akun_id_akun_fk" FOREIGN KEY ("id_akun") REFERENCES "public"."akun"("id_akun") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pelatih" ADD CONSTRAINT "pelatih_id_dojang_dojang_id_dojang_fk" FOREIGN KEY ("id_dojang") REFERENCES "public"."dojang"("id_dojang") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session" ADD CONSTRAINT "session_id_akun_akun_id_akun_fk" FOREIGN KEY ("id_akun") REFERENCES "public"."akun"("id_akun") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "atlet" ADD CONSTRAINT "atlet_id_dojang_dojang_id_dojang_fk" FOREIGN KEY ("id_dojang") REFERENCES "public"."dojang"("id_dojang") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "atlet" ADD CONSTRAINT "atlet_id_pelatih_pembuat_pelatih_id_pelatih_fk" FOREIGN KEY ("id_pelatih_pembuat") REFERENCES "public"."pelatih"("id_pelatih") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kelas_berat" ADD CONSTRAINT "kelas_berat_id_kelompok_kelompok_usia_id_kelompok_fk" FOREIGN KEY ("id_kelompok") REFERENCES "public"."kelompok_usia"("id_kelompok") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kelas_kejuaraan" ADD CONSTRAINT "kelas_kejuaraan_id_kompetisi_kompetisi_id_kompetisi_fk" FOREIGN KEY ("id_kompetisi") REFERENCES "public"."kompetisi"("id_kompetisi") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kelas_kejuaraan" ADD CONSTRAINT "kelas_kejuaraan_id_kategori_event_kategori_event_id_kategori_event_fk" FOREIGN KEY ("id_kategori_event") REFERENCES "public"."kategori_event"("id_kategori_event") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kelas_kejuaraan" ADD CONSTRAINT "kelas_kejuaraan_id_kelompok_kelompok_usia_id_kelompok_fk" FOREIGN KEY ("id_kelompok") REFERENCES "public"."kelompok_usia"("id_kelompok") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kelas_kejuaraan" ADD CONSTRAINT "kelas_kejuaraan_id_kelas_berat_kelas_berat_id_kelas_berat_fk" FOREIGN KEY ("id_kelas_berat") REFERENCES "public"."kelas_berat"("id_kelas_berat") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kelas_kejuaraan" ADD CONSTRAINT "kelas_kejuaraan_id_poomsae_kelas_poomsae_id_poomsae_fk" FOREIGN KEY ("id_poomsae") REFERENCES "public"."kelas_poomsae"("id_poomsae") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bukti_transfer" ADD CONSTRAINT "bukti_transfer_id_dojang_dojang_id_dojang_fk" FOREIGN KEY ("id_dojang") REFERENCES "public"."dojang"("id_dojang") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bukti_transfer" ADD CONSTRAINT "bukti_transfer_id_pelatih_pelatih_id_pelatih_fk" FOREIGN KEY ("id_pelatih") REFERENCES "public"."pelatih"("id_pelatih") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bukti_transfer" ADD CONSTRAINT "bukti_transfer_id_kompetisi_kompetisi_id_kompetisi_fk" FOREIGN KEY ("id_kompetisi") REFERENCES "public"."kompetisi"("id_kompetisi") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "peserta_kompetisi" ADD CONSTRAINT "peserta_kompetisi_id_atlet_atlet_id_atlet_fk" FOREIGN KEY ("id_atlet") REFERENCES "public"."atlet"("id_atlet") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "peserta_kompetisi" ADD CONSTRAINT "peserta_kompetisi_id_kelas_kejuaraan_kelas_kejuaraan_id_kelas_kejuaraan_fk" FOREIGN KEY ("id_kelas_kejuaraan") REFERENCES "public"."kelas_kejuaraan"("id_kelas_kejuaraan") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "peserta_tim_anggota" ADD CONSTRAINT "peserta_tim_anggota_id_peserta_kompetisi_peserta_kompetisi_id_peserta_kompetisi_fk" FOREIGN KEY ("id_peserta_kompetisi") REFERENCES "public"."peserta_kompetisi"("id_peserta_kompetisi") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "peserta_tim_anggota" ADD CONSTRAINT "peserta_tim_anggota_id_atlet_atlet_id_atlet_fk" FOREIGN KEY ("id_atlet") REFERENCES "public"."atlet"("id_atlet") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bagan" ADD CONSTRAINT "bagan_id_kelas_kejuaraan_kelas_kejuaraan_id_kelas_kejuaraan_fk" FOREIGN KEY ("id_kelas_kejuaraan") REFERENCES "public"."kelas_kejuaraan"("id_kelas_kejuaraan") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match" ADD CONSTRAINT "match_id_bagan_bagan_id_bagan_fk" FOREIGN KEY ("id_bagan") REFERENCES "public"."bagan"("id_bagan") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match" ADD CONSTRAINT "match_id_peserta_a_peserta_kompetisi_id_peserta_kompetisi_fk" FOREIGN KEY ("id_peserta_a") REFERENCES "public"."peserta_kompetisi"("id_peserta_kompetisi") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match" ADD CONSTRAINT "match_id_peserta_b_peserta_kompetisi_id_peserta_kompetisi_fk" FOREIGN KEY ("id_peserta_b") REFERENCES "public"."peserta_kompetisi"("id_peserta_kompetisi") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match" ADD CONSTRAINT "match_id_pemenang_peserta_kompetisi_id_peserta_kompetisi_fk" FOREIGN KEY ("id_pemenang") REFERENCES "public"."peserta_kompetisi"("id_peserta_kompetisi") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_log" ADD CONSTRAINT "activity_log_id_akun_akun_id_akun_fk" FOREIGN KEY ("id_akun") REFERENCES "public"."akun"("id_akun") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idempotency_key" ADD CONSTRAINT "idempotency_key_id_akun_akun_id_akun_fk" FOREIGN KEY ("id_akun") REFERENCES "public"."akun"("id_akun") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "admin_kompetisi_kompetisi_idx" ON "admin_kompetisi" USING btree ("id_kompetisi");--> statement-breakpoint
CREATE UNIQUE INDEX "akun_email_unique" ON "akun" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "password_reset_code_akun_idx" ON "password_reset_code" USING btree ("id_akun");--> statement-breakpoint
CREATE INDEX "session_akun_idx" ON "session" USING btree ("id_akun");--> statement-breakpoint
CREATE INDEX "dojang_nama_idx" ON "dojang" USING btree ("nama_dojang");--> statement-breakpoint
CREATE INDEX "atlet_dojang_idx" ON "atlet" USING btree ("id_dojang");--> statement-breakpoint
CREATE INDEX "atlet_nama_idx" ON "atlet" USING btree ("nama_atlet");--> statement-breakpoint
CREATE INDEX "kelas_kejuaraan_kompetisi_idx" ON "kelas_kejuaraan" USING btree ("id_kompetisi","cabang");--> statement-breakpoint
CREATE INDEX "bukti_transfer_kompetisi_dojang_idx" ON "bukti_transfer" USING btree ("id_kompetisi","id_dojang");--> statement-breakpoint
CREATE INDEX "peserta_kelas_idx" ON "peserta_kompetisi" USING btree ("id_kelas_kejuaraan","status");--> statement-breakpoint
CREATE INDEX "match_bagan_idx" ON "match" USING btree ("id_bagan");--> statement-breakpoint
CREATE INDEX "activity_log_created_idx" ON "activity_log" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "idempotency_key_created_idx" ON "idempotency_key" USING btree ("created_at");