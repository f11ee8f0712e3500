import { auth } from "@/modules/auth/auth";
import { badForm, formText, refusedByAuth, fromOwnOrigin, seeOther, readForm } from "@/modules/auth/http";
import { passwordProblemCode } from "@/modules/auth/passwords";
import { accountOfPasswordLink, endPasswordLinks } from "@/modules/auth/service";

export const dynamic = "force-dynamic";

/**
 * The new password from a reset or invitation link, checked against the
 * account's own email. Every other session of the account ends, and so does
 * every other reset or invitation link it has.
 */
export async function POST(request: Request) {
  if (!fromOwnOrigin(request)) return new Response("Cross-site request refused", { status: 403 });
  const form = await readForm(request);
  if (!form) return badForm();
  const token = formText(form, "token", 200);
  const password = formText(form, "password", 200);
  const again = (error: string) => seeOther(`/login/reset?${new URLSearchParams({ token, error })}`);
  if (password !== formText(form, "confirm", 200)) return again("mismatch");
  const account = await accountOfPasswordLink(token);
  if (!account) return again("expired");
  const problem = passwordProblemCode(password, account.email);
  if (problem) return again(problem);
  try {
    await auth().api.resetPassword({ body: { token, newPassword: password } });
  } catch (error) {
    if (refusedByAuth(error)) return again("expired");
    throw error;
  }
  await endPasswordLinks(account.userId);
  return seeOther("/login?reset=done");
}
