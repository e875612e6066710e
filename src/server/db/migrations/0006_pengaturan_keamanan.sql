CREATE TABLE "kode_pemulihan" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_akun" integer NOT NULL,
	"kode_hash" varchar(128) NOT NULL,
	"dipakai_pada" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "login_tantangan" (
	"token_hash" varchar(64) PRIMARY KEY NOT NULL,
	"id_akun" integer NOT NULL,
	"percobaan" integer DEFAULT 0 NOT NULL,
	"kedaluwarsa" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "push_langganan" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_akun" integer NOT NULL,
	"endpoint" text NOT NULL,
	"p256dh" text NOT NULL,
	"auth" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "push_langganan_endpoint_unique" UNIQUE("endpoint")
);
--> statement-breakpoint
CREATE TABLE "totp" (
	"id_akun" integer PRIMARY KEY NOT NULL,
	"secret_enc" text NOT NULL,
	"aktif" boolean DEFAULT false NOT NULL,
	"diaktifkan_pada" timestamp with time zone,
	"langkah_terakhir" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "kode_pemulihan" ADD CONSTRAINT "kode_pemulihan_id_akun_akun_id_akun_fk" FOREIGN KEY ("id_akun") REFERENCES "public"."akun"("id_akun") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "login_tantangan" ADD CONSTRAINT "login_tantangan_id_akun_akun_id_akun_fk" FOREIGN KEY ("id_akun") REFERENCES "public"."akun"("id_akun") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_langganan" ADD CONSTRAINT "push_langganan_id_akun_akun_id_akun_fk" FOREIGN KEY ("id_akun") REFERENCES "public"."akun"("id_akun") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "totp" ADD CONSTRAINT "totp_id_akun_akun_id_akun_fk" FOREIGN KEY ("id_akun") REFERENCES "public"."akun"("id_akun") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "kode_pemulihan_akun_idx" ON "kode_pemulihan" USING btree ("id_akun");--> statement-breakpoint
CREATE INDEX "push_langganan_akun_idx" ON "push_langganan" USING btree ("id_akun");