import { describe, expect, it } from "vitest";
import { BLOCK_WORDS, FIELD_WORDS } from "@/blocks/field-words";
import { BLOCK_TYPES, blockPropSchemas } from "@/blocks/schemas";
import { formDefinitionSchema } from "@/modules/forms/schema";
import { settingsSchema, themeSchema } from "@/modules/sites/schema";
import { specOf, type FieldSpec } from "./spec";

/** Every key of a form's spec, with where it was found. */
function keysOf(spec: FieldSpec, where: string, into: Map<string, string>): Map<string, string> {
  if (spec.kind === "object") {
    for (const field of spec.fields) {
      if (!into.has(field.key)) into.set(field.key, where);
      keysOf(field.spec, where, into);
    }
  }
  if (spec.kind === "list") keysOf(spec.item, where, into);
  return into;
}

describe("the words of the admin's forms", () => {
  const keys = new Map<string, string>();
  for (const type of BLOCK_TYPES) keysOf(specOf(blockPropSchemas[type]), `the ${type} block`, keys);
  keysOf(specOf(settingsSchema), "the site's settings", keys);
  keysOf(specOf(themeSchema), "the theme", keys);
  keysOf(specOf(formDefinitionSchema), "a form's definition", keys);

  it("name every field of every block, the settings, the theme and the forms in words, with a line of help", () => {
    const missing = [...keys].filter(([key]) => !Object.hasOwn(FIELD_WORDS, key)).map(([key, where]) => `${key} (${where})`);
    expect(missing).toEqual([]);
    for (const [key, words] of Object.entries(FIELD_WORDS)) {
      expect(words.label, key).toMatch(/^[A-Z]/);
      expect(words.help.length, key).toBeGreaterThan(5);
    }
  });

  it("name every kind of block and say what it is for", () => {
    expect(BLOCK_TYPES.filter((type) => !BLOCK_WORDS[type]?.purpose)).toEqual([]);
  });

  it("label a field with the table's words, not its key", () => {
    const hero = specOf(blockPropSchemas.hero);
    const eyebrow = hero.kind === "object" ? hero.fields.find((f) => f.key === "eyebrow") : undefined;
    expect(eyebrow).toMatchObject({ label: "Small line above the heading", help: FIELD_WORDS.eyebrow!.help });
  });
});
