CREATE TABLE "property_view_visitors" (
	"day" date NOT NULL,
	"property_id" integer NOT NULL,
	"visitor_key" text NOT NULL,
	CONSTRAINT "property_view_visitors_day_property_id_visitor_key_pk" PRIMARY KEY("day","property_id","visitor_key")
);
