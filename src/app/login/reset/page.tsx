import type { Metadata } from "next";
import Link from "next/link";
import { SignInFrame } from "@/modules/admin/components/sign-in-frame";
import { Button, Field, Notice, inputClass } from "@/modules/admin/components/ui";
import { MIN_PASSWORD_LENGTH, PASSWORD_MESSAGES } from "@/modules/auth/passwords";

export const metadata: Metadata = { title: "Choose your password - Mainstreet", robots: { index: false } };

export default async function ResetPage({ searchParams }: { searchParams: Promise<Record<string, string | undefined>> }) {
  const params = await searchParams;
  // Known messages only, by code (PASSWORD_MESSAGES); anything else in the address is not shown.
  const error = params.error && Object.hasOwn(PASSWORD_MESSAGES, params.error) ? PASSWORD_MESSAGES[params.error as keyof typeof PASSWORD_MESSAGES] : undefined;
  if (!params.token) {
    return (
      <SignInFrame title="Choose your password">
        <Notice tone="error">This page needs the link from your mail.</Notice>
        <Link href="/login/forgot" className="text-primary underline">
          Ask for a new link
        </Link>
      </SignInFrame>
    );
  }
  return (
    <SignInFrame title="Choose your password">
      {error && <Notice tone="error">{error}</Notice>}
      <form method="post" action="/api/auth/reset">
        <input type="hidden" name="token" value={params.token} />
        <Field id="password" label="New password" hint={`At least ${MIN_PASSWORD_LENGTH} characters; not one of the commonly used passwords.`}>
          <input
            id="password"
            name="password"
            type="password"
            autoComplete="new-password"
            required
            minLength={MIN_PASSWORD_LENGTH}
            className={inputClass}
            aria-describedby="password-hint"
          />
        </Field>
        <Field id="confirm" label="The same password again">
          <input id="confirm" name="confirm" type="password" autoComplete="new-password" required minLength={MIN_PASSWORD_LENGTH} className={inputClass} />
        </Field>
        <Button>Save my password</Button>
      </form>
    </SignInFrame>
  );
}
