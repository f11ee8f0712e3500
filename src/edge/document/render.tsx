import "server-only";
import { prerenderToNodeStream } from "react-dom/static";
import { Document } from "@/components/document";
import { NEEDS_SCRIPTS_MARK } from "@/lib/page-marks";
import { SiteFrame } from "@/modules/routing/components/site-frame";
import { loadRoute } from "@/modules/routing/load-route";
import { pageHead } from "@/modules/routing/page-head";
import { RouteBody } from "@/modules/routing/route-body";
import { logger } from "@/server/log";
import type { RenderedPage } from "../page-cache";
import { securityHeaderPairs } from "@/server/csp";
import { siteBuild } from "./build";
import { DocumentHead } from "./head";

/** Query parameters only the page route understands: a preview link, and the tests' fault injection. */
const FOR_NEXT = ["preview", "fault"];

/**
 * A site path for an anonymous visitor, rendered straight to HTML with React
 * from the same components as the page route, without Next: no RSC payload
 * rendered and parsed again, no router, no scripts. A page without anything
 * interactive needs none of that (see edge/page-scripts.ts), and Next's
 * app renderer costs six times as much per page.
 *
 * Returns null whenever Next must render instead: the page needs scripts
 * (it renders <NeedsScripts />), the path is not a known site's, the request
 * is a preview, another of Next's routes answers the path (a site's feed),
 * the build cannot be read, or rendering failed (Next then renders the error
 * or not-found view as it would).
 */
export async function renderSitePage(url: URL, build = siteBuild()): Promise<RenderedPage | null> {
  const [slug, ...rest] = url.pathname.split("/").slice(1);
  // An empty segment ("/site/", "/site//x") is Next's to redirect.
  if (!build || !slug || rest.some((segment) => !segment) || FOR_NEXT.some((name) => url.searchParams.has(name))) return null;
  let path: string;
  try {
    path = rest.map((segment) => decodeURIComponent(segment)).join("/");
  } catch {
    return null;
  }
  if (build.rootSegments.has(slug) || build.sitePaths.has(path)) return null;
  const resolved = await loadRoute(slug, path, undefined, false);
  if (!resolved) return null;

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
    // notFound() and redirect() are Next's to carry out; anything else is worth knowing about.
    if (!isNextControlFlow(failure)) logger.warn({ err: failure, path: url.pathname }, "the document renderer failed; Next renders the page");
    return null;
  }
  if (body.includes(NEEDS_SCRIPTS_MARK)) return null;
  return {
    status: resolved.route ? 200 : 404,
    headers: [["content-type", "text/html; charset=utf-8"], ...securityHeaderPairs(true)],
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

function isNextControlFlow(error: unknown): boolean {
  const digest = (error as { digest?: unknown } | null)?.digest;
  return typeof digest === "string" && digest.startsWith("NEXT_");
}
