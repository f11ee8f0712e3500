import { dictionary } from "@zxcvbn-ts/language-common";

export const MIN_PASSWORD_LENGTH = 10;
export const MAX_PASSWORD_LENGTH = 128;

let common: Set<string> | undefined;

/** The 49,000 most common passwords (zxcvbn's list), read on first use. */
function commonPasswords(): Set<string> {
  common ??= new Set((dictionary["passwords-common"] as string[]).map((p) => p.toLowerCase()));
  return common;
}

/**
 * What the reset page may say, by code: a link carries only the code, so
 * nobody can put their own words on the page with a crafted ?error=.
 */
export const PASSWORD_MESSAGES = {
  short: `Use at least ${MIN_PASSWORD_LENGTH} characters.`,
  long: `Use at most ${MAX_PASSWORD_LENGTH} characters.`,
  common: "This password is one of the most commonly used; choose another.",
  email: "Do not use your email address in your password.",
  mismatch: "The two passwords are not the same.",
  expired: "This link has expired or was already used. Ask for a new one.",
} as const;
export type PasswordMessage = keyof typeof PASSWORD_MESSAGES;

/** Why a new password is refused, as a code, or null when it is good enough. */
export function passwordProblemCode(password: string, email?: string): PasswordMessage | null {
  if (password.length < MIN_PASSWORD_LENGTH) return "short";
  if (password.length > MAX_PASSWORD_LENGTH) return "long";
  const lower = password.toLowerCase();
  if (commonPasswords().has(lower) || /^(.)\1+$/.test(password)) return "common";
  const name = email?.split("@")[0]?.toLowerCase();
  if (email && (lower.includes(email.toLowerCase()) || (name && name.length >= 4 && lower.includes(name)))) return "email";
  return null;
}

/** Why a new password is refused, or null when it is good enough. */
export function passwordProblem(password: string, email?: string): string | null {
  const code = passwordProblemCode(password, email);
  return code && PASSWORD_MESSAGES[code];
}
