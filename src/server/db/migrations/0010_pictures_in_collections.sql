ALTER TABLE "posts" ADD COLUMN "cover" jsonb;--> statement-breakpoint
ALTER TABLE "team_members" ADD COLUMN "photo" jsonb;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "images" jsonb DEFAULT '[]'::jsonb NOT NULL;