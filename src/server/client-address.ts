import "server-only";
import { requestContext } from "./request-context";

/** The visitor's address as the edge recorded it from the socket (or a trusted proxy): what rate limits count by. */
export async function clientAddress(): Promise<string> {
  return requestContext()?.clientAddress ?? "unknown";
}

/** An action refused by a rate limit: the edge turns its plain-form answer into a 429 with Retry-After (edge/too-many-requests.ts). */
export async function answerTooManyRequests(retryAfterSeconds: number): Promise<void> {
  const context = requestContext();
  if (context) context.tooManyRequests = retryAfterSeconds;
}
