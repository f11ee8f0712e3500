ALTER TYPE "public"."payment_purpose" ADD VALUE 'appointment';--> statement-breakpoint
ALTER TYPE "public"."appointment_status" ADD VALUE 'awaiting_payment';--> statement-breakpoint
ALTER TYPE "public"."appointment_status" ADD VALUE 'requested';--> statement-breakpoint
ALTER TABLE "appointment_policies" ADD COLUMN "approve_new_customers" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "appointment_staff" ADD COLUMN "stopped_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "payment_id" uuid;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_site_id_payment_id_payments_site_id_id_fk" FOREIGN KEY ("site_id","payment_id") REFERENCES "public"."payments"("site_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "appointments_payment" ON "appointments" USING btree ("payment_id");