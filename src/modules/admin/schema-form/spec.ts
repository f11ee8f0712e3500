import { z } from "zod";
import { fieldWords } from "@/blocks/field-words";
import { fromLocalDateTime, localDateTimeValue } from "@/lib/time";
import { fieldName } from "@/lib/version-changes";

/**
 * The admin's forms are generated from the same zod schemas the server
 * validates with: a schema becomes a FieldSpec tree (through zod's JSON
 * Schema), which the client renders as fields. The server still parses every
 * save with the schema itself; the spec only shapes the form.
 */
export type FieldSpec =
  | { kind: "text"; multiline: boolean; maxLength?: number; pattern?: string; optional: boolean; nullable?: boolean; format?: "date-time" }
  | { kind: "number"; integer: boolean; min?: number; max?: number; optional: boolean; nullable?: boolean; cents: boolean }
  /** initial: what a new one starts as, the schema's default (a new dish can be ordered for pickup). */
  | { kind: "boolean"; initial?: true }
  | { kind: "choice"; options: Array<string | number>; optional: boolean }
  /** Several of a fixed set, as checkboxes: an array of an enum marked `.meta({ checkboxes: true })`, or with each option's words (a dish's dietary labels). */
  | { kind: "checks"; options: string[]; labels?: Record<string, string> }
  | { kind: "richText"; optional: boolean }
  | { kind: "object"; fields: Array<{ key: string; label: string; help?: string; spec: FieldSpec }>; optional: boolean }
  /** optional: the list may be left out (a dish's months: none is all year), so it starts empty whatever its least length. */
  | { kind: "list"; item: FieldSpec; min: number; max?: number; itemLabel: string; optional?: boolean }
  /** An image field (lib/image-ref.ts): chosen from the site's media library with the picker. */
  | { kind: "image"; optional: boolean }
  /** Anything the generator cannot draw (a union of shapes): edited as JSON, still validated on the server. */
  | { kind: "json"; optional: boolean };

type Json = Record<string, unknown> & { $ref?: string };

/** Longer limits than this get a text area. */
const MULTILINE_FROM = 300;

export function specOf(schema: z.ZodType): FieldSpec {
  const root = z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as Json;
  const defs = (root.$defs ?? {}) as Record<string, Json>;
  return walk(root, false, "", defs, 0);
}

function walk(node: Json, optional: boolean, key: string, defs: Record<string, Json>, depth: number): FieldSpec {
  if (node.$ref) node = defs[node.$ref.replace("#/$defs/", "")] ?? {};
  if (depth > 12) return { kind: "json", optional };
  const props = node.properties as Record<string, Json> | undefined;
  if (node.type === "object" && props && (props.type as Json | undefined)?.const === "doc") return { kind: "richText", optional };
  if (node.type === "object" && props?.asset && props.decorative && props.focal) return { kind: "image", optional };
  const alternatives = (node.anyOf ?? node.oneOf) as Json[] | undefined;
  const nonNull = alternatives?.filter((a) => a.type !== "null");
  if (alternatives && nonNull?.length === 1 && alternatives.length === 2) {
    const inner = walk(nonNull[0]!, true, key, defs, depth);
    return inner.kind === "text" || inner.kind === "number" ? { ...inner, nullable: true } : inner;
  }
  if (alternatives) {
    if (alternatives.every((a) => a.const !== undefined)) return { kind: "choice", options: alternatives.map((a) => a.const as string | number), optional };
    return { kind: "json", optional };
  }
  if (Array.isArray(node.enum)) return { kind: "choice", options: node.enum as Array<string | number>, optional };
  switch (node.type) {
    case "string":
      return {
        kind: "text",
        multiline: typeof node.maxLength === "number" && node.maxLength > MULTILINE_FROM,
        ...(typeof node.maxLength === "number" && { maxLength: node.maxLength }),
        ...(typeof node.pattern === "string" && { pattern: node.pattern }),
        ...(node.format === "date-time" && { format: "date-time" as const }),
        optional,
      };
    case "number":
    case "integer":
      return {
        kind: "number",
        integer: node.type === "integer",
        ...(typeof node.minimum === "number" && { min: node.minimum }),
        ...(typeof node.maximum === "number" && { max: node.maximum }),
        optional,
        cents: /cents$/i.test(key),
      };
    case "boolean":
      return node.default === true ? { kind: "boolean", initial: true } : { kind: "boolean" };
    case "array": {
      const options = (node.items as Json | undefined)?.enum;
      if (node.checkboxes && Array.isArray(options))
        return {
          kind: "checks",
          options: options as string[],
          ...(typeof node.checkboxes === "object" && { labels: node.checkboxes as Record<string, string> }),
        };
      const item = walk((node.items ?? {}) as Json, false, singular(key), defs, depth + 1);
      return {
        kind: "list",
        item,
        min: typeof node.minItems === "number" ? node.minItems : 0,
        ...(typeof node.maxItems === "number" && { max: node.maxItems }),
        itemLabel: fieldWords(singular(key))?.label ?? (labelOf(singular(key)) || "Item"),
        ...(optional && { optional }),
      };
    }
    case "object": {
      if (!props) return { kind: "json", optional };
      const required = new Set((node.required as string[] | undefined) ?? []);
      return {
        kind: "object",
        fields: Object.entries(props).map(([name, child]) => ({
          key: name,
          label: fieldWords(name)?.label ?? labelOf(name),
          ...(fieldWords(name) && { help: fieldWords(name)!.help }),
          spec: walk(child, !required.has(name) && child.default === undefined, name, defs, depth + 1),
        })),
        optional,
      };
    }
    default:
      // zod dates have no JSON Schema; a field named like one is edited as a date and time.
      if (node.type === undefined && /(At|Through|Date)$|^date[A-Z]/.test(key)) return { kind: "text", multiline: false, format: "date-time", optional };
      return { kind: "json", optional };
  }
}

/**
 * A drawn form worded for its own records: fields and list items named by key
 * (`{ items: { label: "Dishes", item: "Dish" } }` gives "Dish 3" rather than
 * "Item 3"); `leaf` changes every other field besides (links on one line).
 */
export function reworded(
  spec: FieldSpec,
  words: Record<string, { label?: string; item?: string }>,
  options: { leaf?: (spec: FieldSpec) => FieldSpec; help?: boolean } = {},
): FieldSpec {
  switch (spec.kind) {
    case "list":
      return { ...spec, item: reworded(spec.item, words, options) };
    case "object":
      return {
        ...spec,
        fields: spec.fields.map(({ help, ...field }) => {
          const inner = reworded(field.spec, words, options);
          const named = words[field.key];
          return {
            ...field,
            ...(options.help !== false && help !== undefined && { help }),
            label: named?.label ?? field.label,
            spec: named?.item && inner.kind === "list" ? { ...inner, itemLabel: named.item } : inner,
          };
        }),
      };
    default:
      return options.leaf ? options.leaf(spec) : spec;
  }
}

/** The id of a field's control: the error summary and a page's own links jump to it. */
export function fieldId(path: string): string {
  return `f-${path.replace(/[^a-zA-Z0-9]+/g, "-")}`;
}

/** "amountsCents" -> "Amounts", "successPath" -> "Success path", "faq" -> "Faq". */
export const labelOf = fieldName;

/** A choice as a person reads it: "FULL_TIME" -> "Full time", "twoColumn" -> "Two column", 3 -> "3". */
export function optionLabel(option: string | number): string {
  if (typeof option === "number") return String(option);
  return labelOf(/^[A-Z0-9_]+$/.test(option) ? option.toLowerCase().replace(/_/g, " ") : option.replace(/[-_]/g, " "));
}

function singular(key: string): string {
  if (key.endsWith("ies")) return `${key.slice(0, -3)}y`;
  if (key.endsWith("sCents")) return `${key.slice(0, -6)}Cents`;
  return key.endsWith("s") && !key.endsWith("ss") ? key.slice(0, -1) : key;
}

/** A new, empty value for a spec: what "Add an item" or "Add a block" starts from. */
export function emptyValue(spec: FieldSpec): unknown {
  switch (spec.kind) {
    case "text":
      return "";
    case "number":
      return spec.optional ? undefined : (spec.min ?? 0);
    case "boolean":
      return spec.initial ?? false;
    case "choice":
      return spec.optional ? undefined : spec.options[0];
    case "richText":
      return { type: "doc", content: [{ type: "paragraph" }] };
    case "object":
      return spec.optional ? undefined : Object.fromEntries(spec.fields.map((f) => [f.key, emptyValue(f.spec)]));
    case "list":
      return spec.optional ? [] : Array.from({ length: spec.min }, () => emptyValue(spec.item));
    case "checks":
      return [];
    case "json":
    case "image":
      return undefined;
  }
}

/**
 * What the form holds, made fit for the schema (on the server, before
 * parsing): empty optional text and numbers dropped (an empty "eyebrow" means
 * none) or null where the field is nullable, so zod's defaults and optionals
 * apply; dates typed in the site's zone become instants. Required empty text
 * stays, for zod to name.
 */
export function formToInput(spec: FieldSpec, value: unknown, timeZone: string): unknown {
  if (value === null || value === undefined) return spec.kind !== "object" && "nullable" in spec && spec.nullable ? null : undefined;
  switch (spec.kind) {
    case "text":
    case "number": {
      if (typeof value === "string" && value.trim() === "" && spec.optional) return spec.nullable ? null : undefined;
      if (spec.kind === "text" && spec.format === "date-time" && typeof value === "string") return fromLocalDateTime(value, timeZone)?.toISOString() ?? value;
      return value;
    }
    case "object": {
      if (typeof value !== "object") return value;
      const entries = spec.fields
        .map((f) => [f.key, formToInput(f.spec, (value as Record<string, unknown>)[f.key], timeZone)] as const)
        .filter(([, v]) => v !== undefined);
      return Object.fromEntries(entries);
    }
    case "list":
      if (spec.optional && Array.isArray(value) && value.length === 0) return undefined;
      return Array.isArray(value) ? value.map((item) => formToInput(spec.item, item, timeZone)) : value;
    case "image": {
      // No image chosen is no image; an empty per-use alt means the asset's own.
      const ref = value as { asset?: unknown; alt?: unknown };
      if (typeof value !== "object" || !ref.asset) return undefined;
      return typeof ref.alt === "string" && ref.alt.trim() === "" ? { ...ref, alt: undefined } : value;
    }
    default:
      return value;
  }
}

/** A stored value as the form shows it: instants as the site's wall-clock time for datetime-local fields. */
export function inputToForm(spec: FieldSpec, value: unknown, timeZone: string): unknown {
  if (value === null || value === undefined) return value;
  switch (spec.kind) {
    case "text":
      if (spec.format === "date-time" && (value instanceof Date || typeof value === "string")) {
        const instant = new Date(value);
        return Number.isNaN(instant.getTime()) ? value : localDateTimeValue(instant, timeZone);
      }
      return value;
    case "object":
      return typeof value === "object"
        ? Object.fromEntries(
            Object.entries(value).map(([k, v]) => [
              k,
              inputToForm(spec.fields.find((f) => f.key === k)?.spec ?? { kind: "json", optional: true }, v, timeZone),
            ]),
          )
        : value;
    case "list":
      return Array.isArray(value) ? value.map((item) => inputToForm(spec.item, item, timeZone)) : value;
    default:
      return value;
  }
}

/** A field's path as a person reads it: "blocks.2.props.items.0.title" -> "Blocks 3 › Items 1 › Title". */
export function describePath(path: string): string {
  const parts: string[] = [];
  for (const segment of path.split(".")) {
    if (segment === "props" || segment === "") continue;
    if (/^\d+$/.test(segment) && parts.length) parts[parts.length - 1] += ` ${Number(segment) + 1}`;
    else parts.push(labelOf(segment));
  }
  return parts.join(" › ") || "This form";
}
