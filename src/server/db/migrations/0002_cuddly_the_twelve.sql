CREATE INDEX "atlet_pas_foto_idx" ON "atlet" USING btree ("pas_foto");--> statement-breakpoint
CREATE INDEX "atlet_akte_kelahiran_idx" ON "atlet" USING btree ("akte_kelahiran");--> statement-breakpoint
CREATE INDEX "atlet_sertifikat_belt_idx" ON "atlet" USING btree ("sertifikat_belt");--> statement-breakpoint
CREATE INDEX "atlet_ktp_idx" ON "atlet" USING btree ("ktp");