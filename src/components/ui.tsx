import Link from "next/link";
import type { ReactNode } from "react";
import { isExternal } from "@/lib/links";

/** Layout primitives every block shares, so all blocks keep one rhythm. */

export function Section({
  heading,
  intro,
  children,
  tone = "page",
  width = "wide",
  headingId,
}: {
  heading?: string;
  intro?: string;
  children: ReactNode;
  tone?: "page" | "surface";
  width?: "wide" | "narrow";
  headingId?: string;
}) {
  return (
    <section className={tone === "surface" ? "bg-surface" : ""} aria-labelledby={heading ? headingId : undefined}>
      <div className={`mx-auto px-4 py-14 sm:px-6 md:py-20 ${width === "narrow" ? "max-w-3xl" : "max-w-6xl"}`}>
        {(heading || intro) && (
          <div className="mb-10 max-w-3xl">
            {heading && (
              <h2 id={headingId} className="font-heading text-3xl font-bold tracking-tight md:text-4xl">
                {heading}
              </h2>
            )}
            {intro && <p className="mt-4 text-lg text-muted">{intro}</p>}
          </div>
        )}
        {children}
      </div>
    </section>
  );
}

export function ButtonLink({ href, children, variant = "primary", className = "" }: { href: string; children: ReactNode; variant?: "primary" | "secondary" | "inverse"; className?: string }) {
  const styles = {
    primary: "bg-primary text-on-primary hover:opacity-90",
    secondary: "border-2 border-primary text-primary hover:bg-surface",
    inverse: "bg-page text-primary hover:opacity-90",
  }[variant];
  const classes = `inline-flex min-h-11 items-center justify-center rounded-site px-5 py-2.5 font-semibold no-underline transition ${styles} ${className}`;
  if (isExternal(href) || /^(mailto|tel):/.test(href)) {
    return (
      <a href={href} className={classes} rel={isExternal(href) ? "noopener" : undefined}>
        {children}
      </a>
    );
  }
  return (
    <Link href={href} className={classes}>
      {children}
    </Link>
  );
}

export function SmartLink({ href, children, className }: { href: string; children: ReactNode; className?: string }) {
  if (isExternal(href) || /^(mailto|tel):/.test(href)) {
    return (
      <a href={href} className={className} rel={isExternal(href) ? "noopener" : undefined}>
        {children}
      </a>
    );
  }
  return (
    <Link href={href} className={className}>
      {children}
    </Link>
  );
}

export function PageHeading({ title, lead, eyebrow }: { title: string; lead?: string | undefined; eyebrow?: ReactNode }) {
  return (
    <div className="border-b border-line bg-surface">
      <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 md:py-16">
        {eyebrow && <div className="mb-3 text-sm font-semibold tracking-wide text-primary uppercase">{eyebrow}</div>}
        <h1 className="max-w-4xl font-heading text-4xl font-bold tracking-tight md:text-5xl">{title}</h1>
        {lead && <p className="mt-4 max-w-3xl text-lg text-muted">{lead}</p>}
      </div>
    </div>
  );
}

/** A title that links to its item when the item has a page (its collection is mounted), and is plain text when not. */
export function MaybeLink({ href, children, className = "underline-offset-2 hover:underline" }: { href: string | null; children: ReactNode; className?: string }) {
  return href ? (
    <Link href={href} className={className}>
      {children}
    </Link>
  ) : (
    <>{children}</>
  );
}
