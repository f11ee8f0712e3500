import { prerenderToNodeStream } from "react-dom/static";
import { Document } from "@/components/document";
import { SiteFrame } from "@/modules/routing/components/site-frame";
import { pageHead } from "@/modules/routing/page-head";
import { RouteBody } from "@/modules/routing/route-body";
import type { RenderedPage } from "../page-cache";
import type { SiteRequest } from "../site-request";
import { islandScripts, islandsIn } from "@/islands/assets";
import { scriptHeaderPairs, scriptNonce, securityHeaderPairs } from "@/server/csp";
import { DocumentHead } from "./head";
import { siteStylesheet } from "./stylesheet";

/** Query parameters only the page route understands: a preview link, and the tests' fault injection. */
const FOR_NEXT = ["preview", "fault"];

/** Whether the document renderer writes this request's page: an anonymous visitor's; an editor's, a preview's and the tests' faults are Next's page route's. */
export const rendersDocument = (request: SiteRequest, url: URL) => !request.editor && !FOR_NEXT.some((name) => url.searchParams.has(name));

/**
 * A site's page for an anonymous visitor, rendered straight to HTML with
 * React from the same components as the page route, without Next: no RSC
 * payload rendered and parsed again, no router, no scripts but the
 * islands'. It links the site's own stylesheet (./stylesheet-build.ts).
 * `request` is the route the edge resolved (../site-request.ts), one
 * `rendersDocument` accepts.
 *
 * A page with interactive parts has them as islands (../../islands): each
 * is drawn here inside an element that carries its props, and the page
 * loads the islands' own small client entry, which hydrates those elements
 * alone; never Next's router.
 *
 * Throws when the page cannot be written (its render failed, the database
 * went away, the stylesheet or an island it has is not built): the edge
 * answers that itself (../handler.ts), never Next.
 */
export async function renderSitePage(request: SiteRequest, url: URL, stylesheets = builtStylesheets()): Promise<RenderedPage> {
  const { resolved } = request;
  let failure: unknown;
  const { prelude } = await prerenderToNodeStream(
    <Document head={<DocumentHead head={pageHead(resolved)} stylesheets={stylesheets} />}>
      <SiteFrame site={resolved.site} comingSoon={resolved.comingSoon}>
        <RouteBody resolved={resolved} query={queryOf(url)} />
      </SiteFrame>
    </Document>,
    { onError: (error) => void (failure ??= error) },
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(chunk as Buffer);
  if (failure) throw failure;
  const body = Buffer.concat(chunks);
  const islands = islandsIn(body.toString("utf8"));
  if (!islands.size) return { status: request.status, headers: [["content-type", "text/html; charset=utf-8"], ...securityHeaderPairs()], body };
  const scripts = islandScripts(islands);
  if (!scripts) throw new Error(`the islands ${[...islands].join(", ")} are not built (npm run build)`);
  const nonce = scriptNonce();
  return {
    status: request.status,
    headers: [["content-type", "text/html; charset=utf-8"], ...scriptHeaderPairs(nonce)],
    body: withIslandScripts(body, scripts, nonce),
  };
}

/** The site's stylesheet; a page without it would be unstyled. */
function builtStylesheets(): readonly string[] {
  const stylesheet = siteStylesheet();
  if (!stylesheet) throw new Error("the site's stylesheet is not built (npm run build)");
  return [stylesheet];
}

/**
 * A page with islands (../../islands) loads the islands' client entry, a
 * module script, and preloads the files of the islands it has; each carries
 * the page's nonce, the one way a script runs under its policy
 * (server/csp.ts), and 'strict-dynamic' lets the entry import the rest.
 */
function withIslandScripts(body: Buffer, { entry, preload }: { entry: string; preload: string[] }, nonce: string): Buffer {
  const tags =
    preload.map((href) => `<link rel="modulepreload" href="${href}" nonce="${nonce}"/>`).join("") +
    `<script type="module" src="${entry}" nonce="${nonce}"></script>`;
  const end = body.lastIndexOf("</body>");
  return Buffer.concat([body.subarray(0, end), Buffer.from(tags), body.subarray(end)]);
}

/** The query as the page route receives it (Next's searchParams): a repeated name gives an array. */
function queryOf(url: URL): Record<string, string | string[]> {
  const query: Record<string, string | string[]> = {};
  for (const [name, value] of url.searchParams) {
    const seen = query[name];
    query[name] = seen === undefined ? value : Array.isArray(seen) ? [...seen, value] : [seen, value];
  }
  return query;
}
