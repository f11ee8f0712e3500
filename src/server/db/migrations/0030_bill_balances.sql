CREATE TABLE "bill_balances" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"site_id" uuid NOT NULL,
	"bill_key" text NOT NULL,
	"reference" text NOT NULL,
	"holder" text NOT NULL,
	"due_cents" integer NOT NULL,
	"due_on" text,
	"paid_cents" integer DEFAULT 0 NOT NULL,
	"loaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bill_balances_site_bill_reference" UNIQUE("site_id","bill_key","reference"),
	CONSTRAINT "bill_balances_amounts" CHECK ("bill_balances"."due_cents" > 0 and "bill_balances"."paid_cents" >= 0),
	CONSTRAINT "bill_balances_due_on" CHECK ("bill_balances"."due_on" is null or "bill_balances"."due_on" ~ '^\d{4}-\d{2}-\d{2}$')
);
--> statement-breakpoint
ALTER TABLE "bill_balances" ADD CONSTRAINT "bill_balances_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;