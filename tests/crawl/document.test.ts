import { describe, expect, it } from "vitest";
import { demoPaths } from "../helpers/catalogue";
import { compareWithNext } from "../helpers/next-render";

/**
 * Every public demo page as the document renderer sends it is the page Next renders for the same
 * address less its scripts (tests/helpers/next-render.ts). `npm test` compares a sample
 * (tests/browser/document.test.ts).
 */
describe("pages rendered without Next (edge/document)", () => {
  it(
    "are, for every demo page, the page Next renders less its scripts, with the site's own stylesheet, plus the islands' where it has any",
    { timeout: 600_000 },
    async () => {
      const paths = demoPaths()
        .filter((p) => !p.private)
        .map((p) => p.url);
      const { compared, withIslands, differing } = await compareWithNext(paths);
      expect(differing).toEqual([]);
      expect(compared).toBe(paths.length);
      expect(withIslands).toBeGreaterThan(0);
    },
  );
});
