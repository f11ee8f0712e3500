import { describe, expect, it } from "vitest";
import { shownUndescribed, UNDESCRIBED } from "./image-ref";

const asset = "0b7e3a52-8d0c-4c3a-9f5e-2f6a1d9c4b11";

describe("shownUndescribed", () => {
  it("gives a picture with no words of its own a stand-in, wherever it is in the blocks", () => {
    const blocks = [{ type: "gallery", props: { items: [{ title: "Porch", image: { asset } }] } }];
    expect(shownUndescribed(blocks)).toEqual([{ type: "gallery", props: { items: [{ title: "Porch", image: { asset, alt: UNDESCRIBED } }] } }]);
  });

  it("leaves a described picture, a decorative one and anything that is not a picture as they are", () => {
    const blocks = [{ image: { asset, alt: "The porch at dusk" } }, { image: { asset, decorative: true } }, { asset: "not-an-id", title: "x" }];
    expect(shownUndescribed(blocks)).toEqual(blocks);
  });
});
