import { ACTION_HEADER, takesActions } from "@/server/action-posts";
import type { GatedResponse } from "@/server/gated-http";
import type { RequestContext } from "@/server/request-context";
import { RETRY_AFTER_SECONDS } from "./outage";

/**
 * A server action cannot set its response's status, so one that could not
 * do its work says why on the request context (server/client-address.ts),
 * and the edge sets the status as the answer's head goes out (the
 * response's `headStatus`, server/gated-http.ts):
 *
 * - the database is away (`unavailable`): 503 with Retry-After, whether the
 *   form was posted by the page's script or without it. Next's client reads
 *   an action's answer by its type (text/x-component), whatever its status,
 *   so the form still shows the notice with everything typed;
 * - a rate limit refused it (`tooManyRequests`): a plain form post (no
 *   JavaScript) gets its page with 429 and Retry-After; a script's call keeps
 *   Next's 200;
 * - a post to the admin that Next failed on before any action of ours
 *   started (`actionStarted` unset): a payload Next could not decode, or a
 *   call of an action with arguments none of its pages send
 *   (modules/admin/form-action.ts): 400, not the 500 Next answers, since
 *   the fault is the request's. A failure once an action started stays a 500.
 */
export function setActionStatus(
  context: RequestContext,
  req: { headers: Record<string, string | string[] | undefined>; url?: string },
  res: GatedResponse,
): void {
  const byScript = Boolean(req.headers[ACTION_HEADER]);
  const admin = takesActions(new URL(req.url ?? "/", "http://localhost").pathname);
  res.headStatus = (written) => {
    const [status, wait] = context.unavailable
      ? [503, RETRY_AFTER_SECONDS]
      : context.tooManyRequests !== undefined && !byScript
        ? [429, context.tooManyRequests]
        : [];
    if (status !== undefined && written < 500) {
      res.statusCode = status;
      res.setHeader("Retry-After", String(wait));
      if (status === 503) res.setHeader("Cache-Control", "no-store");
      // headers passed as writeHead's own argument win over setHeader; none of Next's carry Retry-After.
      return status;
    }
    if (admin && written >= 500 && !context.actionStarted && !context.databaseFailed) {
      res.statusCode = 400;
      res.setHeader("Cache-Control", "no-store");
      return 400;
    }
    return written;
  };
}
