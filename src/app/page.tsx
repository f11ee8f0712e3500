import Link from "next/link";
import { getPlatformSettings, listDirectory } from "@/modules/sites/queries";
import { Directory } from "./directory";

export const dynamic = "force-dynamic";

export const metadata = {
  title: "Mainstreet: websites for small businesses and community organisations",
  description: "One platform hosting fast, accessible websites for restaurants, trades, practices, towns and nonprofits, each under its own address.",
};

export default async function PlatformHome({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const settings = await getPlatformSettings();
  const sites = settings.directory ? await listDirectory() : [];
  return (
    <main id="main">
      <section className="bg-primary text-on-primary">
        <div className="mx-auto max-w-6xl px-6 py-20 md:py-28">
          <div className="flex items-center justify-between gap-4">
            <p className="text-sm font-semibold tracking-widest uppercase">Mainstreet</p>
            <Link href="/login" className="rounded-site border-2 border-on-primary px-4 py-2 text-sm font-semibold">
              Owners: sign in
            </Link>
          </div>
          <h1 className="mt-4 max-w-3xl font-heading text-4xl font-bold tracking-tight md:text-6xl">Websites for the businesses on your main street</h1>
          <p className="mt-6 max-w-2xl text-lg md:text-xl">
            Restaurants, trades, dental practices, town halls and nonprofits: each gets a fast, accessible site of its own, where visitors read, then act: get
            in touch, book, donate, apply, subscribe or pay.
          </p>
        </div>
      </section>
      <section className="mx-auto grid max-w-6xl gap-8 px-6 py-16 md:grid-cols-3" aria-label="What Mainstreet does">
        {[
          [
            "Built for action",
            "Contact, booking, donations, applications and payments work the same way on every site, and nothing a visitor sends is ever lost.",
          ],
          ["Accessible by default", "Every page is checked against WCAG 2.2 AA. The editor refuses colours without contrast and images without alt text."],
          ["Fast everywhere", "Pages are served from cache and refreshed the moment an owner publishes. Content pages ship no JavaScript they do not need."],
        ].map(([title, body]) => (
          <div key={title}>
            <h2 className="font-heading text-xl font-bold">{title}</h2>
            <p className="mt-2 text-muted">{body}</p>
          </div>
        ))}
      </section>
      {settings.directory && <Directory sites={sites} query={await searchParams} />}
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
