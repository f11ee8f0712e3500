"use client";

import { useEffect, useRef, useState, useSyncExternalStore } from "react";
import { buttonClass } from "./ui";

const WIDTHS = { phone: { width: 390, height: 760, label: "Phone" }, desktop: { width: 1280, height: 900, label: "Desktop" } } as const;
export type PreviewWidth = keyof typeof WIDTHS;
type Width = PreviewWidth;

/** How long typing pauses before the preview is drawn again. */
const DEBOUNCE_MS = 400;

/**
 * The real page beside its editor: the form's values as they are now,
 * unsaved, posted to the edge's live preview (edge/live-preview.tsx), which
 * renders them with the public page's components in the site's theme; shown
 * in a sandboxed frame (no scripts) at a phone's or a desktop's width,
 * scaled to the column. Drawn again ~400 ms after typing stops.
 */
export function LivePreview({
  site,
  kind,
  noun = kind,
  values,
  width,
  onWidth,
  lead,
  follow = null,
}: {
  site: string;
  kind: string;
  noun?: string;
  values: unknown;
  width: Width;
  onWidth: (width: Width) => void;
  /** What the frame shows, when it is not the form's unsaved values. */
  lead?: string;
  /** The place of the block being edited: the frame scrolls to it, and back to it each time it is drawn again. */
  follow?: number | null;
}) {
  const [html, setHtml] = useState<string | null>(null);
  const frameRef = useRef<HTMLIFrameElement>(null);
  // The frame's document is the preview's own (same origin, no scripts of its own): the editor scrolls it.
  const scrollToFollowed = () => {
    if (follow === null) return;
    const marker = frameRef.current?.contentDocument?.querySelector(`[data-block="${follow}"]`);
    marker?.firstElementChild?.scrollIntoView({ block: "start" });
  };
  useEffect(scrollToFollowed, [follow]);
  const [problem, setProblem] = useState<string | null>(null);
  const [box, setBox] = useState(0);
  const holder = useRef<HTMLDivElement>(null);
  const body = JSON.stringify({ site, kind, values });

  useEffect(() => {
    const controller = new AbortController();
    const timer = setTimeout(() => {
      fetch("/api/live-preview", { method: "POST", headers: { "content-type": "application/json" }, body, signal: controller.signal })
        .then(async (response) => {
          const text = await response.text();
          if (response.ok) {
            setHtml(text);
            setProblem(null);
          } else setProblem(text.trim() || "The preview could not be drawn.");
        })
        .catch((error: unknown) => {
          if (!controller.signal.aborted)
            setProblem(error instanceof Error ? `The preview could not be drawn: ${error.message}` : "The preview could not be drawn.");
        });
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [body]);

  useEffect(() => {
    const element = holder.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => setBox(entry!.contentRect.width));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const frame = WIDTHS[width];
  const scale = box ? Math.min(1, box / frame.width) : 0;
  return (
    <section aria-labelledby="live-preview-heading" className="rounded-lg border border-line bg-page p-3">
      <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
        <h2 id="live-preview-heading" className="text-lg font-semibold">
          Preview
        </h2>
        <div role="group" aria-label="Preview width" className="flex gap-1">
          {(Object.keys(WIDTHS) as Width[]).map((key) => (
            <button
              key={key}
              type="button"
              aria-pressed={width === key}
              onClick={() => onWidth(key)}
              className={`min-h-10 rounded-md border px-3 text-sm font-medium ${width === key ? "border-primary bg-primary text-on-primary" : "border-gray-500 bg-white text-gray-900 hover:bg-gray-100"}`}
            >
              {WIDTHS[key].label}
            </button>
          ))}
        </div>
      </div>
      <p className="mb-2 text-sm text-muted">{lead ?? `The ${noun} as you are editing it, before it is saved; it follows your typing.`}</p>
      {problem && (
        <p role="status" className="mb-2 text-sm font-medium text-red-800">
          {problem}
        </p>
      )}
      <div
        ref={holder}
        className="w-full overflow-hidden rounded border border-line bg-white"
        style={{ height: scale ? frame.height * scale : frame.height / 3 }}
      >
        {html !== null && scale > 0 && (
          <iframe
            ref={frameRef}
            onLoad={scrollToFollowed}
            title={lead ? `Preview of the ${noun}` : `Live preview of the ${noun}`}
            srcDoc={html}
            sandbox="allow-same-origin allow-popups"
            style={{
              width: frame.width,
              height: frame.height,
              transform: `scale(${scale})`,
              transformOrigin: "0 0",
              border: 0,
              display: "block",
              marginInline: scale === 1 ? "auto" : undefined,
            }}
          />
        )}
      </div>
    </section>
  );
}

/** Tailwind's xl: from here the preview stands beside the form. */
const BESIDE = "(min-width: 80rem)";
/** Under Tailwind's md. */
const PHONE = "(max-width: 47.98rem)";

function useMediaQuery(query: string, onServer: boolean): boolean {
  return useSyncExternalStore(
    (notify) => {
      const list = window.matchMedia(query);
      list.addEventListener("change", notify);
      return () => list.removeEventListener("change", notify);
    },
    () => window.matchMedia(query).matches,
    () => onServer,
  );
}

/** The button that opens the preview where it is not beside the form (under xl). */
export function PreviewButton({ onOpen }: { onOpen: () => void }) {
  return (
    <button type="button" aria-haspopup="dialog" onClick={onOpen} className={`${buttonClass("secondary")} xl:hidden`}>
      Preview
    </button>
  );
}

/**
 * Where the live preview stands: beside the form from xl up, sticky as the
 * form scrolls; narrower, where it would come only after the whole long form,
 * it opens over the editor from the Save bar's "Preview" button, as a modal
 * dialog (the editor behind it inert; Escape or "Back to editing" closes it
 * and the focus goes back to the button).
 */
export function PreviewPane({
  site,
  kind,
  noun,
  values,
  open,
  onClose,
  follow,
}: {
  site: string;
  kind: string;
  noun?: string;
  values: unknown;
  open: boolean;
  onClose: () => void;
  /** The place of the block being edited (a page's). */
  follow?: number | null;
}) {
  const beside = useMediaQuery(BESIDE, true);
  const phone = useMediaQuery(PHONE, false);
  // The owner's choice of width outlives the window crossing xl, where the preview moves between the column and the dialog.
  const [chosen, setChosen] = useState<Width | null>(null);
  // Opened on a phone, the preview starts at a phone's width: the page as the owner's phone shows it, legible.
  const width = chosen ?? (phone && !beside ? "phone" : "desktop");
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open, beside]);
  if (beside) {
    return (
      <div className="min-w-0 xl:sticky xl:top-4 xl:self-start">
        <LivePreview site={site} kind={kind} noun={noun} values={values} width={width} onWidth={setChosen} follow={follow} />
      </div>
    );
  }
  return (
    <dialog
      ref={dialog}
      aria-labelledby="live-preview-heading"
      onClose={onClose}
      className="m-0 h-dvh max-h-none w-full max-w-none overflow-y-auto bg-surface p-3 text-ink backdrop:bg-black/50 md:p-6"
    >
      <div className="mx-auto max-w-5xl">
        <div className="mb-3 flex justify-end">
          <button type="button" onClick={onClose} className={buttonClass("secondary")}>
            Back to editing
          </button>
        </div>
        <LivePreview site={site} kind={kind} noun={noun} values={values} width={width} onWidth={setChosen} follow={follow} />
      </div>
    </dialog>
  );
}
