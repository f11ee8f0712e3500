import Link from "@/components/link";
import { ArrowRight, ChevronDown, MapPin, Menu, Phone, Search } from "lucide-react";
import { LogoMark } from "@/components/decor";
import { headerBreakpoints, type HeaderBreakpoint } from "@/lib/header-fit";
import { comingSpecialDays } from "@/lib/calendar";
import { now } from "@/lib/clock";
import { dayInWords, spansWords, summarizeHours } from "@/lib/format";
import { dateIn } from "@/lib/time";
import { calendarOf } from "../calendar";
import { siteHref, telHref } from "@/lib/links";
import { SEARCH_PATH, siteHasSearch } from "@/modules/search/site-search";
import type { Site } from "../queries";

type Classes = Record<HeaderBreakpoint, string>;
// Per breakpoint, written out whole so that Tailwind finds them.
/** The menu button, below the width at which the navigation has a row. */
const MENU_BELOW: Classes = { md: "md:hidden", lg: "lg:hidden", xl: "xl:hidden", "2xl": "2xl:hidden", never: "" };
/** The navigation, from that width on. */
const NAV_FROM: Classes = { md: "hidden md:block", lg: "hidden lg:block", xl: "hidden xl:block", "2xl": "hidden 2xl:block", never: "hidden" };
/** The search link beside the navigation, from the width the navigation shows; below it, search is in the menu. */
const SEARCH_FROM: Classes = { md: "hidden md:flex", lg: "hidden lg:flex", xl: "hidden xl:flex", "2xl": "hidden 2xl:flex", never: "hidden" };
/** The navigation on a row of its own under the name and button, its first label under the name's. */
const NAV_STACKED: Classes = {
  md: "md:order-last md:w-full md:-ml-3",
  lg: "lg:order-last lg:w-full lg:-ml-3",
  xl: "xl:order-last xl:w-full xl:-ml-3",
  "2xl": "2xl:order-last 2xl:w-full 2xl:-ml-3",
  never: "",
};
/** ...back beside them once one row holds everything. */
const NAV_BESIDE: Classes = {
  md: "md:order-none md:w-auto md:ml-0",
  lg: "lg:order-none lg:w-auto lg:ml-0",
  xl: "xl:order-none xl:w-auto xl:ml-0",
  "2xl": "2xl:order-none 2xl:w-auto 2xl:ml-0",
  never: "",
};
/** The name takes what the menu button leaves on a phone (wrapping if it must); from the navigation's width on, its own width. */
const BRAND_NATURAL: Classes = {
  md: "md:grow-0 md:basis-auto",
  lg: "lg:grow-0 lg:basis-auto",
  xl: "xl:grow-0 xl:basis-auto",
  "2xl": "2xl:grow-0 2xl:basis-auto",
  never: "",
};
/** A centred header: the name centred on its row, the navigation and button centred under it. */
const CENTRED: Classes = { md: "md:justify-center", lg: "lg:justify-center", xl: "xl:justify-center", "2xl": "2xl:justify-center", never: "" };
const CENTRED_BRAND: Classes = { md: "md:mx-auto", lg: "lg:mx-auto", xl: "xl:mx-auto", "2xl": "2xl:mx-auto", never: "" };
const ROW_BREAK: Classes = { md: "hidden md:block", lg: "hidden lg:block", xl: "hidden xl:block", "2xl": "hidden 2xl:block", never: "hidden" };

/**
 * The site's header, in one of five layouts (the theme's `header`): classic,
 * centered, bar, action (a strip with the address, hours and phone over the
 * navigation and a large call button) and overlay (see-through over a page that
 * opens with a full-bleed photograph: globals.css, by the page's first section,
 * so no page has to tell the layout). Menus are <details> elements, so
 * navigation works without JavaScript and with the keyboard. The labels
 * decide the layout (lib/header-fit.ts): the name, navigation and button on
 * one row where they fit; else the navigation on a row of its own under the
 * name and button; else, narrower still, the menu button, which opens a
 * full-width panel. No item ever wraps onto a line by itself. A site with
 * search (modules/search/site-search.ts) has a Search link beside the
 * navigation, on a phone too, unless its navigation already names the page.
 */
export async function SiteHeader({ site }: { site: Site }) {
  const { header } = site.theme;
  const { navigation, contact } = site.settings;
  const bar = header === "bar";
  const centered = header === "centered";
  const callout = header === "action";
  // The action header's button calls when the owner set none.
  const headerAction = site.settings.headerAction ?? (callout && contact.phone ? { label: `Call ${contact.phone}`, href: telHref(contact.phone) } : undefined);
  const search = (await siteHasSearch(site.id)) && !navigation.some((item) => item.href === SEARCH_PATH);
  const fit = headerBreakpoints({
    name: site.name,
    fonts: site.theme.fonts,
    layout: header,
    navigation: navigation.map((item) => ({ label: item.label, hasChildren: Boolean(item.children?.length) })),
    action: headerAction?.label,
    search,
  });
  const stacks = fit.stacked !== fit.oneRow;
  const brand = (
    <Link
      href={siteHref(site.slug, "")}
      className={`mr-auto flex min-w-0 grow basis-0 items-center gap-3 font-heading text-xl font-bold no-underline ${BRAND_NATURAL[fit.stacked]} ${centered ? CENTRED_BRAND[fit.oneRow] : ""}`}
    >
      <LogoMark logo={site.theme.logo} inverse={bar} />
      <span>{site.name}</span>
    </Link>
  );
  const calls = headerAction?.href.startsWith("tel:");
  const action = headerAction && (
    <Link
      href={siteHref(site.slug, headerAction.href)}
      className={`order-last inline-flex w-full items-center justify-center gap-2 whitespace-nowrap rounded-site no-underline sm:order-none sm:w-auto hover:opacity-90 ${callout ? "px-6 py-3 text-base font-semibold shadow-md" : "px-4 py-2 text-sm font-semibold"} ${bar ? "bg-page text-primary" : "bg-primary text-on-primary"}`}
    >
      {callout && (calls ? <Phone aria-hidden="true" size={20} /> : <ArrowRight aria-hidden="true" size={20} />)}
      {headerAction.label}
    </Link>
  );

  return (
    <header data-header={header} className={`relative ${bar ? "bg-primary text-on-primary" : "border-b border-line bg-page"}`}>
      {callout && <ActionStrip site={site} />}
      <div className={`mx-auto flex max-w-6xl flex-wrap items-center gap-x-6 gap-y-3 px-4 py-4 sm:px-6 ${centered ? CENTRED[fit.oneRow] : ""}`}>
        {brand}
        {centered && <div aria-hidden="true" className={`h-0 basis-full ${ROW_BREAK[fit.oneRow]}`} />}
        {navigation.length > 0 && (
          <nav aria-label="Main" className={`${NAV_FROM[fit.stacked]} ${stacks ? `${NAV_STACKED[fit.stacked]} ${NAV_BESIDE[fit.oneRow]}` : ""}`}>
            <ul className="flex items-center gap-1">
              {navigation.map((item) => (
                <li key={item.label} className="relative">
                  {item.children ? (
                    <details className="group">
                      <summary className="flex items-center gap-1 whitespace-nowrap rounded-site px-3 py-2 font-medium hover:underline">
                        {item.label}
                        <ChevronDown aria-hidden="true" size={16} className="transition group-open:rotate-180" />
                      </summary>
                      <ul className="absolute left-0 z-20 mt-1 min-w-56 rounded-site border border-line bg-page p-2 text-ink shadow-xl">
                        <li>
                          <Link href={siteHref(site.slug, item.href)} className="block rounded-site px-3 py-2 font-medium hover:bg-surface">
                            {item.label} overview
                          </Link>
                        </li>
                        {item.children.map((child) => (
                          <li key={child.label}>
                            <Link href={siteHref(site.slug, child.href)} className="block rounded-site px-3 py-2 hover:bg-surface">
                              {child.label}
                            </Link>
                          </li>
                        ))}
                      </ul>
                    </details>
                  ) : (
                    <Link href={siteHref(site.slug, item.href)} className="block whitespace-nowrap rounded-site px-3 py-2 font-medium hover:underline">
                      {item.label}
                    </Link>
                  )}
                </li>
              ))}
            </ul>
          </nav>
        )}
        {search && (
          // In a box of its own: the header's own links (the name, the button) are its row's direct children.
          // Where the menu takes the navigation's place, search goes into it and leaves the name its room.
          <div className={navigation.length > 0 ? SEARCH_FROM[fit.stacked] : "flex"}>
            <Link
              href={siteHref(site.slug, SEARCH_PATH)}
              className="inline-flex min-h-11 min-w-11 items-center justify-center gap-1 rounded-site px-2 font-medium no-underline hover:underline"
            >
              <Search aria-hidden="true" size={20} />
              <span className="sr-only sm:not-sr-only">Search</span>
            </Link>
          </div>
        )}
        {action}
        {navigation.length > 0 && (
          <details className={`group ${MENU_BELOW[fit.stacked]}`}>
            <summary className="flex items-center gap-1 rounded-site border border-current px-3 py-2 text-sm font-semibold">
              <Menu aria-hidden="true" size={18} />
              Menu
            </summary>
            <nav aria-label="Main" className="absolute inset-x-0 top-full z-20 border-y border-line bg-page text-ink shadow-xl">
              <ul className="mx-auto max-w-6xl px-4 py-3 sm:px-6">
                {navigation.map((item) => (
                  <li key={item.label}>
                    <Link href={siteHref(site.slug, item.href)} className="block rounded-site px-3 py-3 text-lg font-medium hover:bg-surface">
                      {item.label}
                    </Link>
                    {item.children && (
                      <ul className="mb-2 ml-3 border-l border-line pl-2">
                        {item.children.map((child) => (
                          <li key={child.label}>
                            <Link href={siteHref(site.slug, child.href)} className="block rounded-site px-3 py-2 hover:bg-surface">
                              {child.label}
                            </Link>
                          </li>
                        ))}
                      </ul>
                    )}
                  </li>
                ))}
                {search && (
                  <li>
                    <Link
                      href={siteHref(site.slug, SEARCH_PATH)}
                      className="flex items-center gap-2 rounded-site px-3 py-3 text-lg font-medium hover:bg-surface"
                    >
                      <Search aria-hidden="true" size={20} />
                      Search
                    </Link>
                  </li>
                )}
              </ul>
            </nav>
          </details>
        )}
      </div>
    </header>
  );
}

/** The action header's strip: where the business is, its usual hours and its phone, above everything. */
function ActionStrip({ site }: { site: Site }) {
  const { contact, hours } = site.settings;
  const week = summarizeHours(hours);
  const calendar = calendarOf(site);
  const [special] = comingSpecialDays(calendar, dateIn(now(), calendar.timeZone));
  const where = contact.address ? `${contact.address.street}, ${contact.address.locality}` : null;
  if (!where && !week && !contact.phone) return null;
  return (
    <div className="bg-primary text-sm text-on-primary">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-6 gap-y-1 px-4 py-2 sm:px-6">
        {where && (
          <p className="hidden items-center gap-1.5 sm:flex">
            <MapPin aria-hidden="true" size={16} />
            {where}
          </p>
        )}
        <p className="flex flex-wrap items-center gap-x-4">
          {week && !special && <span className="hidden md:inline">{week}</span>}
          {special && (
            <span data-testid="special-hours-strip">
              {special.name} ({dayInWords(special.from, { year: false }).replace(/^\w+, /, "")}): {special.hours.length ? spansWords(special.hours) : "closed"}
            </span>
          )}
          {contact.phone && (
            <a href={telHref(contact.phone)} className="font-semibold underline underline-offset-2">
              {contact.phone}
            </a>
          )}
        </p>
      </div>
    </div>
  );
}
