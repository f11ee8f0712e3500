import { NavLink } from "@/modules/admin/components/nav-link";

const SECTIONS = [
  { href: "/admin/console", label: "Sites", exact: true },
  { href: "/admin/console/health", label: "Health", exact: false },
  { href: "/admin/console/figures", label: "Figures by site", exact: false },
  { href: "/admin/console/new", label: "Create a site", exact: false },
  { href: "/admin/console/people", label: "People", exact: false },
  { href: "/admin/console/audit", label: "Audit log", exact: false },
];

/** The console's sections, beside the work as a site's are. */
export function ConsoleNav() {
  return (
    <nav aria-label="Operator console" className="text-sm">
      <p className="mb-1 px-3 text-xs font-semibold tracking-wide text-muted uppercase">Operator console</p>
      <ul>
        {SECTIONS.map((s) => (
          <li key={s.href}>
            <NavLink href={s.href} exact={s.exact}>
              {s.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
