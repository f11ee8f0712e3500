import { BedDouble, Bath, CalendarDays } from "lucide-react";
import type { BlockComponentProps } from "@/blocks/context";
import { MaybeLink, Section } from "@/components/ui";
import { gridColumns } from "@/lib/grid";
import { availabilityText, bathroomsText, bedroomsText, rentText } from "@/lib/rentals";
import { dateIn } from "@/lib/time";
import { urls } from "@/lib/urls";
import { SiteImage } from "@/modules/media/components/site-image";
import { listUnits } from "../queries";
import { zoneOf } from "@/modules/sites/calendar";
import { now as clockNow } from "@/lib/clock";

/** The site's homes to let, as cards: photo, rent, rooms and when it is free. */
export async function UnitListBlock({ props, ctx }: BlockComponentProps<"unitList">) {
  const units = await listUnits(ctx.site.id);
  const today = dateIn(clockNow(), zoneOf(ctx.site));
  return (
    <Section heading={props.heading} intro={props.intro} headingId={`${ctx.id}-h`}>
      {units.length === 0 ? (
        <p className="text-muted">{props.emptyText}</p>
      ) : (
        <ul className={`grid gap-6 ${gridColumns(units.length, 3)}`}>
          {units.map((unit) => {
            const href = urls.unit(ctx.site, unit.slug);
            const photo = unit.photos[0];
            return (
              <li key={unit.slug} className="flex flex-col overflow-hidden rounded-site border border-line bg-page">
                {photo && (
                  <SiteImage
                    site={ctx.site}
                    image={photo}
                    sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
                    className="aspect-[3/2] w-full object-cover"
                  />
                )}
                <div className="flex flex-1 flex-col p-5">
                  <p className="text-sm font-semibold uppercase tracking-wide text-muted">{unit.neighborhood}</p>
                  <h3 className="mt-1 font-heading text-xl font-bold">
                    <MaybeLink href={href}>{unit.title}</MaybeLink>
                  </h3>
                  <p className="mt-2 text-2xl font-bold whitespace-nowrap" data-testid="unit-rent">
                    {rentText(unit.rentCents)}
                  </p>
                  <p className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-muted">
                    <span className="flex items-center gap-1.5 whitespace-nowrap">
                      <BedDouble aria-hidden="true" size={18} />
                      {bedroomsText(unit.bedrooms)}
                    </span>
                    <span className="flex items-center gap-1.5 whitespace-nowrap">
                      <Bath aria-hidden="true" size={18} />
                      {bathroomsText(unit.bathrooms)}
                    </span>
                  </p>
                  <p className="mt-2 flex items-start gap-1.5">
                    <CalendarDays aria-hidden="true" size={18} className="mt-1 shrink-0 text-primary" />
                    <span data-testid="unit-available">{availabilityText(unit.availableFrom, today)}</span>
                  </p>
                  <p className="mt-3 text-muted">{unit.summary}</p>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </Section>
  );
}
