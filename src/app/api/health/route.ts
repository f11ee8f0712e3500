import { sql } from "drizzle-orm";
import { db } from "@/server/db/client";

export const dynamic = "force-dynamic";

const mb = (bytes: number) => Math.round(bytes / 2 ** 20);

/** For load balancers and the operator: 200 when the database answers, 503 when it does not; and this instance's memory. */
export async function GET() {
  const started = performance.now();
  const { rss, heapUsed, heapTotal, external } = process.memoryUsage();
  const memory = { rssMb: mb(rss), heapUsedMb: mb(heapUsed), heapTotalMb: mb(heapTotal), externalMb: mb(external) };
  try {
    await db().execute(sql`select 1`);
    return Response.json({ status: "ok", database: { ok: true, ms: Math.round(performance.now() - started) }, memory }, { headers: { "Cache-Control": "no-store" } });
  } catch {
    return Response.json({ status: "unavailable", database: { ok: false } }, { status: 503, headers: { "Cache-Control": "no-store" } });
  }
}
