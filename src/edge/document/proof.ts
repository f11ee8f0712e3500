import "server-only";
import { listDirectory } from "@/modules/sites/queries";
import { logger } from "@/server/log";
import { reportStartUpCheck } from "@/server/start-up-problems";
import { otherRoutes } from "../app-routes";
import { withoutScripts } from "../page-scripts";
import { resolveSiteRequest } from "../site-request";
import { renderSitePage, type SiteBuild } from "./render";

/**
 * The document renderer writes a site page as Next does: the same head, tag
 * for tag, and the stylesheets Next's build made. Rather than read either from
 * Next's internals (its manifests' shape, its version), the edge learns them
 * from a page Next rendered and proves them on it: it renders the same page
 * itself and compares, byte for byte. Until one page is proven, Next renders
 * every page; a page that differs switches the renderer off for the process,
 * logged once as an error and shown in the operator's health view.
 */
export const DOCUMENT_PROOF = "the document renderer writes a page as Next does (proven on a page Next rendered)";

type Verdict = { state: "unproven" } | { state: "proving" } | { state: "proven"; build: SiteBuild } | { state: "refused" };
let verdict: Verdict = { state: "unproven" };

/** The build as the renderer uses it once a page proved it; null before (Next renders), or when a page refused it. */
export function provenBuild(): SiteBuild | null {
  return verdict.state === "proven" ? verdict.build : null;
}

let seenStylesheets: readonly string[] = [];

/** The stylesheets of site pages: the proven build's, or else the last a page Next rendered linked (the live preview's, before any page is proven). */
export function siteStylesheets(): readonly string[] {
  return provenBuild()?.stylesheets ?? seenStylesheets;
}

/** Whether a page Next renders could still prove the renderer. */
export const awaitingProof = () => verdict.state === "unproven";

/** Next's page as the document renderer writes it: without its scripts and the markers its router leaves; null when the page keeps its scripts. */
export function asDocument(nextHtml: string): string | null {
  return (
    withoutScripts(nextHtml)
      ?.replace(/<!--\/?\$-->/g, "")
      .replace(/<div hidden=""><\/div>/g, "")
      .replace('<meta name="next-size-adjust" content=""/>', "") ?? null
  );
}

/** The stylesheets a page Next rendered links, in its order (React writes a stylesheet with a precedence as `data-precedence`). */
export function linkedStylesheets(html: string): string[] {
  const head = html.slice(0, html.indexOf("</head>"));
  return [...head.matchAll(/<link\b[^>]*>/g)]
    .map(([tag]) => tag)
    .filter((tag) => /\brel="stylesheet"/.test(tag) && /\bdata-precedence="next"/.test(tag))
    .map((tag) => /\bhref="([^"]+)"/.exec(tag)?.[1])
    .filter((href): href is string => !!href);
}

/**
 * Proves the renderer on `nextHtml`, the page Next rendered for `path` for an
 * anonymous visitor. Does nothing once a verdict is in, or for a page that
 * keeps its scripts (another page will do). Resolves with the verdict's state.
 */
export async function proveDocumentRenderer(path: string, nextHtml: string): Promise<Verdict["state"]> {
  const linked = linkedStylesheets(nextHtml);
  if (linked.length) seenStylesheets = linked;
  const expected = verdict.state === "unproven" ? asDocument(nextHtml) : null;
  if (expected === null) return verdict.state;
  verdict = { state: "proving" };
  const stylesheets = linked;
  const build = { stylesheets, ...otherRoutes() };
  const url = new URL(path, "http://localhost");
  let page: Awaited<ReturnType<typeof renderSitePage>> = null;
  try {
    const request = await resolveSiteRequest(url, undefined, build);
    page = request && (await renderSitePage(request, url, build));
  } catch (error) {
    logger.warn({ err: error, path }, "the document renderer could not be proven on this page");
  }
  // The renderer handed the page back (a page it leaves to Next): another will prove it.
  if (!page) return (verdict = { state: "unproven" }).state;
  const actual = page.body.toString("utf8");
  const problem = !stylesheets.length
    ? "Next's page links no stylesheet"
    : actual === expected
      ? null
      : `its page differs from Next's ${difference(actual, expected)}`;
  verdict = problem ? { state: "refused" } : { state: "proven", build };
  reportStartUpCheck(DOCUMENT_PROOF, problem);
  if (problem)
    logger.error(
      { internal: DOCUMENT_PROOF, problem, path },
      `the document renderer is off: ${problem}; Next renders every page. See src/edge/document/proof.ts.`,
    );
  else logger.info({ path, stylesheets }, "the document renderer writes pages as Next does");
  return verdict.state;
}

/** A proof request: a cookie of the platform's (so the page is neither kept nor served from the cache) that is no session (so Next renders it as for an anonymous visitor). */
const THROUGH_NEXT = { cookie: "mainstreet.proof=1" };

/**
 * Proves the renderer at start-up, on the home page of the first of the
 * directory's sites Next renders without scripts (`base`: this server's own
 * address). With no such site yet, the first site page Next renders for the
 * page cache proves it (./handler.ts).
 */
export async function proveAtStartUp(base: string): Promise<Verdict["state"]> {
  try {
    for (const { slug } of (await listDirectory()).slice(0, 5)) {
      const response = await fetch(`${base}/${slug}`, { headers: THROUGH_NEXT });
      if (response.ok && (await proveDocumentRenderer(`/${slug}`, await response.text())) !== "unproven") break;
    }
  } catch (error) {
    logger.warn({ err: error }, "could not ask Next for a page to prove the document renderer on");
  }
  if (verdict.state === "unproven") logger.info("the document renderer waits for a page Next renders to prove it on");
  return verdict.state;
}

/** Where two pages part, with a little of each around it. */
function difference(actual: string, expected: string): string {
  let at = 0;
  while (at < actual.length && actual[at] === expected[at]) at++;
  const around = (text: string) => JSON.stringify(text.slice(Math.max(0, at - 40), at + 80));
  return `at character ${at}: the renderer wrote ${around(actual)}, Next ${around(expected)}`;
}

/** Only for tests: forget the verdict. */
export function resetDocumentProof(): void {
  verdict = { state: "unproven" };
}
