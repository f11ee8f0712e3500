import { Lexer, type Token, type Tokens } from "marked";
import type { RichTextDoc, RichTextMark, RichTextNode } from "./schema";

/**
 * Converts a small Markdown subset (headings, paragraphs, lists, quotes,
 * emphasis, links) to the stored rich-text JSON. Used to author demo content
 * and templates readably; anything outside the subset becomes plain text.
 */
export function markdownToRichText(markdown: string): RichTextDoc {
  const tokens = new Lexer().lex(dedent(markdown));
  return { type: "doc", content: blockNodes(tokens) };
}

/** Template tag form: md`...` */
export function md(strings: TemplateStringsArray, ...values: unknown[]): RichTextDoc {
  return markdownToRichText(String.raw({ raw: strings }, ...values));
}

function dedent(text: string): string {
  const lines = text.replace(/^\n/, "").split("\n");
  const indents = lines.filter((l) => l.trim()).map((l) => l.match(/^ */)![0].length);
  const min = indents.length ? Math.min(...indents) : 0;
  return lines
    .map((l) => l.slice(min))
    .join("\n")
    .trim();
}

function blockNodes(tokens: Token[]): RichTextNode[] {
  const out: RichTextNode[] = [];
  for (const token of tokens) {
    switch (token.type) {
      case "heading": {
        const t = token as Tokens.Heading;
        const level = Math.min(4, Math.max(2, t.depth)) as 2 | 3 | 4;
        out.push({ type: "heading", attrs: { level }, content: inlineNodes(t.tokens) });
        break;
      }
      case "paragraph":
        out.push({ type: "paragraph", content: inlineNodes((token as Tokens.Paragraph).tokens) });
        break;
      case "list": {
        const t = token as Tokens.List;
        out.push({
          type: t.ordered ? "orderedList" : "bulletList",
          content: t.items.map((item) => ({ type: "listItem", content: listItemNodes(item) })),
        });
        break;
      }
      case "blockquote":
        out.push({ type: "blockquote", content: blockNodes((token as Tokens.Blockquote).tokens) });
        break;
      case "hr":
        out.push({ type: "horizontalRule" });
        break;
      case "space":
        break;
      default:
        if ("text" in token && typeof token.text === "string" && token.text.trim()) {
          out.push({ type: "paragraph", content: [{ type: "text", text: token.text }] });
        }
    }
  }
  return out;
}

function listItemNodes(item: Tokens.ListItem): RichTextNode[] {
  // Tight list items hold "text" tokens with inline children; loose ones hold paragraphs.
  const nodes: RichTextNode[] = [];
  for (const token of item.tokens) {
    if (token.type === "text") {
      const t = token as Tokens.Text;
      nodes.push({ type: "paragraph", content: inlineNodes(t.tokens ?? [{ type: "text", raw: t.raw, text: t.text } as Tokens.Text]) });
    } else {
      nodes.push(...blockNodes([token]));
    }
  }
  return nodes;
}

function inlineNodes(tokens: Token[] | undefined, marks: RichTextMark[] = []): RichTextNode[] {
  const out: RichTextNode[] = [];
  for (const token of tokens ?? []) {
    switch (token.type) {
      case "strong":
        out.push(...inlineNodes((token as Tokens.Strong).tokens, [...marks, { type: "bold" }]));
        break;
      case "em":
        out.push(...inlineNodes((token as Tokens.Em).tokens, [...marks, { type: "italic" }]));
        break;
      case "codespan":
        out.push(textNode((token as Tokens.Codespan).text, [...marks, { type: "code" }]));
        break;
      case "link": {
        const t = token as Tokens.Link;
        out.push(...inlineNodes(t.tokens, [...marks, { type: "link", attrs: { href: t.href } }]));
        break;
      }
      case "br":
        out.push({ type: "hardBreak" });
        break;
      case "text": {
        const t = token as Tokens.Text;
        if (t.tokens?.length) out.push(...inlineNodes(t.tokens, marks));
        else out.push(textNode(decodeEntities(t.text), marks));
        break;
      }
      case "escape":
        out.push(textNode((token as Tokens.Escape).text, marks));
        break;
      default:
        if ("text" in token && typeof token.text === "string") out.push(textNode(decodeEntities(token.text), marks));
    }
  }
  return mergeAdjacentText(out);
}

function textNode(text: string, marks: RichTextMark[]): RichTextNode {
  return marks.length ? { type: "text", text, marks } : { type: "text", text };
}

function mergeAdjacentText(nodes: RichTextNode[]): RichTextNode[] {
  const out: RichTextNode[] = [];
  for (const node of nodes) {
    const last = out.at(-1);
    if (last?.type === "text" && node.type === "text" && !last.marks && !node.marks) {
      out[out.length - 1] = { type: "text", text: last.text + node.text };
    } else if (node.type !== "text" || node.text.length > 0) {
      out.push(node);
    }
  }
  return out;
}

const ENTITIES: Record<string, string> = { "&amp;": "&", "&lt;": "<", "&gt;": ">", "&quot;": '"', "&#39;": "'" };
function decodeEntities(text: string): string {
  return text.replace(/&(amp|lt|gt|quot|#39);/g, (m) => ENTITIES[m] ?? m);
}
