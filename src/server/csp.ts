import { randomBytes } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { env } from "@/server/env";
import securityHeaders from "./security-headers.json";
import { s3Settings, signedUrlOrigin } from "./storage";

/**
 * Content-Security-Policy, the line between markup injected into tenant
 * content and script: every tenant and the admin share one origin, so a
 * script that ran on any page could act with the operator's session.
 *
 * A page sent without any script (the document renderer's pages without
 * islands, the edge's own answers) forbids them all. A
 * page Next renders with its scripts gets a nonce of its own: the edge puts
 * `script-src 'nonce-…'` on the request, where Next reads it and marks each
 * of its scripts (inline and file), and sends the same policy with the page.
 * Markup that arrived in the page by any other way has no nonce and does not
 * run; 'strict-dynamic' lets the marked scripts load Next's other chunks. A
 * page the cache keeps keeps its nonce: it is then fixed for that copy, whose
 * bytes nobody can change, and every new render draws another.
 *
 * The rest applies to every answer. Everything a page loads comes from this
 * origin (`default-src 'self'`), so injected markup cannot send what it reads
 * out by a picture's address or a form's: pictures also from `data:` and
 * `blob:` (an upload's preview) and from the object store when media are
 * answered by a signed redirect to it; forms post here, and on to Stripe's
 * checkout when Stripe is set up (a redirect after a post is held to
 * `form-action` too). Styles may be inline (React's `style`, the theme's
 * colours); no plugins, no <base> hijack, framed only by this origin.
 * Strict-Transport-Security is sent always: a browser takes it only from a
 * response that came over https (RFC 6797), so it binds a deployment behind
 * TLS and nothing else.
 */
let basePolicy: string | undefined;
function resourcePolicy(): string {
  if (basePolicy === undefined) {
    const e = env();
    const settings = s3Settings(e);
    const store = settings && signedUrlOrigin(settings);
    basePolicy = [
      "default-src 'self'",
      `img-src 'self' data: blob:${store ? ` ${store}` : ""}`,
      "style-src 'self' 'unsafe-inline'",
      "font-src 'self' data:",
      `form-action 'self'${e.STRIPE_SECRET_KEY ? " https://checkout.stripe.com" : ""}`,
      "base-uri 'self'",
      "object-src 'none'",
      "frame-ancestors 'self'",
    ].join("; ");
  }
  return basePolicy;
}

let scriptFree: string | undefined;
/** The policy of a page without any script: sent with most answers, so made once. */
export const scriptFreePolicy = () => (scriptFree ??= `script-src 'none'; ${resourcePolicy()}`);

/** The policy of a page whose scripts carry `nonce`; development's React and hot reload also need eval. */
function noncePolicy(nonce: string, development = false): string {
  return `script-src 'nonce-${nonce}' 'strict-dynamic'${development ? " 'unsafe-eval'" : ""}; ${resourcePolicy()}`;
}

/**
 * Gives a request Next is about to render a nonce of its own: on the request,
 * where Next reads it (whatever policy header the client sent is replaced),
 * and on the response. Next's own config sends no policy, so this one stands.
 */
export function giveScriptNonce(req: IncomingMessage, res: ServerResponse, development = false): void {
  const policy = noncePolicy(scriptNonce(), development);
  req.headers["content-security-policy"] = policy;
  delete req.headers["content-security-policy-report-only"];
  if (!res.headersSent) res.setHeader("Content-Security-Policy", policy);
}

/** The platform's security headers for a page whose scripts (the islands', edge/document) carry `nonce`. */
export function scriptHeaderPairs(nonce: string): Array<[string, string]> {
  return [...securityHeaders.map(({ key, value }): [string, string] => [key, value]), ["Content-Security-Policy", noncePolicy(nonce)]];
}

/** A fresh nonce for a page's scripts. */
export const scriptNonce = () => randomBytes(18).toString("base64url");

/** The platform's security headers for a response without script (a page of the document renderer, a refusal). */
export function securityHeaderPairs(): Array<[string, string]> {
  return [...securityHeaders.map(({ key, value }): [string, string] => [key, value]), ["Content-Security-Policy", scriptFreePolicy()]];
}

/** The headers of an answer the server writes itself (a refusal, the live preview): the same protections as every page, no script at all. */
export function ownAnswerHeaders(): Record<string, string> {
  return Object.fromEntries(securityHeaderPairs());
}
