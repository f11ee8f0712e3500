CREATE TABLE "media_uses" (
	"site_id" uuid NOT NULL,
	"asset_id" uuid NOT NULL,
	"owner" text NOT NULL,
	"label" text NOT NULL,
	"href" text,
	CONSTRAINT "media_uses_site_id_owner_asset_id_pk" PRIMARY KEY("site_id","owner","asset_id")
);
--> statement-breakpoint
ALTER TABLE "media_assets" ADD COLUMN "dominant_color" text;
--> statement-breakpoint
ALTER TABLE "media_assets" ADD COLUMN "content_hash" text;
--> statement-breakpoint
ALTER TABLE "media_uses" ADD CONSTRAINT "media_uses_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "media_assets" ADD CONSTRAINT "media_site_id" UNIQUE("site_id","id");
--> statement-breakpoint
ALTER TABLE "media_assets" ADD CONSTRAINT "media_site_hash" UNIQUE("site_id","content_hash");
--> statement-breakpoint
ALTER TABLE "media_uses" ADD CONSTRAINT "media_uses_asset" FOREIGN KEY ("site_id","asset_id") REFERENCES "public"."media_assets"("site_id","id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "media_uses_by_asset" ON "media_uses" USING btree ("site_id","asset_id");