-- Edited by hand: a deleted unit clears only submissions.unit_id (ON DELETE SET NULL with a column list, PostgreSQL 15+), never the site_id the pair shares.
ALTER TYPE "public"."payment_purpose" ADD VALUE 'application_fee';--> statement-breakpoint
CREATE TABLE "rental_units" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"site_id" uuid NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"neighborhood" text NOT NULL,
	"summary" text NOT NULL,
	"description" jsonb NOT NULL,
	"photos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"rent_cents" integer NOT NULL,
	"bedrooms" integer NOT NULL,
	"bathrooms" double precision NOT NULL,
	"square_feet" integer,
	"available_from" date NOT NULL,
	"features" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"leased" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rental_units_site_slug" UNIQUE("site_id","slug"),
	CONSTRAINT "rental_units_site_id" UNIQUE("site_id","id"),
	CONSTRAINT "rental_units_rent_positive" CHECK ("rental_units"."rent_cents" > 0),
	CONSTRAINT "rental_units_rooms" CHECK ("rental_units"."bedrooms" >= 0 and "rental_units"."bathrooms" > 0)
);
--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "unit_id" uuid;--> statement-breakpoint
ALTER TABLE "rental_units" ADD CONSTRAINT "rental_units_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submissions" ADD CONSTRAINT "submissions_unit_fk" FOREIGN KEY ("site_id","unit_id") REFERENCES "public"."rental_units"("site_id","id") ON DELETE set null ("unit_id") ON UPDATE no action;