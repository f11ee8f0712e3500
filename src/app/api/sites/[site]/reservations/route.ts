import { AppError } from "@/lib/errors";
import { keepTyped } from "@/modules/appointments/drafts";
import { keptProblem, RESERVE_PROBLEM } from "@/modules/bookings/reservation-kept";
import { reservationFormFor } from "@/modules/bookings/reservation-form";
import { reservationReturnPath, reserveTable } from "@/modules/bookings/reservations";
import { correctionMessage, echoValues, fieldErrors, submissionSchema, valuesFromFormData } from "@/modules/forms/submission";
import { getPage } from "@/modules/pages/queries";
import { atSite, goOn, queryOf } from "@/modules/routing/desk-post";
import { openPlainPost } from "@/modules/routing/plain-post";
import { clientAddress } from "@/server/client-address";
import { logger } from "@/server/log";
import { consume, minutesToWait } from "@/server/rate-limit";

export const dynamic = "force-dynamic";

/**
 * The reservation block's plain form post (no server action). The form is
 * built again from the database (the times with room now) for the day and
 * party the page showed; the reservation takes the time's lock. Answers 303
 * to the result, first on the page, or back to the form with its problem
 * and what was typed kept on the server
 * (appointments/drafts.ts): the address carries the day, the party and a token, never the guest's details.
 */
export async function POST(request: Request, { params }: { params: Promise<{ site: string }> }) {
  const post = await openPlainPost(request, params);
  if (post instanceof Response) return post;
  const { site, form: data, field } = post;
  const pagePath = field("page").replace(/^\/+|\/+$/g, "");
  if (!/^[a-z0-9/-]{0,200}$/.test(pagePath)) return new Response("Not found", { status: 404 });
  const page = await getPage(site.id, pagePath);
  const block = page?.blocks.find((b) => b.type === "reservation");
  if (block?.type !== "reservation") return new Response("Reservations are not taken here.", { status: 404 });
  const choice = { date: field("date"), party: field("party") };
  const form = await reservationFormFor(site, block.props, choice);
  if (!form) return new Response("Reservations are not taken here.", { status: 404 });

  const ip = await clientAddress();
  const submitted = valuesFromFormData(form.fields, data);
  const values = echoValues(form.fields, submitted);
  const back = async (message: string, errors: Record<string, string> = {}) => {
    const kept = await keepTyped(site.id, ip, keptProblem(message, errors, values));
    return goOn(
      request,
      atSite(site.slug, `/${site.slug}${pagePath ? `/${pagePath}` : ""}${queryOf({ date: form.date, party: String(form.party), kept })}#${RESERVE_PROBLEM}`),
    );
  };

  // A time shown when the page was drawn that has filled since: say so, rather than "choose one of the options".
  const gone = form.times.find((s) => form.label(s) === submitted.time && !form.open.includes(s));
  if (gone) {
    const message = `The last table at ${form.label(gone)} has just been taken. Please choose another time.`;
    return back(message, { time: message });
  }
  if (!form.times.length) return back("Nothing was reserved: that day is not open for reservations. Please choose another date.");
  if (!form.open.length) return back("That day has just filled up. Please choose another date.");
  const parsed = submissionSchema(form.fields).safeParse(submitted);
  if (!parsed.success) {
    const errors = fieldErrors(parsed.error);
    return back(correctionMessage(Object.keys(errors).length), errors);
  }
  const wait = await consume("formPerAddress", `${site.id}:${ip}`);
  if (wait) return back(`You have sent several requests in a short time. Please try again in ${minutesToWait(wait)}.`);

  const chosen = parsed.data as Record<string, string | undefined>;
  const session = form.open.find((s) => form.label(s) === chosen.time)!;
  try {
    const { reference } = await reserveTable({
      siteId: site.id,
      bookable: form.bookable,
      startsAt: session.startsAt,
      partySize: form.party,
      guest: { email: chosen.email!, name: chosen.name!, phone: chosen.phone },
      requests: chosen.requests,
    });
    return goOn(request, atSite(site.slug, reservationReturnPath(site.slug, pagePath, reference)));
  } catch (error) {
    if (error instanceof AppError) return back(error.userMessage, error.field ? { [error.field]: error.userMessage } : {});
    logger.error({ err: error, site: site.slug }, "a reservation could not be made");
    return back("Something went wrong on our side and nothing was reserved. Please try again in a moment.");
  }
}
