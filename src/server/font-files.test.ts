import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { FONT_KEYS, FONTS } from "@/lib/fonts";
import { fontFaceCss, fontFileAt, fontPreloads } from "./font-files";

const packageFile = (name: string) => path.join(process.cwd(), "node_modules/@fontsource-variable/inter/files", name);
const hashOf = (file: string) => createHash("sha256").update(readFileSync(file)).digest("hex").slice(0, 16);

describe("the theme fonts' files", () => {
  it("are addressed by their content's hash, one address a face in its rules and its preload", () => {
    const css = fontFaceCss(["inter"]);
    const latin = `/api/fonts/inter-latin-wght-normal-${hashOf(packageFile("inter-latin-wght-normal.woff2"))}.woff2`;
    const ext = `/api/fonts/inter-latin-ext-wght-normal-${hashOf(packageFile("inter-latin-ext-wght-normal.woff2"))}.woff2`;
    expect(css.match(/@font-face/g)).toHaveLength(2);
    expect(css).toContain(`url(${latin})`);
    expect(css).toContain(`url(${ext})`);
    expect(css).toContain("font-family:'Inter Variable'");
    expect(css).toContain("unicode-range:U+0000-00FF");
    // Never swapped in late: text does not jump once shown.
    expect(css.match(/font-display:optional/g)).toHaveLength(2);
    expect(css).not.toContain("swap");
    expect(fontPreloads(["inter", "inter", "system"])).toEqual([latin]);
    expect(fontFileAt(latin)).toBe(packageFile("inter-latin-wght-normal.woff2"));
  });

  it("are there for every theme font, and nothing else is", () => {
    for (const key of FONT_KEYS) {
      if (!FONTS[key].files) {
        expect(fontFaceCss([key]), key).toBe("");
        continue;
      }
      const urls = [...fontFaceCss([key]).matchAll(/url\(([^)]+)\)/g)].map((m) => m[1]!);
      expect(urls, key).toHaveLength(2);
      for (const url of urls) expect(fontFileAt(url), url).toMatch(/\.woff2$/);
      expect(fontFaceCss([key]), key).toContain(FONTS[key].family);
    }
    expect(fontFaceCss(["lora", "fraunces"]).match(/@font-face/g)).toHaveLength(4);
    const [preload] = fontPreloads(["inter"]);
    expect(fontFileAt(preload!.replace(/-[0-9a-f]{16}\.woff2$/, "-0000000000000000.woff2"))).toBeNull();
    expect(fontFileAt("/api/fonts/../package.json")).toBeNull();
    expect(fontFileAt("/api/media/inter-latin-wght-normal.woff2")).toBeNull();
  });
});
