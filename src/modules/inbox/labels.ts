/**
 * How the inboxes name things, shared by the pages and the CSV exports.
 * A status is always written out in words beside its colour, never by
 * colour alone.
 */
export type Tone = "neutral" | "good" | "warn" | "bad";

export const PURPOSE_LABELS = {
  bill: "Bill",
  donation: "Donation",
  booking: "Booking",
  gift_card: "Gift card",
  order: "Shop order",
  pickup_order: "Order for pickup",
  application_fee: "Application fee",
  appointment: "Appointment",
} as const;

export const MESSAGE_VIEW_LABELS = { open: "Inbox", new: "New", read: "Read", archived: "Archived", spam: "Spam", all: "All" } as const;

export const STATUS_TONES: Record<string, Tone> = {
  new: "warn",
  read: "neutral",
  archived: "neutral",
  spam: "bad",
  pending: "warn",
  paid: "good",
  failed: "bad",
  cancelled: "neutral",
  refunded: "neutral",
  held: "warn",
  confirmed: "good",
  released: "neutral",
  no_show: "bad",
  active: "good",
  void: "bad",
  unsubscribed: "neutral",
  sending: "warn",
  sent: "good",
};

/** Status words as shown: "new", "paid"... */
export const statusLabel = (status: string) => status.replace(/_/g, " ");

export const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The payer's own words in a payment's details, by key; internal keys (billKey, taxStatement...) are not shown. */
export const PAYMENT_DETAIL_LABELS: Record<string, string> = {
  billLabel: "Bill",
  billReference: "Reference given",
  dedication: "Dedication",
  coveredFees: "Covered the card fees",
  recipient: "Gift card recipient",
  delivery: "Delivery",
  address: "Ship to",
  bookable: "Booked",
  trip: "Trip",
  tripTotal: "Trip total",
  pickup: "Pickup",
  note: "Note for the kitchen",
};

/** Dollars for a spreadsheet: "1234.50", never "$1,234.50". */
export const dollars = (cents: number) => (cents / 100).toFixed(2);
