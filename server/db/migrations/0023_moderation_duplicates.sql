ALTER TABLE "properties" ADD COLUMN "approved_version" jsonb;--> statement-breakpoint
ALTER TABLE "property_media" ADD COLUMN "dhash" bigint;--> statement-breakpoint
ALTER TABLE "property_media" ADD COLUMN "dhash_band0" integer;--> statement-breakpoint
ALTER TABLE "property_media" ADD COLUMN "dhash_band1" integer;--> statement-breakpoint
ALTER TABLE "property_media" ADD COLUMN "dhash_band2" integer;--> statement-breakpoint
ALTER TABLE "property_media" ADD COLUMN "dhash_band3" integer;--> statement-breakpoint
CREATE INDEX "property_media_dhash_band0_idx" ON "property_media" USING btree ("dhash_band0");--> statement-breakpoint
CREATE INDEX "property_media_dhash_band1_idx" ON "property_media" USING btree ("dhash_band1");--> statement-breakpoint
CREATE INDEX "property_media_dhash_band2_idx" ON "property_media" USING btree ("dhash_band2");--> statement-breakpoint
CREATE INDEX "property_media_dhash_band3_idx" ON "property_media" USING btree ("dhash_band3");