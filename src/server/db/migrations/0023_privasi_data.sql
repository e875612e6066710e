CREATE TABLE "akses_data" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_atlet" integer,
	"id_akun" integer,
	"peran" varchar(30) NOT NULL,
	"nama" varchar(254) NOT NULL,
	"objek" varchar(30) NOT NULL,
	"berkas" varchar(100),
	"pada" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "permintaan_data" (
	"id" serial PRIMARY KEY NOT NULL,
	"jenis" varchar(20) NOT NULL,
	"id_atlet" integer,
	"id_akun_peminta" integer,
	"diminta_oleh" varchar(254) NOT NULL,
	"diminta_pada" timestamp with time zone DEFAULT now() NOT NULL,
	"alasan" text,
	"status" varchar(20) DEFAULT 'MENUNGGU' NOT NULL,
	"id_akun_penangan" integer,
	"ditangani_pada" timestamp with time zone,
	"catatan_penanganan" text
);
--> statement-breakpoint
CREATE TABLE "persetujuan_data" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_atlet" integer NOT NULL,
	"jenis" varchar(20) NOT NULL,
	"versi_kebijakan" varchar(20),
	"oleh_wali" boolean DEFAULT false NOT NULL,
	"nama_wali" varchar(200),
	"id_akun" integer,
	"dicatat_oleh" varchar(254) NOT NULL,
	"pada" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "akses_data" ADD CONSTRAINT "akses_data_id_atlet_atlet_id_atlet_fk" FOREIGN KEY ("id_atlet") REFERENCES "public"."atlet"("id_atlet") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "akses_data" ADD CONSTRAINT "akses_data_id_akun_akun_id_akun_fk" FOREIGN KEY ("id_akun") REFERENCES "public"."akun"("id_akun") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "permintaan_data" ADD CONSTRAINT "permintaan_data_id_atlet_atlet_id_atlet_fk" FOREIGN KEY ("id_atlet") REFERENCES "public"."atlet"("id_atlet") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "permintaan_data" ADD CONSTRAINT "permintaan_data_id_akun_peminta_akun_id_akun_fk" FOREIGN KEY ("id_akun_peminta") REFERENCES "public"."akun"("id_akun") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "permintaan_data" ADD CONSTRAINT "permintaan_data_id_akun_penangan_akun_id_akun_fk" FOREIGN KEY ("id_akun_penangan") REFERENCES "public"."akun"("id_akun") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "persetujuan_data" ADD CONSTRAINT "persetujuan_data_id_atlet_atlet_id_atlet_fk" FOREIGN KEY ("id_atlet") REFERENCES "public"."atlet"("id_atlet") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "persetujuan_data" ADD CONSTRAINT "persetujuan_data_id_akun_akun_id_akun_fk" FOREIGN KEY ("id_akun") REFERENCES "public"."akun"("id_akun") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "akses_data_atlet_idx" ON "akses_data" USING btree ("id_atlet","pada","id");--> statement-breakpoint
CREATE INDEX "permintaan_data_diminta_idx" ON "permintaan_data" USING btree ("diminta_pada","id");--> statement-breakpoint
CREATE INDEX "permintaan_data_atlet_idx" ON "permintaan_data" USING btree ("id_atlet");--> statement-breakpoint
CREATE INDEX "persetujuan_data_atlet_idx" ON "persetujuan_data" USING btree ("id_atlet","id");