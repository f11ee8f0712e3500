import { and, eq } from "drizzle-orm";
import { schema } from "@/server/db/client";

/**
 * How the appointment tables meet, each within one site: a slot's person, that person's team
 * record, a slot's service, the appointment booked in a slot and the contact who booked it. The
 * day view, the set-up page, the booking service and the customer's own page join by these.
 */
export const joins = {
  staff: and(eq(schema.appointmentStaff.siteId, schema.appointmentSlots.siteId), eq(schema.appointmentStaff.id, schema.appointmentSlots.staffId)),
  member: and(eq(schema.teamMembers.siteId, schema.appointmentStaff.siteId), eq(schema.teamMembers.id, schema.appointmentStaff.teamMemberId)),
  service: and(eq(schema.appointmentServices.siteId, schema.appointmentSlots.siteId), eq(schema.appointmentServices.id, schema.appointmentSlots.serviceId)),
  appointment: and(eq(schema.appointments.siteId, schema.appointmentSlots.siteId), eq(schema.appointments.slotId, schema.appointmentSlots.id)),
  contact: and(eq(schema.contacts.siteId, schema.appointments.siteId), eq(schema.contacts.id, schema.appointments.contactId)),
};
