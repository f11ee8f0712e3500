import { heldCheckoutsPath, heldReferences, releaseHeldCheckout } from "@/modules/payments/held";
import { openPlainPost } from "@/modules/routing/plain-post";

export const dynamic = "force-dynamic";

/**
 * "Let it go" on the page of a browser's checkouts waiting for payment
 * (app/checkout/held): only a checkout this browser started (a cookie of its
 * own names it, signed) is released. Answers 303 back to that page, saying what
 * happened.
 */
export async function POST(request: Request, { params }: { params: Promise<{ site: string }> }) {
  const post = await openPlainPost(request, params);
  if (post instanceof Response) return post;
  const { site, field, seeOther } = post;
  const reference = field("reference");
  if (!(await heldReferences()).includes(reference)) return new Response("That checkout was not started in this browser.", { status: 403 });
  const outcome = await releaseHeldCheckout(site.id, reference);
  return seeOther(`${heldCheckoutsPath(site.slug)}${outcome === "released" ? "?released=1" : outcome === "paying" ? "?paying=1" : ""}`);
}
