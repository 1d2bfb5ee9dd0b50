ALTER TABLE "properties" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "published_price" numeric(14, 2);--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "published_currency" text;--> statement-breakpoint
UPDATE "properties" SET "published_price" = "price", "published_currency" = "currency" WHERE "published_at" IS NOT NULL;
