CREATE TABLE "saved_search_alerts" (
	"saved_search_id" integer NOT NULL,
	"property_id" integer NOT NULL,
	"event" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "saved_search_alerts_saved_search_id_property_id_event_pk" PRIMARY KEY("saved_search_id","property_id","event")
);
--> statement-breakpoint
CREATE TABLE "saved_searches" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"filters" jsonb NOT NULL,
	"frequency" text NOT NULL,
	"paused" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"last_digest_at" timestamp with time zone,
	"place_key" integer NOT NULL,
	"category_key" smallint NOT NULL,
	"transaction_key" integer NOT NULL,
	"type_key" integer NOT NULL,
	"region_id" integer,
	"city_id" integer,
	"min_price" numeric(14, 2),
	"max_price" numeric(14, 2),
	"min_area" double precision,
	"max_area" double precision,
	"bedrooms" smallint,
	"bathrooms" smallint,
	"industry_type_id" integer,
	"agent_id" integer,
	"is_featured" boolean,
	"min_lat" double precision,
	"max_lat" double precision,
	"min_lng" double precision,
	"max_lng" double precision,
	"words_query" text,
	"area_polygon" text
);
--> statement-breakpoint
ALTER TABLE "saved_search_alerts" ADD CONSTRAINT "saved_search_alerts_saved_search_id_saved_searches_id_fk" FOREIGN KEY ("saved_search_id") REFERENCES "public"."saved_searches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_search_alerts" ADD CONSTRAINT "saved_search_alerts_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "saved_search_alerts_pending_idx" ON "saved_search_alerts" USING btree ("saved_search_id","created_at" DESC NULLS LAST) WHERE "saved_search_alerts"."sent_at" is null;--> statement-breakpoint
CREATE INDEX "saved_search_alerts_property_idx" ON "saved_search_alerts" USING btree ("property_id");--> statement-breakpoint
CREATE INDEX "saved_searches_user_idx" ON "saved_searches" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
-- Hand-written (drizzle cannot declare INCLUDE): the match index carries every column the matcher
-- reads, so an ad's candidates are checked in the index alone (an index-only scan), without reading
-- the table (docs/decisions/0021-saved-search-alerts.md).
CREATE INDEX "saved_searches_match_idx" ON "saved_searches" USING btree ("place_key","category_key","transaction_key","type_key") INCLUDE ("id","user_id","frequency","region_id","city_id","min_price","max_price","min_area","max_area","bedrooms","bathrooms","industry_type_id","agent_id","is_featured","min_lat","max_lat","min_lng","max_lng","words_query","area_polygon") WHERE not "saved_searches"."paused";