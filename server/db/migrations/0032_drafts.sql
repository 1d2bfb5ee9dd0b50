ALTER TABLE "properties" ADD COLUMN "revision_of" integer;--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_revision_of_properties_id_fk" FOREIGN KEY ("revision_of") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "properties_revision_of_idx" ON "properties" USING btree ("revision_of");--> statement-breakpoint
CREATE INDEX "properties_draft_updated_idx" ON "properties" USING btree ("updated_at") WHERE "properties"."status" = 'draft';--> statement-breakpoint
CREATE INDEX "property_media_key_idx" ON "property_media" USING btree ("key");