import { execFile } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_SITES } from "@/modules/templates/showroom";
import { baseUrl, inTwoTabs, launchBrowser } from "../helpers/browser";
import { readPages, siteUrl, sitemapPaths } from "../helpers/crawl";

/**
 * The crawl (`npm run crawl`): every page in every demo site's sitemap, at a desktop's and a
 * phone's width, answers 200 with one <h1>, a title and a description, passes axe (WCAG 2.2 AA),
 * requests nothing from outside the server, shows nothing axe misses, and links only to pages that
 * exist (tests/helpers/crawl.ts); and each is valid HTML by the Nu HTML Checker (`vnu-jar`, run
 * with the machine's Java). It reads in two tabs at once (one per core) and leaves the
 * photographs out: axe reads markup, and decoding hundreds of pictures was most of its time.
 * `npm test` reads a sample of it that shows every kind, layout and block (tests/browser/demo-sample.test.ts).
 */
describe("the whole demo deployment", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser({ pictures: false });
  });
  afterAll(async () => browser?.close());

  it(
    "renders every page in the sitemaps at 1280 and 390 px with one h1, a title and a description, axe-clean, linking only to pages that exist",
    async () => {
      const urls: string[] = [];
      for (const seed of DEMO_SITES) for (const path of await sitemapPaths(seed.slug)) urls.push(siteUrl(seed.slug, path));
      expect((await readPages(browser, urls, { overflow: false })).join("\n")).toBe("");
    },
    60 * 60_000,
  );

  it(
    "is valid HTML by the Nu HTML Checker, every page as the server sends it",
    async () => {
      const folder = mkdtempSync(path.join(tmpdir(), "mainstreet-nu-"));
      try {
        for (const seed of DEMO_SITES)
          for (const page of await sitemapPaths(seed.slug)) {
            const url = siteUrl(seed.slug, page);
            writeFileSync(path.join(folder, `${encodeURIComponent(url)}.html`), await (await fetch(baseUrl() + url)).text());
          }
        const jar = String(createRequire(import.meta.url)("vnu-jar"));
        // It exits 1 when it finds errors, with its report on stderr all the same.
        const { stderr } = await promisify(execFile)("java", ["-jar", jar, "--errors-only", "--format", "json", "--skip-non-html", folder], {
          maxBuffer: 64 * 1024 * 1024,
        }).catch((error: { stderr?: string }) => ({ stderr: error.stderr ?? "" }));
        const messages = (JSON.parse(stderr) as { messages: Array<{ url: string; message: string; extract?: string }> }).messages;
        const errors = messages.map((m) => `${decodeURIComponent(path.basename(m.url, ".html"))}: ${m.message}${m.extract ? ` (${m.extract.trim()})` : ""}`);
        expect(errors.join("\n")).toBe("");
      } finally {
        rmSync(folder, { recursive: true, force: true });
      }
    },
    20 * 60_000,
  );

  it(
    "fits a phone: no page scrolls sideways at 360 pixels",
    async () => {
      // With the pictures: a page's width is what is measured (Blink draws a picture it leaves out in a box of its own).
      const withPictures = await launchBrowser();
      const wide: string[] = [];
      const urls = [];
      for (const seed of DEMO_SITES) for (const path of (await sitemapPaths(seed.slug)).slice(0, 3)) urls.push(siteUrl(seed.slug, path));
      await inTwoTabs(
        () => withPictures.newPage({ viewport: { width: 360, height: 740 } }),
        urls,
        async (phone, url) => {
          await phone.goto(baseUrl() + url, { waitUntil: "load" });
          const overflow = await phone.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
          if (overflow > 1) wide.push(`${url}: ${overflow}px too wide`);
        },
      );
      await withPictures.close();
      expect(wide).toEqual([]);
    },
    10 * 60_000,
  );
});
