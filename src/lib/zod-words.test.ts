import { describe, expect, it } from "vitest";
import { z } from "zod";
import { issueSentence } from "./zod-words";

const sentence = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  if (result.success) throw new Error("expected a failure");
  return issueSentence(result.error.issues[0]!);
};

describe("validation messages as sentences", () => {
  it("say what to do about the field, never a pattern or a type", () => {
    expect(sentence(z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/), "Bad Slug")).toBe("Use lowercase letters, numbers and dashes, such as opening-hours.");
    expect(sentence(z.string().min(1), "")).toBe("Fill this in.");
    expect(sentence(z.string().max(5), "too long")).toBe("Use at most 5 characters.");
    expect(sentence(z.array(z.string()).min(1), [])).toBe("Add at least one.");
    expect(sentence(z.email(), "nope")).toBe("Enter an email address, such as name@example.com.");
    expect(sentence(z.object({ a: z.string() }), {})).toBe("Fill this in.");
    expect(sentence(z.enum(["a", "b"]), "c")).toBe("Choose one of the options.");
    expect(sentence(z.number().max(5), 9)).toBe("Use 5 or less.");
  });

  it("keep a message the schema wrote itself", () => {
    expect(sentence(z.string().min(1, "Enter the business's name"), "")).toBe("Enter the business's name");
  });

  it("never show zod's own words, whatever the issue", () => {
    for (const [schema, value] of [
      [z.url(), "x"],
      [z.string().regex(/^\d{3}$/), "x"],
      [z.int(), 1.5],
      [z.boolean(), "x"],
    ] as const) {
      expect(sentence(schema, value)).not.toMatch(/Invalid|expected|pattern|\^|\$/);
    }
  });
});
