CREATE TABLE "testimonials" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "testimonials_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"author_name_ar" text,
	"author_name_en" text,
	"author_role_ar" text,
	"author_role_en" text,
	"quote_ar" text,
	"quote_en" text,
	"rating" smallint,
	"published" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "testimonials_rating_range" CHECK ("testimonials"."rating" between 1 and 5),
	CONSTRAINT "testimonials_author_named" CHECK (coalesce("testimonials"."author_name_ar", "testimonials"."author_name_en") is not null),
	CONSTRAINT "testimonials_quote_written" CHECK (coalesce("testimonials"."quote_ar", "testimonials"."quote_en") is not null)
);
--> statement-breakpoint
CREATE INDEX "testimonials_published_order_idx" ON "testimonials" USING btree ("published","sort_order","created_at" DESC NULLS LAST);