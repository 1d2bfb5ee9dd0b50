CREATE TABLE "ad_licence_checks" (
	"property_id" integer PRIMARY KEY NOT NULL,
	"licence_number" text NOT NULL,
	"state" text NOT NULL,
	"checked_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone,
	"advertiser_name" text,
	"advertiser_type" text,
	"deed_number" text,
	"area" double precision,
	"price" numeric(14, 2)
);
--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "suspension_reason" text;--> statement-breakpoint
ALTER TABLE "ad_licence_checks" ADD CONSTRAINT "ad_licence_checks_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ad_licence_checks_checked_idx" ON "ad_licence_checks" USING btree ("checked_at");--> statement-breakpoint
CREATE INDEX "ad_licence_checks_expires_idx" ON "ad_licence_checks" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "properties_ad_license_idx" ON "properties" USING btree ("ad_license_number");