import { format, type UrlObject } from "node:url";
import type { AnchorHTMLAttributes, ReactNode } from "react";

type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> & { href: string | UrlObject; children?: ReactNode };

/** Next's Link's own props, which mean nothing without its router. */
const ROUTER_PROPS = new Set(["prefetch", "replace", "scroll", "shallow", "passHref", "legacyBehavior", "locale", "onNavigate", "as"]);

/**
 * next/link for the document renderer (node-hooks.mjs points the server
 * process's imports of "next/link" here; Next's own build is untouched). A
 * page sent without scripts has no router for Link to drive, so its link is
 * the anchor Link renders on the server, written as Link writes it (its props,
 * then href), without the tenth of a render Link spends preparing to navigate.
 */
export default function PlainLink({ href, ...props }: LinkProps) {
  const anchor = Object.fromEntries(Object.entries(props).filter(([name]) => !ROUTER_PROPS.has(name)));
  return <a {...anchor} href={typeof href === "string" ? href : format(href)} />;
}
