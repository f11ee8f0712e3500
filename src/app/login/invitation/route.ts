import { currentActor } from "@/modules/auth/session";
import { seeOther } from "@/modules/auth/http";
import { followInvitationLink } from "@/modules/people/link";

export const dynamic = "force-dynamic";

/** An invitation link an inviter handed over: on to choosing a first password, signing in, or the invitations to answer. */
export async function GET(request: Request) {
  const target = await followInvitationLink(new URL(request.url).searchParams, await currentActor());
  return seeOther(target ?? "/login?error=invitation");
}
