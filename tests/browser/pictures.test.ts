import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Browser, Page } from "playwright-core";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { md } from "@/lib/rich-text/markdown";
import { savePost } from "@/modules/blog/service";
import { setMembership } from "@/modules/auth/service";
import { savePage } from "@/modules/pages/service";
import { person } from "../helpers/actors";
import { axeViolations, baseUrl, describeViolations, expectFailures, hydrated, launchBrowser } from "../helpers/browser";
import { createTestSite } from "../helpers/sites";

/**
 * An owner puts a photograph on the site through the admin alone: uploads it
 * in the picker of a hero, describes it there, places it again in a gallery
 * and as a post's cover (decorative, on purpose); a visitor then sees
 * responsive pictures with the owner's words, and every page stays axe-clean.
 */
/** With SHOTS_DIR set, a full-page screenshot of each screen checked, for looking at; none otherwise (they are a large part of a run). */
const SHOTS = process.env.SHOTS_DIR;
async function look(page: Page, name: string, fullPage = true) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage });
}
const PASSWORD = "a-long-owner-password-42";
const ALT = "The studio's north window in winter light";
const GALLERY_ALT = "Sunlight across the studio floor";
const BODY_ALT = "The north window from the doorway";
const BODY_CAPTION = "The north window, January.";

let browser: Browser;
let site: { id: string; slug: string };
let pageId: string;
let postId: string;
let owner: { email: string };
let photoPath: string;
let replacementPath: string;

async function accessible(page: Page, where: string) {
  await page.waitForLoadState("load");
  const violations = await axeViolations(page);
  expect(violations, describeViolations(where, violations)).toEqual([]);
}

async function signIn(page: Page) {
  await page.goto(`${baseUrl()}/login`);
  await page.getByLabel("Email").fill(owner.email);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL((url) => !url.pathname.startsWith("/login"));
}

beforeAll(async () => {
  site = await createTestSite();
  const actor = await person("Owner", PASSWORD);
  await setMembership(site.id, actor.userId, "owner");
  owner = actor;
  const body = md`
The studio is open on Saturdays.
  `;
  pageId = await savePage(site.id as never, {
    path: "studio",
    title: "The studio",
    description: "Where the work is made.",
    blocks: [
      { type: "hero", props: { heading: "The studio", body: "Open on Saturdays." } },
      { type: "gallery", props: { heading: "Around the studio", items: [{ illustration: "palette", title: "The window", caption: "Morning, January." }] } },
    ],
  });
  postId = await savePost(site.id as never, {
    slug: "open-studio",
    title: "Open studio day",
    excerpt: "Come and see.",
    body,
    status: "published",
    publishedAt: new Date(Date.now() - 60_000),
  });
  const dir = mkdtempSync(join(tmpdir(), "pictures-upload-"));
  photoPath = join(dir, "north window.jpg");
  writeFileSync(
    photoPath,
    await sharp({ create: { width: 1600, height: 1000, channels: 3, background: "#c8a27a" } })
      .jpeg()
      .toBuffer(),
  );
  replacementPath = join(dir, "north window retouched.jpg");
  writeFileSync(
    replacementPath,
    await sharp({ create: { width: 1200, height: 900, channels: 3, background: "#5a7d9a" } })
      .jpeg()
      .toBuffer(),
  );
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

describe("pictures placed by an owner", () => {
  it("are uploaded and described in the picker, placed in a hero, a gallery and a post, and shown to visitors as responsive pictures", async () => {
    // The gallery page carries Next's scripts (its viewer), whose links prefetch this unlaunched test site's home: a 404 to the prefetch, unseen by a person.
    expectFailures(/^404 GET .*\/test-[0-9a-f]+\?_rsc=/);
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const admin = await context.newPage();
    await signIn(admin);

    await admin.goto(`${baseUrl()}/admin/sites/${site.slug}/pages/${pageId}`);
    await hydrated(admin.getByRole("button", { name: "Save and publish" }));
    // Each block is a closed <details> in the list of blocks: open the hero and the gallery (the
    // sidebar's menu, a <details> too, shows its button only on a phone).
    for (const summary of await admin.locator("li > div > details > summary").all()) await summary.click();
    // The hero's picker (the page's own picture for shared links comes before the blocks): upload in
    // place, chosen at once, then described here because the library has no words for it yet.
    const blocks = admin.locator("li > div > details");
    await blocks.getByRole("button", { name: "Choose an image" }).first().click();
    await admin.getByLabel("Upload a new image").setInputFiles(photoPath);
    const alt = admin.getByLabel("Alt text here").first();
    await expect.poll(() => alt.count(), { timeout: 60_000 }).toBe(1);
    await expect.poll(() => admin.getByText("This image has no description yet").count()).toBe(1);
    await alt.fill(ALT);
    await admin
      .getByRole("button", { name: /^Set the focal point/ })
      .first()
      .click({ position: { x: 40, y: 30 } });
    await accessible(admin, "page editor with the picker");
    await look(admin, "admin-picker-1280");
    // The gallery's picker: the same image from the library, described for this use.
    await blocks.getByRole("button", { name: "Choose an image" }).first().click();
    await blocks.getByRole("button", { name: /not described yet/ }).click();
    await blocks.getByLabel("Alt text here").nth(1).fill(GALLERY_ALT);
    await admin.getByRole("button", { name: "Save and publish" }).click();
    await expect.poll(() => admin.getByText(/it is live now/).count(), { timeout: 30_000 }).toBeGreaterThan(0);

    await admin.goto(`${baseUrl()}/admin/sites/${site.slug}/posts/${postId}`);
    // A picture in the text: the editor's Picture button opens the same picker, with a caption.
    await admin.getByRole("button", { name: "Picture", exact: true }).click();
    const panel = admin.locator("fieldset", { hasText: "A picture to put in the text" });
    await panel.getByRole("button", { name: "Choose an image" }).click();
    await panel.getByRole("button", { name: /not described yet/ }).click();
    await panel.getByLabel("Alt text here").fill(BODY_ALT);
    await admin.getByLabel(/^Caption \(optional\)/).fill(BODY_CAPTION);
    await admin.getByRole("button", { name: "Put the picture in the text" }).click();
    await expect.poll(() => admin.locator(".ProseMirror figure img").count()).toBe(1);
    await accessible(admin, "post editor with a picture in the text");
    await look(admin, "admin-rich-text-picture-1280");
    await admin.getByRole("button", { name: "Choose an image" }).click();
    await admin.getByRole("button", { name: /not described yet/ }).click();
    await admin.getByLabel(/^Decorative only/).check();
    await admin.getByRole("button", { name: "Save and publish" }).click();
    await expect.poll(() => admin.getByText(/it is live now/).count(), { timeout: 30_000 }).toBeGreaterThan(0);
    // The library says where the image is used, and a new file replaces it everywhere.
    await admin.goto(`${baseUrl()}/admin/sites/${site.slug}/media`);
    const uses = admin.getByRole("list", { name: "Where north window.jpg is used" });
    await expect.poll(() => uses.textContent()).toMatch(/blog post "Open studio day"/);
    expect(await uses.textContent()).toMatch(/page "\/studio"/);
    await accessible(admin, "the media library");
    await context.close();

    const visitor = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await visitor.goto(`${baseUrl()}/${site.slug}/studio`);
    const hero = visitor.locator("section").first().locator("picture");
    await expect.poll(() => hero.locator("source[type='image/avif']").getAttribute("srcset")).toMatch(/-320\.avif\?v=\w+ 320w, .*-1600\.avif\?v=\w+ 1600w/);
    expect(await hero.locator("source[type='image/webp']").getAttribute("sizes")).toBeTruthy();
    const heroImg = hero.locator("img");
    expect(await heroImg.getAttribute("alt")).toBe(ALT);
    expect(await heroImg.getAttribute("fetchpriority")).toBe("high");
    expect(await heroImg.getAttribute("style")).toMatch(/object-position:\s*\d+% \d+%/);
    expect(await visitor.locator(`img[alt="${GALLERY_ALT}"]`).first().getAttribute("loading")).toBe("lazy");
    await accessible(visitor, "the studio page at 390");
    await look(visitor, "owner-page-390");
    // Opening the gallery's picture: a modal dialog once scripts run, the overlay its link targets before.
    await visitor.getByRole("link", { name: /View larger: The window/ }).click();
    const shown = visitor.locator("dialog:is(:target, [open])");
    await expect.poll(() => shown.getAttribute("aria-labelledby")).toMatch(/-t$/);
    expect(await shown.locator("img").isVisible()).toBe(true);
    await look(visitor, "gallery-open-390", false);

    await visitor.goto(`${baseUrl()}/${site.slug}/blog/open-studio`);
    const cover = visitor.locator("article picture img").first();
    expect(await cover.getAttribute("alt")).toBe("");
    // The picture in the text: the site's <picture> with the owner's words and caption.
    const inText = visitor.locator(".prose-site figure");
    expect(await inText.locator("picture img").getAttribute("alt")).toBe(BODY_ALT);
    expect(await inText.locator("picture source[type='image/avif']").getAttribute("srcset")).toMatch(/320w/);
    expect(await inText.locator("figcaption").textContent()).toBe(BODY_CAPTION);
    await accessible(visitor, "the post");
    await look(visitor, "post-with-picture-390");
    const before = await visitor.locator("article picture img").first().getAttribute("src");

    // Replaced in the library: the same image, a new file, on every page that uses it.
    const again = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const library = await again.newPage();
    await signIn(library);
    await library.goto(`${baseUrl()}/admin/sites/${site.slug}/media`);
    await library.getByText("Replace north window.jpg with a new file…").click();
    await library.getByLabel("New file for north window.jpg").setInputFiles(replacementPath);
    await library.getByRole("button", { name: "Replace everywhere it is used" }).click();
    await expect.poll(() => library.getByText(/every page that shows this image now shows/).count(), { timeout: 60_000 }).toBeGreaterThan(0);
    await again.close();
    await visitor.goto(`${baseUrl()}/${site.slug}/studio`);
    const replaced = visitor.locator("section").first().locator("picture img");
    expect(await replaced.getAttribute("width")).toBe("1200");
    expect(await replaced.getAttribute("alt")).toBe(ALT);
    await visitor.goto(`${baseUrl()}/${site.slug}/blog/open-studio`);
    expect(await visitor.locator("article picture img").first().getAttribute("src")).not.toBe(before);
    expect(await visitor.locator(".prose-site figure picture img").getAttribute("width")).toBe("1200");
  });

  it("are chosen for a page's shared links in its editor, shown there as the link card, and given to shared links once published", async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const admin = await context.newPage();
    await signIn(admin);
    await admin.goto(`${baseUrl()}/admin/sites/${site.slug}/pages/${pageId}`);
    const field = admin.locator("fieldset", { hasText: "Picture for shared links" });
    const choose = field.getByRole("button", { name: "Choose an image" });
    await hydrated(choose);
    await choose.click();
    await field.getByRole("button", { name: /not described yet/ }).click();
    await field.getByLabel("Alt text here").fill("The studio from the street");
    await admin.getByLabel("Hide this page from search engines").check();
    // The search-and-sharing preview follows the choices before anything is saved.
    await admin.getByText("How it looks in search results and shared links").click();
    await expect.poll(() => admin.getByTestId("search-result").textContent()).toMatch(/search engines are asked not to list this page/);
    const card = admin.getByTestId("share-card").locator("img");
    await expect.poll(() => card.getAttribute("src"), { timeout: 10_000 }).toMatch(/share-preview\?image=[0-9a-f-]{36}&fx=/);
    await expect.poll(() => card.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), { timeout: 15_000 }).toBe(1200);
    await accessible(admin, "page editor with a picture for shared links");
    await look(admin, "admin-share-picture-1280");
    await admin.getByRole("button", { name: "Save and publish" }).click();
    await expect.poll(() => admin.getByText(/it is live now/).count(), { timeout: 30_000 }).toBeGreaterThan(0);
    await context.close();

    const html = await (await fetch(`${baseUrl()}/${site.slug}/studio`)).text();
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    const shared = /<meta property="og:image" content="([^"]+)"/.exec(html)![1]!;
    expect(shared).toMatch(new RegExp(`/${site.slug}/share\\.jpg\\?page=studio$`));
    const image = await fetch(new URL(new URL(shared).pathname + new URL(shared).search, baseUrl()));
    expect(image.headers.get("content-type")).toBe("image/jpeg");
    expect(await sharp(Buffer.from(await image.arrayBuffer())).metadata()).toMatchObject({ width: 1200, height: 630 });
  });
});

describe("the demo's pictures", () => {
  for (const [name, path] of [
    ["gallery", "/frame-and-field/gallery"],
    ["restaurant-home", "/copper-kettle"],
    ["product-page", "/ada-ferro-art/shop"],
  ] as const) {
    it(`show on ${path}, axe-clean at 390 and 1280`, async () => {
      for (const width of [390, 1280]) {
        const page = await browser.newPage({ viewport: { width, height: 900 } });
        const response = await page.goto(`${baseUrl()}${path}`);
        expect(response?.status()).toBe(200);
        expect(await page.locator("picture img").count()).toBeGreaterThan(0);
        await accessible(page, `${path} at ${width}`);
        // Every picture drawn for the screenshot, lazy ones too.
        if (SHOTS) await page.evaluate(() => Promise.all([...document.images].map((img) => ((img.loading = "eager"), img.decode().catch(() => undefined)))));
        await look(page, `${name}-${width}`);
        await page.close();
      }
    });
  }

  it("show a team member's portrait on their own page, as in the team's grid", async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 900 } });
    await page.goto(`${baseUrl()}/brightside-dental/team/owen-farrell`);
    expect(await page.getByRole("article").locator("picture img").count()).toBe(1);
    await accessible(page, "a team member's page");
    await page.close();
  });
});
