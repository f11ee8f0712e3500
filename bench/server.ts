/**
 * What both benches share: the production server started on a fresh embedded
 * database, its memory, and autocannon's measure of one address.
 */
import type { ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import path from "node:path";
import autocannon from "autocannon";
import { spawnServer, whenServing } from "../scripts/start-command";

export const root = path.resolve(import.meta.dirname, "..");

/** Lets the bench read /api/health's memory figures (details need the operator or this token). */
export const BENCH_HEALTH_TOKEN = randomBytes(24).toString("base64url");

export const args = process.argv.slice(2);
export const option = (name: string, fallback: number) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? Number(args[i + 1]) : fallback;
};
export const DURATION = option("duration", 10);
export const CONNECTIONS = 32;
export const HEADERS = { "accept-encoding": "gzip, br", accept: "text/html" };

export interface Result {
  name: string;
  path: string;
  connections: number;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  non2xx: number;
  ratioToCeiling?: number;
}

export { freePort } from "../scripts/cluster";

export async function startPlatform(
  dataDir: string,
  port: number,
  extraEnv: Record<string, string> = {},
): Promise<{ child: ChildProcess; startupMs: number; databaseUrl: string }> {
  const started = Date.now();
  const child = spawnServer({
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: "127.0.0.1",
      LOG_LEVEL: "warn",
      DATABASE_URL: "",
      HEALTH_TOKEN: BENCH_HEALTH_TOKEN,
      PAYMENT_PROVIDER: "test",
      ...extraEnv,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  // The first start builds the app, which may take minutes on a slow machine.
  await whenServing(child, 20 * 60_000).ready;
  return { child, startupMs: Date.now() - started, databaseUrl: (await readFile(path.join(dataDir, "database-url"), "utf8")).trim() };
}

export async function stop(child: ChildProcess) {
  const exited = new Promise((r) => child.once("exit", r));
  child.kill("SIGTERM");
  await exited;
}

/** The server's resident memory as the kernel counts it, and its JavaScript heap as /api/health reports it. */
export async function memory(pid: number, base: string): Promise<{ rssMb: number; heapUsedMb: number; heapTotalMb: number }> {
  const status = await readFile(`/proc/${pid}/status`, "utf8");
  const health = (await (await fetch(`${base}/api/health`, { headers: { Authorization: `Bearer ${BENCH_HEALTH_TOKEN}` } })).json()) as {
    memory: { heapUsedMb: number; heapTotalMb: number };
  };
  return { rssMb: Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)![1]) / 1024), heapUsedMb: health.memory.heapUsedMb, heapTotalMb: health.memory.heapTotalMb };
}

/** `{n}` in a path becomes a new number on every request: a page or a search the cache has never seen. */
export async function measure(name: string, url: string, connections = CONNECTIONS, headers: Record<string, string> = HEADERS): Promise<Result> {
  let n = 0;
  const requests: autocannon.Request[] | undefined = url.includes("{n}")
    ? [{ setupRequest: (req) => ({ ...req, path: (new URL(url).pathname + new URL(url).search).replace(/\{n\}|%7Bn%7D/, String(++n)) }) }]
    : undefined;
  const options = { url: url.replace("{n}", "0"), connections, headers, ...(requests && { requests }) };
  await autocannon({ ...options, duration: 2 }); // warm-up
  const r = await autocannon({ ...options, duration: DURATION });
  return {
    name,
    path: new URL(url).pathname + decodeURIComponent(new URL(url).search),
    connections,
    requestsPerSecond: Math.round(r.requests.average),
    p50: r.latency.p50,
    p99: r.latency.p99,
    non2xx: r.non2xx,
  };
}
