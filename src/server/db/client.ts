import { drizzle, type NodePgDatabase } from "drizzle-orm/node-postgres";
import pg from "pg";
import { requireEnv } from "@/server/env";
import { logger } from "@/server/log";
import { requestContext, type RequestContext } from "@/server/request-context";
import { checkDatabaseNow, isDatabaseUnavailable } from "./health";
import * as schema from "./schema";

export type Database = NodePgDatabase<typeof schema>;
export type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];
/** Anything that runs queries: the database or an open transaction. */
export type Executor = Database | Transaction;

const state = { pool: undefined as pg.Pool | undefined, db: undefined as Database | undefined };

export function pool(): pg.Pool {
  if (!state.pool) {
    state.pool = new pg.Pool({ connectionString: requireEnv("DATABASE_URL"), max: 10, idleTimeoutMillis: 30_000, connectionTimeoutMillis: 5000 });
    // An idle connection dropped by the server (a restart, a failover) must not take the process down;
    // the pool replaces it on the next query.
    state.pool.on("error", (error) => logger.warn({ err: error }, "an idle database connection failed"));
    noteLostConnections(state.pool);
  }
  return state.pool;
}

/**
 * A query that fails because the database cannot be reached is noted on the
 * request it ran for (`databaseFailed`: the edge then answers as it does
 * during an outage, never with Next's 500), and the watchdog is asked to
 * probe at once. Queries through the pool, transactions' connections, and
 * connections that could not be had.
 */
function noteLostConnections(pool: pg.Pool): void {
  const noted = (result: unknown, context: RequestContext | null) => {
    if (result instanceof Promise) result.catch((error: unknown) => lost(error, context));
    return result;
  };
  const query = pool.query.bind(pool) as (...args: unknown[]) => unknown;
  pool.query = ((...args: unknown[]) => noted(query(...args), requestContext())) as typeof pool.query;
  const connect = pool.connect.bind(pool) as (...args: unknown[]) => unknown;
  // pg-pool's own query() asks with a callback: its failures reach the caller of query(), noted above.
  pool.connect = ((...args: unknown[]) => (args.length ? connect(...args) : noted(connect(), requestContext()))) as typeof pool.connect;
  pool.on("connect", (client) => {
    const clientQuery = client.query.bind(client) as (...args: unknown[]) => unknown;
    client.query = ((...args: unknown[]) => noted(clientQuery(...args), requestContext())) as typeof client.query;
  });
}

function lost(error: unknown, context: RequestContext | null): void {
  if (!isDatabaseUnavailable(error)) return;
  if (context) context.databaseFailed = true;
  void checkDatabaseNow();
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
