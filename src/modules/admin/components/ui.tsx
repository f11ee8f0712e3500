import Link from "next/link";
import { Children, cloneElement, isValidElement, type ReactElement, type ReactNode } from "react";
import { dateTimeFormat } from "@/lib/intl";

/**
 * The admin's building blocks: one look for every admin screen, labelled
 * controls, 44 px targets, and a visible focus ring (from globals.css).
 */

export function AdminHeading({ title, lead, actions }: { title: string; lead?: ReactNode; actions?: ReactNode }) {
  return (
    <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
      <div>
        <h1 className="text-2xl font-bold tracking-tight md:text-3xl">{title}</h1>
        {lead && <p className="mt-1 text-muted">{lead}</p>}
      </div>
      {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
    </div>
  );
}

/** Where the record being edited is seen by visitors. */
export function LiveAt({ href }: { href: string }) {
  return (
    <>
      Live at{" "}
      <Link href={href} className="underline">
        {href}
      </Link>
    </>
  );
}

export function Panel({ title, children, id }: { title?: string; children: ReactNode; id?: string }) {
  return (
    <section className="mb-6 rounded-lg border border-line bg-page p-4 shadow-sm md:p-6" aria-labelledby={title ? id : undefined}>
      {title && (
        <h2 id={id} className="mb-4 text-lg font-semibold">
          {title}
        </h2>
      )}
      {children}
    </section>
  );
}

const BUTTON = {
  primary: "bg-primary text-on-primary hover:opacity-90",
  secondary: "border border-line bg-page text-ink hover:bg-surface",
  danger: "bg-red-700 text-white hover:bg-red-800",
} as const;
export type ButtonVariant = keyof typeof BUTTON;

export function buttonClass(variant: ButtonVariant = "primary"): string {
  return `inline-flex min-h-11 items-center justify-center gap-2 rounded-md px-4 py-2 text-sm font-semibold no-underline transition disabled:cursor-not-allowed disabled:opacity-60 ${BUTTON[variant]}`;
}

export function Button({
  children,
  variant = "primary",
  ...rest
}: { children: ReactNode; variant?: ButtonVariant } & React.ButtonHTMLAttributes<HTMLButtonElement>) {
  return (
    <button type="submit" className={buttonClass(variant)} {...rest}>
      {children}
    </button>
  );
}

export function ButtonLink({ href, children, variant = "secondary" }: { href: string; children: ReactNode; variant?: ButtonVariant }) {
  return (
    <Link href={href} className={buttonClass(variant)}>
      {children}
    </Link>
  );
}

/** A button inside a form that edits the form's own values (move, remove, add) rather than posting it; its label names what it acts on. */
export function SmallButton({ children, label, ...rest }: { children: ReactNode; label: string; disabled?: boolean; onClick: () => void }) {
  return (
    <button
      type="button"
      aria-label={label}
      className="min-h-10 rounded-md border border-gray-500 bg-white px-3 text-sm font-medium text-gray-900 hover:bg-gray-100 disabled:opacity-50"
      {...rest}
    >
      {children}
    </button>
  );
}

/**
 * An editor's Save buttons, kept in sight at the foot of the screen: opaque and above the blocks'
 * controls (which are positioned, and would otherwise show through or draw over it). The page keeps
 * a field it scrolls to for the focus clear of it (globals.css, scroll-padding-bottom).
 */
export function SaveBar({ children }: { children: ReactNode }) {
  return (
    <div
      data-save-bar=""
      className="sticky bottom-0 z-30 flex flex-wrap items-center gap-x-2 gap-y-1.5 border-t border-line bg-page py-2 shadow-[0_-8px_12px_-10px_rgb(0_0_0/0.35)] md:py-3"
    >
      {children}
    </div>
  );
}

export const inputClass =
  "block min-h-11 w-full rounded-md border border-gray-500 bg-white px-3 py-2 text-base text-gray-900 aria-[invalid=true]:border-red-700";

/** A labelled input with its hint and error wired to it by id. */
export function Field({ id, label, hint, error, children }: { id: string; label: string; hint?: ReactNode; error?: string | undefined; children: ReactNode }) {
  return (
    <div className="mb-4">
      <label htmlFor={id} className="mb-1 block font-medium">
        {label}
      </label>
      {hint && (
        <p id={`${id}-hint`} className="mb-1 text-sm text-muted">
          {hint}
        </p>
      )}
      {children}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

export function Notice({ tone = "info", children }: { tone?: "info" | "success" | "error"; children: ReactNode }) {
  const styles = {
    info: "border-blue-300 bg-blue-50 text-blue-950",
    success: "border-green-300 bg-green-50 text-green-950",
    error: "border-red-300 bg-red-50 text-red-950",
  }[tone];
  return (
    <div role={tone === "error" ? "alert" : "status"} className={`mb-4 rounded-md border px-4 py-3 ${styles}`}>
      {children}
    </div>
  );
}

export function StatusBadge({ children, tone = "neutral" }: { children: ReactNode; tone?: "neutral" | "good" | "warn" | "bad" }) {
  const styles = {
    neutral: "bg-gray-100 text-gray-900",
    good: "bg-green-100 text-green-900",
    warn: "bg-amber-100 text-amber-950",
    bad: "bg-red-100 text-red-900",
  }[tone];
  return <span className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ${styles}`}>{children}</span>;
}

/**
 * A table of records. On a phone each row is a card, each cell under its column's name (the
 * cells are labelled from `head` here: globals.css, .stack-table), so nothing is read sideways;
 * from sm up it is a table, which scrolls sideways rather than squeezing its columns when it must.
 * The scroller is a labelled tab stop so a keyboard can scroll it too (WCAG 2.1.1; axe's
 * scrollable-region-focusable). The rows keep their table roles written out, as a browser may
 * drop a table's semantics when CSS stops drawing it as one.
 */
export function Table({ caption, head, children }: { caption: string; head: string[]; children: ReactNode }) {
  return (
    <div role="region" aria-label={caption} tabIndex={0} className="overflow-x-auto rounded-lg border border-line">
      <table role="table" className="stack-table w-full border-collapse text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead role="rowgroup" className="bg-surface">
          <tr role="row">
            {head.map((h) => (
              <th key={h} scope="col" role="columnheader" className="px-3 py-2 font-semibold [overflow-wrap:break-word]">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody role="rowgroup" className="divide-y divide-line">
          {Children.map(children, (row) => labelledRow(row, head))}
        </tbody>
      </table>
    </div>
  );
}

/** A row with each of its cells named by its column (data-label), for the phone's cards. */
function labelledRow(row: ReactNode, head: string[]): ReactNode {
  if (!isValidElement<{ children?: ReactNode }>(row) || row.type !== "tr") return row;
  let column = 0;
  const cells = Children.map(row.props.children, (cell) => {
    if (!isValidElement(cell) || (cell.type !== Cell && cell.type !== "td")) return cell;
    const label = head[column++];
    return label ? cloneElement(cell as ReactElement<Record<string, unknown>>, { "data-label": label }) : cell;
  });
  return cloneElement(row as ReactElement<Record<string, unknown>>, { role: "row" }, cells);
}

export function Cell({ children, className = "", ...rest }: { children: ReactNode; className?: string; "data-label"?: string }) {
  return (
    <td role="cell" className={`px-3 py-2 align-top ${className}`} {...rest}>
      {children}
    </td>
  );
}

/** "Dec 7, 2026, 3:04 PM" in the zone: a site's zone for its records, the platform's for the console's. */
export function formatWhen(date: Date, timeZone: string): string {
  return dateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short", timeZone }).format(date);
}
