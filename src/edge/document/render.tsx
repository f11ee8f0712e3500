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
import { securityHeaderPairs } from "@/server/csp";
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
 * payload rendered and parsed again, no router, no scripts. A page without
 * anything interactive needs none of that (see ../page-scripts.ts), and
 * Next's app renderer costs six times as much per page. `request` is the
 * route the edge resolved (../site-request.ts).
 *
 * Returns null whenever Next must render instead: the page needs scripts
 * (it renders <NeedsScripts />), the request is a preview or an editor's,
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
  return {
    status: request.status,
    headers: [["content-type", "text/html; charset=utf-8"], ...securityHeaderPairs()],
    body,
  };
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
