import { createHash, randomBytes } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { pool } from "@/server/db/client";
import { env } from "@/server/env";
import { every } from "@/server/every";
import { logger } from "@/server/log";
import { countryCode, deviceClass, isBot, isPrefetch, referrerHost, sitePage, utm, type Device } from "./classify";
import { DayClock } from "./day";
import { rollUp } from "./rollup";

/**
 * Page views, counted by the server for every public page it answers (from
 * the page cache or rendered), with no cookie and no script. A view waits in
 * memory, with the address and user agent it came with, until the next
 * flush (every two seconds): the flush turns those two into the day's
 * visitor hash and writes the batch in one statement. Neither is ever
 * written anywhere. Losing an instance loses its last two seconds of counts;
 * submissions, bookings and payments are counted from their own rows (see
 * modules/analytics), so never one of those.
 */

interface PendingView {
  slug: string;
  at: number;
  day: string;
  /** Identical views (same page, source and visitor) since the last flush. */
  count: number;
  path: string;
  referrer: string | null;
  campaign: string | null;
  device: Device;
  country: string | null;
  address: string;
  userAgent: string;
}

const FLUSH_MS = 2_000;
const ROLLUP_MS = 5 * 60_000;
/** Distinct pending views beyond this (the database is away) are dropped, so memory stays bounded. */
const MAX_PENDING = 50_000;

const state = {
  /** Views waiting to be written, by everything they record: identical ones are counted, not repeated. */
  pending: new Map<string, PendingView>(),
  started: false,
  enabled: undefined as boolean | undefined,
  countryHeader: undefined as string | undefined,
  salts: new Map<string, string>(),
  clock: new DayClock(),
  devices: new Map<string, Device | null>(),
  dropped: 0,
};

const SESSION_COOKIE = /(^|;\s*)mainstreet[._-]/i;

/**
 * The request path's one call (edge/handler.ts): decides from the request
 * whether it could be a page view, and counts it when its answer is a page
 * (200, or 304 to a browser revalidating its copy). `clientAddress` is the
 * visitor's as the edge took it (the socket's, or a trusted proxy's word).
 */
export function countView(req: IncomingMessage, res: ServerResponse, url: URL, clientAddress: string): void {
  if (state.enabled === undefined) {
    state.enabled = env().ANALYTICS === "on";
    state.countryHeader = env().ANALYTICS_COUNTRY_HEADER;
  }
  if (!state.enabled || req.method !== "GET") return;
  const page = sitePage(url.pathname);
  if (!page) return;
  const h = req.headers;
  const userAgent = h["user-agent"];
  // The site's own people, signed in, are not visitors; bots and prefetches are not views.
  const device = userAgent ? deviceOf(userAgent) : null;
  if (!device || isPrefetch(h) || SESSION_COOKIE.test(h.cookie ?? "")) return;
  const at = Date.now();
  res.once("finish", () => {
    if (res.statusCode !== 200 && res.statusCode !== 304) return;
    const query = url.search ? url.searchParams : null;
    const referrer = referrerHost(h.referer, h.host) ?? (query ? utm(query.get("utm_source")) : null);
    const campaign = query ? utm(query.get("utm_campaign")) : null;
    const country = state.countryHeader ? countryCode(h[state.countryHeader]) : null;
    const day = state.clock.dayOf(at);
    const key = `${day}\0${page.slug}\0${page.path}\0${referrer}\0${campaign}\0${country}\0${clientAddress}\0${userAgent}`;
    const same = state.pending.get(key);
    if (same) same.count++;
    else pend(key, { slug: page.slug, at, day, count: 1, path: page.path, referrer, campaign, device, country, address: clientAddress, userAgent: userAgent! });
  });
}

/**
 * A user agent's device class, or null for a bot's, remembered: a site's
 * visitors send a few hundred distinct user agents, and a map lookup costs
 * less than the bot pattern on every request.
 */
function deviceOf(userAgent: string): Device | null {
  const known = state.devices.get(userAgent);
  if (known !== undefined) return known;
  const device = isBot(userAgent) ? null : deviceClass(userAgent);
  if (state.devices.size >= 2_000) state.devices.clear();
  state.devices.set(userAgent, device);
  return device;
}

function pend(key: string, view: PendingView) {
  if (state.pending.size >= MAX_PENDING) {
    if (state.dropped++ % 10_000 === 0) logger.warn({ pending: state.pending.size }, "analytics: views are not being written; dropping new ones");
    return;
  }
  state.pending.set(key, view);
  if (!state.started) {
    state.started = true;
    every(FLUSH_MS, "write page views", flushViews);
    every(ROLLUP_MS, "roll up page views", () => rollUp());
  }
}

/** Writes every pending view in one statement; on failure they stay pending for the next try. Returns how many views were written. */
export async function flushViews(): Promise<number> {
  const batch = state.pending;
  if (!batch.size) return 0;
  state.pending = new Map();
  try {
    const rows = {
      slug: [] as string[],
      at: [] as string[],
      day: [] as string[],
      path: [] as string[],
      referrer: [] as (string | null)[],
      campaign: [] as (string | null)[],
      device: [] as string[],
      country: [] as (string | null)[],
      visitor: [] as string[],
      views: [] as number[],
    };
    for (const view of batch.values()) {
      const day = view.day;
      const salt = state.salts.get(day) ?? (await saltOf(day));
      rows.slug.push(view.slug);
      rows.at.push(new Date(view.at).toISOString());
      rows.day.push(day);
      rows.path.push(view.path);
      rows.referrer.push(view.referrer);
      rows.campaign.push(view.campaign);
      rows.device.push(view.device);
      rows.country.push(view.country);
      rows.visitor.push(visitorHash(salt, view.slug, view.address, view.userAgent));
      rows.views.push(view.count);
    }
    const result = await pool().query(
      `insert into analytics_views (site_id, at, day, path, referrer, campaign, device, country, visitor, views)
       select s.id, v.at, v.day, v.path, v.referrer, v.campaign, v.device, v.country, v.visitor, v.views
       from unnest($1::text[], $2::timestamptz[], $3::date[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[], $9::text[], $10::int[])
         as v(slug, at, day, path, referrer, campaign, device, country, visitor, views)
       join sites s on s.slug = v.slug
       returning views`,
      [rows.slug, rows.at, rows.day, rows.path, rows.referrer, rows.campaign, rows.device, rows.country, rows.visitor, rows.views],
    );
    return result.rows.reduce((n: number, r: { views: number }) => n + r.views, 0);
  } catch (error) {
    for (const [key, view] of batch) if (state.pending.size < MAX_PENDING && !state.pending.has(key)) state.pending.set(key, view);
    throw error;
  }
}

/** The same visitor on the same site on the same day, and nothing that leads back to them once the day's salt is gone. */
export function visitorHash(salt: string, site: string, address: string, userAgent: string): string {
  return createHash("sha256").update(salt).update("\0").update(site).update("\0").update(address).update("\0").update(userAgent).digest("hex").slice(0, 16);
}

/** The day's salt, shared by every instance through the database: the first to need it makes it. */
async function saltOf(day: string): Promise<string> {
  await pool().query("insert into analytics_salts (day, salt) values ($1, $2) on conflict (day) do nothing", [day, randomBytes(32).toString("base64url")]);
  const { rows } = await pool().query<{ salt: string }>("select salt from analytics_salts where day = $1", [day]);
  const salt = rows[0]!.salt;
  // Only today's (and, around midnight, yesterday's) salt is held; older ones are forgotten here as the rollup deletes them there.
  for (const known of state.salts.keys()) if (known < day) state.salts.delete(known);
  state.salts.set(day, salt);
  return salt;
}

/** Tests: the views waiting to be written, and forgetting the process's salts as a new day would. */
export const pendingViews = () => state.pending.size;
export function forgetSalts(): void {
  state.salts.clear();
}
