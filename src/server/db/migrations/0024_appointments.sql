CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint
ALTER TABLE "team_members" ADD CONSTRAINT "team_site_id" UNIQUE("site_id","id");--> statement-breakpoint
CREATE TYPE "public"."appointment_slot_kind" AS ENUM('appointment', 'class', 'time_off');--> statement-breakpoint
CREATE TYPE "public"."appointment_status" AS ENUM('confirmed', 'cancelled', 'no_show');--> statement-breakpoint
CREATE TABLE "appointment_policies" (
	"site_id" uuid PRIMARY KEY NOT NULL,
	"min_notice_minutes" integer DEFAULT 120 NOT NULL,
	"horizon_days" integer DEFAULT 60 NOT NULL,
	"change_cutoff_hours" integer DEFAULT 24 NOT NULL,
	"reminder_hours" integer DEFAULT 24 NOT NULL,
	"step_minutes" integer DEFAULT 15 NOT NULL,
	"page_path" text DEFAULT 'book' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "appointment_service_staff" (
	"site_id" uuid NOT NULL,
	"service_id" uuid NOT NULL,
	"staff_id" uuid NOT NULL,
	CONSTRAINT "appointment_service_staff_site_id_service_id_staff_id_pk" PRIMARY KEY("site_id","service_id","staff_id")
);
--> statement-breakpoint
CREATE TABLE "appointment_services" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"site_id" uuid NOT NULL,
	"key" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"duration_minutes" integer NOT NULL,
	"price_cents" integer NOT NULL,
	"price_from" boolean DEFAULT false NOT NULL,
	"buffer_before_minutes" integer DEFAULT 0 NOT NULL,
	"buffer_after_minutes" integer DEFAULT 0 NOT NULL,
	"capacity" integer DEFAULT 1 NOT NULL,
	"at_customer" boolean DEFAULT false NOT NULL,
	"travel_minutes" integer DEFAULT 0 NOT NULL,
	"deposit_cents" integer,
	"schedule" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "appointment_services_site_key" UNIQUE("site_id","key"),
	CONSTRAINT "appointment_services_site_id" UNIQUE("site_id","id"),
	CONSTRAINT "appointment_services_sane" CHECK ("appointment_services"."duration_minutes" > 0 and "appointment_services"."price_cents" >= 0 and "appointment_services"."capacity" > 0 and "appointment_services"."buffer_before_minutes" >= 0 and "appointment_services"."buffer_after_minutes" >= 0 and "appointment_services"."travel_minutes" >= 0)
);
--> statement-breakpoint
CREATE TABLE "appointment_slots" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"site_id" uuid NOT NULL,
	"staff_id" uuid NOT NULL,
	"service_id" uuid,
	"kind" "appointment_slot_kind" NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"blocked_from" timestamp with time zone NOT NULL,
	"blocked_until" timestamp with time zone NOT NULL,
	"capacity" integer DEFAULT 1 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "appointment_slots_site_id" UNIQUE("site_id","id"),
	CONSTRAINT "appointment_slots_ordered" CHECK ("appointment_slots"."blocked_from" <= "appointment_slots"."starts_at" and "appointment_slots"."starts_at" < "appointment_slots"."ends_at" and "appointment_slots"."ends_at" <= "appointment_slots"."blocked_until"),
	CONSTRAINT "appointment_slots_service" CHECK (("appointment_slots"."kind" = 'time_off') = ("appointment_slots"."service_id" is null))
);
--> statement-breakpoint
CREATE TABLE "appointment_staff" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"site_id" uuid NOT NULL,
	"team_member_id" uuid NOT NULL,
	"hours" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "appointment_staff_site_member" UNIQUE("site_id","team_member_id"),
	CONSTRAINT "appointment_staff_site_id" UNIQUE("site_id","id")
);
--> statement-breakpoint
CREATE TABLE "appointments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"site_id" uuid NOT NULL,
	"slot_id" uuid NOT NULL,
	"contact_id" uuid NOT NULL,
	"reference" text NOT NULL,
	"status" "appointment_status" DEFAULT 'confirmed' NOT NULL,
	"name" text NOT NULL,
	"phone" text,
	"address" text,
	"notes" text DEFAULT '' NOT NULL,
	"source" text DEFAULT 'website' NOT NULL,
	"reminded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "appointments_site_reference" UNIQUE("site_id","reference")
);
--> statement-breakpoint
ALTER TABLE "appointment_policies" ADD CONSTRAINT "appointment_policies_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_service_staff" ADD CONSTRAINT "appointment_service_staff_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_service_staff" ADD CONSTRAINT "appointment_service_staff_site_id_service_id_appointment_services_site_id_id_fk" FOREIGN KEY ("site_id","service_id") REFERENCES "public"."appointment_services"("site_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_service_staff" ADD CONSTRAINT "appointment_service_staff_site_id_staff_id_appointment_staff_site_id_id_fk" FOREIGN KEY ("site_id","staff_id") REFERENCES "public"."appointment_staff"("site_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_services" ADD CONSTRAINT "appointment_services_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_slots" ADD CONSTRAINT "appointment_slots_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_slots" ADD CONSTRAINT "appointment_slots_site_id_staff_id_appointment_staff_site_id_id_fk" FOREIGN KEY ("site_id","staff_id") REFERENCES "public"."appointment_staff"("site_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_slots" ADD CONSTRAINT "appointment_slots_site_id_service_id_appointment_services_site_id_id_fk" FOREIGN KEY ("site_id","service_id") REFERENCES "public"."appointment_services"("site_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_staff" ADD CONSTRAINT "appointment_staff_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_staff" ADD CONSTRAINT "appointment_staff_site_id_team_member_id_team_members_site_id_id_fk" FOREIGN KEY ("site_id","team_member_id") REFERENCES "public"."team_members"("site_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_site_id_slot_id_appointment_slots_site_id_id_fk" FOREIGN KEY ("site_id","slot_id") REFERENCES "public"."appointment_slots"("site_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_site_id_contact_id_contacts_site_id_id_fk" FOREIGN KEY ("site_id","contact_id") REFERENCES "public"."contacts"("site_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "appointment_slots_site_time" ON "appointment_slots" USING btree ("site_id","blocked_from");--> statement-breakpoint
CREATE INDEX "appointments_slot" ON "appointments" USING btree ("slot_id");--> statement-breakpoint
-- Nobody is booked twice: two active stretches of one person's time (buffers and travel included) may not overlap.
ALTER TABLE "appointment_slots" ADD CONSTRAINT "appointment_slots_no_overlap" EXCLUDE USING gist ("site_id" WITH =, "staff_id" WITH =, tstzrange("blocked_from", "blocked_until") WITH &&) WHERE ("active");
