import { describe, expect, it } from "vitest";
import { blend, contrastProblems, type Palette } from "./rendered-contrast";

const palette: Palette = {
  primary: "#a1461a",
  onPrimary: "#ffffff",
  accent: "#e0b050",
  background: "#fffaf3",
  surface: "#f6eee2",
  text: "#2b2118",
  muted: "#5f4b3b",
  border: "#e6dccd",
};
const frame = (body: string) => `<div style="--site-primary:#a1461a;background:#fffaf3;color:#2b2118">${body}</div>`;

describe("contrast of rendered text", () => {
  it("finds words in the main colour, and muted words, on a band of the main colour", () => {
    const html = frame(
      `<section class="bg-primary text-on-primary"><p class="text-sm text-primary">Since 2011</p><h1 class="text-5xl">Bread</h1><p class="text-muted">Baked at dawn</p></section>`,
    );
    expect(contrastProblems(html, palette)).toEqual([
      { text: "Since 2011", colour: "#a1461a", background: "#a1461a", ratio: 1, needed: 4.5 },
      { text: "Baked at dawn", colour: "#5f4b3b", background: "#a1461a", ratio: 1.33, needed: 4.5 },
    ]);
  });

  it("passes the theme's own pairs, and judges large text at 3:1", () => {
    const html = frame(
      `<p class="text-muted">Open daily</p><section class="bg-surface"><a class="bg-primary text-on-primary">Order</a></section><h2 class="text-2xl" style="color:#8a8a8a">Big and grey</h2>`,
    );
    expect(contrastProblems(html, palette)).toEqual([]);
    expect(contrastProblems(frame(`<p style="color:#8a8a8a">Small and grey</p>`), palette)).toHaveLength(1);
  });

  it("composes a see-through colour or an element's opacity over what is under it", () => {
    expect(blend("#000000", "#ffffff", 0.6)).toBe("#666666");
    expect(contrastProblems(frame(`<div class="bg-black/60"><p class="text-white">Over the shade</p></div>`), palette)).toEqual([]);
    expect(contrastProblems(frame(`<p class="opacity-25">Faded</p>`), palette)).toHaveLength(1);
  });

  it("reads words over a full-bleed photograph as over its overlay's lightest, and leaves out what is not drawn as text", () => {
    expect(contrastProblems(frame(`<section data-full-bleed="" class="bg-black text-white"><h1>On the photo</h1></section>`), palette)).toEqual([]);
    expect(contrastProblems(frame(`<section data-full-bleed="" class="bg-black text-muted"><p>Muted on the photo</p></section>`), palette)).toHaveLength(1);
    expect(
      contrastProblems(
        frame(
          `<span class="sr-only text-page">For screen readers</span><script>var a = "<p>";</script><p hidden class="text-page">Hidden</p><img alt="x"/><br>`,
        ),
        palette,
      ),
    ).toEqual([]);
  });
});
