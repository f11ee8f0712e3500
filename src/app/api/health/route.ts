import { sql } from "drizzle-orm";
import { db } from "@/server/db/client";

export const dynamic = "force-dynamic";

/** For load balancers and the operator: 200 when the database answers, 503 when it does not. */
export async function GET() {
  const started = performance.now();
  try {
    await db().execute(sql`select 1`);
    return Response.json({ status: "ok", database: { ok: true, ms: Math.round(performance.now() - started) } }, { headers: { "Cache-Control": "no-store" } });
  } catch {
    return Response.json({ status: "unavailable", database: { ok: false } }, { status: 503, headers: { "Cache-Control": "no-store" } });
  }
}
