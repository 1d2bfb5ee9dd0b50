ALTER TABLE "users" ADD COLUMN "terms_version" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "terms_consented_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "expiry_reminded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "properties_published_age_idx" ON "properties" USING btree (greatest("published_at", "confirmed_at")) WHERE "properties"."status" = 'published';--> statement-breakpoint
-- Ads sold or rented before this release: closed when they last changed.
UPDATE "properties" SET "closed_at" = "updated_at" WHERE "status" IN ('sold', 'rented');
