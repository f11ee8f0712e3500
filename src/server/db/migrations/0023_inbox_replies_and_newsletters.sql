CREATE TYPE "public"."newsletter_status" AS ENUM('draft', 'scheduled', 'sending', 'sent');--> statement-breakpoint
CREATE TABLE "mail_lists" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"site_id" uuid NOT NULL,
	"key" text NOT NULL,
	"name" text NOT NULL,
	"auto_news" boolean DEFAULT false NOT NULL,
	CONSTRAINT "mail_lists_site_key" UNIQUE("site_id","key")
);
--> statement-breakpoint
CREATE TABLE "mail_suppressions" (
	"site_id" uuid NOT NULL,
	"email" text NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mail_suppressions_site_id_email_pk" PRIMARY KEY("site_id","email")
);
--> statement-breakpoint
CREATE TABLE "newsletters" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"site_id" uuid NOT NULL,
	"subject" text NOT NULL,
	"body" jsonb NOT NULL,
	"lists" text[] DEFAULT '{}'::text[] NOT NULL,
	"status" "newsletter_status" DEFAULT 'draft' NOT NULL,
	"scheduled_at" timestamp with time zone,
	"source_kind" text,
	"source_id" uuid,
	"automatic" boolean DEFAULT false NOT NULL,
	"text_body" text,
	"html_body" text,
	"recipients" integer,
	"created_by" text,
	"started_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "newsletters_site_id" UNIQUE("site_id","id")
);
--> statement-breakpoint
CREATE TABLE "saved_replies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"site_id" uuid NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_replies_site_title" UNIQUE("site_id","title")
);
--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "html_body" text;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "from_name" text;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "submission_id" uuid;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "newsletter_id" uuid;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "bulk" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "answered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "mail_lists" ADD CONSTRAINT "mail_lists_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_suppressions" ADD CONSTRAINT "mail_suppressions_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newsletters" ADD CONSTRAINT "newsletters_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_replies" ADD CONSTRAINT "saved_replies_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "newsletters_automatic_source" ON "newsletters" USING btree ("site_id","source_kind","source_id") WHERE "newsletters"."automatic";--> statement-breakpoint
CREATE INDEX "newsletters_due" ON "newsletters" USING btree ("scheduled_at") WHERE "newsletters"."status" = 'scheduled';--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_site_id_submission_id_submissions_site_id_id_fk" FOREIGN KEY ("site_id","submission_id") REFERENCES "public"."submissions"("site_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_site_id_newsletter_id_newsletters_site_id_id_fk" FOREIGN KEY ("site_id","newsletter_id") REFERENCES "public"."newsletters"("site_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "outbox_submission" ON "outbox" USING btree ("site_id","submission_id") WHERE "outbox"."submission_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "outbox_newsletter_recipient" ON "outbox" USING btree ("newsletter_id","to_address") WHERE "outbox"."newsletter_id" is not null;--> statement-breakpoint
CREATE INDEX "outbox_lane" ON "outbox" USING btree ("bulk","next_attempt_at") WHERE "outbox"."status" in ('pending', 'sending');