CREATE TABLE "feed_listings" (
	"office_id" integer NOT NULL,
	"reference" text NOT NULL,
	"property_id" integer NOT NULL,
	"content_hash" text,
	"photo_urls" jsonb NOT NULL,
	"withdrawn" boolean DEFAULT false NOT NULL,
	"photo_problems" jsonb,
	"photos_fetched_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "feed_listings_office_id_reference_pk" PRIMARY KEY("office_id","reference"),
	CONSTRAINT "feed_listings_property_id_unique" UNIQUE("property_id")
);
--> statement-breakpoint
CREATE TABLE "feed_runs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "feed_runs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"office_id" integer NOT NULL,
	"started_by" uuid,
	"source" text NOT NULL,
	"format" text NOT NULL,
	"full" boolean NOT NULL,
	"state" text NOT NULL,
	"listings" jsonb NOT NULL,
	"report" jsonb NOT NULL,
	"counts" jsonb NOT NULL,
	"failure" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"applied_at" timestamp with time zone,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "office_feeds" (
	"office_id" integer PRIMARY KEY NOT NULL,
	"url" text NOT NULL,
	"saved_by" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "feed_listings" ADD CONSTRAINT "feed_listings_office_id_offices_id_fk" FOREIGN KEY ("office_id") REFERENCES "public"."offices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_listings" ADD CONSTRAINT "feed_listings_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_runs" ADD CONSTRAINT "feed_runs_office_id_offices_id_fk" FOREIGN KEY ("office_id") REFERENCES "public"."offices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_runs" ADD CONSTRAINT "feed_runs_started_by_users_id_fk" FOREIGN KEY ("started_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "office_feeds" ADD CONSTRAINT "office_feeds_office_id_offices_id_fk" FOREIGN KEY ("office_id") REFERENCES "public"."offices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "office_feeds" ADD CONSTRAINT "office_feeds_saved_by_users_id_fk" FOREIGN KEY ("saved_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "feed_runs_office_idx" ON "feed_runs" USING btree ("office_id","id");