CREATE TABLE "advertiser_response_stats" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"conversations" integer NOT NULL,
	"answered" integer NOT NULL,
	"median_minutes" real,
	"quick" boolean NOT NULL,
	"computed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "leads" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "leads_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"property_id" integer NOT NULL,
	"advertiser_id" uuid NOT NULL,
	"office_id" integer,
	"inquirer_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"messaged" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"remind_on" date,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"last_contact_at" timestamp with time zone NOT NULL,
	CONSTRAINT "leads_kind" CHECK (kind in ('message', 'callTap', 'whatsappTap')),
	CONSTRAINT "leads_status" CHECK (status in ('new', 'contacted', 'visited', 'closed', 'lost')),
	CONSTRAINT "leads_note_length" CHECK (char_length(note) <= 1000)
);
--> statement-breakpoint
ALTER TABLE "advertiser_response_stats" ADD CONSTRAINT "advertiser_response_stats_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_advertiser_id_users_id_fk" FOREIGN KEY ("advertiser_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_office_id_offices_id_fk" FOREIGN KEY ("office_id") REFERENCES "public"."offices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_inquirer_id_users_id_fk" FOREIGN KEY ("inquirer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "leads_property_inquirer_key" ON "leads" USING btree ("property_id","inquirer_id");--> statement-breakpoint
CREATE INDEX "leads_advertiser_idx" ON "leads" USING btree ("advertiser_id","last_contact_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "leads_office_idx" ON "leads" USING btree ("office_id","last_contact_at" DESC NULLS LAST) WHERE "leads"."office_id" is not null;--> statement-breakpoint
CREATE INDEX "leads_inquirer_idx" ON "leads" USING btree ("inquirer_id");