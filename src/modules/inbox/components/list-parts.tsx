import Link from "next/link";
import type { ReactNode } from "react";
import { buttonClass, inputClass, StatusBadge } from "@/modules/admin/components/ui";
import { dateTimeFormat } from "@/lib/intl";
import { hrefWith, PAGE_SIZE } from "../filters";
import { capitalized, STATUS_TONES, statusLabel } from "../labels";

/**
 * The parts every inbox list shares: the status views with their counts, a
 * filter form that is a plain GET (it works without JavaScript, and the URL
 * can be bookmarked), the CSV link for what is shown, and the pages.
 */

export function Status({ status }: { status: string }) {
  return <StatusBadge tone={STATUS_TONES[status] ?? "neutral"}>{statusLabel(status)}</StatusBadge>;
}

export interface View {
  /** undefined: the list's default view. */
  value: string | undefined;
  label: string;
  count: number;
}

/** "All", then each status in the order given, with their counts. */
export function viewsOf<S extends string>(counts: Record<S, number>, order: readonly S[]): View[] {
  const all = order.reduce((sum, status) => sum + counts[status], 0);
  return [
    { value: undefined, label: "All", count: all },
    ...order.map((status) => ({ value: status, label: capitalized(statusLabel(status)), count: counts[status] })),
  ];
}

/** The status views as links, the current one marked for screen readers as well as by look. */
export function StatusViews({
  label,
  base,
  current,
  views,
  keep,
}: {
  label: string;
  base: string;
  current: string | undefined;
  views: View[];
  keep: Record<string, string | undefined>;
}) {
  return (
    <nav aria-label={label} className="mb-4">
      <ul className="flex flex-wrap gap-2 text-sm">
        {views.map((view) => {
          const active = view.value === current;
          return (
            <li key={view.label}>
              <Link
                href={hrefWith(base, { ...keep, status: view.value })}
                aria-current={active ? "page" : undefined}
                className={`inline-flex min-h-10 items-center gap-1 rounded-full border px-3 no-underline ${active ? "border-primary bg-primary font-semibold text-on-primary" : "border-line bg-page text-ink hover:bg-surface"}`}
              >
                {view.label} <span aria-hidden="true">·</span> <span>{view.count}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** The filters, as a GET form; the current status view travels along. */
export function FilterForm({
  base,
  label,
  status,
  exportHref,
  children,
}: {
  base: string;
  label: string;
  status: string | undefined;
  exportHref?: string;
  children: ReactNode;
}) {
  return (
    <form method="get" action={base} role="search" aria-label={label} className="mb-4 flex flex-wrap items-end gap-3 rounded-lg border border-line bg-page p-3">
      {status && <input type="hidden" name="status" value={status} />}
      {children}
      <button type="submit" className={buttonClass("primary")}>
        Apply filters
      </button>
      <Link href={base} className={buttonClass("secondary")}>
        Clear
      </Link>
      {exportHref && (
        <a href={exportHref} className={`${buttonClass("secondary")} ml-auto`}>
          Download CSV
        </a>
      )}
    </form>
  );
}

export function SearchInput({ id, label, value, placeholder }: { id: string; label: string; value: string | undefined; placeholder?: string }) {
  return (
    <div className="min-w-56 flex-1">
      <label htmlFor={id} className="mb-1 block text-sm font-medium">
        {label}
      </label>
      <input id={id} name="q" type="search" defaultValue={value ?? ""} placeholder={placeholder} maxLength={200} className={inputClass} />
    </div>
  );
}

export function SelectInput({
  id,
  name,
  label,
  value,
  options,
}: {
  id: string;
  name: string;
  label: string;
  value: string | undefined;
  options: Array<{ value: string; label: string }>;
}) {
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium">
        {label}
      </label>
      <select id={id} name={name} defaultValue={value ?? ""} className={inputClass}>
        <option value="">All</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}

export function DateInput({ id, name, label, value }: { id: string; name: string; label: string; value: string | undefined }) {
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium">
        {label}
      </label>
      <input id={id} name={name} type="date" defaultValue={value ?? ""} className={inputClass} />
    </div>
  );
}

/** "51–100 of 230 bookings" and the links either side; "1 booking" when one page holds them all. */
export function Pager({
  base,
  params,
  page,
  total,
  noun,
}: {
  base: string;
  params: Record<string, string | undefined>;
  page: number;
  total: number;
  noun: string;
}) {
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const first = (page - 1) * PAGE_SIZE + 1;
  const last = Math.min(total, page * PAGE_SIZE);
  // An empty list says so itself (EmptyList): "No mails" under it would say it twice.
  if (total === 0) return null;
  return (
    <nav aria-label={`Pages of ${noun}`} className="mt-4 flex flex-wrap items-center justify-between gap-3 text-sm">
      <p>
        {pages === 1 || first > total ? `${total} ${total === 1 ? noun.replace(/s$/, "") : noun}` : `${first}–${last} of ${total} ${noun}`}
        {pages > 1 && ` · page ${Math.min(page, pages)} of ${pages}`}
      </p>
      {pages > 1 && (
        <div className="flex gap-2">
          {page > 1 && (
            <Link href={hrefWith(base, { ...params, page: page - 1 > 1 ? page - 1 : undefined })} className={buttonClass("secondary")} rel="prev">
              Previous page
            </Link>
          )}
          {page < pages && (
            <Link href={hrefWith(base, { ...params, page: page + 1 })} className={buttonClass("secondary")} rel="next">
              Next page
            </Link>
          )}
        </div>
      )}
    </nav>
  );
}

/** What an empty list says: whether nothing came yet, or nothing matches. */
export function EmptyList({ filtered, nothingYet }: { filtered: boolean; nothingYet: string }) {
  return (
    <p className="rounded-lg border border-dashed border-line bg-page p-6 text-center text-muted">{filtered ? "Nothing matches these filters." : nothingYet}</p>
  );
}

/** The list narrowed to one day (from the overview's figures): which day, how many, and the way back to every day. */
export function OneDay({ day, what, total, everyDay }: { day: string | undefined; what: string; total: number; everyDay: string }) {
  if (!day) return null;
  const words = dateTimeFormat("en-US", { weekday: "long", month: "long", day: "numeric", timeZone: "UTC" }).format(new Date(`${day}T12:00:00Z`));
  return (
    <p className="mb-4 rounded-md border border-line bg-page p-3" data-testid="one-day">
      {what} on {words}: <strong>{total}</strong>.{" "}
      <Link href={everyDay} className="underline">
        Every day
      </Link>
    </p>
  );
}
