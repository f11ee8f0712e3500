import { and, eq, gt, lt, sql } from "drizzle-orm";
import { db, schema } from "@/server/db/client";
import { write } from "@/server/db/write";
import type { SiteId } from "@/modules/sites/queries";

/**
 * What a visitor typed into the booking form, when it comes back with a
 * problem: kept in the database for a few minutes under a random token, so
 * the address the visitor is sent back to (which logs and the browser's
 * history keep) carries the token and the problems, never their name, email,
 * phone or address. Only a request from the same address reads it back.
 */

const KEEP_MINUTES = 15;
const TOKEN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export async function keepTyped(siteId: SiteId, clientAddress: string, typed: Record<string, string>): Promise<string> {
  const kept = Object.fromEntries(Object.entries(typed).filter(([, value]) => value));
  const [row] = await write([], (tx) =>
    tx
      .insert(schema.appointmentDrafts)
      .values({ siteId, clientAddress, typed: kept, expiresAt: sql`now() + make_interval(mins => ${KEEP_MINUTES})` })
      .returning({ id: schema.appointmentDrafts.id }),
  );
  return row!.id;
}

/** What was typed, for the same visitor within the few minutes; empty otherwise. */
export async function typedAgain(siteId: SiteId, clientAddress: string, token: string): Promise<Record<string, string>> {
  if (!TOKEN.test(token)) return {};
  const [row] = await db()
    .select({ typed: schema.appointmentDrafts.typed })
    .from(schema.appointmentDrafts)
    .where(
      and(
        eq(schema.appointmentDrafts.siteId, siteId),
        eq(schema.appointmentDrafts.id, token),
        eq(schema.appointmentDrafts.clientAddress, clientAddress),
        gt(schema.appointmentDrafts.expiresAt, sql`now()`),
      ),
    );
  return row?.typed ?? {};
}

/** Forgets every draft past its minutes. Platform-wide by design: the background pass serves every site. */
export async function unsafeForgetOldDrafts(): Promise<void> {
  await write([], (tx) => tx.delete(schema.appointmentDrafts).where(lt(schema.appointmentDrafts.expiresAt, sql`now()`)));
}
