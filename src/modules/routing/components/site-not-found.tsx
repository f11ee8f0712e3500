import Link from "@/components/link";
import { siteHref } from "@/lib/links";

/** A site's own 404, inside its header and footer; the status is 404. */
export function SiteNotFound({ siteSlug }: { siteSlug: string }) {
  return (
    <div className="mx-auto max-w-2xl px-6 py-24 text-center">
      <p className="font-heading text-6xl font-bold text-primary">404</p>
      <h1 className="mt-4 font-heading text-3xl font-bold">We can&apos;t find that page</h1>
      <p className="mt-4 text-lg text-muted">The page may have moved, or the address may have a typo.</p>
      <Link href={siteHref(siteSlug, "")} className="mt-8 inline-flex rounded-site bg-primary px-5 py-2.5 font-semibold text-on-primary">
        Go to the home page
      </Link>
    </div>
  );
}
