CREATE TABLE "skor_tekan" (
	"seq" bigserial PRIMARY KEY NOT NULL,
	"id_match" text NOT NULL,
	"juri" smallint NOT NULL,
	"id_tekan" uuid NOT NULL,
	"sudut" varchar(1) NOT NULL,
	"teknik" varchar(20) NOT NULL,
	"waktu" bigint NOT NULL,
	"diterima_pada" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "skor_tekan" ADD CONSTRAINT "skor_tekan_id_match_match_id_match_fk" FOREIGN KEY ("id_match") REFERENCES "public"."match"("id_match") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "skor_tekan_id_uq" ON "skor_tekan" USING btree ("id_match","id_tekan");--> statement-breakpoint
CREATE INDEX "skor_tekan_match_seq_idx" ON "skor_tekan" USING btree ("id_match","seq");