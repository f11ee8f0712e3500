import { describe, expect, it } from "vitest";
import { MIN_PASSWORD_LENGTH, passwordProblem } from "./passwords";

describe("new passwords", () => {
  it("refuses short ones, the commonly used ones and ones made of the address", () => {
    expect(passwordProblem("short1!")).toMatch(`${MIN_PASSWORD_LENGTH} characters`);
    for (const common of ["password123", "qwertyuiop", "1234567890", "iloveyou12", "PASSWORD123"])
      expect(passwordProblem(common), common).toMatch(/commonly used/);
    expect(passwordProblem("aaaaaaaaaaaa")).toMatch(/commonly used/);
    expect(passwordProblem("margaret-2026!", "margaret@example.com")).toMatch(/email address/);
  });

  it("accepts a long, uncommon one", () => {
    expect(passwordProblem("harbor-lantern-4821", "owner@example.com")).toBeNull();
  });
});
