import type { ReactNode } from "react";
import { FooterSignup } from "@/modules/forms/components/footer-signup";
import { SiteFooter } from "@/modules/sites/components/site-footer";
import { SiteHeader } from "@/modules/sites/components/site-header";
import { themeStyle } from "@/modules/sites/components/theme-style";
import type { Site } from "@/modules/sites/queries";
import { fontPreloads } from "@/server/font-files";
import { FontFaces } from "@/components/font-faces";

/**
 * Everything around a site's pages: its theme, the skip link, header and
 * footer (with the footer sign-up when the site has one). A suspended site
 * shows a notice instead. Shared by the site layout and the document renderer
 * (edge/document), so both send the same page. A site not yet launched shows
 * its visitors (comingSoon) a neutral page that names nothing of the template it came from.
 */
export function SiteFrame({ site, comingSoon = false, children }: { site: Site; comingSoon?: boolean; children: ReactNode }) {
  if (comingSoon) {
    return (
      <main id="main" className="mx-auto max-w-2xl px-6 py-24 text-center">
        <h1 className="font-heading text-3xl font-bold">Coming soon</h1>
        <p className="mt-4 text-muted">This website is being prepared. Please check back later.</p>
      </main>
    );
  }
  if (site.status === "suspended") {
    return (
      <main id="main" className="mx-auto max-w-2xl px-6 py-24 text-center">
        <h1 className="font-heading text-3xl font-bold">This site is unavailable</h1>
        <p className="mt-4 text-muted">{site.name} is temporarily offline. Please check back later.</p>
      </main>
    );
  }

  return (
    <div style={themeStyle(site.theme)} className="flex min-h-screen flex-col font-body">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded-site focus:bg-primary focus:px-4 focus:py-2 focus:text-on-primary"
      >
        Skip to content
      </a>
      {/* The brand's fonts, declared and preloaded on the first page of a visit (server/font-files.ts).
          As elements, not ReactDOM.preload(): Next sends a preload hint only in its RSC payload, which
          a page without scripts never reads; React hoists these into <head> in both renderers. */}
      <FontFaces fonts={[site.theme.fonts.heading, site.theme.fonts.body]} />
      {fontPreloads([site.theme.fonts.heading, site.theme.fonts.body]).map((href) => (
        <link key={href} rel="preload" href={href} as="font" type="font/woff2" crossOrigin="anonymous" />
      ))}
      <SiteHeader site={site} />
      <main id="main" className="flex-1">
        {children}
      </main>
      <FooterSignup site={site} />
      <SiteFooter site={site} />
    </div>
  );
}
