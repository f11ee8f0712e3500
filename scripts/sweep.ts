/**
 * `npm run sweep [-- --minutes 10] [-- --port 3100] [-- --url http://host:port --pid N]`:
 * the hostile sweep. Starts the platform as `npm start` does (a fresh
 * DATA_DIR with its embedded database) unless --url names a running one, then
 * sends oversized, malformed and hostile input to every route the app has
 * (each file under src/app, its parameters filled in), signed out and signed
 * in as the operator (NUL bytes in addresses and fields, real actions posted
 * from another origin, a contact's actions under links never signed among
 * them), round after round for the given time, and reports how
 * many answers were a 5xx, how many were a 2xx where a refusal was due, and
 * the server's memory after a first round and at the end (each after a quiet
 * minute, in which the server collects its heap and hands malloc's freed
 * pages back by itself, and a full collection): what is live (heap in use and
 * external) and its RSS. Exits 1 when either count is not 0, or live memory
 * or RSS grew by more than 50 MB.
 */
import { randomBytes, randomUUID } from "node:crypto";
import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
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
const SITES = ["clearpath-access", "copper-kettle", "lockstep-escapes", "town-of-alder-creek"];
const OPERATOR = { email: "operator@mainstreet.test", password: "harbor-lantern-4821" };
const SIGN_OUT = "/api/auth/sign-out";

type Probe = {
  name: string;
  method: string;
  path: string;
  headers?: Record<string, string>;
  body?: Buffer | string;
  declaredLength?: number;
  chunked?: number;
  refusal: boolean;
};

const big = (mb: number) => Buffer.alloc(mb * 1024 * 1024, "x");
const junk = () => randomBytes(8).toString("hex");
const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)]!;
const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
const urlencoded = { "Content-Type": "application/x-www-form-urlencoded" };
const hostile = () =>
  pick(["<script>alert(1)</script>", "' or 1=1 --", "../../../etc/passwd", "%00%ff", "\u0000", "x".repeat(5000), "{{7*7}}", "$ACTION_ID_x"]);

/** Every route of the app, as its folder path under src/app ("/admin/sites/[site]/inbox"), with whether it is a page or a route handler. */
async function routesOfApp(dir = path.resolve(import.meta.dirname, "../src/app"), prefix = ""): Promise<Array<{ route: string; handler: boolean }>> {
  const found: Array<{ route: string; handler: boolean }> = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) found.push(...(await routesOfApp(path.join(dir, entry.name), `${prefix}/${entry.name}`)));
    else if (entry.name === "page.tsx" || entry.name === "route.ts") found.push({ route: prefix || "/", handler: entry.name === "route.ts" });
  }
  return found;
}

/** A concrete address for a route: each parameter filled with a real value or junk of the right shape. */
function fill(route: string): string {
  return (
    route
      .replace("[[...path]]", pick(["", "about", "contact", junk()]))
      .replace("[...event]", `${junk()}.ics`)
      .replace("[site]", pick(SITES))
      .replace("[collection]", pick(["events", "team", "news", junk()]))
      .replace("[entity]", pick(["page", "event", junk()]))
      .replace("[kind]", pick(["messages", "payments", "bookings", junk()]))
      .replace("[provider]", pick(["test", "stripe", junk()]))
      .replace("[session]", `cs_test_${junk()}`)
      .replace("[file]", `${junk()}.webp`)
      .replace(/\[(id|fileId)\]/g, () => pick([randomUUID(), junk(), "1"]))
      .replace(/\[(key|hash)\]/g, () => junk())
      .replace(/\/+$/, "") || "/"
  );
}

/** What the sweep knows of the running app: its routes, a signed-in operator, a real server action to forge calls to. */
interface Context {
  routes: Array<{ route: string; handler: boolean }>;
  cookie: string;
  /** An admin form's hidden action fields, as its page renders them (public forms post to routes, swept with the others). */
  adminAction: { page: string; fields: Array<[string, string]> } | null;
}

/** Each probe once per round, with fresh junk where it matters. */
function probes(context: Context): Probe[] {
  const site = pick(SITES);
  const list: Probe[] = [
    { name: "malformed percent-encoding", method: "GET", path: `/${site}/x%ZZ`, refusal: true },
    { name: "malformed percent-encoding (admin)", method: "GET", path: "/admin/sites/%E0%A4%A", refusal: true },
    { name: "unknown path", method: "GET", path: `/${site}/${junk()}`, refusal: true },
    { name: "junk query", method: "GET", path: `/${site}?q=${junk()}&page=-1&preview=${junk()}`, refusal: false },
    { name: "json to sign-in", method: "POST", path: "/api/auth/sign-in", headers: { "Content-Type": "application/json" }, body: "{not json", refusal: true },
    {
      name: "broken multipart to reset",
      method: "POST",
      path: "/api/auth/reset",
      headers: { "Content-Type": "multipart/form-data; boundary=zz" },
      body: "--zz\r\nbroken",
      refusal: true,
    },
    {
      name: "sign-in with a wrong password",
      method: "POST",
      path: "/api/auth/sign-in",
      headers: urlencoded,
      body: form({ email: OPERATOR.email, password: junk() }),
      refusal: true,
    },
    { name: "50 MB to sign-in", method: "POST", path: "/api/auth/sign-in", headers: urlencoded, declaredLength: 50 * 1024 * 1024, body: big(1), refusal: true },
    {
      name: "chunked 20 MB to a form",
      method: "POST",
      path: `/${site}/contact`,
      headers: { "Content-Type": "multipart/form-data; boundary=zz" },
      chunked: 20,
      refusal: true,
    },
    {
      name: "2 MB field to a form",
      method: "POST",
      path: `/${site}/contact`,
      headers: urlencoded,
      body: form({ name: "x".repeat(2 * 1024 * 1024) }),
      refusal: true,
    },
    {
      name: "unknown server action",
      method: "POST",
      path: `/${site}/contact`,
      headers: { "Next-Action": junk(), "Content-Type": "text/plain" },
      body: "[]",
      refusal: true,
    },
    {
      name: "forged webhook",
      method: "POST",
      path: "/api/payments/webhooks/test",
      headers: { "Content-Type": "application/json", "stripe-signature": "t=1,v1=00" },
      body: JSON.stringify({ id: junk(), type: "checkout.session.completed", data: { object: {} } }),
      refusal: true,
    },
    {
      name: "1 MB webhook",
      method: "POST",
      path: "/api/payments/webhooks/stripe",
      headers: { "Content-Type": "application/json" },
      body: big(1),
      refusal: true,
    },
    { name: "contact page with a forged hash", method: "GET", path: `/contacts/${junk()}/${junk()}`, refusal: true },
    {
      name: "one-click unsubscribe, forged",
      method: "POST",
      path: `/contacts/${junk()}/${junk()}/unsubscribe`,
      headers: urlencoded,
      body: "List-Unsubscribe=One-Click",
      refusal: true,
    },
    { name: "media path traversal", method: "GET", path: `/api/media/${site}/..%2F..%2Fsecret`, refusal: true },
    { name: "reset page with injected error", method: "GET", path: `/login/reset?token=x&error=${encodeURIComponent("<b>call 555</b>")}`, refusal: false },
    { name: "health", method: "GET", path: "/api/health", refusal: false },
  ];
  // Every route: read signed out and signed in, asked with a method it does not take, posted junk that is no action, signed out and in.
  for (const { route, handler } of context.routes) {
    const address = fill(route);
    const admin = address.startsWith("/admin");
    const signedIn: Record<string, string> = { cookie: context.cookie };
    list.push(
      { name: `GET ${route}`, method: "GET", path: address, refusal: admin },
      { name: `GET ${route} (operator)`, method: "GET", path: address, headers: signedIn, refusal: false },
      { name: `bad method ${route}`, method: pick(["PUT", "DELETE", "PATCH", "TRACE", "OPTIONS", "PROPFIND"]), path: address, body: "x", refusal: true },
      {
        name: `junk post ${route}`,
        method: "POST",
        path: address,
        headers: urlencoded,
        body: form({ name: hostile(), email: hostile(), q: hostile() }),
        refusal: true,
      },
    );
    // Any post signs the operator out there, and every probe after it would be signed out.
    if (route !== SIGN_OUT)
      list.push({
        name: `junk post ${route} (operator)`,
        method: "POST",
        path: address,
        headers: { ...urlencoded, ...signedIn },
        body: form({ title: hostile(), payload: hostile() }),
        refusal: true,
      });
    if (!handler)
      list.push({
        name: `json post ${route}`,
        method: "POST",
        path: address,
        headers: { "Content-Type": "application/json", ...(admin ? signedIn : {}) },
        body: JSON.stringify({ [hostile()]: hostile() }),
        refusal: true,
      });
  }
  // Forged calls of real server actions: payloads that do not decode, and arguments no page sends.
  for (const [who, action] of [["admin", context.adminAction]] as const) {
    if (!action) continue;
    const headers: Record<string, string> = { cookie: context.cookie };
    const ref = action.fields.find(([name]) => /^\$ACTION_\d+:0$/.test(name));
    const id = ref ? (JSON.parse(ref[1]) as { id: string }).id : null;
    const fields = Object.fromEntries(action.fields);
    const bound = Object.keys(fields).find((name) => /^\$ACTION_\d+:1$/.test(name));
    if (!id || !bound) continue;
    const multipart = (entries: Record<string, string>) => {
      const boundary = `----sweep${junk()}`;
      const body =
        Object.entries(entries)
          .map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)
          .join("") + `--${boundary}--\r\n`;
      return { headers: { ...headers, "Content-Type": `multipart/form-data; boundary=${boundary}` }, body };
    };
    list.push(
      { name: `${who} action: bound arguments not JSON`, method: "POST", path: action.page, ...multipart({ ...fields, [bound]: hostile() }), refusal: true },
      {
        name: `${who} action: bound arguments of other types`,
        method: "POST",
        path: action.page,
        ...multipart({ ...fields, [bound]: JSON.stringify([1, {}, null, [hostile()]]) }),
        refusal: true,
      },
      {
        name: `${who} action: called without its bound arguments`,
        method: "POST",
        path: action.page,
        ...multipart({ [`$ACTION_ID_${id}`]: "", name: hostile() }),
        refusal: true,
      },
      {
        name: `${who} action: script call not JSON`,
        method: "POST",
        path: action.page,
        headers: { ...headers, "Next-Action": id, "Content-Type": "text/plain;charset=UTF-8" },
        body: hostile(),
        refusal: true,
      },
      {
        name: `${who} action: script call with other arguments`,
        method: "POST",
        path: action.page,
        headers: { ...headers, "Next-Action": id, "Content-Type": "text/plain;charset=UTF-8" },
        body: JSON.stringify(pick([[], [hostile()], [1, 2, 3, 4, 5], [null, null, null, null, null], ["$1", "$@2"]])),
        refusal: true,
      },
    );
    const rootless = multipart({ x: hostile() });
    list.push({
      name: `${who} action: script call without a root`,
      method: "POST",
      path: action.page,
      body: rootless.body,
      headers: { ...rootless.headers, "Next-Action": id },
      refusal: true,
    });
    // The same post as the page's own, sent from another site's page (Next answers such a post 500 itself).
    list.push({
      name: `${who} action: from another origin`,
      method: "POST",
      path: action.page,
      ...multipart(fields),
      headers: { ...multipart(fields).headers, Origin: pick(["https://evil.example", "null", "http://127.0.0.1:1"]) },
      refusal: true,
    });
    // A NUL byte in what a visitor or an owner types.
    const typed = multipart({
      ...fields,
      name: `Ada\u0000 ${hostile()}`,
      email: "ada@example.org",
      message: `line\u0000${hostile()}`,
      title: `T\u0000${junk()}`,
    });
    list.push({ name: `${who} action: a NUL byte in a field`, method: "POST", path: action.page, ...typed, refusal: false });
  }
  // A contact's own forms (confirm, leave, choose lists, ask for deletion, cancel a booking) posted as their page posts them, with a link that was never signed.
  for (const intent of ["confirm", "leave", "lists", "delete", "cancel"]) {
    const fields = { intent, lists: pick(["newsletter", "\u0000", hostile()]), list: hostile(), booking: pick([randomUUID(), junk()]) };
    list.push({
      name: `forged contact link: ${intent}`,
      method: "POST",
      path: `/api/contacts/${junk()}/${junk()}`,
      headers: urlencoded,
      body: form(fields),
      refusal: true,
    });
  }
  // A NUL byte in what a visitor types into a site's form, posted to its route as the page posts it.
  list.push({
    name: "public form: a NUL byte in a field",
    method: "POST",
    path: "/api/sites/clearpath-access/forms/contact",
    headers: urlencoded,
    body: form({
      _page: "contact",
      _place: "contact-form",
      _anchor: "form-contact",
      name: `Ada\u0000 ${hostile()}`,
      email: "ada@example.org",
      message: `line\u0000${hostile()}`,
    }),
    refusal: false,
  });
  // NUL bytes in addresses: a calendar file's name, a search, an admin list's filter and export.
  list.push(
    { name: "NUL byte in an .ics name", method: "GET", path: `/api/sites/${site}/events/x%00${junk()}.ics`, refusal: true },
    { name: "NUL byte in a site search", method: "GET", path: `/${site}/search?q=a%00b`, refusal: true },
    {
      name: "NUL byte in an admin list's filter",
      method: "GET",
      path: `/admin/sites/${site}/inbox?q=%00${junk()}`,
      headers: { cookie: context.cookie },
      refusal: true,
    },
    {
      name: "NUL byte in an admin export's filter",
      method: "GET",
      path: `/admin/sites/${site}/export/messages?q=%00`,
      headers: { cookie: context.cookie },
      refusal: true,
    },
  );
  return list;
}

/** Signs the operator in and reads an admin form's hidden action fields, for the forged calls. */
async function prepare(base: URL): Promise<Context> {
  const routes = await routesOfApp();
  const signIn = await fetch(new URL("/api/auth/sign-in", base), {
    method: "POST",
    body: form(OPERATOR),
    headers: { ...urlencoded, "X-Forwarded-For": "203.0.113.251" },
    redirect: "manual",
  });
  const cookie = signIn.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  if (!cookie) throw new Error(`the operator could not sign in (${signIn.status})`);
  const hidden = async (page: string, headers: Record<string, string> = {}) => {
    const html = await (await fetch(new URL(page, base), { headers })).text();
    const fields = [...html.matchAll(/<input type="hidden" name="(\$ACTION_[^"]+)"(?: value="([^"]*)")?/g)].map(([, name, value]): [string, string] => [
      name!,
      (value ?? "").replace(/&quot;/g, '"').replace(/&amp;/g, "&"),
    ]);
    const first = fields.findIndex(([name]) => name.startsWith("$ACTION_REF_"));
    return first < 0 ? null : { page, fields: fields.slice(first, first + 4).filter(([name]) => name.startsWith("$ACTION_")) };
  };
  return {
    routes,
    cookie,
    adminAction: await hidden("/admin/sites/lockstep-escapes/people", { cookie }),
  };
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

/**
 * The server's memory once it has run a full collection (/api/health?collect,
 * read as the operator): live is the heap in use plus what V8 counts outside
 * it (Buffers, native objects), in MB; RSS from /proc when the pid is known.
 */
async function memoryAfterCollection(base: URL, cookie: string, pid: number | undefined): Promise<{ live: number | null; rss: number | null; cache: string }> {
  const health = (await fetch(new URL("/api/health?collect", base), { headers: { cookie } })
    .then((res) => res.json())
    .catch(() => null)) as { memory?: { heapUsedMb: number; externalMb: number }; cache?: { entries: number; pages: number; pagesMb: number } } | null;
  const cache = health?.cache ? `${health.cache.pages} pages kept (${health.cache.pagesMb} MB), ${health.cache.entries} data entries` : "?";
  return { live: health?.memory ? health.memory.heapUsedMb + health.memory.externalMb : null, rss: pid ? await rssMb(pid) : null, cache };
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
    const port = Number(option("port") ?? 3900 + Math.floor(Math.random() * 90));
    const child = spawnServer({
      env: {
        ...process.env,
        DATA_DIR: dataDir,
        PORT: String(port),
        HOST: "127.0.0.1",
        LOG_LEVEL: "warn",
        DATABASE_URL: "",
        TRUST_PROXY: "1",
        PAYMENT_PROVIDER: "test",
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
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
  const context = await prepare(url);
  const counts = new Map<string, { sent: number; serverErrors: number; wronglyAccepted: number; statuses: Set<number> }>();
  let rounds = 0;
  const round = async () => {
    for (const probe of probes(context)) {
      const status = await send(url, probe);
      const c = counts.get(probe.name) ?? { sent: 0, serverErrors: 0, wronglyAccepted: 0, statuses: new Set<number>() };
      c.sent++;
      c.statuses.add(status);
      if (status >= 500) c.serverErrors++;
      if (probe.refusal && status >= 200 && status < 300) c.wronglyAccepted++;
      counts.set(probe.name, c);
    }
    rounds++;
  };
  // The first round loads every route's code, once for the life of the process: RSS is measured
  // from after it (and a quiet minute, as at the end), so what the sweep shows is what it leaves.
  // A quiet minute before each reading, as a server after a burst has, and a full collection: what
  // is read is what the sweep leaves, not garbage that the next collection takes (its time varies).
  const quietMinute = () => new Promise((r) => setTimeout(r, 60_000));
  await round();
  await quietMinute();
  const start = await memoryAfterCollection(url, context.cookie, pid);
  const until = Date.now() + minutes * 60_000;
  while (Date.now() < until) await round();
  await quietMinute();
  const end = await memoryAfterCollection(url, context.cookie, pid);
  await stop();

  let serverErrors = 0;
  let wronglyAccepted = 0;
  let sent = 0;
  for (const [name, c] of counts) {
    serverErrors += c.serverErrors;
    wronglyAccepted += c.wronglyAccepted;
    sent += c.sent;
    console.log(
      `${name.padEnd(40)} ${String(c.sent).padStart(6)} sent  5xx ${c.serverErrors}  200-not-refused ${c.wronglyAccepted}  statuses ${[...c.statuses].sort().join(",")}`,
    );
  }
  const change = (from: number | null, to: number | null) =>
    from === null || to === null ? "?" : `${from} MB -> ${to} MB (${to >= from ? "+" : ""}${to - from} MB)`;
  console.log(
    `\n${minutes} min, ${rounds} rounds, ${sent} requests: ${serverErrors} answers 5xx, ${wronglyAccepted} answers 200 where a refusal was due; live memory ${change(start.live, end.live)}; RSS ${change(start.rss, end.rss)}; caches ${start.cache} -> ${end.cache}`,
  );
  const grew = (from: number | null, to: number | null) => from !== null && to !== null && to - from > 50;
  if (start.live === null || end.live === null) console.log("live memory not read: /api/health gave no details to the operator");
  process.exit(serverErrors || wronglyAccepted || grew(start.live, end.live) || grew(start.rss, end.rss) ? 1 : 0);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
