import { now as clockNow } from "@/lib/clock";
import { Panel, RESULT_ANCHOR } from "@/modules/payments/components/payment-outcome";
import type { Site } from "@/modules/sites/queries";
import { checksOut, icsPath } from "../links";
import { appointmentByReference, customerMayChange, policyWords } from "../service";
import { AppointmentFacts } from "./appointment-facts";
import { stepHref, whenWords } from "./appointment-block";

type Query = Record<string, string | string[] | undefined>;

/**
 * An appointment's result, first on the page the customer lands on (and the
 * page their mail's link opens): when in words, with whom, where, a calendar
 * file, and what they may still do about it under the owner's policy. The
 * link only names it (signed); what it says is read from the database.
 */
export async function AppointmentOutcome({ site, query }: { site: Site; query: Query }) {
  const reference = typeof query.appointment === "string" ? query.appointment : "";
  const check = typeof query.check === "string" ? query.check : "";
  if (!reference || !check) return null;
  const view = checksOut(site.id, reference, check) ? await appointmentByReference(site.id, reference).catch(() => null) : null;
  const moving = query.move === "1";
  const now = clockNow();
  return (
    <div id={RESULT_ANCHOR} tabIndex={-1} className="mx-auto max-w-3xl px-4 pt-6 outline-none sm:px-6" data-testid="appointment-result">
      {typeof query.problem === "string" && view && !moving && (
        <p role="alert" className="mb-4 rounded-site border-l-4 border-error bg-surface p-4 font-semibold">
          {query.problem}
        </p>
      )}
      {!view ? (
        <Panel tone="problem" heading="We could not find that appointment">
          <p>The link may be incomplete. Your confirmation email has the reference; call us with it if you have a question.</p>
        </Panel>
      ) : view.status === "cancelled" ? (
        <Panel tone="neutral" heading="This appointment is cancelled">
          <p>
            {view.service} with {view.person} on {whenWords(view.startsAt, view.timeZone)} ({view.reference}) is cancelled.{" "}
            {view.paid && (
              <span data-testid="appointment-refund">
                What you paid online, {view.paid}, {view.paymentStatus === "refunded" ? "is refunded" : "is being refunded"} to your card or account (5 to 10
                business days).{" "}
              </span>
            )}
            <a href={stepHref({})} className="font-semibold text-primary underline underline-offset-2">
              Book another time
            </a>
          </p>
        </Panel>
      ) : view.status === "awaiting_payment" ? (
        <Panel tone="neutral" heading="Waiting for your payment">
          <p>
            {view.service} with {view.person} on {whenWords(view.startsAt, view.timeZone)} ({view.reference}) is held for you while the payment is under way. If
            you left the checkout without paying, nothing was charged and the time is released after a while.
          </p>
        </Panel>
      ) : (
        <Panel
          tone="success"
          heading={
            view.status === "requested"
              ? "Your booking waits for confirmation"
              : query.moved === "1"
                ? "Your appointment has moved"
                : view.startsAt < now
                  ? "Your appointment"
                  : "You are booked"
          }
        >
          {view.status === "requested" && (
            <p className="mb-2" data-testid="appointment-requested">
              As this is your first booking with us, we confirm it ourselves and email you as soon as we have. The time is held for you meanwhile.
            </p>
          )}
          <AppointmentFacts view={view} />
          <p className="mt-3">
            {view.status === "requested" ? `We have emailed ${view.email} that we have your booking.` : `A confirmation is on its way to ${view.email}.`}
          </p>
          <p className="mt-3 flex flex-wrap gap-x-6 gap-y-2">
            <a href={icsPath(site.slug, site.id, view.reference)} className="font-semibold text-primary underline underline-offset-2">
              Add to your calendar
            </a>
            {customerMayChange(view, now) && !moving && (
              <a href={stepHref({ appointment: view.reference, check, move: "1" })} className="font-semibold text-primary underline underline-offset-2">
                Move it
              </a>
            )}
          </p>
          {customerMayChange(view, now) && (
            <form method="post" action={`/api/sites/${site.slug}/appointments`} className="mt-3">
              <input type="hidden" name="intent" value="cancel" />
              <input type="hidden" name="appointment" value={view.reference} />
              <input type="hidden" name="check" value={check} />
              <input type="hidden" name="page" value={view.pagePath} />
              <button type="submit" className="min-h-11 rounded-site border-2 border-primary bg-page px-4 py-2 font-semibold text-primary">
                Cancel this appointment
              </button>
            </form>
          )}
          <p className="mt-3 text-sm" data-testid="appointment-policy">
            {policyWords(view.changeCutoffHours, view.sitePhone)}
            {view.paid && view.paymentStatus === "paid" ? " A cancellation online refunds what you paid." : ""}
          </p>
        </Panel>
      )}
    </div>
  );
}
