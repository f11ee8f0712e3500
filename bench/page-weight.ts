import { brotliCompressSync, constants } from "node:zlib";

/**
 * What a page makes the browser download before it is usable: its HTML and
 * the JavaScript its <script src> tags name (of which Next's router, React DOM
 * and Turbopack's loader are about 115 KB on every page), each measured
 * brotli-compressed at the quality the page cache uses.
 */
export interface PageWeight {
  name: string;
  path: string;
  htmlKb: number;
  scripts: number;
  javascriptKb: number;
}

const compressedKb = (bytes: Buffer) => Math.round((brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 6 } }).length / 1024) * 10) / 10;

export async function pageWeight(base: string, name: string, path: string): Promise<PageWeight> {
  const html = Buffer.from(await (await fetch(base + path)).arrayBuffer());
  // A noModule script (the legacy polyfills) is skipped by every browser that runs modules: it is not downloaded.
  const tags = [...html.toString().matchAll(/<script([^>]*)>/g)].map((m) => m[1]!).filter((attributes) => !/nomodule/i.test(attributes));
  const sources = [...new Set(tags.flatMap((attributes) => /src="([^"]+)"/.exec(attributes)?.[1] ?? []))];
  const scripts = await Promise.all(sources.map(async (src) => Buffer.from(await (await fetch(new URL(src, base))).arrayBuffer())));
  return { name, path, htmlKb: compressedKb(html), scripts: sources.length, javascriptKb: Math.round(scripts.reduce((kb, bytes) => kb + compressedKb(bytes), 0) * 10) / 10 };
}
