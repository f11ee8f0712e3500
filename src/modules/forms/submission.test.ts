import { describe, expect, it } from "vitest";
import { fieldSchema, type FormFieldInput } from "./schema";
import { correctionMessage, fieldErrors, submissionSchema, type SubmittedValues } from "./submission";

const fields = (
  [
    { name: "name", label: "Name", type: "text", required: true },
    { name: "email", label: "Email:", type: "email", required: true },
    { name: "phone", label: "Phone", type: "phone" },
    { name: "when", label: "Preferred date", type: "date" },
    { name: "topic", label: "Topic", type: "select", options: ["Billing", "Repairs"], required: true },
    { name: "size", label: "Size", type: "radio", options: ["Small", "Large"] },
    { name: "days", label: "Days", type: "checkbox", options: ["Mon", "Tue"], required: true },
    { name: "extras", label: "Extras", type: "checkbox", options: ["Gift wrap"] },
    { name: "note", label: "Note", type: "textarea", maxLength: 10 },
    { name: "consent", label: "I agree", type: "consent", required: true },
    { name: "upload", label: "Upload", type: "file", accept: ["pdf"] },
  ] satisfies FormFieldInput[]
).map((f) => fieldSchema.parse(f));

const check = (values: SubmittedValues) => {
  const result = submissionSchema(fields).safeParse(values);
  return result.success ? { ok: true as const, data: result.data } : { ok: false as const, errors: fieldErrors(result.error) };
};

const valid: SubmittedValues = { name: " Ada ", email: "ada@example.org", topic: "Billing", days: ["Mon"], consent: "yes" };

describe("a visitor's submission, checked against the form's fields", () => {
  it("passes with the required fields, trimmed, and drops optional fields left blank", () => {
    const result = check({ ...valid, phone: "  ", when: "", note: "" });
    expect(result).toEqual({ ok: true, data: { name: "Ada", email: "ada@example.org", topic: "Billing", days: ["Mon"], consent: "yes" } });
  });

  it("keeps optional fields that are filled in", () => {
    const result = check({ ...valid, phone: "(585) 555-0100", when: "2026-12-01", size: "Large", extras: ["Gift wrap"], note: "Ring twice" });
    expect(result.ok && result.data).toMatchObject({ phone: "(585) 555-0100", when: "2026-12-01", size: "Large", extras: ["Gift wrap"], note: "Ring twice" });
  });

  it("says what is wrong with each field, in the visitor's terms", () => {
    const result = check({
      name: "   ",
      email: "ada at example",
      phone: "call me",
      when: "01/12/2026",
      topic: "Other",
      size: "Medium",
      days: [],
      note: "x".repeat(11),
    });
    expect(result).toEqual({
      ok: false,
      errors: {
        name: "Please fill in name",
        email: "Enter an email address like name@example.com",
        phone: "Enter a phone number like (585) 555-0100",
        when: "Enter a date as YYYY-MM-DD",
        topic: "Choose one of the options for topic",
        size: "Choose one of the options for size",
        days: "Choose at least one option for days",
        note: "Keep note under 10 characters",
        consent: "Please tick the box to agree",
      },
    });
  });

  it("refuses an email address too long to be one, a box that is not an option, and a consent that is not a yes", () => {
    const result = check({ ...valid, email: `${"a".repeat(250)}@example.org`, extras: ["Gift wrap", "Engraving"], consent: "no" });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.email).toBe("That email address is too long");
    expect(result.errors.extras).toBeTruthy();
    expect(result.errors.consent).toBe("Please tick the box to agree");
  });

  it("leaves files to be checked apart", () => {
    expect(check({ ...valid, upload: "not a file" })).toMatchObject({ ok: true });
  });

  it("counts the fields to correct for the summary", () => {
    expect(correctionMessage(1)).toBe("Please correct the field marked below.");
    expect(correctionMessage(3)).toBe("Please correct the 3 fields marked below.");
  });

  it("asks a question label to be answered, not filled in", () => {
    const asked = [
      { name: "about", label: "What is it about?", type: "text", required: true },
      { name: "kind", label: "What are you paying?", type: "select", options: ["Tax"], required: true },
    ] satisfies FormFieldInput[];
    const result = submissionSchema(asked.map((f) => fieldSchema.parse(f))).safeParse({ about: "", kind: "Other" });
    expect(result.success ? {} : fieldErrors(result.error)).toEqual({ about: "Please answer this question", kind: "Choose one of the options" });
  });
});
