/**
 * `npm run sweep [-- --minutes 10] [-- --url http://host:port --pid N]`: the
 * hostile sweep. Starts the platform as `npm start` does (a fresh DATA_DIR
 * with its embedded database) unless --url names a running one, then posts
 * oversized, malformed and hostile input to every kind of public and admin
 * route for the given time, and reports how many answers were a 5xx, how
 * many were a 200 where a refusal was due, and the server's RSS at the start
 * and at the end (after a quiet minute). Exits 1 when either count is not 0
 * or RSS grew by more than 50 MB.
 */
import { randomBytes } from "node:crypto";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { request } from "node:http";
import os from "node:os";
import path from "node:path";
import { spawnServer, whenServing } from "./start-command";

const args = process.argv.slice(2);
const option = (name: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
};
const minutes = Number(option("minutes") ?? 10);
const SITES = ["clearpath-access", "copper-kettle", "lockstep-escapes"];

type Probe = { name: string; method: string; path: string; headers?: Record<string, string>; body?: Buffer | string; declaredLength?: number; chunked?: number; refusal: boolean };

const big = (mb: number) => Buffer.alloc(mb * 1024 * 1024, "x");
const junk = () => randomBytes(8).toString("hex");

/** Each probe once per round, with fresh junk where it matters. */
function probes(): Probe[] {
  const site = SITES[Math.floor(Math.random() * SITES.length)]!;
  const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
  const urlencoded = { "Content-Type": "application/x-www-form-urlencoded" };
  return [
    { name: "malformed percent-encoding", method: "GET", path: `/${site}/x%ZZ`, refusal: true },
    { name: "malformed percent-encoding (admin)", method: "GET", path: "/admin/sites/%E0%A4%A", refusal: true },
    { name: "unknown path", method: "GET", path: `/${site}/${junk()}`, refusal: true },
    { name: "junk query", method: "GET", path: `/${site}?q=${junk()}&page=-1&preview=${junk()}`, refusal: false },
    { name: "wrong method on a page", method: "PUT", path: `/${site}`, body: "x", refusal: true },
    { name: "wrong method on an api", method: "DELETE", path: "/api/auth/sign-in", refusal: true },
    { name: "json to sign-in", method: "POST", path: "/api/auth/sign-in", headers: { "Content-Type": "application/json" }, body: "{not json", refusal: true },
    { name: "broken multipart to reset", method: "POST", path: "/api/auth/reset", headers: { "Content-Type": "multipart/form-data; boundary=zz" }, body: "--zz\r\nbroken", refusal: true },
    { name: "sign-in with a wrong password", method: "POST", path: "/api/auth/sign-in", headers: urlencoded, body: form({ email: "operator@mainstreet.test", password: junk() }), refusal: true },
    { name: "50 MB to sign-in", method: "POST", path: "/api/auth/sign-in", headers: urlencoded, declaredLength: 50 * 1024 * 1024, body: big(1), refusal: true },
    { name: "chunked 20 MB to a form", method: "POST", path: `/${site}/contact`, headers: { "Content-Type": "multipart/form-data; boundary=zz" }, chunked: 20, refusal: true },
    { name: "2 MB field to a form", method: "POST", path: `/${site}/contact`, headers: urlencoded, body: form({ name: "x".repeat(2 * 1024 * 1024) }), refusal: true },
    { name: "bad server action", method: "POST", path: `/${site}/contact`, headers: { "Next-Action": junk(), "Content-Type": "text/plain" }, body: "[]", refusal: true },
    { name: "forged webhook", method: "POST", path: "/api/payments/webhooks/test", headers: { "Content-Type": "application/json", "stripe-signature": "t=1,v1=00" }, body: JSON.stringify({ id: junk(), type: "checkout.session.completed", data: { object: {} } }), refusal: true },
    { name: "1 MB webhook", method: "POST", path: "/api/payments/webhooks/stripe", headers: { "Content-Type": "application/json" }, body: big(1), refusal: true },
    { name: "contact page with a forged hash", method: "GET", path: `/contacts/${junk()}/${junk()}`, refusal: true },
    { name: "admin signed out", method: "GET", path: `/admin/sites/${site}/inbox`, refusal: true },
    { name: "admin post signed out", method: "POST", path: `/admin/sites/${site}/pages`, headers: urlencoded, body: "title=<script>alert(1)</script>", refusal: true },
    { name: "media path traversal", method: "GET", path: `/api/media/${site}/..%2F..%2Fsecret`, refusal: true },
    { name: "event ics junk", method: "GET", path: `/api/sites/${site}/events/${junk()}.ics`, refusal: true },
    { name: "reset page with injected error", method: "GET", path: `/login/reset?token=x&error=${encodeURIComponent("<b>call 555</b>")}`, refusal: false },
    { name: "health", method: "GET", path: "/api/health", refusal: false },
  ];
}

function send(base: URL, probe: Probe): Promise<number> {
  return new Promise((resolve) => {
    const headers: Record<string, string | number> = { "X-Forwarded-For": `203.0.113.${Math.floor(Math.random() * 250)}`, ...probe.headers };
    if (probe.declaredLength !== undefined) headers["Content-Length"] = probe.declaredLength;
    else if (probe.body !== undefined && probe.chunked === undefined) headers["Content-Length"] = Buffer.byteLength(probe.body);
    const req = request({ host: base.hostname, port: base.port, path: probe.path, method: probe.method, headers, timeout: 30_000 });
    let done = false;
    const finish = (status: number) => {
      if (done) return;
      done = true;
      resolve(status);
      req.destroy();
    };
    req.on("response", (res) => {
      res.resume();
      res.on("end", () => finish(res.statusCode ?? 0));
      res.on("error", () => finish(res.statusCode ?? 0));
    });
    req.on("timeout", () => finish(-1));
    req.on("error", () => finish(0));
    if (probe.chunked) {
      const chunk = Buffer.alloc(64 * 1024, "x");
      let left = (probe.chunked * 1024 * 1024) / chunk.length;
      const pump = () => {
        while (!done && left-- > 0) if (!req.write(chunk)) return void req.once("drain", pump);
        if (!done) req.end();
      };
      pump();
    } else {
      if (probe.body !== undefined) req.write(probe.body, () => {});
      if (probe.declaredLength === undefined) req.end();
    }
  });
}

async function rssMb(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, "utf8");
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)![1]) / 1024);
}

async function main() {
  let base = option("url");
  let pid = option("pid") ? Number(option("pid")) : undefined;
  let stop = async () => {};
  if (!base) {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), "mainstreet-sweep-"));
    const port = 3900 + Math.floor(Math.random() * 90);
    const child = spawnServer({ env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: "127.0.0.1", LOG_LEVEL: "warn", DATABASE_URL: "", TRUST_PROXY: "1" }, stdio: ["ignore", "pipe", "pipe"] });
    await whenServing(child, 20 * 60_000).ready;
    base = `http://127.0.0.1:${port}`;
    pid = child.pid;
    stop = async () => {
      const exited = new Promise((r) => child.once("exit", r));
      child.kill("SIGTERM");
      await exited;
      await rm(dataDir, { recursive: true, force: true });
    };
  }
  const url = new URL(base);
  const rssStart = pid ? await rssMb(pid) : null;
  const counts = new Map<string, { sent: number; serverErrors: number; wronglyAccepted: number; statuses: Set<number> }>();
  const until = Date.now() + minutes * 60_000;
  let rounds = 0;
  while (Date.now() < until) {
    for (const probe of probes()) {
      const status = await send(url, probe);
      const c = counts.get(probe.name) ?? { sent: 0, serverErrors: 0, wronglyAccepted: 0, statuses: new Set<number>() };
      c.sent++;
      c.statuses.add(status);
      if (status >= 500) c.serverErrors++;
      if (probe.refusal && status >= 200 && status < 300) c.wronglyAccepted++;
      counts.set(probe.name, c);
    }
    rounds++;
  }
  // A quiet minute for the heap to be collected and given back.
  if (pid) await new Promise((r) => setTimeout(r, 60_000));
  const rssEnd = pid ? await rssMb(pid) : null;
  await stop();

  let serverErrors = 0;
  let wronglyAccepted = 0;
  let sent = 0;
  for (const [name, c] of counts) {
    serverErrors += c.serverErrors;
    wronglyAccepted += c.wronglyAccepted;
    sent += c.sent;
    console.log(`${name.padEnd(40)} ${String(c.sent).padStart(6)} sent  5xx ${c.serverErrors}  200-not-refused ${c.wronglyAccepted}  statuses ${[...c.statuses].sort().join(",")}`);
  }
  const growth = rssStart !== null && rssEnd !== null ? rssEnd - rssStart : null;
  console.log(`\n${minutes} min, ${rounds} rounds, ${sent} requests: ${serverErrors} answers 5xx, ${wronglyAccepted} answers 200 where a refusal was due; RSS ${rssStart ?? "?"} MB -> ${rssEnd ?? "?"} MB (${growth === null ? "?" : `${growth >= 0 ? "+" : ""}${growth} MB`})`);
  process.exit(serverErrors || wronglyAccepted || (growth !== null && growth > 50) ? 1 : 0);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
