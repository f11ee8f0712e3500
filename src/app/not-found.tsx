import Link from "next/link";

/** The platform's own 404: an unknown site, or a reserved path. */
export default function PlatformNotFound() {
  return (
    <main id="main" className="mx-auto max-w-2xl px-6 py-24 text-center">
      <p className="font-heading text-6xl font-bold text-primary">404</p>
      <h1 className="mt-4 font-heading text-3xl font-bold">There is no site at this address</h1>
      <p className="mt-4 text-lg text-muted">Check the address, or find the site you want in the directory.</p>
      <Link href="/" className="mt-8 inline-flex rounded-site bg-primary px-5 py-2.5 font-semibold text-on-primary">
        Mainstreet home
      </Link>
    </main>
  );
}
