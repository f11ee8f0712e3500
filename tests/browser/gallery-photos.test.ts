import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Browser } from "playwright-core";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setMembership } from "@/modules/auth/service";
import { UNDESCRIBED } from "@/lib/image-ref";
import { savePage } from "@/modules/pages/service";
import { person } from "../helpers/actors";
import { axeViolations, baseUrl, describeViolations, expectFailures, hydrated, launchBrowser, shoot } from "../helpers/browser";
import { createTestSite } from "../helpers/sites";

/**
 * An owner fills a gallery the way people do: several photos chosen at once,
 * each made an item named after its file, described afterwards in one list.
 * Meanwhile the preview shows them (a photo without words is never on a
 * public page, but the owner sees it as it will be) and follows the block
 * being edited; an item with a photo offers no drawing beside it.
 */
const PASSWORD = "a-long-owner-password-43";
const FILES = ["porch-at-dusk.jpg", "front_garden.jpg", "the kitchen.jpg"];
const WORDS = ["The porch lit at dusk", "Roses along the front path", "The kitchen's long oak table"];

let browser: Browser;
let site: { id: string; slug: string };
let pageId: string;
let owner: { email: string };
let paths: string[];

beforeAll(async () => {
  site = await createTestSite();
  const actor = await person("Owner", PASSWORD);
  await setMembership(site.id, actor.userId, "owner");
  owner = actor;
  pageId = await savePage(site.id as never, {
    path: "house",
    title: "The house",
    description: "Rooms and garden.",
    blocks: [
      { type: "hero", props: { heading: "The house", body: "Three rooms and a garden, open for tours on Sundays." } },
      {
        type: "cta",
        props: {
          heading: "Tours on Sundays",
          body: "Built in 1890 by a cooper and his family, and kept much as they left it.",
          action: { label: "Book a tour", href: "tours" },
        },
      },
      { type: "gallery", props: { heading: "Around the house", items: [{ illustration: "palette", title: "The hall" }] } },
    ],
  });
  const dir = mkdtempSync(join(tmpdir(), "gallery-photos-"));
  const colours = ["#8a6a4a", "#4a7a5a", "#7a5a8a"];
  paths = [];
  for (const [i, name] of FILES.entries()) {
    const path = join(dir, name);
    writeFileSync(
      path,
      await sharp({ create: { width: 1200, height: 900, channels: 3, background: colours[i]! } })
        .jpeg()
        .toBuffer(),
    );
    paths.push(path);
  }
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

describe("a gallery filled with photos", () => {
  it("takes several photos at once, described afterwards in one list; the preview shows them at once and follows the block being edited", async () => {
    // The gallery page carries Next's scripts (its viewer), whose links prefetch this unlaunched test site's home: a 404 to the prefetch, unseen by a person.
    expectFailures(/^404 GET .*\/test-[0-9a-f]+\?_rsc=/);
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const admin = await context.newPage();
    await admin.goto(`${baseUrl()}/login`);
    await admin.getByLabel("Email").fill(owner.email);
    await admin.getByLabel("Password").fill(PASSWORD);
    await admin.getByRole("button", { name: "Sign in" }).click();
    await admin.waitForURL((url) => !url.pathname.startsWith("/login"));
    await admin.goto(`${baseUrl()}/admin/sites/${site.slug}/pages/${pageId}`);
    await hydrated(admin.getByRole("button", { name: "Save and publish" }));
    const gallery = admin.locator("li > div > details").nth(2);
    await gallery.locator("summary").click();
    // Without a photo an item offers its drawing; the photo, once chosen, stands alone.
    await expect.poll(() => gallery.getByLabel(/^Drawing, when there is no photo/).count()).toBe(1);

    await gallery.getByLabel("Add several photos at once").setInputFiles(paths);
    const describe = gallery.getByRole("region", { name: "Describe the new photos" });
    await expect.poll(() => describe.getByRole("textbox").count(), { timeout: 60_000 }).toBe(3);
    // Each photo is an item of its own, named after its file, with no drawing beside it.
    await expect.poll(() => gallery.getByLabel(/^Title/).count()).toBe(4);
    expect(
      await gallery
        .getByLabel(/^Title/)
        .nth(1)
        .inputValue(),
    ).toBe("Porch at dusk");
    expect(await gallery.getByLabel(/^Drawing, when there is no photo/).count()).toBe(1);

    // Before any words: the preview already shows the three photos (not an empty space), and has scrolled to the gallery.
    const frame = admin.frameLocator('iframe[title="Live preview of the page"]');
    // (Each photo is drawn twice in a gallery: its thumbnail, and larger in the viewer.)
    await expect.poll(() => frame.locator(`img[alt="${UNDESCRIBED}"]`).count(), { timeout: 30_000 }).toBe(6);
    const scrolled = () => admin.locator('iframe[title="Live preview of the page"]').evaluate((f: HTMLIFrameElement) => f.contentWindow!.scrollY);
    /**
     * How far the frame's window is from showing a block at its top (or as near as the end of the
     * page lets it come): 0 once it has scrolled there. The site's pages scroll smoothly, so the
     * distance is polled until the scroll ends.
     */
    const distanceTo = (block: number) =>
      frame
        .locator(`[data-block="${block}"] > *`)
        .first()
        .evaluate((element) => {
          const page = element.ownerDocument.documentElement;
          const view = element.ownerDocument.defaultView!;
          const target = Math.min(element.getBoundingClientRect().top + view.scrollY, page.scrollHeight - view.innerHeight);
          return Math.abs(Math.round(target - view.scrollY));
        });
    await expect.poll(() => distanceTo(2)).toBeLessThanOrEqual(1);
    const atGallery = await scrolled();
    expect(atGallery).toBeGreaterThan(0);
    // Back in the first block, the preview follows it up.
    await admin.locator("li > div > details").first().locator("summary").click();
    await admin
      .locator("li > div > details")
      .first()
      .getByLabel(/^Heading/)
      .focus();
    await expect.poll(() => distanceTo(0)).toBeLessThanOrEqual(1);
    expect(await scrolled()).toBeLessThan(atGallery);

    for (const [i, name] of FILES.entries()) await describe.getByLabel(name).fill(WORDS[i]!);
    for (const width of [1280, 390]) {
      await admin.setViewportSize({ width, height: 900 });
      const violations = await axeViolations(admin);
      expect(violations, describeViolations(`gallery editor at ${width}px`, violations)).toEqual([]);
    }
    await shoot(admin, "gallery-photos-editor");
    await admin.setViewportSize({ width: 1280, height: 900 });
    await admin.getByRole("button", { name: "Save and publish" }).click();
    await expect.poll(() => admin.getByText(/it is live now/).count(), { timeout: 30_000 }).toBeGreaterThan(0);

    // On the page, each photo with the owner's words.
    const html = await (
      await fetch(`${baseUrl()}/${site.slug}/house`, { headers: { cookie: (await context.cookies()).map((c) => `${c.name}=${c.value}`).join("; ") } })
    ).text();
    for (const words of WORDS) expect(html).toContain(`alt="${words.replace(/'/g, "&#x27;")}"`);
    await context.close();
  });
});
