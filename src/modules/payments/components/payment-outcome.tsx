import { PhoneLink } from "@/components/phone-link";
import { ButtonLink } from "@/components/ui";
import { formatCents, formatDate, formatDateTime } from "@/lib/format";
import { stepHref } from "@/modules/appointments/components/appointment-block";
import { AppointmentFacts } from "@/modules/appointments/components/appointment-facts";
import { appointmentCheck } from "@/modules/appointments/links";
import { appointmentByReference, policyWords } from "@/modules/appointments/service";
import { siteHref } from "@/lib/links";
import { bookingOfPayment } from "@/modules/bookings/queries";
import { CHANGE_CUTOFF_HOURS } from "@/modules/bookings/schedule";
import { changeable } from "@/modules/bookings/service";
import { contactHash } from "@/modules/contacts/service";
import { deliveryInstant, deliveryWords } from "@/modules/gift-cards/delivery";
import { PayFeeAgain } from "@/modules/forms/components/pay-fee-again";
import { applicationByReference } from "@/modules/forms/queries";
import { pickupLabel } from "@/modules/ordering/menu";
import { kitchenOrderOfPayment } from "@/modules/ordering/queries";
import type { Site } from "@/modules/sites/queries";
import { monthlyCents } from "../monthly-gifts";
import { ENTERED_DETAIL } from "../payment";
import { returnedPayment, type ReturnedPayment } from "../queries";
import { LineItems } from "./line-items";
import { RefreshWhilePending } from "./refresh-while-pending";
import { zoneOf } from "@/modules/sites/calendar";

type Query = Record<string, string | string[] | undefined>;

export const namesPayment = (query: Query) => typeof query.payment === "string" && typeof query.check === "string";

/** Where the checkout form sits on its page: the result's "try again" link leads there. */
export const CHECKOUT_ANCHOR = "checkout";
/** Where the result view sits: the payer's return link ends with it, so the browser scrolls to it and starts there. */
export const RESULT_ANCHOR = "result";

/**
 * The result of a payment, shown first on the page the payer returns to (see
 * routing/route-body): in words what happened, the receipt number, what was
 * booked and when, what happens next, and where to change or cancel. The link
 * only names the payment (signed, so no one reads another's receipt); what it
 * says happened is read from the database, never from the URL.
 */
export async function PaymentOutcome({ site, query }: { site: Site; query: Query }) {
  const payment = await returnedPayment(site.id, query);
  if (payment === undefined) return null;
  return (
    <div id={RESULT_ANCHOR} tabIndex={-1} className="mx-auto max-w-3xl px-4 pt-6 outline-none sm:px-6" data-testid="payment-result">
      {payment ? (
        <Outcome
          site={site}
          payment={payment}
          check={String(query.check)}
          problem={typeof query.problem === "string" ? query.problem.slice(0, 300) : undefined}
        />
      ) : (
        <Panel tone="problem" heading="We could not find that payment">
          <p>The link may be incomplete. Your receipt email has the receipt number; call us with it if you have a question.</p>
        </Panel>
      )}
    </div>
  );
}

async function Outcome({ site, payment, check, problem }: { site: Site; payment: ReturnedPayment; check: string; problem?: string }) {
  const released =
    payment.purpose === "booking"
      ? " and the places we held for you were released"
      : payment.purpose === "appointment"
        ? " and the time we held for you was released: choose a time again below"
        : "";
  // An application is in before its fee is paid: a fee that did not go through leaves it waiting, not lost, and can be paid again from here.
  const application = payment.purpose === "application_fee" && payment.details.application && (
    <>
      <p className="mt-3">
        Your application {payment.details.application}
        {payment.details.unit ? ` for ${payment.details.unit}` : ""} has reached us. You can pay its fee now, or we will call you about it
        {site.settings.contact.phone && (
          <>
            {" "}
            (you can also call us at <PhoneLink phone={site.settings.contact.phone} />)
          </>
        )}
        .
      </p>
      <PayFeeAgain
        siteSlug={site.slug}
        names={{ payment: payment.reference }}
        check={check}
        problem={problem}
        label={`Pay the ${formatCents(payment.amountCents)} fee${payment.status === "failed" ? " with another card" : ""}`}
      />
    </>
  );
  const hasForm = payment.details[ENTERED_DETAIL] !== undefined;
  const retry = hasForm && (
    <p className="mt-3">
      Everything you entered is still in the form.{" "}
      <a href={`#${CHECKOUT_ANCHOR}`} className="font-semibold text-primary underline underline-offset-2">
        Check it and try again
      </a>
      .
    </p>
  );
  switch (payment.status) {
    case "paid":
      return <Paid site={site} payment={payment} check={check} problem={problem} />;
    case "pending":
      return (
        <Panel tone="neutral" heading="Waiting for the payment to be confirmed">
          <p>
            We have not heard from the payment processor yet; this page updates by itself. If you left the checkout without paying, nothing was charged
            {payment.purpose === "booking" || payment.purpose === "appointment" ? ", and what we held for you is released after a while" : ""}.
          </p>
          <RefreshWhilePending />
        </Panel>
      );
    case "failed":
      return (
        <Panel tone="problem" heading="Your card was declined: nothing was charged">
          <p>
            The payment {payment.reference} did not go through{released}.
          </p>
          {application}
          {retry}
        </Panel>
      );
    case "cancelled":
      return (
        <Panel tone="problem" heading="Payment cancelled: nothing was charged">
          <p>You left the checkout before paying{released}.</p>
          {application}
          {retry}
        </Panel>
      );
    case "refunded":
      return (
        <Panel tone="neutral" heading="This payment was refunded">
          <p>
            Payment {payment.reference} of {formatCents(payment.amountCents)} was refunded in full.
          </p>
        </Panel>
      );
  }
}

/** A paid payment: what it bought, in words, then the receipt and what happens next. */
async function Paid({ site, payment, check, problem }: { site: Site; payment: ReturnedPayment; check: string; problem?: string }) {
  const entered = enteredValues(payment);
  const receipt = (
    <p>
      Receipt number <strong data-testid="receipt-number">{payment.reference}</strong>
      {payment.paidAt && <>, paid {formatDateTime(payment.paidAt, zoneOf(site))}</>}.
    </p>
  );
  const lines = <LineItems lines={payment.lines} totalLabel={`Total paid${payment.recurring ? " (monthly)" : ""}`} totalCents={payment.amountCents} />;
  const mailed = <p className="mt-3">A receipt is on its way to {payment.email}.</p>;

  if (payment.purpose === "booking") {
    const booking = await bookingOfPayment(site.id, payment.id);
    const what = payment.details.bookable ?? booking?.definition.name ?? "Your booking";
    if (!booking || booking.status !== "confirmed") {
      return (
        <Panel tone="problem" heading="Your payment arrived, but the places had gone">
          {receipt}
          <p className="mt-3">
            Your payment came in after the places we held for you were released, and the session has filled since. We will refund{" "}
            {formatCents(payment.amountCents)} in full; call us to book another time.
          </p>
        </Panel>
      );
    }
    const when = formatDateTime(booking.startsAt, zoneOf(site));
    return (
      <Panel tone="success" heading="You are booked">
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
          <dt className="font-semibold">When</dt>
          <dd data-testid="booked-time">{when}</dd>
          <dt className="font-semibold">{payment.details.trip ? "Trip" : "What"}</dt>
          <dd>{payment.details.trip && payment.details.trip !== what ? `${what}: ${payment.details.trip}` : what}</dd>
          <dt className="font-semibold">{payment.details.trip ? "Guests" : "Players"}</dt>
          <dd>{booking.partySize}</dd>
          {payment.details.pickup && (
            <>
              <dt className="font-semibold">Pickup</dt>
              <dd>{payment.details.pickup}</dd>
            </>
          )}
        </dl>
        <div className="mt-3">{receipt}</div>
        {lines}
        <h3 className="mt-5 font-heading text-lg font-bold">What happens next</h3>
        <p className="mt-1">A confirmation is on its way to {payment.email}. Please arrive 15 minutes early.</p>
        {changeable(booking.startsAt) ? (
          <p className="mt-3">
            <a href={contactPagePath(payment.contactKey)} className="font-semibold text-primary underline underline-offset-2">
              Change or cancel this booking
            </a>{" "}
            (online until {CHANGE_CUTOFF_HOURS} hours before; after that, please call us).
          </p>
        ) : (
          <p className="mt-3">
            It starts within {CHANGE_CUTOFF_HOURS} hours, so to change or cancel it please call us
            {site.settings.contact.phone ? ` at ${site.settings.contact.phone}` : ""}.
          </p>
        )}
      </Panel>
    );
  }

  if (payment.purpose === "appointment") {
    const reference = payment.details.appointment ?? "";
    const view = reference ? await appointmentByReference(site.id, reference).catch(() => null) : null;
    if (!view || view.status === "cancelled") {
      return (
        <Panel tone="problem" heading="Your payment arrived, but the time had gone">
          {receipt}
          <p className="mt-3">
            Your payment came in after the time we held for you was released, and it has been booked since. We will refund {formatCents(payment.amountCents)} in
            full; call us to book another time.
          </p>
        </Panel>
      );
    }
    return (
      <Panel tone="success" heading={view.status === "requested" ? "Paid: your booking waits for confirmation" : "You are booked and paid"}>
        {/* The receipt below says what was paid. */}
        <AppointmentFacts view={view} paid={false} />
        <div className="mt-3">{receipt}</div>
        {lines}
        <h3 className="mt-5 font-heading text-lg font-bold">What happens next</h3>
        {view.status === "requested" && (
          <p className="mt-1">
            As this is your first booking with us, we confirm it ourselves and email you as soon as we have; the time is held for you meanwhile.
          </p>
        )}
        <p className="mt-1">A confirmation and a receipt are on their way to {payment.email}.</p>
        <p className="mt-3">
          <a
            href={`${stepHref({ appointment: view.reference, check: appointmentCheck(site.id, view.reference) }).replace(/#.*$/, "")}#${RESULT_ANCHOR}`}
            className="font-semibold text-primary underline underline-offset-2"
          >
            See, move or cancel your appointment
          </a>{" "}
          (
          {policyWords(view.changeCutoffHours, view.sitePhone)
            .replace(/^You can /, "you can ")
            .replace(/\.$/, "")}
          ; a cancellation refunds what you paid).
        </p>
      </Panel>
    );
  }

  if (payment.purpose === "gift_card") {
    const recipient = entered.recipient_name || payment.details.recipient;
    const sendAt = deliveryInstant(payment.details.deliverOn, site.settings.timeZone);
    return (
      <Panel tone="success" heading={`Your gift card for ${recipient} is paid`}>
        {receipt}
        {lines}
        <h3 className="mt-5 font-heading text-lg font-bold">What happens next</h3>
        <p className="mt-1">
          {sendAt ? "We will email" : "We have emailed"} the gift card and its code to {recipient}
          {payment.details.recipient && recipient !== payment.details.recipient ? ` at ${payment.details.recipient}` : ""}
          {sendAt && <strong data-testid="gift-card-delivery"> {deliveryWords(sendAt, site.settings.timeZone)}, in the morning</strong>}. Your receipt is on its
          way to {payment.email}.
        </p>
      </Panel>
    );
  }

  if (payment.purpose === "pickup_order") {
    const order = await kitchenOrderOfPayment(site.id, payment.id);
    const address = site.settings.contact.address;
    const progress = {
      held: null,
      released: null,
      cancelled: "This order was cancelled.",
      new: "The kitchen has your order.",
      preparing: "The kitchen is preparing it now.",
      ready: "It is ready to collect.",
      collected: "You have collected it. Enjoy your meal.",
    } as const;
    return (
      <Panel tone="success" heading="Your order is in">
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
          <dt className="font-semibold">Pickup</dt>
          <dd data-testid="pickup-time">{order ? pickupLabel(order.pickupAt, zoneOf(site)) : payment.details.pickup}</dd>
          {address && (
            <>
              <dt className="font-semibold">Where</dt>
              <dd>
                {address.street}, {address.locality}
              </dd>
            </>
          )}
          {order && progress[order.status] && (
            <>
              <dt className="font-semibold">Now</dt>
              <dd data-testid="order-progress">{progress[order.status]}</dd>
            </>
          )}
        </dl>
        <div className="mt-3">{receipt}</div>
        {lines}
        <h3 className="mt-5 font-heading text-lg font-bold">What happens next</h3>
        <p className="mt-1">
          A receipt is on its way to {payment.email}. We will email you again when the kitchen starts on your order and when it is ready to collect.
        </p>
      </Panel>
    );
  }

  if (payment.purpose === "order") {
    const ships = payment.details.delivery === "shipping";
    return (
      <Panel tone="success" heading="Your order is placed and paid">
        {receipt}
        {lines}
        <h3 className="mt-5 font-heading text-lg font-bold">What happens next</h3>
        <p className="mt-1">{ships ? `We will ship it to: ${payment.details.address}.` : "It is for pickup: we will email you when it is ready to collect."}</p>
        {mailed}
      </Panel>
    );
  }

  if (payment.purpose === "application_fee") {
    const application = payment.details.application ? await applicationByReference(site.id, payment.details.application) : null;
    return (
      <Panel tone="success" heading={payment.details.unit ? `Your application for ${payment.details.unit} is in` : "Your application is in"}>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
          {payment.details.unit && (
            <>
              <dt className="font-semibold">Home</dt>
              <dd data-testid="applied-unit">{payment.details.unit}</dd>
            </>
          )}
          <dt className="font-semibold">Reference</dt>
          <dd>
            <strong data-testid="application-reference">{payment.details.application}</strong>
          </dd>
        </dl>
        <div className="mt-3">{receipt}</div>
        {lines}
        <h3 className="mt-5 font-heading text-lg font-bold">What happens next</h3>
        {application && <p className="mt-1">{application.form.successMessage}</p>}
        {mailed}
      </Panel>
    );
  }

  if (payment.purpose === "bill") {
    const paidFor = payment.details.billLabel
      ? `${payment.details.billLabel}, ${(payment.details.referenceLabel ?? "reference").toLowerCase()} ${payment.details.billReference}`
      : "Your bill";
    return (
      <Panel tone="success" heading={`Payment received: ${paidFor}`}>
        {receipt}
        {lines}
        <h3 className="mt-5 font-heading text-lg font-bold">What happens next</h3>
        <p className="mt-1">It is recorded today; keep the receipt number in case you need to ask about it.</p>
        {mailed}
      </Panel>
    );
  }

  return (
    <Panel tone="success" heading={payment.purpose === "donation" ? "Thank you for your gift" : "Payment received"}>
      {receipt}
      {lines}
      {mailed}
      {payment.recurring && <MonthlyGift site={site} payment={payment} check={check} problem={problem} />}
    </Panel>
  );
}

/**
 * A monthly gift's own controls on its thank-you page, whose signed address
 * (also in the receipt) is the donor's link to it: stop it with one plain
 * form post (api/sites/[site]/monthly-gift), or change its amount from next month on.
 */
function MonthlyGift({ site, payment, check, problem }: { site: Site; payment: ReturnedPayment; check: string; problem?: string }) {
  if (payment.recurringCancelledAt)
    return (
      <p className="mt-3 font-semibold" data-testid="monthly-gift-state">
        Your monthly gift was cancelled on {formatDate(payment.recurringCancelledAt, zoneOf(site))}. Nothing more will be taken.
      </p>
    );
  return (
    <section aria-labelledby="monthly-gift-h" className="mt-5 border-t border-line pt-4">
      <h3 id="monthly-gift-h" className="font-heading text-lg font-bold">
        Your monthly gift
      </h3>
      <p className="mt-1" data-testid="monthly-gift-state">
        You give {formatCents(monthlyCents(payment))} each month until you change or cancel it. This page&rsquo;s address is your own link to do either; it is
        in your receipt too.
      </p>
      {problem && (
        <p role="alert" className="mt-2 font-semibold text-error">
          {problem}
        </p>
      )}
      <form method="post" action={`/api/sites/${site.slug}/monthly-gift`} className="mt-3 flex flex-wrap items-end gap-x-4 gap-y-2">
        <input type="hidden" name="payment" value={payment.reference} />
        <input type="hidden" name="check" value={check} />
        <input type="hidden" name="intent" value="change" />
        <div>
          <label htmlFor="monthly-gift-amount" className="block font-semibold">
            New monthly amount in dollars
          </label>
          <input
            id="monthly-gift-amount"
            name="amount"
            inputMode="decimal"
            required
            maxLength={12}
            className="mt-1 w-40 rounded-site border border-muted bg-page px-3 py-2 text-ink"
          />
        </div>
        <button type="submit" className="min-h-11 rounded-site bg-primary px-4 py-2 font-semibold text-on-primary">
          Change my monthly gift
        </button>
      </form>
      <form method="post" action={`/api/sites/${site.slug}/monthly-gift`} className="mt-4">
        <input type="hidden" name="payment" value={payment.reference} />
        <input type="hidden" name="check" value={check} />
        <input type="hidden" name="intent" value="cancel" />
        <button type="submit" className="min-h-11 rounded-site border border-current px-4 py-2 font-semibold">
          Cancel my monthly gift
        </button>
      </form>
    </section>
  );
}

const contactPagePath = (publicKey: string) => `/contacts/${publicKey}/${contactHash(publicKey)}`;

function enteredValues(payment: ReturnedPayment): Record<string, string> {
  try {
    const parsed = JSON.parse(payment.details[ENTERED_DETAIL] ?? "{}") as { values?: Record<string, unknown> };
    return Object.fromEntries(Object.entries(parsed.values ?? {}).filter((e): e is [string, string] => typeof e[1] === "string"));
  } catch {
    return {};
  }
}

/** The return page when it is opened without a payment: say what it is for. */
export function NoPaymentNamed({ site, startPath, startLabel }: { site: Site; startPath: string; startLabel: string }) {
  return (
    <Panel tone="neutral" heading="Your receipt appears here after you pay">
      <p>This page shows the state of a payment when you return from the checkout.</p>
      <div className="mt-4">
        <ButtonLink href={siteHref(site.slug, startPath)}>{startLabel}</ButtonLink>
      </div>
    </Panel>
  );
}

/** A result's box: its tone in its border, its heading, and a role that makes a screen reader say it. */
export function Panel({ tone, heading, children }: { tone: "success" | "problem" | "neutral"; heading: string; children: React.ReactNode }) {
  const border = tone === "neutral" ? "border-muted" : tone === "problem" ? "border-error" : "border-primary";
  return (
    <div role={tone === "problem" ? "alert" : "status"} className={`mb-8 rounded-site border-l-4 ${border} bg-surface p-6`} data-payment-state={tone}>
      <h2 className="font-heading text-xl font-bold sm:text-2xl">{heading}</h2>
      <div className="mt-2">{children}</div>
    </div>
  );
}
