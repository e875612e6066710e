CREATE TABLE "ikuti_atlet" (
	"id_perangkat" integer NOT NULL,
	"id_kompetisi" integer NOT NULL,
	"id_peserta_kompetisi" integer NOT NULL,
	"berlaku_sampai" timestamp with time zone NOT NULL,
	CONSTRAINT "ikuti_atlet_id_perangkat_id_peserta_kompetisi_pk" PRIMARY KEY("id_perangkat","id_peserta_kompetisi")
);
--> statement-breakpoint
CREATE TABLE "ikuti_pelatih" (
	"id_akun" integer PRIMARY KEY NOT NULL,
	"partai_lagi" smallint DEFAULT 3 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ikuti_pelatih_mati" (
	"id_akun" integer NOT NULL,
	"id_peserta_kompetisi" integer NOT NULL,
	CONSTRAINT "ikuti_pelatih_mati_id_akun_id_peserta_kompetisi_pk" PRIMARY KEY("id_akun","id_peserta_kompetisi")
);
--> statement-breakpoint
CREATE TABLE "ikuti_perangkat" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"endpoint" text NOT NULL,
	"p256dh" text NOT NULL,
	"auth" text NOT NULL,
	"partai_lagi" smallint DEFAULT 3 NOT NULL,
	"dibuat_pada" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ikuti_perangkat_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "ikuti_perangkat_endpoint_unique" UNIQUE("endpoint")
);
--> statement-breakpoint
CREATE TABLE "ikuti_terkirim" (
	"penerima" varchar(64) NOT NULL,
	"id_peserta_kompetisi" integer NOT NULL,
	"id_match" text NOT NULL,
	"jenis" varchar(12) NOT NULL,
	"dikirim_pada" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ikuti_terkirim_penerima_id_peserta_kompetisi_id_match_jenis_pk" PRIMARY KEY("penerima","id_peserta_kompetisi","id_match","jenis")
);
--> statement-breakpoint
ALTER TABLE "ikuti_atlet" ADD CONSTRAINT "ikuti_atlet_id_perangkat_ikuti_perangkat_id_fk" FOREIGN KEY ("id_perangkat") REFERENCES "public"."ikuti_perangkat"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ikuti_atlet" ADD CONSTRAINT "ikuti_atlet_id_kompetisi_kompetisi_id_kompetisi_fk" FOREIGN KEY ("id_kompetisi") REFERENCES "public"."kompetisi"("id_kompetisi") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ikuti_atlet" ADD CONSTRAINT "ikuti_atlet_id_peserta_kompetisi_peserta_kompetisi_id_peserta_kompetisi_fk" FOREIGN KEY ("id_peserta_kompetisi") REFERENCES "public"."peserta_kompetisi"("id_peserta_kompetisi") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ikuti_pelatih" ADD CONSTRAINT "ikuti_pelatih_id_akun_akun_id_akun_fk" FOREIGN KEY ("id_akun") REFERENCES "public"."akun"("id_akun") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ikuti_pelatih_mati" ADD CONSTRAINT "ikuti_pelatih_mati_id_akun_akun_id_akun_fk" FOREIGN KEY ("id_akun") REFERENCES "public"."akun"("id_akun") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ikuti_pelatih_mati" ADD CONSTRAINT "ikuti_pelatih_mati_id_peserta_kompetisi_peserta_kompetisi_id_peserta_kompetisi_fk" FOREIGN KEY ("id_peserta_kompetisi") REFERENCES "public"."peserta_kompetisi"("id_peserta_kompetisi") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ikuti_atlet_kompetisi_idx" ON "ikuti_atlet" USING btree ("id_kompetisi");--> statement-breakpoint
CREATE INDEX "ikuti_terkirim_waktu_idx" ON "ikuti_terkirim" USING btree ("dikirim_pada");