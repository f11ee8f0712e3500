"use client";

import { useEffect, useState } from "react";
import { cut, DESCRIPTION_CUT, DESCRIPTION_ROOM, searchTitle, TITLE_ROOM, type Guidance, type SearchSite } from "../search-snippet";

/**
 * How a page will look in a search result and in a shared link, from the
 * editor's unsaved values, with the length guidance SEO plugins give (Yoast's
 * figures: a title of about 60 characters is shown whole, a description of
 * 120-156 uses the snippet's room). The words are what the page's <head> will
 * say (routing/route-meta.ts): "Title | Site" (the home page: "Site: tagline"),
 * the description cut at 160; the share image is the one app/[site]/share.png
 * draws, asked for with the typed title from the admin's own editor-only route.
 */

/** A field's length guidance, under it, named by the field's aria-describedby. */
export function LengthGuidance({ id, guidance }: { id: string; guidance: Guidance }) {
  return (
    <p id={id} className={`mt-1 flex items-start gap-2 text-sm ${guidance.tone === "good" ? "text-green-900" : "text-amber-950"}`}>
      <span
        aria-hidden="true"
        className={`mt-1.5 inline-block h-2.5 w-2.5 shrink-0 rounded-full ${guidance.tone === "good" ? "bg-green-700" : "bg-amber-600"}`}
      />
      <span>{guidance.text}</span>
    </p>
  );
}

/** How long typing pauses before the share image is drawn again. */
const IMAGE_DEBOUNCE_MS = 600;

interface Props {
  site: SearchSite;
  path: string;
  title: string;
  description: string;
  isHome: boolean;
  /** The picture chosen for shared links, if any; the image is drawn from the title otherwise. */
  shareImage?: { asset?: string; focal?: { x: number; y: number } };
  /** The page is kept out of search engines. */
  hidden: boolean;
}

export function SearchPreview({ site, path, title, description, isHome, shareImage, hidden }: Props) {
  const shown = searchTitle(site, title, isHome);
  const chosen = shareImage?.asset;
  const wanted = chosen
    ? `/admin/sites/${site.slug}/share-preview?image=${chosen}&fx=${shareImage.focal?.x ?? 0.5}&fy=${shareImage.focal?.y ?? 0.5}`
    : `/admin/sites/${site.slug}/share-preview?title=${encodeURIComponent(shown)}`;
  const [imageSrc, setImageSrc] = useState(wanted);
  useEffect(() => {
    const timer = setTimeout(() => setImageSrc(wanted), IMAGE_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [wanted]);
  const url = `${site.address}${path ? `/${path}` : ""}`;
  const { host, pathname } = safeUrl(url);
  const crumbs = [host, ...pathname.split("/").filter(Boolean)].join(" › ");
  const snippet = cut(cut(description.trim(), DESCRIPTION_CUT), DESCRIPTION_ROOM);
  return (
    // Closed at first, so that a phone reaches the blocks; the length guidance stays under the fields.
    <details className="group mb-6 rounded-lg border border-line bg-page">
      <summary className="flex min-h-12 items-center gap-2 px-4 py-2 font-semibold md:px-6">
        <span aria-hidden="true" className="text-muted group-open:rotate-90">
          ▸
        </span>{" "}
        How it looks in search results and shared links
      </summary>
      <div className="@container border-t border-line p-4 md:p-6">
        <p className="mb-4 text-sm text-muted">As the fields above read now, before they are saved.</p>
        <div className="grid gap-6 @2xl:grid-cols-2">
          <figure className="min-w-0">
            <figcaption className="mb-2 text-sm font-semibold">A search result</figcaption>
            {hidden ? (
              <p data-testid="search-result" className="rounded-md border border-dashed border-gray-400 bg-white p-4 text-gray-800">
                None: search engines are asked not to list this page.
              </p>
            ) : (
              <div data-testid="search-result" className="rounded-md border border-gray-300 bg-white p-4 font-sans text-gray-900">
                <p className="truncate text-sm text-gray-700">{crumbs}</p>
                <p className="mt-1 text-xl leading-snug text-[#1a0dab]">{cut(shown, TITLE_ROOM)}</p>
                <p className="mt-1 text-sm leading-normal text-gray-700">
                  {snippet || <span className="italic">(words the search engine picks from the page)</span>}
                </p>
              </div>
            )}
          </figure>
          <figure className="min-w-0">
            <figcaption className="mb-2 text-sm font-semibold">A shared link</figcaption>
            <div data-testid="share-card" className="overflow-hidden rounded-md border border-gray-300 bg-white font-sans text-gray-900">
              {/* The image the page's og:image will be: the chosen picture cut to size, or one drawn with the typed title. */}
              {/* eslint-disable-next-line @next/next/no-img-element -- an image the server draws per keystroke pause; next/image would only proxy it */}
              <img
                src={imageSrc}
                alt={
                  chosen ? "The share image: the picture chosen above, cut to a shared link’s shape" : `The share image: “${shown}” on ${site.name}'s colours`
                }
                width={1200}
                height={630}
                loading="lazy"
                className="block aspect-[1200/630] h-auto w-full bg-gray-100"
              />
              <div className="border-t border-gray-300 bg-gray-50 px-3 py-2">
                <p className="truncate text-xs text-gray-700 uppercase">{host}</p>
                <p className="line-clamp-2 font-semibold leading-snug">{shown}</p>
                {snippet && <p className="line-clamp-2 text-sm text-gray-700">{snippet}</p>}
              </div>
            </div>
          </figure>
        </div>
      </div>
    </details>
  );
}

function safeUrl(url: string): { host: string; pathname: string } {
  try {
    const parsed = new URL(url);
    return { host: parsed.host, pathname: parsed.pathname };
  } catch {
    return { host: url, pathname: "" };
  }
}
