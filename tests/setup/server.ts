import { randomBytes } from "node:crypto";
import { createWriteStream, mkdirSync, renameSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { freePort } from "../../src/server/db/embedded";
import { spawnServer, whenServing } from "../../scripts/start-command";
import { buildIfNeeded } from "../../src/edge/next-build";
import { startTestDatabase } from "./database";

/**
 * Starts the platform the way `npm start` does, against a fresh test database,
 * with fault injection on so the error boundary can be exercised. The build comes
 * first and whole (integration tests read its manifests too); then the server
 * loads the demo deployment itself while the unit and integration tests run (on a
 * fresh clone that is minutes of encoding pictures), and each browser test file
 * waits for it (tests/setup/server-ready.ts) through a status file: "starting",
 * "serving", or what went wrong.
 * It trusts one proxy hop (TRUST_PROXY=1), so a test can speak for a visitor
 * of its own address through X-Forwarded-For and keep its rate limits apart.
 * It takes payments with the built-in test provider, which only an explicit
 * PAYMENT_PROVIDER=test turns on.
 */
export default async function setup(project: TestProject) {
  const root = path.resolve(import.meta.dirname, "../..");
  await buildIfNeeded(root, (message) => console.log(message));
  const db = await startTestDatabase();
  const port = await freePort();
  const secret = randomBytes(32).toString("base64url");
  const healthToken = randomBytes(24).toString("base64url");
  const child = spawnServer({
    env: {
      ...process.env,
      DATABASE_URL: db.url,
      PORT: String(port),
      HOST: "127.0.0.1",
      MAINSTREET_SECRET: secret,
      MAINSTREET_FAULT_INJECTION: "1",
      MAINSTREET_MIN_FILL_SECONDS: "0",
      LOG_LEVEL: "warn",
      TRUST_PROXY: "1",
      HEALTH_TOKEN: healthToken,
      PAYMENT_PROVIDER: "test",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  // The server's own log, for when a browser test fails.
  mkdirSync(path.join(root, "test-results"), { recursive: true });
  const log = createWriteStream(path.join(root, "test-results/server.log"));
  child.stdout!.pipe(log);
  child.stderr!.pipe(log);
  const status = path.join(root, `test-results/server-${port}.status`);
  // Written whole or not at all (a file beside it, renamed over it): a reader never sees it emptied half-way.
  const say = (words: string) => {
    writeFileSync(`${status}.next`, words);
    renameSync(`${status}.next`, status);
  };
  say("starting");
  whenServing(child, 20 * 60_000).ready.then(
    () => say("serving"),
    (error: Error) => say(error.message || "it stopped without saying why"),
  );

  project.provide("serverStatus", status);
  project.provide("databaseUrl", db.url);
  project.provide("secret", secret);
  project.provide("baseUrl", `http://127.0.0.1:${port}`);
  project.provide("healthToken", healthToken);

  return async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await exited;
    }
    rmSync(status, { force: true });
    await db.stop();
  };
}
