import "server-only";
import { dictionary } from "@zxcvbn-ts/language-common";

export const MIN_PASSWORD_LENGTH = 10;
export const MAX_PASSWORD_LENGTH = 128;

let common: Set<string> | undefined;

/** The 49,000 most common passwords (zxcvbn's list), read on first use. */
function commonPasswords(): Set<string> {
  common ??= new Set((dictionary["passwords-common"] as string[]).map((p) => p.toLowerCase()));
  return common;
}

/** Why a new password is refused, or null when it is good enough. */
export function passwordProblem(password: string, email?: string): string | null {
  if (password.length < MIN_PASSWORD_LENGTH) return `Use at least ${MIN_PASSWORD_LENGTH} characters.`;
  if (password.length > MAX_PASSWORD_LENGTH) return `Use at most ${MAX_PASSWORD_LENGTH} characters.`;
  const lower = password.toLowerCase();
  if (commonPasswords().has(lower) || /^(.)\1+$/.test(password)) return "This password is one of the most commonly used; choose another.";
  const name = email?.split("@")[0]?.toLowerCase();
  if (name && name.length >= 4 && lower.includes(name)) return "Do not use your email address in your password.";
  return null;
}
