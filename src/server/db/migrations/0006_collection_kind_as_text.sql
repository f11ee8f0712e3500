ALTER TABLE "collection_mounts" ALTER COLUMN "collection" SET DATA TYPE text;--> statement-breakpoint
ALTER TABLE "collection_mounts" ADD CONSTRAINT "collection_mounts_collection_format" CHECK ("collection_mounts"."collection" ~ '^[a-z]+(-[a-z]+)*$');--> statement-breakpoint
DROP TYPE "public"."collection_kind";