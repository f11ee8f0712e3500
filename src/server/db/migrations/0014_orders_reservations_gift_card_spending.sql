-- Online orders for pickup (pickup_slots, kitchen_orders), free table reservations (bookings without a payment, with a reference), and gift cards spent online (redemptions tied to a payment; a payment a gift card covers in full is 0).
CREATE TYPE "public"."kitchen_order_status" AS ENUM('held', 'new', 'preparing', 'ready', 'collected', 'released', 'cancelled');--> statement-breakpoint
ALTER TYPE "public"."payment_purpose" ADD VALUE 'pickup_order';--> statement-breakpoint
CREATE TABLE "kitchen_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"site_id" uuid NOT NULL,
	"payment_id" uuid NOT NULL,
	"contact_id" uuid NOT NULL,
	"slot_id" uuid NOT NULL,
	"status" "kitchen_order_status" DEFAULT 'held' NOT NULL,
	"hold_expires_at" timestamp with time zone NOT NULL,
	"note" text,
	"status_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "kitchen_orders_site_payment" UNIQUE("site_id","payment_id"),
	CONSTRAINT "kitchen_orders_site_id" UNIQUE("site_id","id")
);
--> statement-breakpoint
CREATE TABLE "pickup_slots" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"site_id" uuid NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	CONSTRAINT "pickup_slots_site_time" UNIQUE("site_id","starts_at"),
	CONSTRAINT "pickup_slots_site_id" UNIQUE("site_id","id")
);
--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_amount_positive";--> statement-breakpoint
ALTER TABLE "bookings" ALTER COLUMN "payment_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "reference" text;--> statement-breakpoint
ALTER TABLE "gift_card_redemptions" ADD COLUMN "payment_id" uuid;--> statement-breakpoint
ALTER TABLE "gift_card_redemptions" ADD COLUMN "reversed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "kitchen_orders" ADD CONSTRAINT "kitchen_orders_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kitchen_orders" ADD CONSTRAINT "kitchen_orders_site_id_payment_id_payments_site_id_id_fk" FOREIGN KEY ("site_id","payment_id") REFERENCES "public"."payments"("site_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kitchen_orders" ADD CONSTRAINT "kitchen_orders_site_id_contact_id_contacts_site_id_id_fk" FOREIGN KEY ("site_id","contact_id") REFERENCES "public"."contacts"("site_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kitchen_orders" ADD CONSTRAINT "kitchen_orders_site_id_slot_id_pickup_slots_site_id_id_fk" FOREIGN KEY ("site_id","slot_id") REFERENCES "public"."pickup_slots"("site_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pickup_slots" ADD CONSTRAINT "pickup_slots_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "kitchen_orders_slot" ON "kitchen_orders" USING btree ("slot_id");--> statement-breakpoint
CREATE INDEX "kitchen_orders_site_status" ON "kitchen_orders" USING btree ("site_id","status");--> statement-breakpoint
ALTER TABLE "gift_card_redemptions" ADD CONSTRAINT "gift_card_redemptions_site_id_payment_id_payments_site_id_id_fk" FOREIGN KEY ("site_id","payment_id") REFERENCES "public"."payments"("site_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "gift_card_redemptions_payment" ON "gift_card_redemptions" USING btree ("site_id","payment_id");--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_site_reference" UNIQUE("site_id","reference");--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_paid_or_referenced" CHECK ("bookings"."payment_id" is not null or "bookings"."reference" is not null);--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_amount_not_negative" CHECK ("payments"."amount_cents" >= 0);