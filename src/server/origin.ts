import { env } from "@/server/env";

/**
 * The public origin for absolute URLs (sitemaps, feeds, canonical links):
 * PUBLIC_URL when set, else this server's own address. Never the request's
 * Host header, which a client controls.
 */
export function publicOrigin(): string {
  const { PUBLIC_URL, PORT } = env();
  return (PUBLIC_URL ?? `http://localhost:${PORT}`).replace(/\/+$/, "");
}

export function absoluteUrl(path: string): string {
  return `${publicOrigin()}${path.startsWith("/") ? path : `/${path}`}`;
}
