import { describe, expect, it } from "vitest";
import { isSafeHref } from "./safe-href";

describe("a link a person typed", () => {
  it("may be a page of the site, an anchor, or an http(s), mailto or tel address", () => {
    for (const ok of [
      "",
      "contact",
      "/copper-kettle/menu",
      "#hours",
      "?page=2",
      "https://example.org/x",
      "http://example.org",
      "mailto:hi@example.org",
      "tel:+15551234567",
      "//cdn.example.org/x",
      "menu:lunch/../x".replace(":", "-"),
    ])
      expect(isSafeHref(ok), ok).toBe(true);
  });
  it("may not be any other scheme, however it is spelled", () => {
    for (const bad of [
      "javascript:alert(1)",
      "JavaScript:alert(1)",
      " javascript:alert(1)",
      "java\tscript:alert(1)",
      "java\nscript:x",
      "\u0001javascript:x",
      "vbscript:msgbox(1)",
      "data:text/html,<script>x</script>",
      "file:///etc/passwd",
      "ftp://example.org",
    ])
      expect(isSafeHref(bad), JSON.stringify(bad)).toBe(false);
  });
});
