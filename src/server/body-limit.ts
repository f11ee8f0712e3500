import type { IncomingMessage, ServerResponse } from "node:http";
import { isReservedSlug } from "@/lib/reserved";
import type { GatedRequest } from "./gated-http";
import { ownAnswerHeaders } from "./csp";
import { LARGEST_BODY_BYTES } from "./timeouts";

const KB = 1024;
const MB = 1024 * KB;

/**
 * The most a request's body may carry, by route. Anything larger is refused
 * with 413 from its Content-Length before a byte is read, and a body sent
 * without one (chunked) is cut off at the limit: nothing reads a 100 MB post
 * only to refuse it. The same limit sets how long the body may take to
 * arrive (./timeouts.ts, limitBodyTime).
 */
export const BODY_LIMITS = {
  /** Sign-in, forgot-password, reset, sign-out: an email, a password, a token. */
  auth: 8 * KB,
  /** A payment provider's event (Stripe's are tens of KB). */
  webhook: 512 * KB,
  /** A visitor's form or checkout without files: the longest field is a few thousand characters. */
  publicForm: 256 * KB,
  /** A signed-in admin's post: media uploads of up to 5 images of 15 MB (next.config's serverActions limit). */
  admin: LARGEST_BODY_BYTES,
  /** An editor's form values posted for the live preview (edge/live-preview.tsx): a page of sixty blocks. */
  preview: 4 * MB,
  /** Anything else (a GET, the contacts' pages, an unknown route). */
  other: 64 * KB,
} as const;

/** What the limits need to know of the request beyond its path: is someone signed in, and a site's largest form upload (null: no such site). */
export interface BodyLimitContext {
  signedIn: boolean;
  siteUploadBytes: (slug: string) => Promise<number | null>;
}

export async function bodyLimitFor(req: IncomingMessage, url: URL, context: BodyLimitContext): Promise<number> {
  const path = url.pathname;
  if (path.startsWith("/api/auth/")) return BODY_LIMITS.auth;
  if (path.startsWith("/api/payments/webhooks/")) return BODY_LIMITS.webhook;
  if (path === "/api/live-preview") return context.signedIn ? BODY_LIMITS.preview : BODY_LIMITS.other;
  if (path === "/admin" || path.startsWith("/admin/")) return context.signedIn ? BODY_LIMITS.admin : BODY_LIMITS.other;
  // A site's form or checkout posted to its route (app/api/sites/[site]/forms, checkout): the same limits as a post to its page.
  const routed = /^\/api\/sites\/([^/]+)\/(?:forms\/[^/]+|checkout)$/.exec(path);
  const slug = routed ? routed[1] : path.split("/")[1];
  if (!slug || slug.startsWith("_") || isReservedSlug(slug) || req.method !== "POST") return BODY_LIMITS.other;
  const uploadBytes = await context.siteUploadBytes(slug);
  if (uploadBytes === null) return BODY_LIMITS.other;
  // Only multipart carries files: then the form's own file limits, plus room for its fields.
  const multipart = String(req.headers["content-type"] ?? "").startsWith("multipart/");
  return BODY_LIMITS.publicForm + (multipart ? uploadBytes : 0);
}

/**
 * Counts a request's body as the socket parser pushes it into the request
 * (so Next still reads the stream itself) from the moment the request
 * arrives, and refuses it once over the limit. The limit is set when the
 * route's is known (`enforce`): at once from Content-Length, before a byte
 * is read; for a chunked body, as soon as what came in passes it.
 * `enforce` answers true when the request was refused. Add it before any
 * other gate (./gated-http.ts): it counts every byte that arrives.
 */
export function countBody(req: GatedRequest, res: ServerResponse): { enforce: (limit: number) => boolean } {
  let received = 0;
  let limit = Infinity;
  let refused = false;
  const over = () => {
    refused = true;
    // A reader of the request (Next's body parser) would start the socket again on each read and
    // drain the rest at its own pace: once refused, nothing reads past the limit.
    req.stopReading();
    if (res.headersSent) req.destroy();
    else refuse(res, limit);
  };
  req.addBodyGate((pass) => (chunk) => {
    if (refused) return false;
    if (chunk === null) return pass(chunk);
    received += chunk.length;
    if (received <= limit) return pass(chunk);
    over();
    return false;
  });
  return {
    enforce(routeLimit: number) {
      limit = routeLimit;
      if (refused) return true;
      if (Number(req.headers["content-length"] ?? 0) > limit || received > limit) over();
      return refused;
    },
  };
}

/**
 * 413, then a lingering close: the answer and a FIN go out while the rest of
 * the body stays unread (the request is paused), and the socket is dropped a
 * few seconds later. Closing at once with unread data would send a reset that
 * can destroy the answer before the client reads it.
 */
function refuse(res: ServerResponse, limit: number) {
  const socket = res.req.socket;
  socket.destroySoon = () => void socket.end();
  res.writeHead(413, { ...ownAnswerHeaders(), "Content-Type": "text/plain; charset=utf-8", Connection: "close", "Cache-Control": "no-store" });
  res.end(`This request is too large: at most ${Math.round(limit / KB)} KB are accepted here.\n`);
  setTimeout(() => socket.destroy(), 3000).unref();
}
