import type { Metadata } from "next";
import Link from "next/link";
import type { ReactNode } from "react";
import { actorOrSignIn } from "@/modules/auth/session";

export const metadata: Metadata = { title: { default: "Admin - Mainstreet", template: "%s - Mainstreet admin" }, robots: { index: false } };

/** Every admin screen: who is signed in, the way home, and signing out. Each page checks its own access too. */
export default async function AdminLayout({ children }: { children: ReactNode }) {
  const actor = await actorOrSignIn();
  return (
    <div className="min-h-screen bg-surface">
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-page focus:p-2">
        Skip to content
      </a>
      <header className="border-b border-line bg-page">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-3 px-4 py-3">
          <Link href="/admin" className="text-lg font-bold tracking-tight text-primary no-underline">
            Mainstreet admin
          </Link>
          <div className="flex flex-wrap items-center gap-3 text-sm">
            {/* On a phone the bar keeps to one line: the console's short name, and the address only in the button's name. */}
            {actor.isOperator && (
              <Link href="/admin/console" className="font-medium text-ink underline">
                <span className="sm:hidden">Console</span>
                <span className="hidden sm:inline">Operator console</span>
              </Link>
            )}
            <span className="hidden text-muted sm:inline">{actor.email}</span>
            <form method="post" action="/api/auth/sign-out">
              <button type="submit" className="min-h-10 rounded-md border border-line px-3 font-medium hover:bg-surface">
                Sign out<span className="sr-only sm:hidden"> {actor.email}</span>
              </button>
            </form>
          </div>
        </div>
      </header>
      {children}
    </div>
  );
}
