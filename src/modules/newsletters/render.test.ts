import { describe, expect, it } from "vitest";
import type { RichTextDoc } from "@/lib/rich-text/schema";
import { DARK_MEDIA, inDarkMode, newsletterHtml, newsletterText, UNSUBSCRIBE, type MailFrame } from "./render";

const frame: MailFrame = {
  siteName: "Tom & Co",
  siteUrl: "https://tom.example/",
  postalAddress: "1 Main St, Town",
  why: "You subscribed to News.",
  imageUrl: (id) => (id === "11111111-1111-4111-8111-111111111111" ? "https://tom.example/a.jpg" : null),
};
const doc: RichTextDoc = {
  type: "doc",
  content: [
    { type: "heading", attrs: { level: 2 }, content: [{ type: "text", text: "<Hello>" }] },
    {
      type: "paragraph",
      content: [
        { type: "text", text: "Read ", marks: [] },
        { type: "text", text: "this", marks: [{ type: "link", attrs: { href: "https://tom.example/x" } }] },
        { type: "text", text: " not that", marks: [{ type: "link", attrs: { href: "javascript:alert(1)" } }] },
      ],
    },
    { type: "bulletList", content: [{ type: "listItem", content: [{ type: "paragraph", content: [{ type: "text", text: "one" }] }] }] },
    { type: "image", attrs: { asset: "11111111-1111-4111-8111-111111111111", alt: "A loaf", caption: "Fresh" } },
    { type: "image", attrs: { asset: "22222222-2222-4222-8222-222222222222", alt: "Gone" } },
  ],
};

describe("a newsletter as mail", () => {
  it("escapes text, links only web and mail addresses, and carries the address, the reason and the unsubscribe placeholder", () => {
    const html = newsletterHtml("Tom's <news>", doc, frame);
    expect(html).toContain("&lt;Hello&gt;");
    expect(html).toContain("<title>Tom's &lt;news&gt;</title>");
    expect(html).toContain('href="https://tom.example/x"');
    expect(html).not.toContain("javascript:");
    expect(html).toContain('<img src="https://tom.example/a.jpg" alt="A loaf"');
    expect(html).not.toContain("Gone");
    expect(html).toContain("Tom &amp; Co<br>1 Main St, Town<br>You subscribed to News.");
    expect(html).toContain(`href="${UNSUBSCRIBE}"`);
    expect(html).not.toMatch(/<script|<img[^>]+width="1"/);
  });

  it("has the same words as plain text, links written out", () => {
    const text = newsletterText("News", doc, frame);
    expect(text).toContain("<HELLO>");
    expect(text).toContain("Read this (https://tom.example/x) not that");
    expect(text).toContain("- one");
    expect(text).toContain("[Picture: A loaf. Fresh]");
    expect(text).toContain(`--\nTom & Co, 1 Main St, Town\nYou subscribed to News.\nUnsubscribe: ${UNSUBSCRIBE}\n`);
  });

  it("carries dark-mode colours for the clients that honour them, which the owner's dark preview applies", () => {
    const html = newsletterHtml("News", doc, frame);
    expect(html).toContain(`${DARK_MEDIA}{body,.ms-ground{background:#18181b!important}`);
    expect(html).toContain('<div class="ms-card"');
    const dark = inDarkMode(html);
    expect(dark).not.toContain(DARK_MEDIA);
    expect(dark).toContain("@media all{body,.ms-ground{background:#18181b!important}");
  });
});
