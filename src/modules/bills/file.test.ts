import { describe, expect, it } from "vitest";
import { readBalanceFile, sameHolder } from "./file";

const WATER = { referenceLabel: "Account number", referencePattern: "\\d{8}" };

describe("a file of amounts due", () => {
  it("reads a spreadsheet's CSV: a byte order mark, quoted names with commas, dollars with separators, columns in any order", () => {
    const file = `\uFEFFDue Date,Amount Due,Name,Account Number\r\n2027-01-15,"$1,204.00","Pham, Walter & June",10230418\r\n,84.2,Rosa Delgado,10231725\r\n\r\n`;
    expect(readBalanceFile(file, WATER)).toEqual({
      rows: [
        { reference: "10230418", holder: "Pham, Walter & June", dueCents: 120_400, dueOn: "2027-01-15" },
        { reference: "10231725", holder: "Rosa Delgado", dueCents: 8_420, dueOn: null },
      ],
      problems: [],
    });
  });

  it("loads nothing when any line is wrong, and names each", () => {
    const file = "account,name,amount,due\n10230418,Ann Lee,12.00,2027-02-30\n10230418,Bo Park,5.00,\np104522,Cy,0,\n";
    expect(readBalanceFile(file, WATER)).toEqual({
      rows: [],
      problems: [
        `Line 2: the due date "2027-02-30" is not a date written as 2026-12-31.`,
        `Line 4: the account number "P104522" does not have this bill's format.`,
      ],
    });
    expect(readBalanceFile("account,name,amount\n10230418,Ann,1\n10230418,Bo,2\n", WATER).problems).toEqual(["Line 3: 10230418 is also on line 2."]);
  });

  it("says which columns are missing, and what an empty or broken file is", () => {
    expect(readBalanceFile("acct,who,sum\n1,2,3\n", WATER).problems).toEqual([
      `The first line must name the columns; "account" (or "number") and "name" and "amount" are missing.`,
    ]);
    expect(readBalanceFile("", WATER).problems).toEqual(["The file is empty."]);
    expect(readBalanceFile("account,name,amount\n", WATER).problems).toEqual(["The file has a header line but no bills."]);
    expect(readBalanceFile('account,name,amount\n"10230418,Ann,1\n', WATER).problems[0]).toMatch(/^The file is not a CSV file/);
  });
});

describe("the name on a bill", () => {
  it("matches every word the payer typed, whatever their case, accents and punctuation", () => {
    expect(sameHolder("osei", "Margaret A. Osei")).toBe(true);
    expect(sameHolder("Margaret Osei", "Margaret A. Osei")).toBe(true);
    expect(sameHolder("OBrien-Diaz", "Thomas O'Brien Díaz")).toBe(true);
    expect(sameHolder("obrien díaz", "Thomas O'Brien-Diaz")).toBe(true);
    expect(sameHolder("Lakeview", "Lakeview Diner LLC")).toBe(true);
    expect(sameHolder("Ose", "Margaret A. Osei")).toBe(false);
    expect(sameHolder(" ", "Margaret A. Osei")).toBe(false);
  });
});
