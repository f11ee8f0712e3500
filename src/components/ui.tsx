import { Check } from "lucide-react";
import Link from "@/components/link";
import type { ReactNode } from "react";
import { isExternal } from "@/lib/links";

/** Layout primitives every block shares, so all blocks keep one rhythm. */

/** The theme's section style (modules/sites/schema.ts), for the blocks that draw their sections by it. */
export type SectionLook = "cards" | "bands" | "editorial" | "rows";

/**
 * A section with its heading and introduction. Its look: cards and rows put
 * the heading above, left; bands centre it; editorial gives it a column of its
 * own beside the items, under a short rule.
 */
/**
 * An item's heading inside a section: a level below the section's own
 * heading, or the section's level when it has none (a block straight under
 * the page's h1 must not skip from h1 to h3).
 */
export function ItemHeading({ under, className, id, children }: { under: string | undefined; className?: string; id?: string; children: ReactNode }) {
  const Tag = under ? "h3" : "h2";
  return (
    <Tag id={id} className={className}>
      {children}
    </Tag>
  );
}

export function Section({
  heading,
  intro,
  children,
  tone = "page",
  width = "wide",
  headingId,
  look = "cards",
}: {
  heading?: string;
  intro?: string;
  children: ReactNode;
  tone?: "page" | "surface" | "primary";
  width?: "wide" | "narrow";
  headingId?: string;
  look?: SectionLook;
}) {
  const toneClass = { page: "", surface: "bg-surface", primary: "bg-primary text-on-primary" }[tone];
  const introClass = `mt-4 text-lg ${tone === "primary" ? "" : "text-muted"}`;
  const title = heading && (
    <h2 id={headingId} className={`font-heading font-bold tracking-tight ${look === "editorial" ? "text-2xl md:text-3xl" : "text-3xl md:text-4xl"}`}>
      {heading}
    </h2>
  );
  if (look === "editorial" && (heading || intro)) {
    return (
      <section className={toneClass} aria-labelledby={heading ? headingId : undefined}>
        <div className="mx-auto grid max-w-6xl gap-8 px-4 py-14 sm:px-6 md:grid-cols-[minmax(0,1fr)_minmax(0,2.6fr)] md:gap-12 md:py-20">
          <div>
            <div aria-hidden="true" className={`mb-5 h-1 w-12 ${tone === "primary" ? "bg-on-primary" : "bg-primary"}`} />
            {title}
            {intro && <p className={introClass}>{intro}</p>}
          </div>
          <div className="min-w-0">{children}</div>
        </div>
      </section>
    );
  }
  const centred = look === "bands";
  return (
    <section className={toneClass} aria-labelledby={heading ? headingId : undefined}>
      <div className={`mx-auto px-4 py-14 sm:px-6 md:py-20 ${width === "narrow" ? "max-w-3xl" : "max-w-6xl"}`}>
        {(heading || intro) && (
          <div className={`mb-10 max-w-3xl ${centred ? "mx-auto text-center" : ""}`}>
            {centred && <div aria-hidden="true" className={`mx-auto mb-5 h-1 w-16 rounded-full ${tone === "primary" ? "bg-on-primary" : "bg-accent"}`} />}
            {title}
            {intro && <p className={introClass}>{intro}</p>}
          </div>
        )}
        {children}
      </div>
    </section>
  );
}

/**
 * A link that looks like a button. On the site's colour (a banner, a call to
 * action) the secondary one is `onColor`, over a photograph `onImage`: each
 * variant names its own colours, since two Tailwind colour classes on one
 * element are settled by the stylesheet's order, not the class list's (a
 * secondary button given "text-on-primary" over its own "text-primary" came
 * out dark on the dark hero of two demo sites).
 */
export function ButtonLink({
  href,
  children,
  variant = "primary",
  className = "",
}: {
  href: string;
  children: ReactNode;
  variant?: "primary" | "secondary" | "inverse" | "onColor" | "onImage";
  className?: string;
}) {
  const styles = {
    primary: "bg-primary text-on-primary hover:opacity-90",
    secondary: "border-2 border-primary text-primary hover:bg-surface",
    inverse: "bg-page text-primary hover:opacity-90",
    onColor: "border-2 border-on-primary text-on-primary hover:opacity-90",
    onImage: "border-2 border-white text-white hover:opacity-90",
  }[variant];
  // A label breaks between words, never inside one ("hello@startertemplate.exam/ple"), unless a word alone is wider than the button can be.
  const classes = `inline-flex min-h-11 items-center justify-center rounded-site px-5 py-2.5 font-semibold no-underline wrap-break-word transition ${styles} ${className}`;
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
export function MaybeLink({
  href,
  children,
  className = "underline-offset-2 hover:underline",
}: {
  href: string | null;
  children: ReactNode;
  className?: string;
}) {
  return href ? (
    <Link href={href} className={className}>
      {children}
    </Link>
  ) : (
    <>{children}</>
  );
}

/** The band over a draft shown by a preview (a signed link, or the editor's live preview): never mistaken for the live page. In the theme's main colours, whose contrast the theme editor checks. */
export function PreviewBanner({ children }: { children: ReactNode }) {
  return (
    <p role="status" className="border-y-4 border-dashed border-on-primary bg-primary px-4 py-3 text-center font-semibold text-on-primary">
      {children}
    </p>
  );
}

/** What something includes, one line each after a check mark in the site's colour: a plan's features, a home's. */
export function CheckList({ items, className = "" }: { items: string[]; className?: string }) {
  return (
    <ul className={`space-y-2 ${className}`}>
      {items.map((item) => (
        <li key={item} className="flex gap-2">
          <Check aria-hidden="true" size={20} className="mt-0.5 shrink-0 text-primary" />
          {item}
        </li>
      ))}
    </ul>
  );
}
