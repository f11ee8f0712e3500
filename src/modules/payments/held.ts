import { and, eq, gt, inArray } from "drizzle-orm";
import { cookies } from "next/headers";
import { db, schema } from "@/server/db/client";
import { publicOrigin } from "@/server/origin";
import type { SiteId } from "@/modules/sites/queries";
import { settlePayment } from "./events";
import { HOLD_GRACE_MINUTES, type PaymentRow } from "./payment";
import { providerNamed } from "./providers";
import { returnCheck, verifyReturnCheck } from "./return-link";
import { HOLDING } from "./service";

/**
 * The checkouts a browser started and has not finished, so that a visitor
 * told they hold too many (service.ts TooManyHolds) can see them, go back to
 * paying one, or let one go and start again. A browser knows its own by a
 * cookie per checkout, named by its reference and holding the return link's
 * signature: the limit counts by address, but an address can be a whole
 * office, and only the browser that started a checkout may see or release it.
 * Not named `mainstreet…`, so the page cache goes on serving its holder.
 */
const PREFIX = "held_";
const LIFETIME_SECONDS = 60 * 60;

/** The page of this browser's checkouts waiting for payment on a site (app/checkout/held). */
export const heldCheckoutsPath = (siteSlug: string) => `/checkout/held/${siteSlug}`;

/** Remembers in this browser a checkout it started (in a server action or a route handler). */
export async function rememberHeldCheckout(reference: string): Promise<void> {
  (await cookies()).set(`${PREFIX}${reference}`, returnCheck(reference), {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure: publicOrigin().startsWith("https:"),
    maxAge: LIFETIME_SECONDS,
  });
}

/** The references of the checkouts this browser started, by their cookies' signatures; anything else is ignored. */
export async function heldReferences(): Promise<string[]> {
  return (await cookies())
    .getAll()
    .filter((c) => c.name.startsWith(PREFIX) && verifyReturnCheck(c.name.slice(PREFIX.length), c.value))
    .map((c) => c.name.slice(PREFIX.length));
}

export interface HeldCheckout {
  reference: string;
  lines: PaymentRow["lines"];
  amountCents: number;
  /** Until when what it holds is kept for it. */
  until: Date;
  /** Where the payer finishes paying it: the provider's checkout again, while it is open; null when it is not. */
  payAt: string | null;
}

/** Those of `references` that still hold something on the site, waiting for payment. */
export async function heldCheckouts(siteId: SiteId, references: readonly string[], now = new Date()): Promise<HeldCheckout[]> {
  if (!references.length) return [];
  const rows = await db()
    .select({
      reference: schema.payments.reference,
      lines: schema.payments.lines,
      amountCents: schema.payments.amountCents,
      expiresAt: schema.payments.expiresAt,
      provider: schema.payments.provider,
      session: schema.payments.providerSession,
    })
    .from(schema.payments)
    .where(
      and(
        eq(schema.payments.siteId, siteId),
        inArray(schema.payments.reference, [...references]),
        eq(schema.payments.status, "pending"),
        inArray(schema.payments.purpose, [...HOLDING]),
        gt(schema.payments.expiresAt, new Date(now.getTime() - HOLD_GRACE_MINUTES * 60_000)),
      ),
    )
    .orderBy(schema.payments.expiresAt);
  return Promise.all(
    rows.map(async (row) => {
      const provider = row.session ? providerNamed(row.provider) : null;
      // A provider that cannot be asked leaves only "let it go" on offer.
      const payAt = provider && row.session ? await provider.openCheckoutUrl(row.session).catch(() => null) : null;
      return { reference: row.reference, lines: row.lines, amountCents: row.amountCents, until: row.expiresAt, payAt };
    }),
  );
}

async function pendingPayment(siteId: SiteId, reference: string) {
  const [row] = await db()
    .select({ id: schema.payments.id, provider: schema.payments.provider, session: schema.payments.providerSession })
    .from(schema.payments)
    .where(and(eq(schema.payments.siteId, siteId), eq(schema.payments.reference, reference), eq(schema.payments.status, "pending")));
  return row ?? null;
}

/**
 * Lets a held checkout go: the provider's checkout is closed first, so
 * nobody can pay it afterwards, then what it held goes back. "paying" when the
 * provider would not close it (the payer finished paying it meanwhile: its
 * event settles it); "gone" when it holds nothing any more.
 */
export async function releaseHeldCheckout(siteId: SiteId, reference: string): Promise<"released" | "paying" | "gone"> {
  const payment = await pendingPayment(siteId, reference);
  if (!payment) return "gone";
  const provider = providerNamed(payment.provider);
  if (provider && payment.session && !(await provider.closeCheckout(payment.session))) return "paying";
  return (await settlePayment(siteId, payment.id, "cancelled", "released by the payer")) ? "released" : "gone";
}
