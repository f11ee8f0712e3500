import { timingSafeEqual } from "node:crypto";
import { sql } from "drizzle-orm";
import { currentActor } from "@/modules/auth/session";
import { db } from "@/server/db/client";
import { env } from "@/server/env";

export const dynamic = "force-dynamic";

const mb = (bytes: number) => Math.round(bytes / 2 ** 20);

/**
 * For load balancers: 200 "ok" when the database answers, 503 when it does
 * not, and nothing more. This instance's memory and the database's answer
 * time only for the operator, or with `Authorization: Bearer $HEALTH_TOKEN`.
 */
export async function GET(request: Request) {
  const started = performance.now();
  let up = true;
  try {
    await db().execute(sql`select 1`);
  } catch {
    up = false;
  }
  const headers = { "Cache-Control": "no-store" };
  if (!up) return Response.json({ status: "unavailable" }, { status: 503, headers });
  if (!(await mayReadDetails(request))) return Response.json({ status: "ok" }, { headers });
  const { rss, heapUsed, heapTotal, external } = process.memoryUsage();
  const memory = { rssMb: mb(rss), heapUsedMb: mb(heapUsed), heapTotalMb: mb(heapTotal), externalMb: mb(external) };
  return Response.json({ status: "ok", database: { ok: true, ms: Math.round(performance.now() - started) }, memory }, { headers });
}

async function mayReadDetails(request: Request): Promise<boolean> {
  const token = env().HEALTH_TOKEN;
  const given = request.headers.get("authorization")?.replace(/^Bearer\s+/i, "") ?? "";
  if (token && given.length === token.length && timingSafeEqual(Buffer.from(given), Buffer.from(token))) return true;
  if (!request.headers.get("cookie")) return false;
  return Boolean((await currentActor().catch(() => null))?.isOperator);
}
