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

const templates = await listTemplates();

// One test per template, a few at once (each mostly waits on the database), every other one
// without an address: the operator's form does not require one.
describe.concurrent("a site made from a template reads well", () => {
  it("comes from every template", () => expect(templates.length).toBeGreaterThan(30));

  it.for(templates.map(({ kind }, i) => [kind, i % 2 === 1] as const))(
    "has every text of every page at WCAG AA on what is under it: %s, with an address: %s",
    { timeout: 120_000 },
    async ([kind, withAddress], { expect }) => {
      const slug = `read-${randomBytes(4).toString("hex")}`;
      await createSiteFromTemplate(kind, { slug, ...BUSINESS, ...(withAddress ? { address: ADDRESS } : {}) });
      const site = (await getSiteBySlug(slug))!;
      const problems = (await siteContrastProblems(site)).map((p) => `${kind} /${p.path}: “${p.text}” ${p.colour} on ${p.background} ${p.ratio}:1`);
      expect(problems).toEqual([]);
    },
  );
});

describe("the launch checklist's reading check", () => {
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
