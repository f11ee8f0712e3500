import { auth } from "@/modules/auth/auth";
import { formText, refusedByAuth, fromOwnOrigin, seeOther } from "@/modules/auth/http";
import { passwordProblem } from "@/modules/auth/passwords";

export const dynamic = "force-dynamic";

/** The new password from a reset or invitation link. Every other session of the account ends. */
export async function POST(request: Request) {
  if (!fromOwnOrigin(request)) return new Response("Cross-site request refused", { status: 403 });
  const form = await request.formData();
  const token = formText(form, "token", 200);
  const password = formText(form, "password", 200);
  const again = (error: string) => seeOther(`/login/reset?${new URLSearchParams({ token, error })}`);
  if (password !== formText(form, "confirm", 200)) return again("The two passwords are not the same.");
  const problem = passwordProblem(password);
  if (problem) return again(problem);
  try {
    await auth().api.resetPassword({ body: { token, newPassword: password } });
  } catch (error) {
    if (refusedByAuth(error)) return again("This link has expired or was already used. Ask for a new one.");
    throw error;
  }
  return seeOther("/login?reset=done");
}
