import "server-only";
import { readFileSync } from "node:fs";
import type { ServerResponse } from "node:http";
import { createRequire } from "node:module";
import path from "node:path";
import { reportStartUpChecks, type StartUpProblem } from "@/server/start-up-problems";

/**
 * Everything the platform reads of Next's internals, in one file. None of it
 * is Next's public API, so a Next upgrade may change any of it; each is
 * listed here, and at start-up (server/main.ts) `checkNextInternals` checks
 * every one against the installed Next and the build, logs one error naming
 * each that is missing or changed, and reports it in the operator's health
 * view (/api/health's details, the console) rather than leaving the platform
 * to fall back without a word. What can be checked by behaviour is: the
 * document renderer is proven on a page Next rendered, byte for byte
 * (./document/proof.ts), rather than trusted for a version of Next.
 *
 *  2. the router's request headers (`rsc`, `next-action`, `next-router-*`):
 *     requests of Next's client, never kept by the page cache (./page-cache.ts);
 *     an admin post with `next-action` is an action call (server/action-posts.ts)
 *  3. the client-rendered shell, `id="__next_error__"`, and
 *  4. React's Suspense markers (`<!--$?-->` pending, `<!--$!-->` client-rendered):
 *     a page Next left for its scripts to finish keeps them (./page-scripts.ts)
 *  5. the digests of notFound() and redirect(), `NEXT_...`: control flow, not failures (./document/render.tsx)
 *  6. how Next writes a page: its compression middleware (compression's
 *     `writeHead` on the first write), `res.flushHeaders()` before its first
 *     `res.write`, then `res.end`; compressed unless the request asks for no
 *     encoding: the page cache holds all of them and rewrites the page (`holdNextResponse`)
 *  7. the markup Next writes on a site page, as the document renderer writes
 *     it: the metadata tags in Next's order (./document/head.tsx), the
 *     stylesheets it links, the markers its router leaves; learned from and
 *     proven on a page Next rendered at start-up (./document/proof.ts)
 *
 * Not internals, and so not checked here: Next's command line is the `bin`
 * of its package.json (./next-build.ts); which paths Next's other routes answer is read from
 * the project's own app folder (./app-routes.ts).
 *
 * Two copies of our modules live in the process (the server's, bundled into
 * dist/server by scripts/build-server.ts, and the one in Next's bundle): what they share goes through
 * server/global.ts's processSingleton, and nothing shared is told apart by
 * `instanceof` (a class exists once per copy): errors are recognised by shape
 * (server/rate-limit.ts, modules/auth/http.ts), and the request context holds
 * plain data only.
 */

/** Item 2: what marks a request as one of Next's client router's (a navigation, a prefetch, an action), as Next 16's app-router-headers.js names them. */
export const ROUTER_HEADERS = [
  "rsc",
  "next-action",
  "next-router-state-tree",
  "next-router-prefetch",
  "next-router-segment-prefetch",
  "next-hmr-refresh",
] as const;

/** Item 3: the empty document Next sends when it leaves an error or notFound() to the browser to render. */
export const CLIENT_RENDERED_SHELL = 'id="__next_error__"';

/** Item 4: React's markers for a boundary still waiting for content (<!--$?-->) or handed to the client (<!--$!-->). */
export const UNFINISHED_BOUNDARY = /<!--\$[?!]-->/;

/** Whether a request comes from Next's client router. */
export function isRouterRequest(headers: Record<string, string | string[] | undefined>): boolean {
  for (const name of ROUTER_HEADERS) if (headers[name]) return true;
  return false;
}

/** Item 5: notFound() and redirect() are Next's to carry out, not failures. */
export function isNextControlFlow(error: unknown): boolean {
  const digest = (error as { digest?: unknown } | null)?.digest;
  return typeof digest === "string" && digest.startsWith("NEXT_");
}

/**
 * Item 6: holds what Next writes to a response until it ends, then sends
 * what `finish` makes of the whole body (it may rewrite it, and set headers) in one piece.
 * Resolves with the body sent once the response has finished, or null when
 * it did not (the client went away). Next is asked for the page
 * uncompressed: the page cache compresses what it keeps itself.
 */
export function holdNextResponse(res: ServerResponse, finish: (body: Buffer) => Buffer): Promise<Buffer | null> {
  delete res.req.headers["accept-encoding"];
  const chunks: Buffer[] = [];
  const keep = (chunk: unknown, encoding?: unknown) => {
    if (typeof chunk === "string") chunks.push(Buffer.from(chunk, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8"));
    else if (chunk instanceof Uint8Array) chunks.push(Buffer.from(chunk));
  };
  let sent: Buffer | undefined;
  const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse;
  // The head goes out with the whole page, once `finish` has had its say: Next's compression
  // middleware writes it before the first chunk, and its page writer flushes it.
  const { writeHead, flushHeaders } = res;
  res.writeHead = function (this: ServerResponse, statusCode: number, ...rest: unknown[]) {
    this.statusCode = statusCode;
    const headers = rest.find((arg) => typeof arg === "object" && arg !== null);
    if (Array.isArray(headers)) for (let i = 0; i + 1 < headers.length; i += 2) this.setHeader(String(headers[i]), headers[i + 1] as string);
    else if (headers) for (const [name, value] of Object.entries(headers)) if (value !== undefined) this.setHeader(name, value as string);
    return this;
  } as ServerResponse["writeHead"];
  res.flushHeaders = () => undefined;
  res.write = ((chunk: unknown, ...rest: unknown[]) => {
    keep(chunk, rest[0]);
    const done = rest.find((arg) => typeof arg === "function") as (() => void) | undefined;
    if (done) process.nextTick(done);
    return true;
  }) as ServerResponse["write"];
  res.end = ((...args: unknown[]) => {
    const done = args.find((arg) => typeof arg === "function");
    if (typeof args[0] !== "function") keep(args[0], args[1]);
    res.writeHead = writeHead;
    res.flushHeaders = flushHeaders;
    sent = finish(Buffer.concat(chunks));
    return done ? end(sent, done) : end(sent);
  }) as ServerResponse["end"];
  return new Promise((resolve) => res.once("close", () => resolve(sent && res.writableFinished ? sent : null)));
}

/** One of the internals above, and how to tell it is still as this file reads it. */
interface Internal {
  name: string;
  /** Throws, saying what changed, when it is not. */
  check(context: { root: string; next: NodeJS.Require }): void | Promise<void>;
}

const read = (next: NodeJS.Require, file: string) => readFileSync(next.resolve(file), "utf8");

const INTERNALS: Internal[] = [
  {
    name: "the router's request headers (app-router-headers.js)",
    check: ({ next }) => {
      const headers = next("next/dist/client/components/app-router-headers.js") as { FLIGHT_HEADERS?: unknown; ACTION_HEADER?: unknown };
      if (!Array.isArray(headers.FLIGHT_HEADERS) || typeof headers.ACTION_HEADER !== "string")
        throw new Error("it no longer exports FLIGHT_HEADERS and ACTION_HEADER");
      const unknown = [...headers.FLIGHT_HEADERS, headers.ACTION_HEADER].filter((name) => !(ROUTER_HEADERS as readonly unknown[]).includes(name));
      if (unknown.length) throw new Error(`Next's router sends headers the page cache does not know: ${unknown.join(", ")}`);
    },
  },
  {
    name: "the client-rendered shell (__next_error__)",
    check: ({ next }) => {
      if (!read(next, "next/dist/server/app-render/app-render.js").includes("'__next_error__'"))
        throw new Error("app-render.js no longer writes id __next_error__");
    },
  },
  {
    name: "React's Suspense markers (<!--$?--> and <!--$!-->)",
    check: ({ next }) => {
      const source = read(next, "next/dist/compiled/react-dom/cjs/react-dom-server.node.production.js");
      for (const marker of ["\\x3c!--$?--\\x3e", "\\x3c!--$!--\\x3e"])
        if (!source.includes(marker)) throw new Error(`React's server renderer no longer writes ${marker.replace(/\\x3c/g, "<").replace(/\\x3e/g, ">")}`);
    },
  },
  {
    name: "the digests of notFound() and redirect() (NEXT_...)",
    check: ({ next }) => {
      const codes = [
        (next("next/dist/client/components/redirect-error.js") as { REDIRECT_ERROR_CODE?: unknown }).REDIRECT_ERROR_CODE,
        (next("next/dist/client/components/http-access-fallback/http-access-fallback.js") as { HTTP_ERROR_FALLBACK_ERROR_CODE?: unknown })
          .HTTP_ERROR_FALLBACK_ERROR_CODE,
      ];
      if (!codes.every((code) => typeof code === "string" && isNextControlFlow({ digest: code })))
        throw new Error(`their codes are ${codes.map(String).join(" and ")}, not NEXT_...`);
    },
  },
  {
    name: "how Next writes a page (res.flushHeaders, res.write and res.end in pipe-readable.js)",
    check: ({ next }) => {
      const source = read(next, "next/dist/server/pipe-readable.js");
      const calls = ["res.flushHeaders(", "res.write(", "res.end("].filter((call) => !source.includes(call));
      if (calls.length) throw new Error(`pipe-readable.js no longer calls ${calls.join(", ")}`);
    },
  },
];

/** The names of everything checked, in the list's order. */
export const NEXT_INTERNALS = INTERNALS.map((internal) => internal.name);

/**
 * Checks every internal above against the installed Next, and reports what it
 * found: one error in the log for each that is missing or changed, and all of
 * them in the operator's health view.
 */
export async function checkNextInternals({ root = process.cwd() } = {}): Promise<StartUpProblem[]> {
  // Loaded here, not above: server/main.ts reads this file's paths before the environment the logger reads is complete.
  const { logger } = await import("@/server/log");
  const next = createRequire(path.join(root, "package.json"));
  const checked: string[] = [];
  const problems: StartUpProblem[] = [];
  for (const internal of INTERNALS) {
    checked.push(internal.name);
    try {
      await internal.check({ root, next });
    } catch (error) {
      const problem = error instanceof Error ? error.message : String(error);
      problems.push({ name: internal.name, problem });
      logger.error({ internal: internal.name, problem }, `Next's internals changed: ${internal.name}: ${problem}. See src/edge/next-adapter.ts.`);
    }
  }
  reportStartUpChecks(checked, problems);
  return problems;
}
