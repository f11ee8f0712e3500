import { auth } from "@/modules/auth/auth";
import { badForm, formText, fromOwnOrigin, seeOther, readForm } from "@/modules/auth/http";

export const dynamic = "force-dynamic";

/** Signs out this browser, or (scope=everywhere) every session of the account. */
export async function POST(request: Request) {
  if (!fromOwnOrigin(request)) return new Response("Cross-site sign-out refused", { status: 403 });
  const form = await readForm(request);
  if (!form) return badForm();
  const everywhere = formText(form, "scope") === "everywhere";
  const session = await auth().api.getSession({ headers: request.headers });
  if (session && everywhere) await auth().api.revokeSessions({ headers: request.headers });
  const { headers } = await auth().api.signOut({ headers: request.headers, returnHeaders: true });
  return seeOther(`/login?signed-out=${everywhere ? "everywhere" : "here"}`, headers);
}
