CREATE TABLE "batas_percobaan" (
	"kunci" varchar(64) PRIMARY KEY NOT NULL,
	"jenis" varchar(20) NOT NULL,
	"batas" integer NOT NULL,
	"waktu" timestamp with time zone[] NOT NULL,
	"terakhir" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "batas_percobaan_terakhir_idx" ON "batas_percobaan" USING btree ("terakhir");