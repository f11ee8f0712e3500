import { z } from "zod";

/**
 * The environment, validated once. Every variable is documented in docs/configuration.md.
 * The start-up script (src/server/main.ts) fills DATABASE_URL and
 * MAINSTREET_SECRET when it starts the embedded database or generates the
 * secret, before anything reads them.
 */
const envSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
    DATABASE_URL: z.string().url().optional(),
    DATA_DIR: z.string().default("./data"),
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    HOST: z.string().default("0.0.0.0"),
    /** HMAC key for signed links (previews, contacts). Generated into DATA_DIR when unset. */
    MAINSTREET_SECRET: z.string().min(32, "MAINSTREET_SECRET must be at least 32 characters").optional(),
    /** The public origin, used for canonical URLs and links in mail. */
    PUBLIC_URL: z.string().url().optional(),
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
    CACHE_MAX_ENTRIES: z.coerce.number().int().min(0).default(20_000),
    /** Megabytes of compressed pages kept per instance (0 turns the page cache off). */
    RESPONSE_CACHE_MB: z.coerce.number().min(0).default(48),
    /** How long a cached page may be served before it is rendered again, even unchanged (upcoming events become past). */
    RESPONSE_CACHE_TTL_SECONDS: z.coerce.number().int().min(1).default(300),
    /** How long past that a kept page may still be served, once, while a render replaces it (and what a CDN is told: stale-while-revalidate). */
    RESPONSE_CACHE_STALE_SECONDS: z.coerce.number().int().min(0).default(3600),
    /** A CDN in front whose copies are purged by cache tag on every change: "cloudflare" (with CLOUDFLARE_ZONE_ID and CLOUDFLARE_API_TOKEN); none when unset. */
    CDN_PURGE: z.enum(["cloudflare"]).optional(),
    CLOUDFLARE_ZONE_ID: z
      .string()
      .regex(/^[0-9a-zA-Z]+$/)
      .optional(),
    CLOUDFLARE_API_TOKEN: z.string().optional(),
    /** Cloudflare's API; another address only for a stand-in (tests). */
    CLOUDFLARE_API_URL: z.string().url().default("https://api.cloudflare.com/client/v4"),
    /** Mail delivery (smtp://user:pass@host:587, smtps://...). Without it mail waits in the outbox, readable in the database. */
    SMTP_URL: z.string().url().optional(),
    MAIL_FROM: z.string().default("Mainstreet <no-reply@mainstreet.localhost>"),
    /** How long undelivered mail keeps being retried before it is marked failed (hours; 3 days by default, as mail servers keep a queue). */
    MAIL_RETRY_HOURS: z.coerce.number().min(1).default(72),
    /** Newsletter copies a minute from the whole platform, across instances; unset: as fast as the outbox's worker sends. */
    MAIL_BULK_PER_MINUTE: z.coerce.number().int().min(1).optional(),
    /** Newsletter copies a minute from one site, unless the operator set the site its own (the console); unset: no limit per site. */
    MAIL_SITE_PER_MINUTE: z.coerce.number().int().min(1).optional(),
    /** Newsletter copies one site may send in a calendar month (UTC), unless the operator set the site its own; unset: no allowance. */
    MAIL_MONTHLY_ALLOWANCE: z.coerce.number().int().min(0).optional(),
    /** Stripe Checkout (both or neither): without them payments use the built-in test provider. */
    /** "test" takes payments with the built-in test provider (no money moves); only ever chosen explicitly. */
    PAYMENT_PROVIDER: z.enum(["stripe", "test"]).optional(),
    STRIPE_SECRET_KEY: z.string().startsWith("sk_").optional(),
    STRIPE_WEBHOOK_SECRET: z.string().startsWith("whsec_").optional(),
    /** Where Stripe's API is reached (https://api.stripe.com unless set): a stand-in for it in tests. */
    STRIPE_API_URL: z.string().url().optional(),
    /** Rate limits shared between instances; in memory when unset. */
    REDIS_URL: z.string().url().optional(),
    /** Visitor analytics, counted by the server without cookies ("off" records nothing). */
    ANALYTICS: z.enum(["on", "off"]).default("on"),
    /** Days each page view's own row is kept; the daily figures per site and page are kept for good. */
    ANALYTICS_RAW_DAYS: z.coerce.number().int().min(1).max(400).default(30),
    /** A header a trusted proxy or CDN sets to the visitor's two-letter country (CF-IPCountry); without it no country is recorded. */
    ANALYTICS_COUNTRY_HEADER: z
      .string()
      .regex(/^[A-Za-z0-9-]+$/)
      .transform((h) => h.toLowerCase())
      .optional(),
    /** Where files live: unset for DATA_DIR, or s3://[key:secret@]bucket[/prefix][?region=&endpoint=&path_style=1]. */
    STORAGE_URL: z
      .string()
      .regex(/^(s3|file):/, "STORAGE_URL must start with s3: or file:")
      .optional(),
    /** The same as STORAGE_URL, one setting each; STORAGE_URL wins where both say. */
    S3_BUCKET: z.string().optional(),
    S3_PREFIX: z.string().optional(),
    S3_REGION: z.string().optional(),
    S3_ENDPOINT: z.string().url().optional(),
    S3_ACCESS_KEY_ID: z.string().optional(),
    S3_SECRET_ACCESS_KEY: z.string().optional(),
    S3_FORCE_PATH_STYLE: z.enum(["0", "1"]).optional(),
    /** Media answered by a redirect to an address signed for this many seconds; 0 serves it through the app. */
    S3_SIGNED_URL_SECONDS: z.coerce
      .number()
      .int()
      .refine((s) => s === 0 || (s >= 300 && s <= 604_800), "S3_SIGNED_URL_SECONDS is 0, or 300 to 604800")
      .default(0),
    /** The longest one storage request may take before the platform answers 503. */
    S3_TIMEOUT_MS: z.coerce.number().int().min(100).default(10_000),
    /** Lets a monitor read /api/health's details (memory, database time) with `Authorization: Bearer ...`; the operator always may. */
    HEALTH_TOKEN: z.string().min(16, "HEALTH_TOKEN must be at least 16 characters").optional(),
    /** The proxies in front: a hop count ("1") or their addresses ("10.0.0.2,10.0.0.3"); unset trusts no X-Forwarded-For. */
    TRUST_PROXY: z
      .string()
      .regex(/^(\d{1,2}|[0-9a-fA-F.:]+(\s*,\s*[0-9a-fA-F.:]+)*)$/, "TRUST_PROXY is a hop count or a comma-separated list of addresses")
      .optional(),
    /** Test-only: lets ?fault=server|client raise an error inside a page, to exercise the error boundary. */
    MAINSTREET_FAULT_INJECTION: z.enum(["0", "1"]).default("0"),
    /** Tests and demos only: the minimum fill time of a form, in seconds (server/served-forms.ts). */
    MAINSTREET_MIN_FILL_SECONDS: z.coerce.number().min(0).max(60).default(3),
  })
  .refine((e) => e.PAYMENT_PROVIDER !== "stripe" || e.STRIPE_SECRET_KEY, {
    message: "PAYMENT_PROVIDER=stripe needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET",
    path: ["PAYMENT_PROVIDER"],
  })
  .refine((e) => !e.STRIPE_SECRET_KEY === !e.STRIPE_WEBHOOK_SECRET, {
    message: "set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET together",
    path: ["STRIPE_WEBHOOK_SECRET"],
  })
  .refine((e) => e.CDN_PURGE !== "cloudflare" || (e.CLOUDFLARE_ZONE_ID && e.CLOUDFLARE_API_TOKEN), {
    message: "CDN_PURGE=cloudflare needs CLOUDFLARE_ZONE_ID and CLOUDFLARE_API_TOKEN",
    path: ["CDN_PURGE"],
  });

export type Env = z.infer<typeof envSchema>;

let parsed: Env | undefined;

export function env(): Env {
  if (!parsed) {
    // An empty variable (`DATABASE_URL= npm start`) means unset, as it does to a shell user.
    const result = envSchema.safeParse(Object.fromEntries(Object.entries(process.env).filter(([, value]) => value !== "")));
    if (!result.success) {
      const lines = result.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
      throw new Error(`Invalid environment:\n${lines.join("\n")}`);
    }
    parsed = result.data;
  }
  return parsed;
}

export function requireEnv<K extends keyof Env>(key: K): NonNullable<Env[K]> {
  const value = env()[key];
  if (value === undefined || value === null) throw new Error(`${key} is not set; start the platform with \`npm start\``);
  return value as NonNullable<Env[K]>;
}
