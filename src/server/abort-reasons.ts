/**
 * Works around a leak that grew with every render (vercel/next.js#97434,
 * nodejs/node#66129). React and Next abort controllers when a render ends,
 * from inside setImmediate callbacks, with an Error as the reason. V8 keeps an
 * Error's stack as frames until something reads `error.stack`, and a frame
 * keeps its receiver: here the Immediate, which carries the render's async
 * context (its whole request and response) and links to the Immediates that
 * ran before it. Nothing ever reads those reasons, so under load every render
 * stayed reachable: 1,342 responses were still held after 2,400 renders.
 * Reading the stack as the controller is aborted turns it into a string and
 * lets the render go. Installed once, before the server takes requests.
 */
const RELEASES = Symbol.for("mainstreet.releasesAbortReasons");

export function releaseAbortReasons(): void {
  const prototype = AbortController.prototype as AbortController & { [RELEASES]?: true };
  if (prototype[RELEASES]) return;
  const abort = prototype.abort;
  prototype.abort = function (this: AbortController, reason?: unknown) {
    abort.call(this, reason);
    // Also the DOMException that abort() makes when it is given no reason.
    const given: unknown = this.signal.reason;
    if (typeof given === "object" && given !== null && "stack" in given) void given.stack;
  };
  prototype[RELEASES] = true;
}
