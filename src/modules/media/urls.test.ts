import { describe, expect, it } from "vitest";
import { mediaSrcSet, mediaUrl, parseMediaFile } from "./urls";

const id = "0b6f2a64-2f3c-4f0e-9d7a-5b1c2d3e4f50";
const asset = {
  id,
  storedName: "a".repeat(32) + ".jpg",
  variants: { webp: { "320": "w320.webp", "640": "w640.webp", "900": "w900.webp" }, avif: { "320": "a320.avif", "640": "a640.avif", "900": "a900.avif" } },
};

describe("media URLs", () => {
  it("names the original by its extension, and a variant by width and format", () => {
    expect(mediaUrl("bakery", asset)).toBe(`/api/media/bakery/${id}.jpg?v=aaaaaaaa`);
    expect(mediaUrl("bakery", asset, 640, "avif")).toBe(`/api/media/bakery/${id}-640.avif?v=aaaaaaaa`);
  });

  it("changes every address when the image is given a new file (a new stored name)", () => {
    const replaced = { ...asset, storedName: "b".repeat(32) + ".jpg" };
    expect(mediaUrl("bakery", replaced, 640, "avif")).not.toBe(mediaUrl("bakery", asset, 640, "avif"));
    expect(mediaUrl("bakery", replaced)).toBe(`/api/media/bakery/${id}.jpg?v=bbbbbbbb`);
  });

  it("picks the narrowest variant at least as wide as asked, else the widest", () => {
    expect(mediaUrl("bakery", asset, 500)).toBe(`/api/media/bakery/${id}-640.webp?v=aaaaaaaa`);
    expect(mediaUrl("bakery", asset, 2000)).toBe(`/api/media/bakery/${id}-900.webp?v=aaaaaaaa`);
    expect(mediaUrl("bakery", { ...asset, variants: {} }, 500)).toBe(`/api/media/bakery/${id}.jpg?v=aaaaaaaa`);
  });

  it("lists every width in a srcset, narrowest first", () => {
    expect(mediaSrcSet("bakery", asset, "avif")).toBe(
      `/api/media/bakery/${id}-320.avif?v=aaaaaaaa 320w, /api/media/bakery/${id}-640.avif?v=aaaaaaaa 640w, /api/media/bakery/${id}-900.avif?v=aaaaaaaa 900w`,
    );
  });

  it("reads requested file names, and nothing else", () => {
    expect(parseMediaFile(`${id}.png`)).toEqual({ id, original: true, extension: "png" });
    expect(parseMediaFile(`${id}-1024.webp`)).toEqual({ id, original: false, width: "1024", format: "webp" });
    for (const bad of [`${id}-1024.png`, `${id}-0640.webp`, `${id}`, `../${id}.png`, `${id.toUpperCase()}.png`, "x.png", `${id}.png.exe`])
      expect(parseMediaFile(bad)).toBeNull();
  });
});
