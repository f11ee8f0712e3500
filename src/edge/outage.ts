import type { IncomingMessage, ServerResponse } from "node:http";
import { gunzipSync } from "node:zlib";
import { ACTION_HEADER } from "@/server/action-posts";
import { staleCopy } from "@/server/cache";
import { formRouteSite, pageAddress } from "@/modules/routing/form-routes";
import { IN_PLACE_HEADER } from "@/modules/routing/in-place";
import { cacheKey, sendCached, type CachedPage } from "./page-cache";

/** What a client is told to wait before trying again while the database is away (it heals within 30 s). */
export const RETRY_AFTER_SECONDS = 30;

/**
 * What goes on to Next even while the database is away: assets, health, server actions called
 * by script, and a site's form posted by script to its route (which answers 503 with the
 * notice as JSON, modules/routing/form-answer.ts).
 */
export function passesOutage(req: IncomingMessage, url: URL): boolean {
  if (url.pathname.startsWith("/_next/") || url.pathname === "/api/health") return true;
  if (req.method !== "POST") return false;
  return Boolean(req.headers[ACTION_HEADER]) || (formRouteSite(url.pathname) !== null && Boolean(req.headers[IN_PLACE_HEADER]));
}

/**
 * A request while the database is away (./db/health.ts), or one whose own
 * queries found it gone before the watchdog did. Assets, health and server
 * actions called by script go on to Next, as does a site's form posted by script
 * (its route answers with what was typed, modules/routing/form-answer.ts); a page kept earlier is
 * served as it was, marked `X-Cache: stale`; a form posted without script
 * gets its page back with everything typed and a notice, status 503;
 * anything else a 503 page in the site's look when a page of the site was
 * kept, in the platform's plain look otherwise. `domain` is the site's own
 * domain the request came by (its pages are kept under it); `body` the
 * post's body when something read it already. Returns false when the
 * request is Next's to answer.
 */
export async function answerDuringOutage(
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  requestId: string,
  options: { domain?: string; body?: Buffer | null } = {},
): Promise<boolean> {
  if (passesOutage(req, url)) return false;
  const posted = req.method === "POST" ? await postedFields(req, url, options.body ?? null) : null;
  sendOutageAnswer(req, res, url, requestId, posted, options.domain);
  return true;
}

/**
 * The answer itself, at once: what answerDuringOutage sends, and, to a
 * server action called by script (whose page is already on the screen), a
 * plain-text 503 its client shows as the error's message.
 */
export function sendOutageAnswer(req: IncomingMessage, res: ServerResponse, url: URL, requestId: string, posted: Posted | null, domain?: string): void {
  const keyed = (path: string) => (domain ? `//${domain}${path}` : path);
  const key = cacheKey(req, url);
  const kept = key ? staleCopy<CachedPage>(keyed(key)) : null;
  if (kept) {
    sendCached(req, res, kept, "stale", requestId);
    return;
  }
  const headers = {
    "Retry-After": String(RETRY_AFTER_SECONDS),
    "Cache-Control": "no-store",
    "Content-Type": "text/html; charset=utf-8",
    "x-request-id": requestId,
    "X-Database": "unavailable",
  };
  if (req.method === "POST" && req.headers[ACTION_HEADER]) {
    res.writeHead(503, { ...headers, "Content-Type": "text/plain" });
    res.end(NOTICE_TEXT);
    return;
  }
  if (req.method === "POST") {
    // A site's form posted to its route comes back on the page it was sent from.
    const site = formRouteSite(url.pathname);
    const from = site && posted?.get("_page")?.[0];
    const page = staleCopy<CachedPage>(keyed(site && typeof from === "string" ? pageAddress(site, from) : url.pathname));
    if (page && posted) {
      res.writeHead(503, headers);
      res.end(refillForm(htmlOf(page), posted));
      return;
    }
  }
  res.writeHead(503, headers);
  res.end(req.method === "HEAD" ? undefined : unavailablePage(url, keyed));
}

const NOTICE_TITLE = "This could not be sent just now";
const NOTICE_TEXT = `Our system is briefly unavailable, so nothing was saved. Everything you typed is still here: please send it again in ${RETRY_AFTER_SECONDS} seconds.`;
const PAGE_TITLE = "Back in a moment";
const PAGE_TEXT = `This page cannot be shown just now: our system is briefly unavailable. Please try again in ${RETRY_AFTER_SECONDS} seconds.`;

function htmlOf(page: CachedPage): string {
  return gunzipSync(page.gzip).toString("utf8");
}

/** The site's kept home page with its main content replaced by the notice, or a plain page. */
function unavailablePage(url: URL, keyed: (path: string) => string): string {
  const slug = url.pathname.split("/")[1];
  const home = slug ? staleCopy<CachedPage>(keyed(`/${slug}`)) : null;
  const notice = `<h1 class="font-heading text-3xl font-bold">${PAGE_TITLE}</h1><p class="mt-4">${PAGE_TEXT}</p>`;
  if (home) {
    const html = htmlOf(home);
    const main = /<main\b([^>]*)>[\s\S]*<\/main>/.exec(html);
    if (main) {
      const page =
        html.slice(0, main.index) +
        `<main${main[1]}><div class="mx-auto max-w-3xl px-6 py-16" role="alert">${notice}</div></main>` +
        html.slice(main.index + main[0].length);
      return page.replace(/<title>[^<]*<\/title>/, `<title>${PAGE_TITLE}</title>`);
    }
  }
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${PAGE_TITLE}</title>
<style>body{font-family:system-ui,sans-serif;margin:0;color:#1c1917;background:#fafaf9}main{max-width:36rem;margin:0 auto;padding:4rem 1.5rem;line-height:1.6}h1{font-size:1.75rem}</style></head>
<body><main><h1>${PAGE_TITLE}</h1><p>${PAGE_TEXT}</p></main></body></html>`;
}

export type Posted = Map<string, string[]>;

/** A post larger than this (files, mostly) is not read again to refill its form. */
const MAX_REFILLED_BYTES = 10 * 2 ** 20;

/**
 * A browser's form post, as field name -> values (files are not kept: they cannot be given back); read from the
 * request unless `body` was read already. Null when it cannot be: not a form, too large, or read by another already.
 */
export async function postedFields(req: IncomingMessage, url: URL, body: Buffer | null): Promise<Posted | null> {
  const type = String(req.headers["content-type"] ?? "");
  if (!type.startsWith("multipart/form-data") && !type.startsWith("application/x-www-form-urlencoded")) return null;
  if (!body) {
    if (req.readableEnded || req.readableDidRead || req.destroyed) return null;
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of req as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > MAX_REFILLED_BYTES) return null;
      chunks.push(chunk);
    }
    body = Buffer.concat(chunks);
  }
  if (body.length > MAX_REFILLED_BYTES) return null;
  try {
    const data = await new Request(url, { method: "POST", headers: { "content-type": type }, body: new Uint8Array(body) }).formData();
    const posted: Posted = new Map();
    for (const [name, value] of data) if (typeof value === "string" && !name.startsWith("$")) posted.set(name, [...(posted.get(name) ?? []), value]);
    return posted;
  } catch {
    return null;
  }
}

const escape = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
const nameOf = (tag: string) => /\bname="([^"]*)"/.exec(tag)?.[1];

/**
 * The kept page with what was posted put back in its fields (inputs,
 * checkboxes, radios, selects, text areas), hidden fields left as rendered,
 * and a notice at the top of the form that was posted.
 */
export function refillForm(html: string, posted: Posted): string {
  let out = html.replace(/<input\b[^>]*>/g, (tag) => {
    const name = nameOf(tag);
    const values = name === undefined ? undefined : posted.get(name.replace(/&amp;/g, "&"));
    const type = /\btype="([^"]*)"/.exec(tag)?.[1] ?? "text";
    if (!values || type === "hidden" || type === "file" || type === "submit") return tag;
    if (type === "checkbox" || type === "radio") {
      const value = /\bvalue="([^"]*)"/.exec(tag)?.[1] ?? "on";
      const bare = tag.replace(/\s(checked|checked="[^"]*")(?=[\s/>])/g, "");
      return values.map(escape).includes(value) ? bare.replace(/\s*\/?>$/, ' checked=""/>') : bare;
    }
    const bare = tag.replace(/\svalue="[^"]*"/g, "");
    return bare.replace(/\s*\/?>$/, ` value="${escape(values[0] ?? "")}"/>`);
  });
  out = out.replace(/(<textarea\b[^>]*>)[\s\S]*?(<\/textarea>)/g, (whole, open: string, close: string) => {
    const values = posted.get(nameOf(open) ?? "");
    return values ? `${open}${escape(values[0] ?? "")}${close}` : whole;
  });
  out = out.replace(/(<select\b[^>]*>)([\s\S]*?)(<\/select>)/g, (whole, open: string, options: string, close: string) => {
    const values = posted.get(nameOf(open) ?? "");
    if (!values) return whole;
    const chosen = options.replace(/<option\b[^>]*>/g, (tag) => {
      const bare = tag.replace(/\sselected(="[^"]*")?(?=[\s>])/g, "");
      const value = /\bvalue="([^"]*)"/.exec(tag)?.[1];
      return value !== undefined && values.map(escape).includes(value) ? bare.replace(/>$/, ' selected="">') : bare;
    });
    return `${open}${chosen}${close}`;
  });
  const names = [...posted.keys()].filter((name) => !name.startsWith("_") && name !== "website_url");
  const forms = [...out.matchAll(/<form\b[^>]*>/g)];
  const target = forms.find((form) => {
    const end = out.indexOf("</form>", form.index);
    const inner = out.slice(form.index, end);
    return names.some((name) => inner.includes(`name="${escape(name)}"`));
  });
  if (!target) return out;
  const at = target.index + target[0].length;
  const notice = `<div role="alert" tabindex="-1" class="rounded-site border-2 border-primary bg-surface p-5"><h3 class="font-heading text-lg font-bold">${NOTICE_TITLE}</h3><p class="mt-2">${NOTICE_TEXT}</p></div>`;
  return out.slice(0, at) + notice + out.slice(at);
}
