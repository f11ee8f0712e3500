import { mkdtempSync, rmSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import S3rver from "s3rver";
import type { S3Settings } from "@/server/storage";

/**
 * A local S3-compatible server (s3rver: speaks the S3 REST API over HTTP and
 * checks signatures, files on disk) behind a small proxy of the test's own
 * that can make the store slow or make writes fail, which no fake S3 does.
 */
export interface LocalS3 {
  settings: (overrides?: Partial<S3Settings>) => S3Settings;
  faults: { getDelayMs: number; failPuts: boolean };
  /** The requests the proxy saw, as "METHOD key". */
  seen: string[];
  close: () => Promise<void>;
}

export const BUCKET = "mainstreet-test";

export async function startLocalS3(): Promise<LocalS3> {
  const directory = mkdtempSync(path.join(tmpdir(), "mainstreet-s3-"));
  const server = new S3rver({ port: 0, address: "127.0.0.1", silent: true, directory, configureBuckets: [{ name: BUCKET, configs: [] }] });
  const { port: storePort } = await server.run();
  const faults = { getDelayMs: 0, failPuts: false };
  const seen: string[] = [];
  const proxy = http.createServer((request, response) => {
    const method = request.method ?? "GET";
    seen.push(`${method} ${decodeURIComponent(new URL(request.url ?? "/", "http://s3").pathname)}`);
    if (method === "PUT" && faults.failPuts) {
      request.resume();
      response
        .writeHead(500, { "Content-Type": "application/xml" })
        .end('<?xml version="1.0"?><Error><Code>InternalError</Code><Message>injected</Message></Error>');
      return;
    }
    const forward = () => {
      const upstream = http.request({ host: "127.0.0.1", port: storePort, method, path: request.url, headers: request.headers }, (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      });
      upstream.on("error", () => response.destroy());
      request.pipe(upstream);
    };
    if (method === "GET" && faults.getDelayMs) setTimeout(forward, faults.getDelayMs);
    else forward();
  });
  await new Promise<void>((resolve) => proxy.listen(0, "127.0.0.1", resolve));
  const endpoint = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
  return {
    settings: (overrides = {}) => ({
      bucket: BUCKET,
      prefix: "tenant-files/",
      region: "us-east-1",
      endpoint,
      credentials: { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" },
      forcePathStyle: true,
      timeoutMs: 2_000,
      signedUrlSeconds: 0,
      ...overrides,
    }),
    faults,
    seen,
    close: async () => {
      proxy.closeAllConnections();
      await new Promise((resolve) => proxy.close(resolve));
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
