import { describe, expect, it } from "vitest";
import { columnsFor } from "./grid";

describe("columnsFor", () => {
  it("never leaves one card alone in the last row at the widest layout", () => {
    for (let count = 2; count <= 12; count++) {
      const cols = columnsFor(count);
      expect(count > cols && count % cols === 1, `${count} cards in ${cols} columns`).toBe(false);
    }
  });
  it("keeps the owner's choice when it strands no card, and overrides it when it would", () => {
    expect(columnsFor(6, 2)).toBe(2);
    expect(columnsFor(4, 3)).toBe(4);
    expect(columnsFor(7, 3)).toBe(4);
  });
});
