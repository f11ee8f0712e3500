import { describe, expect, it } from "vitest";
import { formatScheduled, publicationWords } from "./publication";

describe("publication words", () => {
  it("say the page's state plainly, a scheduled time in the site's zone", () => {
    expect(formatScheduled(new Date("2026-12-01T14:00:00Z"))).toBe("Tue 1 Dec, 9:00");
    expect(publicationWords({ status: "published", hasDraft: false, publishAt: null })).toBe("Published");
    expect(publicationWords({ status: "published", hasDraft: true, publishAt: null })).toBe("Published; draft changes not live yet");
    expect(publicationWords({ status: "draft", hasDraft: false, publishAt: null })).toBe("Draft: visitors do not see this page");
    expect(publicationWords({ status: "draft", hasDraft: false, publishAt: new Date("2026-12-01T14:00:00Z") })).toBe("Scheduled for Tue 1 Dec, 9:00");
  });
});
