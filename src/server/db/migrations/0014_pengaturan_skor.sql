CREATE TABLE "skor_poomsae_juri" (
	"id_match" text NOT NULL,
	"juri" smallint NOT NULL,
	"isi" jsonb NOT NULL,
	"dikirim_pada" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "skor_poomsae_juri_pk" PRIMARY KEY("id_match","juri")
);
--> statement-breakpoint
ALTER TABLE "kompetisi" ADD COLUMN "pengaturan_skor" jsonb;--> statement-breakpoint
ALTER TABLE "partai" ADD COLUMN "aturan_skor" jsonb;--> statement-breakpoint
ALTER TABLE "skor_poomsae_juri" ADD CONSTRAINT "skor_poomsae_juri_id_match_match_id_match_fk" FOREIGN KEY ("id_match") REFERENCES "public"."match"("id_match") ON DELETE cascade ON UPDATE no action;