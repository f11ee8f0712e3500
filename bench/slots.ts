/**
 * npm run bench:slots
 *
 * The slot arithmetic alone, in this process (no database, no rendering):
 * the month of days with room a visitor's first screen shows, for a site of
 * 8 people and 20 services with a 60-day horizon, "anyone available", with a
 * taken appointment every other hour for each person. Reports the median and
 * 99th percentile of 200 computations after a warm-up.
 */
import type { BusinessCalendar } from "../src/lib/calendar";
import { addDays, wallClockOn } from "../src/lib/time";
import { datesWithRoom, type Busy, type SlotPerson, type SlotQuestion, type SlotService } from "../src/modules/appointments/slots";

const ZONE = "America/New_York";
const calendar: BusinessCalendar = {
  timeZone: ZONE,
  hours: [{ days: ["mon", "tue", "wed", "thu", "fri", "sat"], opens: "09:00", closes: "19:00" }],
  specialDays: [{ name: "Christmas", from: "2026-12-25", hours: [] }],
};
const services: SlotService[] = Array.from({ length: 20 }, (_, i) => ({
  id: `s${i}`,
  durationMinutes: 30 + (i % 4) * 15,
  bufferBeforeMinutes: 0,
  bufferAfterMinutes: 10,
  capacity: 1,
  atCustomer: false,
  travelMinutes: 0,
}));
const people: SlotPerson[] = Array.from({ length: 8 }, (_, i) => ({
  id: `p${i}`,
  hours: i % 2 ? [{ days: ["tue", "wed", "thu", "fri", "sat"], opens: "10:00", closes: "18:00" }] : [],
  serviceIds: services.map((s) => s.id),
}));
const now = new Date("2026-12-01T14:00:00Z");
const busy: Busy[] = [];
for (let day = 0; day < 61; day++)
  for (const person of people)
    for (let hour = 9; hour < 19; hour += 2) {
      const startsAt = wallClockOn(addDays("2026-12-01", day), `${String(hour).padStart(2, "0")}:00`, ZONE);
      busy.push({
        slotId: `${person.id}-${day}-${hour}`,
        staffId: person.id,
        serviceId: "s0",
        kind: "appointment",
        startsAt,
        blockedFrom: startsAt,
        blockedUntil: new Date(startsAt.getTime() + 40 * 60_000),
        capacity: 1,
        taken: 1,
      });
    }
const question: SlotQuestion = { calendar, service: services[0]!, people, busy, policy: { minNoticeMinutes: 60, horizonDays: 60, stepMinutes: 15 }, now };

const month = () => datesWithRoom("2026-12-01", 31, question);
for (let i = 0; i < 20; i++) month();
const times: number[] = [];
for (let i = 0; i < 200; i++) {
  const started = performance.now();
  month();
  times.push(performance.now() - started);
}
times.sort((a, b) => a - b);
const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!.toFixed(2);
console.log(`a month of days with room, 8 people, ${busy.length} taken stretches: p50 ${at(0.5)} ms, p99 ${at(0.99)} ms`);
