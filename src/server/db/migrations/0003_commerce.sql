CREATE TYPE "public"."booking_status" AS ENUM('held', 'confirmed', 'released', 'cancelled');--> statement-breakpoint
CREATE TYPE "public"."gift_card_status" AS ENUM('pending', 'active', 'void');--> statement-breakpoint
CREATE TYPE "public"."payment_purpose" AS ENUM('bill', 'donation', 'booking', 'gift_card', 'order');--> statement-breakpoint
CREATE TYPE "public"."payment_status" AS ENUM('pending', 'paid', 'failed', 'cancelled', 'refunded');--> statement-breakpoint
CREATE TABLE "bookables" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"site_id" uuid NOT NULL,
	"key" text NOT NULL,
	"definition" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bookables_site_key" UNIQUE("site_id","key"),
	CONSTRAINT "bookables_site_id" UNIQUE("site_id","id")
);
--> statement-breakpoint
CREATE TABLE "booking_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"site_id" uuid NOT NULL,
	"bookable_id" uuid NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"capacity" integer NOT NULL,
	CONSTRAINT "booking_sessions_slot" UNIQUE("site_id","bookable_id","starts_at"),
	CONSTRAINT "booking_sessions_site_id" UNIQUE("site_id","id")
);
--> statement-breakpoint
CREATE TABLE "bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"site_id" uuid NOT NULL,
	"session_id" uuid NOT NULL,
	"contact_id" uuid NOT NULL,
	"payment_id" uuid NOT NULL,
	"party_size" integer NOT NULL,
	"status" "booking_status" DEFAULT 'held' NOT NULL,
	"hold_expires_at" timestamp with time zone NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bookings_site_payment" UNIQUE("site_id","payment_id"),
	CONSTRAINT "bookings_party_positive" CHECK ("bookings"."party_size" > 0)
);
--> statement-breakpoint
CREATE TABLE "gift_card_redemptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"site_id" uuid NOT NULL,
	"gift_card_id" uuid NOT NULL,
	"amount_cents" integer NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gift_card_redemptions_positive" CHECK ("gift_card_redemptions"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "gift_cards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"site_id" uuid NOT NULL,
	"payment_id" uuid NOT NULL,
	"code_hash" text,
	"code_hint" text,
	"label" text,
	"initial_cents" integer NOT NULL,
	"balance_cents" integer NOT NULL,
	"status" "gift_card_status" DEFAULT 'pending' NOT NULL,
	"recipient_name" text NOT NULL,
	"recipient_email" text NOT NULL,
	"sender_name" text NOT NULL,
	"message" text,
	"activated_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gift_cards_site_code" UNIQUE("site_id","code_hash"),
	CONSTRAINT "gift_cards_site_payment" UNIQUE("site_id","payment_id"),
	CONSTRAINT "gift_cards_site_id" UNIQUE("site_id","id"),
	CONSTRAINT "gift_cards_balance_range" CHECK ("gift_cards"."balance_cents" >= 0 and "gift_cards"."balance_cents" <= "gift_cards"."initial_cents")
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"type" text NOT NULL,
	"site_id" uuid,
	"payment_id" uuid,
	"outcome" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_events_provider_event" UNIQUE("provider","event_id")
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"site_id" uuid NOT NULL,
	"contact_id" uuid NOT NULL,
	"reference" text NOT NULL,
	"purpose" "payment_purpose" NOT NULL,
	"status" "payment_status" DEFAULT 'pending' NOT NULL,
	"provider" text NOT NULL,
	"provider_session" text,
	"provider_payment" text,
	"currency" text DEFAULT 'usd' NOT NULL,
	"amount_cents" integer NOT NULL,
	"lines" jsonb NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"recurring" text,
	"success_path" text NOT NULL,
	"cancel_path" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"status_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_site_reference" UNIQUE("site_id","reference"),
	CONSTRAINT "payments_site_id" UNIQUE("site_id","id"),
	CONSTRAINT "payments_provider_session" UNIQUE("provider","provider_session"),
	CONSTRAINT "payments_amount_positive" CHECK ("payments"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"site_id" uuid NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"price_cents" integer NOT NULL,
	"stock" integer NOT NULL,
	"illustration" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_site_slug" UNIQUE("site_id","slug"),
	CONSTRAINT "products_site_id" UNIQUE("site_id","id"),
	CONSTRAINT "products_stock_not_negative" CHECK ("products"."stock" >= 0),
	CONSTRAINT "products_price_positive" CHECK ("products"."price_cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "sites" DROP CONSTRAINT "sites_slug_not_reserved";--> statement-breakpoint
ALTER TABLE "bookables" ADD CONSTRAINT "bookables_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_sessions" ADD CONSTRAINT "booking_sessions_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_sessions" ADD CONSTRAINT "booking_sessions_site_id_bookable_id_bookables_site_id_id_fk" FOREIGN KEY ("site_id","bookable_id") REFERENCES "public"."bookables"("site_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_site_id_session_id_booking_sessions_site_id_id_fk" FOREIGN KEY ("site_id","session_id") REFERENCES "public"."booking_sessions"("site_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_site_id_contact_id_contacts_site_id_id_fk" FOREIGN KEY ("site_id","contact_id") REFERENCES "public"."contacts"("site_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_site_id_payment_id_payments_site_id_id_fk" FOREIGN KEY ("site_id","payment_id") REFERENCES "public"."payments"("site_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_card_redemptions" ADD CONSTRAINT "gift_card_redemptions_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_card_redemptions" ADD CONSTRAINT "gift_card_redemptions_site_id_gift_card_id_gift_cards_site_id_id_fk" FOREIGN KEY ("site_id","gift_card_id") REFERENCES "public"."gift_cards"("site_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_cards" ADD CONSTRAINT "gift_cards_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_cards" ADD CONSTRAINT "gift_cards_site_id_payment_id_payments_site_id_id_fk" FOREIGN KEY ("site_id","payment_id") REFERENCES "public"."payments"("site_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_events" ADD CONSTRAINT "payment_events_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_events" ADD CONSTRAINT "payment_events_site_id_payment_id_payments_site_id_id_fk" FOREIGN KEY ("site_id","payment_id") REFERENCES "public"."payments"("site_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_site_id_contact_id_contacts_site_id_id_fk" FOREIGN KEY ("site_id","contact_id") REFERENCES "public"."contacts"("site_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bookings_session" ON "bookings" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "payments_site_created" ON "payments" USING btree ("site_id","created_at");--> statement-breakpoint
CREATE INDEX "payments_pending_expiry" ON "payments" USING btree ("expires_at") WHERE "payments"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "payments_provider_payment" ON "payments" USING btree ("provider","provider_payment");--> statement-breakpoint
ALTER TABLE "sites" ADD CONSTRAINT "sites_slug_not_reserved" CHECK ("sites"."slug" not in ('admin', 'api', 'checkout', 'contacts', 'login', 'logout', '_next', 'static', 'robots.txt', 'sitemap.xml', 'favicon.ico', 'manifest.webmanifest', 'icon.svg'));