import type { Metadata } from "next";
import { formatCents, formatDateTime } from "@/lib/format";
import { siteHref } from "@/lib/links";
import { LineItems } from "@/modules/payments/components/line-items";
import { heldCheckouts, heldReferences } from "@/modules/payments/held";
import { loadSite } from "@/modules/routing/load-route";
import { zoneOf } from "@/modules/sites/calendar";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Checkouts waiting for payment", robots: { index: false, follow: false } };

const button = "inline-flex min-h-11 items-center justify-center rounded-lg px-5 py-2 font-semibold";

/**
 * The checkouts this browser started on a site and has not paid, each
 * holding places, stock or a time (modules/payments/held.ts): go back to
 * paying one, or let it go so that what it holds is free again. Where a
 * visitor told "you already have two checkouts waiting" is sent.
 */
export default async function HeldCheckoutsPage({
  params,
  searchParams,
}: {
  params: Promise<{ site: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const [{ site: slug }, query] = await Promise.all([params, searchParams]);
  const site = await loadSite(slug);
  if (!site || site.status !== "active") {
    return (
      <main id="main" className="mx-auto max-w-xl px-6 py-24 text-center">
        <h1 className="font-heading text-3xl font-bold">This site does not exist</h1>
      </main>
    );
  }
  const held = await heldCheckouts(site.id, await heldReferences());
  const zone = zoneOf(site);
  const outcome =
    query.released === "1"
      ? "Let go: what it held is free again, and nothing was charged."
      : query.paying === "1"
        ? "That one is being paid just now, so it was kept: its receipt comes by email."
        : null;
  return (
    <main id="main" className="mx-auto max-w-xl px-6 py-12">
      <p className="text-sm font-semibold tracking-wide text-muted uppercase">{site.name}</p>
      <h1 className="mt-2 font-heading text-3xl font-bold">Checkouts waiting for payment</h1>
      {outcome && (
        <p role="status" className="mt-6 rounded-lg bg-surface p-4">
          {outcome}
        </p>
      )}
      {held.length === 0 ? (
        <p className="mt-6">Nothing started in this browser is waiting for payment here now. You can start again.</p>
      ) : (
        <>
          <p className="mt-4 text-muted">
            Each holds what it is for until the time shown. Go back to paying it, or let it go to free what it holds and start again.
          </p>
          <ul className="mt-6 space-y-6">
            {held.map((h) => (
              <li key={h.reference} className="rounded-lg border border-line p-5">
                <h2 className="font-heading text-xl font-bold">Order {h.reference}</h2>
                <LineItems lines={h.lines} totalLabel="Total" totalCents={h.amountCents} />
                <p className="mt-3 text-sm">Held until {formatDateTime(h.until, zone)}.</p>
                <div className="mt-4 flex flex-wrap gap-3">
                  {h.payAt && (
                    <a href={h.payAt} className={`${button} bg-[#14532d] text-white`}>
                      Pay {formatCents(h.amountCents)}
                    </a>
                  )}
                  <form method="post" action={`/api/sites/${site.slug}/held-checkouts`}>
                    <input type="hidden" name="reference" value={h.reference} />
                    <button type="submit" className={`${button} border-2 border-[#7f1d1d] text-[#7f1d1d]`}>
                      Let order {h.reference} go
                    </button>
                  </form>
                </div>
              </li>
            ))}
          </ul>
        </>
      )}
      <p className="mt-8">
        <a href={siteHref(site.slug, "")} className="underline underline-offset-2">
          Back to {site.name}
        </a>
      </p>
    </main>
  );
}
