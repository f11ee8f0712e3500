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
  /** A customer's first request waits for the owner's yes. */
  approveNewCustomers: z.boolean().default(false),
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

/* ------------------------------------------------ the owner's set-up forms */

const wholeNumber = (what: string, min: number, max: number, unit: string) =>
  z.coerce
    .number({ error: `Enter ${what} as a number of ${unit}` })
    .int(`Enter ${what} in whole ${unit}`)
    .min(min, `Enter ${what} of at least ${min} ${unit}`)
    .max(max, `Enter ${what} of at most ${max} ${unit}`);

/** Dollars as typed ("35", "$35.50") to cents. */
const dollars = z
  .string()
  .trim()
  .regex(/^\$?\d{1,6}(\.\d{1,2})?$/, "Enter the price in dollars, such as 35 or 35.50")
  .transform((v) => Math.round(Number(v.replace("$", "")) * 100));

const DAY_NAMES = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"] as const;
const TIMETABLE_EXAMPLE = "such as: Tue Thu 18:00, then Sat 09:00 on a line of its own";

/**
 * A class's timetable as the owner types it, one rule a line ("Tue Thu 18:00",
 * "Sat 9:00 10:30"): the days (their first three letters are enough), then the
 * start times. Empty: the service starts at any free time.
 */
export const timetableText = z
  .string()
  .max(1000, "Use at most 1000 characters for the timetable")
  .transform((text, ctx) => {
    const rules: Array<{ days: Array<(typeof DAY_NAMES)[number]>; times: string[] }> = [];
    for (const line of text
      .split(/[\n;]+/)
      .map((l) => l.trim())
      .filter(Boolean)) {
      const days: Array<(typeof DAY_NAMES)[number]> = [];
      const times: string[] = [];
      for (const word of line
        .toLowerCase()
        .split(/[\s,]+/)
        .filter(Boolean)) {
        const day = DAY_NAMES.find((d) => word.startsWith(d));
        const time = /^([01]?\d|2[0-3])[:.]([0-5]\d)$/.exec(word);
        if (day && !days.includes(day)) days.push(day);
        else if (time) times.push(`${time[1]!.padStart(2, "0")}:${time[2]}`);
        else if (!day) {
          ctx.addIssue({ code: "custom", message: `"${word}" in the timetable is neither a day nor a time (${TIMETABLE_EXAMPLE})` });
          return z.NEVER;
        }
      }
      if (!days.length || !times.length) {
        ctx.addIssue({ code: "custom", message: `Give each timetable line its days and its times (${TIMETABLE_EXAMPLE})` });
        return z.NEVER;
      }
      rules.push({ days, times: [...new Set(times)].sort() });
    }
    return rules;
  });

/** A timetable back as the owner's form shows it. */
export const timetableWords = (schedule: ReadonlyArray<{ days: readonly string[]; times: readonly string[] }>) =>
  schedule.map((rule) => [...rule.days.map((d) => d[0]!.toUpperCase() + d.slice(1)), ...rule.times].join(" ")).join("\n");

/** A service as the owner's form posts it; the set-up service adds its key and place in the list. */
export const serviceFormSchema = z
  .object({
    name: z.string().trim().min(1, "Give the service a name visitors will read").max(80, "Use at most 80 characters for the name"),
    description: z.string().trim().max(300, "Use at most 300 characters for the description").default(""),
    durationMinutes: wholeNumber("the length", 5, 12 * 60, "minutes"),
    price: dollars,
    priceFrom: z.boolean().default(false),
    bufferBeforeMinutes: wholeNumber("the time kept before", 0, 240, "minutes"),
    bufferAfterMinutes: wholeNumber("the time kept after", 0, 240, "minutes"),
    capacity: wholeNumber("the places", 1, 200, "people"),
    atCustomer: z.boolean().default(false),
    travelMinutes: wholeNumber("the travel time", 0, 240, "minutes"),
    timetable: timetableText.default([]),
    staff: z.array(key).min(1, "Choose at least one person who gives it"),
  })
  .refine((s) => s.atCustomer || s.travelMinutes === 0, {
    message: "Travel time is kept only for a service at the customer's address: tick that box, or set the travel time to 0",
    path: ["travelMinutes"],
  });
export type ServiceForm = z.input<typeof serviceFormSchema>;

/** The booking rules as the owner's form posts them (notice in hours). */
export const policyFormSchema = z.object({
  minNoticeHours: z.coerce
    .number({ error: "Enter the notice as a number of hours" })
    .min(0, "Enter a notice of 0 hours or more")
    .max(14 * 24, "Enter a notice of at most 336 hours (two weeks)")
    .refine((h) => Number.isInteger(h * 4), "Enter the notice in quarter hours, such as 2 or 1.5"),
  horizonDays: wholeNumber("how far ahead", 1, 365, "days"),
  changeCutoffHours: wholeNumber("the time before which changes close", 0, 14 * 24, "hours"),
  reminderHours: wholeNumber("when the reminder goes", 1, 7 * 24, "hours"),
  stepMinutes: z.coerce.number().refine((m) => [5, 10, 15, 20, 30, 60].includes(m), "Choose 5, 10, 15, 20, 30 or 60 minutes"),
  approveNewCustomers: z.boolean().default(false),
});
export type PolicyForm = z.input<typeof policyFormSchema>;
