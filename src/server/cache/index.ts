import pg from "pg";
import { env, requireEnv } from "@/server/env";
import { logger } from "@/server/log";
import { TaggedCache } from "./store";

export { tags } from "./tags";
export type { TaggedCache } from "./store";

/**
 * The shared read cache for public content. Every instance keeps its own
 * copy; writes announce the tags they touch with pg_notify inside their
 * transaction (see ../db/write.ts), so every instance, and this one, drops
 * the affected entries as soon as the write commits. While the listener is
 * not connected nothing is cached: a missed invalidation can never serve stale
 * content. Kept pages are not emptied when the listener drops, only made
 * stale: they are served (marked stale) while the database is away, and
 * replaced by fresh renders once it is back.
 */
export const INVALIDATION_CHANNEL = "mainstreet_cache";

/** What the page cache holds says what it weighs: the edge's kept pages, their compressed bytes. */
export interface KeptPage {
  readonly bytes: number;
}

const state = {
  store: new TaggedCache(env().CACHE_MAX_ENTRIES),
  /** Whole public pages, compressed (edge/page-cache.ts), weighed in bytes; invalidated by the same tags. */
  responses: new TaggedCache(env().RESPONSE_CACHE_MB * 2 ** 20, (page) => (page as KeptPage).bytes),
  listening: false,
  connecting: undefined as Promise<void> | undefined,
  client: undefined as pg.Client | undefined,
  stopped: false,
  syncing: undefined as Promise<void> | undefined,
  nextSync: undefined as Promise<void> | undefined,
};

export async function cached<T>(key: string, entryTags: readonly string[], load: () => Promise<T>): Promise<T> {
  if (!state.listening) {
    await listen().catch(() => undefined);
    if (!state.listening) return load();
  }
  return state.store.getOrLoad(key, entryTags, load);
}

/** Drops the tags here at once; other instances hear of it through the channel. */
export function invalidateLocally(invalidated: readonly string[]): void {
  state.store.invalidate(invalidated);
  state.responses.invalidate(invalidated);
}

/** The page cache, or null while invalidations cannot be heard (then nothing may be served from it). */
export function responseStore(): TaggedCache | null {
  return state.listening ? state.responses : null;
}

/** How full this instance's caches are (health's details): data entries, and kept pages with their compressed bytes. */
export function cacheFigures(): { entries: number; pages: number; pagesMb: number } {
  return { entries: state.store.size, pages: state.responses.size, pagesMb: Math.round(state.responses.held / 2 ** 20) };
}

/** A kept page however old, for serving while the database is away (null when there is none). */
export function staleCopy<T>(key: string): T | null {
  return state.responses.peek<T>(key) ?? null;
}

/** Connects the invalidation listener if it is not yet (the first request would otherwise bypass the page cache). */
export async function ensureListening(): Promise<void> {
  if (!state.listening) await listen().catch(() => undefined);
}

/**
 * Resolves once every invalidation committed before the call has been
 * applied here. A write's NOTIFY reaches this instance a moment after its
 * COMMIT returns to the writer; a round trip on the listening connection
 * makes Postgres deliver anything pending first. The server awaits this at the
 * start of each request, so the request after a publish shows the change.
 * Concurrent requests share round trips: one that arrives while a round trip
 * is under way waits for the next one, which starts after it.
 */
export function syncInvalidations(): Promise<void> {
  const client = state.client;
  if (!client || !state.listening) return Promise.resolve();
  if (!state.syncing) {
    state.syncing = client
      .query("select 1")
      .then(
        () => undefined,
        () => dropListener(client),
      )
      .finally(() => {
        state.syncing = undefined;
      });
    return state.syncing;
  }
  state.nextSync ??= state.syncing.then(() => {
    state.nextSync = undefined;
    return syncInvalidations();
  });
  return state.nextSync;
}

function listen(): Promise<void> {
  if (state.stopped) return Promise.resolve();
  state.connecting ??= (async () => {
    const client = new pg.Client({ connectionString: requireEnv("DATABASE_URL"), connectionTimeoutMillis: 5000 });
    client.on("notification", (message) => {
      if (message.channel === INVALIDATION_CHANNEL && message.payload) invalidateLocally(message.payload.split(" "));
    });
    client.on("error", (error) => {
      logger.warn({ err: error }, "cache invalidation listener lost its connection; caching paused");
      dropListener(client);
    });
    client.on("end", () => dropListener(client));
    await client.connect();
    await client.query(`listen ${INVALIDATION_CHANNEL}`);
    state.client = client;
    // Anything cached before this point may have missed a notification.
    state.store.clear();
    state.responses.markStale();
    state.listening = true;
  })().finally(() => {
    state.connecting = undefined;
  });
  return state.connecting;
}

function dropListener(client: pg.Client): void {
  if (state.client !== client) return;
  state.listening = false;
  state.client = undefined;
  state.store.clear();
  state.responses.markStale();
  client.end().catch(() => undefined);
}

export async function stopCache(): Promise<void> {
  state.stopped = true;
  state.listening = false;
  const client = state.client;
  state.client = undefined;
  state.store.clear();
  await client?.end().catch(() => undefined);
}
