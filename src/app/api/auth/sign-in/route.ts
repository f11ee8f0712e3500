import { auth } from "@/modules/auth/auth";
import { clientAddressOf, formText, refusedByAuth, fromOwnOrigin, safeReturnPath, seeOther, tooManyAttempts } from "@/modules/auth/http";
import { logger } from "@/server/log";
import { consume } from "@/server/rate-limit";

export const dynamic = "force-dynamic";

/** The sign-in form's post: a session cookie and the admin, or the form again with what went wrong. */
export async function POST(request: Request) {
  if (!fromOwnOrigin(request)) return new Response("Cross-site sign-in refused", { status: 403 });
  const form = await request.formData();
  const email = formText(form, "email", 320).trim().toLowerCase();
  const password = formText(form, "password", 200);
  const next = safeReturnPath(form.get("next"));
  const again = (error: string) => seeOther(`/login?${new URLSearchParams({ error, email, next })}`);
  if (!email || !password) return again("missing");

  const wait = Math.max(await consume("signInPerAddress", clientAddressOf(request)), await consume("signInPerAccount", email));
  if (wait) {
    logger.warn({ email, address: clientAddressOf(request) }, "sign-in attempts limited");
    return tooManyAttempts(wait, `/login?${new URLSearchParams({ email, next })}`);
  }
  try {
    const { headers } = await auth().api.signInEmail({ body: { email, password, rememberMe: true }, headers: request.headers, returnHeaders: true });
    return seeOther(next, headers);
  } catch (error) {
    if (refusedByAuth(error)) return again("credentials");
    throw error;
  }
}
