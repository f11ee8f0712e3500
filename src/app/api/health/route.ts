import { timingSafeEqual } from "node:crypto";
import { sql } from "drizzle-orm";
import { currentActor } from "@/modules/auth/session";
import { cacheFigures } from "@/server/cache";
import { db } from "@/server/db/client";
import { databaseOutage, databaseRecoveries } from "@/server/db/health";
import { env } from "@/server/env";

export const dynamic = "force-dynamic";

const mb = (bytes: number) => Math.round(bytes / 2 ** 20);

/**
 * For load balancers: 200 "ok" when the database answers, 503 with the
 * reason when it does not (the watchdog's, see server/db/watchdog.ts), and
 * nothing more. This instance's memory, the database's answer time and its
 * outages, and how full its caches are, only for the operator, or with
 * `Authorization: Bearer $HEALTH_TOKEN` (with `?collect`, the memory after a
 * full collection).
 */
export async function GET(request: Request) {
  const started = performance.now();
  const headers = { "Cache-Control": "no-store" };
  const outage = databaseOutage();
  if (outage) {
    const downSeconds = Math.round((Date.now() - outage.since.getTime()) / 1000);
    return Response.json(
      { status: "unavailable", database: { ok: false, reason: outage.reason, downSeconds } },
      { status: 503, headers: { ...headers, "Retry-After": "30" } },
    );
  }
  try {
    await db().execute(sql`select 1`);
  } catch {
    return Response.json({ status: "unavailable", database: { ok: false, reason: "the database does not answer" } }, { status: 503, headers });
  }
  if (!(await mayReadDetails(request))) return Response.json({ status: "ok" }, { headers });
  // `?collect`: a full collection first (npm start passes --expose-gc), so the heap reads what is live, not what awaits collection (the sweep's readings, scripts/sweep.ts).
  if (new URL(request.url).searchParams.has("collect")) globalThis.gc?.();
  const { rss, heapUsed, heapTotal, external, arrayBuffers } = process.memoryUsage();
  // Buffers (kept pages, bodies) count in external and arrayBuffers, not in the heap: a growing RSS is told apart by these.
  const memory = { rssMb: mb(rss), heapUsedMb: mb(heapUsed), heapTotalMb: mb(heapTotal), externalMb: mb(external), arrayBuffersMb: mb(arrayBuffers) };
  const recoveries = databaseRecoveries();
  const database = { ok: true, ms: Math.round(performance.now() - started), recoveries: recoveries.count, lastOutageMs: recoveries.lastMs };
  return Response.json({ status: "ok", database, memory, cache: cacheFigures() }, { headers });
}

async function mayReadDetails(request: Request): Promise<boolean> {
  const token = env().HEALTH_TOKEN;
  const given = request.headers.get("authorization")?.replace(/^Bearer\s+/i, "") ?? "";
  if (token && given.length === token.length && timingSafeEqual(Buffer.from(given), Buffer.from(token))) return true;
  if (!request.headers.get("cookie")) return false;
  return Boolean((await currentActor().catch(() => null))?.isOperator);
}
