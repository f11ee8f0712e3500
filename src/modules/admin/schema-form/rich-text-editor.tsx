"use client";

import { EditorContent, useEditor, useEditorState } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import { useEffect, useId, useRef, useState } from "react";
import type { RichTextDoc } from "@/lib/rich-text/schema";
import { ImageField } from "@/modules/media/components/image-field";
import { useMediaLibrary } from "@/modules/media/components/library-context";
import { RichImage, type ImageLookup } from "./rich-image";

interface PictureValue {
  asset?: string;
  alt?: string;
  decorative?: boolean;
  focal?: { x: number; y: number };
}

/**
 * TipTap, limited to what the platform renders (lib/rich-text/schema.ts):
 * paragraphs, headings 2-4, lists, quotes, rules, bold, italic, code, links,
 * and pictures from the site's library (./rich-image.ts), chosen, described
 * and captioned in a panel under the toolbar with the same picker as every
 * image field.
 * The document is JSON; the server parses it with the same schema, so
 * anything else is dropped there too.
 */
export function RichTextEditor({
  id,
  label,
  value,
  onChange,
  invalid,
  describedBy,
}: {
  id: string;
  label: string;
  value: RichTextDoc | undefined;
  onChange: (doc: RichTextDoc) => void;
  invalid?: boolean;
  describedBy?: string;
}) {
  const labelId = `${id}-label`;
  const library = useMediaLibrary();
  // The editor's extensions are made once; the lookup reads the library as it is now (uploads add to it).
  const libraryRef = useRef(library);
  useEffect(() => {
    libraryRef.current = library;
  }, [library]);
  const lookup: ImageLookup = (asset) => {
    const image = libraryRef.current?.images.find((candidate) => candidate.id === asset);
    return image && { thumb: image.thumb, alt: image.alt };
  };
  const editor = useEditor({
    immediatelyRender: false,
    extensions: [
      StarterKit.configure({
        codeBlock: false,
        strike: false,
        underline: false,
        heading: { levels: [2, 3, 4] },
        link: { openOnClick: false, autolink: true, HTMLAttributes: { rel: null, target: null } },
      }),
      // eslint-disable-next-line react-hooks/refs -- the editor calls it when it draws a picture, never during React's render
      RichImage.configure({ lookup }),
    ],
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
            image: e.isActive("image"),
          }
        : null,
  });
  const [linking, setLinking] = useState(false);
  const [picturing, setPicturing] = useState(false);
  const [picture, setPicture] = useState<PictureValue | undefined>();
  const [caption, setCaption] = useState("");
  const captionId = useId();
  const openPicture = () => {
    // With a picture selected, the panel edits it; otherwise it inserts a new one where the cursor is.
    const attrs = editor?.isActive("image")
      ? (editor.getAttributes("image") as PictureValue & { caption?: string | null; alt?: string | null; focal?: PictureValue["focal"] | null })
      : null;
    setPicture(
      attrs?.asset ? { asset: attrs.asset, alt: attrs.alt ?? undefined, decorative: attrs.decorative === true, focal: attrs.focal ?? undefined } : undefined,
    );
    setCaption(attrs?.caption ?? "");
    setPicturing((open) => !open);
  };
  const placePicture = () => {
    if (!picture?.asset) return;
    const attrs = {
      asset: picture.asset,
      alt: picture.alt?.trim() || null,
      decorative: picture.decorative === true,
      focal: picture.focal ?? null,
      caption: caption.trim() || null,
    };
    if (editor?.isActive("image")) chain().updateAttributes("image", attrs).run();
    else chain().insertContent({ type: "image", attrs }).run();
    setPicturing(false);
  };
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
          <button
            key={tool.label}
            type="button"
            aria-pressed={Boolean(tool.on)}
            disabled={!editor}
            onClick={tool.run}
            className={`min-h-9 min-w-9 rounded px-2 text-sm font-semibold ${tool.on ? "bg-gray-800 text-white" : "text-gray-900 hover:bg-gray-200"}`}
          >
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
        {library && (
          <button
            type="button"
            aria-pressed={Boolean(active?.image)}
            aria-expanded={picturing}
            disabled={!editor}
            onClick={openPicture}
            className={`min-h-9 rounded px-2 text-sm font-semibold ${active?.image ? "bg-gray-800 text-white" : "text-gray-900 hover:bg-gray-200"}`}
          >
            Picture
          </button>
        )}
      </div>
      {picturing && (
        <div className="border border-b-0 border-gray-500 bg-gray-50 p-2">
          <ImageField
            id={`${id}-picture`}
            label={active?.image ? "The picture selected in the text" : "A picture to put in the text"}
            value={picture}
            onChange={(value) => setPicture(value as PictureValue | undefined)}
            optional={false}
          />
          <label htmlFor={captionId} className="mb-1 block text-sm font-medium">
            Caption (optional): a line under the picture
          </label>
          <input
            id={captionId}
            value={caption}
            maxLength={300}
            onChange={(e) => setCaption(e.target.value)}
            className="mb-2 block min-h-9 w-full rounded border border-gray-500 px-2 text-gray-900"
          />
          <div className="flex flex-wrap gap-2">
            <button
              type="button"
              disabled={!picture?.asset}
              onClick={placePicture}
              className="min-h-9 rounded bg-gray-800 px-3 text-sm font-semibold text-white disabled:opacity-50"
            >
              {active?.image ? "Update the picture" : "Put the picture in the text"}
            </button>
            <button
              type="button"
              onClick={() => setPicturing(false)}
              className="min-h-9 rounded border border-gray-500 bg-white px-3 text-sm font-semibold text-gray-900"
            >
              Cancel
            </button>
          </div>
        </div>
      )}
      {linking && (
        <div className="flex flex-wrap items-end gap-2 border border-b-0 border-gray-500 bg-gray-50 p-2">
          <label htmlFor={linkInputId} className="text-sm font-medium">
            Link address (a page of this site like &quot;contact&quot;, or https://...)
          </label>
          <input
            id={linkInputId}
            value={href}
            onChange={(e) => setHref(e.target.value)}
            className="min-h-9 flex-1 rounded border border-gray-500 px-2 text-gray-900"
          />
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
