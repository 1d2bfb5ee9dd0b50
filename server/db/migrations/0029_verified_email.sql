CREATE TABLE "email_verification_sends" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"address_hash" text NOT NULL,
	"ip" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "email_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "resumed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "email_verification_sends" ADD CONSTRAINT "email_verification_sends_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "email_verification_sends_user_idx" ON "email_verification_sends" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "email_verification_sends_address_idx" ON "email_verification_sends" USING btree ("address_hash","created_at");--> statement-breakpoint
CREATE INDEX "email_verification_sends_ip_idx" ON "email_verification_sends" USING btree ("ip","created_at");--> statement-breakpoint
CREATE INDEX "email_verification_sends_created_idx" ON "email_verification_sends" USING btree ("created_at");