import { request } from "node:http";

/**
 * A form as a browser without JavaScript posts it: its hidden fields (where
 * it sits, for a site's forms posting to their route; Next's $ACTION_ fields
 * for a server action) plus the visitor's values, as multipart, to its
 * `action` (the page it is on when that is empty). Cheaper than a browser for
 * tests that post many times.
 */
export async function plainForm(
  pageUrl: string,
  submitLabel: string,
  headers: Record<string, string> = {},
): Promise<{
  fields: Array<[string, string]>;
  action: string;
  post: (values: Record<string, string>, extraHeaders?: Record<string, string>) => Promise<Response>;
  /** The page a post's 303 sends the browser back to (the form with its answer), as the same visitor reads it. */
  shown: (answer: Response) => Promise<string>;
}> {
  const html = await (await fetch(pageUrl, { headers })).text();
  const form = [...html.matchAll(/<form\b[^>]*>([\s\S]*?)<\/form>/g)].find((m) => m[1]!.includes(submitLabel));
  if (!form) throw new Error(`no form with "${submitLabel}" on ${pageUrl}`);
  const action = new URL(attribute(/<form\b[^>]*>/.exec(form[0])![0], "action") || pageUrl, pageUrl).href;
  const fields: Array<[string, string]> = [];
  for (const input of form[1]!.matchAll(/<input\b[^>]*>/g)) {
    const name = attribute(input[0], "name");
    if (name && /type="hidden"/.test(input[0])) fields.push([name, attribute(input[0], "value") ?? ""]);
  }
  return {
    fields,
    action,
    post: (values, extraHeaders = {}) => {
      const body = new FormData();
      for (const [name, value] of fields) body.append(name, value);
      for (const [name, value] of Object.entries(values)) body.set(name, value);
      return fetch(action, { method: "POST", body, headers: { ...headers, ...extraHeaders }, redirect: "manual" });
    },
    shown: async (answer) => (await fetch(new URL(answer.headers.get("location")!, pageUrl), { headers })).text(),
  };
}

function attribute(tag: string, name: string): string | undefined {
  const value = new RegExp(`\\s${name.replace("$", "\\$")}="([^"]*)"`).exec(tag)?.[1];
  return value
    ?.replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
}

/**
 * A raw POST, for what fetch will not send: a Content-Length that promises
 * more than comes, or a chunked body of a chosen size. Resolves with the
 * status (0 when the server closed without answering) and how many body
 * bytes went out before the answer.
 */
export function rawPost(
  url: string,
  options: { headers?: Record<string, string>; declaredLength?: number; chunkedBytes?: number; sendBytes?: number },
): Promise<{ status: number; sent: number; body: string }> {
  return new Promise((resolve) => {
    const target = new URL(url);
    const headers: Record<string, string | number> = { "Content-Type": "application/x-www-form-urlencoded", ...options.headers };
    if (options.declaredLength !== undefined) headers["Content-Length"] = options.declaredLength;
    const req = request({ host: target.hostname, port: target.port, path: target.pathname + target.search, method: "POST", headers });
    let sent = 0;
    let answered = false;
    const chunk = Buffer.alloc(64 * 1024, "a");
    const total = options.chunkedBytes ?? options.sendBytes ?? 0;
    const pump = () => {
      while (!answered && sent < total) {
        sent += chunk.length;
        if (!req.write(chunk)) return void req.once("drain", pump);
      }
      if (!answered && options.chunkedBytes !== undefined) req.end();
    };
    req.on("response", (res) => {
      answered = true;
      let body = "";
      const done = () => {
        resolve({ status: res.statusCode ?? 0, sent, body });
        req.destroy();
      };
      res.on("data", (d: Buffer) => (body += d.toString()));
      res.on("end", done);
      res.on("error", done);
    });
    req.on("error", () => resolve({ status: answered ? -1 : 0, sent, body: "" }));
    pump();
  });
}

/**
 * A slow client: a POST that declares `declaredLength` bytes and sends a
 * kilobyte a second, for `forMs` at most. Resolves with the status of the
 * answer (0 when none came in that time) and when it came.
 */
export function trickle(url: string, options: { type: string; declaredLength: number; forMs: number }): Promise<{ status: number; afterMs: number }> {
  return new Promise((resolve) => {
    const target = new URL(url);
    const started = Date.now();
    const req = request({
      host: target.hostname,
      port: target.port,
      path: target.pathname,
      method: "POST",
      headers: { "Content-Type": options.type, "Content-Length": options.declaredLength },
    });
    const done = (status: number) => {
      clearInterval(drip);
      clearTimeout(giveUp);
      req.destroy();
      resolve({ status, afterMs: Date.now() - started });
    };
    const drip = setInterval(() => req.write(Buffer.alloc(1024, "a")), 1000);
    const giveUp = setTimeout(() => done(0), options.forMs);
    req.on("response", (res) => {
      res.resume();
      done(res.statusCode ?? 0);
    });
    req.on("error", () => done(0));
    req.write(Buffer.alloc(1024, "a"));
  });
}
