import { AFTER_SWAP, BEFORE_SWAP } from "./island-events";

/**
 * Shows another address of the site in this document without a reload, as
 * Next's router did for the pages it drew: the page at `address` is fetched
 * as a visitor's browser would load it, its body takes the place of this
 * one's, the address goes in the history, and its islands are hydrated. The
 * page's scripts are already here (an island page loads one entry), so the
 * new body needs none; a page that is not an island page (one Next renders,
 * an error) is simply loaded. Scroll goes to what the address's anchor
 * names, as on a page load, and focus with it. Going back or forward loads the page.
 */
export async function showInPlace(address: string, { replace = false }: { replace?: boolean } = {}): Promise<void> {
  const target = new URL(address, window.location.href);
  let html: string;
  try {
    const answer = await fetch(target.href, { headers: { Accept: "text/html" } });
    if (!answer.ok || !(answer.headers.get("content-type") ?? "").startsWith("text/html")) return load(target);
    html = await answer.text();
  } catch {
    return load(target);
  }
  const page = new DOMParser().parseFromString(html, "text/html");
  // Next's page keeps its own scripts, which only a load runs.
  if (page.querySelector('script[src^="/_next/"]')) return load(target);
  // Its scripts and their preloads carry its own nonce, which this document's policy refuses: the islands' entry is here already.
  for (const element of page.body.querySelectorAll('script[type="module"], link[rel="modulepreload"]')) element.remove();
  watchHistory();
  document.dispatchEvent(new Event(BEFORE_SWAP));
  document.title = page.title;
  document.body.replaceWith(page.body);
  window.history[replace ? "replaceState" : "pushState"](null, "", target.href);
  shown = target.pathname + target.search;
  document.dispatchEvent(new Event(AFTER_SWAP));
  const anchor = decodeURIComponent(target.hash.slice(1));
  const element = anchor ? document.getElementById(anchor) : null;
  // Focus goes where a screen reader should start: what the anchor names, or the first thing inside it that takes focus by script (a booking's step heading).
  const focusable = element?.hasAttribute("tabindex") ? element : element?.querySelector<HTMLElement>('[tabindex="-1"]');
  focusable?.focus({ preventScroll: true });
  element?.scrollIntoView({ block: "start" });
}

/** Loads `target` as a page: this very address too (assigning it, when only its anchor differs, would only scroll). */
function load(target: URL): void {
  if (target.pathname + target.search !== window.location.pathname + window.location.search) return window.location.assign(target.href);
  window.history.replaceState(null, "", target.href);
  window.location.reload();
}

/** The page this document shows (its path and query), once a swap has drawn one. */
let shown: string | null = null;

/** Going back or forward to another page than the one shown (not to an anchor of it) loads that page. */
function watchHistory(): void {
  if (shown !== null) return;
  shown = window.location.pathname + window.location.search;
  window.addEventListener("popstate", () => {
    if (window.location.pathname + window.location.search !== shown) window.location.reload();
  });
}
