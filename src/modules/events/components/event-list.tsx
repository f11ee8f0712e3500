import { CalendarDays, MapPin } from "lucide-react";
import type { BlockComponentProps } from "@/blocks/context";
import { MaybeLink, Section } from "@/components/ui";
import { formatDateTime } from "@/lib/format";
import { urls } from "@/lib/urls";
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

export function EventCards({ site, events, headingLevel = 3 }: { site: Site; events: EventSummary[]; headingLevel?: 3 | 4 }) {
  const Heading = `h${headingLevel}` as "h3" | "h4";
  return (
    <ul className="grid gap-5 md:grid-cols-2">
      {events.map((event) => {
        const href = urls.event(site, event);
        return (
          <li key={`${event.organization}/${event.slug}`} className="flex gap-4 rounded-site border border-line bg-page p-5">
            <div aria-hidden="true" className="flex h-16 w-16 shrink-0 flex-col items-center justify-center rounded-site bg-primary text-on-primary">
              <span className="text-xs font-bold uppercase">{event.startsAt.toLocaleString("en-US", { month: "short", timeZone: "America/New_York" })}</span>
              <span className="font-heading text-2xl font-bold">{event.startsAt.toLocaleString("en-US", { day: "numeric", timeZone: "America/New_York" })}</span>
            </div>
            <div>
              <Heading className="font-heading text-lg font-bold">
                <MaybeLink href={href}>{event.title}</MaybeLink>
              </Heading>
              <p className="mt-1 flex items-center gap-1.5 text-sm text-muted">
                <CalendarDays aria-hidden="true" size={16} />
                <time dateTime={event.startsAt.toISOString()}>{formatDateTime(event.startsAt)}</time>
              </p>
              <p className="flex items-center gap-1.5 text-sm text-muted">
                <MapPin aria-hidden="true" size={16} />
                {event.location}
              </p>
              <p className="mt-2 text-muted">{event.summary}</p>
            </div>
          </li>
        );
      })}
    </ul>
  );
}

export function UpcomingAndPast({ site, events, show = "both", idPrefix }: { site: Site; events: EventSummary[]; show?: "upcoming" | "past" | "both"; idPrefix: string }) {
  const { upcoming, past } = splitEvents(events);
  return (
    <div className="space-y-12">
      {show !== "past" && (
        <section aria-labelledby={`${idPrefix}-upcoming`}>
          <h3 id={`${idPrefix}-upcoming`} className="mb-5 font-heading text-2xl font-bold">
            Upcoming events
          </h3>
          {upcoming.length ? <EventCards site={site} events={upcoming} headingLevel={4} /> : <p className="text-muted">No upcoming events are scheduled right now. Check back soon.</p>}
        </section>
      )}
      {show !== "upcoming" && past.length > 0 && (
        <section aria-labelledby={`${idPrefix}-past`}>
          <h3 id={`${idPrefix}-past`} className="mb-5 font-heading text-2xl font-bold">
            Past events
          </h3>
          <EventCards site={site} events={past} headingLevel={4} />
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
      <UpcomingAndPast site={ctx.site} events={props.limit ? nearest(events, props.limit) : events} show={props.show} idPrefix={ctx.id} />
    </Section>
  );
}

/** With a limit: the next N upcoming events and the N most recent past ones, not the N oldest overall. */
function nearest(all: EventSummary[], limit: number): EventSummary[] {
  const { upcoming, past } = splitEvents(all);
  return [...past.slice(0, limit).reverse(), ...upcoming.slice(0, limit)];
}
