import { AsyncLocalStorage } from "node:async_hooks";

/**
 * What the edge (src/edge/handler.ts) knows of the request being answered,
 * handed to everything that runs for it, in the server's own code and inside
 * Next's render alike: one typed object in place of private request headers.
 * The edge adds what it resolved of a site path (`site`) by declaration
 * merging (src/edge/site-request.ts): this layer knows nothing of sites.
 *
 * It lives in AsyncLocalStorage, one store per process: this is one of the
 * shared modules (src/edge/shared-modules.mjs), loaded once by the custom
 * server and Next's routes alike. Only plain data goes in (no class
 * instances): the edge's modules and Next's bundle each have their own copy
 * of everything else, so nothing may depend on which copy made what.
 */
export interface RequestContext {
  /** The visitor's address: the socket's, or what a trusted proxy says (TRUST_PROXY). What rate limits count by. */
  readonly clientAddress: string;
  /** The path and query as asked for: where a sign-in comes back to. */
  readonly asked: string;
  /**
   * Set by a server action a rate limit refused: a server action cannot set
   * its response's status, so the edge turns a plain form post's answer into
   * a 429 with this Retry-After.
   */
  tooManyRequests?: number;
  /**
   * Set by a server action that could not do its work because the database
   * is away (it answers with the form and everything typed): the edge
   * answers 503 with Retry-After, to a form posted by script or without.
   */
  unavailable?: boolean;
  /**
   * Set by an admin server action once its arguments are what it takes
   * (modules/admin/form-action.ts): a post to the admin that fails before
   * any action started is a payload nothing of ours sends, answered 400 (edge/action-status.ts).
   */
  actionStarted?: boolean;
  /** Set when one of the request's queries could not reach the database (server/db/client.ts): the edge answers as in an outage, never with a 500. */
  databaseFailed?: boolean;
}

const store = new AsyncLocalStorage<RequestContext>();

/** The request being answered, or null outside one (a background task, a script). */
export function requestContext(): RequestContext | null {
  return store.getStore() ?? null;
}

/** Runs `fn`, and everything it starts, as part of the request `context`. */
export function withRequestContext<T>(context: RequestContext, fn: () => T): T {
  return store.run(context, fn);
}
