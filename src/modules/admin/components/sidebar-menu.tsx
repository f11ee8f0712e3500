"use client";

import { usePathname } from "next/navigation";
import { useEffect, useRef, type ReactNode } from "react";

/** Tailwind's md: from here up the sections stand beside the work. */
const WIDE = "(min-width: 48rem)";

/**
 * The admin's sections: beside the work from a tablet's width up; on a phone
 * a one-line bar whose "Menu" opens them above the page. It is a <details>,
 * so it opens and closes without JavaScript and is announced as a button that
 * is expanded or collapsed; from md up CSS shows its sections whatever its
 * state (globals.css, [data-sidebar]), and this script keeps the state true
 * to what is seen. On a phone it closes after a link is followed (the layout
 * stays mounted across the admin's pages) and on Escape, giving the focus
 * back to the bar.
 */
export function SidebarMenu({ title, badge, children }: { title: string; badge?: ReactNode; children: ReactNode }) {
  const details = useRef<HTMLDetailsElement>(null);
  const pathname = usePathname();

  useEffect(() => {
    const element = details.current;
    if (!element) return;
    const wide = window.matchMedia(WIDE);
    const fit = () => {
      element.open = wide.matches;
    };
    fit();
    wide.addEventListener("change", fit);
    const escape = (event: KeyboardEvent) => {
      if (event.key !== "Escape" || wide.matches || !element.open) return;
      element.open = false;
      element.querySelector("summary")?.focus();
    };
    element.addEventListener("keydown", escape);
    return () => {
      wide.removeEventListener("change", fit);
      element.removeEventListener("keydown", escape);
    };
  }, []);

  useEffect(() => {
    const element = details.current;
    if (element && !window.matchMedia(WIDE).matches) element.open = false;
  }, [pathname]);

  return (
    <details ref={details} data-sidebar="">
      <summary className="flex min-h-12 items-center justify-between gap-3 rounded-lg border border-line bg-page px-3 py-1.5 shadow-sm md:hidden">
        <span className="min-w-0 truncate font-semibold">{title}</span>
        <span className="inline-flex min-h-10 shrink-0 items-center gap-2 rounded-md border border-gray-500 bg-white px-3 text-sm font-semibold text-gray-900">
          <svg aria-hidden="true" viewBox="0 0 20 20" width="18" height="18" fill="currentColor">
            <rect x="2" y="4" width="16" height="2" rx="1" />
            <rect x="2" y="9" width="16" height="2" rx="1" />
            <rect x="2" y="14" width="16" height="2" rx="1" />
          </svg>
          Menu
          {badge}
        </span>
      </summary>
      <div className="mt-2 rounded-lg border border-line bg-page py-3 md:mt-0 md:border-0 md:bg-transparent md:py-0">{children}</div>
    </details>
  );
}
