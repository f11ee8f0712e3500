import { AsyncLocalStorage } from "node:async_hooks";
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { releaseAbortReasons } from "./abort-reasons";

setFlagsFromString("--expose-gc");
const collectGarbage = runInNewContext("gc") as () => void;

/** What a render leaves behind: a signal aborted, with an Error, from a setImmediate callback run in the render's async context. */
function abortLikeARender(context: AsyncLocalStorage<object>, request: object): Promise<AbortSignal> {
  return new Promise((resolve) =>
    context.run(request, () =>
      setImmediate(() => {
        const controller = new AbortController();
        controller.abort(new Error("This render completed successfully."));
        resolve(controller.signal);
      }),
    ),
  );
}

describe("abort reasons", () => {
  it("do not keep the request of the render that aborted them", async () => {
    releaseAbortReasons();
    const context = new AsyncLocalStorage<object>();
    let request: object | undefined = { body: "x".repeat(100_000) };
    const held = new WeakRef(request);
    const signal = await abortLikeARender(context, request);
    request = undefined;
    await new Promise((resolve) => setTimeout(resolve, 10));
    collectGarbage();
    expect(held.deref()).toBeUndefined();
    expect((signal.reason as Error).stack).toContain("This render completed successfully.");
  });
});
