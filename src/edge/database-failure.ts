import { GatedResponse, type ResponseCall } from "@/server/gated-http";

/**
 * Sends an answer of the edge's own on a response something already wrapped
 * (Next's compression sets its own write, end and writeHead on it) or set
 * headers or a policy on (`replaceDatabaseFailure` below, ./action-status.ts):
 * the class's methods, which then pass straight to Node's, and none of the
 * headers set so far.
 */
export function answerUnwrapped(res: GatedResponse, send: () => void): void {
  for (const name of ["writeHead", "flushHeaders", "write", "end"]) Reflect.deleteProperty(res, name);
  res.clearPolicies();
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
 * passes at once. Set just before Next is given the response: it holds
 * below whatever Next wraps the response with (its compression), so what is
 * held went through those already and goes out as it is.
 */
export function replaceDatabaseFailure(res: GatedResponse, lostDatabase: () => Promise<boolean>, answer: () => Promise<void>): void {
  const held: ResponseCall[] = [];
  let holding = false;
  // Next's error page is a 500; an edge's 503 (a suspended site) or a 502 from elsewhere is not this.
  const failing = (status: number) => !res.headersSent && status === 500;
  res.hold = {
    take([name, args]) {
      holding ||= failing(name === "writeHead" ? (args[0] as number) : res.statusCode);
      if (!holding) return false;
      const done = args.find((arg) => typeof arg === "function") as (() => void) | undefined;
      held.push([name, args.filter((arg) => typeof arg !== "function")]);
      if (name === "write" && done) process.nextTick(done);
      if (name === "end") void settle(done);
      return true;
    },
  };

  async function settle(done: (() => void) | undefined): Promise<void> {
    res.hold = undefined;
    let replace = false;
    try {
      replace = await lostDatabase();
    } catch {
      replace = false;
    }
    if (res.destroyed) return;
    if (replace) await answer();
    else {
      // The calls go out by the class's methods, below anything that wrapped the response: they went through it when held.
      const call = (name: ResponseCall[0], args: unknown[]) => Reflect.apply(GatedResponse.prototype[name], res, args);
      // While held, the headers were never sent, so the layers that write them (Next's own, its
      // compression) wrote them again before each chunk: the first writeHead goes out, the rest
      // are dropped, as they would have found the headers sent.
      const head = held.find(([name]) => name === "writeHead");
      if (head) call("writeHead", head[1]);
      for (const [name, args] of held) if (name !== "writeHead" && !(name === "flushHeaders" && res.headersSent)) call(name, args);
    }
    done?.();
  }
}
