import { createHmac } from "node:crypto";
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { db, schema } from "@/server/db/client";
import { requireEnv } from "@/server/env";
import { logger } from "@/server/log";
import { publicOrigin } from "@/server/origin";
import { write } from "@/server/db/write";
import { enqueueMail } from "@/modules/mail/outbox";
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from "./passwords";

/** Sessions last a week and are renewed by use once a day. */
const SESSION_SECONDS = 7 * 24 * 60 * 60;
/** How long a password-reset or invitation link works. */
export const RESET_LINK_SECONDS = 2 * 24 * 60 * 60;
/** The session cookie is "mainstreet.session_token": the page cache passes by any request that carries it. */
export const COOKIE_PREFIX = "mainstreet";

/**
 * better-auth, configured once per process. Only our own handlers call it
 * (src/app/api/auth/*: forms that work without JavaScript, with our rate
 * limits and password rules); its HTTP router is not mounted.
 */
function createAuth() {
  return betterAuth({
    appName: "Mainstreet",
    baseURL: publicOrigin(),
    // Its own key, derived from the platform secret: rotating one rotates both.
    secret: createHmac("sha256", requireEnv("MAINSTREET_SECRET")).update("better-auth").digest("base64url"),
    database: drizzleAdapter(db(), {
      provider: "pg",
      schema: { user: schema.authUsers, session: schema.authSessions, account: schema.authAccounts, verification: schema.authVerifications },
    }),
    telemetry: { enabled: false },
    // Its messages join ours as JSON lines.
    logger: { log: (level, message, ...args) => logger[level]({ args, source: "better-auth" }, message) },
    // Our rate limits (server/rate-limit.ts) answer with Retry-After; better-auth's would count twice.
    rateLimit: { enabled: false },
    emailAndPassword: {
      enabled: true,
      // People are invited by an operator or an owner; nobody signs themselves up.
      disableSignUp: true,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      maxPasswordLength: MAX_PASSWORD_LENGTH,
      resetPasswordTokenExpiresIn: RESET_LINK_SECONDS,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, token }) => {
        const link = `${publicOrigin()}/login/reset?token=${encodeURIComponent(token)}`;
        await write([], (tx) =>
          enqueueMail(tx, null, {
            kind: "password-reset",
            to: user.email,
            subject: "Choose your Mainstreet password",
            text: `Hello ${user.name},\n\nTo choose a new password for ${user.email}, open this link within two days:\n\n${link}\n\nIf you did not ask for this, ignore this mail: your password stays as it is.\n`,
          }),
        );
      },
    },
    session: { expiresIn: SESSION_SECONDS, updateAge: 24 * 60 * 60 },
    advanced: { cookiePrefix: COOKIE_PREFIX },
  });
}

export type Auth = ReturnType<typeof createAuth>;

let instance: Auth | undefined;

export function auth(): Auth {
  return (instance ??= createAuth());
}
