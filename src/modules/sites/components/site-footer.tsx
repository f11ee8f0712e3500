import Link from "@/components/link";
import { Clock, Mail, MapPin, Phone } from "lucide-react";
import { BreakableEmail } from "@/components/breakable-email";
import { LogoMark } from "@/components/decor";
import { comingSpecialDays } from "@/lib/calendar";
import { now } from "@/lib/clock";
import { formatDays, formatTime, seasonWords, specialDayWords } from "@/lib/format";
import { dateIn } from "@/lib/time";
import { calendarOf } from "../calendar";
import { siteHref, telHref } from "@/lib/links";
import type { Site } from "../queries";
import { DrawnMap } from "./drawn-map";

const NETWORK_LABELS = {
  facebook: "Facebook",
  instagram: "Instagram",
  linkedin: "LinkedIn",
  x: "X",
  youtube: "YouTube",
  tiktok: "TikTok",
  nextdoor: "Nextdoor",
  yelp: "Yelp",
} as const;

/**
 * The site's hours as visitors read them, from its calendar: the usual week,
 * each season that changes it, and the special days of the next two weeks
 * (a holiday, a closure, other hours), so a page never says less than the
 * forms obey.
 */
export function HoursList({ site, className = "" }: { site: Site; className?: string }) {
  const { hours, hoursNote } = site.settings;
  const calendar = calendarOf(site);
  const coming = comingSpecialDays(calendar, dateIn(now(), calendar.timeZone));
  const seasons = site.settings.seasons ?? [];
  if (!hours.length && !hoursNote && !coming.length) return null;
  return (
    <div className={className}>
      {hours.length > 0 && (
        // One grid for every row, so the days and the times line up in two columns; a time never breaks, the days may.
        <dl className="grid grid-cols-[minmax(0,1fr)_auto] gap-x-4 gap-y-1">
          {hours.map((h) => (
            <div key={`${h.days.join()}${h.opens}`} className="contents">
              <dt className="font-medium">{formatDays(h.days)}</dt>
              <dd className="text-right whitespace-nowrap">
                {formatTime(h.opens)} – {formatTime(h.closes)}
              </dd>
            </div>
          ))}
        </dl>
      )}
      {seasons.map((season) => (
        <p key={season.name} className="mt-2 text-sm">
          {seasonWords(season)}
        </p>
      ))}
      {coming.map((day) => (
        <p key={day.from} className="mt-2 text-sm font-semibold" data-testid="special-hours">
          {specialDayWords(day)}
        </p>
      ))}
      {hoursNote && <p className="mt-2 text-sm">{hoursNote}</p>}
    </div>
  );
}

export function SiteFooter({ site }: { site: Site }) {
  const { contact, social, footerLinks, navigation, tagline } = site.settings;
  const variant = site.theme.footer;
  const band = variant === "band";
  const year = new Date().getFullYear();
  const links = footerLinks.length ? footerLinks : navigation.map(({ label, href }) => ({ label, href }));
  const address = contact.address;

  const contactList = (
    <ul className="space-y-2">
      {address && (
        <li className="flex gap-2">
          <MapPin aria-hidden="true" size={18} className="mt-1 shrink-0" />
          <span>
            {address.street}
            <br />
            {address.locality}, {address.region} {address.postalCode}
          </span>
        </li>
      )}
      {contact.phone && (
        <li className="flex gap-2">
          <Phone aria-hidden="true" size={18} className="mt-1 shrink-0" />
          <a href={telHref(contact.phone)} className="underline underline-offset-2">
            {contact.phone}
          </a>
        </li>
      )}
      {contact.email && (
        <li className="flex gap-2">
          <Mail aria-hidden="true" size={18} className="mt-1 shrink-0" />
          <a href={`mailto:${contact.email}`} className="min-w-0 underline underline-offset-2">
            <BreakableEmail email={contact.email} />
          </a>
        </li>
      )}
      {contact.serviceAreaNote && <li className="text-sm">{contact.serviceAreaNote}</li>}
    </ul>
  );

  if (variant === "map" && address) {
    // Where to find the business and when it is open, side by side: a drawn map, then the week's hours.
    const hasHours = site.settings.hours.length > 0 || Boolean(site.settings.hoursNote);
    return (
      <footer className="border-t border-line bg-surface">
        <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-[minmax(0,7fr)_minmax(0,5fr)]">
          <DrawnMap site={site} className="min-h-80" />
          <div className="flex flex-col gap-8">
            <div>
              <p className="flex items-center gap-3 font-heading text-xl font-bold">
                <LogoMark logo={site.theme.logo} size={36} />
                {site.name}
              </p>
              {tagline && <p className="mt-2 text-muted">{tagline}</p>}
            </div>
            {hasHours && (
              <div>
                <h2 className="mb-3 flex items-center gap-2 font-heading text-lg font-bold">
                  <Clock aria-hidden="true" size={18} /> Opening hours
                </h2>
                <HoursList site={site} className="max-w-sm" />
              </div>
            )}
            <div>
              <h2 className="mb-3 font-heading text-lg font-bold">Find us</h2>
              <div className="text-muted">{contactList}</div>
            </div>
          </div>
        </div>
        <FooterBase site={site} year={year} links={links} social={social} />
      </footer>
    );
  }

  if (variant === "simple") {
    return (
      <footer className="border-t border-line bg-surface">
        <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-10 sm:px-6 md:flex-row md:items-start md:justify-between">
          <div className="max-w-sm">
            <p className="flex items-center gap-3 font-heading text-lg font-bold">
              <LogoMark logo={site.theme.logo} size={32} />
              {site.name}
            </p>
            {tagline && <p className="mt-2 text-muted">{tagline}</p>}
          </div>
          <div className="text-muted">{contactList}</div>
          <div className="text-muted">
            <HoursList site={site} />
          </div>
        </div>
        <FooterBase site={site} year={year} links={links} social={social} />
      </footer>
    );
  }

  return (
    <footer className={band ? "bg-primary text-on-primary" : "border-t border-line bg-surface text-ink"}>
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:grid-cols-2 sm:px-6 lg:grid-cols-4">
        <div>
          <p className="flex items-center gap-3 font-heading text-lg font-bold">
            <LogoMark logo={site.theme.logo} size={32} inverse={band} />
            {site.name}
          </p>
          {tagline && <p className={`mt-3 ${band ? "" : "text-muted"}`}>{tagline}</p>}
        </div>
        <div>
          <h2 className="mb-3 font-heading text-base font-bold">Contact</h2>
          <div className={band ? "" : "text-muted"}>{contactList}</div>
        </div>
        <div>
          {(site.settings.hours.length > 0 || site.settings.hoursNote) && (
            <>
              <h2 className="mb-3 flex items-center gap-2 font-heading text-base font-bold">
                <Clock aria-hidden="true" size={18} /> Hours
              </h2>
              <HoursList site={site} className={band ? "" : "text-muted"} />
            </>
          )}
        </div>
        {links.length > 0 && (
          <nav aria-label="Footer">
            <h2 className="mb-3 font-heading text-base font-bold">Explore</h2>
            <ul className="space-y-1.5">
              {links.map((link) => (
                <li key={link.label}>
                  <Link href={siteHref(site.slug, link.href)} className="underline-offset-2 hover:underline">
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        )}
      </div>
      <FooterBase site={site} year={year} links={[]} social={social} band={band} />
    </footer>
  );
}

function FooterBase({
  site,
  year,
  links,
  social,
  band = false,
}: {
  site: Site;
  year: number;
  links: Array<{ label: string; href: string }>;
  social: Site["settings"]["social"];
  band?: boolean;
}) {
  return (
    <div className={`border-t ${band ? "border-on-primary/30" : "border-line"}`}>
      <div className="mx-auto flex max-w-6xl flex-col gap-3 px-4 py-5 text-sm sm:px-6 md:flex-row md:items-center md:justify-between">
        <p>
          © {year} {site.name}
        </p>
        {(links.length > 0 || social.length > 0) && (
          <ul className="flex flex-wrap gap-x-5 gap-y-2">
            {links.map((link) => (
              <li key={link.label}>
                <Link href={siteHref(site.slug, link.href)} className="underline underline-offset-2">
                  {link.label}
                </Link>
              </li>
            ))}
            {social.map((s) => (
              <li key={s.url}>
                <a href={s.url} className="underline underline-offset-2" rel="noopener">
                  {NETWORK_LABELS[s.network]}
                </a>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
