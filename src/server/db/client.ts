import "server-only";
import { drizzle, type NodePgDatabase } from "drizzle-orm/node-postgres";
import pg from "pg";
import { requireEnv } from "@/server/env";
import { processSingleton } from "@/server/global";
import { logger } from "@/server/log";
import * as schema from "./schema";

export type Database = NodePgDatabase<typeof schema>;
export type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];
/** Anything that runs queries: the database or an open transaction. */
export type Executor = Database | Transaction;

const state = processSingleton("db", () => ({ pool: undefined as pg.Pool | undefined, db: undefined as Database | undefined }));

export function pool(): pg.Pool {
  if (!state.pool) {
    state.pool = new pg.Pool({ connectionString: requireEnv("DATABASE_URL"), max: 10, idleTimeoutMillis: 30_000, connectionTimeoutMillis: 5000 });
    // An idle connection dropped by the server (a restart, a failover) must not take the process down;
    // the pool replaces it on the next query.
    state.pool.on("error", (error) => logger.warn({ err: error }, "an idle database connection failed"));
  }
  return state.pool;
}

export function db(): Database {
  state.db ??= drizzle(pool(), { schema });
  return state.db;
}

export async function closeDb(): Promise<void> {
  const p = state.pool;
  state.pool = undefined;
  state.db = undefined;
  await p?.end();
}

export { schema };
