/**
 * `npm start` runs this in a child process when the database has no sites or
 * no people yet: it loads the demo deployment and its accounts, then exits, so
 * the server itself never holds the demo's content and the modules that write
 * it (some 15 MB of heap it would keep for its whole life).
 */
import { closeDb } from "@/server/db/client";
import { startLog as log } from "@/server/start-log";
import { ensureDemoAccounts } from "./accounts";
import { loadDemoIfEmpty } from "./load";

try {
  const loaded = await loadDemoIfEmpty();
  if (loaded) log("demo deployment loaded", { sites: loaded });
  if (loaded) {
    // Its past, once: three months of visits, and the owner's recent messages (./history.ts).
    const { loadDemoHistory } = await import("./history");
    const { DEMO_SITES } = await import("@/modules/templates/showroom");
    const history = await loadDemoHistory(DEMO_SITES);
    log("demo history written", history);
  }
  if (await ensureDemoAccounts()) log("demo accounts created (see the README)");
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  await closeDb().catch(() => undefined);
  // Exits whatever else is still open (a Redis connection for rate limits, a timer): its work is done.
  process.exit(process.exitCode ?? 0);
}
