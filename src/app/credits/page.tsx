import Link from "next/link";
import { drawingCredits, LICENCES, photoCredits } from "@/demo/images/credits";

// Rendered on request, as every page is: a page Next prerendered at build time would carry no nonce, and its scripts would not run (server/csp.ts).
export const dynamic = "force-dynamic";

export const metadata = {
  title: "Picture credits · Mainstreet",
  description: "Who made each photograph and drawing on the Mainstreet demo sites, under which licence, and where it comes from.",
};

function Licence({ id }: { id: string }) {
  const licence = LICENCES[id];
  if (!licence?.url) return <>{licence?.name ?? id}</>;
  return (
    <a href={licence.url} className="underline underline-offset-2 hover:text-primary">
      {licence.name}
    </a>
  );
}

/** The demo's picture credits: every photograph with its author and licence, then the drawings made for the demo. */
export default function CreditsPage() {
  const photos = photoCredits();
  const drawings = drawingCredits();
  return (
    <main id="main" className="mx-auto max-w-6xl px-6 py-16">
      <p className="text-sm font-semibold tracking-widest text-primary uppercase">
        <Link href="/" className="hover:underline">
          Mainstreet
        </Link>
      </p>
      <h1 className="mt-2 font-heading text-4xl font-bold tracking-tight">Picture credits</h1>
      <p className="mt-4 max-w-3xl text-lg text-muted">
        The demo sites use {photos.length} freely licensed photographs, taken from Debian packages that carry them, and{" "}
        {drawings.reduce((sum, g) => sum + g.items.length, 0)} pictures drawn in code for the demo. Thank you to every photographer below.
      </p>

      <section aria-labelledby="photographs" className="mt-12">
        <h2 id="photographs" className="font-heading text-2xl font-bold">
          Photographs
        </h2>
        <ul className="mt-4 grid gap-4 md:grid-cols-2">
          {photos.map((row) => (
            <li key={row.key} className="rounded-lg border border-line p-4">
              <p className="font-semibold">{row.alt}</p>
              <p className="mt-1 text-sm">
                {row.author} · <Licence id={row.licence} />
              </p>
              <p className="mt-1 text-sm break-all text-muted">{row.source}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="drawings" className="mt-12">
        <h2 id="drawings" className="font-heading text-2xl font-bold">
          Drawn for the demo
        </h2>
        <p className="mt-2 max-w-3xl text-muted">
          Paintings, tattoo flash, dishes, portraits, houses and logos were drawn in code for the Mainstreet demo, and anyone may use them under{" "}
          <Licence id="CC0-1.0" />.
        </p>
        {drawings.map((group) => (
          <details key={group.source} className="mt-4 rounded-lg border border-line p-4">
            <summary className="cursor-pointer font-semibold">
              {group.source} ({group.items.length})
            </summary>
            <ul className="mt-3 list-disc space-y-1 pl-6 text-sm">
              {group.items.map((row) => (
                <li key={row.key}>{row.alt}</li>
              ))}
            </ul>
          </details>
        ))}
      </section>
    </main>
  );
}
