ALTER TABLE "outbox" ADD COLUMN "due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "recurring_cancelled_at" timestamp with time zone;