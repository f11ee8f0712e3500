import { formatClock } from "@/lib/format";
import type { AppointmentView } from "../service";
import { whenWords } from "./appointment-block";

/** An appointment in words: when, what, with whom, where, what was paid and its reference (its result, and a paid deposit's). */
export function AppointmentFacts({ view, paid = true }: { view: AppointmentView; paid?: boolean }) {
  return (
    <>
      <p className="font-heading text-lg font-bold sm:text-xl" data-testid="appointment-when">
        {whenWords(view.startsAt, view.timeZone)} to {formatClock(view.endsAt, view.timeZone)}
      </p>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        <dt className="font-semibold">What</dt>
        <dd>
          {view.service} ({view.price})
        </dd>
        <dt className="font-semibold">With</dt>
        <dd data-testid="appointment-person">{view.person}</dd>
        {view.where && (
          <>
            <dt className="font-semibold">Where</dt>
            <dd data-testid="appointment-where">{view.where}</dd>
          </>
        )}
        {paid && view.paid && (
          <>
            <dt className="font-semibold">Paid</dt>
            <dd data-testid="appointment-paid">{view.paid}</dd>
          </>
        )}
        <dt className="font-semibold">Reference</dt>
        <dd data-testid="appointment-reference">{view.reference}</dd>
      </dl>
    </>
  );
}
