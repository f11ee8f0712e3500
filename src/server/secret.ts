import { createHmac, timingSafeEqual } from "node:crypto";
import { requireEnv } from "@/server/env";

/** HMAC-SHA-256 of a message with the platform secret, base64url. */
export function sign(message: string): string {
  return createHmac("sha256", requireEnv("MAINSTREET_SECRET")).update(message).digest("base64url");
}

/** Constant-time check of a signature made by sign(). */
export function verify(message: string, signature: string): boolean {
  const expected = Buffer.from(sign(message));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
