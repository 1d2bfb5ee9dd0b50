ALTER TABLE "properties" ADD COLUMN "unreviewed_edit_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "weight" double precision DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "decided_once_at" timestamp with time zone;--> statement-breakpoint
-- Ads waiting for review, or sent back for changes, hold what nobody has approved yet; an ad that
-- reports hold does only when its owner changed it after the hold.
UPDATE "properties" SET "unreviewed_edit_at" = "updated_at"
WHERE "status" IN ('pending', 'changesRequested')
  AND ("held_for_reports_at" IS NULL OR "updated_at" > "held_for_reports_at");--> statement-breakpoint
-- Reports staff have decided never count again; visitors weigh what they weigh from now on.
UPDATE "reports" SET "decided_once_at" = "resolved_at" WHERE "resolved_at" IS NOT NULL;--> statement-breakpoint
UPDATE "reports" SET "weight" = 0.5 WHERE "reporter_key" LIKE 'v:%';
