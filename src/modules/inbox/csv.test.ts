import { describe, expect, it } from "vitest";
import { csvCell, toCsv } from "./csv";

describe("csv", () => {
  it("quotes only what needs it, doubling quotes (RFC 4180)", () => {
    expect(csvCell("plain")).toBe("plain");
    expect(csvCell("a,b")).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell("two\nlines")).toBe('"two\nlines"');
    expect(csvCell("cr\r\nlf")).toBe('"cr\r\nlf"');
    expect(csvCell(null)).toBe("");
    expect(csvCell(undefined)).toBe("");
    expect(csvCell(42)).toBe("42");
  });

  it("keeps a visitor's text from running as a formula", () => {
    expect(csvCell('=HYPERLINK("http://evil")')).toBe('"\'=HYPERLINK(""http://evil"")"');
    expect(csvCell("+1 585 555 0100")).toBe("'+1 585 555 0100");
    expect(csvCell("-2+3")).toBe("'-2+3");
    expect(csvCell("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(csvCell("\tcmd")).toBe("'\tcmd");
    expect(csvCell("\rcmd")).toBe('"\'\rcmd"');
    expect(csvCell("a=b")).toBe("a=b");
  });

  it("writes a byte order mark, a header and CRLF rows", () => {
    expect(
      toCsv(
        ["Name", "Note"],
        [
          ["Zoë", "ok"],
          ["Bo", null],
        ],
      ),
    ).toBe("\uFEFFName,Note\r\nZoë,ok\r\nBo,\r\n");
  });
});
