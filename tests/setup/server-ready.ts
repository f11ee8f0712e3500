import { readFileSync } from "node:fs";
import { inject } from "vitest";

/**
 * Before each browser test file: wait for the server the global setup started
 * (tests/setup/server.ts), which loads the demo while the other tests run.
 */
const deadline = Date.now() + 20 * 60_000;
for (;;) {
  const status = readFileSync(inject("serverStatus"), "utf8");
  if (status === "serving") break;
  if (status !== "starting") throw new Error(`the test server did not start: ${status}`);
  if (Date.now() > deadline) throw new Error("the test server did not start within 20 minutes");
  await new Promise((resolve) => setTimeout(resolve, 250));
}
