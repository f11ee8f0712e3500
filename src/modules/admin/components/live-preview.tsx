"use client";

import { useEffect, useRef, useState } from "react";

const WIDTHS = { phone: { width: 390, height: 760, label: "Phone" }, desktop: { width: 1280, height: 900, label: "Desktop" } } as const;
type Width = keyof typeof WIDTHS;

/** How long typing pauses before the preview is drawn again. */
const DEBOUNCE_MS = 400;

/**
 * The real page beside its editor: the form's values as they are now,
 * unsaved, posted to the edge's live preview (edge/live-preview.tsx), which
 * renders them with the public page's components in the site's theme; shown
 * in a sandboxed frame (no scripts) at a phone's or a desktop's width,
 * scaled to the column. Drawn again ~400 ms after typing stops.
 */
export function LivePreview({ site, kind, values }: { site: string; kind: "page" | "post"; values: unknown }) {
  const [width, setWidth] = useState<Width>("desktop");
  const [html, setHtml] = useState<string | null>(null);
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
          if (!controller.signal.aborted) setProblem(error instanceof Error ? `The preview could not be drawn: ${error.message}` : "The preview could not be drawn.");
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
              onClick={() => setWidth(key)}
              className={`min-h-10 rounded-md border px-3 text-sm font-medium ${width === key ? "border-primary bg-primary text-on-primary" : "border-gray-500 bg-white text-gray-900 hover:bg-gray-100"}`}
            >
              {WIDTHS[key].label}
            </button>
          ))}
        </div>
      </div>
      <p className="mb-2 text-sm text-muted">The {kind} as you are editing it, before it is saved; it follows your typing.</p>
      {problem && (
        <p role="status" className="mb-2 text-sm font-medium text-red-800">
          {problem}
        </p>
      )}
      <div ref={holder} className="w-full overflow-hidden rounded border border-line bg-white" style={{ height: scale ? frame.height * scale : frame.height / 3 }}>
        {html !== null && scale > 0 && (
          <iframe
            title={`Live preview of the ${kind}`}
            srcDoc={html}
            sandbox="allow-same-origin allow-popups"
            style={{ width: frame.width, height: frame.height, transform: `scale(${scale})`, transformOrigin: "0 0", border: 0, display: "block", marginInline: scale === 1 ? "auto" : undefined }}
          />
        )}
      </div>
    </section>
  );
}
