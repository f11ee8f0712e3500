ALTER TABLE "posts" ADD COLUMN "draft" jsonb;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "publish_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "posts_publish_at" ON "posts" USING btree ("publish_at") WHERE "posts"."publish_at" is not null;