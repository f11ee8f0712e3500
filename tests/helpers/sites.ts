import { randomBytes } from "node:crypto";
import { md } from "@/lib/rich-text/markdown";
import { createSite, type CreateSiteInput } from "@/modules/sites/service";
import type { SiteId } from "@/modules/sites/queries";

/** A throwaway site with a unique slug, for tests that seed their own data. */
export function testSiteInput(overrides: Partial<CreateSiteInput> = {}): CreateSiteInput {
  return {
    slug: `test-${randomBytes(5).toString("hex")}`,
    name: "Test Bakery",
    kind: "bakery",
    theme: {
      palette: {
        primary: "#9a3412",
        onPrimary: "#ffffff",
        accent: "#f59e0b",
        background: "#ffffff",
        surface: "#fff7ed",
        text: "#1c1917",
        muted: "#57534e",
        border: "#e7e5e4",
      },
      fonts: { heading: "lora", body: "inter" },
      logo: { mark: "cake", shape: "circle" },
    },
    settings: { description: "A test bakery." },
    mounts: { posts: "blog", jobs: "careers", team: "team", news: "news", events: "events" },
    ...overrides,
  };
}

export async function createTestSite(overrides: Partial<CreateSiteInput> = {}): Promise<{ id: SiteId; slug: string }> {
  const input = testSiteInput(overrides);
  return { id: await createSite(input), slug: input.slug };
}

export const body = md`
A short paragraph.
`;

/**
 * A copy of a demo site, everything it holds, under a slug and a name of its own (`label` and a random suffix): for a
 * browser file that changes what other files, running beside it, read of the demo (a verified domain moves the site's
 * address) or that must not see their edits. Its name shares no word with the demo's, so a search for the original
 * (the platform's directory, the operator's console) finds the original alone.
 */
export async function copyOfDemoSite(slug: string, label: string): Promise<{ id: SiteId; slug: string }> {
  const { loadSiteSeed } = await import("@/modules/templates/load");
  const { DEMO_SITES } = await import("@/modules/templates/showroom");
  const suffix = randomBytes(3).toString("hex");
  const copy = { ...DEMO_SITES.find((s) => s.slug === slug)!, slug: `${label}-${suffix}`, name: `Test copy ${suffix}` };
  return { id: await loadSiteSeed(copy), slug: copy.slug };
}
