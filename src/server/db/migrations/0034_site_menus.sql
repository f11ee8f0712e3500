CREATE TABLE "site_menus" (
	"site_id" uuid PRIMARY KEY NOT NULL,
	"menu" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "site_menus" ADD CONSTRAINT "site_menus_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- A site's menu blocks and order blocks carried their own dishes; they become one menu per site
-- (as modules/menus/gather.ts does for a showroom seed): sections of one name are one section, a
-- dish met again in a section (by name) is one dish, taken for pickup when an order block showed it,
-- with that block's price, words, short name, options and "sold out" (what orders were charged) over
-- the menu's; free-text tags that spell a dietary label
-- become that label, the rest the owner's own labels.
WITH blocks AS (
	SELECT p.site_id, p.created_at, p.path, b.ord AS block_ord, b.block
	FROM "pages" p CROSS JOIN LATERAL jsonb_array_elements(p.blocks) WITH ORDINALITY AS b(block, ord)
	WHERE b.block->>'type' IN ('menu', 'orderOnline') AND jsonb_typeof(b.block->'props'->'sections') = 'array'
), sections AS (
	SELECT site_id, created_at, path, block_ord, block->>'type' AS block_type, s.ord AS section_ord, s.section
	FROM blocks CROSS JOIN LATERAL jsonb_array_elements(block->'props'->'sections') WITH ORDINALITY AS s(section, ord)
	WHERE jsonb_typeof(s.section) = 'object'
), items AS (
	SELECT site_id, lower(section->>'name') AS section_key, i.item, block_type,
		row_number() OVER (PARTITION BY site_id ORDER BY created_at, path, block_ord, section_ord, i.ord) AS seen
	FROM sections CROSS JOIN LATERAL jsonb_array_elements(section->'items') WITH ORDINALITY AS i(item, ord)
), first_sections AS (
	SELECT DISTINCT ON (site_id, lower(section->>'name')) site_id, lower(section->>'name') AS section_key,
		jsonb_strip_nulls(jsonb_build_object('name', section->>'name', 'description', section->>'description')) AS section,
		row_number() OVER (PARTITION BY site_id ORDER BY created_at, path, block_ord, section_ord) AS seen
	FROM sections
	ORDER BY site_id, lower(section->>'name'), created_at, path, block_ord, section_ord
), dishes AS (
	SELECT site_id, section_key, min(seen) AS seen,
		(array_agg(item ORDER BY seen))[1] AS first_item,
		(array_agg(item ORDER BY seen) FILTER (WHERE block_type = 'orderOnline'))[1] AS order_item
	FROM items
	GROUP BY site_id, section_key, lower(item->>'name')
), menu_items AS (
	SELECT site_id, section_key, seen,
		(first_item - 'tags') || coalesce(order_item - 'tags', '{}'::jsonb)
		|| jsonb_build_object(
			'takeout', order_item IS NOT NULL,
			'dietary', (
				SELECT coalesce(jsonb_agg(DISTINCT label), '[]'::jsonb) FROM (
					SELECT CASE lower(trim(tag))
						WHEN 'v' THEN 'vegetarian' WHEN 'veg' THEN 'vegetarian' WHEN 'vegetarian' THEN 'vegetarian'
						WHEN 'vg' THEN 'vegan' WHEN 'vegan' THEN 'vegan'
						WHEN 'gf' THEN 'gluten-free' WHEN 'gluten free' THEN 'gluten-free' WHEN 'gluten-free' THEN 'gluten-free'
						WHEN 'df' THEN 'dairy-free' WHEN 'dairy free' THEN 'dairy-free' WHEN 'dairy-free' THEN 'dairy-free'
						WHEN 'nut free' THEN 'nut-free' WHEN 'nut-free' THEN 'nut-free'
						WHEN 'spicy' THEN 'spicy' WHEN 'hot' THEN 'spicy'
					END AS label
					FROM jsonb_array_elements_text(coalesce(first_item->'tags', '[]'::jsonb)) AS tag
				) AS labels WHERE label IS NOT NULL
			),
			'labels', (
				SELECT coalesce(jsonb_agg(tag), '[]'::jsonb)
				FROM jsonb_array_elements_text(coalesce(first_item->'tags', '[]'::jsonb)) AS tag
				WHERE lower(trim(tag)) NOT IN ('v', 'veg', 'vegetarian', 'vg', 'vegan', 'gf', 'gluten free', 'gluten-free', 'df', 'dairy free', 'dairy-free', 'nut free', 'nut-free', 'spicy', 'hot')
			)
		) AS item
	FROM dishes
)
INSERT INTO "site_menus" ("site_id", "menu")
SELECT s.site_id, jsonb_build_object('sections', jsonb_agg(
	s.section || jsonb_build_object('items', (SELECT coalesce(jsonb_agg(m.item ORDER BY m.seen), '[]'::jsonb) FROM menu_items m WHERE m.site_id = s.site_id AND m.section_key = s.section_key))
	ORDER BY s.seen
))
FROM first_sections s
GROUP BY s.site_id
ON CONFLICT ("site_id") DO NOTHING;
--> statement-breakpoint
-- Each such block now names the sections it showed, on the published page and in its draft.
CREATE FUNCTION pg_temp.menu_blocks_by_name(blocks jsonb) RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
	SELECT coalesce(jsonb_agg(
		CASE WHEN b.block->>'type' IN ('menu', 'orderOnline') AND jsonb_typeof(b.block->'props'->'sections') = 'array'
			THEN jsonb_set(b.block, '{props,sections}', (
				SELECT coalesce(jsonb_agg(CASE WHEN jsonb_typeof(s) = 'object' THEN s->'name' ELSE s END), '[]'::jsonb)
				FROM jsonb_array_elements(b.block->'props'->'sections') AS s
			))
			ELSE b.block END
		ORDER BY b.ord), '[]'::jsonb)
	FROM jsonb_array_elements(blocks) WITH ORDINALITY AS b(block, ord)
$$;
--> statement-breakpoint
UPDATE "pages" SET "blocks" = pg_temp.menu_blocks_by_name("blocks")
WHERE EXISTS (SELECT 1 FROM jsonb_array_elements("blocks") AS b WHERE b->>'type' IN ('menu', 'orderOnline'));
--> statement-breakpoint
UPDATE "pages" SET "draft" = jsonb_set("draft", '{blocks}', pg_temp.menu_blocks_by_name("draft"->'blocks'))
WHERE jsonb_typeof("draft"->'blocks') = 'array' AND EXISTS (SELECT 1 FROM jsonb_array_elements("draft"->'blocks') AS b WHERE b->>'type' IN ('menu', 'orderOnline'));
