import { describe, expect, it } from "vitest";
import type { FormField } from "@/modules/forms/schema";
import { fileSize, labelledValues, messagePreview } from "./values";

const field = (name: string, type: FormField["type"], label = name): FormField => ({
  name,
  label,
  type,
  required: false,
  maxFiles: 1,
  maxSizeMb: 10,
  width: "full",
});
const form = {
  fields: [
    field("name", "text", "Name"),
    field("email", "email", "Email"),
    field("topic", "select", "Topic"),
    field("message", "textarea", "Message"),
    field("days", "checkbox", "Days"),
    field("ok", "consent", "I agree"),
    field("cv", "file", "CV"),
  ],
};

describe("submitted values", () => {
  it("labels every value in the form's order, and keeps values of fields the form lost", () => {
    expect(labelledValues(form, { email: "a@b.org", message: "Hi", days: ["Mon", "Tue"], ok: "yes", old_field: "kept" })).toEqual([
      { name: "email", label: "Email", text: "a@b.org", long: false },
      { name: "message", label: "Message", text: "Hi", long: true },
      { name: "days", label: "Days", text: "Mon, Tue", long: false },
      { name: "ok", label: "I agree", text: "Agreed", long: false },
      { name: "old_field", label: "old_field", text: "kept", long: false },
    ]);
  });

  it("gives a date its day in words, with the weekday that day falls on", () => {
    const dated = { fields: [field("move_in", "date", "Move-in date")] };
    expect(labelledValues(dated, { move_in: "2027-01-01" })).toEqual([
      { name: "move_in", label: "Move-in date", text: "Friday, January 1, 2027", long: false },
    ]);
    expect(labelledValues(dated, { move_in: "soon" })[0]!.text).toBe("soon");
  });

  it("previews the first long answer, not the sender's details", () => {
    expect(messagePreview(form, { name: "Ada", email: "a@b.org", topic: "Cakes", message: "Do you   make\nrye?" })).toBe("Do you make rye?");
    expect(messagePreview(form, { name: "Ada", email: "a@b.org", topic: "Cakes" })).toBe("Cakes");
    expect(messagePreview(form, { message: "x".repeat(300) }, 10)).toBe(`${"x".repeat(9)}…`);
    expect(messagePreview(form, { name: "Ada", email: "a@b.org" })).toBe("");
  });

  it("gives file sizes in words", () => {
    expect([fileSize(900), fileSize(12_800), fileSize(3 * 1024 * 1024)]).toEqual(["900 bytes", "13 KB", "3.0 MB"]);
  });
});
