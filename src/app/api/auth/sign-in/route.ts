import { auth } from "@/modules/auth/auth";
import { badForm, formText, refusedByAuth, fromOwnOrigin, safeReturnPath, seeOther, tooManyAttempts, readForm } from "@/modules/auth/http";
import { clientAddress } from "@/server/client-address";
import { logger } from "@/server/log";
import { consume, forget, record, refund, taken } from "@/server/rate-limit";

/** Failed attempts on one account (from anywhere) before each further attempt waits longer, up to SLOWEST_MS. */
const FREE_ATTEMPTS = 8;
const SLOWEST_MS = 5_000;

export const dynamic = "force-dynamic";

/** The sign-in form's post: a session cookie and the admin, or the form again with what went wrong. */
export async function POST(request: Request) {
  if (!fromOwnOrigin(request)) return new Response("Cross-site sign-in refused", { status: 403 });
  const form = await readForm(request);
  if (!form) return badForm();
  const email = formText(form, "email", 320).trim().toLowerCase();
  const password = formText(form, "password", 200);
  const next = safeReturnPath(form.get("next"));
  const again = (error: string) => seeOther(`/login?${new URLSearchParams({ error, email, next })}`);
  if (!email || !password) return again("missing");

  const address = await clientAddress();
  const accountAtAddress = `${email}|${address}`;
  const wait = Math.max(await consume("signInPerAddress", address), await consume("signInPerAccountAddress", accountAtAddress));
  if (wait) {
    logger.warn({ email, address }, "sign-in attempts limited");
    return tooManyAttempts(wait, `/login?${new URLSearchParams({ email, next })}`);
  }
  // Many failures on one account from many addresses slow each further attempt down; none locks its owner out.
  const failures = await taken("signInPerAccount", email);
  if (failures >= FREE_ATTEMPTS) await new Promise((resolve) => setTimeout(resolve, Math.min(SLOWEST_MS, 250 * (failures - FREE_ATTEMPTS + 1))));
  try {
    const { headers } = await auth().api.signInEmail({ body: { email, password, rememberMe: true }, headers: request.headers, returnHeaders: true });
    // The run of attempts ends with the right password (the way rate-limiter-flexible's login example
    // resets it): an owner who signs in often from one office is never refused for it. The address
    // gets back this attempt's point only, so that a staff of many behind one address signs in all
    // day, while a guesser's wrong passwords for any account still add up there.
    await forget("signInPerAccountAddress", accountAtAddress);
    await refund("signInPerAddress", address);
    return seeOther(next, headers);
  } catch (error) {
    if (refusedByAuth(error)) {
      await record("signInPerAccount", email);
      return again("credentials");
    }
    throw error;
  }
}
