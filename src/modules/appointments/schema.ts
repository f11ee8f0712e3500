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
    /** Its own bookable hours, in place of the site's and the person's (./slots.ts serviceSpans); empty: theirs. */
    windows: z.array(weeklyHours).default([]),
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
    serviceWindows: WeeklyHours[];
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

const HOURS_EXAMPLE = "such as: Sat Sun 6:00-8:30, then Mon-Fri 17:30-20:00 on a line of its own";

/** A day's name, or a run of days ("mon-fri"), as the days it names. */
function daysOfWord(word: string): Array<(typeof DAY_NAMES)[number]> | null {
  const [first, last, ...more] = word.split("-");
  const from = DAY_NAMES.findIndex((d) => first!.startsWith(d));
  if (from < 0 || more.length) return null;
  if (last === undefined) return [DAY_NAMES[from]!];
  const to = DAY_NAMES.findIndex((d) => last.startsWith(d));
  return to < from ? null : DAY_NAMES.slice(from, to + 1);
}

/**
 * A service's own bookable hours as the owner types them, one rule a line
 * ("Sat Sun 6:00-8:30", "Mon-Fri 17:30-20:00"): the days, then the stretches
 * of time. Empty: the business's and the person's hours.
 */
export const bookableHoursText = z
  .string()
  .max(1000, "Use at most 1000 characters for the bookable hours")
  .transform((text, ctx) => {
    const rules: Array<{ days: Array<(typeof DAY_NAMES)[number]>; opens: string; closes: string }> = [];
    const clock = (h: string, m: string) => `${h.padStart(2, "0")}:${m}`;
    for (const line of text
      .split(/[\n;]+/)
      .map((l) => l.trim())
      .filter(Boolean)) {
      const days: Array<(typeof DAY_NAMES)[number]> = [];
      const spans: Array<{ opens: string; closes: string }> = [];
      for (const word of line
        .toLowerCase()
        .replace(/\s*[-–]\s*/g, "-")
        .split(/[\s,]+/)
        .filter(Boolean)) {
        const span = /^([01]?\d|2[0-3])[:.]([0-5]\d)-([01]?\d|2[0-4])[:.]([0-5]\d)$/.exec(word);
        const named = span ? null : daysOfWord(word);
        if (span) {
          const opens = clock(span[1]!, span[2]!);
          const closes = clock(span[3]!, span[4]!) === "24:00" ? "00:00" : clock(span[3]!, span[4]!);
          if (closes !== "00:00" && closes <= opens) {
            ctx.addIssue({ code: "custom", message: `"${word}" in the bookable hours ends before it starts (${HOURS_EXAMPLE})` });
            return z.NEVER;
          }
          spans.push({ opens, closes });
        } else if (named) days.push(...named.filter((d) => !days.includes(d)));
        else {
          ctx.addIssue({ code: "custom", message: `"${word}" in the bookable hours is neither a day nor a stretch of time (${HOURS_EXAMPLE})` });
          return z.NEVER;
        }
      }
      if (!days.length || !spans.length) {
        ctx.addIssue({ code: "custom", message: `Give each line of bookable hours its days and its times (${HOURS_EXAMPLE})` });
        return z.NEVER;
      }
      for (const span of spans) rules.push({ days, ...span });
    }
    return rules;
  });

/** Bookable hours back as the owner's form shows them. */
export const bookableHoursWords = (windows: readonly WeeklyHours[]) =>
  windows.map((w) => [...w.days.map((d) => d[0]!.toUpperCase() + d.slice(1)), `${w.opens}-${w.closes === "00:00" ? "24:00" : w.closes}`].join(" ")).join("\n");

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
    bookableHours: bookableHoursText.default([]),
    /** What the visitor pays online when booking: nothing, a deposit of `deposit` dollars, or the whole price. */
    paidOnline: z
      .string()
      .default("nothing")
      .pipe(z.enum(["nothing", "deposit", "full"], { error: "Choose what is paid online when booking" })),
    deposit: z
      .string()
      .trim()
      .regex(/^(\$?\d{1,6}(\.\d{1,2})?)?$/, "Enter the deposit in dollars, such as 20 or 20.50")
      .default("")
      .transform((v) => (v ? Math.round(Number(v.replace("$", "")) * 100) : null)),
    staff: z.array(key).min(1, "Choose at least one person who gives it"),
  })
  .refine((s) => s.atCustomer || s.travelMinutes === 0, {
    message: "Travel time is kept only for a service at the customer's address: tick that box, or set the travel time to 0",
    path: ["travelMinutes"],
  })
  .refine((s) => s.paidOnline === "nothing" || s.price > 0, { message: "A free service has nothing to pay online: choose Nothing", path: ["paidOnline"] })
  .refine((s) => s.paidOnline !== "full" || !s.priceFrom, {
    message: "A price that only says where it starts cannot be paid in full ahead: ask a deposit instead",
    path: ["paidOnline"],
  })
  // A deposit typed wrong is named by its own field; these speak of one that reads.
  .refine((s) => s.paidOnline !== "deposit" || (s.deposit !== null && s.deposit !== 0), {
    message: "Enter the deposit in dollars, such as 20",
    path: ["deposit"],
  })
  .refine((s) => s.paidOnline !== "deposit" || typeof s.deposit !== "number" || s.deposit <= s.price, {
    message: "A deposit cannot be more than the price: choose The whole price instead",
    path: ["deposit"],
  });

/** The cents a service's form asks online (null: nothing): a deposit, or the whole price. */
export const depositOfForm = (form: Pick<z.output<typeof serviceFormSchema>, "paidOnline" | "deposit" | "price">): number | null =>
  form.paidOnline === "full" ? form.price : form.paidOnline === "deposit" ? form.deposit : null;
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
