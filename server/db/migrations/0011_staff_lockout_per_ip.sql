-- Failure counts live 15 minutes and say nothing about the address they came from: start afresh.
DELETE FROM "staff_login_attempts";--> statement-breakpoint
ALTER TABLE "staff_login_attempts" DROP CONSTRAINT "staff_login_attempts_pkey";--> statement-breakpoint
ALTER TABLE "staff_login_attempts" ADD COLUMN "ip" text NOT NULL;--> statement-breakpoint
ALTER TABLE "staff_login_attempts" ADD CONSTRAINT "staff_login_attempts_email_ip_pk" PRIMARY KEY("email","ip");
