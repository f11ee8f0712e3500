import { describe, expect, it } from "vitest";
import { z } from "zod";
import { blockPropSchemas } from "@/blocks/schemas";
import { emptyValue, formToInput, inputToForm, labelOf, optionLabel, specOf, type FieldSpec } from "./spec";

describe("form specs from zod schemas", () => {
  it("draws every block type, and each block's empty value is what its form starts from", () => {
    for (const [type, schema] of Object.entries(blockPropSchemas)) {
      const spec = specOf(schema);
      expect(spec.kind, type).toBe("object");
    }
    const hero = specOf(blockPropSchemas.hero) as Extract<FieldSpec, { kind: "object" }>;
    const field = (key: string) => hero.fields.find((f) => f.key === key)?.spec;
    expect(field("heading")).toMatchObject({ kind: "text", optional: false, maxLength: 160 });
    expect(field("eyebrow")).toMatchObject({ kind: "text", optional: true });
    expect(field("variant")).toMatchObject({ kind: "choice", options: ["split", "centered", "banner", "fullBleed", "collage", "editorial"] });
    expect(field("actions")).toMatchObject({ kind: "list", max: 3, itemLabel: "Button" });
    // An image field is the picker, not its four parts; no image chosen is none, an empty alt is the asset's own.
    expect(field("image")).toEqual({ kind: "image", optional: true });
    expect(formToInput({ kind: "image", optional: true }, { asset: "", decorative: false }, "America/New_York")).toBeUndefined();
    expect(formToInput({ kind: "image", optional: true }, { asset: "a", alt: " ", decorative: false }, "America/New_York")).toEqual({
      asset: "a",
      decorative: false,
    });
  });

  it("knows rich text, literal unions, money and lists of strings", () => {
    const spec = specOf(
      z.object({
        doc: blockPropSchemas.richText.shape.doc,
        columns: z.union([z.literal(2), z.literal(3)]),
        priceCents: z.number().int(),
        features: z.array(z.string().max(200)),
      }),
    ) as Extract<FieldSpec, { kind: "object" }>;
    expect(spec.fields.map((f) => f.spec.kind)).toEqual(["richText", "choice", "number", "list"]);
    expect(spec.fields[2]!.spec).toMatchObject({ cents: true, integer: true });
  });

  it("drops empty optional text so the schema's optionals and defaults apply", () => {
    const schema = z.object({
      heading: z.string().min(1),
      eyebrow: z.string().min(1).optional(),
      items: z.array(z.object({ title: z.string().min(1), note: z.string().min(1).optional() })),
    });
    const spec = specOf(schema);
    const pruned = formToInput(spec, { heading: "", eyebrow: " ", items: [{ title: "A", note: "" }] }, "America/New_York");
    expect(pruned).toEqual({ heading: "", items: [{ title: "A" }] });
    expect(schema.safeParse(pruned).error?.issues[0]?.path).toEqual(["heading"]);
    expect(schema.parse(formToInput(spec, { ...(emptyValue(spec) as object), heading: "Hello" }, "America/New_York"))).toEqual({ heading: "Hello", items: [] });
  });

  it("edits dates as the site's wall-clock time, and nullable fields as empty", () => {
    const schema = z.object({ startsAt: z.coerce.date(), email: z.email().nullable().default(null), salaryMin: z.number().int().nullable() });
    const spec = specOf(schema) as Extract<FieldSpec, { kind: "object" }>;
    expect(spec.fields[0]!.spec).toMatchObject({ kind: "text", format: "date-time" });
    const shown = inputToForm(spec, { startsAt: new Date("2026-07-04T22:30:00Z"), email: null, salaryMin: null }, "America/New_York") as Record<
      string,
      unknown
    >;
    expect(shown.startsAt).toBe("2026-07-04T18:30");
    const input = formToInput(spec, { ...shown, email: "", salaryMin: "" }, "America/New_York");
    expect(input).toEqual({ startsAt: "2026-07-04T22:30:00.000Z", email: null, salaryMin: null });
    expect(schema.parse(input).startsAt.toISOString()).toBe("2026-07-04T22:30:00.000Z");
  });

  it("labels keys for people", () => {
    expect(labelOf("successPath")).toBe("Success path");
    expect(labelOf("amountsCents")).toBe("Amounts");
    expect(["FULL_TIME", "upcoming", "twoColumn", "left-aligned", 3].map(optionLabel)).toEqual(["Full time", "Upcoming", "Two column", "Left aligned", "3"]);
  });
});
