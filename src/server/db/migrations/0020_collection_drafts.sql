ALTER TABLE "events" ADD COLUMN "status" "page_status" DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "draft" jsonb;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "publish_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "job_postings" ADD COLUMN "status" "page_status" DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "job_postings" ADD COLUMN "draft" jsonb;--> statement-breakpoint
ALTER TABLE "job_postings" ADD COLUMN "publish_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "news_items" ADD COLUMN "status" "page_status" DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "news_items" ADD COLUMN "draft" jsonb;--> statement-breakpoint
ALTER TABLE "news_items" ADD COLUMN "publish_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "team_members" ADD COLUMN "status" "page_status" DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "team_members" ADD COLUMN "draft" jsonb;--> statement-breakpoint
ALTER TABLE "team_members" ADD COLUMN "publish_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "events_publish_at" ON "events" USING btree ("publish_at") WHERE "events"."publish_at" is not null;--> statement-breakpoint
CREATE INDEX "jobs_publish_at" ON "job_postings" USING btree ("publish_at") WHERE "job_postings"."publish_at" is not null;--> statement-breakpoint
CREATE INDEX "news_publish_at" ON "news_items" USING btree ("publish_at") WHERE "news_items"."publish_at" is not null;--> statement-breakpoint
CREATE INDEX "team_publish_at" ON "team_members" USING btree ("publish_at") WHERE "team_members"."publish_at" is not null;