import { roleAllows, type Capability, type SiteRole } from "@/modules/auth/access";
import { NavLink } from "./nav-link";

interface Item {
  href: string;
  label: string;
  needs: Capability;
  /** Shown only to a site that uses it (a restaurant's order board and reservations). */
  when?: keyof SiteUses;
}

/** What a site takes that not every site does: a menu, online orders, table reservations, appointments, bill payments. */
export interface SiteUses {
  menu?: boolean;
  orders?: boolean;
  reservations?: boolean;
  appointments?: boolean;
  bills?: boolean;
}

/** The site's admin sections, only those the role may open. */
export function SiteNav({
  slug,
  role,
  unread,
  uses = {},
}: {
  slug: string;
  role: SiteRole | "operator";
  unread?: { messages: number; outbox: number };
  uses?: SiteUses;
}) {
  const base = `/admin/sites/${slug}`;
  const badges: Record<string, { count: number; what: string } | undefined> = {
    [`${base}/inbox`]: unread?.messages ? { count: unread.messages, what: "new" } : undefined,
    [`${base}/outbox`]: unread?.outbox ? { count: unread.outbox, what: "failed" } : undefined,
  };
  const groups: Array<{ heading: string; items: Item[] }> = [
    {
      heading: "Content",
      items: [
        { href: base, label: "Overview", needs: "content" },
        { href: `${base}/pages`, label: "Pages", needs: "content" },
        { href: `${base}/posts`, label: "Blog posts", needs: "content" },
        { href: `${base}/content`, label: "Collections", needs: "content" },
        { href: `${base}/media`, label: "Media", needs: "content" },
        { href: `${base}/menu`, label: "Menu", needs: "content", when: "menu" },
        { href: `${base}/navigation`, label: "Navigation", needs: "content" },
        { href: `${base}/forms`, label: "Forms", needs: "content" },
      ],
    },
    {
      heading: "Inbox",
      items: [
        { href: `${base}/inbox`, label: "Messages", needs: "inbox" },
        { href: `${base}/orders`, label: "Order board", needs: "inbox", when: "orders" },
        { href: `${base}/reservations`, label: "Reservations", needs: "inbox", when: "reservations" },
        { href: `${base}/appointments`, label: "Appointments", needs: "inbox", when: "appointments" },
        { href: `${base}/payments`, label: "Payments", needs: "inbox" },
        { href: `${base}/bills`, label: "Bills", needs: "inbox", when: "bills" },
        { href: `${base}/bookings`, label: "Bookings", needs: "inbox" },
        { href: `${base}/gift-cards`, label: "Gift cards", needs: "inbox" },
        { href: `${base}/subscribers`, label: "Subscribers", needs: "inbox" },
        { href: `${base}/newsletters`, label: "Newsletters", needs: "inbox" },
        { href: `${base}/outbox`, label: "Mail outbox", needs: "inbox" },
      ],
    },
    {
      heading: "Site",
      items: [
        { href: `${base}/settings`, label: "Settings and theme", needs: "site" },
        { href: `${base}/hours`, label: "Hours and closures", needs: "site" },
        { href: `${base}/people`, label: "People", needs: "site" },
        { href: `${base}/redirects`, label: "Redirects", needs: "site" },
        { href: `${base}/domains`, label: "Domains", needs: "site" },
        { href: `${base}/trash`, label: "Trash", needs: "site" },
        { href: `${base}/activity`, label: "Activity", needs: "site" },
      ],
    },
  ];
  return (
    <nav aria-label="Site administration" className="text-sm">
      {groups.map((group) => {
        const items = group.items.filter((item) => roleAllows(role, item.needs) && (!item.when || uses[item.when]));
        if (!items.length) return null;
        return (
          <div key={group.heading} className="mb-4">
            <p className="mb-1 px-3 text-xs font-semibold tracking-wide text-muted uppercase">{group.heading}</p>
            <ul>
              {items.map((item) => (
                <li key={item.href}>
                  <NavLink href={item.href} exact={item.href === base}>
                    {item.label}
                    {badges[item.href] && (
                      <span className="ml-auto rounded-full bg-red-700 px-2 text-xs font-semibold text-white">
                        {badges[item.href]!.count}
                        <span className="sr-only"> {badges[item.href]!.what}</span>
                      </span>
                    )}
                  </NavLink>
                </li>
              ))}
            </ul>
          </div>
        );
      })}
    </nav>
  );
}
