import type { Metadata } from "next";
import Link from "next/link";
import { SignInFrame } from "@/modules/admin/components/sign-in-frame";
import { Button, Field, Notice, inputClass } from "@/modules/admin/components/ui";

export const metadata: Metadata = { title: "Forgot your password - Mainstreet", robots: { index: false } };

export default async function ForgotPage({ searchParams }: { searchParams: Promise<Record<string, string | undefined>> }) {
  const params = await searchParams;
  return (
    <SignInFrame title="Choose a new password">
      {params.sent ? (
        <Notice tone="success">
          If the address you gave has an account, a link to choose a new password is on its way to it. The link works for two days.
        </Notice>
      ) : (
        <form method="post" action="/api/auth/password-link">
          <Field
            id="email"
            label="Your email"
            hint="We mail you a link to choose a new password."
            error={params.error ? "Enter an email address like name@example.com." : undefined}
          >
            <input
              id="email"
              name="email"
              type="email"
              autoComplete="email"
              required
              defaultValue={params.email ?? ""}
              className={inputClass}
              aria-invalid={params.error ? true : undefined}
              aria-describedby={params.error ? "email-hint email-error" : "email-hint"}
            />
          </Field>
          <Button>Send the link</Button>
        </form>
      )}
      <p className="mt-6 text-sm">
        <Link href="/login" className="text-primary underline">
          Back to sign in
        </Link>
      </p>
    </SignInFrame>
  );
}
