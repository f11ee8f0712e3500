import { randomBytes } from "node:crypto";
import { expect } from "vitest";
import { AppError } from "@/lib/errors";
import type { Actor, SiteRole } from "@/modules/auth/access";
import { ensureUser, makeOperator, setMembership } from "@/modules/auth/service";

/** People for admin tests: each a new account with a unique address. */
export async function person(name: string, password?: string): Promise<Actor> {
  const email = `${name.toLowerCase().replace(/\s+/g, "-")}-${randomBytes(4).toString("hex")}@example.com`;
  const user = await ensureUser({ email, name, ...(password && { password }) });
  return { userId: user.id, email, name, isOperator: false };
}

export async function operator(): Promise<Actor> {
  const actor = await person("Operator");
  await makeOperator(actor.userId);
  return { ...actor, isOperator: true };
}

export async function member(siteId: string, role: SiteRole): Promise<Actor> {
  const actor = await person(role === "owner" ? "Owner" : "Editor");
  await setMembership(siteId, actor.userId, role);
  return actor;
}

/** The AppError a call is refused with (the test fails if it succeeds or fails otherwise). */
export async function failure(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}
