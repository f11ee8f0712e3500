ALTER TYPE "public"."booking_status" ADD VALUE 'no_show';--> statement-breakpoint
ALTER TABLE "site_invitations" ADD COLUMN "mail_id" uuid;--> statement-breakpoint
ALTER TABLE "site_invitations" ADD COLUMN "new_account" boolean DEFAULT false NOT NULL;