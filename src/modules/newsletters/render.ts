import type { RichTextDoc, RichTextMark, RichTextNode } from "@/lib/rich-text/schema";

/**
 * A newsletter as mail: HTML a mail client shows (one column, inline styles,
 * no script, no tracking pixel, links as written) and the same words as plain
 * text. Rendered once per send, with UNSUBSCRIBE where each recipient's own
 * link goes (the outbox's worker puts it in).
 */
export const UNSUBSCRIBE = "%%UNSUBSCRIBE%%";
/** Where each recipient's own "why you get this" goes in a send's rendering: the lists of the send they are on (whyLine). */
export const WHY = "%%WHY%%";

/** "town-notices" reads "Town notices" until the owner names the list. */
export const listLabel = (key: string) => key.charAt(0).toUpperCase() + key.slice(1).replace(/[-_]+/g, " ");

/** Why someone gets a mail: the lists (by their names) they subscribed to. */
export function whyLine(siteName: string, lists: string[]): string {
  return `You get this because you subscribed to ${lists.length === 1 ? "the list" : "the lists"} ${lists.join(", ")} of ${siteName}.`;
}

export interface MailFrame {
  siteName: string;
  siteUrl: string;
  /** The site's postal address on one line: every mail carries it. */
  postalAddress: string | null;
  /** Why this person gets the mail (whyLine), or WHY where each recipient's own goes. */
  why: string;
  /** The URL of an image from the site's library, by asset id (null: not found, left out). */
  imageUrl: (asset: string) => string | null;
  /** The site's colour for headings and links (already checked for contrast on white by the theme). */
  accent?: string;
}

export const escapeHtml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
/** Only web and mail links are links in a mail; anything else (javascript:, data:) is its text. */
const safeHref = (href: string) => (/^(https?:|mailto:)/i.test(href.trim()) ? href.trim() : null);

function marked(text: string, marks: RichTextMark[] | undefined, accent: string): string {
  let html = escapeHtml(text);
  for (const mark of marks ?? []) {
    if (mark.type === "bold") html = `<strong>${html}</strong>`;
    else if (mark.type === "italic") html = `<em>${html}</em>`;
    else if (mark.type === "code") html = `<code>${html}</code>`;
    else if (mark.type === "link") {
      const href = safeHref(mark.attrs.href);
      if (href) html = `<a href="${escapeHtml(href)}" style="color:${accent};text-decoration:underline">${html}</a>`;
    }
  }
  return html;
}

function htmlOf(nodes: RichTextNode[] | undefined, frame: MailFrame, accent: string): string {
  return (nodes ?? [])
    .map((node): string => {
      switch (node.type) {
        case "text":
          return marked(node.text, node.marks, accent);
        case "hardBreak":
          return "<br>";
        case "horizontalRule":
          return '<hr style="border:0;border-top:1px solid #d4d4d8;margin:24px 0">';
        case "paragraph":
          return `<p style="margin:0 0 16px">${htmlOf(node.content, frame, accent)}</p>`;
        case "heading": {
          const size = { 2: 22, 3: 19, 4: 17 }[node.attrs.level];
          return `<h${node.attrs.level} style="margin:24px 0 12px;font-size:${size}px;line-height:1.3;color:${accent}">${htmlOf(node.content, frame, accent)}</h${node.attrs.level}>`;
        }
        case "bulletList":
          return `<ul style="margin:0 0 16px;padding-left:24px">${htmlOf(node.content, frame, accent)}</ul>`;
        case "orderedList":
          return `<ol style="margin:0 0 16px;padding-left:24px">${htmlOf(node.content, frame, accent)}</ol>`;
        case "listItem":
          return `<li style="margin:0 0 4px">${htmlOf(node.content, frame, accent).replace(/<p style="margin:0 0 16px">/g, '<p style="margin:0">')}</li>`;
        case "blockquote":
          return `<blockquote style="margin:0 0 16px;padding-left:16px;border-left:4px solid #d4d4d8">${htmlOf(node.content, frame, accent)}</blockquote>`;
        case "image": {
          const src = frame.imageUrl(node.attrs.asset);
          if (!src) return "";
          const alt = node.attrs.decorative ? "" : (node.attrs.alt ?? "");
          const caption = node.attrs.caption
            ? `<figcaption style="font-size:14px;color:#52525b;margin-top:4px">${escapeHtml(node.attrs.caption)}</figcaption>`
            : "";
          return `<figure style="margin:0 0 16px"><img src="${escapeHtml(src)}" alt="${escapeHtml(alt)}" width="560" style="display:block;width:100%;max-width:560px;height:auto;border:0">${caption}</figure>`;
        }
      }
    })
    .join("");
}

function textOf(nodes: RichTextNode[] | undefined, frame: MailFrame, prefix = ""): string {
  const inline = (content: RichTextNode[] | undefined): string =>
    (content ?? [])
      .map((n) => {
        if (n.type === "text") {
          const link = n.marks?.find((m) => m.type === "link");
          const href = link?.type === "link" ? safeHref(link.attrs.href) : null;
          return href && href !== n.text ? `${n.text} (${href})` : n.text;
        }
        return n.type === "hardBreak" ? "\n" : "";
      })
      .join("");
  const blocks: string[] = [];
  for (const node of nodes ?? []) {
    if (node.type === "paragraph") blocks.push(inline(node.content));
    else if (node.type === "heading") blocks.push(inline(node.content).toUpperCase());
    else if (node.type === "horizontalRule") blocks.push("----");
    else if (node.type === "bulletList" || node.type === "orderedList")
      blocks.push(
        node.content
          .map((item, i) => {
            const mark = node.type === "bulletList" ? "- " : `${i + 1}. `;
            const inner = item.type === "listItem" ? textOf(item.content, frame) : "";
            return mark + inner.replace(/\n\n/g, "\n").replace(/\n/g, "\n   ");
          })
          .join("\n"),
      );
    else if (node.type === "blockquote")
      blocks.push(
        textOf(node.content, frame)
          .split("\n")
          .map((l) => `> ${l}`)
          .join("\n"),
      );
    else if (node.type === "image") {
      const words = node.attrs.decorative ? "" : (node.attrs.alt ?? "");
      const caption = node.attrs.caption ?? "";
      if (words || caption) blocks.push(`[Picture: ${[words, caption].filter(Boolean).join(". ")}]`);
    } else if (node.type === "text" || node.type === "hardBreak") blocks.push(inline([node]));
  }
  return blocks.map((b) => prefix + b).join("\n\n");
}

export function footerText(frame: MailFrame): string {
  return [`${frame.siteName}${frame.postalAddress ? `, ${frame.postalAddress}` : ""}`, frame.why, `Unsubscribe: ${UNSUBSCRIBE}`].join("\n");
}

/** The plain-text part: the words, then who sent it, where they are, why, and how to stop. */
export function newsletterText(subject: string, doc: RichTextDoc, frame: MailFrame): string {
  return `${subject}\n\n${textOf(doc.content, frame)}\n\n--\n${footerText(frame)}\n`;
}

/**
 * Dark mode, for the mail clients that honour it (Apple Mail, iOS, Outlook on
 * the Mac): dark grounds, light words, light links. `!important` beats the
 * inline light styles the other clients keep.
 */
export const DARK_MEDIA = "@media (prefers-color-scheme: dark)";
const DARK_STYLE = `<style>${DARK_MEDIA}{body,.ms-ground{background:#18181b!important}.ms-card{background:#27272a!important;color:#f4f4f5!important}.ms-card h1,.ms-card h2,.ms-card h3,.ms-card h4{color:#fafafa!important}.ms-card a{color:#93c5fd!important}.ms-muted,.ms-muted a{color:#d4d4d8!important}}</style>`;

/** The mail as a client in dark mode draws it: for the owner's preview (the dark rules applied whatever the viewer's own setting). */
export const inDarkMode = (html: string) => html.replace(DARK_MEDIA, "@media all");

/** The HTML part: one column at most 600 px wide, readable on a phone and in dark mode (DARK_STYLE). */
export function newsletterHtml(subject: string, doc: RichTextDoc, frame: MailFrame): string {
  const accent = frame.accent ?? "#1d4ed8";
  const address = frame.postalAddress ? `<br>${escapeHtml(frame.postalAddress)}` : "";
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="color-scheme" content="light dark"><meta name="supported-color-schemes" content="light dark"><title>${escapeHtml(subject)}</title>${DARK_STYLE}</head>
<body class="ms-ground" style="margin:0;padding:0;background:#f4f4f5">
<div class="ms-card" style="max-width:600px;margin:0 auto;padding:24px 16px;font-family:-apple-system,Segoe UI,Roboto,Helvetica,Arial,sans-serif;font-size:16px;line-height:1.6;color:#18181b;background:#ffffff">
<p class="ms-muted" style="margin:0 0 16px;font-size:14px;color:#52525b"><a href="${escapeHtml(frame.siteUrl)}" style="color:#52525b">${escapeHtml(frame.siteName)}</a></p>
<h1 style="margin:0 0 20px;font-size:26px;line-height:1.25;color:#18181b">${escapeHtml(subject)}</h1>
${htmlOf(doc.content, frame, accent)}
<hr style="border:0;border-top:1px solid #d4d4d8;margin:32px 0 16px">
<p class="ms-muted" style="margin:0;font-size:13px;line-height:1.5;color:#52525b">${escapeHtml(frame.siteName)}${address}<br>${escapeHtml(frame.why)}<br><a href="${UNSUBSCRIBE}" style="color:#52525b;text-decoration:underline">Unsubscribe</a></p>
</div>
</body></html>
`;
}
