import { ICON, PLATFORM_HEAD, type PageHead } from "@/modules/routing/page-head";
import { absoluteUrl } from "@/server/origin";

/** A site with its own domain has absolute addresses already (routing/page-head.ts). */
const absolute = (url: string) => (/^https?:\/\//.test(url) ? url : absoluteUrl(url));

/**
 * The <head> Next writes for a site path from the same PageHead (see
 * toMetadata), tag for tag and in its order, so that a page is the same
 * whichever renderer sent it (tests/integration/document.test.ts compares them).
 */
export function DocumentHead({ head, stylesheets }: { head: PageHead; stylesheets: readonly string[] }) {
  const og = head.openGraph;
  return (
    // This document is rendered by React alone, outside Next: next/head has nothing to hand it to.
    // eslint-disable-next-line @next/next/no-head-element
    <head>
      <meta charSet="utf-8" />
      <meta name="viewport" content="width=device-width, initial-scale=1" />
      {stylesheets.map((href) => (
        // As Next links them: React puts stylesheets with a precedence first in the head, in order.
        <link key={href} rel="stylesheet" href={href} precedence="next" />
      ))}
      {head.notFound && <meta name="robots" content="noindex" />}
      <title>{head.title}</title>
      <meta name="description" content={head.description ?? PLATFORM_HEAD.description} />
      {head.robots && <meta name="robots" content={head.robots} />}
      {head.canonical && <link rel="canonical" href={absolute(head.canonical)} />}
      {head.feed && <link rel="alternate" type="application/rss+xml" href={absolute(head.feed.url)} title={head.feed.title} />}
      {og && (
        <>
          <meta property="og:title" content={og.title} />
          <meta property="og:description" content={og.description} />
          <meta property="og:url" content={absolute(og.url)} />
          <meta property="og:site_name" content={og.siteName} />
          <meta property="og:image" content={absolute(og.image.url)} />
          <meta property="og:image:width" content={String(og.image.width)} />
          <meta property="og:image:height" content={String(og.image.height)} />
          <meta property="og:image:alt" content={og.image.alt} />
          <meta property="og:type" content={og.type} />
          <meta name="twitter:card" content="summary_large_image" />
          <meta name="twitter:title" content={og.title} />
          <meta name="twitter:description" content={og.description} />
          {/* Next takes the twitter image from openGraph's, sizes and all. */}
          <meta name="twitter:image" content={absolute(og.image.url)} />
          <meta name="twitter:image:alt" content={og.image.alt} />
          <meta name="twitter:image:width" content={String(og.image.width)} />
          <meta name="twitter:image:height" content={String(og.image.height)} />
        </>
      )}
      {head.icons ? (
        <>
          <link rel="icon" href={head.icons.icon} type="image/svg+xml" />
          <link rel="apple-touch-icon" href={head.icons.apple} />
        </>
      ) : (
        <link rel="icon" href={ICON.url} type={ICON.type} />
      )}
    </head>
  );
}
