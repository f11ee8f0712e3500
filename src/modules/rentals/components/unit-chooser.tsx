import { bedroomsText, rentText } from "@/lib/rentals";
import { siteHref } from "@/lib/links";
import { SiteImage } from "@/modules/media/components/site-image";
import type { Site } from "@/modules/sites/queries";
import { listUnits } from "../queries";

/**
 * Above an application form that asks which home: the homes as cards with
 * their photos, each a plain link that opens the form on it (?unit={slug}, so
 * it works without JavaScript). Once one is chosen, only that one is shown,
 * with a link to choose another, so the form follows in the first screens.
 */
export async function UnitChooser({ site, pagePath, anchor, chosen }: { site: Site; pagePath: string; anchor: string; chosen: unknown }) {
  const units = await listUnits(site.id);
  if (!units.length) return null;
  const picked = units.find((unit) => unit.slug === chosen);
  const base = siteHref(site.slug, pagePath);
  const shown = picked ? [picked] : units;
  return (
    <div className="mb-6" data-testid="unit-chooser">
      <h3 className="font-heading text-xl font-bold">{picked ? "The home you're applying for" : "Choose the home you're applying for"}</h3>
      <ul className="mt-3 grid gap-3 sm:grid-cols-2">
        {shown.map((unit) => {
          const photo = unit.photos[0];
          return (
            <li key={unit.slug}>
              <a
                href={`${base}?unit=${encodeURIComponent(unit.slug)}#${anchor}`}
                aria-current={unit === picked ? "true" : undefined}
                className={`flex h-full gap-3 overflow-hidden rounded-site bg-page no-underline ring-1 hover:ring-2 hover:ring-primary ${unit === picked ? "ring-2 ring-primary" : "ring-line"}`}
              >
                {photo && <SiteImage site={site} image={{ ...photo, decorative: true }} sizes="112px" className="aspect-square w-28 shrink-0 object-cover" />}
                <span className="flex flex-col justify-center py-2 pr-3">
                  <span className="font-semibold text-ink underline">{unit.title}</span>
                  <span className="text-sm text-muted">
                    {bedroomsText(unit.bedrooms)} · <span className="whitespace-nowrap">{rentText(unit.rentCents)}</span>
                  </span>
                </span>
              </a>
            </li>
          );
        })}
      </ul>
      {picked && (
        <p className="mt-3">
          <a href={`${base}#${anchor}`} className="underline">
            Choose another home
          </a>
        </p>
      )}
    </div>
  );
}
