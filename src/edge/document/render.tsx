import "server-only";
import { prerenderToNodeStream } from "react-dom/static";
import { Document } from "@/components/document";
import { NEEDS_SCRIPTS_MARK } from "@/lib/page-marks";
import { SiteFrame } from "@/modules/routing/components/site-frame";
import { pageHead } from "@/modules/routing/page-head";
import { RouteBody } from "@/modules/routing/route-body";
import { isDatabaseUnavailable } from "@/server/db/health";
import { logger } from "@/server/log";
import type { RenderedPage } from "../page-cache";
import type { SiteRequest } from "../site-request";
import { islandScripts, islandsIn } from "@/islands/assets";
import { scriptHeaderPairs, scriptNonce, securityHeaderPairs } from "@/server/csp";
import type { OtherRoutes } from "../app-routes";
import { isNextControlFlow } from "../next-adapter";
import { DocumentHead } from "./head";

/** What the document renderer needs of the build: the stylesheets Next links on a site page, in its order (./proof.ts), and the paths Next's other routes answer. */
export interface SiteBuild extends OtherRoutes {
  stylesheets: readonly string[];
}

/** Query parameters only the page route understands: a preview link, and the tests' fault injection. */
const FOR_NEXT = ["preview", "fault"];

/**
 * A site's page for an anonymous visitor, rendered straight to HTML with
 * React from the same components as the page route, without Next: no RSC
 * payload rendered and parsed again, no router, no scripts but the
 * islands'. A page needs none of Next's (see ../page-scripts.ts), and
 * Next's app renderer costs six times as much per page. `request` is the
 * route the edge resolved (../site-request.ts).
 *
 * A page with interactive parts has them as islands (../../islands): each
 * is drawn here inside an element that carries its props, and the page
 * loads the islands' own small client entry, which hydrates those elements
 * alone; never Next's router.
 *
 * Returns null whenever Next must render instead: the page needs Next's
 * scripts (it renders <NeedsScripts />), its islands are not built, the request is a preview or an editor's,
 * no build is known yet (null: ./proof.ts has not proven one), or rendering failed (Next then renders the
 * error or not-found view as it would).
 */
export async function renderSitePage(request: SiteRequest, url: URL, build: SiteBuild | null): Promise<RenderedPage | null> {
  if (!build || request.editor || FOR_NEXT.some((name) => url.searchParams.has(name))) return null;
  const { resolved } = request;

  let failure: unknown;
  let body: Buffer;
  try {
    const { prelude } = await prerenderToNodeStream(
      <Document head={<DocumentHead head={pageHead(resolved)} stylesheets={build.stylesheets} />}>
        <SiteFrame site={resolved.site} comingSoon={resolved.comingSoon}>
          <RouteBody resolved={resolved} query={queryOf(url)} />
        </SiteFrame>
      </Document>,
      { onError: (error) => void (failure ??= error) },
    );
    const chunks: Buffer[] = [];
    for await (const chunk of prelude) chunks.push(chunk as Buffer);
    body = Buffer.concat(chunks);
  } catch (error) {
    failure ??= error;
    body = Buffer.alloc(0);
  }
  if (failure) {
    // notFound() and redirect() are Next's to carry out; a database that went away is the edge's to answer (../database-failure.ts); anything else is worth knowing about.
    if (!isNextControlFlow(failure) && !isDatabaseUnavailable(failure))
      logger.warn({ err: failure, path: url.pathname }, "the document renderer failed; Next renders the page");
    return null;
  }
  if (body.includes(NEEDS_SCRIPTS_MARK)) return null;
  const islands = islandsIn(body.toString("utf8"));
  if (!islands.size) return { status: request.status, headers: [["content-type", "text/html; charset=utf-8"], ...securityHeaderPairs()], body };
  const scripts = islandScripts(islands);
  if (!scripts) {
    logger.warn({ path: url.pathname, islands: [...islands] }, "the islands are not built (npm run build); Next renders the page");
    return null;
  }
  const nonce = scriptNonce();
  return {
    status: request.status,
    headers: [["content-type", "text/html; charset=utf-8"], ...scriptHeaderPairs(nonce)],
    body: withIslandScripts(body, scripts, nonce),
  };
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
