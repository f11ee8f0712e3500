"use client";

import { useState } from "react";
import type { RichTextDoc } from "@/lib/rich-text/schema";
import { inputClass, SmallButton } from "../components/ui";
import { ImageField } from "@/modules/media/components/image-field";
import { useMediaLibrary, type PickerImage } from "@/modules/media/components/library-context";
import { AddPhotos, DescribeNewPhotos, titleFromFileName } from "@/modules/media/components/photo-batch";
import { RichTextEditor } from "./rich-text-editor";
import { emptyValue, fieldId, optionLabel, type FieldSpec } from "./spec";

/**
 * Fields drawn from a FieldSpec: text, numbers, choices, switches, rich text,
 * nested groups and lists with add, move and remove. Every control has a
 * label; an error from the server shows beside the field its path names
 * ("blocks.2.props.items.0.title").
 */
export interface FieldsProps {
  spec: FieldSpec;
  value: unknown;
  onChange: (value: unknown) => void;
  path: string;
  label: string;
  /** The line of help under the label (src/blocks/field-words.ts). */
  help?: string | undefined;
  errors: Record<string, string>;
}

export function SchemaFields({ spec, value, onChange, path, label, help, errors }: FieldsProps) {
  const id = fieldId(path);
  const error = errors[path];
  const errorId = `${id}-error`;
  const errorText = error && (
    <p id={errorId} className="mt-1 text-sm font-medium text-red-700">
      {error}
    </p>
  );
  const wrap = (control: React.ReactNode, extra?: string) => {
    const hint = [help, extra].filter(Boolean).join(" ");
    return (
      <div className="mb-4">
        <label htmlFor={id} className="mb-1 block font-medium">
          {label}
          {"optional" in spec && spec.optional && <span className="font-normal text-muted"> (optional)</span>}
        </label>
        {hint && (
          <p id={`${id}-hint`} className="mb-1 text-sm text-muted">
            {hint}
          </p>
        )}
        {control}
        {errorText}
      </div>
    );
  };
  const hintId = `${id}-hint`;
  const described =
    [(help || (spec.kind === "number" && spec.cents) || (spec.kind === "text" && spec.format) || spec.kind === "json") && hintId, error && errorId]
      .filter(Boolean)
      .join(" ") || undefined;

  switch (spec.kind) {
    case "text": {
      const common = {
        id,
        value: typeof value === "string" ? value : "",
        onChange: (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => onChange(e.target.value),
        "aria-invalid": error ? true : undefined,
        "aria-describedby": described,
        maxLength: spec.maxLength,
        className: inputClass,
      };
      if (spec.format === "date-time") return wrap(<input type="datetime-local" {...common} />, "In the site's time zone (Eastern).");
      // A link's field offers the site's pages (a <datalist id="site-addresses"> the editor's page renders).
      return wrap(
        spec.multiline ? (
          <textarea rows={4} {...common} />
        ) : (
          <input type="text" {...common} {...(/(^|\.)href$/.test(path) && { list: "site-addresses", autoCapitalize: "none", spellCheck: false })} />
        ),
      );
    }
    case "number":
      return wrap(
        <NumberInput id={id} spec={spec} value={value} onChange={onChange} invalid={Boolean(error)} describedBy={described} />,
        spec.cents ? "In dollars, like 25 or 12.50." : undefined,
      );
    case "boolean":
      return (
        <div className="mb-4">
          <label htmlFor={id} className="flex min-h-11 items-center gap-3 font-medium">
            <input
              id={id}
              type="checkbox"
              checked={value === true}
              onChange={(e) => onChange(e.target.checked)}
              className="h-5 w-5"
              aria-describedby={described}
            />
            {label}
          </label>
          {help && (
            <p id={hintId} className="ml-8 text-sm text-muted">
              {help}
            </p>
          )}
          {errorText}
        </div>
      );
    case "choice":
      return wrap(
        <select
          id={id}
          value={value === undefined ? "" : String(value)}
          onChange={(e) => onChange(e.target.value === "" ? undefined : spec.options.find((o) => String(o) === e.target.value))}
          className={inputClass}
          aria-invalid={error ? true : undefined}
          aria-describedby={described}
        >
          {spec.optional && <option value="">(none)</option>}
          {spec.options.map((o) => (
            <option key={String(o)} value={String(o)}>
              {optionLabel(o)}
            </option>
          ))}
        </select>,
      );
    case "richText":
      return (
        <div className="mb-4">
          <RichTextEditor id={id} label={label} value={value as RichTextDoc | undefined} onChange={onChange} invalid={Boolean(error)} describedBy={described} />
          {help && (
            <p id={hintId} className="mt-1 text-sm text-muted">
              {help}
            </p>
          )}
          {errorText}
        </div>
      );
    case "object": {
      const record = (value ?? {}) as Record<string, unknown>;
      if (spec.optional && value === undefined) {
        return (
          <div className="mb-4">
            <button
              type="button"
              className="min-h-11 rounded-md border border-line px-3 text-sm font-semibold hover:bg-surface"
              onClick={() => onChange({ ...(emptyValue({ ...spec, optional: false }) as object) })}
            >
              Add {label.toLowerCase()}
            </button>
            {errorText}
          </div>
        );
      }
      // An item with a photo shows the photo: its drawing (the picture shown without one) is offered only while there is no photo.
      const photo = spec.fields.some((f) => f.key === "image" && f.spec.kind === "image") && Boolean((record.image as { asset?: string } | undefined)?.asset);
      const shown = spec.fields.filter((f) => !(photo && f.key === "illustration"));
      const fields = shown.map((f) => (
        <SchemaFields
          key={f.key}
          spec={f.spec}
          value={record[f.key]}
          onChange={(v) => onChange({ ...record, [f.key]: v })}
          path={path ? `${path}.${f.key}` : f.key}
          label={f.label}
          help={f.help}
          errors={errors}
        />
      ));
      if (!path) return <>{fields}</>;
      return (
        <fieldset className="mb-4 rounded-md border border-line p-2 sm:p-3">
          <legend className="px-1 font-semibold">{label}</legend>
          {help && <p className="mb-2 text-sm text-muted">{help}</p>}
          {fields}
          {spec.optional && (
            <button type="button" className="min-h-11 rounded-md border border-line px-3 text-sm hover:bg-surface" onClick={() => onChange(undefined)}>
              Remove {label.toLowerCase()}
            </button>
          )}
          {errorText}
        </fieldset>
      );
    }
    case "checks": {
      const chosen = Array.isArray(value) ? (value as string[]) : [];
      return (
        <fieldset className="mb-4" aria-describedby={described}>
          <legend className="mb-1 font-medium">{label}</legend>
          {help && (
            <p id={hintId} className="mb-1 text-sm text-muted">
              {help}
            </p>
          )}
          <div className="flex flex-wrap gap-x-5">
            {spec.options.map((option) => (
              <label key={option} className="flex min-h-11 items-center gap-2">
                <input
                  type="checkbox"
                  checked={chosen.includes(option)}
                  // Kept in the set's own order, whichever is ticked first.
                  onChange={(e) => onChange(spec.options.filter((o) => (o === option ? e.target.checked : chosen.includes(o))))}
                  className="h-5 w-5"
                />
                {spec.labels?.[option] ?? optionLabel(option)}
              </label>
            ))}
          </div>
          {errorText}
        </fieldset>
      );
    }
    case "list":
      return <ListFields spec={spec} value={value} onChange={onChange} path={path} label={label} help={help} errors={errors} />;
    case "image":
      return <ImageField id={id} label={label} value={value} onChange={onChange} error={error} optional={spec.optional} />;
    case "json":
      return wrap(<JsonInput id={id} value={value} onChange={onChange} describedBy={described} />, "Advanced: edited as JSON.");
  }
}

function ListFields({ spec, value, onChange, path, label, help, errors }: FieldsProps & { spec: Extract<FieldSpec, { kind: "list" }> }) {
  const items = Array.isArray(value) ? value : [];
  const library = useMediaLibrary();
  // Items with a picture of their own (a gallery's): photos can come in many at once, described afterwards in one list.
  const withPhotos = spec.item.kind === "object" && spec.item.fields.some((f) => f.key === "image" && f.spec.kind === "image");
  // The photos added in one go, by asset: the items showing them are found again wherever they are moved.
  const [added, setAdded] = useState<ReadonlySet<string>>(new Set());
  const addPhotos = (images: PickerImage[]) => {
    const item = spec.item.kind === "object" ? spec.item : null;
    if (!item) return;
    const made = images.map((image) => ({
      ...(emptyValue({ ...item, optional: false }) as Record<string, unknown>),
      ...(item.fields.some((f) => f.key === "title") && { title: titleFromFileName(image.name) }),
      image: { asset: image.id, decorative: false },
    }));
    setAdded((a) => new Set([...a, ...images.map((image) => image.id)]));
    onChange([...items, ...made]);
  };
  const newPhotos = items.flatMap((item, index) => {
    const ref = (item as { image?: { asset?: string; alt?: string; decorative?: boolean } } | undefined)?.image;
    const image = ref?.asset && added.has(ref.asset) ? library?.images.find((i) => i.id === ref.asset) : undefined;
    return image ? [{ index, image, alt: ref?.alt ?? "", decorative: ref?.decorative === true }] : [];
  });
  const move = (from: number, to: number) => {
    const next = [...items];
    const [moved] = next.splice(from, 1);
    next.splice(to, 0, moved);
    onChange(next);
  };
  const full = spec.max !== undefined && items.length >= spec.max;
  const noun = spec.itemLabel.toLowerCase();
  return (
    <fieldset className="mb-4 rounded-md border border-line p-2 sm:p-3">
      <legend className="px-1 font-semibold">{label}</legend>
      {help && <p className="mb-2 text-sm text-muted">{help}</p>}
      {errors[path] && <p className="mb-2 text-sm font-medium text-red-700">{errors[path]}</p>}
      {withPhotos && <AddPhotos id={`${path}-photos`} room={(spec.max ?? 60) - items.length} onAdded={addPhotos} />}
      {withPhotos && (
        <DescribeNewPhotos
          id={`${path}-describe`}
          photos={newPhotos}
          onDescribe={(i, alt) => {
            const index = newPhotos[i]!.index;
            onChange(items.map((old, at) => (at === index ? { ...(old as object), image: { ...(old as { image: object }).image, alt } } : old)));
          }}
        />
      )}
      <ol className="space-y-3">
        {items.map((item, index) => (
          // Items have no identity of their own; their place is their identity while editing.
          <li key={index} className="rounded-md bg-surface p-2 sm:p-3">
            <SchemaFields
              spec={spec.item}
              value={item}
              onChange={(v) => onChange(items.map((old, i) => (i === index ? v : old)))}
              path={`${path}.${index}`}
              label={`${spec.itemLabel} ${index + 1}`}
              errors={errors}
            />
            <div className="flex flex-wrap gap-2">
              <SmallButton disabled={index === 0} onClick={() => move(index, index - 1)} label={`Move up: ${noun} ${index + 1}`}>
                Move up
              </SmallButton>
              <SmallButton disabled={index === items.length - 1} onClick={() => move(index, index + 1)} label={`Move down: ${noun} ${index + 1}`}>
                Move down
              </SmallButton>
              <SmallButton
                disabled={items.length <= spec.min}
                onClick={() => onChange(items.filter((_, i) => i !== index))}
                label={`Remove ${noun} ${index + 1}`}
              >
                Remove
              </SmallButton>
            </div>
          </li>
        ))}
      </ol>
      <div className="mt-3">
        <SmallButton
          disabled={full}
          onClick={() => onChange([...items, emptyValue(spec.item.kind === "object" ? { ...spec.item, optional: false } : spec.item)])}
          label={`Add ${noun}`}
        >
          Add {noun}
        </SmallButton>
      </div>
    </fieldset>
  );
}

function NumberInput({
  id,
  spec,
  value,
  onChange,
  invalid,
  describedBy,
}: {
  id: string;
  spec: Extract<FieldSpec, { kind: "number" }>;
  value: unknown;
  onChange: (v: unknown) => void;
  invalid: boolean;
  describedBy: string | undefined;
}) {
  const shown = typeof value === "number" ? String(spec.cents ? value / 100 : value) : "";
  const [text, setText] = useState(shown);
  return (
    <input
      id={id}
      type="text"
      inputMode="decimal"
      value={text}
      aria-invalid={invalid || undefined}
      aria-describedby={describedBy}
      className={inputClass}
      onChange={(e) => {
        setText(e.target.value);
        const raw = e.target.value.trim().replace(/[$,]/g, "");
        if (raw === "") return onChange(undefined);
        const n = Number(raw);
        // Not a number stays as typed, for the server to name.
        onChange(Number.isFinite(n) ? (spec.cents ? Math.round(n * 100) : n) : e.target.value);
      }}
    />
  );
}

function JsonInput({ id, value, onChange, describedBy }: { id: string; value: unknown; onChange: (v: unknown) => void; describedBy: string | undefined }) {
  const [text, setText] = useState(value === undefined ? "" : JSON.stringify(value, null, 2));
  const [bad, setBad] = useState(false);
  return (
    <>
      <textarea
        id={id}
        rows={6}
        value={text}
        aria-invalid={bad || undefined}
        aria-describedby={describedBy}
        className={`${inputClass} font-mono text-sm`}
        onChange={(e) => {
          setText(e.target.value);
          try {
            onChange(e.target.value.trim() ? JSON.parse(e.target.value) : undefined);
            setBad(false);
          } catch {
            setBad(true);
          }
        }}
      />
      {bad && <p className="mt-1 text-sm font-medium text-red-700">This is not valid JSON yet; the last valid value is kept.</p>}
    </>
  );
}
