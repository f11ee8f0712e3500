import { AsyncLocalStorage } from "node:async_hooks";
import { sql } from "drizzle-orm";
import { INVALIDATION_CHANNEL, invalidateLocally } from "@/server/cache";
import { purgeCdn } from "@/server/cdn";
import { db, type Transaction } from "./client";

/**
 * Every write to tenant data goes through write(): one transaction, and the
 * cache tags it affects announced with pg_notify in that same transaction, so
 * the announcement goes out exactly when (and only if) the write commits.
 * Inside batch(), writes share the batch's transaction and their tags are
 * announced once at its end (the demo loader and imports use this).
 * `affected` is read when fn has finished: a write that learns which site it
 * touched only inside (a provider's webhook) pushes the tag then. A CDN in
 * front (server/cdn) is told once the write has committed, by the instance
 * that made it.
 */
interface Batch {
  tx: Transaction;
  tags: Set<string>;
}
const currentBatch = new AsyncLocalStorage<Batch>();

export async function write<T>(affected: readonly string[], fn: (tx: Transaction) => Promise<T>): Promise<T> {
  const batch = currentBatch.getStore();
  if (batch) {
    const value = await fn(batch.tx);
    for (const tag of affected) batch.tags.add(tag);
    return value;
  }
  const result = await db().transaction(async (tx) => {
    const value = await fn(tx);
    await announce(tx, affected);
    return value;
  });
  invalidated(affected);
  return result;
}

export async function batch<T>(fn: () => Promise<T>): Promise<T> {
  if (currentBatch.getStore()) return fn();
  const tags = new Set<string>();
  const result = await db().transaction(async (tx) => {
    const value = await currentBatch.run({ tx, tags }, fn);
    await announce(tx, [...tags]);
    return value;
  });
  invalidated([...tags]);
  return result;
}

/** After the commit: this instance's caches at once, the CDN's when it answers. */
function invalidated(tags: readonly string[]): void {
  invalidateLocally(tags);
  void purgeCdn(tags);
}

async function announce(tx: Transaction, affected: readonly string[]): Promise<void> {
  if (affected.length) await tx.execute(sql`select pg_notify(${INVALIDATION_CHANNEL}, ${affected.join(" ")})`);
}
