import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { sniffImage, variantWidths } from "./images";

describe("variant widths", () => {
  it("makes the standard widths below the image, and its own width up to the largest, never more", () => {
    expect(variantWidths(4000)).toEqual([320, 640, 1024, 1600]);
    expect(variantWidths(1600)).toEqual([320, 640, 1024, 1600]);
    expect(variantWidths(1000)).toEqual([320, 640, 1000]);
    expect(variantWidths(640)).toEqual([320, 640]);
    expect(variantWidths(200)).toEqual([200]);
  });
});

describe("sniffing images", () => {
  const make = (format: "png" | "jpeg" | "webp" | "avif" | "gif") =>
    sharp({ create: { width: 8, height: 8, channels: 3, background: "#369" } })
      .toFormat(format)
      .toBuffer();

  it("knows the five formats by their bytes", async () => {
    for (const format of ["png", "jpeg", "webp", "avif", "gif"] as const) expect(sniffImage(await make(format))).toBe(format);
  });

  it("refuses text, PDFs and HEIC whatever they are called", () => {
    expect(sniffImage(new TextEncoder().encode("hello, I am a .png"))).toBeNull();
    expect(sniffImage(new TextEncoder().encode("%PDF-1.4\n"))).toBeNull();
    const heic = new Uint8Array([0, 0, 0, 24, ...new TextEncoder().encode("ftypheic"), 0, 0, 0, 0, ...new TextEncoder().encode("mif1heic")]);
    expect(sniffImage(heic)).toBeNull();
  });
});
