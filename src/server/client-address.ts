import "server-only";
import { headers } from "next/headers";

/** The visitor's address as the request pipeline (server/http.ts) recorded it from the socket: what rate limits count by. */
export async function clientAddress(): Promise<string> {
  return (await headers()).get("x-mainstreet-client-ip") ?? "unknown";
}
