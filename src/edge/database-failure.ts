import type { ServerResponse } from "node:http";

type Call = ["writeHead" | "flushHeaders" | "write" | "end", unknown[]];

/**
 * Sends an answer of the edge's own on a response something already wrapped
 * (Next's compression, `replaceDatabaseFailure` below) or set headers on:
 * Node's own methods, none of the headers set so far.
 */
export function answerUnwrapped(res: ServerResponse, send: () => void): void {
  for (const name of ["writeHead", "flushHeaders", "write", "end"]) Reflect.deleteProperty(res, name);
  for (const name of res.getHeaderNames()) res.removeHeader(name);
  res.statusCode = 200;
  send();
}

/**
 * Next's 500 for a request whose queries lost the database (a database that
 * died a moment ago, before the watchdog noticed) is never sent: what Next
 * writes with status 500 is held until it ends, then `lostDatabase` decides.
 * When it says so, `answer` answers instead (the outage's answer:
 * ./outage.ts); any other 500 goes out as Next wrote it. Everything else
 * passes at once. Install it last, just before Next is given the response.
 */
export function replaceDatabaseFailure(res: ServerResponse, lostDatabase: () => Promise<boolean>, answer: () => Promise<void>): void {
  const inner = { writeHead: res.writeHead, flushHeaders: res.flushHeaders, write: res.write, end: res.end };
  const held: Call[] = [];
  let holding = false;
  // Next's error page is a 500; an edge's 503 (a suspended site) or a 502 from elsewhere is not this.
  const failing = (status: number) => !res.headersSent && status === 500;
  const hold = (status: number) => (holding ||= failing(status));

  res.writeHead = function (this: ServerResponse, status: number, ...rest: unknown[]) {
    if (!hold(status)) return (inner.writeHead as (...args: unknown[]) => ServerResponse).call(this, status, ...rest);
    held.push(["writeHead", [status, ...rest]]);
    return this;
  } as ServerResponse["writeHead"];
  res.flushHeaders = function (this: ServerResponse) {
    if (!hold(this.statusCode)) return inner.flushHeaders.call(this);
    held.push(["flushHeaders", []]);
  };
  res.write = function (this: ServerResponse, ...args: unknown[]) {
    if (!hold(this.statusCode)) return (inner.write as (...a: unknown[]) => boolean).apply(this, args);
    const done = args.find((arg) => typeof arg === "function") as (() => void) | undefined;
    held.push(["write", args.filter((arg) => typeof arg !== "function")]);
    if (done) process.nextTick(done);
    return true;
  } as ServerResponse["write"];
  res.end = function (this: ServerResponse, ...args: unknown[]) {
    if (!hold(this.statusCode)) return (inner.end as (...a: unknown[]) => ServerResponse).apply(this, args);
    const done = args.find((arg) => typeof arg === "function") as (() => void) | undefined;
    held.push(["end", args.filter((arg) => typeof arg !== "function")]);
    void settle(done);
    return this;
  } as ServerResponse["end"];

  async function settle(done: (() => void) | undefined): Promise<void> {
    Object.assign(res, inner);
    let replace = false;
    try {
      replace = await lostDatabase();
    } catch {
      replace = false;
    }
    if (res.destroyed) return;
    if (replace) await answer();
    else {
      // While held, the headers were never sent, so the layers that write them (Next's own, its
      // compression) wrote them again before each chunk: the first writeHead goes out, the rest
      // are dropped, as they would have found the headers sent.
      const head = held.find(([name]) => name === "writeHead");
      if (head) (res.writeHead as (...a: unknown[]) => unknown).apply(res, head[1]);
      for (const [name, args] of held)
        if (name !== "writeHead" && !(name === "flushHeaders" && res.headersSent)) (res[name] as (...a: unknown[]) => unknown).apply(res, args);
    }
    done?.();
  }
}
