CREATE TYPE "public"."page_status" AS ENUM('draft', 'published');--> statement-breakpoint
ALTER TABLE "pages" ADD COLUMN "status" "page_status" DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "pages" ADD COLUMN "draft" jsonb;--> statement-breakpoint
ALTER TABLE "pages" ADD COLUMN "publish_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "pages_publish_at" ON "pages" USING btree ("publish_at") WHERE "pages"."publish_at" is not null;