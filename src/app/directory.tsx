import Link from "next/link";
import { DIRECTORY_GROUPS, directoryGroup } from "@/lib/directory";
import type { DirectoryEntry } from "@/modules/sites/queries";

type Query = Record<string, string | string[] | undefined>;
const one = (value: string | string[] | undefined) => (typeof value === "string" ? value.trim().slice(0, 100) : "");
const GROUPS = [...DIRECTORY_GROUPS.map((g) => ({ key: g.key as string, label: g.label })), { key: "other", label: "Other" }];

/**
 * The platform's directory: search by name, filter by kind of business and
 * town (a GET form, so it works without JavaScript), grouped by kind, one
 * short line per site so a phone does not scroll for ever.
 */
export function Directory({ sites, query }: { sites: DirectoryEntry[]; query: Query }) {
  const q = one(query.q).toLowerCase();
  const kind = GROUPS.some((g) => g.key === one(query.kind)) ? one(query.kind) : "";
  const towns = [...new Set(sites.map((s) => s.town).filter((t): t is string => !!t))].sort();
  const town = towns.includes(one(query.town)) ? one(query.town) : "";
  const shown = sites.filter(
    (s) => (!q || `${s.name} ${s.tagline ?? ""}`.toLowerCase().includes(q)) && (!kind || directoryGroup(s.kind) === kind) && (!town || s.town === town),
  );
  const field = "mt-1 w-full rounded-lg border border-muted bg-page px-3 py-2 text-ink";
  return (
    <section className="border-t border-line bg-surface" aria-labelledby="directory">
      <div className="mx-auto max-w-6xl px-6 py-16">
        <h2 id="directory" className="font-heading text-3xl font-bold">
          Sites on Mainstreet
        </h2>
        <form method="get" action="/#directory" role="search" className="mt-6 grid gap-4 sm:grid-cols-[2fr_1fr_1fr_auto] sm:items-end">
          <div>
            <label htmlFor="directory-q" className="block font-semibold">
              Name
            </label>
            <input id="directory-q" name="q" type="search" defaultValue={one(query.q)} maxLength={100} className={field} />
          </div>
          <div>
            <label htmlFor="directory-kind" className="block font-semibold">
              Kind of business
            </label>
            <select id="directory-kind" name="kind" defaultValue={kind} className={field}>
              <option value="">All kinds</option>
              {GROUPS.map((g) => (
                <option key={g.key} value={g.key}>
                  {g.label}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor="directory-town" className="block font-semibold">
              Town
            </label>
            <select id="directory-town" name="town" defaultValue={town} className={field}>
              <option value="">All towns</option>
              {towns.map((t) => (
                <option key={t} value={t}>
                  {t}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className="min-h-11 rounded-lg bg-primary px-5 py-2 font-semibold text-on-primary">
            Show sites
          </button>
        </form>
        <p className="mt-6 text-muted" role="status">
          {shown.length === sites.length ? `${sites.length} sites, each at its own address.` : `${shown.length} of ${sites.length} sites match.`}
          {shown.length !== sites.length && (
            <>
              {" "}
              <Link href="/#directory" className="font-semibold text-primary underline underline-offset-2">
                Show all
              </Link>
            </>
          )}
        </p>
        {GROUPS.map((group) => {
          const members = shown.filter((s) => directoryGroup(s.kind) === group.key);
          if (!members.length) return null;
          return (
            <section key={group.key} aria-labelledby={`group-${group.key}`} className="mt-10">
              <h3 id={`group-${group.key}`} className="font-heading text-xl font-bold">
                {group.label} <span className="font-normal text-muted">({members.length})</span>
              </h3>
              <ul className="mt-3 grid gap-x-8 sm:grid-cols-2 lg:grid-cols-3">
                {members.map((site) => (
                  <li key={site.slug} className="border-b border-line py-2">
                    <Link href={`/${site.slug}`} className="font-semibold text-primary underline-offset-2 hover:underline">
                      {site.name}
                    </Link>
                    {site.town && <span className="text-sm text-muted"> · {site.town}</span>}
                    {site.tagline && <span className="hidden text-sm text-muted sm:block">{site.tagline}</span>}
                  </li>
                ))}
              </ul>
            </section>
          );
        })}
      </div>
    </section>
  );
}
