CREATE TABLE "tautan_juri_kursi" (
	"id_tautan" serial PRIMARY KEY NOT NULL,
	"id_lapangan" integer NOT NULL,
	"juri" smallint NOT NULL,
	"kedaluwarsa" timestamp with time zone NOT NULL,
	"dibuat_pada" timestamp with time zone DEFAULT now() NOT NULL,
	"dibuat_oleh" integer,
	"dicabut_pada" timestamp with time zone,
	"dicabut_oleh" integer
);
--> statement-breakpoint
ALTER TABLE "tautan_juri_kursi" ADD CONSTRAINT "tautan_juri_kursi_id_lapangan_lapangan_id_lapangan_fk" FOREIGN KEY ("id_lapangan") REFERENCES "public"."lapangan"("id_lapangan") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tautan_juri_kursi" ADD CONSTRAINT "tautan_juri_kursi_dibuat_oleh_akun_id_akun_fk" FOREIGN KEY ("dibuat_oleh") REFERENCES "public"."akun"("id_akun") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tautan_juri_kursi" ADD CONSTRAINT "tautan_juri_kursi_dicabut_oleh_akun_id_akun_fk" FOREIGN KEY ("dicabut_oleh") REFERENCES "public"."akun"("id_akun") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tautan_juri_kursi_hidup_uq" ON "tautan_juri_kursi" USING btree ("id_lapangan","juri") WHERE "tautan_juri_kursi"."dicabut_pada" is null;