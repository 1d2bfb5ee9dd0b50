CREATE TABLE "confirmed_clients" (
	"property_id" integer NOT NULL,
	"user_id" uuid NOT NULL,
	"confirmed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "confirmed_clients_property_id_user_id_pk" PRIMARY KEY("property_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "reports" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "reports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"target_id" integer NOT NULL,
	"property_id" integer NOT NULL,
	"reporter_id" uuid,
	"reporter_key" text NOT NULL,
	"reason" text NOT NULL,
	"note" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"resolved_at" timestamp with time zone,
	"decision" text,
	"resolved_by" uuid
);
--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "held_for_reports_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "confirmed_clients" ADD CONSTRAINT "confirmed_clients_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "confirmed_clients" ADD CONSTRAINT "confirmed_clients_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_resolved_by_staff_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reports_item_reporter_idx" ON "reports" USING btree ("kind","target_id","reporter_key");--> statement-breakpoint
CREATE INDEX "reports_open_item_idx" ON "reports" USING btree ("kind","target_id","updated_at") WHERE "reports"."resolved_at" is null;--> statement-breakpoint
CREATE INDEX "reports_reporter_updated_idx" ON "reports" USING btree ("reporter_key","updated_at");--> statement-breakpoint
CREATE INDEX "reports_property_idx" ON "reports" USING btree ("property_id");