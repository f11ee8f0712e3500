import Link from "next/link";
import { LogoMark } from "@/components/decor";
import { getPlatformSettings, listDirectory } from "@/modules/sites/queries";

export const dynamic = "force-dynamic";

export const metadata = {
  title: "Mainstreet: websites for small businesses and community organisations",
  description: "One platform hosting fast, accessible websites for restaurants, trades, practices, towns and nonprofits, each under its own address.",
};

export default async function PlatformHome() {
  const settings = await getPlatformSettings();
  const sites = settings.directory ? await listDirectory() : [];
  return (
    <main id="main">
      <section className="bg-primary text-on-primary">
        <div className="mx-auto max-w-6xl px-6 py-20 md:py-28">
          <p className="text-sm font-semibold tracking-widest uppercase">Mainstreet</p>
          <h1 className="mt-4 max-w-3xl font-heading text-4xl font-bold tracking-tight md:text-6xl">Websites for the businesses on your main street</h1>
          <p className="mt-6 max-w-2xl text-lg md:text-xl">
            Restaurants, trades, dental practices, town halls and nonprofits: each gets a fast, accessible site of its own, where visitors read, then act: get in touch, book, donate, apply, subscribe or pay.
          </p>
        </div>
      </section>
      <section className="mx-auto grid max-w-6xl gap-8 px-6 py-16 md:grid-cols-3" aria-label="What Mainstreet does">
        {[
          ["Built for action", "Contact, booking, donations, applications and payments work the same way on every site, and nothing a visitor sends is ever lost."],
          ["Accessible by default", "Every page is checked against WCAG 2.2 AA. The editor refuses colours without contrast and images without alt text."],
          ["Fast everywhere", "Pages are served from cache and refreshed the moment an owner publishes. Content pages ship no JavaScript they do not need."],
        ].map(([title, body]) => (
          <div key={title}>
            <h2 className="font-heading text-xl font-bold">{title}</h2>
            <p className="mt-2 text-muted">{body}</p>
          </div>
        ))}
      </section>
      {settings.directory && (
        <section className="border-t border-line bg-surface" aria-labelledby="directory">
          <div className="mx-auto max-w-6xl px-6 py-16">
            <h2 id="directory" className="font-heading text-3xl font-bold">
              Sites on Mainstreet
            </h2>
            <p className="mt-2 text-muted">{sites.length} sites, each at its own address.</p>
            <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {sites.map((site) => (
                <li key={site.slug}>
                  <Link href={`/${site.slug}`} className="flex h-full items-start gap-4 rounded-lg border border-line bg-page p-5 transition hover:border-primary hover:shadow-md">
                    <span style={{ ["--site-primary" as string]: site.theme.palette.primary, ["--site-on-primary" as string]: site.theme.palette.onPrimary }}>
                      <LogoMark logo={site.theme.logo} size={44} />
                    </span>
                    <span>
                      <span className="block font-heading font-bold">{site.name}</span>
                      {site.tagline && <span className="mt-1 block text-sm text-muted">{site.tagline}</span>}
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        </section>
      )}
      <footer className="border-t border-line">
        <p className="mx-auto max-w-6xl px-6 py-8 text-sm text-muted">
          Mainstreet · one platform, many main streets ·{" "}
          <Link href="/credits" className="underline underline-offset-2 hover:text-primary">
            Picture credits
          </Link>
        </p>
      </footer>
    </main>
  );
}
