import { badForm, formText, fromOwnOrigin, seeOther, tooManyAttempts, readForm } from "@/modules/auth/http";
import { sendPasswordLink } from "@/modules/auth/service";
import { clientAddress } from "@/server/client-address";
import { consume } from "@/server/rate-limit";

export const dynamic = "force-dynamic";

/**
 * "Forgot your password?": mails a link through the outbox. The answer is the
 * same whether or not the address has an account, so nobody learns who has one.
 */
export async function POST(request: Request) {
  if (!fromOwnOrigin(request)) return new Response("Cross-site request refused", { status: 403 });
  const form = await readForm(request);
  if (!form) return badForm();
  const email = formText(form, "email", 320).trim().toLowerCase();
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) return seeOther(`/login/forgot?${new URLSearchParams({ error: "email", email })}`);
  const wait = Math.max(await consume("passwordLinkPerAddress", await clientAddress()), await consume("passwordLinkPerAddress", email));
  if (wait) return tooManyAttempts(wait, "/login/forgot");
  await sendPasswordLink(email);
  return seeOther(`/login/forgot?${new URLSearchParams({ sent: email })}`);
}
