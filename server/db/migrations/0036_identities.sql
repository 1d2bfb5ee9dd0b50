CREATE TABLE "identities" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"id_hash" text NOT NULL,
	"id_kind" text NOT NULL,
	"id_last4" text NOT NULL,
	"name_ar" text NOT NULL,
	"name_en" text NOT NULL,
	"verified_by" text NOT NULL,
	"verified_at" timestamp with time zone NOT NULL,
	CONSTRAINT "identities_id_hash_unique" UNIQUE("id_hash")
);
--> statement-breakpoint
CREATE TABLE "identity_requests" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"trans_id" text NOT NULL,
	"random" text NOT NULL,
	"id_hash" text NOT NULL,
	"id_kind" text NOT NULL,
	"id_last4" text NOT NULL,
	"sealed_id" text,
	"state" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"polled_at" timestamp with time zone,
	"confirming_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	CONSTRAINT "identity_requests_trans_id_unique" UNIQUE("trans_id")
);
--> statement-breakpoint
ALTER TABLE "identities" ADD CONSTRAINT "identities_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identity_requests" ADD CONSTRAINT "identity_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "identity_requests_user_created_idx" ON "identity_requests" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "identity_requests_hash_created_idx" ON "identity_requests" USING btree ("id_hash","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "identity_requests_one_open_per_user_idx" ON "identity_requests" USING btree ("user_id") WHERE "identity_requests"."state" in ('waiting', 'confirming');