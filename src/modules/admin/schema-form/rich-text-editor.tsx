"use client";

import { EditorContent, useEditor, useEditorState } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import { useId, useState } from "react";
import type { RichTextDoc } from "@/lib/rich-text/schema";

/**
 * TipTap, limited to what the platform renders (lib/rich-text/schema.ts):
 * paragraphs, headings 2-4, lists, quotes, rules, bold, italic, code, links.
 * The document is JSON; the server parses it with the same schema, so
 * anything else is dropped there too.
 */
export function RichTextEditor({ id, label, value, onChange, invalid, describedBy }: { id: string; label: string; value: RichTextDoc | undefined; onChange: (doc: RichTextDoc) => void; invalid?: boolean; describedBy?: string }) {
  const labelId = `${id}-label`;
  const editor = useEditor({
    immediatelyRender: false,
    extensions: [StarterKit.configure({ codeBlock: false, strike: false, underline: false, heading: { levels: [2, 3, 4] }, link: { openOnClick: false, autolink: true, HTMLAttributes: { rel: null, target: null } } })],
    content: value ?? { type: "doc", content: [{ type: "paragraph" }] },
    editorProps: {
      attributes: {
        id,
        role: "textbox",
        "aria-multiline": "true",
        "aria-labelledby": labelId,
        ...(describedBy && { "aria-describedby": describedBy }),
        ...(invalid && { "aria-invalid": "true" }),
        class: "prose-admin min-h-40 rounded-b-md border border-gray-500 bg-white px-3 py-2 text-gray-900 focus:outline-none",
      },
    },
    onUpdate: ({ editor: e }) => onChange(e.getJSON() as RichTextDoc),
  });
  const active = useEditorState({
    editor,
    selector: ({ editor: e }) =>
      e
        ? {
            bold: e.isActive("bold"),
            italic: e.isActive("italic"),
            h2: e.isActive("heading", { level: 2 }),
            h3: e.isActive("heading", { level: 3 }),
            bullet: e.isActive("bulletList"),
            ordered: e.isActive("orderedList"),
            quote: e.isActive("blockquote"),
            link: e.isActive("link"),
          }
        : null,
  });
  const [linking, setLinking] = useState(false);
  const [href, setHref] = useState("");
  const linkInputId = useId();
  const chain = () => editor!.chain().focus();
  // The buttons' words are their names (shortcuts: Ctrl+B, Ctrl+I, and Markdown-like typing such as "## ").
  const tools: Array<{ label: string; on: boolean | undefined; run: () => void }> = [
    { label: "Bold", on: active?.bold, run: () => chain().toggleBold().run() },
    { label: "Italic", on: active?.italic, run: () => chain().toggleItalic().run() },
    { label: "Heading", on: active?.h2, run: () => chain().toggleHeading({ level: 2 }).run() },
    { label: "Subheading", on: active?.h3, run: () => chain().toggleHeading({ level: 3 }).run() },
    { label: "Bullets", on: active?.bullet, run: () => chain().toggleBulletList().run() },
    { label: "Numbers", on: active?.ordered, run: () => chain().toggleOrderedList().run() },
    { label: "Quote", on: active?.quote, run: () => chain().toggleBlockquote().run() },
  ];
  return (
    <div>
      <p id={labelId} className="mb-1 font-medium">
        {label}
      </p>
      <div role="toolbar" aria-label={`Formatting for ${label}`} className="flex flex-wrap gap-1 rounded-t-md border border-b-0 border-gray-500 bg-gray-50 p-1">
        {tools.map((tool) => (
          <button key={tool.label} type="button" aria-pressed={Boolean(tool.on)} disabled={!editor} onClick={tool.run} className={`min-h-9 min-w-9 rounded px-2 text-sm font-semibold ${tool.on ? "bg-gray-800 text-white" : "text-gray-900 hover:bg-gray-200"}`}>
            {tool.label}
          </button>
        ))}
        <button
          type="button"
          aria-pressed={Boolean(active?.link)}
          aria-expanded={linking}
          disabled={!editor}
          onClick={() => {
            setHref((editor?.getAttributes("link").href as string | undefined) ?? "");
            setLinking((open) => !open);
          }}
          className={`min-h-9 rounded px-2 text-sm font-semibold ${active?.link ? "bg-gray-800 text-white" : "text-gray-900 hover:bg-gray-200"}`}
        >
          Link
        </button>
      </div>
      {linking && (
        <div className="flex flex-wrap items-end gap-2 border border-b-0 border-gray-500 bg-gray-50 p-2">
          <label htmlFor={linkInputId} className="text-sm font-medium">
            Link address (a page of this site like &quot;contact&quot;, or https://...)
          </label>
          <input id={linkInputId} value={href} onChange={(e) => setHref(e.target.value)} className="min-h-9 flex-1 rounded border border-gray-500 px-2 text-gray-900" />
          <button
            type="button"
            className="min-h-9 rounded bg-gray-800 px-3 text-sm font-semibold text-white"
            onClick={() => {
              if (href.trim()) chain().extendMarkRange("link").setLink({ href: href.trim() }).run();
              else chain().extendMarkRange("link").unsetLink().run();
              setLinking(false);
            }}
          >
            {href.trim() ? "Apply link" : "Remove link"}
          </button>
        </div>
      )}
      <EditorContent editor={editor} />
    </div>
  );
}
