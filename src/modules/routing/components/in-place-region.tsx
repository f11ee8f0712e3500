"use client";

import { useState, type FormEvent, type MouseEvent, type ReactNode } from "react";
import { island } from "@/islands/island";
import { showInPlace } from "@/islands/in-place";

interface Props {
  children?: ReactNode;
  /** In the browser, the HTML the server drew `children` as (islands/island.tsx). */
  childrenHtml?: string;
  /** Which of its GET forms go in place (a CSS selector); every one when absent. */
  forms?: string;
  /** Whether its links to this same page go in place too. */
  links?: boolean;
  /** Whether the address it goes to takes the place of this one in the history (an addition to a cart) rather than following it (a booking's next step). */
  replace?: boolean;
}

/**
 * A part of a page whose steps go in place: a GET form inside it (an item's
 * "Add to order", a booking's party size) and, with `links`, a link to this
 * same page (a booking's day, time, month) load the address they would load
 * anyway, and the page is drawn there without a reload (islands/in-place.ts),
 * where the visitor is. Without JavaScript the form and the link simply load
 * their address. A link or form something else already handles (Next's own,
 * in a preview) is left to it.
 */
function InPlaceRegionBody({ children, childrenHtml, forms, links = false, replace = false }: Props) {
  const [pending, setPending] = useState(false);
  const go = (address: string) => {
    setPending(true);
    void showInPlace(address, { replace });
  };

  const onSubmit = (event: FormEvent<HTMLDivElement>) => {
    const form = event.target;
    if (event.defaultPrevented || !(form instanceof HTMLFormElement) || form.method !== "get" || (forms && !form.matches(forms))) return;
    event.preventDefault();
    if (pending) return;
    const query = new URLSearchParams();
    for (const [name, value] of new FormData(form, (event.nativeEvent as SubmitEvent).submitter)) if (typeof value === "string") query.append(name, value);
    const action = new URL(form.action);
    go(`${action.pathname}?${query.toString()}${action.hash}`);
  };

  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    if (!links || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = (event.target as Element).closest?.("a[href]");
    if (!(link instanceof HTMLAnchorElement) || link.target || link.hasAttribute("download")) return;
    const to = new URL(link.href);
    if (to.origin !== window.location.origin || to.pathname !== window.location.pathname) return;
    event.preventDefault();
    if (!pending) go(to.href);
  };

  const content = childrenHtml === undefined ? { children } : { dangerouslySetInnerHTML: { __html: childrenHtml } };
  return <div onSubmit={onSubmit} onClick={onClick} aria-busy={pending || undefined} {...content} />;
}

export const InPlaceRegion = island("in-place", InPlaceRegionBody);
