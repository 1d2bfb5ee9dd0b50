DROP INDEX "properties_status_created_idx";--> statement-breakpoint
CREATE INDEX "properties_status_published_idx" ON "properties" USING btree ("status","published_at" DESC NULLS LAST);