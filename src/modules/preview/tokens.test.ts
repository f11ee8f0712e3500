import { beforeAll, describe, expect, it } from "vitest";
import type { SiteId } from "@/modules/sites/queries";
import { checkPreviewToken, createPreviewToken } from "./tokens";

const site = "8e6b7a10-0000-4000-8000-000000000001" as SiteId;
const other = "8e6b7a10-0000-4000-8000-000000000002" as SiteId;

describe("preview tokens", () => {
  beforeAll(() => {
    process.env.MAINSTREET_SECRET = "test-secret-test-secret-test-secret-0123";
  });

  it("open exactly the draft, on exactly the site, they were made for", () => {
    const token = createPreviewToken(site, { draft: "spring-tips" });
    expect(checkPreviewToken(site, { draft: "spring-tips" }, token)).toBe(true);
    expect(checkPreviewToken(site, { draft: "other-post" }, token)).toBe(false);
    expect(checkPreviewToken(other, { draft: "spring-tips" }, token)).toBe(false);
    expect(checkPreviewToken(site, "drafts", token)).toBe(false);
  });

  it("tell an item's link from a page's or a post's with the same name", () => {
    const id = "8e6b7a10-0000-4000-8000-00000000000a";
    const token = createPreviewToken(site, { item: id });
    expect(checkPreviewToken(site, { item: id }, token)).toBe(true);
    expect(checkPreviewToken(site, { page: id }, token)).toBe(false);
    expect(checkPreviewToken(site, { draft: id }, token)).toBe(false);
    expect(checkPreviewToken(other, { item: id }, token)).toBe(false);
  });

  it("expire", () => {
    const token = createPreviewToken(site, "drafts", 60, Date.now() - 120_000);
    expect(checkPreviewToken(site, "drafts", token)).toBe(false);
  });

  it("refuse anything tampered, truncated or malformed", () => {
    const token = createPreviewToken(site, "drafts");
    const [expires, signature] = token.split(".") as [string, string];
    expect(checkPreviewToken(site, "drafts", `${Number(expires) + 1000}.${signature}`)).toBe(false);
    expect(checkPreviewToken(site, "drafts", `${expires}.${signature.slice(0, -1)}`)).toBe(false);
    expect(checkPreviewToken(site, "drafts", undefined)).toBe(false);
    expect(checkPreviewToken(site, "drafts", "")).toBe(false);
    expect(checkPreviewToken(site, "drafts", "not-a-token")).toBe(false);
  });
});
