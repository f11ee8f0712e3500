import { describe, expect, it } from "vitest";
import { markdownToRichText, md } from "./markdown";
import { richTextSchema, richTextToPlain } from "./schema";

describe("markdownToRichText", () => {
  it("converts headings, paragraphs, lists, emphasis and links to valid rich text", () => {
    const doc = md`
      ## What to expect

      A **crown** covers a _damaged_ tooth. [Book a visit](contact).

      - First visit
      - Second visit

      1. Numbing
      2. Shaping
    `;
    expect(richTextSchema.safeParse(doc).success).toBe(true);
    expect(doc.content[0]).toEqual({ type: "heading", attrs: { level: 2 }, content: [{ type: "text", text: "What to expect" }] });
    expect(doc.content[1]).toEqual({
      type: "paragraph",
      content: [
        { type: "text", text: "A " },
        { type: "text", text: "crown", marks: [{ type: "bold" }] },
        { type: "text", text: " covers a " },
        { type: "text", text: "damaged", marks: [{ type: "italic" }] },
        { type: "text", text: " tooth. " },
        { type: "text", text: "Book a visit", marks: [{ type: "link", attrs: { href: "contact" } }] },
        { type: "text", text: "." },
      ],
    });
    expect(doc.content[2]?.type).toBe("bulletList");
    expect(doc.content[3]?.type).toBe("orderedList");
  });

  it("keeps the page's h1 for the page: # becomes h2, deep headings stop at h4", () => {
    const doc = markdownToRichText("# Top\n\n##### Deep");
    expect(doc.content.map((n) => (n.type === "heading" ? n.attrs.level : 0))).toEqual([2, 4]);
  });

  it("decodes entities and gives plain text for excerpts and search", () => {
    const doc = markdownToRichText("Fish & chips < $20");
    expect(richTextToPlain(doc)).toBe("Fish & chips < $20");
  });
});
