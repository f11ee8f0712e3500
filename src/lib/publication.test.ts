import { describe, expect, it } from "vitest";
import { formatScheduled, publicationWords } from "./publication";

const NY = "America/New_York";

describe("publication words", () => {
  it("say the page's state plainly, a scheduled time in the site's zone", () => {
    expect(formatScheduled(new Date("2026-12-01T14:00:00Z"), NY)).toBe("Tue 1 Dec, 9:00");
    expect(formatScheduled(new Date("2026-12-01T14:00:00Z"), "America/Los_Angeles")).toBe("Tue 1 Dec, 6:00");
    expect(publicationWords({ status: "published", hasDraft: false, publishAt: null }, NY)).toBe("Published");
    expect(publicationWords({ status: "published", hasDraft: true, publishAt: null }, NY)).toBe("Published; draft changes not live yet");
    expect(publicationWords({ status: "draft", hasDraft: false, publishAt: null }, NY)).toBe("Draft: visitors do not see this page");
    expect(publicationWords({ status: "draft", hasDraft: false, publishAt: new Date("2026-12-01T14:00:00Z") }, NY)).toBe("Scheduled for Tue 1 Dec, 9:00");
  });
});
