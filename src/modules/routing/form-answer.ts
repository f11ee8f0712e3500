import { clientAddress } from "@/server/client-address";
import { databaseOutage, isDatabaseUnavailable } from "@/server/db/health";
import { requestContext } from "@/server/request-context";
import type { FormState } from "@/modules/forms/state";
import { keepFormState, KEPT_STATE_PARAM } from "@/modules/forms/kept-state";
import type { SiteId } from "@/modules/sites/queries";
import { pageAddress, pageOf } from "./form-routes";
import { loadSite } from "./load-route";
import { postedInPlace } from "./in-place";
import { openPost, withSite, type PlainPost } from "./plain-post";

/** What a form's post came to: the form again (its errors, or its thank-you), or another address (a thank-you page, a checkout). */
export type FormOutcome = { state: FormState; status?: number; retryAfter?: number } | { redirect: string };

/** Where the form sits: the page (its address with the site's prefix, and its steps' query), the form's id (`place`) and the anchor that brings it into view. */
export interface FormPlace {
  page: string;
  place: string;
  anchor: string;
}

/** Names that may be a form's id or anchor: letters, digits and dashes. */
export const PLACE_NAME = /^[a-z0-9-]{1,80}$/i;

/**
 * A form post's answer. To the script: JSON, the state (200 with the errors to put right,
 * 429/503 with Retry-After, 404 for a form that is gone) or where to go. To a browser without
 * script: 303 to where to go, or back to the form (its state kept on the server, the
 * address naming only its token); while the database is away nothing can be kept, so a
 * page of its own gives back what was typed to send again.
 */
export async function answerForm(request: Request, site: { id: SiteId }, client: string, where: FormPlace, outcome: FormOutcome): Promise<Response> {
  const json = postedInPlace(request);
  // A limit that refused says so on the request for server actions (edge/action-status.ts); this answer sets its own status.
  const context = requestContext();
  const limitWait = context?.tooManyRequests;
  if (context) context.tooManyRequests = undefined;
  const noStore = { "Cache-Control": "no-store" };
  if ("redirect" in outcome) {
    return json ? Response.json({ redirect: outcome.redirect }, { headers: noStore }) : seeOther(outcome.redirect);
  }
  // Errors to put right are the form's answer, not a failed request (200): only limits, outages and what is gone say so by status.
  const status = outcome.status ?? 200;
  const wait = outcome.retryAfter ?? limitWait;
  const retry = wait ? { "Retry-After": String(wait) } : undefined;
  if (json) return Response.json({ state: outcome.state }, { status, headers: { ...noStore, ...retry } });
  if (status === 503) return notSentPage(request, outcome.state, retry);
  let token;
  try {
    token = await keepFormState(site.id, client, where.place, outcome.state);
  } catch (error) {
    // The database went away after the post was answered: its answer is given on a page of its own.
    if (!isDatabaseUnavailable(error)) throw error;
    return outcome.state.status === "success" ? sentPage(outcome.state) : notSentPage(request, outcome.state, retry);
  }
  // A thank-you's reference rides in the address too: the post is acknowledged even if the page it leads to never loads.
  const { reference } = outcome.state;
  const ref = outcome.state.status === "success" && reference ? `&ref=${encodeURIComponent(reference)}` : "";
  return seeOther(`${where.page}${where.page.includes("?") ? "&" : "?"}${KEPT_STATE_PARAM}=${token}${ref}#${where.anchor}`, retry);
}

function seeOther(location: string, headers?: Record<string, string>): Response {
  return new Response(null, { status: 303, headers: { Location: location, "Cache-Control": "no-store", ...headers } });
}

/** A page of the answer's own, for when the form's page cannot carry it (the database is away). */
function plainPage(title: string, body: string, status: number, headers?: Record<string, string>): Response {
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title><meta name="robots" content="noindex"></head>
<body style="font-family:system-ui,sans-serif;max-width:40rem;margin:2rem auto;padding:0 1rem;line-height:1.5"><main>
<h1>${title}</h1>${body}</main></body></html>`;
  return new Response(html, { status, headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store", ...headers } });
}

/** While the database is away: what was typed, in a plain form that sends it again to the same address. */
function notSentPage(request: Request, state: FormState, headers?: Record<string, string>): Response {
  const fields = Object.entries(state.values).flatMap(([name, value]) => (Array.isArray(value) ? value.map((v) => [name, v]) : [[name, value]]));
  const form = `<p role="alert">${escapeHtml(state.message ?? "")}</p>
<form method="post" action="${escapeHtml(new URL(request.url).pathname)}">
${state.token ? `<input type="hidden" name="_rendered" value="${escapeHtml(state.token)}">` : ""}
${fields.map(([name, value], i) => `<p><label for="kept-${i}">${escapeHtml(name!)}</label><br><textarea id="kept-${i}" name="${escapeHtml(name!)}" rows="2" style="width:100%">${escapeHtml(value!)}</textarea></p>`).join("\n")}
<button type="submit">Send again</button></form>`;
  return plainPage("Not sent yet", form, 503, { "Retry-After": "30", ...headers });
}

/** Sent, but the thank-you cannot be kept for the form's page to show: said here, with its reference. */
function sentPage(state: FormState): Response {
  const reference = state.reference ? ` Your reference number is <strong>${escapeHtml(state.reference)}</strong>.` : "";
  return plainPage("Sent", `<p role="status">${escapeHtml(state.message ?? "Thank you.")}${reference}</p>`, 200);
}

const escapeHtml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** A form's post opened (./plain-post.ts), with where its form sits and who sent it. */
export interface OpenFormPost {
  post: PlainPost;
  where: FormPlace;
  client: string;
  /** The page's path without the site's prefix ("" for its home). */
  pagePath: string;
}

/**
 * The start of a form's post: refused from another origin (403), for an unknown site (404),
 * a body that is no form (400) or no form of ours (400); while the database is away,
 * the form given back to send again (503). Its hidden `_page` (and `_query`), `_place` and `_anchor` say where it sits.
 */
export async function openFormPost(
  request: Request,
  params: Promise<{ site: string }>,
  unavailable: (form: FormData) => FormOutcome,
): Promise<OpenFormPost | Response> {
  const opened = await openPost(request);
  if (opened instanceof Response) return opened;
  // While the database is away nothing is sent: the form comes back with everything typed, to send again.
  const givenBack = () => answerForm(request, { id: "" as SiteId }, "", { page: "", place: "", anchor: "" }, unavailable(opened.form));
  if (databaseOutage()) return givenBack();
  let site;
  try {
    site = await loadSite((await params).site);
  } catch (error) {
    if (!isDatabaseUnavailable(error)) throw error;
    return givenBack();
  }
  // A suspended site takes nothing for now, as its pages say (503).
  if (site?.status === "suspended")
    return new Response("This site is unavailable for now.", { status: 503, headers: { "Retry-After": "3600", "Cache-Control": "no-store" } });
  if (!site || site.status !== "active") return new Response("Not found", { status: 404 });
  const post = withSite(opened, site);
  const pagePath = pageOf(post.site.slug, post.field("_page"));
  const place = post.field("_place");
  const anchor = post.field("_anchor");
  if (!PLACE_NAME.test(place) || !PLACE_NAME.test(anchor)) return new Response("This form is not one of ours.", { status: 400 });
  // The page's own steps (a checkout's day and time), as it named them: the page comes back on the same step.
  const steps = new URLSearchParams(post.field("_query").slice(0, 2000));
  steps.delete(KEPT_STATE_PARAM);
  const query = steps.toString();
  const page = `${pageAddress(post.site.slug, post.field("_page"))}${query ? `?${query}` : ""}`;
  return { post, where: { page, place, anchor }, client: await clientAddress(), pagePath };
}
