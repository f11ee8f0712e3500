import { formatDateTime } from "@/lib/format";
import type { AdminActionState } from "@/modules/admin/action-state";
import { ActionForm } from "@/modules/admin/components/action-form";
import { Button, Field, inputClass } from "@/modules/admin/components/ui";
import type { DeskSession } from "../front-desk";

type Action = (previous: AdminActionState, formData: FormData) => Promise<AdminActionState>;

/** "Move to": the open sessions with room for the party, for the desk's session page and the booking's own page. */
export function MoveBookingForm({
  id,
  action,
  who,
  partySize,
  targets,
  timeZone,
}: {
  id: string;
  action: Action;
  who: string;
  partySize: number;
  targets: DeskSession[];
  /** The site's zone, in which the times are named. */
  timeZone: string;
}) {
  return (
    <ActionForm action={action} label={`Move the booking of ${who}`}>
      <label htmlFor={`move-${id}`} className="sr-only">
        Session to move the booking of {who} to
      </label>
      <select id={`move-${id}`} name="to" defaultValue="" className={inputClass}>
        <option value="">Choose a session…</option>
        {targets
          .filter((o) => o.capacity - o.taken >= partySize)
          .map((o) => (
            <option key={o.startsAt.getTime()} value={o.startsAt.getTime()}>
              {formatDateTime(o.startsAt, timeZone)} ({o.capacity - o.taken} left)
            </option>
          ))}
      </select>
      <Button variant="secondary">Move</Button>
    </ActionForm>
  );
}

/** Who called: the fields of a booking or a table taken by phone. `parties` are the sizes that still fit. */
export function PhoneGuestFields({ parties, partyLabel, noteLabel }: { parties: number[]; partyLabel: string; noteLabel: string }) {
  return (
    <div className="grid w-full gap-x-4 sm:grid-cols-2">
      <Field id="phone-name" label="Guest's name">
        <input id="phone-name" name="name" required autoComplete="off" className={inputClass} />
      </Field>
      <Field id="phone-phone" label="Phone">
        <input id="phone-phone" name="phone" type="tel" required autoComplete="off" className={inputClass} />
      </Field>
      <Field id="phone-email" label="Email" hint="The confirmation goes here.">
        <input id="phone-email" name="email" type="email" required autoComplete="off" aria-describedby="phone-email-hint" className={inputClass} />
      </Field>
      <Field id="phone-party" label={partyLabel}>
        <select id="phone-party" name="partySize" defaultValue={String(parties[0])} className={inputClass}>
          {parties.map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </select>
      </Field>
      <div className="sm:col-span-2">
        <Field id="phone-note" label={noteLabel}>
          <input id="phone-note" name="note" maxLength={300} autoComplete="off" className={inputClass} />
        </Field>
      </div>
    </div>
  );
}
