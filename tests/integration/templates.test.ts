import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { DEMO_SITES } from "@/modules/templates/showroom";
import { getPage } from "@/modules/pages/queries";
import { getSiteBySlug } from "@/modules/sites/queries";
import { createSiteFromTemplate } from "@/modules/templates/service";
import { listTemplates } from "@/modules/templates/templates";

describe("site templates", () => {
  it("offer one template for every kind in the demo deployment", async () => {
    const kinds = new Set(DEMO_SITES.map((s) => s.kind));
    expect(new Set((await listTemplates()).map((t) => t.kind))).toEqual(kinds);
  });

  it("create a complete site of a kind in one step, with the new business's details and none of the showroom's", async () => {
    const template = (await listTemplates()).find((t) => t.kind === "hvac")!;
    const source = DEMO_SITES.find((s) => s.slug === template.source)!;
    const slug = `new-hvac-${randomBytes(4).toString("hex")}`;
    const id = await createSiteFromTemplate("hvac", { slug, name: "Northwind Heating & Air", phone: "(315) 555-0199", email: "office@northwind.example" });
    const site = await getSiteBySlug(slug);
    expect(site?.id).toBe(id);
    expect(site?.settings.contact.phone).toBe("(315) 555-0199");
    for (const page of source.pages) {
      const created = await getPage(id, page.path);
      expect(created, page.path).not.toBeNull();
      const text = JSON.stringify(created);
      expect(text).not.toContain(source.name);
      expect(text).not.toContain(source.settings.contact!.phone!);
    }
  });

  it("refuse a kind without a template, and a taken address, leaving nothing behind", async () => {
    await expect(createSiteFromTemplate("submarine-dealer", { slug: "subs", name: "Subs" })).rejects.toThrow(/No template/);
    await expect(createSiteFromTemplate("hvac", { slug: "clearpath-access-x", name: "X" })).resolves.toBeTruthy();
    await expect(createSiteFromTemplate("hvac", { slug: "clearpath-access-x", name: "Y" })).rejects.toMatchObject({ code: "conflict" });
  });
});
