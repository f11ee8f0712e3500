import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { readOtherRoutes } from "./app-routes";

const appDir = path.resolve(import.meta.dirname, "../app");

describe("Next's other routes, read from the app folder", () => {
  it("are a site's files and feeds, and the platform's own first segments", () => {
    const routes = readOtherRoutes(appDir);
    expect([...routes.sitePaths]).toEqual(expect.arrayContaining(["feed.xml", "sitemap.xml", "favicon.svg"]));
    expect([...routes.rootSegments]).toEqual(expect.arrayContaining(["admin", "api", "checkout", "contacts", "login", "robots.txt"]));
    // The catch-all and the platform's home page are not another route's.
    expect(routes.sitePaths.has("[[...path]]")).toBe(false);
    expect(routes.rootSegments.has("")).toBe(false);
  });

  it("skip route groups, private folders and slots, and refuse an app without the site pages' catch-all", () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "mainstreet-app-"));
    try {
      const file = (relative: string) => {
        mkdirSync(path.dirname(path.join(dir, relative)), { recursive: true });
        writeFileSync(path.join(dir, relative), "");
      };
      file("(public)/about/page.tsx");
      file("_parts/page.tsx");
      file("[site]/@modal/share/page.tsx");
      expect(() => readOtherRoutes(dir)).toThrow("has no [site]/[[...path]]/page");
      file("[site]/[[...path]]/page.tsx");
      file("[site]/(files)/feed.xml/route.ts");
      expect(readOtherRoutes(dir)).toEqual({ sitePaths: new Set(["feed.xml"]), rootSegments: new Set(["about"]) });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
