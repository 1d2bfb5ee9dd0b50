CREATE TABLE "advertiser_activity_days" (
	"office_id" integer DEFAULT 0 NOT NULL,
	"owner_id" uuid NOT NULL,
	"day" date NOT NULL,
	"kind" text NOT NULL,
	"visitors" integer NOT NULL,
	CONSTRAINT "advertiser_activity_days_office_id_owner_id_day_kind_pk" PRIMARY KEY("office_id","owner_id","day","kind"),
	CONSTRAINT "advertiser_activity_days_kind" CHECK (kind in ('impression', 'view', 'phoneReveal', 'callTap', 'whatsappTap', 'message', 'favourite', 'share'))
);
--> statement-breakpoint
CREATE INDEX "advertiser_activity_days_owner_idx" ON "advertiser_activity_days" USING btree ("owner_id","day");