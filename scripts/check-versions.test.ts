import { describe, expect, it } from "vitest";
import { lockedVersion, newerPatch } from "./check-versions";

// The comparison only: asking the registry is CI's (.ci/run), never the suite's.
describe("the version check", () => {
  it("names the newest patch of the installed minor when the lockfile is older", () => {
    expect(newerPatch("16.5.0", ["16.4.6", "16.5.0", "16.5.2", "16.5.1", "16.6.0", "17.0.0"])).toBe("16.5.2");
    expect(newerPatch("1.7.5", ["1.7.29", "1.7.6", "1.8.0-beta.1"])).toBe("1.7.29");
  });

  it("passes a lockfile on its minor's newest patch, whatever newer minors, majors or prereleases exist", () => {
    expect(newerPatch("16.5.0", ["16.4.6", "16.5.0", "16.6.0", "16.5.1-canary.3", "17.0.0"])).toBeNull();
    expect(newerPatch("16.5.0-canary.14", ["16.5.0"])).toBeNull();
  });

  it("reads the installed version from the lockfile, and says so when a package is missing", () => {
    const lockfile = { packages: { "node_modules/next": { version: "16.5.0" } } };
    expect(lockedVersion(lockfile, "next")).toBe("16.5.0");
    expect(() => lockedVersion(lockfile, "better-auth")).toThrow("package-lock.json has no node_modules/better-auth");
  });
});
