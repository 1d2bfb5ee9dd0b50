CREATE TABLE "ad_similar_ranks" (
	"property_id" integer PRIMARY KEY NOT NULL,
	"views" integer NOT NULL,
	"views_rank" integer NOT NULL,
	"similar_count" integer NOT NULL,
	"price_rank" integer,
	"priced_count" integer,
	"computed_on" date NOT NULL
);
--> statement-breakpoint
CREATE INDEX "ad_activity_days_property_counts_idx" ON "ad_activity_days" USING btree ("property_id","day","kind","visitors");