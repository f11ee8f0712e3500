CREATE TABLE "site_invitations" (
	"site_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"role" "site_role" NOT NULL,
	"invited_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "site_invitations_site_id_user_id_pk" PRIMARY KEY("site_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "client_key" text;--> statement-breakpoint
ALTER TABLE "site_invitations" ADD CONSTRAINT "site_invitations_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_invitations" ADD CONSTRAINT "site_invitations_user_id_auth_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."auth_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "site_invitations_user" ON "site_invitations" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "payments_pending_client" ON "payments" USING btree ("site_id","client_key") WHERE "payments"."status" = 'pending';