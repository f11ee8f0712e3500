import { expect } from "vitest";
import { baseUrl } from "./browser";

/**
 * A site page as the document renderer sends it against the page Next renders for the same
 * address (`npm run dev` renders every page through Next): the same but for Next's scripts.
 * Compared for a sample of the demo by `npm test` (tests/browser/document.test.ts) and for every
 * demo page by the crawl (tests/crawl/document.test.ts).
 */

/** Not a session: enough to send the request to Next, which renders it as for an anonymous visitor. */
export const THROUGH_NEXT = { Cookie: "mainstreet.session_token=not-a-session" };

const get = (path: string, init: RequestInit = {}) => fetch(baseUrl() + path, init);

/** A form's token holds the moment it was drawn: two renders differ there alone. */
const TOKEN = /\b\d{10,14}\.[\w-]{20,100}/g;

/**
 * The stylesheets a page links, as one: Next links the stylesheet its build
 * made, the document renderer the site's own (edge/document/stylesheet-build.ts),
 * built from the same source (the screenshots in the pull request show them the same).
 */
const STYLESHEETS = /(<link rel="stylesheet" href="[^"]+" data-precedence="next"\/>)+/g;
const ONE_STYLESHEET = '<link rel="stylesheet" href="(the site\'s stylesheet)" data-precedence="next"/>';

/**
 * Next's page as the document renderer writes it: without Next's scripts,
 * their preloads and nonce, and the markers its router leaves; islands stay
 * (here they are only markup).
 */
export const asDocument = (html: string) =>
  html
    .replace(/<script\b([^>]*)>[\s\S]*?<\/script>/gi, (tag: string, attributes: string) => (/\btype="application\/(ld\+)?json"/i.test(attributes) ? tag : ""))
    .replace(/<link\b[^>]*\b(rel="(preload|modulepreload)"[^>]*\bas="script"|as="script"[^>]*\brel="(preload|modulepreload)")[^>]*\/?>/gi, "")
    .replace(/ nonce="[\w+/=-]*"/g, "")
    .replace(/<!--\/?\$-->/g, "")
    .replace(/<div hidden=""><\/div>/g, "")
    .replace('<meta name="next-size-adjust" content=""/>', "");

/** Either page with its stylesheets as one, and the renderer's less what loads its islands: the client entry and the preloads of the islands' files, all under /_islands/. */
export const normalised = (html: string) =>
  html
    .replace(STYLESHEETS, ONE_STYLESHEET)
    .replace(/<link rel="modulepreload" href="\/_islands\/[\w-]+\.js"\/>/g, "")
    .replace(/<script type="module" src="\/_islands\/[\w-]+\.js"><\/script>/g, "")
    .replace(TOKEN, "token");

/**
 * Fetches each path both ways, a few at a time (Next's render takes a core), and says how many
 * were compared, how many carry islands and where each differing page first differs.
 */
export async function compareWithNext(paths: readonly string[]): Promise<{ compared: number; withIslands: number; differing: string[] }> {
  let compared = 0;
  let withIslands = 0;
  const differing: string[] = [];
  for (let i = 0; i < paths.length; i += 4) {
    await Promise.all(
      paths.slice(i, i + 4).map(async (path) => {
        const direct = await (await get(`${path}?from=document-test`)).text();
        // The same address both ways: a checkout's form carries the page's query (its `_query`).
        const next = normalised(asDocument(await (await get(`${path}?from=document-test`, { headers: THROUGH_NEXT })).text()));
        compared++;
        if (direct.includes('<div data-island="')) withIslands++;
        expect(direct, path).toMatch(/<link rel="stylesheet" href="\/_islands\/site-[0-9a-f]{16}\.css" data-precedence="next"\/>/);
        const own = normalised(asDocument(direct));
        if (own !== next) {
          let at = 0;
          while (own[at] === next[at]) at++;
          differing.push(`${path} at ${at}: ${JSON.stringify(own.slice(at - 60, at + 60))} / Next: ${JSON.stringify(next.slice(at - 60, at + 60))}`);
        }
      }),
    );
  }
  return { compared, withIslands, differing };
}
