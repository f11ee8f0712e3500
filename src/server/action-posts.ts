import "server-only";
import { readFileSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import { ownAnswerHeaders } from "./csp";

/**
 * What the pipeline refuses by a request's shape before Next sees it, so
 * that bad input is a 4xx and never a 500:
 *
 * - a post from another site's page (its Origin not the host it came to: 403);
 * - a method no route takes (every page and route here takes GET, HEAD and
 *   POST only; Next renders a page for PUT or DELETE, and fails on TRACE);
 * - a post to a page that is not a server action, or one whose payload does
 *   not decode (Next's decoder throws, which it answers with a 500), or that
 *   calls an action with arguments none of our pages send: another count, a
 *   number where a string goes, no form data last (the action would read a
 *   field of undefined). An action's parameters are read from its source,
 *   found through the build's server-reference manifest.
 */

const METHODS = new Set(["GET", "HEAD", "POST"]);

/** 405 for a method no route here takes. True when refused. */
export function refuseMethod(req: IncomingMessage, res: ServerResponse): boolean {
  if (METHODS.has(req.method ?? "")) return false;
  res.writeHead(405, { ...ownAnswerHeaders(), Allow: [...METHODS].join(", "), "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" });
  res.end("This address does not take that method.\n");
  return true;
}

/** Posts a route handler takes as they come (forms of its own, webhooks, one-click unsubscribe); every other post is a server action. */
const takesPlainPost = (pathname: string) =>
  pathname.startsWith("/api/") || pathname.startsWith("/_next/") || /^\/contacts\/[^/]+\/[^/]+\/unsubscribe$/.test(pathname);

/**
 * Bodies held whole for the check: any visitor's form, and most uploads. A
 * larger body (up to the route's own limit, ./body-limit) is checked by its
 * start only, then handed on as it comes.
 */
const HOLD_BYTES = 32 * 1024 * 1024;

interface Held {
  /** Waits for the body (or its first HOLD_BYTES), checks it, and answers 400 when it is malformed (true), or hands it on to whoever reads the request next (false). */
  refused(res: ServerResponse): Promise<boolean>;
  /** The whole body once handed on, when it was held whole (for a form filled in again after Next read it: edge/outage.ts); null otherwise. */
  body(): Buffer | null;
}
const NOT_HELD: Held = { refused: async () => false, body: () => null };

/**
 * Holds a post's body as the socket parser pushes it (so nothing reads it
 * before it is checked), from the moment the request arrives. Call before
 * anything else wraps `req.push` (./body-limit counts what passes here).
 */
export function holdPost(req: IncomingMessage, url: URL): Held {
  if (req.method !== "POST" || takesPlainPost(url.pathname)) return NOT_HELD;
  const chunks: Buffer[] = [];
  let size = 0;
  let ended = false;
  let state: "holding" | "passing" | "dropping" = "holding";
  /** The chunks handed on, when they were the whole body: the same buffers the request's reader gets, not a copy. */
  let whole: Buffer[] | null = null;
  let decide!: () => void;
  const held = new Promise<void>((resolve) => (decide = resolve));
  const push = req.push.bind(req);
  req.push = (chunk: unknown, encoding?: BufferEncoding) => {
    if (state === "passing") return push(chunk, encoding);
    if (state === "dropping") return false;
    if (chunk === null) {
      ended = true;
      decide();
      return false;
    }
    const bytes = typeof chunk === "string" ? Buffer.from(chunk, encoding) : Buffer.from(chunk as Uint8Array);
    chunks.push(bytes);
    size += bytes.length;
    if (size > HOLD_BYTES) decide();
    return true;
  };
  req.once("close", () => decide());
  // Next keeps a few requests reachable long after they end (a module first loaded during one keeps its async context): a body is let go of once it is not needed, not with the request.
  const drop = () => {
    chunks.length = 0;
    state = "dropping";
  };
  return {
    async refused(res) {
      // Answered by someone else meanwhile (./body-limit's 413, the body's deadline): nothing more to wait for.
      res.once("close", decide);
      await held;
      if (res.writableEnded || req.socket.destroyed) {
        drop();
        return true;
      }
      const foreign = crossOrigin(req.headers);
      const problem =
        foreign ?? (ended ? await malformedAction(req.headers, Buffer.concat(chunks)) : malformedStart(req.headers, Buffer.concat(chunks.slice(0, 64))));
      if (!problem) {
        state = "passing";
        const passed = chunks.splice(0);
        if (ended) {
          whole = passed;
          res.once("close", () => (whole = null));
        }
        for (const chunk of passed) push(chunk);
        if (ended) push(null);
        return false;
      }
      drop();
      // The rest of a body that is still coming stays unread: the answer and a FIN go out, and the connection is cut a moment later (./timeouts.ts).
      res.writeHead(foreign ? 403 : 400, {
        ...ownAnswerHeaders(),
        "Content-Type": "text/plain; charset=utf-8",
        "Cache-Control": "no-store",
        "X-Refused": problem,
        ...(!ended && { Connection: "close" }),
      });
      res.end(
        foreign
          ? "This form was sent from another site. Open the page here and send it again.\n"
          : "This post is not one this site sends. Reload the page and try again.\n",
      );
      return true;
    },
    body: () => (whole ? Buffer.concat(whole) : null),
  };
}

/** For a body too large to hold whole: a multipart one must at least start as one (junk made Next's form parser fail with a 500). */
export function malformedStart(headers: IncomingMessage["headers"], start: Buffer): string | null {
  const type = String(headers["content-type"] ?? "");
  const boundary = /^multipart\/form-data;.*\bboundary=(?:"([^"]+)"|([^;\s]+))/i.exec(type);
  if (!type.toLowerCase().startsWith("multipart/")) return null;
  if (!boundary) return "form-not-decodable";
  const delimiter = `--${boundary[1] ?? boundary[2]}`;
  return start
    .subarray(0, 1024)
    .toString("latin1")
    .replace(/^(\r\n)+/, "")
    .startsWith(delimiter)
    ? null
    : "form-not-decodable";
}

/**
 * A post whose Origin is not the host it was sent to (Next compares the
 * Origin's host with X-Forwarded-Host, else Host, and throws on a mismatch
 * or an Origin it cannot parse, answering 500): refused here with a 403.
 * A post without an Origin is left to Next, which lets it through as it
 * would an old browser's.
 */
export function crossOrigin(headers: IncomingMessage["headers"]): string | null {
  const origin = headers.origin;
  if (typeof origin !== "string") return null;
  const forwarded = headers["x-forwarded-host"];
  const host = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(",")[0]?.trim() || headers.host;
  let originHost: string;
  try {
    originHost = origin === "null" ? "null" : new URL(origin).host;
  } catch {
    return "cross-origin";
  }
  // Compared as Next compares them, byte for byte: what Next would let through is not refused here.
  return host && originHost === host ? null : "cross-origin";
}

type Param = "string" | "boolean" | "form" | "value";
type Headers = IncomingMessage["headers"];

/** Why a post to a page is not a server action our pages send, or null when it may be one. */
export async function malformedAction(headers: Headers, body: Buffer, shapeOf: (id: string) => Param[] | null = actionParams): Promise<string | null> {
  // The boundary is case-sensitive: only the media type is compared without case.
  const type = String(headers["content-type"] ?? "");
  const media = type.toLowerCase();
  const id = headers["next-action"];
  if (typeof id === "string") {
    // A call from the page's script: its arguments, encoded by React (text when they are plain values, multipart with form data).
    if (media.startsWith("text/plain")) {
      const args = json(body.toString("utf8"));
      if (args === undefined) return "arguments-not-json";
      return checkArgs(args, () => false, shapeOf(id), false);
    }
    if (!media.startsWith("multipart/form-data")) return null; // Next refuses other encodings itself, with a 4xx
    const form = await formOf(body, type);
    const root = form && typeof form.get("0") === "string" ? json(form.get("0") as string) : undefined;
    if (!form || root === undefined) return "arguments-not-decodable";
    return checkArgs(root, (ref) => hasPart(form, "", ref), shapeOf(id), false);
  }
  // A form posted without script: the action and its bound arguments ride in hidden fields (React's $ACTION_ fields), always as multipart.
  if (!media.startsWith("multipart/form-data")) return "not-an-action";
  const form = await formOf(body, type);
  if (!form) return "form-not-decodable";
  const keys = [...form.keys()];
  const direct = keys.find((key) => key.startsWith("$ACTION_ID_"));
  const ref = keys.find((key) => key.startsWith("$ACTION_REF_"));
  if (!direct && !ref) return "not-an-action";
  for (const [key, value] of form) {
    if (/^\$ACTION_\d+:\d+$/.test(key) && (typeof value !== "string" || json(value) === undefined)) return "bound-arguments-not-json";
  }
  if (direct) return checkArgs(["$K0"], () => true, shapeOf(direct.slice("$ACTION_ID_".length)), true);
  const prefix = `$ACTION_${ref!.slice("$ACTION_REF_".length)}:`;
  const meta = form.get(`${prefix}0`);
  const action = typeof meta === "string" ? (json(meta) as { id?: unknown; bound?: unknown } | undefined) : undefined;
  if (!action || typeof action !== "object" || typeof action.id !== "string") return "action-not-named";
  let bound: unknown = [];
  if (action.bound !== null && action.bound !== undefined) {
    const part = typeof action.bound === "string" ? /^\$@([0-9a-f]+)$/.exec(action.bound) : null;
    const text = part ? form.get(`${prefix}${parseInt(part[1]!, 16)}`) : null;
    bound = typeof text === "string" ? json(text) : undefined;
    if (!Array.isArray(bound)) return "bound-arguments-missing";
  }
  // Next calls the action with its bound arguments and then the form's data.
  return checkArgs([...(bound as unknown[]), "$K0"], (r) => r === 0 || hasPart(form, prefix, r), shapeOf(action.id), true);
}

/**
 * The arguments against what the action declares. `exists` says whether a
 * part an argument refers to ("$1", "$K2"...) came with the post. Without a
 * known shape, only the references are checked.
 */
function checkArgs(args: unknown, exists: (ref: number) => boolean, params: Param[] | null, formAppended: boolean): string | null {
  if (!Array.isArray(args)) return "arguments-not-a-list";
  for (const ref of references(args)) if (!exists(ref)) return "argument-part-missing";
  if (!params) return null;
  // A form action declared without a form-data parameter is still given one, last.
  const lengthOk = args.length === params.length || (params.at(-1) !== "form" && args.length === params.length + 1 && isFormRef(args.at(-1)));
  if (!lengthOk) return "argument-count";
  for (const [i, param] of params.entries()) {
    const arg = args[i];
    if (param === "form" && !isFormRef(arg)) return formAppended ? "argument-count" : "form-data-missing";
    // A string that starts with one "$" is React's encoding of something else (undefined, a date, a reference); a real one starts "$$".
    if (param === "string" && (typeof arg !== "string" || (arg.startsWith("$") && !arg.startsWith("$$")))) return "argument-type";
    if (param === "boolean" && typeof arg !== "boolean") return "argument-type";
    if (param === "value" && isFormRef(arg)) return "argument-type";
  }
  return null;
}

const isFormRef = (value: unknown) => typeof value === "string" && /^\$K[0-9a-f]+$/.test(value);
/** React's reply encoding: "$" and a hex id refers to another part; "$$" starts a string that begins with "$". */
const REFERENCE = /^\$[@QWKBF]?([0-9a-f]+)$/;

/** The part ids an encoded value refers to (a form data's fields may be none: an empty form is still a form). */
function references(value: unknown, found: number[] = []): number[] {
  if (typeof value === "string") {
    const match = REFERENCE.exec(value);
    if (match && !isFormRef(value)) found.push(parseInt(match[1]!, 16));
  } else if (Array.isArray(value)) for (const item of value) references(item, found);
  else if (value && typeof value === "object") for (const item of Object.values(value)) references(item, found);
  return found;
}

/** Whether a referenced part came: a field of its own ("1"), or the fields of a form data ("1_name"). */
function hasPart(form: FormData, prefix: string, ref: number): boolean {
  const name = `${prefix}${ref}`;
  return form.has(name) || [...form.keys()].some((key) => key.startsWith(`${name}_`));
}

function json(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

async function formOf(body: Buffer, type: string): Promise<FormData | null> {
  try {
    return await new Response(new Uint8Array(body), { headers: { "content-type": type } }).formData();
  } catch {
    return null;
  }
}

/**
 * An action's parameters by its id: the build's server-reference manifest
 * names its file and export, and the export's parameter list in the source
 * says what each is. Null when either cannot be found (nothing is refused for
 * a shape it does not know).
 */
let manifest: Record<string, { filename?: string; exportedName?: string }> | null | undefined;
const shapes = new Map<string, Param[] | null>();

export function actionParams(id: string): Param[] | null {
  if (shapes.has(id)) return shapes.get(id)!;
  if (manifest === undefined) {
    try {
      manifest = (JSON.parse(readFileSync(path.join(process.cwd(), ".next/server/server-reference-manifest.json"), "utf8")) as { node: typeof manifest }).node;
    } catch {
      manifest = null;
    }
  }
  const entry = manifest?.[id];
  let params: Param[] | null = null;
  if (entry?.filename && entry.exportedName && /^[A-Za-z_$][\w$]*$/.test(entry.exportedName)) {
    try {
      params = parametersOf(readFileSync(path.join(process.cwd(), entry.filename), "utf8"), entry.exportedName);
    } catch {
      params = null;
    }
  }
  if (manifest) shapes.set(id, params);
  return params;
}

/** The declared parameters of `export async function name(...)` in a source file: each one's kind by its type. */
export function parametersOf(source: string, name: string): Param[] | null {
  const start = source.indexOf(`export async function ${name}(`);
  if (start < 0) return null;
  let depth = 0;
  let current = "";
  const params: string[] = [];
  for (const char of source.slice(start + `export async function ${name}(`.length)) {
    if (depth === 0 && char === ")") {
      if (current.trim()) params.push(current);
      return params.map(kindOf);
    }
    if ("([{<".includes(char)) depth++;
    if (")]}>".includes(char)) depth--;
    if (depth === 0 && char === ",") {
      params.push(current);
      current = "";
    } else current += char;
  }
  return null;
}

function kindOf(param: string): Param {
  const type = param.split(":").slice(1).join(":").split("=")[0]!.trim();
  return type === "string" ? "string" : type === "boolean" ? "boolean" : type === "FormData" ? "form" : "value";
}
