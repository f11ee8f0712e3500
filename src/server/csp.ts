import securityHeaders from "./security-headers.json";

/**
 * The Content-Security-Policy of a page sent without any script (the
 * document renderer's pages, and Next's pages once edge/page-scripts took
 * their scripts out): no script runs at all, so markup injected into tenant
 * content cannot run any either. Pages that keep Next's scripts have the
 * base policy of security-headers.json (no plugins, no <base> hijack, framed
 * only by this origin). Strict-Transport-Security is sent always: a browser
 * takes it only from a response that came over https (RFC 6797), so it
 * binds a deployment behind TLS and nothing else.
 */
const BASE_CSP = securityHeaders.find((h) => h.key === "Content-Security-Policy")!.value;
export const SCRIPT_FREE_CSP = `script-src 'none'; ${BASE_CSP}`;

/** The platform's security headers for any response, with the script-free policy when the page has no scripts. */
export function securityHeaderPairs(scriptFree: boolean): Array<[string, string]> {
  return securityHeaders.map(({ key, value }): [string, string] => [key, key === "Content-Security-Policy" && scriptFree ? SCRIPT_FREE_CSP : value]);
}

/** The headers of an answer the server writes itself (a refusal): the same protections as every page, no script at all. */
export function ownAnswerHeaders(): Record<string, string> {
  return Object.fromEntries(securityHeaderPairs(true));
}
