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
