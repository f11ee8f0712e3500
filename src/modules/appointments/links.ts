import { absoluteUrl } from "@/server/origin";
import { sign, verify } from "@/server/secret";

/**
 * The customer's signed links: the booking page opened on their appointment
 * (to move or cancel it) and its calendar file. Whoever holds one acts for
 * the customer, so it is signed per site and reference.
 */
const message = (siteId: string, reference: string) => `appointment:${siteId}:${reference}`;

export const APPOINTMENT_REFERENCE = /^A-[0-9A-Z]{4}-[0-9A-Z]{4}$/;

export const appointmentCheck = (siteId: string, reference: string) => sign(message(siteId, reference));

export function checksOut(siteId: string, reference: string, check: string): boolean {
  return APPOINTMENT_REFERENCE.test(reference) && verify(message(siteId, reference), check);
}

/** The page's own address with the appointment named and signed (relative to the site's prefix). */
export function managePath(siteSlug: string, pagePath: string, siteId: string, reference: string): string {
  return `/${siteSlug}${pagePath ? `/${pagePath}` : ""}?appointment=${reference}&check=${appointmentCheck(siteId, reference)}#appointment`;
}

export const manageUrl = (siteSlug: string, pagePath: string, siteId: string, reference: string) =>
  absoluteUrl(managePath(siteSlug, pagePath, siteId, reference));

export function icsPath(siteSlug: string, siteId: string, reference: string): string {
  return `/api/sites/${siteSlug}/appointments/calendar?appointment=${reference}&check=${appointmentCheck(siteId, reference)}`;
}
