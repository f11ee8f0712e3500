CREATE TABLE "search_documents" (
	"site_id" uuid NOT NULL,
	"source_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"path" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"visible_from" timestamp with time zone,
	"document" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', "search_documents"."title"), 'A') || setweight(to_tsvector('english', "search_documents"."body"), 'B')) STORED NOT NULL,
	CONSTRAINT "search_documents_source" UNIQUE("site_id","source_id")
);
--> statement-breakpoint
ALTER TABLE "search_documents" ADD CONSTRAINT "search_documents_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "search_documents_document" ON "search_documents" USING gin ("document");