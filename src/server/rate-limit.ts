import { Redis } from "ioredis";
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from "rate-limiter-flexible";
import { env } from "@/server/env";

/**
 * Named limits, in memory on one instance or in Redis (REDIS_URL) when
 * several share the work. consume() answers how long to wait, or 0.
 */
const LIMITS = {
  /** One visitor (by IP) on one site's forms. */
  formPerAddress: { points: 6, duration: 10 * 60 },
  /** Appointments one visitor books, moves or cancels on one site: a robot cannot fill a day's book. */
  appointmentPerAddress: { points: 20, duration: 10 * 60 },
  /** Changes a donor makes to their monthly gift by its signed link. */
  monthlyGiftPerAddress: { points: 10, duration: 10 * 60 },
  /** Bill lookups from one address: enough for typos, too few to walk account numbers. */
  billLookupPerAddress: { points: 10, duration: 10 * 60 },
  /** All of a site's forms together: a flood against one site. */
  formPerSite: { points: 200, duration: 60 * 60 },
  /** Checkouts one visitor may start on one site: each holds places or stock for half an hour. */
  checkoutPerAddress: { points: 12, duration: 10 * 60 },
  /** Gift card balance checks: slows anyone guessing codes. */
  giftCardLookup: { points: 10, duration: 10 * 60 },
  /** Sign-in attempts from one address, and from one address against one account. */
  signInPerAddress: { points: 20, duration: 10 * 60 },
  signInPerAccountAddress: { points: 8, duration: 10 * 60 },
  /**
   * Attempts against one account from anywhere: never a refusal (anyone could
   * lock anyone out, the operator included), only counted for a slowdown.
   */
  signInPerAccount: { points: 1_000_000, duration: 10 * 60 },
  /** Password-link mails: one address cannot flood an inbox or the outbox. */
  passwordLinkPerAddress: { points: 5, duration: 60 * 60 },
  /** Not a limit: a page with a form just sent to an address from the page cache, noted for a few seconds (./served-forms.ts). */
  formPageServed: { points: 1, duration: 60 },
} as const;
export type LimitName = keyof typeof LIMITS;

const limiters = limitersOf(env().REDIS_URL);

function limitersOf(url: string | undefined): Record<LimitName, RateLimiterAbstract> {
  const redis = url ? new Redis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 1 }) : undefined;
  return Object.fromEntries(
    Object.entries(LIMITS).map(([name, opts]) => [
      name,
      redis
        ? new RateLimiterRedis({ storeClient: redis, keyPrefix: `ms:${name}`, ...opts, insuranceLimiter: new RateLimiterMemory(opts) })
        : new RateLimiterMemory({ keyPrefix: name, ...opts }),
    ]),
  ) as unknown as Record<LimitName, RateLimiterAbstract>;
}

/** A wait from consume() as a visitor reads it: "1 minute", "4 minutes". */
export function minutesToWait(seconds: number): string {
  return `${Math.ceil(seconds / 60)} minute${seconds > 60 ? "s" : ""}`;
}

/** Takes one point; returns 0 when allowed, else the seconds to wait. */
export async function consume(limit: LimitName, key: string): Promise<number> {
  try {
    await limiters[limit].consume(key);
    return 0;
  } catch (result) {
    const wait = refusalWait(result);
    if (wait === null) throw result;
    return wait;
  }
}

/** How many points were taken under a key in the current window, taking none (for a slowdown, not a refusal). */
export async function taken(limit: LimitName, key: string): Promise<number> {
  return (await limiters[limit].get(key))?.consumedPoints ?? 0;
}

/** Takes one point without ever refusing: counts an event for `taken`. */
export async function record(limit: LimitName, key: string): Promise<void> {
  await consume(limit, key);
}

/** Clears what a key has taken: a sign-in that succeeds ends its run of attempts. */
export async function forget(limit: LimitName, key: string): Promise<void> {
  await limiters[limit].delete(key);
}

/** Gives back the one point a call took under a key: an attempt that turned out not to be what the limit counts. */
export async function refund(limit: LimitName, key: string): Promise<void> {
  await limiters[limit].reward(key, 1);
}

/** Notes a key for `seconds` from now (from now again when it was noted already), in the limits' store: shared by every instance when REDIS_URL is set. */
export async function note(limit: LimitName, key: string, seconds: number): Promise<void> {
  await limiters[limit].block(key, seconds);
}

/** The milliseconds left of a key's note, or 0 when it has none. */
export async function noteLeft(limit: LimitName, key: string): Promise<number> {
  const res = await limiters[limit].get(key);
  return res && res.msBeforeNext > 0 ? res.msBeforeNext : 0;
}

/** The seconds a rejection asks to wait, or null when it is a real failure. */
export function refusalWait(result: unknown): number | null {
  return result instanceof RateLimiterRes ? Math.max(1, Math.ceil(result.msBeforeNext / 1000)) : null;
}
