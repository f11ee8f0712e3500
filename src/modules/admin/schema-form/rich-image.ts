"use client";

import { Node } from "@tiptap/react";

/** What the editor shows of a library image: its thumbnail and the library's description. */
export type ImageLookup = (asset: string) => { thumb: string; alt: string | null } | undefined;

const data = (name: string, read: (value: string) => unknown = (value) => value || null) => ({
  default: null,
  rendered: false,
  parseHTML: (element: HTMLElement) => {
    const value = element.getAttribute(`data-${name}`);
    return value === null ? null : read(value);
  },
});

/**
 * A picture from the site's library inside rich text: a block-level atom whose
 * attributes are an image field's (lib/rich-text/schema.ts: asset, alt,
 * decorative, focal point) and a caption. In the editor it shows the library's
 * thumbnail; visitors get the site's <picture> (components/rich-text.tsx).
 */
export const RichImage = Node.create<{ lookup: ImageLookup }>({
  name: "image",
  group: "block",
  atom: true,
  draggable: true,
  selectable: true,
  addOptions() {
    return { lookup: () => undefined };
  },
  addAttributes() {
    return {
      asset: data("asset"),
      alt: data("alt"),
      decorative: data("decorative", (value) => value === "true"),
      focal: data("focal", (value) => JSON.parse(value) as unknown),
      caption: data("caption"),
    };
  },
  parseHTML() {
    return [{ tag: "figure[data-asset]" }];
  },
  renderHTML({ node }) {
    const attrs = node.attrs as { asset: string | null; alt: string | null; decorative: boolean | null; focal: unknown; caption: string | null };
    const found = attrs.asset ? this.options.lookup(attrs.asset) : undefined;
    const alt = attrs.decorative ? "" : (attrs.alt ?? found?.alt ?? "");
    return [
      "figure",
      {
        "data-asset": attrs.asset ?? "",
        ...(attrs.alt !== null && { "data-alt": attrs.alt }),
        ...(attrs.decorative !== null && { "data-decorative": String(attrs.decorative) }),
        ...(attrs.focal !== null && { "data-focal": JSON.stringify(attrs.focal) }),
        ...(attrs.caption !== null && { "data-caption": attrs.caption }),
        class: "my-3 rounded-md border border-gray-300 bg-gray-50 p-2",
      },
      found ? ["img", { src: found.thumb, alt, class: "max-h-48 w-auto" }] : ["span", { class: "text-sm text-gray-700" }, "A picture from the library"],
      ["figcaption", { class: "mt-1 text-sm text-gray-700" }, attrs.caption ?? ""],
    ];
  },
});
