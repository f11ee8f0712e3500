import { ISLAND_MARK, NEEDS_SCRIPTS_MARK } from "@/lib/page-marks";
import { CLIENT_RENDERED_SHELL, UNFINISHED_BOUNDARY } from "./next-adapter";

/**
 * A public page that shows nothing interactive needs none of Next's scripts:
 * the router, React DOM and the page's RSC payload are 130 KB of JavaScript
 * and half the HTML, spent on hydrating text and links. The page cache keeps
 * such a page without them, as a plain HTML document (its links still work;
 * they load the next page as any link does). A page keeps every script when
 * anything on it marks itself as needing them (<NeedsScripts />), or has
 * an island (a form, a calculator, the balance check: ../islands; Next's
 * scripts hydrate it with the rest of the page), and
 * when part or all of it is left for a script to render (a pending or
 * client-rendered Suspense boundary; the empty shell Next sends when a page
 * calls notFound() during its render, such as the platform's 404 for an
 * unknown site).
 *
 * Anonymous visitors' pages are mostly rendered without Next, and so without
 * scripts, in the first place (./document); this is for the pages Next still
 * renders for the cache: in development, and when that renderer hands a page
 * back.
 *
 * Returns the same document without Next's scripts, or null when it must keep them.
 */
export function withoutScripts(html: string): string | null {
  if (html.includes(NEEDS_SCRIPTS_MARK) || html.includes(`<div ${ISLAND_MARK}=`) || UNFINISHED_BOUNDARY.test(html) || html.includes(CLIENT_RENDERED_SHELL))
    return null;
  return html
    .replace(SCRIPT, (tag: string, attributes: string) => (DATA_SCRIPT.test(attributes) ? tag : ""))
    .replace(SCRIPT_PRELOAD, "")
    .replace(NONCE, "");
}

const SCRIPT = /<script\b([^>]*)>[\s\S]*?<\/script>/gi;
/** Data in a script element (structured data for search engines) is not JavaScript: it stays. */
const DATA_SCRIPT = /\btype="application\/(ld\+)?json"/i;
/** The render's script nonce (server/csp.ts), which Next also puts on its stylesheets: a page without scripts has no use for it. Markup text cannot hold a bare `"`, so only attributes match. */
const NONCE = / nonce="[\w+/=-]*"/g;
const SCRIPT_PRELOAD =
  /<link\b[^>]*\brel="(preload|modulepreload)"[^>]*\bas="script"[^>]*\/?>|<link\b[^>]*\bas="script"[^>]*\brel="(preload|modulepreload)"[^>]*\/?>/gi;
