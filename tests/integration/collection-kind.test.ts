import { and, eq, getTableName } from "drizzle-orm";
import { generateDrizzleJson, generateMigration } from "drizzle-kit/api";
import { createElement, type ReactNode } from "react";
import { prerenderToNodeStream } from "react-dom/static";
import { beforeAll, describe, expect, it } from "vitest";
import { zoneOf } from "@/modules/sites/calendar";
import { db, pool, schema } from "@/server/db/client";
import { formValues, recordInput } from "@/modules/collections/admin";
import { collectionRegistry } from "@/modules/collections/registry";
import { COLLECTION_KINDS } from "@/modules/content/collections";
import type { Actor } from "@/modules/auth/access";
import { insertPage } from "@/modules/pages/service";
import { resolveSitePath } from "@/modules/routing/load-route";
import { pageHead } from "@/modules/routing/page-head";
import { RouteView } from "@/modules/routing/route-view";
import { listSiteEntries } from "@/modules/routing/site-entries";
import { structuredData } from "@/modules/routing/structured-data";
import { searchSite } from "@/modules/search/queries";
import { getSiteBySlug, type Site } from "@/modules/sites/queries";
import { recipesCollection } from "../fixtures/recipes/collection";
import { recipes } from "../fixtures/recipes/table";
import { member } from "../helpers/actors";
import { createTestSite } from "../helpers/sites";

/*
 * A new kind of collection is its folder and one line in the registry: the
 * example kind in tests/fixtures/recipes touches nothing else, and this test
 * follows it through everything that reads the registry, from the resolver to
 * the admin, against the real database.
 */
const registry = collectionRegistry([...COLLECTION_KINDS, recipesCollection]);
const noOne = { preview: undefined, editor: false };

async function html(node: ReactNode): Promise<string> {
  const { prelude } = await prerenderToNodeStream(node);
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

let site: Site;
let owner: Actor;

beforeAll(async () => {
  // The kind's table, created by the migration drizzle-kit generates from its folder's definition.
  const statements = await generateMigration(generateDrizzleJson(schema), generateDrizzleJson({ ...schema, recipes }));
  expect(statements.join("\n")).toContain('CREATE TABLE "recipes"');
  await pool().query(`drop table if exists ${getTableName(recipes)}`);
  for (const statement of statements) await pool().query(statement);

  const { id, slug } = await createTestSite({ mounts: { posts: "blog", recipes: "kitchen/recipes" } });
  await insertPage(id, { path: "", title: "Home", description: "The test bakery's home page.", blocks: [] });
  site = (await getSiteBySlug(slug))!;
  owner = await member(id, "owner");
});

describe("an example collection kind added through the registry alone", () => {
  it("is created and edited through the admin's Content section, with its own fields and revisions", async () => {
    const recipesAdmin = registry.adminCollection("recipes")!;
    expect(registry.admin.map((c) => c.key)).toContain("recipes");
    const blank = formValues(recipesAdmin, zoneOf(site));
    expect(Object.keys(blank)).toEqual(["slug", "title", "summary", "minutes"]);

    const created = await recipesAdmin.create(
      owner,
      site.slug,
      recordInput(recipesAdmin, { slug: "apple-pie", title: "Apple pie", summary: "Sharp apples, short pastry.", minutes: 90 }, zoneOf(site)),
    );
    await recipesAdmin.save(owner, site.slug, created.id, {
      slug: "apple-pie",
      title: "Apple pie",
      summary: "Sharp apples, short pastry, a lattice top.",
      minutes: 95,
    });
    const opened = await recipesAdmin.open(owner, site.slug, created.id);
    expect(opened.values).toMatchObject({ minutes: 95 });
    expect(opened.address).toBe(`/${site.slug}/kitchen/recipes/apple-pie`);
    expect((await recipesAdmin.list(owner, site.slug)).map((r) => r.title)).toEqual(["Apple pie"]);
    expect(await registry.editor("recipe")!.editor.revisions(owner, site.slug, created.id)).toHaveLength(2);

    // A slug taken is the same field-level conflict every kind gives.
    await expect(recipesAdmin.create(owner, site.slug, { slug: "apple-pie", title: "Another", summary: "Again.", minutes: 10 })).rejects.toMatchObject({
      code: "conflict",
      field: "slug",
    });
  });

  it("answers its path at the site's mount, with its head, its view, its JSON-LD, its site-map entry and its search document", async () => {
    const resolved = await resolveSitePath(site, "kitchen/recipes/apple-pie", noOne, registry);
    expect(resolved.route).toMatchObject({ kind: "collection", collection: "recipes", item: { kind: "recipe", recipe: { title: "Apple pie", minutes: 95 } } });

    const head = pageHead(resolved, registry);
    expect(head.title).toBe("Apple pie (recipe) | Test Bakery");
    expect(head.canonical).toBe(`/${site.slug}/kitchen/recipes/apple-pie`);

    const body = await html(createElement(RouteView, { site, route: resolved.route!, query: {}, registry }));
    expect(body).toContain("<h1");
    expect(body).toContain("Apple pie");
    expect(body).toContain("Ready in 95 minutes.");

    const entries = await listSiteEntries(site, registry);
    expect(entries.map((e) => e.path)).toEqual(["", "kitchen/recipes/apple-pie"]);
    const jsonLd = await structuredData(resolved, entries, registry);
    expect(jsonLd).toContainEqual(expect.objectContaining({ "@type": "Recipe", name: "Apple pie", totalTime: "PT95M" }));
    expect(jsonLd).toContainEqual(expect.objectContaining({ "@type": "BreadcrumbList" }));

    expect((await searchSite(site.id, "lattice")).map((hit) => [hit.kind, hit.path])).toEqual([["recipe", "kitchen/recipes/apple-pie"]]);
  });

  it("names nothing it does not hold, and nothing at all to a registry without it", async () => {
    expect((await resolveSitePath(site, "kitchen/recipes/cherry-pie", noOne, registry)).route).toBeNull();
    expect((await resolveSitePath(site, "kitchen/recipes/apple-pie/extra", noOne, registry)).route).toBeNull();
    expect((await resolveSitePath(site, "kitchen/recipes/apple-pie", noOne)).route).toBeNull();
  });

  it("goes to the trash and comes back with its id", async () => {
    const [row] = await db().select().from(recipes).where(eq(recipes.siteId, site.id));
    const recipesAdmin = registry.adminCollection("recipes")!;
    await recipesAdmin.remove(owner, site.slug, row!.id);
    expect((await resolveSitePath(site, "kitchen/recipes/apple-pie", noOne, registry)).route).toBeNull();
    const [trashed] = await db()
      .select()
      .from(schema.trash)
      .where(and(eq(schema.trash.siteId, site.id), eq(schema.trash.entity, "recipe")));
    await registry.editor(trashed!.entity)!.editor.restoreFromTrash(site.id, trashed!.data);
    expect((await recipesAdmin.open(owner, site.slug, row!.id)).title).toBe("Apple pie");
  });
});
