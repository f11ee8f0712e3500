import { lookUpBalance, lookupToken } from "@/modules/bills/balances";
import { LOOKUP_ANCHOR, type LookupRefusal } from "@/modules/bills/components/bill-lookup";
import { openPlainPost } from "@/modules/routing/plain-post";
import { clientAddress } from "@/server/client-address";
import { consume } from "@/server/rate-limit";

export const dynamic = "force-dynamic";

/**
 * A payer looks up their bill by its number and the name on it: a plain form
 * post, so it works without JavaScript. Answers 303 back to the payment page
 * with a short-lived signed token naming the bill (never the number or name
 * in the address), or with why nothing was found. A wrong number and a wrong
 * name answer alike, and a few tries per address are allowed, so the form
 * cannot be used to learn who holds which account.
 */
export async function POST(request: Request, { params }: { params: Promise<{ site: string }> }) {
  const post = await openPlainPost(request, params);
  if (post instanceof Response) return post;
  const { site, field, seeOther } = post;
  const page = field("page").replace(/^\/+|\/+$/g, "");
  if (!/^[a-z0-9/-]*$/.test(page)) return new Response("Not found", { status: 404 });
  const back = (query: string) => seeOther(`/${site.slug}${page ? `/${page}` : ""}?${query}#${LOOKUP_ANCHOR}`);
  const refused = (why: LookupRefusal) => back(`lookup=${why}`);

  const bill = field("bill");
  const reference = field("reference").trim();
  const name = field("name").trim();
  if (!bill || !reference || !name) return refused("incomplete");
  if (await consume("billLookupPerAddress", `${site.id}:${await clientAddress()}`)) return refused("wait");
  const balance = await lookUpBalance(site.id, bill, reference.slice(0, 40), name.slice(0, 120));
  return balance ? back(`bill=${lookupToken(site.id, balance)}`) : refused("none");
}
