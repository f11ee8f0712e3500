import { IncomingMessage, ServerResponse, type ServerOptions } from "node:http";

/**
 * The request and response classes the server is made with
 * (`createServer(GATED_HTTP)`, Node's own option for extending them), so
 * that the edge can watch a request's body as it arrives and hold or change
 * what is written to the response without replacing a method of either:
 * the handler sets a gate or a policy on the object, and these classes'
 * methods consult it. With none set, every call passes straight to Node's.
 */

/**
 * Sees each piece of a request's body as the socket parser pushes it (null:
 * the body's end), before the gates added after it, and answers what goes
 * back to the parser (false: stop reading the socket for now). Made with
 * `pass`, which hands a piece on (to the next gate, or to the request's
 * readers), now or later.
 */
export type BodyGate = (pass: (chunk: Buffer | null) => boolean) => (chunk: Buffer | null) => boolean;

export class GatedRequest extends IncomingMessage {
  private readonly gates: Array<(chunk: Buffer | null) => boolean> = [];
  private reading = true;

  /** Adds a gate after those added before it (./body-limit.ts counts, then ./action-posts.ts holds). */
  addBodyGate(gate: BodyGate): void {
    const index = this.gates.length;
    this.gates.push(gate((chunk) => this.through(index + 1, chunk)));
  }

  /** Reads no more of the socket for this request: what is left of a refused body stays unread. */
  stopReading(): void {
    this.reading = false;
  }

  override push(chunk: unknown, encoding?: BufferEncoding): boolean {
    if (this.gates.length === 0) return super.push(chunk, encoding);
    const piece =
      chunk === null || Buffer.isBuffer(chunk) ? chunk : typeof chunk === "string" ? Buffer.from(chunk, encoding) : Buffer.from(chunk as Uint8Array);
    return this.through(0, piece);
  }

  private through(index: number, chunk: Buffer | null): boolean {
    const gate = this.gates[index];
    if (!gate) return super.push(chunk);
    return gate(chunk);
  }

  // A reader of the request (Next's body parser) starts the socket again on each read: once refused, nothing reads on.
  override _read(size: number): void {
    if (this.reading) super._read(size);
  }
}

/** A call on the response, as `ResponseHold.take` sees it. */
export type ResponseCall = ["writeHead" | "flushHeaders" | "write" | "end", unknown[]];

/** Takes calls on a response instead of Node (true), or lets them pass (false): edge/database-failure.ts. */
export interface ResponseHold {
  take(call: ResponseCall): boolean;
}

export class GatedResponse extends ServerResponse {
  /** What is written is offered to it first. */
  hold: ResponseHold | undefined;
  /** The status the answer's head goes out with, given the one it was written with (edge/action-status.ts); it may set headers too. */
  headStatus: ((status: number) => number) | undefined;

  /** Nothing set on this response applies any more: what is written from now goes to Node as it is. */
  clearPolicies(): void {
    this.hold = undefined;
    this.headStatus = undefined;
  }

  override writeHead(status: number, ...rest: unknown[]): this {
    if (this.hold?.take(["writeHead", [status, ...rest]])) return this;
    const head = (super.writeHead as (...args: unknown[]) => this).bind(this);
    return head(this.headStatus ? this.headStatus(status) : status, ...rest);
  }

  override flushHeaders(): void {
    if (this.hold?.take(["flushHeaders", []])) return;
    super.flushHeaders();
  }

  override write(...args: unknown[]): boolean {
    if (this.hold?.take(["write", args])) return true;
    return (super.write as (...a: unknown[]) => boolean).apply(this, args);
  }

  override end(...args: unknown[]): this {
    if (this.hold?.take(["end", args])) return this;
    return (super.end as (...a: unknown[]) => this).apply(this, args);
  }
}

/**
 * Node's options for a server whose requests and responses are these:
 * `createServer(GATED_HTTP, listener)`, a server of Node's plain type, as
 * Next and the rest of the process take it.
 */
export const GATED_HTTP: ServerOptions = { IncomingMessage: GatedRequest, ServerResponse: GatedResponse as typeof ServerResponse };
