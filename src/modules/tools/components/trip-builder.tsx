"use client";

import { island } from "@/islands/island";
import { useEffect, useState } from "react";
import { formatCents, formatDate } from "@/lib/format";
import { isCalendarDate, SITE_TIME_ZONE, wallClockOn } from "@/lib/time";
import { MAX_CUSTOM_WINERIES, MIN_CUSTOM_WINERIES, packageDays, quoteTrip, type TripChoice, type TripPriceList } from "@/lib/trip";

interface Props {
  id: string;
  list: Omit<TripPriceList, "packages" | "wineries"> & {
    packages: ReadonlyArray<TripPriceList["packages"][number] & { description: string }>;
    wineries: ReadonlyArray<TripPriceList["wineries"][number] & { description: string }>;
  };
  initial: TripChoice & { date: string };
  today: string;
}

/**
 * Choose a package or wineries, a date and a party size; see the price. A GET
 * form the server prices without JavaScript; with it, the price follows each
 * change. "Price my trip" lands on the price itself (its anchor), where the
 * eyes are on a phone; with scripts the price also takes the focus, so a
 * screen reader says it. Booking with a deposit comes with payments.
 */
function TripBuilderBody({ id, list, initial, today }: Props) {
  const [choice, setChoice] = useState(initial);
  const quote = quoteTrip(list, choice);
  const custom = choice.plan === "custom";
  const priceId = `${id}-price`;
  useEffect(() => {
    if (window.location.hash === `#${priceId}`) document.getElementById(priceId)?.focus();
  }, [priceId]);
  return (
    <form method="get" action={`#${priceId}`} className="grid gap-8 lg:grid-cols-3">
      <div className="space-y-8 lg:col-span-2">
        <fieldset>
          <legend className="font-heading text-xl font-bold">1. Choose a package or build your own</legend>
          <div className="mt-4 grid gap-3 md:grid-cols-2">
            {[
              ...list.packages.map((p) => ({
                key: p.key,
                name: p.name,
                description: `${p.description} ${p.wineryCount} wineries. ${formatCents(p.pricePerPersonCents)} per person.${p.days?.length ? ` ${packageDays(p.days)} only.` : ""}`,
              })),
              {
                key: "custom",
                name: "Custom trip",
                description: `Pick ${MIN_CUSTOM_WINERIES} to ${MAX_CUSTOM_WINERIES} wineries below. ${formatCents(list.customBasePerPersonCents)} per person plus tasting fees.`,
              },
            ].map((option) => (
              <label
                key={option.key}
                className={`flex cursor-pointer gap-3 rounded-site border-2 p-4 ${choice.plan === option.key ? "border-primary" : "border-line"}`}
              >
                <input
                  type="radio"
                  name="plan"
                  value={option.key}
                  checked={choice.plan === option.key}
                  onChange={() => setChoice((c) => ({ ...c, plan: option.key }))}
                  className="mt-1.5 h-4 w-4 accent-[var(--site-primary)]"
                />
                <span>
                  <span className="block font-semibold">{option.name}</span>
                  <span className="block text-sm text-muted">{option.description}</span>
                </span>
              </label>
            ))}
          </div>
        </fieldset>
        <fieldset aria-describedby={`${id}-wineries-hint`}>
          <legend className="font-heading text-xl font-bold">2. Wineries for a custom trip</legend>
          <p id={`${id}-wineries-hint`} className="mt-1 text-sm text-muted">
            {custom ? `Choose ${MIN_CUSTOM_WINERIES} to ${MAX_CUSTOM_WINERIES}.` : "Only used for a custom trip."}
          </p>
          <div className="mt-4 grid gap-3 md:grid-cols-2">
            {list.wineries.map((w) => (
              <label key={w.key} className="flex cursor-pointer gap-3 rounded-site border border-line p-3">
                <input
                  type="checkbox"
                  name="wineries"
                  value={w.key}
                  checked={choice.wineries.includes(w.key)}
                  onChange={(e) =>
                    setChoice((c) => ({ ...c, plan: "custom", wineries: e.target.checked ? [...c.wineries, w.key] : c.wineries.filter((k) => k !== w.key) }))
                  }
                  className="mt-1.5 h-4 w-4 accent-[var(--site-primary)]"
                />
                <span>
                  <span className="block font-semibold">
                    {w.name} <span className="font-normal text-muted">· {formatCents(w.tastingFeeCents)} tasting</span>
                  </span>
                  <span className="block text-sm text-muted">{w.description}</span>
                </span>
              </label>
            ))}
          </div>
        </fieldset>
        <fieldset className="grid gap-4 sm:grid-cols-2">
          <legend className="mb-2 font-heading text-xl font-bold">3. Date and party size</legend>
          <div>
            <label htmlFor={`${id}-date`} className="block font-semibold">
              Date
            </label>
            <input
              id={`${id}-date`}
              name="date"
              type="date"
              min={today}
              defaultValue={initial.date}
              onChange={(e) => setChoice((c) => ({ ...c, date: e.target.value }))}
              className="mt-1 w-full rounded-site border border-muted bg-page px-3 py-2"
            />
          </div>
          <div>
            <label htmlFor={`${id}-guests`} className="block font-semibold">
              Guests ({list.minGuests} to {list.maxGuests})
            </label>
            <input
              id={`${id}-guests`}
              name="guests"
              type="number"
              min={list.minGuests}
              max={list.maxGuests}
              defaultValue={initial.guests}
              onChange={(e) => setChoice((c) => ({ ...c, guests: Number(e.target.value) }))}
              className="mt-1 w-full rounded-site border border-muted bg-page px-3 py-2"
            />
          </div>
        </fieldset>
        <button type="submit" className="min-h-11 rounded-site bg-primary px-5 py-2.5 font-semibold text-on-primary">
          Price my trip
        </button>
      </div>
      <aside
        id={priceId}
        tabIndex={-1}
        aria-labelledby={`${id}-summary`}
        aria-describedby={`${id}-total`}
        data-testid="trip-price"
        className="h-fit scroll-mt-4 rounded-site bg-surface p-6 focus:outline-2 focus:outline-offset-2 focus:outline-primary lg:sticky lg:top-6"
      >
        <h3 id={`${id}-summary`} className="font-heading text-xl font-bold">
          Your trip
        </h3>
        <div id={`${id}-total`} aria-live="polite">
          {quote.ok ? (
            <>
              <ul className="mt-4 space-y-1 text-sm">
                {quote.lines.map((line) => (
                  <li key={line.label} className="flex justify-between gap-3">
                    <span>{line.label}</span>
                    <span className="amount">{formatCents(line.cents)}</span>
                  </li>
                ))}
              </ul>
              <p className="mt-4 flex justify-between border-t border-line pt-3 font-semibold">
                <span>
                  {choice.guests} guests × {formatCents(quote.perPersonCents)}
                </span>
                <span className="amount">{formatCents(quote.totalCents)}</span>
              </p>
              <p className="mt-2 text-sm text-muted">
                Deposit to reserve ({list.depositPercent}%): <strong className="amount text-ink">{formatCents(quote.depositCents)}</strong>
                {isCalendarDate(choice.date) && <> · {formatDate(wallClockOn(choice.date, "12:00", SITE_TIME_ZONE), SITE_TIME_ZONE)}</>}
              </p>
            </>
          ) : (
            <p className="mt-4">{quote.problem}</p>
          )}
        </div>
      </aside>
    </form>
  );
}

export const TripBuilder = island("trip-builder", TripBuilderBody);
