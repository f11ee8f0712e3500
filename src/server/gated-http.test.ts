import { once } from "node:events";
import { createServer, request, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { afterEach, describe, expect, it } from "vitest";
import { GATED_HTTP, GatedRequest, GatedResponse, type ResponseCall } from "./gated-http";

let server: Server | undefined;

afterEach(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
});

/** A server made with the classes, answering as `answer` does; resolves to its port. */
async function serving(answer: (req: GatedRequest, res: GatedResponse) => void): Promise<number> {
  server = createServer(GATED_HTTP, (req: IncomingMessage, res: ServerResponse) => answer(req as GatedRequest, res as GatedResponse));
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  return (server.address() as { port: number }).port;
}

/** Posts `body` in the pieces given; resolves to the answer's status, headers and body. */
function post(port: number, pieces: string[]): Promise<{ status: number; headers: IncomingMessage["headers"]; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: "127.0.0.1", port, method: "POST", path: "/", headers: { "Content-Type": "text/plain" } }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => (body += chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on("error", reject);
    for (const piece of pieces) req.write(piece);
    req.end();
  });
}

async function readAll(req: IncomingMessage): Promise<string> {
  let text = "";
  for await (const chunk of req) text += String(chunk);
  return text;
}

describe("the gated request and response", () => {
  it("are Node's own when nothing is set on them", async () => {
    const port = await serving((req, res) => {
      void readAll(req).then((text) => {
        res.writeHead(201, { "Content-Type": "text/plain" });
        res.write("read: ");
        res.end(text);
      });
    });
    expect(await post(port, ["one ", "two"])).toMatchObject({ status: 201, body: "read: one two" });
  });

  it("hand the body through its gates in the order they were added, each passing on what it will", async () => {
    const seen: string[] = [];
    const port = await serving((req, res) => {
      req.addBodyGate((pass) => (chunk) => {
        seen.push(`first ${chunk === null ? "end" : chunk.toString()}`);
        return pass(chunk === null ? null : Buffer.from(chunk.toString().toUpperCase()));
      });
      req.addBodyGate((pass) => (chunk) => {
        seen.push(`second ${chunk === null ? "end" : chunk.toString()}`);
        return pass(chunk);
      });
      void readAll(req).then((text) => res.end(text));
    });
    expect((await post(port, ["quiet"])).body).toBe("QUIET");
    expect(seen).toEqual(["first quiet", "second QUIET", "first end", "second end"]);
  });

  it("let a response's hold take what is written until its policies are cleared", async () => {
    const held: ResponseCall[] = [];
    const port = await serving((req, res) => {
      res.hold = { take: (call) => (call[0] === "write" ? (held.push(call), true) : false) };
      res.headStatus = (status) => (res.setHeader("X-Was", String(status)), 400);
      res.write("kept back");
      res.clearPolicies();
      res.writeHead(200, { "Content-Type": "text/plain" });
      res.end("sent");
    });
    const answer = await post(port, []);
    expect(answer).toMatchObject({ status: 200, body: "sent" });
    expect(answer.headers["x-was"]).toBeUndefined();
    expect(held).toEqual([["write", ["kept back"]]]);
  });

  it("send the head with the status its policy gives", async () => {
    const port = await serving((req, res) => {
      res.headStatus = (status) => (res.setHeader("X-Was", String(status)), 400);
      res.writeHead(200).end("refused");
    });
    const changed = await post(port, []);
    expect(changed).toMatchObject({ status: 400, body: "refused" });
    expect(changed.headers["x-was"]).toBe("200");
  });
});
