import { and, count, desc, eq, ilike, max, sql, sum } from "drizzle-orm";
import type { BlockProps } from "@/blocks/schemas";
import { AppError } from "@/lib/errors";
import { formatCents } from "@/lib/format";
import { isUuid } from "@/lib/ids";
import { audited } from "@/modules/audit/service";
import { blocksOfType } from "@/modules/pages/queries";
import { authorize, type Actor } from "@/modules/auth/access";
import type { PaymentRow } from "@/modules/payments/payment";
import type { SiteId } from "@/modules/sites/queries";
import { tags } from "@/server/cache/tags";
import { db, schema, type Transaction } from "@/server/db/client";
import { write } from "@/server/db/write";
import { sign, verify } from "@/server/secret";
import { normalizeReference, readBalanceFile, sameHolder } from "./file";

/**
 * The amounts a biller has loaded, looked up by the payer before paying and
 * paid down by each online payment as it arrives. The bills themselves (what
 * is paid, how its number looks) are the site's billPayment blocks.
 */
export type BillDefinition = BlockProps<"billPayment">["bills"][number];
export type Balance = typeof schema.billBalances.$inferSelect;

const b = schema.billBalances;

/** The bills the site's published pages take payment for, each once by key. */
export async function siteBills(siteId: SiteId): Promise<BillDefinition[]> {
  const bills = new Map<string, BillDefinition>();
  for (const block of await blocksOfType(siteId, "billPayment")) for (const bill of block.props.bills) if (!bills.has(bill.key)) bills.set(bill.key, bill);
  return [...bills.values()];
}

/**
 * Replaces one bill's amounts with a file's (see ./file.ts), all or nothing.
 * The site's pages are told, since the lookup form shows only where amounts
 * are loaded.
 */
export async function loadBalances(actor: Actor | null, siteSlug: string, input: { bill: unknown; file: unknown }): Promise<{ label: string; loaded: number }> {
  const { site, actor: who } = await authorize(actor, siteSlug, "inbox");
  const bill = (await siteBills(site.id)).find((candidate) => candidate.key === input.bill);
  if (!bill) throw new AppError("bad_input", "Choose one of the bills your site takes payment for.", { field: "bill" });
  if (typeof input.file !== "string" || !input.file.trim()) throw new AppError("bad_input", "Choose the file of amounts due, or paste it.", { field: "file" });
  const { rows, problems } = readBalanceFile(input.file, bill);
  if (problems.length) throw new AppError("bad_input", `Nothing was loaded. ${problems.join(" ")}`, { field: "file" });
  const loaded = await audited(who, site, { action: "bills.load", entity: "bill", summary: `Loaded ${rows.length} amounts due for "${bill.label}"` }, () =>
    replaceBalances(site.id, bill.key, rows),
  );
  return { label: bill.label, loaded };
}

/** One bill's amounts, replaced in one transaction: a payer never sees half a file. */
export function replaceBalances(siteId: SiteId, billKey: string, rows: ReturnType<typeof readBalanceFile>["rows"]): Promise<number> {
  return write([tags.site(siteId)], async (tx) => {
    await tx.delete(b).where(and(eq(b.siteId, siteId), eq(b.billKey, billKey)));
    for (let start = 0; start < rows.length; start += 1000)
      await tx.insert(b).values(rows.slice(start, start + 1000).map((row) => ({ siteId, billKey, ...row })));
    return rows.length;
  });
}

export async function balanceOf(siteId: SiteId, billKey: string, reference: string): Promise<Balance | null> {
  const [row] = await db()
    .select()
    .from(b)
    .where(and(eq(b.siteId, siteId), eq(b.billKey, billKey), eq(b.reference, normalizeReference(reference))));
  return row ?? null;
}

/** The bill of that number whose name matches what the payer typed; null when none does (a wrong number and a wrong name read the same). */
export async function lookUpBalance(siteId: SiteId, billKey: string, reference: string, name: string): Promise<Balance | null> {
  const row = await balanceOf(siteId, billKey, reference);
  return row && sameHolder(name, row.holder) ? row : null;
}

export const leftToPay = (balance: Pick<Balance, "dueCents" | "paidCents">) => Math.max(0, balance.dueCents - balance.paidCents);

/**
 * What a payer may pay against a loaded bill: not more than is left, and all
 * of it where the bill takes no part payments. Null when the amount is right.
 */
export function amountProblem(balance: Balance, bill: Pick<BillDefinition, "partial">, cents: number): string | null {
  const left = leftToPay(balance);
  if (left === 0) return "This bill is paid in full; there is nothing left to pay.";
  if (cents > left) return `That is more than the ${formatCents(left)} due on this bill.`;
  if (bill.partial === false && cents !== left) return `This bill is paid in full only: pay ${formatCents(left)}.`;
  return null;
}

/** The bill keys of this site that have amounts loaded: the lookup form offers these. */
export async function billsWithBalances(siteId: SiteId): Promise<string[]> {
  const rows = await db().selectDistinct({ key: b.billKey }).from(b).where(eq(b.siteId, siteId));
  return rows.map((row) => row.key);
}

/** Per bill: how many amounts are loaded, what they come to, what was paid online against them, and when the file came. */
export async function balanceSummaries(siteId: SiteId) {
  return db()
    .select({
      billKey: b.billKey,
      bills: count(),
      dueCents: sum(b.dueCents).mapWith(Number),
      paidCents: sum(b.paidCents).mapWith(Number),
      settled: sql<number>`count(*) filter (where ${b.paidCents} >= ${b.dueCents})`.mapWith(Number),
      loadedAt: max(b.loadedAt),
    })
    .from(b)
    .where(eq(b.siteId, siteId))
    .groupBy(b.billKey);
}

/** The loaded amounts, those with something paid first, then by number; `q` finds a number or a name. */
export async function listBalances(siteId: SiteId, q: string, limit = 50): Promise<Balance[]> {
  const term = q.trim();
  return db()
    .select()
    .from(b)
    .where(
      and(
        eq(b.siteId, siteId),
        term ? sql`(${b.reference} = ${normalizeReference(term)} or ${ilike(b.holder, `%${term.replace(/[\\%_]/g, "\\$&")}%`)})` : undefined,
      ),
    )
    .orderBy(desc(sql`${b.paidCents} > 0`), b.billKey, b.reference)
    .limit(limit);
}

/**
 * A payment for a bill arrived, or was given back: what it paid of the bill
 * (its bill line, not the card fee) is added to or taken off the loaded
 * amount, in the payment's own transaction. A bill not in the file changes
 * nothing.
 */
export async function applyBillPayment(tx: Transaction, payment: PaymentRow, direction: 1 | -1): Promise<void> {
  const billKey = payment.details.billKey;
  const reference = payment.details.billReference;
  const cents = payment.lines.find((line) => line.label === payment.details.billLabel)?.unitCents;
  if (!billKey || !reference || !cents) return;
  await tx
    .update(b)
    .set({ paidCents: sql`greatest(0, ${b.paidCents} + ${direction * cents})` })
    .where(and(eq(b.siteId, payment.siteId), eq(b.billKey, billKey), eq(b.reference, reference)));
}

/** A lookup's answer travels as a signed, short-lived token naming the bill, so the number and name never sit in an address. */
const LOOKUP_MINUTES = 30;
const lookupMessage = (siteId: string, id: string, until: number) => `bill-lookup:${siteId}:${id}:${until}`;

export function lookupToken(siteId: SiteId, balance: Pick<Balance, "id">, now = Date.now()): string {
  const until = Math.floor(now / 60_000) + LOOKUP_MINUTES;
  return `${balance.id}.${until}.${sign(lookupMessage(siteId, balance.id, until))}`;
}

export async function balanceFromToken(siteId: SiteId, token: string, now = Date.now()): Promise<Balance | null> {
  const [id, until, signature] = token.split(".");
  if (!id || !until || !signature || !isUuid(id) || !/^\d+$/.test(until)) return null;
  if (Number(until) < Math.floor(now / 60_000) || !verify(lookupMessage(siteId, id, Number(until)), signature)) return null;
  const [row] = await db()
    .select()
    .from(b)
    .where(and(eq(b.siteId, siteId), eq(b.id, id)));
  return row ?? null;
}
