import type { ServerResponse } from "node:http";
import type { RequestContext } from "@/server/request-context";

/**
 * A server action cannot set its response's status, so one that a rate
 * limit refused says so on the request context (server/client-address.ts),
 * and a plain form post (no JavaScript) gets its page with 429 and
 * Retry-After. A script's call to an action keeps Next's 200: its client
 * would take any other status as a crash.
 */
export function answerTooManyRequests(context: RequestContext, req: { headers: Record<string, string | string[] | undefined> }, res: ServerResponse): void {
  if (req.headers["next-action"]) return;
  const writeHead = res.writeHead;
  res.writeHead = function (this: typeof res, ...args: Parameters<typeof writeHead>) {
    const wait = context.tooManyRequests;
    if (wait !== undefined) {
      args[0] = 429;
      this.statusCode = 429;
      this.setHeader("Retry-After", String(wait));
      // headers passed as writeHead's own argument win over setHeader; none of Next's carry Retry-After.
    }
    return writeHead.apply(this, args);
  } as typeof writeHead;
}
