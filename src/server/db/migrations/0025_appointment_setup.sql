CREATE TABLE "appointment_drafts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"site_id" uuid NOT NULL,
	"client_address" text NOT NULL,
	"typed" jsonb NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "appointment_services" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "appointment_drafts" ADD CONSTRAINT "appointment_drafts_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "appointment_drafts_expires" ON "appointment_drafts" USING btree ("expires_at");