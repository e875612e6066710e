CREATE TABLE "hadir_perangkat" (
	"id_lapangan" integer NOT NULL,
	"jenis" varchar(5) NOT NULL,
	"kursi" smallint DEFAULT 0 NOT NULL,
	"perangkat" varchar(64) NOT NULL,
	"id_akun" integer,
	"terakhir_pada" timestamp with time zone NOT NULL,
	CONSTRAINT "hadir_perangkat_pk" PRIMARY KEY("id_lapangan","jenis","kursi","perangkat"),
	CONSTRAINT "hadir_perangkat_jenis" CHECK ("hadir_perangkat"."jenis" in ('meja', 'papan', 'juri'))
);
--> statement-breakpoint
ALTER TABLE "hadir_perangkat" ADD CONSTRAINT "hadir_perangkat_id_lapangan_lapangan_id_lapangan_fk" FOREIGN KEY ("id_lapangan") REFERENCES "public"."lapangan"("id_lapangan") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hadir_perangkat" ADD CONSTRAINT "hadir_perangkat_id_akun_akun_id_akun_fk" FOREIGN KEY ("id_akun") REFERENCES "public"."akun"("id_akun") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "hadir_perangkat_terakhir_idx" ON "hadir_perangkat" USING btree ("terakhir_pada");