import Link from "next/link";
import { ChevronDown, Menu } from "lucide-react";
import { LogoMark } from "@/components/decor";
import { siteHref } from "@/lib/links";
import type { Site } from "../queries";

/**
 * The site's header in one of three variants. Menus are <details> elements,
 * so navigation works without JavaScript and with the keyboard.
 */
export function SiteHeader({ site }: { site: Site }) {
  const { header } = site.theme;
  const { navigation, headerAction } = site.settings;
  const bar = header === "bar";
  const centered = header === "centered";
  const brand = (
    <Link href={siteHref(site.slug, "")} className="flex items-center gap-3 font-heading text-xl font-bold no-underline">
      <LogoMark logo={site.theme.logo} inverse={bar} />
      <span>{site.name}</span>
    </Link>
  );
  const action = headerAction && (
    <Link
      href={siteHref(site.slug, headerAction.href)}
      className={`inline-flex items-center rounded-site px-4 py-2 text-sm font-semibold no-underline ${bar ? "bg-page text-primary" : "bg-primary text-on-primary"} hover:opacity-90`}
    >
      {headerAction.label}
    </Link>
  );

  return (
    <header className={bar ? "bg-primary text-on-primary" : "border-b border-line bg-page"}>
      <div className={`mx-auto flex max-w-6xl flex-wrap items-center gap-x-6 gap-y-3 px-4 py-4 sm:px-6 ${centered ? "md:flex-col md:justify-center" : "justify-between"}`}>
        {brand}
        <div className="flex items-center gap-3 md:hidden">
          {action}
          {navigation.length > 0 && (
            <details className="group relative">
              <summary className="flex items-center gap-1 rounded-site border border-current px-3 py-2 text-sm font-semibold">
                <Menu aria-hidden="true" size={18} />
                Menu
              </summary>
              <nav aria-label="Main" className="absolute right-0 z-20 mt-2 w-64 rounded-site border border-line bg-page p-2 text-ink shadow-xl">
                <ul>
                  {navigation.map((item) => (
                    <li key={item.label}>
                      <Link href={siteHref(site.slug, item.href)} className="block rounded-site px-3 py-2 font-medium hover:bg-surface">
                        {item.label}
                      </Link>
                      {item.children && (
                        <ul className="ml-3 border-l border-line pl-2">
                          {item.children.map((child) => (
                            <li key={child.label}>
                              <Link href={siteHref(site.slug, child.href)} className="block rounded-site px-3 py-1.5 text-sm hover:bg-surface">
                                {child.label}
                              </Link>
                            </li>
                          ))}
                        </ul>
                      )}
                    </li>
                  ))}
                </ul>
              </nav>
            </details>
          )}
        </div>
        <div className={`hidden items-center gap-6 md:flex ${centered ? "md:w-full md:justify-center" : ""}`}>
          {navigation.length > 0 && (
            <nav aria-label="Main">
              <ul className="flex flex-wrap items-center gap-1">
                {navigation.map((item) => (
                  <li key={item.label} className="relative">
                    {item.children ? (
                      <details className="group">
                        <summary className="flex items-center gap-1 rounded-site px-3 py-2 font-medium hover:underline">
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
                      <Link href={siteHref(site.slug, item.href)} className="block rounded-site px-3 py-2 font-medium hover:underline">
                        {item.label}
                      </Link>
                    )}
                  </li>
                ))}
              </ul>
            </nav>
          )}
          {action}
        </div>
      </div>
    </header>
  );
}
