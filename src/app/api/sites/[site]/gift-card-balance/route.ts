import { formatCents } from "@/lib/format";
import { keepTyped } from "@/modules/appointments/drafts";
import { BALANCE_ANSWER } from "@/modules/gift-cards/components/balance-check";
import { checkBalance } from "@/modules/gift-cards/service";
import { atSite, goOn, queryOf } from "@/modules/routing/desk-post";
import { openPlainPost } from "@/modules/routing/plain-post";
import { clientAddress } from "@/server/client-address";

export const dynamic = "force-dynamic";

/**
 * A gift card's balance, asked by its code: a plain form post, so it works
 * without JavaScript. Anyone with a code may ask; the answer never says more
 * than the balance, and a few tries per address are allowed (service.ts;
 * then 429 with Retry-After).
 * Answers 303 back to the page with a token for the answer, kept on the
 * server for this visitor (appointments/drafts.ts): the code, which spends
 * the card, never goes in an address.
 */
export async function POST(request: Request, { params }: { params: Promise<{ site: string }> }) {
  const post = await openPlainPost(request, params);
  if (post instanceof Response) return post;
  const { site, field } = post;
  const page = field("page").replace(/^\/+|\/+$/g, "");
  if (!/^[a-z0-9/-]{0,200}$/.test(page)) return new Response("Not found", { status: 404 });
  const ip = await clientAddress();
  const code = field("code").slice(0, 100);
  const answer = code.trim() ? await checkBalance(site.id, code, ip) : { ok: false as const, message: "Enter the code from your gift card email." };
  // Too many tries: said at once, with when to come back, rather than as an answer on the page.
  if (!answer.ok && "retryAfter" in answer && answer.retryAfter)
    return new Response(answer.message, { status: 429, headers: { "Retry-After": String(answer.retryAfter), "Cache-Control": "no-store" } });
  const kept: Record<string, string> = answer.ok
    ? {
        found: "yes",
        message: `This ${answer.label ? `${answer.label} ` : ""}gift card has ${formatCents(answer.balanceCents)} left of ${formatCents(answer.initialCents)}.`,
      }
    : { message: answer.message };
  const balance = await keepTyped(site.id, ip, kept);
  return goOn(request, atSite(site.slug, `/${site.slug}${page ? `/${page}` : ""}${queryOf({ balance })}#${BALANCE_ANSWER}`));
}
