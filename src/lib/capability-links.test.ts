import { describe, expect, it } from "vitest";
import { maskCapabilityLinks } from "./capability-links";

describe("capability links in what the admin shows", () => {
  it("hides a contact's signed link, its confirm link and password links, and keeps the rest", () => {
    const text =
      "Confirm here:\n\nhttp://x.test/contacts/AbC123_-/9f8e7d-_x?confirm=news\n\nOr <http://x.test/contacts/AbC123_-/9f8e7d/unsubscribe>. Reset: http://x.test/login/reset?token=s3cr3t-t0k and call us.";
    const masked = maskCapabilityLinks(text);
    expect(masked).not.toContain("9f8e7d");
    expect(masked).not.toContain("s3cr3t");
    expect(masked).not.toContain("confirm=news");
    expect(masked).toContain("http://x.test/contacts/AbC123_-/[hidden]");
    expect(masked).toContain("/login/reset?token=[hidden] and call us.");
  });
});
