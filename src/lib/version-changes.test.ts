import { describe, expect, it } from "vitest";
import { versionChanges } from "./version-changes";

const label = (type: string) => ({ hero: "Opening banner", text: "Text", gallery: "Gallery" })[type] ?? type;

describe("what an earlier version changes", () => {
  it("names each field that differs with both values, and leaves out what is the same and the machinery", () => {
    expect(
      versionChanges(
        { title: "Spring menu", slug: "menu", published: false, updatedAt: "2026-01-01", excerpt: "Old" },
        { title: "Summer menu", slug: "menu", published: true, updatedAt: "2026-02-01", author: "Ana" },
      ),
    ).toEqual([
      { field: "Title", then: "Spring menu", now: "Summer menu" },
      { field: "Published", then: "No", now: "Yes" },
      { field: "Author", then: null, now: "Ana" },
      { field: "Excerpt", then: "Old", now: null },
    ]);
  });

  it("compares a page's blocks one by one: a changed field, one taken out, one added, one moved", () => {
    const hero = { id: "a", type: "hero", props: { heading: "Fresh bread", variant: "banner" } };
    const text = { id: "b", type: "text", props: { body: { type: "doc", content: [{ type: "paragraph", content: [{ type: "text", text: "Since dawn" }] }] } } };
    const gallery = { id: "c", type: "gallery", props: { items: [{ caption: "Loaves" }] } };
    const changes = versionChanges({ blocks: [hero, text] }, { blocks: [{ ...hero, props: { ...hero.props, heading: "Warm bread" } }, gallery] }, label);
    expect(changes).toEqual([
      { field: "Block 1 (Opening banner) › Heading", then: "Fresh bread", now: "Warm bread" },
      { field: "Block 2 (Text)", then: "Since dawn", now: null },
      { field: "Block 2 (Gallery)", then: null, now: "Loaves" },
    ]);
    expect(versionChanges({ blocks: [hero, gallery] }, { blocks: [gallery, hero] }, label)).toEqual([
      { field: "Block 1 (Opening banner)", then: "In place 1", now: "In place 2" },
      { field: "Block 2 (Gallery)", then: "In place 2", now: "In place 1" },
    ]);
  });

  it("cuts a long text and says so", () => {
    const [change] = versionChanges({ body: "x".repeat(500) }, { body: "y" });
    expect(change!.then).toHaveLength(240);
    expect(change!.then!.endsWith("…")).toBe(true);
  });
});
