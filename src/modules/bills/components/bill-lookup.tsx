import { PhoneLink } from "@/components/phone-link";
import { formatCents, formatDate } from "@/lib/format";
import { siteHref } from "@/lib/links";
import { zoneOf } from "@/modules/sites/calendar";
import type { Site, SiteId } from "@/modules/sites/queries";
import { balanceFromToken, billsWithBalances, leftToPay, type Balance, type BillDefinition } from "../balances";

type Query = Record<string, string | string[] | undefined>;

/** Where the lookup sits on its page: its answer's address ends with it, so the browser starts there. */
export const LOOKUP_ANCHOR = "bill-lookup";

const REFUSALS = {
  none: "We found no bill with that number and name. Check the number on your bill, and type the last name (or the business's name) as it is printed there.",
  wait: "Too many lookups from your connection in a short time. Please try again in a few minutes.",
  incomplete: "Choose the bill, and give both its number and the name on it.",
} as const;
export type LookupRefusal = keyof typeof REFUSALS;

export interface LookedUp {
  bill: BillDefinition;
  balance: Balance;
}

/** The bill the page's address names by its signed lookup token, if it is one of this block's. */
export async function lookedUpBill(siteId: SiteId, bills: readonly BillDefinition[], query: Query): Promise<LookedUp | null> {
  if (typeof query.bill !== "string") return null;
  const balance = await balanceFromToken(siteId, query.bill);
  const bill = balance && bills.find((candidate) => candidate.key === balance.billKey);
  return bill ? { bill, balance: balance! } : null;
}

/** What the checkout form starts with once a bill is found: the bill, its number, and what is left to pay. */
export function prefilled({ bill, balance }: LookedUp): Record<string, string> {
  const left = leftToPay(balance);
  return { bill: bill.label, reference: balance.reference, ...(left ? { amount: (left / 100).toFixed(2) } : {}) };
}

/**
 * "Look up your bill" above a bill payment's form, for the bills whose
 * amounts the biller has loaded: the payer gives the number and the name on
 * the bill (a plain form post to api/sites/[site]/bill-lookup, so it works
 * without JavaScript) and sees what is due, and what was paid online since,
 * before paying it with the form below, filled in.
 */
export async function BillLookup({
  site,
  pagePath,
  bills,
  query,
  found,
  id,
}: {
  site: Site;
  pagePath: string;
  bills: readonly BillDefinition[];
  query: Query;
  found: LookedUp | null;
  id: string;
}) {
  const loaded = new Set(await billsWithBalances(site.id));
  const offered = bills.filter((bill) => loaded.has(bill.key));
  if (!offered.length) return null;
  const refusal = typeof query.lookup === "string" && query.lookup in REFUSALS ? REFUSALS[query.lookup as LookupRefusal] : null;
  const single = offered.length === 1 ? offered[0]! : null;
  const field = (name: string) => `${id}-lookup-${name}`;

  return (
    <div id={LOOKUP_ANCHOR} tabIndex={-1} className="mb-6 scroll-mt-4 rounded-site bg-page p-6 shadow-sm ring-1 ring-line outline-none md:p-8">
      {found ? (
        <Found site={site} found={found} again={`${siteHref(site.slug, pagePath)}#${LOOKUP_ANCHOR}`} />
      ) : (
        <form method="post" action={`/api/sites/${site.slug}/bill-lookup`}>
          <h3 className="font-heading text-xl font-bold">Look up your bill</h3>
          <p className="mt-1 text-muted">
            See what is due on your {offered.map((bill) => bill.label.toLowerCase()).join(" or ")}, and pay it with the form below filled in.
          </p>
          {refusal && (
            <p role="alert" className="mt-3 font-semibold text-error" data-testid="bill-lookup-problem">
              {refusal}
              {query.lookup === "none" && site.settings.contact.phone && (
                <>
                  {" "}
                  Or call <PhoneLink phone={site.settings.contact.phone} />.
                </>
              )}
            </p>
          )}
          <input type="hidden" name="page" value={pagePath} />
          <div className="mt-4 grid gap-4 sm:grid-cols-2">
            {single ? (
              <input type="hidden" name="bill" value={single.key} />
            ) : (
              <div className="sm:col-span-2">
                <label htmlFor={field("bill")} className="block font-semibold">
                  Which bill
                </label>
                <select id={field("bill")} name="bill" className={inputClass}>
                  {offered.map((bill) => (
                    <option key={bill.key} value={bill.key}>
                      {bill.label}
                    </option>
                  ))}
                </select>
              </div>
            )}
            <LookupField id={field("reference")} name="reference" label={single ? single.referenceLabel : "Its number"} maxLength={40} autoComplete="off">
              {single?.referenceHint ?? "As printed on your bill or ticket."}
            </LookupField>
            <LookupField id={field("name")} name="name" label="Last name on the bill" maxLength={120} autoComplete="family-name">
              Or the business&rsquo;s name, as printed on the bill.
            </LookupField>
          </div>
          <button type="submit" className="mt-5 min-h-11 w-full rounded-site bg-primary px-6 py-2.5 font-semibold text-on-primary sm:w-auto">
            Look up my bill
          </button>
        </form>
      )}
    </div>
  );
}

const inputClass = "mt-1 w-full rounded-site border border-muted bg-page px-3 py-2 text-ink";

function LookupField({
  id,
  name,
  label,
  maxLength,
  autoComplete,
  children,
}: {
  id: string;
  name: string;
  label: string;
  maxLength: number;
  autoComplete: string;
  children: React.ReactNode;
}) {
  return (
    <div>
      <label htmlFor={id} className="block font-semibold">
        {label}
      </label>
      <input id={id} name={name} required maxLength={maxLength} autoComplete={autoComplete} aria-describedby={`${id}-help`} className={inputClass} />
      <p id={`${id}-help`} className="mt-1 text-sm text-muted">
        {children}
      </p>
    </div>
  );
}

function Found({ site, found: { bill, balance }, again }: { site: Site; found: LookedUp; again: string }) {
  const left = leftToPay(balance);
  const due = balance.dueOn ? formatDate(new Date(`${balance.dueOn}T12:00:00Z`), zoneOf(site)) : null;
  return (
    <div role="status" data-testid="bill-lookup-result">
      <h3 className="font-heading text-xl font-bold">{left ? `${formatCents(left)} to pay` : "Paid in full"}</h3>
      <p className="mt-1">
        {bill.label}, {bill.referenceLabel.toLowerCase()} <span className="font-mono">{balance.reference}</span>, {balance.holder}.
      </p>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        <dt className="text-muted">Amount billed</dt>
        <dd className="tabular-nums">{formatCents(balance.dueCents)}</dd>
        {due && (
          <>
            <dt className="text-muted">Due by</dt>
            <dd>{due}</dd>
          </>
        )}
        {balance.paidCents > 0 && (
          <>
            <dt className="text-muted">Paid online since</dt>
            <dd className="tabular-nums">{formatCents(balance.paidCents)}</dd>
          </>
        )}
      </dl>
      <p className="mt-3">
        {left
          ? bill.partial === false
            ? "This bill is paid in full only. The form below is filled in with it: add your name and email, then continue to payment."
            : "The form below is filled in with it: change the amount to pay part of it, add your name and email, then continue to payment."
          : "There is nothing left to pay on this bill. Thank you."}
      </p>
      <a href={again} className="mt-3 inline-block font-semibold text-primary underline underline-offset-2">
        Look up another bill
      </a>
    </div>
  );
}
