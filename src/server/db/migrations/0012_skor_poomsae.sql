CREATE TABLE "skor_poomsae" (
	"id_match" text PRIMARY KEY NOT NULL,
	"panel" jsonb NOT NULL,
	"dicatat_oleh" integer,
	"dicatat_pada" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "skor_poomsae" ADD CONSTRAINT "skor_poomsae_id_match_match_id_match_fk" FOREIGN KEY ("id_match") REFERENCES "public"."match"("id_match") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "skor_poomsae" ADD CONSTRAINT "skor_poomsae_dicatat_oleh_akun_id_akun_fk" FOREIGN KEY ("dicatat_oleh") REFERENCES "public"."akun"("id_akun") ON DELETE set null ON UPDATE no action;