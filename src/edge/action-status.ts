import type { ServerResponse } from "node:http";
import type { RequestContext } from "@/server/request-context";
import { RETRY_AFTER_SECONDS } from "./outage";

/**
 * A server action cannot set its response's status, so one that could not
 * do its work says why on the request context (server/client-address.ts),
 * and the edge sets the status as the answer's head goes out:
 *
 * - the database is away (`unavailable`): 503 with Retry-After, whether the
 *   form was posted by the page's script or without it. Next's client reads
 *   an action's answer by its type (text/x-component), whatever its status,
 *   so the form still shows the notice with everything typed;
 * - a rate limit refused it (`tooManyRequests`): a plain form post (no
 *   JavaScript) gets its page with 429 and Retry-After; a script's call keeps
 *   Next's 200.
 */
export function setActionStatus(context: RequestContext, req: { headers: Record<string, string | string[] | undefined> }, res: ServerResponse): void {
  const byScript = Boolean(req.headers["next-action"]);
  const writeHead = res.writeHead;
  res.writeHead = function (this: typeof res, ...args: Parameters<typeof writeHead>) {
    const [status, wait] = context.unavailable
      ? [503, RETRY_AFTER_SECONDS]
      : context.tooManyRequests !== undefined && !byScript
        ? [429, context.tooManyRequests]
        : [];
    if (status !== undefined && args[0] < 500) {
      args[0] = status;
      this.statusCode = status;
      this.setHeader("Retry-After", String(wait));
      if (status === 503) this.setHeader("Cache-Control", "no-store");
      // headers passed as writeHead's own argument win over setHeader; none of Next's carry Retry-After.
    }
    return writeHead.apply(this, args);
  } as typeof writeHead;
}
