import { describe, expect, it } from "vitest";
import { md } from "@/lib/rich-text/markdown";
import { publishPost, savePost } from "@/modules/blog/service";
import { savePage } from "@/modules/pages/service";
import { searchSite, suggestQuery, HIGHLIGHT_START } from "@/modules/search/queries";
import { createTestSite } from "../helpers/sites";

describe("site search", () => {
  it("finds a site's published pages and posts, best match first, with highlighted snippets", async () => {
    const { id } = await createTestSite();
    await savePage(id, {
      path: "sourdough",
      title: "Sourdough bread",
      description: "Our naturally leavened sourdough, baked daily.",
      blocks: [
        {
          type: "richText",
          props: {
            doc: md`
A sourdough loaf with a crackling crust and a sourdough starter kept since 1998.
            `,
          },
        },
      ],
    });
    await savePage(id, { path: "cakes", title: "Celebration cakes", description: "Layer cakes for birthdays and weddings.", blocks: [] });
    await savePost(id, {
      slug: "starter-care",
      title: "Caring for a sourdough starter",
      excerpt: "Feed it twice a day.",
      body: md`
Keep your starter warm.
      `,
      status: "published",
      publishedAt: new Date(Date.now() - 60_000),
    });
    const hits = await searchSite(id, "sourdough");
    expect(hits.map((h) => h.path)).toEqual(["sourdough", "blog/starter-care"]);
    expect(hits[0]!.snippet).toContain(`${HIGHLIGHT_START}sourdough`);
    expect(await searchSite(id, "wedding cakes")).toHaveLength(1);
  });

  it("never finds a draft, a post scheduled for later, or another site's content", async () => {
    const a = await createTestSite();
    const b = await createTestSite();
    await savePost(a.id, {
      slug: "secret-recipe",
      title: "Secret croissant recipe",
      excerpt: "Unreleased.",
      body: md`
Croissant lamination.
      `,
      status: "draft",
    });
    await savePost(a.id, {
      slug: "later",
      title: "Croissant week",
      excerpt: "Soon.",
      body: md`
Croissant news.
      `,
      status: "scheduled",
      publishedAt: new Date(Date.now() + 86_400_000),
    });
    await savePage(b.id, { path: "croissants", title: "Croissants", description: "Butter croissants.", blocks: [] });
    expect(await searchSite(a.id, "croissant")).toEqual([]);
    expect((await searchSite(b.id, "croissant")).map((h) => h.path)).toEqual(["croissants"]);
    await publishPost(a.id, "secret-recipe");
    expect((await searchSite(a.id, "croissant")).map((h) => h.path)).toEqual(["blog/secret-recipe"]);
  });

  it("treats odd input as words, not syntax", async () => {
    const { id } = await createTestSite();
    for (const q of ["'; drop table sites; --", "a & b | !c", '"unterminated', "   ", "<script>"]) {
      await expect(searchSite(id, q)).resolves.toBeInstanceOf(Array);
    }
  });

  it("offers the nearest word the site uses for a misspelt one, never a draft's, and nothing when the words are right", async () => {
    const { id } = await createTestSite();
    await savePage(id, { path: "contrast", title: "Colour contrast", description: "How we check the contrast of text on our signs.", blocks: [] });
    await savePost(id, {
      slug: "hidden",
      title: "Zucchini festival",
      excerpt: "Draft.",
      body: md`
Zucchini.
      `,
      status: "draft",
    });
    expect(await searchSite(id, "contrst")).toEqual([]);
    expect(await suggestQuery(id, "contrst")).toBe("contrast");
    expect(await suggestQuery(id, "colour contrst")).toBe("colour contrast");
    expect(await suggestQuery(id, "contrast")).toBeNull();
    expect(await suggestQuery(id, "zuchini")).toBeNull();
  });

  it("mends two misspelt words at once, a wrong first letter included", async () => {
    const { id } = await createTestSite();
    await savePage(id, { path: "summer-camp", title: "Summer camp", description: "Our summer camp runs for six weeks by the lake.", blocks: [] });
    expect(await searchSite(id, "sumer kamp")).toEqual([]);
    expect(await suggestQuery(id, "sumer kamp")).toBe("summer camp");
    expect((await searchSite(id, "summer camp")).map((hit) => hit.path)).toEqual(["summer-camp"]);
    // Nothing near enough: left as typed.
    expect(await suggestQuery(id, "xylophone")).toBeNull();
  });
});
