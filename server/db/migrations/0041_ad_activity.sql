CREATE TABLE "ad_activity" (
	"day" date NOT NULL,
	"property_id" integer NOT NULL,
	"kind" text NOT NULL,
	"visitor_key" text NOT NULL,
	CONSTRAINT "ad_activity_day_property_id_kind_visitor_key_pk" PRIMARY KEY("day","property_id","kind","visitor_key"),
	CONSTRAINT "ad_activity_kind" CHECK (kind in ('impression', 'view', 'phoneReveal', 'callTap', 'whatsappTap', 'message', 'favourite', 'share'))
);
--> statement-breakpoint
CREATE TABLE "ad_activity_days" (
	"property_id" integer NOT NULL,
	"day" date NOT NULL,
	"kind" text NOT NULL,
	"visitors" integer NOT NULL,
	CONSTRAINT "ad_activity_days_property_id_day_kind_pk" PRIMARY KEY("property_id","day","kind"),
	CONSTRAINT "ad_activity_days_kind" CHECK (kind in ('impression', 'view', 'phoneReveal', 'callTap', 'whatsappTap', 'message', 'favourite', 'share'))
);
--> statement-breakpoint
CREATE INDEX "ad_activity_days_day_idx" ON "ad_activity_days" USING btree ("day");