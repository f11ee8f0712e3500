import type { ReactNode } from "react";

/** The frame of the sign-in, forgot and reset pages: one narrow card, centred. */
export function SignInFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <main id="main" className="mx-auto max-w-md px-4 py-12 md:py-20">
      <p className="mb-6 text-center text-lg font-bold tracking-tight text-primary">Mainstreet</p>
      <div className="rounded-lg border border-line bg-page p-6 shadow-sm">
        <h1 className="mb-4 text-2xl font-bold">{title}</h1>
        {children}
      </div>
    </main>
  );
}
