import { formatDateTime } from "@/lib/format";
import type { Transaction } from "@/server/db/client";
import { absoluteUrl } from "@/server/origin";
import { enqueueMail } from "@/modules/mail/outbox";
import type { SiteId } from "@/modules/sites/queries";
import { icsPath, manageUrl } from "./links";

/** What every appointment mail says. */
export interface MailFacts {
  reference: string;
  name: string;
  email: string;
  phone: string | null;
  notes: string;
  startsAt: Date;
  endsAt: Date;
  service: string;
  price: string;
  person: string;
  /** The customer's address for a service given there, else the business's. */
  where: string | null;
  siteSlug: string;
  siteName: string;
  siteEmail: string | null;
  sitePhone: string | null;
  timeZone: string;
  pagePath: string;
  changeCutoffHours: number;
  /** What was paid online for it, in words ("$20.00 paid (Deposit for Haircut, receipt R-…)"); null when nothing was. */
  paid: string | null;
}

export type AppointmentEvent =
  "booked" | "requested" | "approved" | "declined" | "reminder" | "moved-by-customer" | "moved-by-owner" | "cancelled-by-customer" | "cancelled-by-owner";

const SUBJECT: Record<AppointmentEvent, string> = {
  booked: "your appointment is booked",
  requested: "we have your request",
  approved: "your appointment is confirmed",
  declined: "we cannot take your booking",
  reminder: "a reminder of your appointment",
  "moved-by-customer": "your appointment has moved",
  "moved-by-owner": "we have moved your appointment",
  "cancelled-by-customer": "your appointment is cancelled",
  "cancelled-by-owner": "we have cancelled your appointment",
};

const OWNER_SUBJECT: Partial<Record<AppointmentEvent, string>> = {
  booked: "New appointment",
  requested: "Booking to approve",
  "moved-by-customer": "Appointment moved by the customer",
  "cancelled-by-customer": "Appointment cancelled by the customer",
};

/**
 * The customer's mail about their appointment, and the business's copy when
 * the customer did something, into the outbox in the caller's transaction:
 * from the site's name, answered to the site's own address.
 */
export async function appointmentMail(tx: Transaction, siteId: SiteId, event: AppointmentEvent, facts: MailFacts, previous?: MailFacts): Promise<void> {
  const when = formatDateTime(facts.startsAt, facts.timeZone);
  const cancelled = event.startsWith("cancelled") || event === "declined";
  const manage = manageUrl(facts.siteSlug, facts.pagePath, siteId, facts.reference);
  const opening: Partial<Record<AppointmentEvent, string>> = {
    reminder: `This is a reminder of your appointment at ${facts.siteName}.`,
    requested: `Thank you for your booking at ${facts.siteName}. As it is your first with us, we confirm it ourselves and will email you as soon as we have; the time is held for you meanwhile.`,
    approved: `${facts.siteName} has confirmed your appointment:`,
    declined: `We are sorry: ${facts.siteName} cannot take your booking of ${facts.service} with ${facts.person} on ${when}, and has released the time.`,
  };
  const refund = cancelled && facts.paid ? [`What you paid online, ${facts.paid}, is refunded to your card or account within 5 to 10 business days.`] : [];
  const lines = [
    `Hello ${facts.name},`,
    "",
    opening[event] ??
      (cancelled
        ? `Your ${facts.service} with ${facts.person} on ${when} is cancelled.`
        : `Your appointment at ${facts.siteName}${previous ? ` has moved from ${formatDateTime(previous.startsAt, facts.timeZone)}` : ""}:`),
    ...(cancelled
      ? [...refund, "", `To book another time: ${manage.replace(/\?.*$/, "")}`]
      : [
          "",
          `When: ${when}`,
          `What: ${facts.service} (${facts.price})`,
          ...(facts.paid ? [`Paid online: ${facts.paid}`] : []),
          `With: ${facts.person}`,
          ...(facts.where ? [`Where: ${facts.where}`] : []),
          `Reference: ${facts.reference}`,
          "",
          `Add it to your calendar: ${absoluteUrl(icsPath(facts.siteSlug, siteId, facts.reference))}`,
          `Move or cancel it: ${manage}`,
          `(online until ${facts.changeCutoffHours} hours before; after that, please ${facts.sitePhone ? `call ${facts.sitePhone}` : "call us"}.)`,
        ]),
    "",
    facts.siteName,
  ];
  await enqueueMail(tx, siteId, {
    kind: `appointment-${event}`,
    to: facts.email,
    ...(facts.siteEmail ? { replyTo: facts.siteEmail } : {}),
    fromName: facts.siteName,
    subject: `${facts.siteName}: ${SUBJECT[event]}, ${when} [${facts.reference}]`,
    text: lines.join("\n") + "\n",
  });
  const ownerSubject = OWNER_SUBJECT[event];
  if (ownerSubject && facts.siteEmail) {
    await enqueueMail(tx, siteId, {
      kind: `appointment-${event}-owner`,
      to: facts.siteEmail,
      replyTo: facts.email,
      subject: `${ownerSubject}: ${facts.service} with ${facts.person}, ${when} [${facts.reference}]`,
      text:
        [
          `${facts.name} ${cancelled ? "cancelled" : previous ? `moved from ${formatDateTime(previous.startsAt, facts.timeZone)} to` : event === "requested" ? "asks for" : "booked"} ${facts.service} with ${facts.person} on ${when}.`,
          ...(event === "requested" ? ["A new customer: approve or decline it on your Appointments page. The time is held until you answer."] : []),
          ...(facts.paid ? [`Paid online: ${facts.paid}`] : []),
          `Email: ${facts.email}`,
          ...(facts.phone ? [`Phone: ${facts.phone}`] : []),
          ...(facts.where && event === "booked" ? [`Where: ${facts.where}`] : []),
          ...(facts.notes ? [`Notes: ${facts.notes}`] : []),
        ].join("\n") + "\n",
    });
  }
}
