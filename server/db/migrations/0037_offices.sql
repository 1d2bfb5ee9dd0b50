CREATE TABLE "office_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "office_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"office_id" integer NOT NULL,
	"actor_id" uuid,
	"action" text NOT NULL,
	"subject_user_id" uuid,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "office_members" (
	"office_id" integer NOT NULL,
	"user_id" uuid NOT NULL,
	"role" text NOT NULL,
	"joined_at" timestamp with time zone NOT NULL,
	CONSTRAINT "office_members_office_id_user_id_pk" PRIMARY KEY("office_id","user_id"),
	CONSTRAINT "office_members_user_id_unique" UNIQUE("user_id")
);
--> statement-breakpoint
CREATE TABLE "offices" (
	"id" serial PRIMARY KEY NOT NULL,
	"name_ar" text NOT NULL,
	"name_en" text NOT NULL,
	"fal_number" text NOT NULL,
	"fal_state" text NOT NULL,
	"fal_expires_at" timestamp with time zone,
	"fal_checked_at" timestamp with time zone NOT NULL,
	"holder_kind" text,
	"status" text NOT NULL,
	"suspension_reason" text,
	"logo_key" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "offices_fal_number_unique" UNIQUE("fal_number")
);
--> statement-breakpoint
ALTER TABLE "office_events" ADD CONSTRAINT "office_events_office_id_offices_id_fk" FOREIGN KEY ("office_id") REFERENCES "public"."offices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "office_members" ADD CONSTRAINT "office_members_office_id_offices_id_fk" FOREIGN KEY ("office_id") REFERENCES "public"."offices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "office_members" ADD CONSTRAINT "office_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "office_events_office_created_idx" ON "office_events" USING btree ("office_id","created_at");