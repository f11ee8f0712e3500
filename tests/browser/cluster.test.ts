import { describe, expect, inject, it } from "vitest";
import { runCluster } from "../../scripts/cluster";

/**
 * docs/operations.md's "Several instances", step by step, through
 * `npm run cluster`'s own code: Caddy (deploy/Caddyfile) in front of three
 * instances on the test database, one Redis (REDIS_URL, or a redis-server of
 * the test's own), one secret, one storage folder.
 */
describe("three instances behind Caddy", () => {
  it("show an edit through every instance, count rate limits once, and lose only the requests in flight on an instance killed under load", async () => {
    const lines: string[] = [];
    const report = await runCluster({
      databaseUrl: inject("databaseUrl"),
      redisUrl: process.env.REDIS_URL,
      seconds: 8,
      connections: 12,
      log: (line) => lines.push(line),
    }).catch((error: Error) => {
      throw new Error(`${error.message}\n${lines.join("\n")}`);
    });
    console.log(lines.join("\n"));
    expect(report.editSeenEverywhere).toBe(true);
    expect(report.signInStatuses).toEqual([303, 303, 303, 303, 303, 303, 303, 303, 429, 429]);
    expect(report.requests).toBeGreaterThan(500);
    expect(report.failedStartedAfterKill).toBe(0);
    expect(report.failed).toBeLessThanOrEqual(report.connections);
    expect(report.ok).toBe(true);
  }, 240_000);
});
