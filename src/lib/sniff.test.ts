import { describe, expect, it } from "vitest";
import { sniffFile } from "./sniff";

const bytes = (...parts: Array<number[] | string>) => new Uint8Array(parts.flatMap((p) => (typeof p === "string" ? [...p].map((c) => c.charCodeAt(0)) : p)));

describe("sniffFile", () => {
  it("knows PDFs, images and Word files by their content", () => {
    expect(sniffFile(bytes("%PDF-1.7\n"))?.contentType).toBe("application/pdf");
    expect(sniffFile(bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]))?.contentType).toBe("image/png");
    expect(sniffFile(bytes([0xff, 0xd8, 0xff, 0xe0]))?.kind).toBe("image");
    expect(sniffFile(bytes("RIFF", [0, 0, 0, 0], "WEBPVP8 "))?.contentType).toBe("image/webp");
    expect(sniffFile(bytes([0x50, 0x4b, 0x03, 0x04], new Array(26).fill(0), "[Content_Types].xml"))?.kind).toBe("document");
  });

  it("refuses anything else, whatever it is called", () => {
    expect(sniffFile(bytes("<html><script>alert(1)</script>"))).toBeNull();
    expect(sniffFile(bytes("MZ", [0x90, 0]))).toBeNull(); // a Windows program
    expect(sniffFile(bytes([0x50, 0x4b, 0x03, 0x04], new Array(26).fill(0), "evil.exe"))).toBeNull(); // a zip that is not a Word file
    expect(sniffFile(new Uint8Array())).toBeNull();
  });
});
