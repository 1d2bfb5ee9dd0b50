CREATE TABLE "broadcast_deliveries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "broadcast_deliveries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"content" jsonb NOT NULL,
	"segment" jsonb NOT NULL,
	"cutoff" timestamp with time zone NOT NULL,
	"after_user_id" uuid,
	"sent" integer DEFAULT 0 NOT NULL,
	"finished_at" timestamp with time zone
);
