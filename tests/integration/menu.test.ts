import { randomBytes } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { adminResult } from "@/modules/admin/action-result";
import { ORIGINAL_AUTHOR } from "@/modules/audit/service";
import type { Actor } from "@/modules/auth/access";
import { siteMenu } from "@/modules/menus/queries";
import { orderableItems, type SiteMenuInput } from "@/modules/menus/schema";
import { menuEditor } from "@/modules/menus/service";
import { orderMenu } from "@/modules/ordering/queries";
import { insertPage } from "@/modules/pages/service";
import { searchSite } from "@/modules/search/queries";
import type { SiteId } from "@/modules/sites/queries";
import { failure, member } from "../helpers/actors";
import { createTestSite } from "../helpers/sites";

/** A word no other content has, letters only, so search finds exactly what holds it. */
const word = () =>
  `zq${randomBytes(4)
    .toString("hex")
    .replace(/\d/g, (d) => "ghijklmnop"[Number(d)]!)}`;
const codeOf = async (promise: Promise<unknown>) => (await failure(promise)).code;

let site: { id: SiteId; slug: string };
let other: { id: SiteId; slug: string };
let editor: Actor;
let outsider: Actor;

beforeAll(async () => {
  site = await createTestSite();
  other = await createTestSite();
  editor = await member(site.id, "editor");
  outsider = await member(other.id, "owner");
  await insertPage(site.id, {
    path: "dining",
    title: "Lunch and dinner",
    description: "The menu.",
    blocks: [{ type: "menu", props: { sections: ["Mains"] } }],
  });
  await insertPage(site.id, {
    path: "takeout",
    title: "Takeout",
    description: "Order for pickup.",
    blocks: [{ type: "orderOnline", props: { sections: ["Mains", "Drinks"] } }],
  });
});

describe("a site's one menu", () => {
  it("is saved once and read by every block at once: the menu, the order form and the pages' search", async () => {
    expect((await siteMenu(site.id)).sections).toEqual([]);
    const dish = word();
    const menu: SiteMenuInput = {
      sections: [
        {
          name: "Mains",
          items: [
            { name: `Squash ${dish}`, priceCents: 1950, dietary: ["vegan"], labels: ["New"] },
            { name: "Steak", priceCents: 3800, takeout: false },
          ],
        },
        { name: "Drinks", items: [{ name: "Cider", priceCents: 600, soldOut: true }] },
      ],
    };
    await menuEditor.save(editor, site.slug, site.id, menu);
    // The cached read before the save is dropped by it.
    const stored = await siteMenu(site.id);
    expect(stored.sections[0]!.items[0]).toMatchObject({ name: `Squash ${dish}`, dietary: ["vegan"], labels: ["New"], takeout: true, soldOut: false });
    const offered = await orderMenu(site.id, { sections: ["Mains", "Drinks"] });
    // The steak stays at the table; the sold-out cider shows but cannot be ordered.
    expect(offered.map((s) => s.items.map((i) => i.name))).toEqual([[`Squash ${dish}`], ["Cider"]]);
    expect(orderableItems(offered)).toEqual([{ key: `squash-${dish}`, name: `Squash ${dish}`, priceCents: 1950, options: [] }]);
    expect((await searchSite(site.id, dish)).map((hit) => hit.path).sort()).toEqual(["dining", "takeout"]);
  });

  it("keeps a history to restore, and cannot be deleted", async () => {
    await menuEditor.save(editor, site.slug, site.id, { sections: [{ name: "Mains", items: [{ name: "Pie", priceCents: 900 }] }] });
    const revisions = await menuEditor.revisions(editor, site.slug, site.id);
    expect(revisions.at(-1)!.authorEmail).toBe(ORIGINAL_AUTHOR);
    await menuEditor.restoreRevision(editor, site.slug, site.id, revisions[1]!.id);
    expect((await siteMenu(site.id)).sections.map((s) => s.name)).toEqual(["Mains", "Drinks"]);
    expect(await codeOf(menuEditor.remove(editor, site.slug, site.id))).toBe("conflict");
  });

  it("refuses two sections of one name, a label outside the set, another site's owner and a signed-out visitor", async () => {
    const twice = await adminResult(async () => {
      await menuEditor.save(editor, site.slug, site.id, { sections: [{ name: "Mains" }, { name: "mains" }] });
      return "saved";
    });
    expect(twice.fieldErrors?.sections).toMatch(/share a name/);
    const label = await adminResult(async () => {
      await menuEditor.save(editor, site.slug, site.id, {
        sections: [{ name: "Mains", items: [{ name: "Pie", priceCents: 900, dietary: ["keto" as "vegan"] }] }],
      });
      return "saved";
    });
    expect(Object.keys(label.fieldErrors ?? {})).toEqual(["sections.0.items.0.dietary.0"]);
    expect(await codeOf(menuEditor.get(outsider, site.slug, site.id))).toBe("not_found");
    expect(await codeOf(menuEditor.save(outsider, other.slug, site.id, { sections: [] }))).toBe("not_found");
    expect(await codeOf(menuEditor.save(null, site.slug, site.id, { sections: [] }))).toBe("unauthorized");
  });
});
