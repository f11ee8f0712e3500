import type { FormField } from "@/modules/forms/schema";
import { fieldParts } from "@/modules/forms/components/field-parts";
import { PostingForm } from "@/modules/routing/components/posting-form";
import { RESERVE_PROBLEM } from "../reservation-kept";

interface Props {
  id: string;
  siteSlug: string;
  pagePath: string;
  date: string;
  party: number;
  fields: FormField[];
  /** A post sent back: its problem, its fields' errors and what was typed (../reservation-kept.ts). */
  kept: { message?: string; errors: Record<string, string>; values: Record<string, string> };
}

/** Browsers' autofill names by field name. */
const AUTOCOMPLETE: Record<string, string> = { name: "name", email: "email", phone: "tel" };

/**
 * Who is coming and when: a plain form posted to the reservations route
 * (app/api/sites/[site]/reservations), which answers with the result or this
 * form again, its problems above it and beside their fields, what was typed
 * in place. The day and party the page shows go with it.
 */
export function ReservationFields({ id, siteSlug, pagePath, date, party, fields, kept }: Props) {
  const { message, errors, values } = kept;
  return (
    <PostingForm action={`/api/sites/${siteSlug}/reservations`} noValidate className="space-y-6">
      {message && (
        <div id={RESERVE_PROBLEM} tabIndex={-1} role="alert" aria-labelledby={`${id}-summary`} className="rounded-site border-2 border-error bg-surface p-5">
          <h3 id={`${id}-summary`} className="font-heading text-lg font-bold">
            {message}
          </h3>
          {fields.some((f) => errors[f.name] && errors[f.name] !== message) && (
            <ul className="mt-2 list-disc pl-5">
              {fields
                .filter((f) => errors[f.name] && errors[f.name] !== message)
                .map((f) => (
                  <li key={f.name}>
                    <a href={`#${id}-${f.name}`} className="text-primary underline underline-offset-2">
                      {f.label}: {errors[f.name]}
                    </a>
                  </li>
                ))}
            </ul>
          )}
        </div>
      )}
      <input type="hidden" name="page" value={pagePath} />
      <input type="hidden" name="date" value={date} />
      <input type="hidden" name="party" value={party} />
      <div className="grid gap-6 sm:grid-cols-2">
        {fields.map((field) => (
          <Field key={field.name} id={id} field={field} error={errors[field.name]} value={values[field.name] ?? ""} />
        ))}
      </div>
      <button type="submit" className="min-h-11 rounded-site bg-primary px-6 py-2.5 font-semibold text-on-primary">
        Reserve the table
      </button>
    </PostingForm>
  );
}

function Field({ id, field, error, value }: { id: string; field: FormField; error: string | undefined; value: string }) {
  const inputId = `${id}-${field.name}`;
  const { describedBy, label, help, errorLine } = fieldParts(inputId, field, error);
  if (field.type === "radio")
    return (
      <fieldset className="sm:col-span-2" aria-describedby={describedBy} id={inputId} tabIndex={-1}>
        <legend className="font-semibold">{label}</legend>
        {help}
        <div className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
          {field.options!.map((option) => (
            <label key={option} className="flex min-h-11 items-center gap-3">
              <input type="radio" name={field.name} value={option} defaultChecked={value === option} className="h-5 w-5 accent-[var(--site-primary)]" />
              {option}
            </label>
          ))}
        </div>
        {errorLine}
      </fieldset>
    );
  const common = {
    id: inputId,
    name: field.name,
    defaultValue: value,
    required: field.required,
    "aria-describedby": describedBy,
    "aria-invalid": error ? true : undefined,
    className: `w-full rounded-site border bg-page px-3 py-2 text-ink ${error ? "border-2 border-primary" : "border-muted"}`,
  };
  return (
    <div className={field.width === "full" || field.type === "textarea" ? "sm:col-span-2" : ""}>
      <label htmlFor={inputId} className="block font-semibold">
        {label}
      </label>
      {help}
      <div className="mt-1">
        {field.type === "textarea" ? (
          <textarea rows={4} maxLength={field.maxLength ?? 5000} {...common} />
        ) : (
          <input type={field.type === "phone" ? "tel" : field.type} maxLength={field.maxLength ?? 300} autoComplete={AUTOCOMPLETE[field.name]} {...common} />
        )}
      </div>
      {errorLine}
    </div>
  );
}
