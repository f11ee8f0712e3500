import { describe, expect, it } from "vitest";
import { expectRebranded } from "../helpers/rebrand";
import { everyOther, everyTemplate, expectReadable } from "../helpers/templates";

/**
 * A site made from every template (`npm test` makes them from a sample: tests/integration/templates.test.ts,
 * template-contrast.test.ts): none of the showroom business's identity in its data, menus or pages;
 * every text of every page at WCAG AA on what is under it, and no picture's words naming the
 * showroom's people and places. Each template twice, once with an address and once without (with
 * the showroom's pictures when with an address), one test each, a few at once: each mostly waits on
 * the database, and a failure names its kind. The sites are made in the crawl's database under
 * slugs of their own, unlaunched, so no page the crawl reads changes.
 */
const kinds = await everyTemplate();

describe.concurrent("a site made from every template", () => {
  it("comes from every template", () => expect(kinds.length).toBeGreaterThan(30));

  it.for(everyOther(kinds, true))(
    "holds and shows none of the %s showroom business's names, town, founding year, phone, street or email, in menus too (with an address: %s)",
    { timeout: 120_000 },
    async ([kind, withAddress], { expect }) => expectRebranded(kind, withAddress, expect),
  );

  it.for(everyOther(kinds, false))(
    "has every text of every page at WCAG AA on what is under it: %s, with an address and pictures: %s",
    { timeout: 120_000 },
    async ([kind, withAddress], { expect }) => expectReadable(kind, withAddress, expect),
  );
});
