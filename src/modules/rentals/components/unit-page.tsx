import { PhoneLink } from "@/components/phone-link";
import { RichText } from "@/components/rich-text";
import { ButtonLink, CheckList, PageHeading } from "@/components/ui";
import { formatCount } from "@/lib/format";
import { availabilityText, bathroomsText, bedroomsText, rentText } from "@/lib/rentals";
import { dateIn } from "@/lib/time";
import { SiteImage } from "@/modules/media/components/site-image";
import type { Site } from "@/modules/sites/queries";
import { applyHref } from "../apply-path";
import type { Unit } from "../queries";
import { zoneOf } from "@/modules/sites/calendar";
import { now as clockNow } from "@/lib/clock";

/** A unit's own page: its photos, its facts, what it has, and the way to apply for it. */
export async function UnitArticle({ site, unit }: { site: Site; unit: Unit }) {
  const today = dateIn(clockNow(), zoneOf(site));
  const apply = unit.leased ? null : await applyHref(site, unit.slug);
  const [first, ...more] = unit.photos;
  const phone = site.settings.contact.phone;
  return (
    <article>
      <PageHeading title={unit.title} lead={unit.summary} eyebrow={unit.neighborhood} />
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-10 sm:px-6 md:grid-cols-3">
        <div className="min-w-0 md:col-span-2">
          {first && (
            <SiteImage site={site} image={first} priority sizes="(min-width: 768px) 66vw, 100vw" className="aspect-[3/2] w-full rounded-site object-cover" />
          )}
          {more.length > 0 && (
            <ul className="mt-4 grid grid-cols-2 gap-4" aria-label="More photos">
              {more.map((photo, i) => (
                <li key={i}>
                  <SiteImage site={site} image={photo} sizes="(min-width: 768px) 33vw, 50vw" className="aspect-[3/2] w-full rounded-site object-cover" />
                </li>
              ))}
            </ul>
          )}
        </div>
        <aside aria-labelledby="unit-facts" className="h-fit rounded-site bg-surface p-6">
          <h2 id="unit-facts" className="sr-only">
            Rent and details
          </h2>
          <p className="font-heading text-3xl font-bold whitespace-nowrap" data-testid="unit-rent">
            {rentText(unit.rentCents)}
          </p>
          <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2">
            <dt className="font-semibold">Bedrooms</dt>
            <dd>{bedroomsText(unit.bedrooms)}</dd>
            <dt className="font-semibold">Bathrooms</dt>
            <dd>{bathroomsText(unit.bathrooms)}</dd>
            {unit.squareFeet !== null && (
              <>
                <dt className="font-semibold">Size</dt>
                <dd className="whitespace-nowrap">{formatCount(unit.squareFeet)} sq ft</dd>
              </>
            )}
            <dt className="font-semibold">Move in</dt>
            <dd data-testid="unit-available">{unit.leased ? "Leased" : availabilityText(unit.availableFrom, today)}</dd>
          </dl>
          {unit.leased ? (
            <p role="status" className="mt-5 font-semibold">
              This home has been leased. See the others we have available.
            </p>
          ) : apply ? (
            <div className="mt-6">
              <ButtonLink href={apply}>Apply for this unit</ButtonLink>
            </div>
          ) : (
            phone && (
              <p className="mt-5">
                To apply, call us at <PhoneLink phone={phone} />.
              </p>
            )
          )}
        </aside>
      </div>
      <div className="mx-auto grid max-w-6xl gap-10 px-4 pb-14 sm:px-6 md:grid-cols-3">
        <div className="md:col-span-2">
          <h2 className="font-heading text-2xl font-bold">About this home</h2>
          <RichText doc={unit.description} site={site} className="mt-3 text-lg" />
        </div>
        {unit.features.length > 0 && (
          <div>
            <h2 className="font-heading text-2xl font-bold">Features</h2>
            <CheckList items={unit.features} className="mt-3" />
          </div>
        )}
      </div>
    </article>
  );
}
