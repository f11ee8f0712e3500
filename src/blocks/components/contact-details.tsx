import { Clock, Mail, MapPin, Phone } from "lucide-react";
import { Section } from "@/components/ui";
import { DrawnMap } from "@/modules/sites/components/drawn-map";
import { BreakableEmail } from "@/components/breakable-email";
import { HoursList } from "@/modules/sites/components/site-footer";
import { telHref } from "@/lib/links";
import type { BlockComponentProps } from "../context";

/**
 * The site's address, phone, email, hours and a drawn map card with a
 * directions link (modules/sites/components/drawn-map.tsx).
 */
export function ContactDetailsBlock({ props, ctx }: BlockComponentProps<"contactDetails">) {
  const { contact } = ctx.site.settings;
  const address = contact.address;
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
        {props.showMap && <DrawnMap site={ctx.site} />}
      </div>
    </Section>
  );
}
