/**
 * What the fault suite (./run.ts) drives: the platform started as `npm start`
 * starts it, visitors posting a site's contact form over plain HTTP (the
 * no-script post a browser makes), readers, and the database's own count of
 * what was stored.
 */
import { randomBytes } from "node:crypto";
import http from "node:http";
import net from "node:net";
import { setTimeout as sleep } from "node:timers/promises";
import pg from "pg";
import { spawnServer, whenServing } from "../start-command";
import type { ChildProcess } from "node:child_process";

export interface Server {
  child: ChildProcess;
  port: number;
  base: string;
  output: () => string;
  exited: Promise<number | null>;
}

export async function startServer(env: Record<string, string | undefined>, port: number, timeoutMs = 600_000): Promise<Server> {
  const child = spawnServer({ env: { ...process.env, HOST: "127.0.0.1", PORT: String(port), LOG_LEVEL: "warn", ...env }, stdio: ["ignore", "pipe", "pipe"] });
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const serving = whenServing(child, timeoutMs);
  await serving.ready;
  return { child, port, base: `http://127.0.0.1:${port}`, output: serving.output, exited };
}

export async function stopServer(server: Server, signal: NodeJS.Signals = "SIGTERM"): Promise<number | null> {
  if (server.child.exitCode === null) server.child.kill(signal);
  return server.exited;
}

/** Resolves once `url` answers `status` (polling every 100 ms), with the time it took. */
export async function waitFor(url: string, status = 200, timeoutMs = 60_000): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    const answer = await request(url).catch(() => null);
    if (answer?.status === status) return Date.now() - started;
    await sleep(100);
  }
  throw new Error(`${url} did not answer ${status} within ${timeoutMs / 1000} s`);
}

export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

let nextAddress = 2;
/** A loopback source address of its own per visitor, so the per-address rate limits see many visitors, as in life. */
export const visitorAddress = () => `127.0.${(nextAddress >> 8) & 255}.${nextAddress++ & 255 || 1}`;

export function request(
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: Buffer; localAddress?: string; timeoutMs?: number; onSent?: () => void } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method: options.method ?? "GET", headers: options.headers, localAddress: options.localAddress, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString("utf8") }));
      res.on("error", reject);
    });
    req.setTimeout(options.timeoutMs ?? 30_000, () => req.destroy(new Error("timed out")));
    req.on("error", reject);
    // Sent: the whole request is written to a connection the server accepted.
    req.on("finish", () => options.onSent?.());
    req.end(options.body);
  });
}

/** The hidden inputs of the page's form that carries `field`: the server action's reference and the render token. */
function hiddenFields(html: string, field: string): Array<[string, string]> {
  const forms = html
    .split(/<form\b/)
    .slice(1)
    .map((part) => part.slice(0, part.indexOf("</form>")));
  const form = forms.find((f) => f.includes(`name="${field}"`));
  if (!form) throw new Error(`no form with a field "${field}" on the page`);
  const hidden: Array<[string, string]> = [];
  for (const tag of form.match(/<input\b[^>]*type="hidden"[^>]*>/g) ?? []) {
    const name = /\bname="([^"]*)"/.exec(tag)?.[1];
    const value = /\bvalue="([^"]*)"/.exec(tag)?.[1] ?? "";
    if (name) hidden.push([decode(name), decode(value)]);
  }
  return hidden;
}

const decode = (s: string) =>
  s
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");

function multipart(fields: Array<[string, string]>): { body: Buffer; type: string } {
  const boundary = `----faults${randomBytes(8).toString("hex")}`;
  const parts = fields.map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`);
  return { body: Buffer.from(parts.join("") + `--${boundary}--\r\n`), type: `multipart/form-data; boundary=${boundary}` };
}

export const CONTACT_PAGE = "/copper-kettle/contact";

/** The contact form as the page gives it: where it posts, and its hidden fields. */
export interface ContactForm {
  action: string;
  hidden: Array<[string, string]>;
}

/** A visitor who opened the contact page (by default the Copper Kettle's) a while ago (the form refuses posts filled in under 3 s). */
export async function openContactForm(base: string, contactPage = CONTACT_PAGE): Promise<ContactForm> {
  const page = await request(base + contactPage);
  if (page.status !== 200) throw new Error(`the contact page answered ${page.status}`);
  const hidden = hiddenFields(page.body, "message");
  const form = page.body.split(/<form\b/).find((f) => f.slice(0, f.indexOf("</form>")).includes('name="message"'))!;
  return { action: decode(/\baction="([^"]*)"/.exec(form.slice(0, form.indexOf(">")))?.[1] || contactPage), hidden };
}

/** A refused post tells whether its answer gave the form back with what was typed (the message, in its field). */
export type PostOutcome =
  | { kind: "acknowledged"; reference: string; ms: number }
  | { kind: "refused"; status: number; refilled: boolean; retryAfter: boolean; ms: number; answer: string }
  | { kind: "failed"; error: string; ms: number };

/** Posts the contact form as a browser without script does; acknowledged only when the answer shows a reference. */
export async function postContact(
  base: string,
  { action, hidden }: ContactForm,
  marker: string,
  localAddress = visitorAddress(),
  onSent?: () => void,
): Promise<PostOutcome> {
  const started = Date.now();
  const { body, type } = multipart([
    ...hidden,
    ["website_url", ""],
    ["name", "Fault Visitor"],
    ["email", "visitor@example.org"],
    ["phone", ""],
    ["topic", "Catering"],
    ["message", `Message ${marker}, sent by the fault suite.`],
  ]);
  try {
    const posted = await request(base + action, {
      method: "POST",
      headers: { "Content-Type": type, "Content-Length": String(body.length) },
      body,
      localAddress,
      onSent,
    });
    // Answered by going back to the form: a thank-you names its reference in that address; errors are on the page it leads to.
    const back = String(posted.headers.location ?? "");
    const named = posted.status === 303 ? /[?&]ref=([A-Z0-9-]+)/.exec(back)?.[1] : undefined;
    if (named) return { kind: "acknowledged", reference: named, ms: Date.now() - started };
    const shown = posted.status === 303 && back.includes("?form=") ? await request(base + back.replace(/#.*$/, ""), { localAddress }) : null;
    const answer = shown ? { status: 303, headers: { ...shown.headers, ...posted.headers }, body: shown.body } : posted;
    const reference =
      /reference number is <strong>([^<]+)<\/strong>/.exec(answer.body)?.[1] ?? /[?&]ref=([A-Z0-9-]+)/.exec(String(answer.headers.location ?? ""))?.[1];
    if ((answer.status === 200 || answer.status === 303) && reference) return { kind: "acknowledged", reference, ms: Date.now() - started };
    return {
      kind: "refused",
      status: answer.status,
      refilled: answer.body.includes(`Message ${marker}, sent by the fault suite.</textarea>`),
      retryAfter: Boolean(answer.headers["retry-after"]),
      ms: Date.now() - started,
      // Where it was answered, and how: what a failure names.
      answer: `${back || "(no redirect)"} ${answer.body.replace(/\s+/g, " ").slice(0, 300)}`,
    };
  } catch (error) {
    return { kind: "failed", error: String(error), ms: Date.now() - started };
  }
}

/** The stored submissions whose message carries `run`: their references, and how many messages were stored more than once. */
export async function storedFor(databaseUrl: string, run: string): Promise<{ rows: number; references: Set<string>; duplicates: number }> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ reference: string; message: string }>(
      "select reference, data->>'message' as message from submissions where data->>'message' like $1",
      [`%${run}%`],
    );
    const messages = new Map<string, number>();
    for (const row of rows) messages.set(row.message, (messages.get(row.message) ?? 0) + 1);
    return { rows: rows.length, references: new Set(rows.map((r) => r.reference)), duplicates: [...messages.values()].filter((n) => n > 1).length };
  } finally {
    await client.end();
  }
}

/** A fresh database on a PostgreSQL server (for scenarios run against DATABASE_URL), dropped by the returned function. */
export async function freshDatabase(serverUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `mainstreet_faults_${randomBytes(5).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

/** Runs `task` every `everyMs` until `stop` resolves; returns what each run gave. */
export async function during<T>(stop: Promise<unknown>, everyMs: number, task: () => Promise<T>): Promise<T[]> {
  let done = false;
  void stop.finally(() => (done = true));
  const results: Promise<T>[] = [];
  while (!done) {
    results.push(task());
    await sleep(everyMs);
  }
  return Promise.all(results);
}

export const percentile = (values: number[], p: number) => {
  if (!values.length) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
};

/** A TCP proxy in front of PostgreSQL that a scenario can cut (every connection through it closed, new ones refused) and mend. */
export interface DatabaseProxy {
  /** The database's URL through the proxy. */
  url: string;
  cut(): void;
  mend(): Promise<void>;
  close(): Promise<void>;
}

export async function startDatabaseProxy(databaseUrl: string, port: number): Promise<DatabaseProxy> {
  const target = new URL(databaseUrl);
  const sockets = new Set<net.Socket>();
  let server: net.Server | undefined;
  const listen = () =>
    new Promise<void>((resolve, reject) => {
      const listening = net.createServer((client) => {
        const upstream = net.connect(Number(target.port || 5432), target.hostname);
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.on("error", () => undefined);
          socket.once("close", () => {
            sockets.delete(socket);
            client.destroy();
            upstream.destroy();
          });
        }
        client.pipe(upstream).pipe(client);
      });
      listening.once("error", reject);
      listening.listen(port, "127.0.0.1", () => resolve());
      server = listening;
    });
  await listen();
  const url = new URL(databaseUrl);
  url.hostname = "127.0.0.1";
  url.port = String(port);
  const cut = () => {
    server?.close();
    server = undefined;
    for (const socket of sockets) socket.destroy();
  };
  return { url: url.toString(), cut, mend: listen, close: async () => cut() };
}
