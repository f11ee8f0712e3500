/**
 * npm run bench [-- --sites 10000] [-- --duration 10] [-- --only "appointment slots"] [-- --only "page weight"] [-- --only "Lighthouse"]
 *
 * Builds if needed, starts the production server on the demo deployment (a
 * fresh embedded database in a temporary folder), and measures with
 * autocannon: 32 connections, a warm-up, then `duration` seconds per target,
 * every request asking for gzip and brotli as browsers do. The ceiling is the
 * content page's response, headers and compressed bytes, served from memory
 * by a bare Node http server on a thread of its own. With
 * --sites N it then adds N synthetic sites of 20 pages each, restarts, and
 * measures again, with start-up time and memory. It also weighs one page of
 * every kind (HTML and JavaScript, compressed) and runs Lighthouse on each
 * (skip with --no-lighthouse). A round through Caddy (deploy/Caddyfile) over two
 * instances sets the same pages against one instance direct, in the same run
 * (skip with --no-balanced). Writes bench/results.json and bench/lighthouse.json.
 * Then the cost of visitor analytics: the cached content page asked for by a
 * browser (so every request is a counted view) with ANALYTICS on and off,
 * twice each, alternating restarts (skip with --no-analytics); --analytics-only
 * runs just that and adds it to the existing bench/results.json. Between the
 * demo round and the rest, 32 visitors asking for one page at the same moment
 * just after it changed: how many renders, and how long they waited.
 */
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { Worker } from "node:worker_threads";
import { request as httpRequest } from "node:http";
import { brotliCompressSync, constants } from "node:zlib";
import { runLighthouse } from "./lighthouse";
import { startCaddy } from "../scripts/cluster";
import { spawnServer, whenServing } from "../scripts/start-command";
import { interactivePages, INTERACTIVE_PAGE_BUDGET_KB } from "./page-scripts";
import { pageWeights, type PageWeight } from "./page-weight";
import { args, CONNECTIONS, DURATION, freePort, HEADERS, measure, memory, option, root, startPlatform, stop, type Result } from "./server";
import pg from "pg";

const SITES = option("sites", 0);
/**
 * Memory right after the load, and once the server has been idle long enough
 * for V8's memory reducer to collect and give back the heap the load grew
 * (it acts after several seconds of low allocation): what an instance holds
 * between bursts.
 */
async function memoryAfterLoad(pid: number, base: string) {
  const atOnce = await memory(pid, base);
  await new Promise((resolve) => setTimeout(resolve, SETTLE_SECONDS * 1000));
  const settled = await memory(pid, base);
  console.log(
    `resident memory right after the run ${atOnce.rssMb} MB (JavaScript heap ${atOnce.heapUsedMb} of ${atOnce.heapTotalMb} MB); ${SETTLE_SECONDS} s later ${settled.rssMb} MB (heap ${settled.heapUsedMb} of ${settled.heapTotalMb} MB)`,
  );
  return { atOnce, settled };
}

const SETTLE_SECONDS = 30;

/**
 * Answers every request with `fields` and `body`, on a thread of its own: the
 * platform has a process of its own, and a ceiling sharing the thread
 * autocannon runs on would be measured against part of a core.
 */
const CEILING_SERVER = `
const { createServer } = require("node:http");
const { parentPort, workerData } = require("node:worker_threads");
const body = Buffer.from(workerData.body);
const fields = [...workerData.fields, "content-length", String(body.length)];
const server = createServer((_req, res) => {
  res.writeHead(200, fields);
  res.end(body);
});
server.listen(0, "127.0.0.1", () => parentPort.postMessage(server.address().port));
`;

/** What Node adds to every response itself, or what depends on the body the ceiling compresses anew. */
const NOT_REPLAYED = new Set(["date", "connection", "keep-alive", "transfer-encoding", "content-length", "content-encoding"]);

/**
 * The ceiling: the page the platform serves, its headers and its brotli bytes,
 * sent from memory by a bare Node http server. The same headers matter as much
 * as the same body: autocannon parses every header line in JavaScript.
 */
async function ceiling(base: string, pagePath: string): Promise<Result> {
  const response = await fetch(base + pagePath, { headers: HEADERS });
  const body = brotliCompressSync(Buffer.from(await response.text()), { params: { [constants.BROTLI_PARAM_QUALITY]: 6 } });
  const fields = [...[...response.headers].filter(([name]) => !NOT_REPLAYED.has(name)).flat(), "content-encoding", "br"];
  const worker = new Worker(CEILING_SERVER, { eval: true, workerData: { body, fields } });
  try {
    const port = await new Promise<number>((resolve, reject) => {
      worker.once("message", resolve);
      worker.once("error", reject);
    });
    return { ...(await measure("ceiling (bare Node, the same response from memory)", `http://127.0.0.1:${port}/`)), path: pagePath };
  } finally {
    await worker.terminate();
  }
}

/** [name, path, connections (32 unless given)] */
const TARGETS: Array<[string, string, number?]> = [
  ["site home page", "/brightside-dental"],
  ["deep content page", "/town-of-alder-creek/departments/code-enforcement/permits/fence"],
  // The same page from a link in a newsletter or an ad: the tracking parameters are not another page.
  [
    "deep content page with ?utm_source=",
    "/town-of-alder-creek/departments/code-enforcement/permits/fence?utm_source=newsletter&utm_medium=email&utm_campaign=fall",
  ],
  ["blog post", "/clearpath-access/blog/what-changed-in-wcag-2-2"],
  ["region/city page", "/fieldguard-pest/finger-lakes/geneva"],
  ["sitemap", "/fieldguard-pest/sitemap.xml"],
  ["search with a query (kept by its words)", "/clearpath-access/search?q=screen+reader+testing"],
  ["search, a new query each request", "/clearpath-access/search?q=screen+reader+{n}"],
  ["a page rendered each request (uncached)", "/town-of-alder-creek/departments/code-enforcement/permits/fence?v={n}"],
  // The same misses one at a time: what a visitor waits for a render when the server is not saturated.
  ["uncached, one visitor at a time", "/town-of-alder-creek/departments/code-enforcement/permits/fence?v={n}", 1],
  ["404", "/clearpath-access/no-such-page"],
  // The first screen of appointment slots (a month of days with room, every one computed): never from the page cache.
  ["appointment slots, first screen", "/sharp-edge-barbers?service=classic-cut&person=any&v={n}"],
  // One at a time: the server's time for that screen when it is not saturated.
  ["appointment slots, one visitor at a time", "/sharp-edge-barbers?service=classic-cut&person=any&v={n}", 1],
];

/** One page of every kind, for page weight and Lighthouse. */
const KINDS: Array<[string, string]> = [
  ["home page", "/brightside-dental"],
  ["content page", "/town-of-alder-creek/departments/code-enforcement/permits/fence"],
  ["blog post", "/clearpath-access/blog/what-changed-in-wcag-2-2"],
  ["region/city page", "/fieldguard-pest/finger-lakes/geneva"],
  ["event", "/copper-kettle/events"],
  ["page with a form", "/clearpath-access/contact"],
  ["search results", "/clearpath-access/search?q=audit"],
  ["booking", "/lockstep-escapes/booking"],
  ["appointment times", "/sharp-edge-barbers?service=classic-cut&person=any"],
  ["donation", "/open-door-housing/donate"],
  // The pages heaviest with pictures: a photographer's gallery, a restaurant's home, a shop's products.
  ["gallery", "/frame-and-field/gallery"],
  ["restaurant home", "/copper-kettle"],
  ["product page", "/ada-ferro-art/shop"],
];

async function round(base: string, label: string): Promise<Result[]> {
  const top = await ceiling(base, TARGETS[1]![1]);
  const results = [top];
  for (const [name, p, connections] of TARGETS) {
    const r = await measure(name, base + p, connections);
    results.push({ ...r, ratioToCeiling: Math.round((r.requestsPerSecond / top.requestsPerSecond) * 1000) / 1000 });
  }
  console.log(`\n${label}`);
  console.table(
    results.map((r) => ({
      target: r.name,
      conns: r.connections,
      "req/s": r.requestsPerSecond,
      "p50 ms": r.p50,
      "p99 ms": r.p99,
      "vs ceiling": r.ratioToCeiling ?? 1,
      "non-2xx": r.non2xx,
    })),
  );
  return results;
}

/** One page, and the site whose change drops it from the page cache. */
const SIMULTANEOUS: Array<[string, string]> = [
  ["deep content page", "/town-of-alder-creek/departments/code-enforcement/permits/fence"],
  ["page with a form (islands)", "/clearpath-access/contact"],
];

/** One GET on a connection of its own (as 32 visitors' browsers would), its X-Cache and how long it took. */
function firstRequest(url: string): Promise<{ cache: string | null; ms: number }> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { agent: false, headers: HEADERS }, (res) => {
      res.resume();
      res.once("end", () => resolve({ cache: (res.headers["x-cache"] as string | undefined) ?? null, ms: performance.now() - started }));
    });
    req.once("error", reject);
    req.end();
  });
}

/**
 * 32 visitors asking for one page at the same moment just after it changed
 * (its site's cache tag announced on the invalidation channel, as a write
 * does): how many times it was rendered (one: the others wait for that
 * render), and how long the last of them waited. Five rounds per page.
 */
async function simultaneousFirstRequests(base: string, databaseUrl: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const rows = [];
    for (const [name, pagePath] of SIMULTANEOUS) {
      const [site] = (await client.query("select id from sites where slug = $1", [pagePath.split("/")[1]])).rows as Array<{ id: string }>;
      const rounds = [];
      for (let round = 0; round < 5; round++) {
        await client.query("select pg_notify('mainstreet_cache', $1)", [`site:${site!.id}`]);
        await new Promise((resolve) => setTimeout(resolve, 300));
        const answers = await Promise.all(Array.from({ length: 32 }, () => firstRequest(base + pagePath)));
        rounds.push({
          renders: answers.filter((a) => a.cache === "miss").length,
          slowestMs: Math.round(Math.max(...answers.map((a) => a.ms))),
          outcomes: answers.map((a) => a.cache),
        });
      }
      const slowest = rounds.map((r) => r.slowestMs).sort((a, b) => a - b);
      rows.push({ name, path: pagePath, renders: Math.max(...rounds.map((r) => r.renders)), medianSlowestMs: slowest[2]!, slowestMs: slowest[4]!, rounds });
    }
    console.log("\n32 simultaneous first requests of one page (5 rounds each)");
    console.table(
      rows.map((r) => ({
        page: r.name,
        "renders (most in a round)": r.renders,
        "last answered, median ms": r.medianSlowestMs,
        "last answered, slowest ms": r.slowestMs,
      })),
    );
    return rows;
  } finally {
    await client.end();
  }
}

/** N synthetic sites of 20 pages each, written straight into the tables (as a bulk import would). */
async function addSyntheticSites(databaseUrl: string, count: number) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const [template] = (await client.query("select theme, settings from sites where slug = 'brightside-dental'")).rows as Array<{
    theme: unknown;
    settings: unknown;
  }>;
  const [page] = (
    await client.query("select p.blocks, p.description from pages p join sites s on s.id = p.site_id where s.slug = 'brightside-dental' and p.path = 'crowns'")
  ).rows as Array<{ blocks: unknown; description: string }>;
  for (let start = 0; start < count; start += 500) {
    const n = Math.min(500, count - start);
    await client.query("begin");
    const ids = (
      await client.query(
        `insert into sites (slug, name, kind, theme, settings) select 'synthetic-' || g, 'Synthetic Practice ' || g, 'dental', $1, $2 from generate_series($3::int, $4::int) g returning id`,
        [template!.theme, template!.settings, start + 1, start + n],
      )
    ).rows.map((r: { id: string }) => r.id);
    await client.query(
      `insert into pages (site_id, path, title, description, blocks)
       select s.id, case when p = 1 then '' else 'page-' || p end, 'Page ' || p, $2, $3 from unnest($1::uuid[]) s(id), generate_series(1, 20) p`,
      [ids, page!.description, JSON.stringify(page!.blocks)],
    );
    await client.query("commit");
  }
  await client.end();
}

/** A browser's user agent: without one every request would be left out as a bot's, and analytics would cost nothing. */
const BROWSER = { ...HEADERS, "user-agent": "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0 Safari/537.36" };

/**
 * The cached content page with analytics on and off, in turns (on, off, on,
 * off: each a restart on the same data), so drift in the machine falls on both.
 * Each "on" turn checks that its views were written.
 */
async function analyticsCost(dataDir: string, port: number, base: string) {
  const page = TARGETS[1]![1];
  const rows: Array<Result & { analytics: string; viewsWritten?: number }> = [];
  for (const setting of ["on", "off", "on", "off"]) {
    const server = await startPlatform(dataDir, port, { ANALYTICS: setting });
    try {
      const client = new pg.Client({ connectionString: server.databaseUrl });
      await client.connect();
      const count = async () => Number((await client.query("select coalesce(sum(views), 0) as n from analytics_views")).rows[0].n);
      const before = await count();
      const r = await measure(`cached page, analytics ${setting}`, base + page, CONNECTIONS, BROWSER);
      await new Promise((resolve) => setTimeout(resolve, 3000)); // the last flush
      rows.push({ ...r, analytics: setting, ...(setting === "on" && { viewsWritten: (await count()) - before }) });
      await client.end();
    } finally {
      await stop(server.child);
    }
  }
  const mean = (setting: string) => rows.filter((r) => r.analytics === setting).reduce((n, r) => n + r.requestsPerSecond, 0) / 2;
  const cost = 1 - mean("on") / mean("off");
  console.log("\nanalytics on and off (cached content page, a browser's user agent)");
  console.table(rows.map((r) => ({ target: r.name, "req/s": r.requestsPerSecond, "p50 ms": r.p50, "p99 ms": r.p99, "views written": r.viewsWritten ?? "" })));
  console.log(`recording costs ${(cost * 100).toFixed(1)}% of cached-page throughput`);
  return {
    page,
    results: rows,
    requestsPerSecondOn: Math.round(mean("on")),
    requestsPerSecondOff: Math.round(mean("off")),
    cost: Math.round(cost * 1000) / 1000,
  };
}

async function analyticsOnly() {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "mainstreet-bench-"));
  const port = await freePort();
  try {
    await stop((await startPlatform(dataDir, port)).child);
    const analytics = await analyticsCost(dataDir, port, `http://127.0.0.1:${port}`);
    const file = path.join(root, "bench/results.json");
    const report = JSON.parse(await readFile(file, "utf8").catch(() => "{}")) as Record<string, unknown>;
    await writeFile(
      file,
      JSON.stringify({ ...report, analytics: { date: new Date().toISOString(), durationSeconds: DURATION, ...analytics } }, null, 2) + "\n",
    );
    console.log("\nwrote the analytics rows into bench/results.json");
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

/** The pages the balanced round compares: cached, and one rendered each time. */
const BALANCED: Array<[string, string]> = [
  ["deep content page", "/town-of-alder-creek/departments/code-enforcement/permits/fence"],
  ["site home page", "/brightside-dental"],
  ["a page rendered each request (uncached)", "/town-of-alder-creek/departments/code-enforcement/permits/fence?v={n}"],
];

/**
 * One instance direct, then Caddy in front of it and a second instance on the
 * same database and DATA_DIR (so the same secret): what the load balancer
 * costs and what a second instance adds, on this machine.
 */
async function balancedRound(dataDir: string, databaseUrl: string, base: string) {
  const port = await freePort();
  const second = spawnServer({
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: "127.0.0.1", LOG_LEVEL: "warn", DATABASE_URL: databaseUrl },
    stdio: ["ignore", "pipe", "pipe"],
  });
  try {
    await whenServing(second, 5 * 60_000).ready;
    const caddy = await startCaddy([Number(new URL(base).port), port], path.join(dataDir, "caddy"));
    try {
      const rows = [];
      for (const [name, p] of BALANCED) {
        const direct = await measure(`${name}: one instance direct`, base + p);
        const balanced = await measure(`${name}: Caddy over two`, caddy.url + p);
        rows.push({ name, path: p, direct, balanced, ratio: Math.round((balanced.requestsPerSecond / direct.requestsPerSecond) * 100) / 100 });
      }
      console.log("\nCaddy over two instances against one instance direct");
      console.table(
        rows.map((r) => ({
          target: r.name,
          "direct req/s": r.direct.requestsPerSecond,
          "direct p99": r.direct.p99,
          "Caddy over two req/s": r.balanced.requestsPerSecond,
          "Caddy p99": r.balanced.p99,
          ratio: r.ratio,
          "non-2xx": r.direct.non2xx + r.balanced.non2xx,
        })),
      );
      return rows;
    } finally {
      await caddy.stop();
    }
  } finally {
    await stop(second);
  }
}

/** --only <words>: just the targets whose name holds the words, on the demo; printed with the machine's load, nothing written. Or one section by name (PAGE_WEIGHT, LIGHTHOUSE). */
const ONLY = args.includes("--only") ? args[args.indexOf("--only") + 1] : undefined;

async function onlyTargets(base: string, words: string) {
  const chosen = TARGETS.filter(([name]) => name.includes(words));
  if (!chosen.length) throw new Error(`No bench target's name holds "${words}"`);
  const loadBefore = os.loadavg();
  const results: Result[] = [];
  for (const [name, p, connections] of chosen) results.push(await measure(name, base + p, connections));
  console.table(
    results.map((r) => ({ target: r.name, conns: r.connections, "req/s": r.requestsPerSecond, "p50 ms": r.p50, "p99 ms": r.p99, "non-2xx": r.non2xx })),
  );
  const loadWords = (load: number[]) => load.map((l) => l.toFixed(2)).join(" ");
  console.log(`load average (1, 5, 15 min) before: ${loadWords(loadBefore)}; after: ${loadWords(os.loadavg())}`);
}

/** The sections --only can name besides the targets: each runs alone on the demo and rewrites its own figures. */
const PAGE_WEIGHT = "page weight";
const LIGHTHOUSE = "Lighthouse";

/** Every kind of page (KINDS) and every interactive kind the JavaScript budget holds for, weighed; printed against the budget. */
async function weighPages(base: string): Promise<PageWeight[]> {
  const interactive = await interactivePages(base);
  const pages = [...KINDS.filter(([, p]) => !interactive.some(([, q]) => q === p)), ...interactive];
  const weights = await pageWeights(base, pages);
  console.log(`\npage weight (brotli; an interactive page's JavaScript at most ${INTERACTIVE_PAGE_BUDGET_KB} KB)`);
  console.table(
    weights.map((w) => ({
      page: w.name,
      "HTML KB": w.htmlKb,
      scripts: w.scripts,
      "JavaScript KB": w.javascriptKb,
      budget: interactive.some(([name]) => name === w.name) ? (w.javascriptKb <= INTERACTIVE_PAGE_BUDGET_KB ? "within" : "OVER") : "",
    })),
  );
  return weights;
}

/** --only "page weight": the pages weighed again, their figures (and that date) put into the last bench/results.json. */
async function onlyPageWeight(base: string) {
  const weights = await weighPages(base);
  const file = path.join(root, "bench/results.json");
  const report = JSON.parse(await readFile(file, "utf8")) as { demo: Record<string, unknown> };
  report.demo.pageWeight = weights;
  report.demo.pageWeightDate = new Date().toISOString();
  await writeFile(file, JSON.stringify(report, null, 2) + "\n");
  console.log("wrote the page weights into bench/results.json");
}

async function lighthouseSection(base: string, machine: Record<string, unknown>) {
  const lighthouse = await runLighthouse(base, KINDS);
  console.log("\nLighthouse (mobile)");
  console.table(lighthouse.map((l) => ({ page: l.name, ...l.scores, cls: l.cls })));
  await writeFile(
    path.join(root, "bench/lighthouse.json"),
    JSON.stringify({ date: new Date().toISOString(), machine, profile: "mobile (Lighthouse 12 default)", results: lighthouse }, null, 2) + "\n",
  );
  console.log("wrote bench/lighthouse.json");
}

async function main() {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "mainstreet-bench-"));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const machine = {
    cpu: os.cpus()[0]?.model,
    cores: os.cpus().length,
    memoryGb: Math.round(os.totalmem() / 2 ** 30),
    node: process.version,
    platform: `${os.type()} ${os.release()}`,
  };
  console.log("machine:", machine);
  // The first start builds if the source changed and loads the demo; the measured one is a restart, as with the synthetic sites below.
  await stop((await startPlatform(dataDir, port)).child);
  let server = await startPlatform(dataDir, port);
  try {
    if (ONLY === PAGE_WEIGHT) return await onlyPageWeight(base);
    if (ONLY === LIGHTHOUSE) return await lighthouseSection(base, machine);
    if (ONLY) return await onlyTargets(base, ONLY);
    const demo = await round(base, `demo deployment (${DURATION} s per target, ${CONNECTIONS} connections)`);
    const demoMemory = await memoryAfterLoad(server.child.pid!, base);
    const simultaneous = await simultaneousFirstRequests(base, server.databaseUrl);
    const weights = await weighPages(base);
    const report: Record<string, unknown> = {
      date: new Date().toISOString(),
      machine,
      durationSeconds: DURATION,
      connections: CONNECTIONS,
      demo: {
        startupMs: server.startupMs,
        rssMbAfter: demoMemory.atOnce.rssMb,
        rssMbSettled: demoMemory.settled.rssMb,
        memoryAfter: demoMemory.atOnce,
        memorySettled: demoMemory.settled,
        results: demo,
        simultaneous,
        pageWeight: weights,
      },
    };
    console.log(`start-up ${server.startupMs} ms`);
    if (!args.includes("--no-balanced")) report.balanced = await balancedRound(dataDir, server.databaseUrl, base);
    if (!args.includes("--no-lighthouse")) await lighthouseSection(base, machine);
    if (SITES > 0) {
      await addSyntheticSites(server.databaseUrl, SITES);
      await stop(server.child);
      server = await startPlatform(dataDir, port);
      const scaled = await round(base, `with ${SITES} more sites of 20 pages`);
      const scaledMemory = await memoryAfterLoad(server.child.pid!, base);
      const page = (label: string, results: Result[]) => results.find((r) => r.name === label)!.requestsPerSecond;
      report.scaled = {
        sites: SITES,
        startupMs: server.startupMs,
        rssMbAfter: scaledMemory.atOnce.rssMb,
        rssMbSettled: scaledMemory.settled.rssMb,
        memoryAfter: scaledMemory.atOnce,
        memorySettled: scaledMemory.settled,
        results: scaled,
        contentPageDrop: 1 - page("deep content page", scaled) / page("deep content page", demo),
      };
      console.log(`start-up ${server.startupMs} ms`);
    }
    if (!args.includes("--no-analytics")) {
      await stop(server.child);
      report.analytics = await analyticsCost(dataDir, port, base);
      server = await startPlatform(dataDir, port);
    }
    await writeFile(path.join(root, "bench/results.json"), JSON.stringify(report, null, 2) + "\n");
    console.log("\nwrote bench/results.json");
  } finally {
    await stop(server.child);
    await rm(dataDir, { recursive: true, force: true });
  }
}

await (args.includes("--analytics-only") ? analyticsOnly() : main());
