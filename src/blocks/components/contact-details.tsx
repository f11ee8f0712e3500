import { Clock, Mail, MapPin, Phone } from "lucide-react";
import { Section } from "@/components/ui";
import { BreakableEmail, HoursList, telHref } from "@/modules/sites/components/site-footer";
import type { BlockComponentProps } from "../context";

/**
 * The site's address, phone, email, hours and a drawn map card with a
 * directions link (no map tiles are fetched: the link opens the visitor's
 * own map service).
 */
export function ContactDetailsBlock({ props, ctx }: BlockComponentProps<"contactDetails">) {
  const { contact } = ctx.site.settings;
  const address = contact.address;
  const query = address ? encodeURIComponent(`${address.street}, ${address.locality}, ${address.region} ${address.postalCode}`) : null;
  return (
    <Section heading={props.heading} intro={props.intro} tone="surface" headingId={`${ctx.id}-h`}>
      <div className="grid gap-8 md:grid-cols-2">
        <div className="space-y-6 rounded-site bg-page p-6 shadow-sm">
          {address && (
            <div className="flex gap-3">
              <MapPin aria-hidden="true" className="mt-1 shrink-0 text-primary" />
              <div>
                <h3 className="font-heading font-bold">Address</h3>
                <address className="not-italic">
                  {address.street}
                  <br />
                  {address.locality}, {address.region} {address.postalCode}
                </address>
              </div>
            </div>
          )}
          {contact.phone && (
            <div className="flex gap-3">
              <Phone aria-hidden="true" className="mt-1 shrink-0 text-primary" />
              <div>
                <h3 className="font-heading font-bold">Phone</h3>
                <a href={telHref(contact.phone)} className="text-primary underline underline-offset-2">
                  {contact.phone}
                </a>
              </div>
            </div>
          )}
          {contact.email && (
            <div className="flex gap-3">
              <Mail aria-hidden="true" className="mt-1 shrink-0 text-primary" />
              <div>
                <h3 className="font-heading font-bold">Email</h3>
                <a href={`mailto:${contact.email}`} className="text-primary underline underline-offset-2">
                  <BreakableEmail email={contact.email} />
                </a>
              </div>
            </div>
          )}
          {props.showHours && (ctx.site.settings.hours.length > 0 || ctx.site.settings.hoursNote) && (
            <div className="flex gap-3">
              <Clock aria-hidden="true" className="mt-1 shrink-0 text-primary" />
              <div className="flex-1">
                <h3 className="font-heading font-bold">Hours</h3>
                <HoursList site={ctx.site} />
              </div>
            </div>
          )}
          {contact.serviceAreaNote && <p className="text-muted">{contact.serviceAreaNote}</p>}
        </div>
        {props.showMap && address && query && (
          <div className="relative isolate flex min-h-72 flex-col justify-end overflow-hidden rounded-site bg-page p-6 shadow-sm">
            <svg aria-hidden="true" focusable="false" className="absolute inset-0 -z-10 h-full w-full text-line" preserveAspectRatio="none" viewBox="0 0 400 300">
              <rect width="400" height="300" className="fill-surface" />
              <path d="M0 80 H400 M0 190 H400 M120 0 V300 M290 0 V300" stroke="currentColor" strokeWidth="14" />
              <path d="M0 260 C120 230 200 280 400 210" stroke="currentColor" strokeWidth="8" fill="none" />
              <path d="M30 20 L100 60 M200 120 L260 160" stroke="currentColor" strokeWidth="4" />
            </svg>
            <span aria-hidden="true" className="absolute top-1/3 left-1/2 flex h-12 w-12 -translate-x-1/2 items-center justify-center rounded-full bg-primary text-on-primary shadow-lg">
              <MapPin size={26} />
            </span>
            <div className="rounded-site bg-page/95 p-4 shadow">
              <p className="font-heading font-bold">{ctx.site.name}</p>
              <p className="text-muted">
                {address.street}, {address.locality}
              </p>
              <a href={`https://www.openstreetmap.org/search?query=${query}`} className="mt-2 inline-block font-semibold text-primary underline underline-offset-2" rel="noopener">
                Get directions<span className="sr-only"> to {ctx.site.name} (opens OpenStreetMap)</span>
              </a>
            </div>
          </div>
        )}
      </div>
    </Section>
  );
}
