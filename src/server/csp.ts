import { randomBytes } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import securityHeaders from "./security-headers.json";

/**
 * Content-Security-Policy, the line between markup injected into tenant
 * content and script: every tenant and the admin share one origin, so a
 * script that ran on any page could act with the operator's session.
 *
 * A page sent without any script (the document renderer's pages, and Next's
 * pages once edge/page-scripts took their scripts out) forbids them all. A
 * page Next renders with its scripts gets a nonce of its own: the edge puts
 * `script-src 'nonce-…'` on the request, where Next reads it and marks each
 * of its scripts (inline and file), and sends the same policy with the page.
 * Markup that arrived in the page by any other way has no nonce and does not
 * run; 'strict-dynamic' lets the marked scripts load Next's other chunks. A
 * page the cache keeps keeps its nonce: it is then fixed for that copy, whose
 * bytes nobody can change, and every new render draws another.
 *
 * The rest applies to every answer: no plugins, no <base> hijack, framed only
 * by this origin. Strict-Transport-Security is sent always: a browser takes
 * it only from a response that came over https (RFC 6797), so it binds a
 * deployment behind TLS and nothing else.
 */
const BASE_CSP = securityHeaders.find((h) => h.key === "Content-Security-Policy")!.value;
export const SCRIPT_FREE_CSP = `script-src 'none'; ${BASE_CSP}`;

/** The policy of a page whose scripts carry `nonce`; development's React and hot reload also need eval. */
function noncePolicy(nonce: string, development = false): string {
  return `script-src 'nonce-${nonce}' 'strict-dynamic'${development ? " 'unsafe-eval'" : ""}; ${BASE_CSP}`;
}

/**
 * Gives a request Next is about to render a nonce of its own: on the request,
 * where Next reads it (whatever policy header the client sent is replaced),
 * and on the response. Next's own config sends no policy, so this one stands.
 */
export function giveScriptNonce(req: IncomingMessage, res: ServerResponse, development = false): void {
  const policy = noncePolicy(randomBytes(18).toString("base64url"), development);
  req.headers["content-security-policy"] = policy;
  delete req.headers["content-security-policy-report-only"];
  if (!res.headersSent) res.setHeader("Content-Security-Policy", policy);
}

/** The platform's security headers for a response without script (a page of the document renderer, a refusal). */
export function securityHeaderPairs(): Array<[string, string]> {
  return securityHeaders.map(({ key, value }): [string, string] => [key, key === "Content-Security-Policy" ? SCRIPT_FREE_CSP : value]);
}

/** The headers of an answer the server writes itself (a refusal, the live preview): the same protections as every page, no script at all. */
export function ownAnswerHeaders(): Record<string, string> {
  return Object.fromEntries(securityHeaderPairs());
}
