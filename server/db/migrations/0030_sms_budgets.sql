CREATE TABLE "proof_of_work_redemptions" (
	"signature" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sign_in_failures" (
	"verification_id" uuid NOT NULL,
	"source" text NOT NULL,
	"failures" integer NOT NULL,
	CONSTRAINT "sign_in_failures_verification_id_source_pk" PRIMARY KEY("verification_id","source")
);
--> statement-breakpoint
CREATE TABLE "staff_reset_tries" (
	"reset_id" uuid NOT NULL,
	"source" text NOT NULL,
	"tries" integer NOT NULL,
	CONSTRAINT "staff_reset_tries_reset_id_source_pk" PRIMARY KEY("reset_id","source")
);
--> statement-breakpoint
DROP INDEX "phone_verifications_ip_created_idx";--> statement-breakpoint
-- Hand-edited: codes already sent count against their address until they age out of the limits.
ALTER TABLE "phone_verifications" ADD COLUMN "source" text;--> statement-breakpoint
UPDATE "phone_verifications" SET "source" = "ip";--> statement-breakpoint
ALTER TABLE "phone_verifications" ALTER COLUMN "source" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "phone_verifications" ADD COLUMN "country" text;--> statement-breakpoint
ALTER TABLE "staff_password_resets" ADD COLUMN "requested_from" text;--> statement-breakpoint
ALTER TABLE "staff_password_resets" ADD COLUMN "other_source_tries" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sign_in_failures" ADD CONSTRAINT "sign_in_failures_verification_id_phone_verifications_id_fk" FOREIGN KEY ("verification_id") REFERENCES "public"."phone_verifications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_reset_tries" ADD CONSTRAINT "staff_reset_tries_reset_id_staff_password_resets_id_fk" FOREIGN KEY ("reset_id") REFERENCES "public"."staff_password_resets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "proof_of_work_redemptions_expires_idx" ON "proof_of_work_redemptions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "phone_verifications_source_created_idx" ON "phone_verifications" USING btree ("source","created_at");--> statement-breakpoint
CREATE INDEX "phone_verifications_country_created_idx" ON "phone_verifications" USING btree ("country","created_at");