import { z } from "zod";
import { isUuid } from "../ids";
import { isSafeHref, UNSAFE_HREF_MESSAGE } from "../safe-href";

/**
 * Rich text is stored as TipTap/ProseMirror JSON and rendered on the server
 * (never as stored HTML). This is the subset the platform renders; the editor
 * is configured with the same nodes and marks.
 */
const markSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("bold") }),
  z.object({ type: z.literal("italic") }),
  z.object({ type: z.literal("code") }),
  z.object({
    type: z.literal("link"),
    attrs: z.object({ href: z.string().min(1).max(2000).refine(isSafeHref, UNSAFE_HREF_MESSAGE) }),
  }),
]);

export type RichTextMark = z.infer<typeof markSchema>;

/**
 * A picture from the site's library in the text: an image field (lib/image-ref.ts) with a caption.
 * The editor writes null for what is not set, so every attribute but the asset may be null.
 */
const imageAttrsSchema = z.object({
  asset: z.string().refine(isUuid, "Choose an image from the site's library"),
  alt: z.string().trim().max(250).nullish(),
  decorative: z.boolean().nullish(),
  focal: z.object({ x: z.number().min(0).max(1), y: z.number().min(0).max(1) }).nullish(),
  caption: z.string().trim().max(300).nullish(),
});
export type RichTextImage = z.infer<typeof imageAttrsSchema>;

export type RichTextNode =
  | { type: "text"; text: string; marks?: RichTextMark[] }
  | { type: "hardBreak" }
  | { type: "horizontalRule" }
  | { type: "paragraph"; content?: RichTextNode[] }
  | { type: "heading"; attrs: { level: 2 | 3 | 4 }; content?: RichTextNode[] }
  | { type: "bulletList"; content: RichTextNode[] }
  | { type: "orderedList"; content: RichTextNode[] }
  | { type: "listItem"; content: RichTextNode[] }
  | { type: "blockquote"; content: RichTextNode[] }
  | { type: "image"; attrs: RichTextImage };

const nodeSchema: z.ZodType<RichTextNode> = z.lazy(() =>
  z.discriminatedUnion("type", [
    z.object({ type: z.literal("text"), text: z.string(), marks: z.array(markSchema).optional() }),
    z.object({ type: z.literal("hardBreak") }),
    z.object({ type: z.literal("horizontalRule") }),
    z.object({ type: z.literal("paragraph"), content: z.array(nodeSchema).optional() }),
    z.object({
      type: z.literal("heading"),
      attrs: z.object({ level: z.union([z.literal(2), z.literal(3), z.literal(4)]) }),
      content: z.array(nodeSchema).optional(),
    }),
    z.object({ type: z.literal("bulletList"), content: z.array(nodeSchema) }),
    z.object({ type: z.literal("orderedList"), content: z.array(nodeSchema) }),
    z.object({ type: z.literal("listItem"), content: z.array(nodeSchema) }),
    z.object({ type: z.literal("blockquote"), content: z.array(nodeSchema) }),
    z.object({ type: z.literal("image"), attrs: imageAttrsSchema }),
  ]),
);

export const richTextSchema = z.object({
  type: z.literal("doc"),
  content: z.array(nodeSchema),
});

export type RichTextDoc = z.infer<typeof richTextSchema>;

/** The plain text of a document, for excerpts, search and meta descriptions. */
export function richTextToPlain(doc: RichTextDoc): string {
  const parts: string[] = [];
  const walk = (nodes: RichTextNode[] | undefined) => {
    for (const node of nodes ?? []) {
      if (node.type === "text") parts.push(node.text);
      else if (node.type === "hardBreak") parts.push(" ");
      else if (node.type === "image") parts.push(node.attrs.caption ? ` ${node.attrs.caption} ` : " ");
      else if (node.type !== "horizontalRule") {
        walk(node.content);
        parts.push(" ");
      }
    }
  };
  walk(doc.content);
  return parts.join("").replace(/\s+/g, " ").trim();
}

const escapeHtml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/**
 * A document as bare semantic HTML, for what machines read (a job posting's
 * description in its JSON-LD, which Google wants as HTML): paragraphs,
 * headings, lists, quotes and emphasis; web and mail links; no pictures.
 */
export function richTextToHtml(doc: RichTextDoc): string {
  const inline = (node: Extract<RichTextNode, { type: "text" }>) =>
    (node.marks ?? []).reduce((html, mark) => {
      if (mark.type === "bold") return `<strong>${html}</strong>`;
      if (mark.type === "italic") return `<em>${html}</em>`;
      if (mark.type === "code") return `<code>${html}</code>`;
      return /^(https?:|mailto:)/i.test(mark.attrs.href) ? `<a href="${escapeHtml(mark.attrs.href)}">${html}</a>` : html;
    }, escapeHtml(node.text));
  const walk = (nodes: RichTextNode[] | undefined): string =>
    (nodes ?? [])
      .map((node) => {
        switch (node.type) {
          case "text":
            return inline(node);
          case "hardBreak":
            return "<br>";
          case "horizontalRule":
            return "<hr>";
          case "image":
            return "";
          case "heading":
            return `<h${node.attrs.level}>${walk(node.content)}</h${node.attrs.level}>`;
          default: {
            const tag = { paragraph: "p", bulletList: "ul", orderedList: "ol", listItem: "li", blockquote: "blockquote" }[node.type];
            return `<${tag}>${walk(node.content)}</${tag}>`;
          }
        }
      })
      .join("");
  return walk(doc.content);
}
