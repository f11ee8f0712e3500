import { processSingleton } from "./global";

/**
 * A server action cannot set its response's status, so one that was refused
 * by a rate limit says so here, by the request id the pipeline (./http.ts)
 * gave the request, and the pipeline answers 429 with Retry-After. Shared
 * per process because the action runs in Next's bundle and the pipeline in
 * the server's own copy of this module.
 */
const limited = processSingleton("limited-requests", () => new Map<string, number>());

export const REQUEST_ID_HEADER = "x-mainstreet-request-id";

export function markLimited(requestId: string | null | undefined, retryAfterSeconds: number): void {
  if (requestId) limited.set(requestId, retryAfterSeconds);
}

/**
 * A plain form post (no JavaScript) that an action marked as limited gets a
 * 429 and Retry-After on the page it renders. A script's call to an action
 * keeps Next's 200: its client would take any other status as a crash.
 */
export function answerLimitedStatus(requestId: string, req: { headers: Record<string, string | string[] | undefined> }, res: import("node:http").ServerResponse): void {
  if (req.headers["next-action"]) {
    res.once("close", () => limited.delete(requestId));
    return;
  }
  const writeHead = res.writeHead;
  res.writeHead = function (this: typeof res, ...args: Parameters<typeof writeHead>) {
    const wait = limited.get(requestId);
    if (wait !== undefined) {
      limited.delete(requestId);
      args[0] = 429;
      this.statusCode = 429;
      this.setHeader("Retry-After", String(wait));
      // headers passed as writeHead's own argument win over setHeader; none of Next's carry Retry-After.
    }
    return writeHead.apply(this, args);
  } as typeof writeHead;
  res.once("close", () => limited.delete(requestId));
}
