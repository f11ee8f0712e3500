import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { schema } from "@/server/db/client";
import { tags } from "@/server/cache/tags";
import { write } from "@/server/db/write";
import { launchChecklist, siteContrastProblems } from "@/modules/launch/service";
import { getSiteBySlug } from "@/modules/sites/queries";
import { createSiteFromTemplate } from "@/modules/templates/service";
import { listTemplates } from "@/modules/templates/templates";

const BUSINESS = { name: "Crumb & Crust Bakery", phone: "(315) 555-0142", email: "hello@crumb.example", examples: "none" as const };
const ADDRESS = { street: "4 Mill Street", locality: "Lyons", region: "NY", postalCode: "14489" };

describe("a site made from a template reads well", () => {
  it("has every text of every page at WCAG AA on what is under it, for every template, with and without an address", { timeout: 900_000 }, async () => {
    const problems: string[] = [];
    const templates = await listTemplates();
    expect(templates.length).toBeGreaterThan(30);
    for (const [i, { kind }] of templates.entries()) {
      const slug = `read-${i}-${randomBytes(3).toString("hex")}`;
      // Every other template without an address: the operator's form does not require one.
      await createSiteFromTemplate(kind, { slug, ...BUSINESS, ...(i % 2 ? { address: ADDRESS } : {}) });
      const site = (await getSiteBySlug(slug))!;
      for (const p of await siteContrastProblems(site)) problems.push(`${kind} /${p.path}: “${p.text}” ${p.colour} on ${p.background} ${p.ratio}:1`);
    }
    expect(problems).toEqual([]);
  });

  it("finds a site's text drawn in its background's colour, and the checklist says where pictures go", async () => {
    const slug = `faint-${randomBytes(4).toString("hex")}`;
    const id = await createSiteFromTemplate("single-page:bakery", {
      slug,
      ...BUSINESS,
      address: ADDRESS,
      hours: [{ days: ["wed"], opens: "07:00", closes: "14:00" }],
    });
    let site = (await getSiteBySlug(slug))!;
    const items = await launchChecklist(site);
    expect(await siteContrastProblems(site)).toEqual([]);
    // The bakery's opening banner was made for a photograph that is not carried over.
    expect(items.find((i) => i.key === "pictures")?.detail).toMatch(/opening banner of “.+” \(the home page\)/);

    // A theme saved before colours were checked (here written straight to the table): words on the main colour in the main colour.
    const faint = { ...site.theme, palette: { ...site.theme.palette, onPrimary: site.theme.palette.primary } };
    await write([tags.sites, tags.site(id)], (tx) => tx.update(schema.sites).set({ theme: faint }).where(eq(schema.sites.id, id)));
    site = (await getSiteBySlug(slug))!;
    const [worst] = await siteContrastProblems(site);
    expect(worst).toMatchObject({ ratio: 1 });
  });
});
