CREATE TYPE "public"."site_domain_status" AS ENUM('pending', 'verified');--> statement-breakpoint
CREATE TABLE "site_domains" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"site_id" uuid NOT NULL,
	"domain" text NOT NULL,
	"status" "site_domain_status" DEFAULT 'pending' NOT NULL,
	"token" text NOT NULL,
	"primary" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"verified_at" timestamp with time zone,
	CONSTRAINT "site_domains_domain" UNIQUE("domain"),
	CONSTRAINT "site_domains_token" UNIQUE("token"),
	CONSTRAINT "site_domains_domain_format" CHECK ("site_domains"."domain" ~ '^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)+$'),
	CONSTRAINT "site_domains_primary_verified" CHECK (not "site_domains"."primary" or "site_domains"."status" = 'verified'),
	CONSTRAINT "site_domains_verified_at" CHECK (("site_domains"."status" = 'verified') = ("site_domains"."verified_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "site_domains" ADD CONSTRAINT "site_domains_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "site_domains_one_primary" ON "site_domains" USING btree ("site_id") WHERE "site_domains"."primary";