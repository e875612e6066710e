CREATE TABLE "hub_diri" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"pusat_url" text NOT NULL,
	"id_kompetisi" integer NOT NULL,
	"id_sewa" integer NOT NULL,
	"token" text NOT NULL,
	"status" varchar(14) DEFAULT 'aktif' NOT NULL,
	"seq_terkirim" bigint DEFAULT 0 NOT NULL,
	"diambil_pada" timestamp with time zone DEFAULT now() NOT NULL,
	"kontak_terakhir" timestamp with time zone,
	"segar_pada" timestamp with time zone,
	"galat_terakhir" text,
	"ditolak" jsonb,
	CONSTRAINT "hub_diri_satu_ck" CHECK ("hub_diri"."id" = 1),
	CONSTRAINT "hub_diri_status_ck" CHECK ("hub_diri"."status" in ('aktif', 'mengembalikan', 'selesai'))
);
--> statement-breakpoint
CREATE TABLE "hub_perubahan" (
	"seq" bigserial PRIMARY KEY NOT NULL,
	"tabel" varchar(40) NOT NULL,
	"op" char(1) NOT NULL,
	"baris" jsonb NOT NULL,
	"kolom" text[],
	"dibuat_pada" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hub_sewa" (
	"id_sewa" serial PRIMARY KEY NOT NULL,
	"id_kompetisi" integer NOT NULL,
	"status" varchar(10) DEFAULT 'menunggu' NOT NULL,
	"kode_hash" varchar(64) NOT NULL,
	"kode_berlaku_sampai" timestamp with time zone NOT NULL,
	"token_hash" varchar(64),
	"nama_hub" varchar(80),
	"seq_diterima" bigint DEFAULT 0 NOT NULL,
	"blok_id" jsonb,
	"ditolak" jsonb,
	"dibuat_oleh" integer,
	"dibuat_pada" timestamp with time zone DEFAULT now() NOT NULL,
	"diambil_pada" timestamp with time zone,
	"kontak_terakhir" timestamp with time zone,
	"selesai_pada" timestamp with time zone,
	"selesai_oleh" integer,
	"selesai_cara" varchar(12),
	CONSTRAINT "hub_sewa_status_ck" CHECK ("hub_sewa"."status" in ('menunggu', 'aktif', 'selesai', 'dicabut'))
);
--> statement-breakpoint
ALTER TABLE "hub_sewa" ADD CONSTRAINT "hub_sewa_id_kompetisi_kompetisi_id_kompetisi_fk" FOREIGN KEY ("id_kompetisi") REFERENCES "public"."kompetisi"("id_kompetisi") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hub_sewa" ADD CONSTRAINT "hub_sewa_dibuat_oleh_akun_id_akun_fk" FOREIGN KEY ("dibuat_oleh") REFERENCES "public"."akun"("id_akun") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hub_sewa" ADD CONSTRAINT "hub_sewa_selesai_oleh_akun_id_akun_fk" FOREIGN KEY ("selesai_oleh") REFERENCES "public"."akun"("id_akun") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "hub_sewa_hidup_uq" ON "hub_sewa" USING btree ("id_kompetisi") WHERE "hub_sewa"."status" in ('menunggu', 'aktif');--> statement-breakpoint
CREATE UNIQUE INDEX "hub_sewa_token_uq" ON "hub_sewa" USING btree ("token_hash");--> statement-breakpoint
CREATE OR REPLACE FUNCTION "venue_kompetisi"(tabel text, b jsonb) RETURNS integer LANGUAGE plpgsql STABLE AS $$
BEGIN
  IF tabel IN ('kompetisi', 'penimbangan', 'keputusan_timbang', 'undian_timbang_acak', 'atlet_terbaik', 'hari_pertandingan', 'lapangan') THEN
    RETURN (b->>'id_kompetisi')::integer;
  ELSIF tabel IN ('jadwal_kelas', 'partai', 'tautan_juri_kursi') THEN
    RETURN (SELECT l.id_kompetisi FROM lapangan l WHERE l.id_lapangan = (b->>'id_lapangan')::integer);
  ELSIF tabel IN ('peserta_kompetisi', 'bagan') THEN
    RETURN (SELECT k.id_kompetisi FROM kelas_kejuaraan k WHERE k.id_kelas_kejuaraan = (b->>'id_kelas_kejuaraan')::integer);
  ELSIF tabel = 'match' THEN
    RETURN (SELECT k.id_kompetisi FROM bagan g JOIN kelas_kejuaraan k ON k.id_kelas_kejuaraan = g.id_kelas_kejuaraan
      WHERE g.id_bagan = (b->>'id_bagan')::integer);
  ELSIF tabel IN ('skor_kejadian', 'skor_poomsae', 'skor_poomsae_juri', 'skor_tekan') THEN
    RETURN (SELECT k.id_kompetisi FROM match m JOIN bagan g ON g.id_bagan = m.id_bagan
      JOIN kelas_kejuaraan k ON k.id_kelas_kejuaraan = g.id_kelas_kejuaraan WHERE m.id_match = b->>'id_match');
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Central server: while a hub holds a competition, its venue data changes only through what the hub sends
-- (that transaction sets arena.dari_hub).
CREATE OR REPLACE FUNCTION "venue_jaga"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE k integer;
BEGIN
  IF current_setting('arena.dari_hub', true) = 'ya' OR NOT EXISTS (SELECT 1 FROM hub_sewa WHERE status = 'aktif') THEN
    RETURN COALESCE(NEW, OLD);
  END IF;
  IF TG_OP <> 'INSERT' THEN
    k := venue_kompetisi(TG_TABLE_NAME, to_jsonb(OLD));
    IF EXISTS (SELECT 1 FROM hub_sewa WHERE status = 'aktif' AND id_kompetisi = k) THEN
      RAISE EXCEPTION 'dikelola_hub' USING ERRCODE = 'AH423', DETAIL = k::text;
    END IF;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    k := venue_kompetisi(TG_TABLE_NAME, to_jsonb(NEW));
    IF EXISTS (SELECT 1 FROM hub_sewa WHERE status = 'aktif' AND id_kompetisi = k) THEN
      RAISE EXCEPTION 'dikelola_hub' USING ERRCODE = 'AH423', DETAIL = k::text;
    END IF;
  END IF;
  RETURN COALESCE(NEW, OLD);
END $$;
--> statement-breakpoint
-- Venue hub: every committed change of the venue data, in the writing transaction, in commit order
-- (the copy from the central server runs with triggers off, and a restore sets arena.salin: neither is sent back).
CREATE OR REPLACE FUNCTION "venue_jejak"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE lama jsonb; baru jsonb; ubah text[];
BEGIN
  IF current_setting('arena.salin', true) = 'ya' OR NOT EXISTS (SELECT 1 FROM hub_diri WHERE status IN ('aktif', 'mengembalikan')) THEN
    RETURN NULL;
  END IF;
  IF TG_OP = 'INSERT' THEN
    INSERT INTO hub_perubahan (tabel, op, baris) VALUES (TG_TABLE_NAME, 'I', to_jsonb(NEW));
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO hub_perubahan (tabel, op, baris) VALUES (TG_TABLE_NAME, 'D', to_jsonb(OLD));
  ELSE
    lama := to_jsonb(OLD);
    baru := to_jsonb(NEW);
    SELECT array_agg(e.key ORDER BY e.key) INTO ubah FROM jsonb_each(baru) e WHERE lama -> e.key IS DISTINCT FROM e.value;
    IF ubah IS NOT NULL THEN
      INSERT INTO hub_perubahan (tabel, op, baris, kolom) VALUES (TG_TABLE_NAME, 'U', baru, ubah);
    END IF;
  END IF;
  RETURN NULL;
END $$;

--> statement-breakpoint
CREATE TRIGGER "venue_jaga" BEFORE INSERT OR UPDATE OR DELETE ON "penimbangan" FOR EACH ROW EXECUTE FUNCTION venue_jaga();
--> statement-breakpoint
CREATE TRIGGER "venue_jejak" AFTER INSERT OR UPDATE OR DELETE ON "penimbangan" FOR EACH ROW EXECUTE FUNCTION venue_jejak();
--> statement-breakpoint
CREATE TRIGGER "venue_jaga" BEFORE INSERT OR UPDATE OR DELETE ON "keputusan_timbang" FOR EACH ROW EXECUTE FUNCTION venue_jaga();
--> statement-breakpoint
CREATE TRIGGER "venue_jejak" AFTER INSERT OR UPDATE OR DELETE ON "keputusan_timbang" FOR EACH ROW EXECUTE FUNCTION venue_jejak();
--> statement-breakpoint
CREATE TRIGGER "venue_jaga" BEFORE INSERT OR UPDATE OR DELETE ON "undian_timbang_acak" FOR EACH ROW EXECUTE FUNCTION venue_jaga();
--> statement-breakpoint
CREATE TRIGGER "venue_jejak" AFTER INSERT OR UPDATE OR DELETE ON "undian_timbang_acak" FOR EACH ROW EXECUTE FUNCTION venue_jejak();
--> statement-breakpoint
CREATE TRIGGER "venue_jaga" BEFORE INSERT OR UPDATE OR DELETE ON "atlet_terbaik" FOR EACH ROW EXECUTE FUNCTION venue_jaga();
--> statement-breakpoint
CREATE TRIGGER "venue_jejak" AFTER INSERT OR UPDATE OR DELETE ON "atlet_terbaik" FOR EACH ROW EXECUTE FUNCTION venue_jejak();
--> statement-breakpoint
CREATE TRIGGER "venue_jaga" BEFORE INSERT OR UPDATE OR DELETE ON "hari_pertandingan" FOR EACH ROW EXECUTE FUNCTION venue_jaga();
--> statement-breakpoint
CREATE TRIGGER "venue_jejak" AFTER INSERT OR UPDATE OR DELETE ON "hari_pertandingan" FOR EACH ROW EXECUTE FUNCTION venue_jejak();
--> statement-breakpoint
CREATE TRIGGER "venue_jaga" BEFORE INSERT OR UPDATE OR DELETE ON "lapangan" FOR EACH ROW EXECUTE FUNCTION venue_jaga();
--> statement-breakpoint
CREATE TRIGGER "venue_jejak" AFTER INSERT OR UPDATE OR DELETE ON "lapangan" FOR EACH ROW EXECUTE FUNCTION venue_jejak();
--> statement-breakpoint
CREATE TRIGGER "venue_jaga" BEFORE INSERT OR UPDATE OR DELETE ON "jadwal_kelas" FOR EACH ROW EXECUTE FUNCTION venue_jaga();
--> statement-breakpoint
CREATE TRIGGER "venue_jejak" AFTER INSERT OR UPDATE OR DELETE ON "jadwal_kelas" FOR EACH ROW EXECUTE FUNCTION venue_jejak();
--> statement-breakpoint
CREATE TRIGGER "venue_jaga" BEFORE INSERT OR UPDATE OR DELETE ON "bagan" FOR EACH ROW EXECUTE FUNCTION venue_jaga();
--> statement-breakpoint
CREATE TRIGGER "venue_jejak" AFTER INSERT OR UPDATE OR DELETE ON "bagan" FOR EACH ROW EXECUTE FUNCTION venue_jejak();
--> statement-breakpoint
CREATE TRIGGER "venue_jaga" BEFORE INSERT OR UPDATE OR DELETE ON "match" FOR EACH ROW EXECUTE FUNCTION venue_jaga();
--> statement-breakpoint
CREATE TRIGGER "venue_jejak" AFTER INSERT OR UPDATE OR DELETE ON "match" FOR EACH ROW EXECUTE FUNCTION venue_jejak();
--> statement-breakpoint
CREATE TRIGGER "venue_jaga" BEFORE INSERT OR UPDATE OR DELETE ON "partai" FOR EACH ROW EXECUTE FUNCTION venue_jaga();
--> statement-breakpoint
CREATE TRIGGER "venue_jejak" AFTER INSERT OR UPDATE OR DELETE ON "partai" FOR EACH ROW EXECUTE FUNCTION venue_jejak();
--> statement-breakpoint
CREATE TRIGGER "venue_jaga" BEFORE INSERT OR UPDATE OR DELETE ON "skor_kejadian" FOR EACH ROW EXECUTE FUNCTION venue_jaga();
--> statement-breakpoint
CREATE TRIGGER "venue_jejak" AFTER INSERT OR UPDATE OR DELETE ON "skor_kejadian" FOR EACH ROW EXECUTE FUNCTION venue_jejak();
--> statement-breakpoint
CREATE TRIGGER "venue_jaga" BEFORE INSERT OR UPDATE OR DELETE ON "skor_poomsae" FOR EACH ROW EXECUTE FUNCTION venue_jaga();
--> statement-breakpoint
CREATE TRIGGER "venue_jejak" AFTER INSERT OR UPDATE OR DELETE ON "skor_poomsae" FOR EACH ROW EXECUTE FUNCTION venue_jejak();
--> statement-breakpoint
CREATE TRIGGER "venue_jaga" BEFORE INSERT OR UPDATE OR DELETE ON "skor_poomsae_juri" FOR EACH ROW EXECUTE FUNCTION venue_jaga();
--> statement-breakpoint
CREATE TRIGGER "venue_jejak" AFTER INSERT OR UPDATE OR DELETE ON "skor_poomsae_juri" FOR EACH ROW EXECUTE FUNCTION venue_jejak();
--> statement-breakpoint
CREATE TRIGGER "venue_jaga" BEFORE INSERT OR UPDATE OR DELETE ON "skor_tekan" FOR EACH ROW EXECUTE FUNCTION venue_jaga();
--> statement-breakpoint
CREATE TRIGGER "venue_jejak" AFTER INSERT OR UPDATE OR DELETE ON "skor_tekan" FOR EACH ROW EXECUTE FUNCTION venue_jejak();
--> statement-breakpoint
CREATE TRIGGER "venue_jaga" BEFORE INSERT OR UPDATE OR DELETE ON "tautan_juri_kursi" FOR EACH ROW EXECUTE FUNCTION venue_jaga();
--> statement-breakpoint
CREATE TRIGGER "venue_jejak" AFTER INSERT OR UPDATE OR DELETE ON "tautan_juri_kursi" FOR EACH ROW EXECUTE FUNCTION venue_jejak();
--> statement-breakpoint
CREATE TRIGGER "venue_jaga" BEFORE UPDATE ON "kompetisi" FOR EACH ROW WHEN (OLD."pengaturan_skor" IS DISTINCT FROM NEW."pengaturan_skor" OR OLD."timbang_toleransi_gram" IS DISTINCT FROM NEW."timbang_toleransi_gram" OR OLD."timbang_percobaan_maks" IS DISTINCT FROM NEW."timbang_percobaan_maks" OR OLD."timbang_boleh_pindah" IS DISTINCT FROM NEW."timbang_boleh_pindah" OR OLD."timbang_acak_toleransi_persen" IS DISTINCT FROM NEW."timbang_acak_toleransi_persen" OR OLD."timbang_berat_min_gram" IS DISTINCT FROM NEW."timbang_berat_min_gram" OR OLD."timbang_berat_maks_gram" IS DISTINCT FROM NEW."timbang_berat_maks_gram" OR OLD."jadwal_istirahat_partai" IS DISTINCT FROM NEW."jadwal_istirahat_partai" OR OLD."jadwal_tunggu_detik" IS DISTINCT FROM NEW."jadwal_tunggu_detik" OR OLD."jadwal_menit_kyorugi" IS DISTINCT FROM NEW."jadwal_menit_kyorugi" OR OLD."jadwal_menit_poomsae" IS DISTINCT FROM NEW."jadwal_menit_poomsae" OR OLD."piagam_tata_letak" IS DISTINCT FROM NEW."piagam_tata_letak") EXECUTE FUNCTION venue_jaga();
--> statement-breakpoint
CREATE TRIGGER "venue_jejak" AFTER UPDATE ON "kompetisi" FOR EACH ROW EXECUTE FUNCTION venue_jejak();
--> statement-breakpoint
CREATE TRIGGER "venue_jaga" BEFORE UPDATE ON "peserta_kompetisi" FOR EACH ROW WHEN (OLD."id_kelas_kejuaraan" IS DISTINCT FROM NEW."id_kelas_kejuaraan") EXECUTE FUNCTION venue_jaga();
--> statement-breakpoint
CREATE TRIGGER "venue_jejak" AFTER UPDATE ON "peserta_kompetisi" FOR EACH ROW EXECUTE FUNCTION venue_jejak();
