import type { IncomingMessage, ServerResponse } from "node:http";
import { ownAnswerHeaders } from "./csp";
import { logger } from "@/server/log";
import type { GatedRequest } from "./gated-http";

/**
 * What the pipeline refuses by a request's shape before Next sees it, so
 * that bad input is a 4xx and never a 500:
 *
 * - a post from another site's page (its Origin not the host it came to: 403);
 * - a method no route takes (every page and route here takes GET, HEAD and
 *   POST only; Next renders a page for PUT or DELETE, and fails on TRACE);
 * - a post to a page outside the admin (405): a site's forms, a contact's
 *   page and signing in post to route handlers of their own (under /api),
 *   and server actions are the admin's alone, so no other page takes a post,
 *   a forged action call included;
 * - a post to the admin from someone not signed in (401): its actions act
 *   for a signed-in person only, so none is decoded for anyone else;
 * - a post to the admin that is neither the page's script's action call
 *   (Next's `next-action` header) nor a form (multipart), or whose form does
 *   not decode (400; junk made Next's form parser fail with a 500).
 *
 * What a signed-in person's post calls an action with is the action's to
 * check (modules/admin/form-action.ts): a call with arguments none of its
 * pages send is refused before any work, and answered 400 (edge/action-status.ts).
 */

const METHODS = new Set(["GET", "HEAD", "POST"]);

/** 405 for a method no route here takes. True when refused. */
export function refuseMethod(req: IncomingMessage, res: ServerResponse): boolean {
  if (METHODS.has(req.method ?? "")) return false;
  res.writeHead(405, { ...ownAnswerHeaders(), Allow: [...METHODS].join(", "), "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" });
  res.end("This address does not take that method.\n");
  return true;
}

/** Posts a route handler takes as they come (forms of its own, webhooks, one-click unsubscribe); every other post is a server action. */
const takesPlainPost = (pathname: string) =>
  pathname.startsWith("/api/") || pathname.startsWith("/_next/") || /^\/contacts\/[^/]+\/[^/]+\/unsubscribe$/.test(pathname);

/** Where server actions are posted: the admin's pages, all behind sign-in. */
export const takesActions = (pathname: string) => pathname === "/admin" || pathname.startsWith("/admin/");

/**
 * Bodies held whole for the check: any visitor's form, and most uploads. A
 * larger body (up to the route's own limit, ./body-limit) is checked by its
 * start only, then handed on as it comes.
 */
const HOLD_BYTES = 32 * 1024 * 1024;

interface Held {
  /**
   * Waits for the body (or its first HOLD_BYTES), checks the post, and
   * answers when it is refused (true), or hands the body on to whoever reads
   * the request next (false). `signedIn` tells whether the request carries a
   * valid session (asked only of a post to the admin).
   */
  refused(res: ServerResponse, signedIn: () => Promise<boolean>): Promise<boolean>;
  /** The whole body once handed on, when it was held whole (for a form filled in again after Next read it: edge/outage.ts); null otherwise. */
  body(): Buffer | null;
}
const NOT_HELD: Held = { refused: async () => false, body: () => null };

/**
 * Holds a post's body as the socket parser pushes it (so nothing reads it
 * before it is checked), from the moment the request arrives: a gate on the
 * request (./gated-http.ts), added after ./body-limit's count.
 */
export function holdPost(req: GatedRequest, url: URL): Held {
  if (req.method !== "POST" || takesPlainPost(url.pathname)) return NOT_HELD;
  const chunks: Buffer[] = [];
  let size = 0;
  let ended = false;
  let state: "holding" | "passing" | "dropping" = "holding";
  /** The chunks handed on, when they were the whole body: the same buffers the request's reader gets, not a copy. */
  let whole: Buffer[] | null = null;
  let decide!: () => void;
  const held = new Promise<void>((resolve) => (decide = resolve));
  let push!: (chunk: Buffer | null) => boolean;
  req.addBodyGate((pass) => {
    push = pass;
    return (chunk) => {
      if (state === "passing") return push(chunk);
      if (state === "dropping") return false;
      if (chunk === null) {
        ended = true;
        decide();
        return false;
      }
      chunks.push(chunk);
      size += chunk.length;
      if (size > HOLD_BYTES) decide();
      return true;
    };
  });
  req.once("close", () => decide());
  // Next keeps a few requests reachable long after they end (a module first loaded during one keeps its async context): a body is let go of once it is not needed, not with the request.
  const drop = () => {
    chunks.length = 0;
    state = "dropping";
  };
  return {
    async refused(res, signedIn) {
      // Answered by someone else meanwhile (./body-limit's 413, the body's deadline): nothing more to wait for.
      res.once("close", decide);
      await held;
      if (res.writableEnded || req.socket.destroyed) {
        drop();
        return true;
      }
      let problem: Refusal | null;
      try {
        problem = await postRefusal(req.headers, url.pathname, { whole: ended, bytes: Buffer.concat(ended ? chunks : chunks.slice(0, 64)) }, signedIn);
      } catch (error) {
        // The session could not be read: the post is answered here, its body let go of, rather than handed on without it.
        drop();
        logger.error({ err: error, path: url.pathname }, "could not check a post to the admin");
        res.writeHead(503, { ...ownAnswerHeaders(), "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store", "Retry-After": "5" });
        res.end("Please try again in a moment.\n");
        return true;
      }
      if (!problem) {
        state = "passing";
        const passed = chunks.splice(0);
        if (ended) {
          whole = passed;
          res.once("close", () => (whole = null));
        }
        for (const chunk of passed) push(chunk);
        if (ended) push(null);
        return false;
      }
      drop();
      // The rest of a body that is still coming stays unread: the answer and a FIN go out, and the connection is cut a moment later (./timeouts.ts).
      res.writeHead(problem.status, {
        ...ownAnswerHeaders(),
        "Content-Type": "text/plain; charset=utf-8",
        "Cache-Control": "no-store",
        "X-Refused": problem.reason,
        ...(problem.status === 405 && { Allow: "GET, HEAD" }),
        ...(!ended && { Connection: "close" }),
      });
      res.end(`${REFUSALS[problem.reason]}\n`);
      return true;
    },
    body: () => (whole ? Buffer.concat(whole) : null),
  };
}

/** For a body too large to hold whole: a multipart one must at least start as one (junk made Next's form parser fail with a 500). */
export function malformedStart(headers: IncomingMessage["headers"], start: Buffer): string | null {
  const type = String(headers["content-type"] ?? "");
  const boundary = /^multipart\/form-data;.*\bboundary=(?:"([^"]+)"|([^;\s]+))/i.exec(type);
  if (!type.toLowerCase().startsWith("multipart/")) return null;
  if (!boundary) return "form-not-decodable";
  const delimiter = `--${boundary[1] ?? boundary[2]}`;
  return start
    .subarray(0, 1024)
    .toString("latin1")
    .replace(/^(\r\n)+/, "")
    .startsWith(delimiter)
    ? null
    : "form-not-decodable";
}

/**
 * A post whose Origin is not the host it was sent to (Next compares the
 * Origin's host with X-Forwarded-Host, else Host, and throws on a mismatch
 * or an Origin it cannot parse, answering 500): refused here with a 403.
 * A post without an Origin is left to Next, which lets it through as it
 * would an old browser's.
 */
export function crossOrigin(headers: IncomingMessage["headers"]): string | null {
  const origin = headers.origin;
  if (typeof origin !== "string") return null;
  const forwarded = headers["x-forwarded-host"];
  const host = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(",")[0]?.trim() || headers.host;
  let originHost: string;
  try {
    originHost = origin === "null" ? "null" : new URL(origin).host;
  } catch {
    return "cross-origin";
  }
  // Compared as Next compares them, byte for byte: what Next would let through is not refused here.
  return host && originHost === host ? null : "cross-origin";
}

const REFUSALS = {
  "cross-origin": "This form was sent from another site. Open the page here and send it again.",
  "takes-no-posts": "This page takes no posts: its forms send to addresses of their own. Reload the page and try again.",
  "signed-out": "Sign in to do this: your session has ended, or you were never signed in.",
  "not-an-action": "This post is not one this site sends. Reload the page and try again.",
  "form-not-decodable": "This post is not one this site sends. Reload the page and try again.",
} as const;

/**
 * The header Next's client sends with a server action call (`next-action`,
 * the action's id): the one name of Next's the platform reads. The admin's
 * browser tests call actions through it, so a release that renames it fails them.
 */
export const ACTION_HEADER = "next-action";

type Refusal = { status: 400 | 401 | 403 | 405; reason: keyof typeof REFUSALS };

/**
 * Why a post is refused, or null when it goes on to Next. `body` is the
 * whole body, or the start of one too large to hold whole. A post to the
 * admin is an action call: by the page's script (Next's `next-action`
 * header) or by a form without script, which browsers send as multipart.
 */
export async function postRefusal(
  headers: IncomingMessage["headers"],
  pathname: string,
  body: { whole: boolean; bytes: Buffer },
  signedIn: () => Promise<boolean>,
): Promise<Refusal | null> {
  if (crossOrigin(headers)) return { status: 403, reason: "cross-origin" };
  if (!takesActions(pathname)) return { status: 405, reason: "takes-no-posts" };
  if (!(await signedIn())) return { status: 401, reason: "signed-out" };
  const type = String(headers["content-type"] ?? "");
  const multipart = type.toLowerCase().startsWith("multipart/form-data");
  if (!multipart && typeof headers[ACTION_HEADER] !== "string") return { status: 400, reason: "not-an-action" };
  const malformed = body.whole ? multipart && !(await formOf(body.bytes, type)) : malformedStart(headers, body.bytes) !== null;
  return malformed ? { status: 400, reason: "form-not-decodable" } : null;
}

async function formOf(body: Buffer, type: string): Promise<FormData | null> {
  try {
    return await new Response(new Uint8Array(body), { headers: { "content-type": type } }).formData();
  } catch {
    return null;
  }
}
