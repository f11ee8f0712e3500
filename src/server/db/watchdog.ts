import pg from "pg";
import { countRestart, databaseOutage, markDatabaseDown, markDatabaseUp, offerDatabaseCheck } from "@/server/db/health";
import type { EmbeddedDatabase } from "./embedded";

export interface WatchdogOptions {
  databaseUrl: string;
  /** Present when this process runs the database: it is restarted when it dies. */
  embedded?: EmbeddedDatabase;
  log: (message: string, extra?: Record<string, unknown>) => void;
  /** Called once the database answers again after an outage. */
  recovered: () => void;
  /** The embedded database could not be brought back: the process should exit non-zero so a supervisor restarts it. */
  gaveUp: (reason: string) => void;
  /** How long the embedded database may stay down before giving up. */
  giveUpAfterMs?: number;
}

/**
 * Watches the database: a `select 1` every second on a connection of its own.
 * When it fails, the platform is marked down (./health.ts: pages are served
 * stale or answer 503). An embedded server that died is started again on the
 * same port (PostgreSQL's crash recovery runs on start), every second until
 * it is up or the time to give up has passed; an outside database (DATABASE_URL)
 * is probed again with a backoff doubling to 15 s. A request that saw a
 * query fail for want of a connection asks for a probe at once
 * (./health.ts, checkDatabaseNow), so that the outage is marked within
 * milliseconds, not at the next round. Returns the stop.
 */
export function watchDatabase(options: WatchdogOptions): () => void {
  const giveUpAfterMs = options.giveUpAfterMs ?? 60_000;
  let client: pg.Client | undefined;
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  let embeddedDead = false;
  let failures = 0;
  /** The check under way, which an asked-for probe joins rather than running a second. */
  let running: Promise<boolean> | undefined;

  options.embedded?.onUnexpectedExit((description) => {
    embeddedDead = true;
    markDatabaseDown(description);
    options.log("the embedded PostgreSQL stopped unexpectedly; restarting it", { reason: description });
    schedule(0);
  });

  function schedule(ms: number) {
    if (stopped) return;
    clearTimeout(timer);
    // A round asked for while one is under way (the embedded server just died) follows it at once.
    timer = setTimeout(() => void (running ? running.finally(() => schedule(0)) : run()), ms);
    timer.unref();
  }

  function run(): Promise<boolean> {
    running ??= check().finally(() => (running = undefined));
    return running;
  }

  // Asked for by a request whose query could not reach the database. During an outage already marked, the rounds go on as they are.
  offerDatabaseCheck(() => {
    if (stopped) return Promise.resolve(true);
    if (databaseOutage() && !running) return Promise.resolve(false);
    return run();
  });

  /** A `select 1`; a connection that broke since the last one is replaced at once and asked again. */
  async function probe(): Promise<void> {
    const reused = Boolean(client);
    try {
      await probeOnce();
    } catch (error) {
      if (!reused) throw error;
      await probeOnce();
    }
  }

  async function probeOnce(): Promise<void> {
    if (!client) {
      const fresh = new pg.Client({ connectionString: options.databaseUrl, connectionTimeoutMillis: 3000, query_timeout: 3000 });
      fresh.on("error", () => undefined); // reported by the next probe
      await fresh.connect().catch(async (error: unknown) => {
        await fresh.end().catch(() => undefined);
        throw error;
      });
      client = fresh;
    }
    try {
      await client.query("select 1");
    } catch (error) {
      const lost = client;
      client = undefined;
      await lost.end().catch(() => undefined);
      throw error;
    }
  }

  /** One round: true when the database answered. */
  async function check(): Promise<boolean> {
    if (embeddedDead && options.embedded) {
      countRestart();
      try {
        await options.embedded.restart();
        embeddedDead = false;
        options.log("the embedded PostgreSQL started again");
      } catch (error) {
        options.log("the embedded PostgreSQL did not start yet", { err: String(error).slice(0, 300) });
      }
    }
    try {
      await probe();
      failures = 0;
      const lastedMs = markDatabaseUp();
      if (lastedMs !== null) {
        options.log("the database answers again", { outageMs: lastedMs });
        options.recovered();
      }
      schedule(1000);
      return true;
    } catch (error) {
      failures++;
      markDatabaseDown(
        embeddedDead ? "the embedded PostgreSQL is restarting" : `the database does not answer: ${error instanceof Error ? error.message : String(error)}`,
      );
      const outage = databaseOutage();
      const downMs = outage ? Date.now() - outage.since.getTime() : 0;
      if (options.embedded && downMs > giveUpAfterMs) {
        stopped = true;
        options.gaveUp(`the embedded PostgreSQL did not come back within ${Math.round(giveUpAfterMs / 1000)} s`);
        return false;
      }
      // Postgres on this machine: try each second; an outside one: back off, up to 15 s.
      schedule(options.embedded ? 1000 : Math.min(15_000, 1000 * 2 ** Math.min(failures - 1, 4)));
      return false;
    }
  }

  schedule(1000);
  return () => {
    stopped = true;
    offerDatabaseCheck(null);
    clearTimeout(timer);
    void client?.end().catch(() => undefined);
  };
}
