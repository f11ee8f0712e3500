import { z } from "zod";
import type { WeeklyHours } from "@/lib/calendar";
import { weeklyHours } from "@/modules/sites/schema";

/** Inputs for appointments, shared by the forms, the demo loader and the service. */

const key = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "Use lowercase letters, digits and dashes");
const minutes = (max: number) => z.number().int().min(0).max(max);

export const policySchema = z.object({
  minNoticeMinutes: minutes(14 * 24 * 60).default(120),
  horizonDays: z.number().int().min(1).max(365).default(60),
  changeCutoffHours: z
    .number()
    .int()
    .min(0)
    .max(14 * 24)
    .default(24),
  reminderHours: z
    .number()
    .int()
    .min(1)
    .max(7 * 24)
    .default(24),
  stepMinutes: z
    .number()
    .int()
    .refine((m) => [5, 10, 15, 20, 30, 60].includes(m), "Choose 5, 10, 15, 20, 30 or 60 minutes")
    .default(15),
  pagePath: z
    .string()
    .regex(/^[a-z0-9/-]*$/)
    .max(200)
    .default("book"),
});
export type PolicyInput = z.input<typeof policySchema>;
export type Policy = z.output<typeof policySchema>;

export const serviceInputSchema = z
  .object({
    key,
    name: z.string().trim().min(1).max(80),
    description: z.string().trim().max(300).default(""),
    durationMinutes: z
      .number()
      .int()
      .min(5)
      .max(12 * 60),
    priceCents: z.number().int().min(0),
    priceFrom: z.boolean().default(false),
    bufferBeforeMinutes: minutes(240).default(0),
    bufferAfterMinutes: minutes(240).default(0),
    capacity: z.number().int().min(1).max(200).default(1),
    atCustomer: z.boolean().default(false),
    travelMinutes: minutes(240).default(0),
    depositCents: z.number().int().min(1).nullable().default(null),
    /** A class's timetable: on these days at these times; empty: any free time. */
    schedule: z
      .array(
        z.object({
          days: z.array(z.enum(["mon", "tue", "wed", "thu", "fri", "sat", "sun"])).min(1),
          times: z.array(z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "Use 24-hour HH:MM")).min(1),
        }),
      )
      .default([]),
    /** The team members (their slugs) who give it. */
    staff: z.array(key).min(1),
    position: z.number().int().default(0),
  })
  .refine((s) => s.atCustomer || s.travelMinutes === 0, "Travel time is for a service at the customer's address");
export type ServiceInput = z.input<typeof serviceInputSchema>;

export const staffInputSchema = z.object({
  /** The team member's slug (modules/team). */
  member: key,
  /** Their working week inside the site's hours; empty: the site's own hours. */
  hours: z.array(weeklyHours).default([]),
  position: z.number().int().default(0),
});
export type StaffInput = z.input<typeof staffInputSchema>;

/** "any", or a team member's slug. */
export const ANYONE = "any";

/** What a visitor sends to book. */
export const bookingFormSchema = z.object({
  service: key,
  person: z.union([z.literal(ANYONE), key]),
  start: z.iso.datetime({ offset: true, error: "Choose a time" }),
  name: z.string().trim().min(1, "Enter your name").max(120, "Use at most 120 characters"),
  email: z.string().trim().toLowerCase().pipe(z.email("Enter an email address such as maria@example.com").max(320)),
  phone: z.string().trim().max(40, "Use at most 40 characters").default(""),
  address: z.string().trim().max(300, "Use at most 300 characters").default(""),
  notes: z.string().trim().max(1000, "Use at most 1000 characters").default(""),
});
export type BookingForm = z.output<typeof bookingFormSchema>;

declare module "@/server/db/schema/json" {
  interface JsonShapes {
    staffHours: WeeklyHours[];
    serviceSchedule: Array<{ days: string[]; times: string[] }>;
  }
}
