CREATE TABLE "ad_activity_totals" (
	"property_id" integer NOT NULL,
	"days" smallint NOT NULL,
	"kind" text NOT NULL,
	"visitors" integer NOT NULL,
	CONSTRAINT "ad_activity_totals_property_id_days_kind_pk" PRIMARY KEY("property_id","days","kind"),
	CONSTRAINT "ad_activity_totals_days" CHECK ("ad_activity_totals"."days" in (7, 30, 90)),
	CONSTRAINT "ad_activity_totals_kind" CHECK (kind in ('impression', 'view', 'phoneReveal', 'callTap', 'whatsappTap', 'message', 'favourite', 'share'))
);
--> statement-breakpoint
CREATE INDEX "advertiser_activity_days_office_counts_idx" ON "advertiser_activity_days" USING btree ("office_id","day","owner_id","kind","visitors");