import { MapPin } from "lucide-react";
import type { Site } from "../queries";

/** A small deterministic generator, so each site's drawn streets are its own and the same on every render. */
function seeded(seed: string): () => number {
  let h = 2166136261;
  for (const char of seed) h = Math.imul(h ^ char.charCodeAt(0), 16777619);
  return () => {
    h = Math.imul(h ^ (h >>> 15), 2246822507);
    h = Math.imul(h ^ (h >>> 13), 3266489909);
    return ((h ^= h >>> 16) >>> 0) / 4294967296;
  };
}

/** The directions link for the site's address (the visitor's own map service; nothing is fetched). */
export function directionsHref(site: Site): string | null {
  const address = site.settings.contact.address;
  if (!address) return null;
  return `https://www.openstreetmap.org/search?query=${encodeURIComponent(`${address.street}, ${address.locality}, ${address.region} ${address.postalCode}`)}`;
}

/**
 * A map drawn in SVG from the theme's colours (no map tiles are fetched): a
 * street grid and a river of the site's own, a pin, and a card with the
 * address and a directions link. Decorative apart from the card.
 */
export function DrawnMap({ site, className = "" }: { site: Site; className?: string }) {
  const address = site.settings.contact.address;
  const href = directionsHref(site);
  if (!address || !href) return null;
  const random = seeded(site.slug);
  const across = [60 + random() * 40, 170 + random() * 50];
  const down = [90 + random() * 60, 250 + random() * 70];
  const bend = 180 + random() * 80;
  return (
    <div data-drawn-map="" className={`relative isolate flex min-h-72 flex-col justify-end overflow-hidden rounded-site bg-page p-5 shadow-sm ${className}`}>
      <svg
        aria-hidden="true"
        focusable="false"
        className="absolute inset-0 -z-10 h-full w-full text-line"
        preserveAspectRatio="xMidYMid slice"
        viewBox="0 0 400 300"
      >
        <rect width="400" height="300" className="fill-surface" />
        <path
          d={`M0 ${bend} C110 ${bend - 40} 220 ${bend + 50} 400 ${bend - 20}`}
          className="stroke-accent"
          strokeOpacity="0.35"
          strokeWidth="22"
          fill="none"
        />
        <path d={`M0 ${across[0]} H400 M0 ${across[1]} H400 M${down[0]} 0 V300 M${down[1]} 0 V300`} stroke="currentColor" strokeWidth="12" />
        <path d={`M${down[0]! - 70} 0 L${down[1]! + 40} 300 M0 ${across[1]! + 60} L${down[0]} ${across[1]}`} stroke="currentColor" strokeWidth="5" />
        <rect
          x={down[0]! + 16}
          y={across[0]! + 14}
          width={down[1]! - down[0]! - 32}
          height={across[1]! - across[0]! - 28}
          rx="6"
          className="fill-primary"
          fillOpacity="0.08"
        />
      </svg>
      <span
        aria-hidden="true"
        className="absolute top-[30%] left-1/2 flex h-12 w-12 -translate-x-1/2 items-center justify-center rounded-full bg-primary text-on-primary shadow-lg ring-4 ring-page"
      >
        <MapPin size={26} />
      </span>
      <div className="rounded-site bg-page/95 p-4 text-ink shadow">
        <p className="font-heading font-bold">{site.name}</p>
        <p className="text-muted">
          {address.street}, {address.locality}
        </p>
        <a href={href} className="mt-2 inline-block font-semibold text-primary underline underline-offset-2" rel="noopener">
          Get directions<span className="sr-only"> to {site.name} (opens OpenStreetMap)</span>
        </a>
      </div>
    </div>
  );
}
