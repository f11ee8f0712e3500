import type { ReactNode } from "react";
import { CalendarDays, CalendarPlus, Clock, MapPin } from "lucide-react";
import { RichText } from "@/components/rich-text";
import { PageHeading } from "@/components/ui";
import { formatDateTime } from "@/lib/format";
import { SiteImage } from "@/modules/media/components/site-image";
import type { Site } from "@/modules/sites/queries";
import type { Event } from "../queries";

/** An event's page; `before` is what an organization shows above its own events (its bar). */
export function EventArticle({ site, event, before }: { site: Site; event: Event; before?: ReactNode }) {
  return (
    <article>
      {before}
      <PageHeading title={event.title} lead={event.summary} eyebrow={new Date() > event.endsAt ? "Past event" : "Event"} />
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-3">
        <div className="md:col-span-2">
          {event.image && (
            <div className="mb-8 overflow-hidden rounded-site">
              <SiteImage
                site={site}
                image={event.image}
                priority
                sizes="(min-width: 1152px) 720px, (min-width: 768px) 66vw, 100vw"
                className="aspect-[16/9] h-auto w-full object-cover"
              />
            </div>
          )}
          <RichText doc={event.body} site={site} className="text-lg" />
        </div>
        <aside aria-label="Event details" className="h-fit space-y-4 rounded-site bg-surface p-6">
          <p className="flex gap-2">
            <CalendarDays aria-hidden="true" className="mt-0.5 shrink-0 text-primary" />
            <time dateTime={event.startsAt.toISOString()}>{formatDateTime(event.startsAt)}</time>
          </p>
          <p className="flex gap-2">
            <Clock aria-hidden="true" className="mt-0.5 shrink-0 text-primary" />
            <span>Until {formatDateTime(event.endsAt)}</span>
          </p>
          {event.location && (
            <p className="flex gap-2">
              <MapPin aria-hidden="true" className="mt-0.5 shrink-0 text-primary" />
              {event.location}
            </p>
          )}
          <a
            href={`/api/sites/${site.slug}/events/${event.organization ? `${event.organization}/` : ""}${event.slug}.ics`}
            download
            className="inline-flex min-h-11 items-center gap-2 rounded-site border-2 border-primary px-4 py-2 font-semibold text-primary"
          >
            <CalendarPlus aria-hidden="true" size={18} />
            Add to calendar (.ics)
          </a>
        </aside>
      </div>
    </article>
  );
}
