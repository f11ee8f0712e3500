import type { Block, BlockProps } from "@/blocks/schemas";
import { AppError } from "@/lib/errors";
import { dayInWords, formatCents, formatClock, formatDate } from "@/lib/format";
import { cartString, parseCart, priceCart, type CartLine, type OrderableItem } from "@/lib/menu-order";
import { quoteTrip } from "@/lib/trip";
import { amountProblem, balanceOf } from "@/modules/bills/balances";
import { availabilityOn, getBookables } from "@/modules/bookings/queries";
import { clockOf } from "@/modules/bookings/schedule";
import { checkRequest, holdPlaces } from "@/modules/bookings/service";
import type { FormField } from "@/modules/forms/schema";
import type { SubmittedValues } from "@/modules/forms/submission";
import { deliveryDateProblem } from "@/modules/gift-cards/delivery";
import { reserveGiftCard } from "@/modules/gift-cards/service";
import { orderableItems } from "@/modules/menus/schema";
import { pickupLabel } from "@/modules/ordering/menu";
import { openPickupDays, orderMenu } from "@/modules/ordering/queries";
import { holdPickup } from "@/modules/ordering/service";
import { pagesWithBlock } from "@/modules/pages/queries";
import { listProducts } from "@/modules/shop/queries";
import { reserveStock } from "@/modules/shop/service";
import { calendarOf, zoneOf } from "@/modules/sites/calendar";
import type { Site } from "@/modules/sites/queries";
import { tags } from "@/server/cache/tags";
import { feeInWords } from "./fees";
import { holdUntil } from "./payment";
import { checkout, type Started } from "./service";
import { OTHER_AMOUNT, SHIPPING, type PaymentLine, type QuoteConfig } from "./quote";

/**
 * Every way a visitor pays, as one model: a checkout form is its fields (the
 * same field definitions, validation and view as the site's other forms),
 * its price (a QuoteConfig the browser previews and the server charges), and
 * what starting it reserves. Built from the site's stored content, on render
 * and again on submit, so nothing the browser sends can set a price.
 */
export interface CheckoutForm {
  fields: FormField[];
  quote: QuoteConfig;
  submitLabel: string;
  /** What the form starts with, from the visitor's earlier steps (a booking's party size). */
  initialValues?: SubmittedValues;
  /** Reserves what is being paid for and opens the provider's checkout for the visitor `started` names; throws AppError for the visitor. */
  begin(values: SubmittedValues, lines: PaymentLine[], started: Started): Promise<{ url: string; reference: string }>;
}

export const CHECKOUT_BLOCKS = ["billPayment", "donation", "giftCard", "shop", "booking", "tripBuilder", "orderOnline"] as const;
export type CheckoutBlock = (typeof CHECKOUT_BLOCKS)[number];

const field = (f: Partial<FormField> & Pick<FormField, "name" | "label" | "type">): FormField => ({
  required: false,
  maxFiles: 1,
  maxSizeMb: 10,
  width: "full",
  ...f,
});
const payerFields = (phone: boolean): FormField[] => [
  field({ name: "name", label: "Your name", type: "text", required: true, width: "half" }),
  field({ name: "email", label: "Your email", type: "email", required: true, width: "half", help: "Your receipt is sent here." }),
  ...(phone ? [field({ name: "phone", label: "Phone", type: "phone", required: true, width: "half", help: "In case we need to reach you on the day." })] : []),
];
const text = (values: SubmittedValues, name: string) => (typeof values[name] === "string" ? (values[name] as string).trim() : "");
const payer = (values: SubmittedValues) => ({
  email: text(values, "email"),
  name: text(values, "name") || undefined,
  phone: text(values, "phone") || undefined,
});
const checked = (values: SubmittedValues, name: string) => Array.isArray(values[name]) && (values[name] as string[]).length > 0;

/** Where the site sells gift cards online, its orders and bookings take them too: the field is offered only there. */
async function giftCardFields(site: Site): Promise<FormField[]> {
  if (!(await pagesWithBlock(site.id, "giftCard")).length) return [];
  return [
    field({
      name: "gift_card",
      label: "Gift card code",
      type: "text",
      width: "half",
      maxLength: 24,
      help: "If you have one: its balance pays what it can, and your card the rest.",
    }),
  ];
}
const giftCardCode = (values: SubmittedValues) => text(values, "gift_card") || undefined;

/**
 * The checkout form of a block, or null when the block takes no payment here
 * (a trip builder without a chosen trip, a booking block without a date).
 * `choice` carries what the visitor picked in an earlier step (GET query).
 */
export async function checkoutFormFor(site: Site, pagePath: string, block: Block, choice: Record<string, string>): Promise<CheckoutForm | null> {
  const back = { successPath: pagePath, cancelPath: pagePath };
  switch (block.type) {
    case "billPayment":
      return billForm(site, block.props, back);
    case "donation":
      return donationForm(site, block.props, back);
    case "giftCard":
      return giftCardForm(site, block.props, back);
    case "shop":
      return orderForm(site, block.props, back);
    case "booking":
      return bookingForm(site, block.props, back, choice);
    case "tripBuilder":
      return tripForm(site, block.props, back, choice);
    case "orderOnline":
      return pickupOrderForm(site, block.props, back, choice);
    default:
      return null;
  }
}

type Back = { successPath: string; cancelPath: string };

function billForm(site: Site, props: BlockProps<"billPayment">, back: Back): CheckoutForm {
  const single = props.bills.length === 1 ? props.bills[0]! : null;
  return {
    submitLabel: props.submitLabel,
    fields: [
      field({ name: "bill", label: "What are you paying?", type: single ? "radio" : "select", required: true, options: props.bills.map((b) => b.label) }),
      field({
        name: "reference",
        label: single ? single.referenceLabel : "Account, ticket or application number",
        type: "text",
        required: true,
        maxLength: 40,
        // Each bill's format is said before the payer types it ("the 8-digit account number"), not only when it is refused.
        help: single ? single.referenceHint : props.bills.map((b) => `${b.label}: ${b.referenceHint ?? b.referenceLabel.toLowerCase()}`).join(" · "),
      }),
      field({
        name: "amount",
        label: "Amount in dollars",
        type: "text",
        required: true,
        width: "half",
        maxLength: 12,
        help: props.fee ? feeInWords(props.fee) : "No fee is added.",
      }),
      ...payerFields(false),
    ],
    quote: { kind: "bill", bills: props.bills.map((b) => ({ label: b.label, minCents: b.minCents, maxCents: b.maxCents })), fee: props.fee },
    async begin(values, lines, started) {
      const bill = props.bills.find((b) => b.label === values.bill)!;
      const reference = text(values, "reference").toUpperCase();
      if (bill.referencePattern && !new RegExp(`^(?:${bill.referencePattern})$`, "i").test(reference)) {
        throw new AppError("bad_input", `That ${bill.referenceLabel.toLowerCase()} does not look right.${bill.referenceHint ? ` ${bill.referenceHint}` : ""}`, {
          field: "reference",
        });
      }
      // A bill the biller has loaded is paid against its amount due; one not in the file is taken as typed.
      const balance = await balanceOf(site.id, bill.key, reference);
      const problem = balance && amountProblem(balance, bill, lines[0]!.unitCents);
      if (problem) throw new AppError("bad_input", problem, { field: "amount" });
      return checkout({
        siteId: site.id,
        purpose: "bill",
        payer: payer(values),
        ...started,
        lines,
        details: { billKey: bill.key, billLabel: bill.label, referenceLabel: bill.referenceLabel, billReference: reference },
        successPath: props.successPath ?? back.successPath,
        cancelPath: back.cancelPath,
      });
    },
  };
}

function donationForm(site: Site, props: BlockProps<"donation">, back: Back): CheckoutForm {
  const presets = props.presetsCents.map((cents) => ({ label: formatCents(cents), cents }));
  return {
    submitLabel: "Continue to payment",
    fields: [
      field({ name: "gift", label: "Gift amount", type: "radio", required: true, options: [...presets.map((p) => p.label), OTHER_AMOUNT] }),
      field({
        name: "other_amount",
        label: "Other amount in dollars",
        type: "text",
        width: "half",
        maxLength: 12,
        help: `From ${formatCents(props.minCents)}.`,
      }),
      ...(props.monthly
        ? [
            field({
              name: "frequency",
              label: "How often",
              type: "radio",
              required: true,
              options: props.monthlyByDefault ? ["Monthly", "One time"] : ["One time", "Monthly"],
            }),
          ]
        : []),
      ...(props.coverFees
        ? [field({ name: "cover_fees", label: "Card fees", type: "checkbox", options: ["Add the card fees so my whole gift arrives"] })]
        : []),
      ...(props.dedication
        ? [
            field({ name: "dedication_type", label: "Dedicate this gift", type: "select", width: "half", options: ["In honor of", "In memory of"] }),
            field({ name: "dedication_name", label: "Name of the person", type: "text", width: "half", maxLength: 120 }),
          ]
        : []),
      ...payerFields(false),
    ],
    initialValues: props.monthly ? { frequency: props.monthlyByDefault ? "Monthly" : "One time" } : undefined,
    quote: { kind: "donation", presets, minCents: props.minCents, maxCents: props.maxCents, coverFees: props.coverFees },
    async begin(values, lines, started) {
      const dedicationType = text(values, "dedication_type");
      const dedicationName = text(values, "dedication_name");
      if (dedicationType && !dedicationName) throw new AppError("bad_input", "Give the name of the person the gift honors.", { field: "dedication_name" });
      return checkout({
        siteId: site.id,
        purpose: "donation",
        payer: payer(values),
        ...started,
        lines,
        recurring: values.frequency === "Monthly" ? "month" : null,
        details: {
          taxStatement: props.taxStatement,
          ...(dedicationType ? { dedication: `${dedicationType} ${dedicationName}` } : {}),
          ...(checked(values, "cover_fees") ? { coveredFees: "yes" } : {}),
        },
        successPath: props.successPath ?? back.successPath,
        cancelPath: back.cancelPath,
      });
    },
  };
}

function giftCardForm(site: Site, props: BlockProps<"giftCard">, back: Back): CheckoutForm {
  const options = [
    ...props.packages.map((p) => ({ label: `${p.name} (${formatCents(p.priceCents)})`, cents: p.priceCents, name: p.name })),
    ...props.amountsCents.map((cents) => ({ label: formatCents(cents), cents, name: null })),
  ];
  const custom = props.customMinCents !== undefined ? { minCents: props.customMinCents, maxCents: props.customMaxCents } : undefined;
  return {
    submitLabel: "Continue to payment",
    fields: [
      field({
        name: "card",
        label: props.packages.length ? "Choose a gift" : "Gift card amount",
        type: "radio",
        required: true,
        options: [...options.map((o) => o.label), ...(custom ? [OTHER_AMOUNT] : [])],
      }),
      ...(custom
        ? [
            field({
              name: "other_amount",
              label: "Other amount in dollars",
              type: "text",
              width: "half",
              maxLength: 12,
              help: `${formatCents(custom.minCents)} to ${formatCents(custom.maxCents)}.`,
            }),
          ]
        : []),
      field({ name: "recipient_name", label: "Recipient's name", type: "text", required: true, width: "half", maxLength: 120 }),
      field({
        name: "recipient_email",
        label: "Recipient's email",
        type: "email",
        required: true,
        width: "half",
        help: "We email the gift card and its code here as soon as you have paid, or on the day you choose below.",
      }),
      field({
        name: "deliver_on",
        label: "Send it on (optional)",
        type: "date",
        width: "half",
        help: "A birthday? Choose the day and we email it that morning. Leave it empty to send it now.",
      }),
      field({ name: "message", label: "Your message", type: "textarea", maxLength: 500 }),
      ...payerFields(false),
    ],
    quote: { kind: "giftCard", options, custom },
    async begin(values, lines, started) {
      const option = options.find((o) => o.label === values.card);
      const deliverOn = text(values, "deliver_on");
      const late = deliverOn ? deliveryDateProblem(deliverOn, site.settings.timeZone) : null;
      if (late) throw new AppError("bad_input", late, { field: "deliver_on" });
      return checkout(
        {
          siteId: site.id,
          purpose: "gift_card",
          payer: payer(values),
          ...started,
          lines,
          details: { recipient: text(values, "recipient_email"), ...(deliverOn ? { deliverOn } : {}) },
          successPath: props.successPath ?? back.successPath,
          cancelPath: back.cancelPath,
        },
        (tx, payment) =>
          reserveGiftCard(tx, site.id, payment.id, {
            label: option?.name ?? null,
            amountCents: lines[0]!.unitCents,
            recipientName: text(values, "recipient_name"),
            recipientEmail: text(values, "recipient_email"),
            senderName: text(values, "name"),
            message: text(values, "message") || null,
          }),
      );
    },
  };
}

async function orderForm(site: Site, props: BlockProps<"shop">, back: Back): Promise<CheckoutForm> {
  const products = (await listProducts(site.id)).filter((p) => p.stock > 0);
  const choices = props.shipping && props.pickupNote ? [SHIPPING, "Pick up"] : null;
  return {
    submitLabel: "Continue to payment",
    fields: [
      ...products.map((p) =>
        field({
          name: quantityField(p.slug),
          label: `${p.name}, ${formatCents(p.priceCents)}`,
          type: "select",
          width: "half",
          options: Array.from({ length: Math.min(p.stock, 10) + 1 }, (_, i) => String(i)),
          help: p.stock <= 3 ? `${p.stock} left` : undefined,
        }),
      ),
      ...(choices ? [field({ name: "delivery", label: "Delivery", type: "radio", required: true, options: choices })] : []),
      ...(props.shipping
        ? [
            field({
              name: "address",
              label: "Shipping address",
              type: "textarea",
              maxLength: 500,
              help: choices ? "Needed if we ship your order." : "Street, town, state and ZIP code.",
            }),
          ]
        : []),
      ...payerFields(false),
    ],
    quote: {
      kind: "order",
      products: products.map((p) => ({ field: quantityField(p.slug), name: p.name, unitCents: p.priceCents, productId: p.id })),
      shipping: props.shipping ? { flatCents: props.shipping.flatCents, freeOverCents: props.shipping.freeOverCents } : undefined,
    },
    async begin(values, lines, started) {
      const ships = !!props.shipping && values.delivery !== "Pick up";
      if (ships && text(values, "address").length < 10) throw new AppError("bad_input", "Please give the full address to ship to.", { field: "address" });
      return checkout(
        {
          siteId: site.id,
          purpose: "order",
          payer: payer(values),
          ...started,
          lines,
          details: ships ? { delivery: "shipping", address: text(values, "address") } : { delivery: "pickup" },
          successPath: props.successPath ?? back.successPath,
          cancelPath: back.cancelPath,
        },
        (tx) => reserveStock(tx, site.id, lines),
        [tags.site(site.id)],
      );
    },
  };
}

export const quantityField = (slug: string) => `qty_${slug.replace(/-/g, "_")}`.slice(0, 40);

/**
 * A booking's payment: the game and day chosen before (`choice.bookable`, `choice.date`) and, from
 * the booking steps, the time (`choice.time`, "18:00") and the party size (`choice.players`), which
 * the form then does not ask again. Without a time, the session and the party are its fields.
 */
async function bookingForm(site: Site, props: BlockProps<"booking">, back: Back, choice: Record<string, string>): Promise<CheckoutForm | null> {
  const bookable = (await getBookables(site.id)).find(
    (b) => b.key === choice.bookable && b.kind !== "table" && (!props.bookables.length || props.bookables.includes(b.key)),
  );
  if (!bookable || !choice.date) return null;
  const zone = zoneOf(site);
  /** Session times as the visitor reads them ("4:00 PM") in the site's zone; the option's label is its value. */
  const timeLabel = (d: Date) => formatClock(d, zone);
  const sessions = (await availabilityOn(site.id, bookable, choice.date)).filter(
    (s) => s.open && s.placesLeft >= bookable.minParty && (!choice.time || clockOf(s.startsAt, zone) === choice.time),
  );
  if (!sessions.length) return null;
  const fixed = choice.time ? sessions[0]! : null;
  // With the time chosen, any party the game takes: one the session no longer fits is refused in words when it is held ("Only 2 places are left").
  const most = fixed ? bookable.maxParty : Math.min(bookable.maxParty, Math.max(...sessions.map((s) => s.placesLeft)));
  const players = Array.from({ length: most - bookable.minParty + 1 }, (_, i) => String(bookable.minParty + i));
  // Chosen on the steps before with the time, the party is not asked again: it is said in the steps and priced as chosen.
  const party = fixed && choice.players && players.includes(choice.players) ? Number(choice.players) : null;
  const label = `${bookable.name}, ${formatDate(sessions[0]!.startsAt, zone)}${fixed ? ` at ${timeLabel(fixed.startsAt)}` : ""}, per player`;
  return {
    submitLabel: "Continue to payment",
    fields: [
      ...(fixed ? [] : [field({ name: "session", label: "Time", type: "radio", required: true, options: sessions.map((s) => timeLabel(s.startsAt)) })]),
      ...(party ? [] : [field({ name: "players", label: "Players", type: "select", required: true, width: "half", options: players })]),
      ...payerFields(true),
      ...(await giftCardFields(site)),
    ],
    initialValues: !party && choice.players && players.includes(choice.players) ? { players: choice.players } : undefined,
    quote: party
      ? { kind: "fixed", lines: [{ label, quantity: party, unitCents: sessions[0]!.pricePerPersonCents }] }
      : { kind: "perPerson", label, unitCents: sessions[0]!.pricePerPersonCents, field: "players" },
    async begin(values, lines, started) {
      const session = fixed ?? sessions.find((s) => timeLabel(s.startsAt) === values.session)!;
      const partySize = party ?? Number(values.players);
      checkRequest(bookable, calendarOf(site), session.startsAt, partySize);
      return checkout(
        {
          siteId: site.id,
          purpose: "booking",
          payer: payer(values),
          ...started,
          lines,
          details: { bookable: bookable.name },
          successPath: props.successPath ?? back.successPath,
          cancelPath: back.cancelPath,
          giftCardCode: giftCardCode(values),
        },
        (tx, payment) =>
          holdPlaces(tx, {
            siteId: site.id,
            bookable,
            startsAt: session.startsAt,
            partySize,
            contactId: payment.contactId,
            paymentId: payment.id,
            holdUntil: holdUntil(payment),
          }),
        [tags.site(site.id)],
      );
    },
  };
}

async function tripForm(site: Site, props: BlockProps<"tripBuilder">, back: Back, choice: Record<string, string>): Promise<CheckoutForm | null> {
  const bookable = props.bookable ? (await getBookables(site.id)).find((b) => b.key === props.bookable) : undefined;
  if (!bookable || !choice.date) return null;
  const trip = { plan: choice.plan ?? "", wineries: (choice.wineries ?? "").split(",").filter(Boolean), guests: Number(choice.guests), date: choice.date };
  const priced = quoteTrip(props, trip);
  if (!priced.ok || priced.depositCents <= 0) return null;
  const [departure] = (await availabilityOn(site.id, bookable, choice.date)).filter((s) => s.open);
  if (!departure || departure.placesLeft < trip.guests) return null;
  const planName = trip.plan === "custom" ? "Custom trip" : props.packages.find((p) => p.key === trip.plan)!.name;
  const label = `Deposit (${props.depositPercent}%) for ${planName}, ${trip.guests} guests, ${formatDate(departure.startsAt, zoneOf(site))}`;
  return {
    submitLabel: `Pay the ${formatCents(priced.depositCents)} deposit`,
    fields: [...payerFields(true), field({ name: "pickup", label: "Pickup address or hotel", type: "text", maxLength: 200 })],
    quote: { kind: "fixed", lines: [{ label, quantity: 1, unitCents: priced.depositCents }] },
    async begin(values, lines, started) {
      checkRequest(bookable, calendarOf(site), departure.startsAt, trip.guests);
      const wineries = props.wineries.filter((w) => trip.wineries.includes(w.key)).map((w) => w.name);
      return checkout(
        {
          siteId: site.id,
          purpose: "booking",
          payer: payer(values),
          ...started,
          lines,
          details: {
            bookable: planName,
            trip: trip.plan === "custom" ? wineries.join(", ") : planName,
            tripTotal: formatCents(priced.totalCents),
            pickup: text(values, "pickup"),
          },
          successPath: back.successPath,
          cancelPath: back.cancelPath,
        },
        (tx, payment) =>
          holdPlaces(tx, {
            siteId: site.id,
            bookable,
            startsAt: departure.startsAt,
            partySize: trip.guests,
            contactId: payment.contactId,
            paymentId: payment.id,
            holdUntil: holdUntil(payment),
            details: { trip: planName },
          }),
        [tags.site(site.id)],
      );
    },
  };
}

/**
 * An order for pickup: the cart chosen on the page (`choice.cart`, priced
 * again from the stored menu), a pickup time from the site's opening hours
 * that still has room in the kitchen's quarter hour, the payer, a note for
 * the kitchen and, where the site sells them, a gift card.
 */
async function pickupOrderForm(site: Site, props: BlockProps<"orderOnline">, back: Back, choice: Record<string, string>): Promise<CheckoutForm | null> {
  const cart = parseCart(choice.cart);
  const items = orderableItems(await orderMenu(site.id, props));
  if (!priceCart(items, cart).ok) return null;
  const days = await openPickupDays(site, props);
  // A day first (the page's links, `choice.day`), then one of its times: never every day's times in one list.
  const day = days.find((d) => d.date === choice.day) ?? days[0];
  if (!day) return null;
  const open = day.times;
  const capacity = props.pickup.ordersPer15Minutes;
  return {
    submitLabel: "Continue to payment",
    fields: [
      field({
        name: "pickup",
        label: "Pickup time",
        type: "select",
        required: true,
        options: open.map((t) => pickupLabel(t, zoneOf(site))),
        help: `${dayInWords(day.date, { year: false })}. Times the kitchen is full are not shown.`,
      }),
      ...payerFields(true),
      field({ name: "note", label: "A note for the kitchen", type: "textarea", maxLength: 300, help: "Allergies, or how you would like something done." }),
      ...(await giftCardFields(site)),
    ],
    quote: pickupOrderQuote(items, cart),
    async begin(values, lines, started) {
      const pickupAt = open.find((t) => pickupLabel(t, zoneOf(site)) === values.pickup);
      if (!pickupAt) throw new AppError("bad_input", "Please choose one of the pickup times shown.", { field: "pickup" });
      const note = text(values, "note") || null;
      return checkout(
        {
          siteId: site.id,
          purpose: "pickup_order",
          payer: payer(values),
          ...started,
          lines,
          details: pickupOrderDetails(props, pickupAt, note, zoneOf(site)),
          successPath: props.successPath ?? back.successPath,
          cancelPath: back.cancelPath,
          giftCardCode: giftCardCode(values),
        },
        (tx, payment) =>
          holdPickup(tx, { siteId: site.id, pickupAt, capacity, paymentId: payment.id, contactId: payment.contactId, holdUntil: holdUntil(payment), note }),
      );
    },
  };
}

/**
 * What an order for pickup charges: its cart, priced from the site's menu as
 * it is stored (the block's dishes for pickup, not sold out, with their
 * options). The order form's quote, and the demo's past orders' (demo/past-trade.ts).
 */
export function pickupOrderQuote(items: readonly OrderableItem[], cart: readonly CartLine[]): Extract<QuoteConfig, { kind: "menuOrder" }> {
  return { kind: "menuOrder", items: items.filter((item) => cart.some((line) => line.item === item.key)), cart: cartString(cart) };
}

/** What an order for pickup's payment keeps: the pickup time as the form showed it, the kitchen's capacity when it was ordered, the customer's note. */
export function pickupOrderDetails(props: BlockProps<"orderOnline">, pickupAt: Date, note: string | null, timeZone: string): Record<string, string> {
  return { pickup: pickupLabel(pickupAt, timeZone), kitchenCapacity: String(props.pickup.ordersPer15Minutes), ...(note ? { note } : {}) };
}
