ALTER TABLE "sites" ADD COLUMN "mail_per_minute" integer;--> statement-breakpoint
ALTER TABLE "sites" ADD COLUMN "mail_monthly_allowance" integer;--> statement-breakpoint
ALTER TABLE "newsletters" ADD COLUMN "held_reason" text;--> statement-breakpoint
CREATE INDEX "outbox_bulk_sent" ON "outbox" USING btree ("sent_at") WHERE "outbox"."bulk";