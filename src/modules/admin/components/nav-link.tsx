"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import type { ReactNode } from "react";

/** A navigation link that marks the section one is in (aria-current). */
export function NavLink({ href, exact = false, children }: { href: string; exact?: boolean; children: ReactNode }) {
  const pathname = usePathname();
  const current = exact ? pathname === href : pathname === href || pathname.startsWith(`${href}/`);
  return (
    <Link
      href={href}
      aria-current={current ? "page" : undefined}
      className={`flex min-h-10 items-center rounded-md px-3 py-1.5 no-underline hover:bg-surface ${current ? "bg-surface font-semibold text-primary" : "text-ink"}`}
    >
      {children}
    </Link>
  );
}
