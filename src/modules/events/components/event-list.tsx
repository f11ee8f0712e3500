import { CalendarDays, MapPin } from "lucide-react";
import type { BlockComponentProps } from "@/blocks/context";
import { ItemHeading, MaybeLink, Section } from "@/components/ui";
import { formatDateTime } from "@/lib/format";
import { urls } from "@/lib/urls";
import { SiteImage } from "@/modules/media/components/site-image";
import { getOrganization } from "@/modules/organizations/queries";
import type { Site } from "@/modules/sites/queries";
import { listEvents, type EventSummary } from "../queries";

/** Splits events at this moment: anything not yet ended is upcoming. */
export function splitEvents(events: EventSummary[], now = new Date()) {
  return {
    upcoming: events.filter((e) => e.endsAt >= now),
    past: events.filter((e) => e.endsAt < now).reverse(),
  };
}

/** The month and day on a tile of the main colour. */
function dateTile(event: EventSummary) {
  return (
    <div aria-hidden="true" className="flex h-16 w-16 shrink-0 flex-col items-center justify-center rounded-site bg-primary text-on-primary shadow">
      <span className="text-xs font-bold uppercase">{event.startsAt.toLocaleString("en-US", { month: "short", timeZone: "America/New_York" })}</span>
      <span className="font-heading text-2xl font-bold">{event.startsAt.toLocaleString("en-US", { day: "numeric", timeZone: "America/New_York" })}</span>
    </div>
  );
}

export function EventCards({ site, events, headingLevel = 3 }: { site: Site; events: EventSummary[]; headingLevel?: 3 | 4 }) {
  const Heading = `h${headingLevel}` as "h3" | "h4";
  return (
    <ul className="grid gap-5 md:grid-cols-2">
      {events.map((event) => {
        const href = urls.event(site, event);
        return (
          <li key={`${event.organization}/${event.slug}`} className="flex flex-col overflow-hidden rounded-site border border-line bg-page">
            {event.image && (
              // The date sits on the picture's corner, as it sits beside the words of an event without one.
              <div className="relative">
                <SiteImage
                  site={site}
                  image={event.image}
                  sizes="(min-width: 1152px) 540px, (min-width: 768px) 50vw, 100vw"
                  className="aspect-[2/1] h-auto w-full object-cover"
                />
                <div className="absolute top-3 left-3">{dateTile(event)}</div>
              </div>
            )}
            <div className="flex gap-4 p-5">
              {!event.image && dateTile(event)}
              <div>
                <Heading className="font-heading text-lg font-bold">
                  <MaybeLink href={href}>{event.title}</MaybeLink>
                </Heading>
                <p className="mt-1 flex items-center gap-1.5 text-sm text-muted">
                  <CalendarDays aria-hidden="true" size={16} />
                  <time dateTime={event.startsAt.toISOString()}>{formatDateTime(event.startsAt)}</time>
                </p>
                {event.location && (
                  <p className="flex items-center gap-1.5 text-sm text-muted">
                    <MapPin aria-hidden="true" size={16} />
                    {event.location}
                  </p>
                )}
                <p className="mt-2 text-muted">{event.summary}</p>
              </div>
            </div>
          </li>
        );
      })}
    </ul>
  );
}

export function UpcomingAndPast({
  site,
  events,
  show = "both",
  idPrefix,
  under,
}: {
  site: Site;
  events: EventSummary[];
  show?: "upcoming" | "past" | "both";
  idPrefix: string;
  /** The heading the lists sit under, if any: theirs go a level below it. */
  under?: string;
}) {
  const { upcoming, past } = splitEvents(events);
  const cards = under ? 4 : 3;
  return (
    <div className="space-y-12">
      {show !== "past" && (
        <section aria-labelledby={`${idPrefix}-upcoming`}>
          <ItemHeading under={under} id={`${idPrefix}-upcoming`} className="mb-5 font-heading text-2xl font-bold">
            Upcoming events
          </ItemHeading>
          {upcoming.length ? (
            <EventCards site={site} events={upcoming} headingLevel={cards} />
          ) : (
            <p className="text-muted">No upcoming events are scheduled right now. Check back soon.</p>
          )}
        </section>
      )}
      {show !== "upcoming" && past.length > 0 && (
        <section aria-labelledby={`${idPrefix}-past`}>
          <ItemHeading under={under} id={`${idPrefix}-past`} className="mb-5 font-heading text-2xl font-bold">
            Past events
          </ItemHeading>
          <EventCards site={site} events={past} headingLevel={cards} />
        </section>
      )}
    </div>
  );
}

export async function EventListBlock({ props, ctx }: BlockComponentProps<"eventList">) {
  const organization = props.organization ? await getOrganization(ctx.site.id, props.organization) : null;
  const events = await listEvents(ctx.site.id, organization?.id ?? ctx.organizationId ?? undefined);
  return (
    <Section heading={props.heading} intro={props.intro} headingId={`${ctx.id}-h`}>
      <UpcomingAndPast site={ctx.site} events={props.limit ? nearest(events, props.limit) : events} show={props.show} idPrefix={ctx.id} under={props.heading} />
    </Section>
  );
}

/** With a limit: the next N upcoming events and the N most recent past ones, not the N oldest overall. */
function nearest(all: EventSummary[], limit: number): EventSummary[] {
  const { upcoming, past } = splitEvents(all);
  return [...past.slice(0, limit).reverse(), ...upcoming.slice(0, limit)];
}
