"use client";

import { fieldParts } from "./field-parts";
import { useActionState, useEffect, useRef, useState, type ComponentType } from "react";
import { FILE_KIND_LABELS } from "@/lib/sniff";
import type { QuoteConfig } from "@/modules/payments/quote";
import type { ShownField } from "../schema";
import type { SubmittedValues } from "../submission";
import { initialFormState, type FormState } from "../state";
import { postForm } from "./post-form";
import { SubmitButton } from "./submit-button";
import { island } from "@/islands/island";

/** What a checkout form shows of its price (../../payments/components/checkout-form.tsx). */
export type QuoteSummaryProps = { id: string; config: QuoteConfig; values: SubmittedValues };

export interface FormViewProps {
  id: string;
  fields: ShownField[];
  submitLabel: string;
  token: string;
  /** A server action to send to (the admin's, and forms not yet moved to a route). */
  action?: (state: FormState, data: FormData) => Promise<FormState>;
  /** Or the address of the route it posts to: the browser's own post without script, the same post by `fetch` with it (./post-form.ts). */
  postTo?: string;
  /** Hidden fields that tell the route where the form sits (`_page`, `_place`, `_anchor`, ...). */
  hidden?: Record<string, string>;
  /** What the route answered a post without script (its errors, or its thank-you), kept on the server. */
  initialState?: FormState;
  /** A checkout form: its price, shown as the visitor chooses (the server charges its own figure). */
  quote?: QuoteConfig;
  /** What the visitor entered before (back from a declined payment): the form starts with it. */
  initialValues?: SubmittedValues;
}

interface Props extends FormViewProps {
  /** How a checkout shows its price: given by the checkout's form, so that a form without a price loads none of that code. */
  summary?: ComponentType<QuoteSummaryProps>;
}

/**
 * A form built from its definition. Works as a plain POST without JavaScript;
 * with it, each field is checked as the visitor leaves it, with the same
 * schema the server uses (loaded once the visitor reaches a field). Errors sit beside their fields and a summary takes
 * focus; everything typed is kept.
 */
export function FormViewBody({ id, fields, submitLabel, token, action, postTo, hidden, initialState, quote, initialValues, summary: Summary }: Props) {
  const start = initialState ?? (initialValues ? { ...initialFormState, values: initialValues } : initialFormState);
  const [actionState, formAction, actionPending] = useActionState(action ?? keep, start);
  const [posted, setPosted] = useState<FormState | null>(null);
  const [posting, setPosting] = useState(false);
  const state = posted ?? actionState;
  const pending = actionPending || posting;
  const [current, setCurrent] = useState<SubmittedValues>({});
  const [liveErrors, setLiveErrors] = useState<Record<string, string>>({});
  const [touched, setTouched] = useState<Set<string>>(new Set());
  const summary = useRef<HTMLDivElement>(null);
  const errors = { ...state.errors, ...liveErrors };
  const shownErrors = Object.fromEntries(Object.entries(errors).filter(([name]) => state.errors[name] !== undefined || touched.has(name)));

  useEffect(() => {
    if (state.status !== "idle") summary.current?.focus();
  }, [state]);

  const valuesOf = (form: HTMLFormElement) => {
    const data = new FormData(form);
    const values: SubmittedValues = {};
    for (const f of fields) {
      if (f.type === "checkbox") values[f.name] = data.getAll(f.name).map(String);
      else if (f.type !== "file") values[f.name] = String(data.get(f.name) ?? "");
    }
    return values;
  };
  const check = (form: HTMLFormElement, name: string) => {
    const values = valuesOf(form);
    const value = values[name];
    // Tabbing past a field not yet filled in is not a mistake: "Please fill in" waits for the
    // submit, unless the field already showed an error or had something typed in it before.
    if (!touched.has(name) && (Array.isArray(value) ? value.length === 0 : !value?.trim())) return;
    setTouched((t) => new Set(t).add(name));
    loadChecks().then(
      ({ submissionSchema, fieldErrors }) => {
        const result = submissionSchema(fields).safeParse(values);
        const next = result.success ? {} : fieldErrors(result.error);
        setLiveErrors((current) => {
          const copy = { ...current };
          if (next[name]) copy[name] = next[name];
          else delete copy[name];
          return copy;
        });
      },
      // Not loaded (offline a moment): the field is checked when the visitor leaves it again, and by the server.
      () => undefined,
    );
  };

  if (state.status === "success") {
    return (
      <div ref={summary} tabIndex={-1} role="status" className="rounded-site border-l-4 border-primary bg-surface p-6">
        <h3 className="font-heading text-xl font-bold">Thank you</h3>
        <p className="mt-2">{state.message}</p>
        {state.reference && (
          <p className="mt-2">
            Your reference number is <strong>{state.reference}</strong>.
          </p>
        )}
      </div>
    );
  }

  const errorCount = Object.keys(state.errors).length;
  return (
    <form
      id={id}
      {...(postTo ? { method: "post", action: postTo, encType: "multipart/form-data" } : { action: formAction })}
      onSubmit={
        postTo
          ? (e) => {
              e.preventDefault();
              if (posting) return;
              const form = e.currentTarget;
              setPosting(true);
              void postForm(postTo, form, state.token ?? token).then((answer) => {
                if (answer === "leaving") return;
                setPosted({ ...answer, values: { ...valuesOf(form), ...answer.values } });
                setLiveErrors({});
                setPosting(false);
              });
            }
          : undefined
      }
      noValidate
      className="space-y-6"
      onChange={quote ? (e) => setCurrent(valuesOf(e.currentTarget)) : undefined}
      onFocus={() => void loadChecks().catch(() => undefined)}
      onBlur={(e) => {
        const target = e.target as EventTarget;
        if (target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) {
          if (target.name && target.type !== "file" && target.type !== "hidden") check(e.currentTarget, target.name);
        }
      }}
    >
      {state.status === "error" && (
        <div ref={summary} tabIndex={-1} role="alert" aria-labelledby={`${id}-summary`} className="rounded-site border-2 border-error bg-surface p-5">
          <h3 id={`${id}-summary`} className="font-heading text-lg font-bold">
            {state.message}
          </h3>
          {state.link && (
            <p className="mt-2">
              <a href={state.link.href} className="text-primary underline underline-offset-2">
                {state.link.label}
              </a>
            </p>
          )}
          {errorCount > 0 && (
            <ul className="mt-2 list-disc pl-5">
              {fields
                .filter((f) => state.errors[f.name])
                .map((f) => (
                  <li key={f.name}>
                    <a href={`#${id}-${f.name}`} className="text-primary underline underline-offset-2">
                      {/* A consent's label is a whole sentence: the summary names the box, not the sentence. */}
                      {f.type === "consent" ? state.errors[f.name] : `${f.label.replace(/[.:?]+$/, "")}: ${state.errors[f.name]}`}
                    </a>
                  </li>
                ))}
            </ul>
          )}
        </div>
      )}
      <input type="hidden" name="_rendered" value={state.token ?? token} />
      {Object.entries(hidden ?? {}).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {/* A field people never see: robots fill it in, and are kept apart. */}
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label htmlFor={`${id}-website_url`}>Leave this empty</label>
        <input id={`${id}-website_url`} name="website_url" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
      <div className="grid gap-6 sm:grid-cols-2">
        {fields.map((field) => (
          <Field
            key={`${field.name}:${state.status}:${JSON.stringify(state.values[field.name] ?? "")}`}
            id={id}
            field={field}
            error={shownErrors[field.name]}
            value={state.values[field.name]}
          />
        ))}
      </div>
      {quote && Summary && <Summary id={id} config={quote} values={{ ...state.values, ...current }} />}
      <SubmitButton pending={pending} label={submitLabel} />
    </form>
  );
}

/**
 * The checks (zod's schema, ../submission.ts), loaded when the visitor first
 * reaches a field rather than with the page: they are a tenth of a form page's
 * scripts, and a form posts without them (the server checks again). A failed
 * load is tried again at the next field.
 */
let checks: Promise<typeof import("../submission")> | null = null;
function loadChecks() {
  checks ??= import("../submission").catch((error: unknown) => {
    checks = null;
    throw error;
  });
  return checks;
}

/** A form that posts to a route never calls its action: the state stays as it is. */
const keep = async (state: FormState) => state;

/** Browsers' autofill names by field name; an address on one line is its first line ("street-address" is for a multi-line box only). */
const AUTOCOMPLETE: Record<string, string> = { name: "name", email: "email", phone: "tel", address: "address-line1", company: "organization" };

function Field({ id, field, error, value }: { id: string; field: ShownField; error: string | undefined; value: string | string[] | undefined }) {
  const inputId = `${id}-${field.name}`;
  const { describedBy, label, help, errorLine } = fieldParts(inputId, field, error);
  const base = `w-full rounded-site border bg-page px-3 py-2 text-ink ${error ? "border-2 border-primary" : "border-muted"}`;
  const wide = field.width === "full" || ["textarea", "checkbox", "radio", "consent", "file"].includes(field.type);
  const text = typeof value === "string" ? value : "";
  const common = { id: inputId, name: field.name, "aria-describedby": describedBy, "aria-invalid": error ? true : undefined, required: field.required };

  if (field.type === "radio" || field.type === "checkbox") {
    const chosen = Array.isArray(value) ? value : typeof value === "string" ? [value] : [];
    return (
      <fieldset className={wide ? "sm:col-span-2" : ""} aria-describedby={describedBy} id={inputId} tabIndex={-1}>
        <legend className="font-semibold">{label}</legend>
        {help}
        <div className="mt-2 space-y-2">
          {field.options!.map((option) => (
            <label key={option} className="flex items-center gap-3">
              <input
                type={field.type}
                name={field.name}
                value={option}
                defaultChecked={chosen.includes(option)}
                className="h-5 w-5 accent-[var(--site-primary)]"
              />
              {option}
            </label>
          ))}
        </div>
        {errorLine}
      </fieldset>
    );
  }
  if (field.type === "consent") {
    return (
      <div className="sm:col-span-2">
        <label className="flex items-start gap-3">
          <input type="checkbox" value="yes" defaultChecked={value === "yes"} {...common} className="mt-1 h-5 w-5 shrink-0 accent-[var(--site-primary)]" />
          <span>{label}</span>
        </label>
        {help}
        {errorLine}
      </div>
    );
  }
  return (
    <div className={wide ? "sm:col-span-2" : ""}>
      <label htmlFor={inputId} className="block font-semibold">
        {label}
      </label>
      {help}
      <div className="mt-1">
        {field.type === "textarea" ? (
          <textarea rows={6} maxLength={field.maxLength ?? 5000} defaultValue={text} {...common} className={base} />
        ) : field.type === "select" || field.type === "unit" ? (
          <select defaultValue={text} {...common} className={base}>
            <option value="">Choose…</option>
            {field.options!.map((o, i) => (
              <option key={o} value={o}>
                {field.optionLabels?.[i] ?? o}
              </option>
            ))}
          </select>
        ) : field.type === "file" ? (
          <>
            <input
              type="file"
              multiple={field.maxFiles > 1}
              accept={acceptAttribute(field)}
              {...common}
              className={`${base} file:mr-3 file:rounded-site file:border-0 file:bg-primary file:px-3 file:py-1 file:text-on-primary`}
            />
            <p className="mt-1 text-sm text-muted">
              {(field.accept ?? []).map((k) => FILE_KIND_LABELS[k]).join(" or ")}, up to {field.maxSizeMb} MB
              {field.maxFiles > 1 ? `, ${field.maxFiles} files at most` : ""}.
            </p>
          </>
        ) : (
          <input
            type={field.type === "phone" ? "tel" : field.type === "date" ? "date" : field.type}
            maxLength={field.type === "text" ? (field.maxLength ?? 300) : undefined}
            autoComplete={AUTOCOMPLETE[field.name]}
            defaultValue={text}
            {...common}
            className={base}
          />
        )}
      </div>
      {errorLine}
    </div>
  );
}

function acceptAttribute(field: ShownField): string {
  const map = { pdf: ".pdf,application/pdf", image: "image/*,.heic", document: ".doc,.docx" } as const;
  return (field.accept ?? []).map((k) => map[k]).join(",");
}

/** The form as an island: hydrated on its own on a site page (islands/). */
export const FormView = island("form-view", FormViewBody as ComponentType<FormViewProps>);
