CREATE TABLE "support_message_notes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "support_message_notes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"support_message_id" integer NOT NULL,
	"staff_id" uuid,
	"staff_email" text NOT NULL,
	"note" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "support_messages" ADD COLUMN "handled_by_id" uuid;--> statement-breakpoint
ALTER TABLE "support_messages" ADD COLUMN "handled_by_email" text;--> statement-breakpoint
ALTER TABLE "property_messages" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "property_messages" ADD COLUMN "hidden_reason" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "hidden_reason" text;--> statement-breakpoint
ALTER TABLE "support_message_notes" ADD CONSTRAINT "support_message_notes_support_message_id_support_messages_id_fk" FOREIGN KEY ("support_message_id") REFERENCES "public"."support_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_message_notes" ADD CONSTRAINT "support_message_notes_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "support_message_notes_message_idx" ON "support_message_notes" USING btree ("support_message_id","created_at");--> statement-breakpoint
ALTER TABLE "support_messages" ADD CONSTRAINT "support_messages_handled_by_id_staff_id_fk" FOREIGN KEY ("handled_by_id") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;