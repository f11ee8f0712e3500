import Link from "next/link";
import { formatCount } from "@/lib/format";
import { operatorPage } from "@/modules/admin/access";
import { AdminHeading, Panel } from "@/modules/admin/components/ui";
import { shortDay } from "@/modules/dashboard/components/format";
import { FIGURE_SORTS, platformFigures, sortFigures, type FigureSort } from "@/modules/dashboard/platform";

export const metadata = { title: "Figures by site" };

const COLUMNS: Array<{ key: FigureSort; label: string }> = [
  { key: "name", label: "Site" },
  { key: "visitors", label: "Visitors" },
  { key: "views", label: "Views" },
  { key: "conversions", label: "Conversions" },
  { key: "failedMail", label: "Failed mail" },
  { key: "records", label: "Records" },
  { key: "mediaMb", label: "Media (MB)" },
  { key: "lastVisit", label: "Last visit" },
];

/** Every site's last 30 days side by side, sortable by any column (links, so it works without scripts). */
export default async function PlatformFigures({ searchParams }: { searchParams: Promise<{ sort?: string; dir?: string; idle?: string }> }) {
  const actor = await operatorPage("/admin/console/figures");
  const { sort: askedSort, dir, idle } = await searchParams;
  const sort: FigureSort = FIGURE_SORTS.includes(askedSort as FigureSort) ? (askedSort as FigureSort) : "views";
  const descending = dir ? dir !== "asc" : sort !== "name";
  const all = await platformFigures(actor);
  const idleSites = all.filter((s) => s.visitors === 0);
  const rows = sortFigures(idle ? idleSites : all, sort, descending);
  const total = (key: "visitors" | "views" | "conversions" | "failedMail") => all.reduce((n, s) => n + s[key], 0);
  const href = (key: FigureSort) =>
    `/admin/console/figures?sort=${key}&dir=${key === sort ? (descending ? "asc" : "desc") : key === "name" ? "asc" : "desc"}${idle ? "&idle=1" : ""}`;
  return (
    <>
      <AdminHeading title="Figures by site" lead="The last 30 days on every site, counted without cookies. Choose a column's heading to sort by it." />
      <Panel>
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-5">
          {[
            ["Visitors", formatCount(total("visitors"))],
            ["Views", formatCount(total("views"))],
            ["Conversions", total("conversions")],
            ["Failed mail", total("failedMail")],
            ["Sites with no visits", idleSites.length],
          ].map(([term, value]) => (
            <div key={term} className="rounded-md border border-line p-3">
              <dt className="text-sm text-muted">{term}</dt>
              <dd className="text-2xl font-bold">{value}</dd>
            </div>
          ))}
        </dl>
        <p className="mt-3 text-sm">
          {idle ? (
            <Link href="/admin/console/figures" className="underline">
              Show every site
            </Link>
          ) : (
            <Link href="/admin/console/figures?idle=1" className="underline">
              Only the {idleSites.length} sites with no visits in 30 days
            </Link>
          )}
        </p>
      </Panel>
      <div role="region" aria-label="Figures by site" tabIndex={0} className="overflow-x-auto rounded-lg border border-line">
        <table className="w-full border-collapse text-left text-sm">
          <caption className="sr-only">
            Figures by site, sorted by {COLUMNS.find((c) => c.key === sort)!.label.toLowerCase()}, {descending ? "highest" : "lowest"} first
          </caption>
          <thead className="bg-surface">
            <tr>
              {COLUMNS.map((c) => (
                <th
                  key={c.key}
                  scope="col"
                  aria-sort={c.key === sort ? (descending ? "descending" : "ascending") : undefined}
                  className="px-3 py-2 font-semibold whitespace-nowrap"
                >
                  <Link href={href(c.key)} className="inline-flex min-h-11 items-center underline">
                    {c.label}
                    {c.key === sort && (
                      <span aria-hidden="true" className="ml-1">
                        {descending ? "↓" : "↑"}
                      </span>
                    )}
                  </Link>
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-line">
            {rows.map((s) => (
              <tr key={s.slug}>
                {/* Wide enough for a name to break between words: on a phone the table scrolls in its region instead ("Fair/wa/y Gol/f"). */}
                <td className="min-w-48 px-3 py-2">
                  <Link href={`/admin/sites/${s.slug}`} className="font-semibold text-primary underline">
                    {s.name}
                  </Link>
                  <span className="block text-muted">
                    /{s.slug}
                    {s.status === "suspended" ? " · suspended" : ""}
                  </span>
                </td>
                <td className="px-3 py-2">{formatCount(s.visitors)}</td>
                <td className="px-3 py-2">{formatCount(s.views)}</td>
                <td className="px-3 py-2">{s.conversions}</td>
                <td className="px-3 py-2">{s.failedMail ? <span className="font-semibold text-red-700">{s.failedMail}</span> : 0}</td>
                <td className="px-3 py-2">{s.records}</td>
                <td className="px-3 py-2">{s.mediaMb}</td>
                <td className="px-3 py-2 whitespace-nowrap">{s.lastVisit ? shortDay(s.lastVisit) : "never"}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
