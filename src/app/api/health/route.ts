import { sql } from "drizzle-orm";
import { db } from "@/server/db/client";
import { databaseOutage, databaseRecoveries } from "@/server/db/health";

export const dynamic = "force-dynamic";

const mb = (bytes: number) => Math.round(bytes / 2 ** 20);

/** For load balancers and the operator: 200 when the database answers, 503 with the reason when it does not (the watchdog's, see server/db/watchdog.ts); and this instance's memory. */
export async function GET() {
  const started = performance.now();
  const { rss, heapUsed, heapTotal, external } = process.memoryUsage();
  const memory = { rssMb: mb(rss), heapUsedMb: mb(heapUsed), heapTotalMb: mb(heapTotal), externalMb: mb(external) };
  const outage = databaseOutage();
  const recoveries = databaseRecoveries();
  if (outage) {
    const database = { ok: false, reason: outage.reason, since: outage.since.toISOString(), downSeconds: Math.round((Date.now() - outage.since.getTime()) / 1000), restarts: outage.restarts };
    return Response.json({ status: "unavailable", database, memory }, { status: 503, headers: { "Cache-Control": "no-store", "Retry-After": "30" } });
  }
  try {
    await db().execute(sql`select 1`);
    return Response.json({ status: "ok", database: { ok: true, ms: Math.round(performance.now() - started), recoveries: recoveries.count, lastOutageMs: recoveries.lastMs }, memory }, { headers: { "Cache-Control": "no-store" } });
  } catch (error) {
    return Response.json({ status: "unavailable", database: { ok: false, reason: `the database does not answer: ${error instanceof Error ? error.message : String(error)}` } }, { status: 503, headers: { "Cache-Control": "no-store" } });
  }
}
