ALTER TABLE "inquiries" DROP CONSTRAINT "inquiries_status_check";--> statement-breakpoint
ALTER TABLE "inquiries" DROP CONSTRAINT "inquiries_priority_check";--> statement-breakpoint
-- The admin offers New, In progress and Resolved, and Low, Medium and High: the nearest of those for any row that holds another value.
UPDATE "inquiries" SET "status" = 'resolved' WHERE "status" = 'closed';--> statement-breakpoint
UPDATE "inquiries" SET "priority" = 'high' WHERE "priority" = 'urgent';--> statement-breakpoint
ALTER TABLE "inquiries" ADD CONSTRAINT "inquiries_status_check" CHECK ("inquiries"."status" in ('new','in_progress','resolved'));--> statement-breakpoint
ALTER TABLE "inquiries" ADD CONSTRAINT "inquiries_priority_check" CHECK ("inquiries"."priority" in ('low','medium','high'));