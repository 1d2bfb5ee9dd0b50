-- Today's counts are updated by every flush: with no index on `visitors` and room left on each page,
-- those updates stay on their page (HOT) instead of adding index entries and dead rows (ADR 0040).
DROP INDEX "ad_activity_days_property_counts_idx";--> statement-breakpoint
ALTER TABLE "ad_activity_days" SET (fillfactor = 80);--> statement-breakpoint
-- The totals are rewritten whole by the roll-up, which runs at every start: emptied here, so the new
-- columns need no backfill.
DELETE FROM "ad_activity_totals";--> statement-breakpoint
ALTER TABLE "ad_activity_totals" ADD COLUMN "office_id" integer;--> statement-breakpoint
ALTER TABLE "ad_activity_totals" ADD COLUMN "owner_id" uuid NOT NULL;--> statement-breakpoint
CREATE INDEX "ad_activity_totals_office_idx" ON "ad_activity_totals" USING btree ("office_id","days","kind","property_id","visitors") WHERE "ad_activity_totals"."office_id" is not null;--> statement-breakpoint
CREATE INDEX "ad_activity_totals_owner_idx" ON "ad_activity_totals" USING btree ("owner_id","days","kind","property_id","visitors");
