import { AppError } from "@/lib/errors";
import { dateIn } from "@/lib/time";
import { stepHref } from "@/modules/appointments/components/appointment-block";
import { checksOut, managePath } from "@/modules/appointments/links";
import { keepTyped } from "@/modules/appointments/drafts";
import { bookingFormSchema } from "@/modules/appointments/schema";
import { bookAppointment, cancelAppointment, moveAppointment, SlotTakenError } from "@/modules/appointments/service";
import { renderedAt } from "@/modules/forms/service";
import { rememberHeldCheckout } from "@/modules/payments/held";
import { TooManyHolds } from "@/modules/payments/service";
import { openPlainPost } from "@/modules/routing/plain-post";
import { clientAddress } from "@/server/client-address";
import { logger } from "@/server/log";
import { consume, minutesToWait } from "@/server/rate-limit";
import { minFillSeconds, servedLately } from "@/server/served-forms";

export const dynamic = "force-dynamic";

const FIELDS = ["service", "person", "start", "name", "email", "phone", "address", "notes"] as const;
/** What identifies the visitor: kept on the server (./drafts.ts), never put in the address they are sent back to. */
const PERSONAL = ["name", "email", "phone", "address", "notes"] as const;

/**
 * The appointment block's plain form posts (no server action): book, move or
 * cancel. Each answers 303: to the result first on the booking page, or back
 * to the step it came from with the problem in words and what was typed kept
 * (those addresses carry a query, so the page cache never keeps them).
 */
export async function POST(request: Request, { params }: { params: Promise<{ site: string }> }) {
  const post = await openPlainPost(request, params);
  if (post instanceof Response) return post;
  const { site, field: str, seeOther: to } = post;
  const page = /^[a-z0-9/-]{0,200}$/.test(str("page")) ? str("page").replace(/^\/+|\/+$/g, "") : "";
  const base = `/${site.slug}${page ? `/${page}` : ""}`;
  const back = (extra: Record<string, string>) => to(`${base}${stepHref(extra)}`);
  const ip = await clientAddress();
  const wait = await consume("appointmentPerAddress", `${site.id}:${ip}`);
  const typed = Object.fromEntries(FIELDS.map((f) => [f, str(f).slice(0, 1000)]));
  const intent = str("intent");

  if (intent === "cancel" || intent === "move") {
    const reference = str("appointment");
    const check = str("check");
    if (!checksOut(site.id, reference, check)) return new Response("That link is not valid.", { status: 403 });
    const manage = managePath(site.slug, page, site.id, reference).replace(/#.*$/, "");
    if (wait) return to(`${manage}&problem=${encodeURIComponent(`Too many changes in a short time. Please try again in ${minutesToWait(wait)}.`)}#result`);
    try {
      if (intent === "cancel") {
        await cancelAppointment(site.id, reference, { by: "customer" });
        return to(`${manage}#result`);
      }
      const start = new Date(str("start"));
      if (Number.isNaN(start.getTime())) return to(`${manage}&move=1#appointment`);
      await moveAppointment(site.id, reference, start, { by: "customer" });
      return to(`${manage}&moved=1#result`);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      const date = intent === "move" && !Number.isNaN(new Date(str("start")).getTime()) ? `&date=${dateIn(new Date(str("start")))}` : "";
      return to(
        `${manage}${intent === "move" ? `&move=1${date}` : ""}&problem=${encodeURIComponent(error.userMessage)}#${intent === "move" ? "appointment" : "result"}`,
      );
    }
  }

  const startDate = Number.isNaN(new Date(typed.start!).getTime()) ? "" : dateIn(new Date(typed.start!), site.settings.timeZone);
  const choices = { service: typed.service!, person: typed.person!, start: typed.start! };
  const personal = Object.fromEntries(PERSONAL.map((f) => [f, typed[f]!]));
  const again = async (extra: Record<string, string>) =>
    back({
      ...choices,
      date: startDate,
      ...(Object.values(personal).some(Boolean) && { typed: await keepTyped(site.id, ip, personal) }),
      ...extra,
    });
  if (wait)
    return back({
      ...choices,
      date: startDate,
      problem: `We have received several bookings from you in a short time. Please try again in ${minutesToWait(wait)}, or call us.`,
    });
  // A robot fills the hidden field, or posts faster than anyone reads the form.
  const shownAt = renderedAt(str("_rendered"));
  const servedAt = await servedLately(ip, site.slug);
  if (str("website_url").trim() || shownAt === null || Date.now() - Math.max(shownAt, servedAt ?? 0) < minFillSeconds() * 1000) {
    logger.info({ site: site.slug }, "an appointment form was refused as a robot's");
    return again({ problem: "Please check your details and press Book again." });
  }
  const parsed = bookingFormSchema.safeParse(typed);
  if (!parsed.success) {
    const errors = Object.fromEntries(parsed.error.issues.map((issue) => [`e_${String(issue.path[0])}`, issue.message]));
    return again({
      ...errors,
      ...(errors.e_start || errors.e_service || errors.e_person ? { problem: "Please choose the service and the time again.", start: "" } : {}),
    });
  }
  try {
    const booked = await bookAppointment(site.id, parsed.data, { client: ip });
    // A deposit is paid at the provider's checkout first; its return brings the visitor back to the result.
    if (booked.checkoutUrl) {
      if (booked.paymentReference) await rememberHeldCheckout(booked.paymentReference);
      return to(booked.checkoutUrl);
    }
    return to(managePath(site.slug, page, site.id, booked.reference).replace(/#.*$/, "#result"));
  } catch (error) {
    if (error instanceof SlotTakenError)
      return again({ start: "", problem: error.userMessage, next: error.nextTimes.map((t) => t.startsAt.toISOString()).join(",") });
    if (error instanceof TooManyHolds) return again({ start: "", problem: error.userMessage, held: "1" });
    if (error instanceof AppError)
      return again(error.field && error.field !== "start" ? { [`e_${error.field}`]: error.userMessage } : { start: "", problem: error.userMessage });
    throw error;
  }
}
