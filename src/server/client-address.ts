import "server-only";
import { headers } from "next/headers";
import { markLimited, REQUEST_ID_HEADER } from "./limited-response";

/** The visitor's address as the request pipeline (edge/handler.ts) recorded it from the socket: what rate limits count by. */
export async function clientAddress(): Promise<string> {
  return (await headers()).get("x-mainstreet-client-ip") ?? "unknown";
}

/** An action refused by a rate limit: its plain-form response becomes a 429 with Retry-After (./limited-response). */
export async function answerTooManyRequests(retryAfterSeconds: number): Promise<void> {
  markLimited((await headers()).get(REQUEST_ID_HEADER), retryAfterSeconds);
}
