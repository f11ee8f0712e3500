import type { Metadata } from "next";
import Link from "next/link";
import { redirect } from "next/navigation";
import { SignInFrame } from "@/modules/admin/components/sign-in-frame";
import { Button, Field, Notice, inputClass } from "@/modules/admin/components/ui";
import { safeReturnPath } from "@/modules/auth/http";
import { currentActor } from "@/modules/auth/session";

export const metadata: Metadata = { title: "Sign in - Mainstreet", robots: { index: false } };

const ERRORS: Record<string, string> = {
  credentials: "That email and password do not match an account.",
  missing: "Enter your email and your password.",
  invitation: "That invitation link is no longer open: it was answered, withdrawn or sent again. Ask whoever invited you for a new one.",
};

export default async function SignInPage({ searchParams }: { searchParams: Promise<Record<string, string | undefined>> }) {
  const params = await searchParams;
  // With nowhere asked for, the admin's home decides where one lands (a single site's owner on its overview).
  const next = params.next ? safeReturnPath(params.next) : "/admin?landing";
  if (await currentActor()) redirect(next);
  const error = params.error ? (ERRORS[params.error] ?? ERRORS.credentials) : undefined;
  return (
    <SignInFrame title="Sign in">
      {params["signed-out"] && (
        <Notice tone="success">{params["signed-out"] === "everywhere" ? "You are signed out on every device." : "You are signed out."}</Notice>
      )}
      {params.reset === "done" && <Notice tone="success">Your password is changed. Sign in with it.</Notice>}
      {error && <Notice tone="error">{error}</Notice>}
      <form method="post" action="/api/auth/sign-in">
        <input type="hidden" name="next" value={next} />
        <Field id="email" label="Email">
          <input
            id="email"
            name="email"
            type="email"
            autoComplete="username"
            required
            defaultValue={params.email ?? ""}
            className={inputClass}
            aria-invalid={error ? true : undefined}
          />
        </Field>
        <Field id="password" label="Password">
          <input
            id="password"
            name="password"
            type="password"
            autoComplete="current-password"
            required
            className={inputClass}
            aria-invalid={error ? true : undefined}
          />
        </Field>
        <Button>Sign in</Button>
      </form>
      <p className="mt-6 text-sm">
        <Link href="/login/forgot" className="text-primary underline">
          Forgot your password?
        </Link>
      </p>
    </SignInFrame>
  );
}
