CREATE TABLE "recently_viewed" (
	"user_id" uuid NOT NULL,
	"property_id" integer NOT NULL,
	"viewed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "recently_viewed_user_id_property_id_pk" PRIMARY KEY("user_id","property_id")
);
--> statement-breakpoint
ALTER TABLE "recently_viewed" ADD CONSTRAINT "recently_viewed_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recently_viewed" ADD CONSTRAINT "recently_viewed_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "recently_viewed_user_idx" ON "recently_viewed" USING btree ("user_id","viewed_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "recently_viewed_property_idx" ON "recently_viewed" USING btree ("property_id");--> statement-breakpoint
CREATE INDEX "properties_district_price_per_metre_idx" ON "properties" USING btree ("city_id","district","category","transaction_type_id","currency","rent_period",("price"::double precision / "area")) WHERE "properties"."status" = 'published' and "properties"."district" is not null and "properties"."price" > 0 and "properties"."area" >= 1;