import Link from "next/link";
import { formatCount } from "@/lib/format";
import { Panel } from "@/modules/admin/components/ui";
import { hrefWith } from "@/modules/inbox/filters";
import type { ActivityFigures } from "../days";
import { money, shortDay } from "./format";

interface Row {
  what: string;
  /** The figure's value on a day, and where its list shows that day's records. */
  value: (f: ActivityFigures) => string;
  href: (day: string) => string;
  shown: boolean;
}

/**
 * Yesterday beside the day before: the morning's first look. Each figure links
 * to the list that holds exactly those records (days/ActivityFigures).
 */
export function YesterdayPanel({
  base,
  day,
  before,
  figures,
  previous,
}: {
  base: string;
  day: string;
  before: string;
  figures: ActivityFigures;
  previous: ActivityFigures;
}) {
  const either = (key: keyof ActivityFigures) => figures[key] > 0 || previous[key] > 0;
  const rows: Row[] = [
    { what: "Visitors", value: (f) => formatCount(f.visitors), href: () => `${base}?period=yesterday#visitors`, shown: true },
    { what: "Messages received", value: (f) => String(f.messages), href: (d) => hrefWith(`${base}/inbox`, { status: "all", day: d }), shown: true },
    {
      what: "Bookings held",
      value: (f) => String(f.bookings),
      href: (d) => hrefWith(`${base}/bookings`, { from: d, to: d, status: "confirmed" }),
      shown: either("bookings") || !(either("reservations") || either("appointments")),
    },
    {
      what: "Tables reserved",
      value: (f) => String(f.reservations),
      href: (d) => hrefWith(`${base}/reservations`, { date: d }),
      shown: either("reservations"),
    },
    { what: "Appointments", value: (f) => String(f.appointments), href: (d) => hrefWith(`${base}/appointments`, { date: d }), shown: either("appointments") },
    {
      what: "Guests who did not come",
      value: (f) => String(f.noShows),
      href: (d) => hrefWith(`${base}/reservations`, { date: d }),
      shown: either("noShows"),
    },
    { what: "Orders paid", value: (f) => String(f.orders), href: (d) => hrefWith(`${base}/payments`, { day: d }), shown: true },
    { what: "Money received", value: (f) => money(f.moneyCents), href: (d) => hrefWith(`${base}/payments`, { day: d }), shown: true },
  ];
  return (
    <Panel title="Yesterday" id="yesterday">
      <div className="overflow-x-auto">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Yesterday beside the day before</caption>
          <thead>
            <tr className="border-b border-line">
              <th scope="col" className="py-2 pr-3 font-semibold">
                <span className="sr-only">Figure</span>
              </th>
              <th scope="col" className="py-2 pr-3 text-right font-semibold">
                Yesterday, {shortDay(day)}
              </th>
              <th scope="col" className="py-2 text-right font-semibold">
                The day before, {shortDay(before)}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows
              .filter((row) => row.shown)
              .map((row) => (
                <tr key={row.what} className="border-b border-line last:border-0">
                  <th scope="row" className="py-2 pr-3 font-normal">
                    {row.what}
                  </th>
                  <td className="py-2 pr-3 text-right text-base font-bold">
                    <Link href={row.href(day)} className="underline">
                      {row.value(figures)}
                    </Link>
                  </td>
                  <td className="py-2 text-right">
                    <Link href={row.href(before)} className="underline">
                      {row.value(previous)}
                    </Link>
                  </td>
                </tr>
              ))}
          </tbody>
        </table>
      </div>
      <p className="mt-2 text-sm text-muted">
        Messages and payments are counted on the day they came in; bookings, tables and appointments on the day they are for, as their lists show them.
      </p>
    </Panel>
  );
}
