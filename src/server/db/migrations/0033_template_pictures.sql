CREATE TABLE "template_pictures" (
	"site_id" uuid NOT NULL,
	"content_hash" text NOT NULL,
	CONSTRAINT "template_pictures_site_id_content_hash_pk" PRIMARY KEY("site_id","content_hash")
);
--> statement-breakpoint
ALTER TABLE "template_pictures" ADD CONSTRAINT "template_pictures_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;