DROP INDEX "print_jobs_reprint_waiting_key";--> statement-breakpoint
DROP INDEX "print_jobs_waiting_idx";--> statement-breakpoint
ALTER TABLE "print_jobs" ADD COLUMN "failed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "print_jobs" ADD COLUMN "timeouts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "printers" ADD COLUMN "poll_interval_seconds" integer;--> statement-breakpoint
ALTER TABLE "printers" ADD COLUMN "poll_interval_asked_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "print_jobs_fetched_idx" ON "print_jobs" USING btree ("printer_id","fetched_at") WHERE "print_jobs"."fetched_at" is not null;--> statement-breakpoint
CREATE INDEX "print_jobs_failed_idx" ON "print_jobs" USING btree ("failed_at") WHERE "print_jobs"."failed_at" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "print_jobs_reprint_waiting_key" ON "print_jobs" USING btree ("printer_id","order_id") WHERE "print_jobs"."kind" = 'reprint' and "print_jobs"."printed_at" is null and "print_jobs"."failed_at" is null;--> statement-breakpoint
CREATE INDEX "print_jobs_waiting_idx" ON "print_jobs" USING btree ("printer_id","created_at") WHERE "print_jobs"."printed_at" is null and "print_jobs"."failed_at" is null;