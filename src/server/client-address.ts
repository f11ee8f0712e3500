import { requestContext } from "@/server/request-context";

/** The visitor's address as the edge recorded it from the socket (or a trusted proxy): what rate limits count by. */
export async function clientAddress(): Promise<string> {
  return requestContext()?.clientAddress ?? "unknown";
}

/** An action refused by a rate limit: the edge turns its plain-form answer into a 429 with Retry-After (edge/action-status.ts). */
export async function answerTooManyRequests(retryAfterSeconds: number): Promise<void> {
  const context = requestContext();
  if (context) context.tooManyRequests = retryAfterSeconds;
}

/** An action that could not be done because the database is away: the edge answers 503 with Retry-After (edge/action-status.ts), whether script or the browser posted the form. */
export async function answerUnavailable(): Promise<void> {
  const context = requestContext();
  if (context) context.unavailable = true;
}
