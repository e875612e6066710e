CREATE TABLE "skor_kejadian" (
	"id_match" text NOT NULL,
	"perangkat" varchar(64) NOT NULL,
	"id_kejadian" varchar(64) NOT NULL,
	"seq" integer NOT NULL,
	"waktu" bigint NOT NULL,
	"isi" jsonb NOT NULL,
	"diterima_pada" timestamp with time zone DEFAULT now() NOT NULL,
	"id_akun" integer,
	CONSTRAINT "skor_kejadian_pk" PRIMARY KEY("id_match","perangkat","id_kejadian")
);
--> statement-breakpoint
ALTER TABLE "skor_kejadian" ADD CONSTRAINT "skor_kejadian_id_match_match_id_match_fk" FOREIGN KEY ("id_match") REFERENCES "public"."match"("id_match") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "skor_kejadian" ADD CONSTRAINT "skor_kejadian_id_akun_akun_id_akun_fk" FOREIGN KEY ("id_akun") REFERENCES "public"."akun"("id_akun") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "skor_kejadian_match_seq_idx" ON "skor_kejadian" USING btree ("id_match","seq");