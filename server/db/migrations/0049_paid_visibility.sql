CREATE TABLE "ad_promotions" (
	"property_id" integer PRIMARY KEY NOT NULL,
	"featured_until" timestamp with time zone,
	"paused_seconds" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "ad_promotions_paused" CHECK ("ad_promotions"."paused_seconds" >= 0)
);
--> statement-breakpoint
CREATE TABLE "invoice_counters" (
	"series" text NOT NULL,
	"year" smallint NOT NULL,
	"next" integer NOT NULL,
	CONSTRAINT "invoice_counters_series_year_pk" PRIMARY KEY("series","year")
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"buyer_id" uuid,
	"idempotency_key" uuid NOT NULL,
	"product_id" integer NOT NULL,
	"product_code" text NOT NULL,
	"product_kind" text NOT NULL,
	"days" smallint,
	"credits" integer,
	"description_ar" text NOT NULL,
	"description_en" text NOT NULL,
	"property_id" integer,
	"office_id" integer,
	"net" integer NOT NULL,
	"vat_rate_basis_points" integer NOT NULL,
	"vat" integer NOT NULL,
	"total" integer NOT NULL,
	"currency" text DEFAULT 'SAR' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"checkout_id" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "orders_status" CHECK (status in ('pending', 'paid', 'failed', 'expired', 'disputed')),
	CONSTRAINT "orders_amounts" CHECK ("orders"."net" >= 0 and "orders"."vat" >= 0 and "orders"."total" = "orders"."net" + "orders"."vat")
);
--> statement-breakpoint
CREATE TABLE "payment_settings" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"vat_rate_basis_points" integer DEFAULT 1500 NOT NULL,
	"seller_name_ar" text NOT NULL,
	"seller_name_en" text NOT NULL,
	"seller_vat_number" text NOT NULL,
	"seller_address_ar" text DEFAULT '' NOT NULL,
	"seller_address_en" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "payment_settings_one_row" CHECK ("payment_settings"."id" = 1),
	CONSTRAINT "payment_settings_vat_rate" CHECK ("payment_settings"."vat_rate_basis_points" between 0 and 10000),
	CONSTRAINT "payment_settings_vat_number" CHECK ("payment_settings"."seller_vat_number" ~ '^3[0-9]{13}3$')
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" uuid NOT NULL,
	"gateway_payment_id" text NOT NULL,
	"amount" integer NOT NULL,
	"refunded" integer DEFAULT 0 NOT NULL,
	"captured_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "payments_refunded" CHECK ("payments"."refunded" between 0 and "payments"."amount")
);
--> statement-breakpoint
CREATE TABLE "tax_documents" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tax_documents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"series" text NOT NULL,
	"year" smallint NOT NULL,
	"sequence" integer NOT NULL,
	"number" text NOT NULL,
	"order_id" uuid NOT NULL,
	"buyer_id" uuid,
	"original_id" integer,
	"issued_at" timestamp with time zone NOT NULL,
	"content" jsonb NOT NULL,
	"net" integer NOT NULL,
	"vat_rate_basis_points" integer NOT NULL,
	"vat" integer NOT NULL,
	"total" integer NOT NULL,
	CONSTRAINT "tax_documents_kind" CHECK (kind in ('invoice', 'creditNote')),
	CONSTRAINT "tax_documents_amounts" CHECK ("tax_documents"."total" = "tax_documents"."net" + "tax_documents"."vat")
);
--> statement-breakpoint
CREATE TABLE "visibility_products" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "visibility_products_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"days" smallint,
	"credits" integer,
	"net_price" integer NOT NULL,
	"credit_cost" smallint,
	"name_ar" text NOT NULL,
	"name_en" text NOT NULL,
	"on_sale" boolean DEFAULT true NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "visibility_products_kind" CHECK (kind in ('feature', 'bump', 'credits')),
	CONSTRAINT "visibility_products_net_price" CHECK ("visibility_products"."net_price" >= 0),
	CONSTRAINT "visibility_products_credit_cost" CHECK ("visibility_products"."credit_cost" is null or "visibility_products"."credit_cost" > 0),
	CONSTRAINT "visibility_products_shape" CHECK (("visibility_products"."kind" = 'feature' and "visibility_products"."days" in (7, 14, 30) and "visibility_products"."credits" is null)
        or ("visibility_products"."kind" = 'bump' and "visibility_products"."days" is null and "visibility_products"."credits" is null)
        or ("visibility_products"."kind" = 'credits' and "visibility_products"."days" is null and "visibility_products"."credits" > 0 and "visibility_products"."credit_cost" is null))
);
--> statement-breakpoint
ALTER TABLE "ad_promotions" ADD CONSTRAINT "ad_promotions_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_product_id_visibility_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."visibility_products"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_office_id_offices_id_fk" FOREIGN KEY ("office_id") REFERENCES "public"."offices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_documents" ADD CONSTRAINT "tax_documents_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_documents" ADD CONSTRAINT "tax_documents_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ad_promotions_featured_idx" ON "ad_promotions" USING btree ("featured_until") WHERE "ad_promotions"."featured_until" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_buyer_idempotency_key" ON "orders" USING btree ("buyer_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_checkout_key" ON "orders" USING btree ("checkout_id");--> statement-breakpoint
CREATE INDEX "orders_pending_idx" ON "orders" USING btree ("created_at") WHERE "orders"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "orders_buyer_idx" ON "orders" USING btree ("buyer_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "payments_order_key" ON "payments" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_gateway_key" ON "payments" USING btree ("gateway_payment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tax_documents_number_key" ON "tax_documents" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "tax_documents_sequence_key" ON "tax_documents" USING btree ("series","year","sequence");--> statement-breakpoint
CREATE INDEX "tax_documents_order_idx" ON "tax_documents" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "tax_documents_buyer_idx" ON "tax_documents" USING btree ("buyer_id","issued_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "visibility_products_code_key" ON "visibility_products" USING btree ("code");