/** The kinds of file a form may accept. */
export const FILE_KINDS = ["pdf", "image", "document"] as const;
export type FileKind = (typeof FILE_KINDS)[number];

/**
 * The type of an uploaded file, read from its first bytes, never from its
 * name or the browser's claim. Only the kinds forms accept are recognised.
 */
export interface Sniffed {
  kind: FileKind;
  contentType: string;
  extension: string;
}

const startsWith = (bytes: Uint8Array, signature: number[], offset = 0) => signature.every((b, i) => bytes[offset + i] === b);
const ascii = (bytes: Uint8Array, from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));

export function sniffFile(bytes: Uint8Array): Sniffed | null {
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) return { kind: "pdf", contentType: "application/pdf", extension: "pdf" };
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return { kind: "image", contentType: "image/png", extension: "png" };
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return { kind: "image", contentType: "image/jpeg", extension: "jpg" };
  if (ascii(bytes, 0, 6) === "GIF87a" || ascii(bytes, 0, 6) === "GIF89a") return { kind: "image", contentType: "image/gif", extension: "gif" };
  if (ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 12) === "WEBP") return { kind: "image", contentType: "image/webp", extension: "webp" };
  if (ascii(bytes, 4, 8) === "ftyp" && ["heic", "heix", "mif1", "msf1"].includes(ascii(bytes, 8, 12)))
    return { kind: "image", contentType: "image/heic", extension: "heic" };
  // Word: .docx is a zip whose first entry is [Content_Types].xml or word/; .doc is an OLE compound file.
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) {
    const head = ascii(bytes, 30, Math.min(bytes.length, 200));
    if (head.startsWith("[Content_Types].xml") || head.startsWith("word/") || head.startsWith("_rels/") || head.startsWith("docProps/")) {
      return { kind: "document", contentType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document", extension: "docx" };
    }
    return null;
  }
  if (startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return { kind: "document", contentType: "application/msword", extension: "doc" };
  return null;
}

export const FILE_KIND_LABELS: Record<FileKind, string> = { pdf: "PDF", image: "JPEG, PNG, GIF, WebP or HEIC image", document: "Word document" };

const EXTENSION_OF_TYPE: Record<string, string> = {
  "application/pdf": "pdf",
  "image/png": "png",
  "image/jpeg": "jpg",
  "image/gif": "gif",
  "image/webp": "webp",
  "image/heic": "heic",
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document": "docx",
  "application/msword": "doc",
};

/**
 * The name a stored file downloads under: the visitor's name without its
 * extension, plus the one of the type its content was detected as. A PDF
 * polyglot sent as "x.html" downloads as "x.pdf", never as something a
 * browser or desktop would open as a page or a program.
 */
export function downloadName(originalName: string, contentType: string): string {
  const base =
    originalName
      .replace(/[/\\]/g, "_")
      .replace(/\.[^.]*$/, "")
      .slice(0, 120) || "file";
  return `${base}.${EXTENSION_OF_TYPE[contentType] ?? "bin"}`;
}
