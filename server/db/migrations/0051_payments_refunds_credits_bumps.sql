CREATE TABLE "ad_bumps" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ad_bumps_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"property_id" integer NOT NULL,
	"day" date NOT NULL,
	"bumped_at" timestamp with time zone NOT NULL,
	"order_id" uuid,
	"credit_entry_id" integer,
	"user_id" uuid
);
--> statement-breakpoint
CREATE TABLE "office_credit_entries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "office_credit_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"office_id" integer NOT NULL,
	"kind" text NOT NULL,
	"delta" integer NOT NULL,
	"balance_after" integer NOT NULL,
	"order_id" uuid,
	"refund_id" integer,
	"property_id" integer,
	"product_code" text,
	"user_id" uuid,
	"idempotency_key" uuid,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "office_credit_entries_kind" CHECK (kind in ('purchase', 'feature', 'bump', 'refund')),
	CONSTRAINT "office_credit_entries_delta" CHECK ("office_credit_entries"."delta" <> 0 and "office_credit_entries"."balance_after" >= 0)
);
--> statement-breakpoint
CREATE TABLE "office_credits" (
	"office_id" integer PRIMARY KEY NOT NULL,
	"balance" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "office_credits_balance" CHECK ("office_credits"."balance" >= 0)
);
--> statement-breakpoint
CREATE TABLE "refunds" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "refunds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"payment_id" integer NOT NULL,
	"order_id" uuid NOT NULL,
	"idempotency_key" uuid NOT NULL,
	"amount" integer NOT NULL,
	"reason" text NOT NULL,
	"staff_id" uuid,
	"status" text DEFAULT 'pending' NOT NULL,
	"refunded_before" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "refunds_status" CHECK (status in ('pending', 'refunded', 'failed')),
	CONSTRAINT "refunds_amount" CHECK ("refunds"."amount" > 0),
	CONSTRAINT "refunds_reason" CHECK (length("refunds"."reason") between 3 and 500)
);
--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "bumped_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tax_documents" ADD COLUMN "refund_id" integer;--> statement-breakpoint
ALTER TABLE "ad_bumps" ADD CONSTRAINT "ad_bumps_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_bumps" ADD CONSTRAINT "ad_bumps_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_bumps" ADD CONSTRAINT "ad_bumps_credit_entry_id_office_credit_entries_id_fk" FOREIGN KEY ("credit_entry_id") REFERENCES "public"."office_credit_entries"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_bumps" ADD CONSTRAINT "ad_bumps_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "office_credit_entries" ADD CONSTRAINT "office_credit_entries_office_id_offices_id_fk" FOREIGN KEY ("office_id") REFERENCES "public"."offices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "office_credit_entries" ADD CONSTRAINT "office_credit_entries_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "office_credit_entries" ADD CONSTRAINT "office_credit_entries_refund_id_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."refunds"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "office_credit_entries" ADD CONSTRAINT "office_credit_entries_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "office_credit_entries" ADD CONSTRAINT "office_credit_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "office_credits" ADD CONSTRAINT "office_credits_office_id_offices_id_fk" FOREIGN KEY ("office_id") REFERENCES "public"."offices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ad_bumps_property_day_key" ON "ad_bumps" USING btree ("property_id","day");--> statement-breakpoint
CREATE UNIQUE INDEX "ad_bumps_order_key" ON "ad_bumps" USING btree ("order_id") WHERE "ad_bumps"."order_id" is not null;--> statement-breakpoint
CREATE INDEX "office_credit_entries_office_idx" ON "office_credit_entries" USING btree ("office_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "office_credit_entries_order_key" ON "office_credit_entries" USING btree ("order_id","kind") WHERE "office_credit_entries"."order_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "office_credit_entries_refund_key" ON "office_credit_entries" USING btree ("refund_id") WHERE "office_credit_entries"."refund_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "office_credit_entries_spend_key" ON "office_credit_entries" USING btree ("office_id","idempotency_key") WHERE "office_credit_entries"."idempotency_key" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_idempotency_key" ON "refunds" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "refunds_payment_idx" ON "refunds" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "refunds_pending_idx" ON "refunds" USING btree ("created_at") WHERE "refunds"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "tax_documents_refund_key" ON "tax_documents" USING btree ("refund_id") WHERE "tax_documents"."refund_id" is not null;