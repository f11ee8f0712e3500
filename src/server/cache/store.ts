/**
 * An in-memory, tag-invalidated cache with LRU eviction. Pure: no I/O, so it
 * is unit-tested on its own; ./index.ts wires it to the cross-instance
 * invalidation channel.
 */
export class TaggedCache {
  private entries = new Map<string, { value: unknown; tags: readonly string[]; weight: number; expiresAt?: number; staleUntil?: number; generation: number }>();
  private byTag = new Map<string, Set<string>>();
  private inflight = new Map<string, { promise: Promise<unknown>; tags: readonly string[] }>();
  /** Bumped whenever a tag is invalidated, so a load that raced an invalidation is not stored. */
  private tagVersions = new Map<string, number>();
  private epoch = 0;
  private weight = 0;
  /** Entries stored before the last markStale() belong to an older generation: kept, but only peek() returns them. */
  private generation = 0;

  /**
   * Holds entries up to `capacity`, each weighing what `weigh` says: by
   * default one, so the capacity is a number of entries; the page cache
   * weighs its pages in bytes. 0 keeps nothing.
   */
  constructor(
    private readonly capacity: number,
    private readonly weigh: (value: unknown) => number = () => 1,
  ) {}

  get size(): number {
    return this.entries.size;
  }

  /** What the entries weigh together: their count, or the page cache's bytes. */
  get held(): number {
    return this.weight;
  }

  async getOrLoad<T>(key: string, entryTags: readonly string[], load: () => Promise<T>): Promise<T> {
    const hit = this.entries.get(key);
    if (hit && hit.generation === this.generation) {
      // Refresh recency: Map keeps insertion order, so re-inserting moves it to the end.
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit.value as T;
    }
    return this.share(key, entryTags, async () => {
      const before = this.snapshot(entryTags);
      const value = await load();
      if (this.capacity > 0 && this.snapshot(entryTags) === before) this.store(key, value, entryTags);
      return value;
    });
  }

  /**
   * Runs `produce` for `key`, unless a production of it is already under way:
   * then its result is shared, so concurrent misses of one key cost one load
   * (or one render). A production begun before an invalidation of one of its
   * tags is not shared with callers after it.
   */
  share<T>(key: string, entryTags: readonly string[], produce: () => Promise<T>): Promise<T> {
    const pending = this.inflight.get(key);
    if (pending) return pending.promise as Promise<T>;
    const promise: Promise<T> = produce().finally(() => {
      if (this.inflight.get(key)?.promise === promise) this.inflight.delete(key);
    });
    this.inflight.set(key, { promise, tags: entryTags });
    return promise;
  }

  /** Whether a production of `key` is under way (see share()). */
  producing(key: string): boolean {
    return this.inflight.has(key);
  }

  /** The stored value, if any and not expired; counts as a use. */
  get<T>(key: string, now = Date.now()): T | undefined {
    const hit = this.entries.get(key);
    if (!hit || hit.generation !== this.generation) return undefined;
    if (hit.expiresAt !== undefined && hit.expiresAt <= now) {
      // Past its time but within its stale window, it stays for expired().
      if (!(hit.staleUntil !== undefined && hit.staleUntil > now)) this.remove(key);
      return undefined;
    }
    this.entries.delete(key);
    this.entries.set(key, hit);
    return hit.value as T;
  }

  /**
   * A value past its time but within the stale window set() gave it: what may
   * be served while a fresh one is made. Values an invalidation dropped are
   * gone, never stale.
   */
  expired<T>(key: string, now = Date.now()): T | undefined {
    const hit = this.entries.get(key);
    if (!hit || hit.generation !== this.generation || hit.expiresAt === undefined || hit.expiresAt > now) return undefined;
    return hit.staleUntil !== undefined && hit.staleUntil > now ? (hit.value as T) : undefined;
  }

  /** A marker to take before producing a value for set(): if any of its tags is invalidated meanwhile, set() drops the value. */
  version(entryTags: readonly string[]): string {
    return this.snapshot(entryTags);
  }

  /** Stores `value` unless one of its tags was invalidated since `version`; after `ttlMs` it is expired, and `staleMs` more it may still be served stale (expired()). */
  set(key: string, value: unknown, entryTags: readonly string[], version: string, ttlMs?: number, staleMs = 0): boolean {
    if (this.capacity === 0 || this.snapshot(entryTags) !== version) return false;
    const expiresAt = ttlMs === undefined ? undefined : Date.now() + ttlMs;
    this.store(key, value, entryTags, expiresAt, expiresAt === undefined ? undefined : expiresAt + staleMs);
    return true;
  }

  invalidate(invalidated: Iterable<string>): void {
    for (const tag of invalidated) {
      this.tagVersions.set(tag, (this.tagVersions.get(tag) ?? 0) + 1);
      for (const key of this.byTag.get(tag) ?? []) this.remove(key);
      this.byTag.delete(tag);
      // A load already under way for this tag must not be shared with later callers.
      for (const [key, pending] of this.inflight) if (pending.tags.includes(tag)) this.inflight.delete(key);
    }
  }

  /**
   * Any stored value, stale or expired included, without counting as a use:
   * what may be served while nothing fresher can be made (the database is away).
   */
  peek<T>(key: string): T | undefined {
    return this.entries.get(key)?.value as T | undefined;
  }

  /**
   * Keeps every entry but makes it stale: get() no longer returns it, peek()
   * does, and a fresh set() replaces it. For when invalidations may have been
   * missed (the listener dropped) but the old copies are still better than
   * nothing during an outage.
   */
  markStale(): void {
    this.epoch++;
    this.generation++;
    this.inflight.clear();
  }

  clear(): void {
    this.epoch++;
    this.entries.clear();
    this.weight = 0;
    this.byTag.clear();
    this.inflight.clear();
  }

  private snapshot(entryTags: readonly string[]): string {
    return `${this.epoch}:${entryTags.map((t) => this.tagVersions.get(t) ?? 0).join(",")}`;
  }

  private store(key: string, value: unknown, entryTags: readonly string[], expiresAt?: number, staleUntil?: number): void {
    this.remove(key);
    const weight = this.weigh(value);
    if (weight > this.capacity) return;
    this.entries.set(key, { value, tags: entryTags, weight, expiresAt, staleUntil, generation: this.generation });
    this.weight += weight;
    for (const tag of entryTags) {
      let keys = this.byTag.get(tag);
      if (!keys) this.byTag.set(tag, (keys = new Set()));
      keys.add(key);
    }
    while (this.weight > this.capacity) {
      const oldest = this.entries.keys().next().value as string;
      this.remove(oldest);
    }
  }

  private remove(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.weight -= entry.weight;
    for (const tag of entry.tags) {
      const keys = this.byTag.get(tag);
      keys?.delete(key);
      if (keys?.size === 0) this.byTag.delete(tag);
    }
  }
}
