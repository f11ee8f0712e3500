import type { ReactNode } from "react";
import Form from "next/form";
import Link from "@/components/link";
import type { BlockComponentProps } from "@/blocks/context";
import { Section } from "@/components/ui";
import { DAY_NAMES, dayInWords, formatCents, formatClock } from "@/lib/format";
import { dateTimeFormat } from "@/lib/intl";
import { siteHref } from "@/lib/links";
import { addDays, dateIn, isCalendarDate, weekdayOf } from "@/lib/time";
import { CheckoutPanel } from "@/modules/payments/components/checkout-panel";
import { choiceOf } from "@/modules/payments/queries";
import { availabilityBetween, getBookables, type SessionAvailability, type StoredBookable } from "../queries";
import { clockOf } from "../schedule";
import { WEEKDAYS } from "../schema";
import { StepFocus } from "./step-focus";
import { InPlaceRegion } from "@/modules/routing/components/in-place-region";
import { zoneOf } from "@/modules/sites/calendar";
import { now as clockNow } from "@/lib/clock";

/**
 * Booking as a front desk takes it, in four steps: a day from a calendar
 * that shows which days have places, a time (each slot a button, with the
 * room left in it), the game and the party size, then the payer's details
 * and payment, which holds the places while the payer pays. Each step is a
 * link or a GET form, so every step works without JavaScript (each choice
 * its own uncached page, the address keeping what was chosen); with it,
 * Next moves between them without reloading the page, and focus follows to
 * the step that opened. The calendar opens on the month of the next day
 * that has places; back from a declined payment, on the payment step with
 * everything chosen before.
 */
export async function BookingBlock({ props, ctx }: BlockComponentProps<"booking">) {
  const all = await getBookables(ctx.site.id);
  // A restaurant's tables are reserved through their own block, never paid for here.
  const games = all.filter((b) => b.kind !== "table");
  const offered = props.bookables.length ? props.bookables.map((k) => games.find((b) => b.key === k)).filter((b) => b !== undefined) : games;
  if (!offered.length) return null;
  const q = await choiceOf(ctx.site.id, ctx.query);
  const zone = zoneOf(ctx.site);
  const today = dateIn(clockNow(), zone);
  const last = addDays(today, Math.max(...offered.map((b) => b.horizonDays)));
  const asked = isCalendarDate(q.date) && q.date >= today && q.date <= last ? q.date : null;
  // Steps 2-4 need the chosen day alone; only the calendar (step 1) reads the whole horizon.
  const askedDay = asked ? await venueDays(ctx.site.id, offered, asked, asked, zone) : null;
  const date = asked && askedDay!.get(asked)?.open ? asked : null;
  const days = date ? askedDay! : await venueDays(ctx.site.id, offered, today, last, zone);

  const slot = date && typeof q.time === "string" ? days.get(date)!.slots.find((s) => s.clock === q.time && s.games.length) : undefined;
  const game = slot?.games.find((g) => g.bookable.key === q.bookable);
  const players =
    game && typeof q.players === "string" && Number(q.players) >= game.bookable.minParty && Number(q.players) <= game.most ? q.players : undefined;
  const step: Step = !date ? "date" : !slot ? "time" : !game || !players ? "game" : "pay";
  // A party larger than the chosen game still takes at that time: said on the step that chose it.
  const tooMany =
    game && !players && typeof q.players === "string"
      ? `${game.bookable.name} has room for ${game.most === 1 ? "1 player" : `up to ${game.most} players`} at this time: choose fewer players or another game.`
      : undefined;

  const anchor = `${ctx.id}-booking`;
  const base = siteHref(ctx.site.slug, ctx.path);
  const href = (choice: Record<string, string | undefined>) => {
    const query = new URLSearchParams(Object.entries(choice).filter((e): e is [string, string] => Boolean(e[1])));
    // A time reads as itself in the address ("time=19:00"): a colon needs no escaping in a query.
    return `${base}?${query.toString().replace(/%3A/g, ":")}#${anchor}`;
  };
  const kept = { bookable: typeof q.bookable === "string" ? q.bookable : undefined };
  const firstOpen = [...days].find(([, d]) => d.open)?.[0];
  const month =
    typeof q.month === "string" && /^\d{4}-\d{2}$/.test(q.month) && q.month >= today.slice(0, 7) && q.month <= last.slice(0, 7)
      ? q.month
      : (date ?? firstOpen ?? today).slice(0, 7);

  return (
    <Section heading={props.heading} headingId={`${ctx.id}-h`} tone="surface">
      {/* The intro sits above the steps on a wide screen and under them on a phone, so the calendar starts in its first screen. */}
      {props.intro && <p className="-mt-6 mb-10 max-w-3xl text-lg text-muted max-sm:hidden">{props.intro}</p>}
      {/* With JavaScript each step (a day, a time, a month, the party) is drawn in place, where the visitor is; without, it loads as a page. */}
      <InPlaceRegion links>
        <div id={anchor} className="mx-auto max-w-3xl scroll-mt-4">
          <StepFocus target={`${ctx.id}-step`} step={step} />
          <Progress
            step={step}
            done={{
              date: date ? { value: longDate(date), change: href({ ...kept, month: date.slice(0, 7) }) } : null,
              time: slot ? { value: formatClock(slot.startsAt, zone), change: href({ ...kept, date: date! }) } : null,
              game:
                step === "pay" && game
                  ? {
                      value: `${game.bookable.name}, ${players} players`,
                      change: href({ date: date!, time: slot!.clock, bookable: game.bookable.key, players }),
                    }
                  : null,
            }}
          />
          <div className="mt-2 rounded-site bg-page p-4 ring-1 ring-line sm:mt-6 sm:p-8">
            {step === "date" && (
              <>
                <StepHeading id={`${ctx.id}-step`} number={1}>
                  Choose a day
                </StepHeading>
                {firstOpen ? (
                  <Calendar
                    month={month}
                    days={days}
                    today={today}
                    last={last}
                    href={(d) => href({ ...kept, date: d })}
                    monthHref={(m) => href({ ...kept, month: m })}
                  />
                ) : (
                  <p className="mt-4">
                    Every session in the next {Math.round((Date.parse(last) - Date.parse(today)) / 86_400_000)} days is booked. Please call us: we keep a
                    waiting list.
                  </p>
                )}
              </>
            )}
            {step === "time" && date && (
              <>
                <StepHeading id={`${ctx.id}-step`} number={2}>
                  Choose a time on {longDate(date)}
                </StepHeading>
                <TimeSlots slots={days.get(date)!.slots} zone={zone} href={(clock) => href({ ...kept, date, time: clock })} />
              </>
            )}
            {step === "game" && date && slot && (
              <>
                <StepHeading id={`${ctx.id}-step`} number={3}>
                  Choose a game and your party
                </StepHeading>
                <p className="mt-1 text-muted">
                  {longDate(date)} at {formatClock(slot.startsAt, zone)}
                </p>
                <GameChoice
                  id={ctx.id}
                  action={`${base}#${anchor}`}
                  date={date}
                  slot={slot}
                  chosen={game?.bookable.key ?? kept.bookable}
                  players={typeof q.players === "string" ? q.players : undefined}
                  problem={tooMany}
                />
              </>
            )}
            {step === "pay" && date && slot && game && (
              <>
                <StepHeading id={`${ctx.id}-step`} number={4}>
                  Your details and payment
                </StepHeading>
                <p className="mt-1 mb-6 text-muted">
                  {game.bookable.name}, {longDate(date)} at {formatClock(slot.startsAt, zone)}:{" "}
                  <span className="amount">{formatCents(game.session.pricePerPersonCents)}</span> per player. Your places are held while you pay.
                </p>
                <CheckoutPanel
                  site={ctx.site}
                  pagePath={ctx.path}
                  block={{ type: "booking", props }}
                  choice={{ bookable: game.bookable.key, date, time: slot.clock, players: players! }}
                  id={ctx.id}
                  query={ctx.query}
                />
              </>
            )}
          </div>
          {props.intro && <p className="mt-6 text-muted sm:hidden">{props.intro}</p>}
        </div>
      </InPlaceRegion>
    </Section>
  );
}

type Step = "date" | "time" | "game" | "pay";

interface GameAtSlot {
  bookable: StoredBookable;
  session: SessionAvailability;
  /** The largest party it can still take at this time. */
  most: number;
}

interface Slot {
  clock: string;
  startsAt: Date;
  /** The games a party can still book online at this time. */
  games: GameAtSlot[];
}

interface VenueDay {
  open: boolean;
  slots: Slot[];
}

/** Each day of the range, with every start time of the venue's games and which of them still take a party. */
async function venueDays(
  siteId: Parameters<typeof getBookables>[0],
  offered: StoredBookable[],
  from: string,
  to: string,
  zone: string,
): Promise<Map<string, VenueDay>> {
  const availability = await availabilityBetween(siteId, offered, from, to);
  const days = new Map<string, VenueDay>();
  for (let date = from; date <= to; date = addDays(date, 1)) {
    const slots = new Map<string, Slot>();
    for (const bookable of offered) {
      for (const session of availability.get(bookable.key)?.get(date) ?? []) {
        const clock = clockOf(session.startsAt, zone);
        const slot = slots.get(clock) ?? { clock, startsAt: session.startsAt, games: [] };
        slots.set(clock, slot);
        const most = Math.min(bookable.maxParty, session.placesLeft);
        if (session.open && most >= bookable.minParty) slot.games.push({ bookable, session, most });
      }
    }
    const sorted = [...slots.values()].sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
    days.set(date, { open: sorted.some((s) => s.games.length > 0), slots: sorted });
  }
  return days;
}

const longDate = (date: string) => dayInWords(date, { year: false });

function StepHeading({ id, number, children }: { id: string; number: number; children: ReactNode }) {
  return (
    <h3 id={id} tabIndex={-1} className="font-heading text-2xl font-bold focus:outline-none">
      <span className="block text-sm font-semibold tracking-wide text-muted uppercase">Step {number} of 4</span>
      {children}
    </h3>
  );
}

const STEPS: Array<{ key: Step; label: string }> = [
  { key: "date", label: "Day" },
  { key: "time", label: "Time" },
  { key: "game", label: "Game and party" },
  { key: "pay", label: "Payment" },
];

/**
 * Where the visitor is: each step done says what was chosen, with a link to change it. On a phone
 * only the steps done are shown (the step's own heading says "Step 1 of 4"), so the calendar and
 * the times start in the first screen.
 */
function Progress({ step, done }: { step: Step; done: Partial<Record<Step, { value: string; change: string } | null>> }) {
  const at = STEPS.findIndex((s) => s.key === step);
  return (
    <ol className="grid grid-cols-2 gap-2 sm:grid-cols-4" aria-label="Booking steps">
      {STEPS.map((s, i) => {
        const chosen = i < at ? done[s.key] : null;
        return (
          <li
            key={s.key}
            aria-current={i === at ? "step" : undefined}
            className={`rounded-site px-3 py-2 text-sm ring-1 ${chosen ? "" : "max-sm:hidden"} ${i === at ? "bg-page font-semibold ring-2 ring-primary" : "ring-line"}`}
          >
            <span className="block">
              {i + 1}. {s.label}
            </span>
            {chosen ? (
              <span className="block font-normal">
                {chosen.value}{" "}
                <Link href={chosen.change} className="underline">
                  Change<span className="sr-only"> the {s.label.toLowerCase()}</span>
                </Link>
              </span>
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}

/** A month as a table of weeks: each day with places a link, the others plain; the months before and after as links within the range. */
function Calendar({
  month,
  days,
  today,
  last,
  href,
  monthHref,
}: {
  month: string;
  days: Map<string, VenueDay>;
  today: string;
  last: string;
  href: (date: string) => string;
  monthHref: (month: string) => string;
}) {
  const first = `${month}-01`;
  const lead = WEEKDAYS.indexOf(weekdayOf(first));
  const length = new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 0)).getUTCDate();
  const cells: Array<string | null> = [...Array<null>(lead).fill(null), ...Array.from({ length }, (_, i) => addDays(first, i))];
  while (cells.length % 7) cells.push(null);
  const weeks = Array.from({ length: cells.length / 7 }, (_, w) => cells.slice(w * 7, w * 7 + 7));
  const monthName = (m: string) => dateTimeFormat("en-US", { month: "long", year: "numeric", timeZone: "UTC" }).format(new Date(`${m}-15T12:00:00Z`));
  const previous = addDays(first, -1).slice(0, 7);
  const next = addDays(first, 31).slice(0, 7);
  return (
    <div className="mt-2">
      <table className="w-full table-fixed border-separate border-spacing-1 text-center">
        <caption className="mb-2 text-left font-heading text-xl font-bold">{monthName(month)}</caption>
        <thead>
          <tr>
            {WEEKDAYS.map((d) => (
              <th key={d} scope="col" abbr={DAY_NAMES[d]} className="text-sm font-semibold text-muted">
                {DAY_NAMES[d].slice(0, 3)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week, w) => (
            <tr key={w}>
              {week.map((date, d) => {
                if (!date) return <td key={d} />;
                const day = Number(date.slice(8));
                const label = longDate(date);
                if (date >= today && date <= last && days.get(date)?.open) {
                  return (
                    <td key={d}>
                      <Link
                        href={href(date)}
                        aria-label={`${label}: places left`}
                        className="flex min-h-11 items-center justify-center rounded-site bg-primary font-bold text-on-primary no-underline hover:opacity-90"
                      >
                        {day}
                      </Link>
                    </td>
                  );
                }
                return (
                  <td key={d} className="text-muted">
                    <span
                      className="flex min-h-11 items-center justify-center"
                      aria-label={`${label}: ${date < today || date > last ? "not bookable online" : "no places left"}`}
                      role="img"
                    >
                      {day}
                    </span>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      {/* Said under the month, so the month itself starts in a phone's first screen. */}
      <p className="mt-2 text-muted">Days with places left are links. Booking online closes an hour before each game.</p>
      <div className="mt-4 flex justify-between gap-4">
        {previous >= today.slice(0, 7) ? (
          <Link href={monthHref(previous)} className="underline">
            ← {monthName(previous)}
          </Link>
        ) : (
          <span />
        )}
        {next <= last.slice(0, 7) && (
          <Link href={monthHref(next)} className="underline">
            {monthName(next)} →
          </Link>
        )}
      </div>
    </div>
  );
}

/** The day's start times, each a button while a game still takes a party then, with the largest party it takes. */
function TimeSlots({ slots, zone, href }: { slots: Slot[]; zone: string; href: (clock: string) => string }) {
  if (!slots.length) return <p className="mt-4">There are no games this day. Please choose another day.</p>;
  return (
    <ul className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3" aria-label="Start times and places left" data-testid="availability">
      {slots.map((slot) => {
        const most = Math.max(0, ...slot.games.map((g) => g.most));
        const time = formatClock(slot.startsAt, zone);
        const games = slot.games.length;
        return (
          <li key={slot.clock}>
            {games ? (
              <Link
                href={href(slot.clock)}
                className="flex min-h-16 flex-col items-center justify-center rounded-site px-3 py-2 text-center no-underline ring-2 ring-primary hover:bg-surface"
              >
                <span className="text-lg font-bold">{time}</span>
                <span className="text-sm">{`${games === 1 ? "1 game" : `${games} games`}, up to ${most} players`}</span>
              </Link>
            ) : (
              <span className="flex min-h-16 flex-col items-center justify-center rounded-site px-3 py-2 text-center text-muted ring-1 ring-line">
                <span className="text-lg font-semibold">{time}</span>
                <span className="text-sm">Full or closed online</span>
              </span>
            )}
          </li>
        );
      })}
    </ul>
  );
}

/** The games still open at the chosen time, each with its price and room, and the party size: a GET form, so it works without scripts. */
function GameChoice({
  id,
  action,
  date,
  slot,
  chosen,
  players,
  problem,
}: {
  id: string;
  action: string;
  date: string;
  slot: Slot;
  chosen: string | undefined;
  players: string | undefined;
  problem?: string;
}) {
  const smallest = Math.min(...slot.games.map((g) => g.bookable.minParty));
  const largest = Math.max(...slot.games.map((g) => g.most));
  const selected = slot.games.some((g) => g.bookable.key === chosen) ? chosen : slot.games[0]!.bookable.key;
  return (
    <Form action={action} scroll={false} className="mt-6">
      <input type="hidden" name="date" value={date} />
      <input type="hidden" name="time" value={slot.clock} />
      <fieldset>
        <legend className="font-semibold">Game</legend>
        <ul className="mt-2 grid gap-3">
          {slot.games.map((g) => (
            <li key={g.bookable.key}>
              <label className="flex cursor-pointer gap-3 rounded-site p-4 ring-1 ring-line has-[:checked]:ring-2 has-[:checked]:ring-primary">
                <input type="radio" name="bookable" value={g.bookable.key} defaultChecked={g.bookable.key === selected} className="mt-1 h-5 w-5 shrink-0" />
                <span>
                  <span className="block text-lg font-bold">{g.bookable.name}</span>
                  <span className="block text-muted">{g.bookable.description}</span>
                  <span className="mt-1 block text-sm">
                    <span className="amount font-semibold">{formatCents(g.session.pricePerPersonCents)}</span> per player ·{" "}
                    {`${g.bookable.minParty} to ${g.bookable.maxParty} players · ${g.bookable.durationMinutes} minutes · ${g.session.placesLeft} of ${g.bookable.capacity} places left`}
                  </span>
                </span>
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
      <label htmlFor={`${id}-players`} className="mt-6 block font-semibold">
        Players
      </label>
      {problem && (
        <p id={`${id}-players-error`} role="alert" className="mt-1 font-semibold text-error">
          {problem}
        </p>
      )}
      <select
        id={`${id}-players`}
        name="players"
        defaultValue={players ?? String(smallest)}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${id}-players-error` : undefined}
        className="mt-1 min-h-11 w-40 rounded-site border border-muted bg-page px-3 py-2"
      >
        {Array.from({ length: largest - smallest + 1 }, (_, i) => String(smallest + i)).map((n) => (
          <option key={n} value={n}>
            {n}
          </option>
        ))}
      </select>
      <div className="mt-6">
        <button type="submit" className="min-h-11 rounded-site bg-primary px-6 py-2 font-semibold text-on-primary">
          Continue
        </button>
      </div>
    </Form>
  );
}
