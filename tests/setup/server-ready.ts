import { readFileSync } from "node:fs";
import { inject } from "vitest";
import { waitUntil } from "../helpers/wait";

/**
 * Before each browser test file: wait for the server the global setup started
 * (tests/setup/server.ts), which loads the demo while the other tests run.
 */
const status = () => readFileSync(inject("serverStatus"), "utf8");
if (!(await waitUntil(() => status() !== "starting", { timeout: 20 * 60_000, every: 250 }))) throw new Error("the test server did not start within 20 minutes");
if (status() !== "serving") throw new Error(`the test server did not start: ${status()}`);
