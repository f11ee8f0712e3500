import { inputClass } from "@/modules/admin/components/ui";
import { DAYS } from "../schema";
import { DAY_LABELS, SPANS_A_DAY, weekFieldName } from "../week";

/**
 * The usual week as a grid: each day a row with two spans, an opening and a
 * closing time each; an empty day is closed. One component for the hours
 * page (its values given once) and the create-site form (its values held by
 * the form, so nothing typed is lost when the server refuses it). The fields
 * post as "mon.0.opens" (under a prefix: "season.mon.0.opens").
 */
export function WeekGrid({
  label,
  values,
  onChange,
  prefix = "",
  errors,
}: {
  label: string;
  /** The fields' values by name (`gridValues`). */
  values: Record<string, string>;
  /** Given, the fields are the form's to hold; without it, `values` are where they start. */
  onChange?: (name: string, value: string) => void;
  prefix?: string;
  /** Refusals by day and span ("mon.0"), as the service names them. */
  errors?: Record<string, string | undefined>;
}) {
  return (
    <div className="grid gap-2" role="group" aria-label={label}>
      {DAYS.map((day) => {
        const dayErrors = Array.from({ length: SPANS_A_DAY }, (_, i) => errors?.[`${day}.${i}`]).filter(Boolean);
        const errorId = `${prefix}${day}-error`;
        return (
          <fieldset key={day} className="grid grid-cols-1 items-center gap-1 sm:grid-cols-[8rem_1fr] sm:gap-2">
            <legend className="sr-only">{DAY_LABELS[day]}</legend>
            <span aria-hidden="true" className="font-medium">
              {DAY_LABELS[day]}
            </span>
            <div className="grid gap-2">
              {Array.from({ length: SPANS_A_DAY }, (_, i) => (
                <div key={i} className="grid grid-cols-2 gap-2">
                  {(["opens", "closes"] as const).map((end) => {
                    const name = weekFieldName(prefix, day, i, end);
                    const id = `${prefix}${day}-${i}-${end}`;
                    const invalid = Boolean(errors?.[`${day}.${i}`]);
                    return (
                      <div key={end}>
                        <label className="sr-only" htmlFor={id}>
                          {DAY_LABELS[day]} {i ? `second span ${end}` : end}
                        </label>
                        <input
                          id={id}
                          name={name}
                          type="time"
                          {...(onChange
                            ? { value: values[name] ?? "", onChange: (e) => onChange(name, e.target.value) }
                            : { defaultValue: values[name] ?? "" })}
                          className={inputClass}
                          aria-invalid={invalid || undefined}
                          aria-describedby={invalid ? errorId : undefined}
                        />
                      </div>
                    );
                  })}
                </div>
              ))}
              {dayErrors.length > 0 && (
                <p id={errorId} className="text-sm font-medium text-red-700">
                  {dayErrors[0]}
                </p>
              )}
            </div>
          </fieldset>
        );
      })}
    </div>
  );
}
