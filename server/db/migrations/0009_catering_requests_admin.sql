CREATE TABLE "catering_request_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"catering_request_id" uuid NOT NULL,
	"message" text NOT NULL,
	"sender" text DEFAULT 'admin' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "catering_request_messages_sender_check" CHECK ("catering_request_messages"."sender" in ('customer','admin'))
);
--> statement-breakpoint
ALTER TABLE "catering_requests" DROP CONSTRAINT "catering_requests_status_check";--> statement-breakpoint
ALTER TABLE "catering_requests" ADD COLUMN "internal_notes" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "catering_request_messages" ADD CONSTRAINT "catering_request_messages_catering_request_id_catering_requests_id_fk" FOREIGN KEY ("catering_request_id") REFERENCES "public"."catering_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "catering_request_messages_request_idx" ON "catering_request_messages" USING btree ("catering_request_id","created_at");--> statement-breakpoint
CREATE INDEX "catering_requests_event_date_idx" ON "catering_requests" USING btree ("event_date");--> statement-breakpoint
ALTER TABLE "catering_requests" ADD CONSTRAINT "catering_requests_status_check" CHECK ("catering_requests"."status" in ('pending','contacted','quoted','confirmed','completed','cancelled'));