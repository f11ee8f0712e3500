import type { AnchorHTMLAttributes } from "react";

type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> & { href: string };

/**
 * A link on a site page: a plain anchor. Site pages are rendered by the
 * edge's document renderer and hydrated as islands, neither of which has
 * Next's client router for next/link to drive (the admin keeps next/link).
 * Its attributes come in next/link's order (the props, then href), so pages
 * read byte for byte as they did when Next rendered them.
 */
export default function Link({ href, ...props }: LinkProps) {
  return <a {...props} href={href} />;
}
