"use client";

import { useState, type MouseEvent } from "react";
import { uploadFromPickerAction } from "../actions";
import { useMediaLibrary, type PickerImage } from "./library-context";

interface ImageValue {
  asset?: string;
  alt?: string;
  decorative?: boolean;
  focal?: { x: number; y: number };
}

const button = "min-h-10 rounded-md border border-gray-500 bg-white px-3 text-sm font-medium text-gray-900 hover:bg-gray-100";
const percent = (n: number | undefined) => Math.round((n ?? 0.5) * 100);

/**
 * An image field in a content form: the picture chosen from the site's
 * library (or uploaded here and chosen at once), this use's alt text (asked
 * for here when the library has none), an explicit "decorative" choice, and
 * the focal point, set by clicking the picture or typing percentages.
 */
export function ImageField({
  id,
  label,
  value,
  onChange,
  error,
  optional,
}: {
  id: string;
  label: string;
  value: unknown;
  onChange: (value: unknown) => void;
  error?: string;
  optional: boolean;
}) {
  const library = useMediaLibrary();
  const images: PickerImage[] = library?.images ?? [];
  const [open, setOpen] = useState(false);
  const [status, setStatus] = useState<string>();
  const ref = (value && typeof value === "object" ? value : {}) as ImageValue;
  const chosen = ref.asset ? images.find((image) => image.id === ref.asset) : undefined;
  const set = (patch: Partial<ImageValue>) => onChange({ decorative: false, ...ref, ...patch });
  const needsAlt = chosen && !chosen.alt && !ref.decorative && !ref.alt?.trim();

  const choose = (image: PickerImage) => {
    onChange({ asset: image.id, decorative: false });
    setOpen(false);
  };
  const focalFromClick = (event: MouseEvent<HTMLButtonElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    const x = Math.min(1, Math.max(0, (event.clientX - box.left) / box.width));
    const y = Math.min(1, Math.max(0, (event.clientY - box.top) / box.height));
    set({ focal: { x: Math.round(x * 100) / 100, y: Math.round(y * 100) / 100 } });
  };
  const upload = async (files: FileList | null) => {
    if (!files?.length || !library) return;
    const form = new FormData();
    for (const file of files) form.append("files", file);
    setStatus("Uploading…");
    const result = await uploadFromPickerAction(library.siteSlug, form);
    if (result.error) return setStatus(result.error);
    library.add(result.images);
    setStatus(undefined);
    if (result.images[0]) choose(result.images[0]);
  };

  return (
    <fieldset className="mb-4 rounded-md border border-gray-300 p-3" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="px-1 font-medium">
        {label}
        {optional && <span className="font-normal text-gray-600"> (optional)</span>}
      </legend>
      {chosen ? (
        <div className="flex flex-wrap gap-4">
          <div>
            <button
              type="button"
              onClick={focalFromClick}
              className="relative block w-48 cursor-crosshair overflow-hidden rounded-md border border-gray-400"
              aria-describedby={`${id}-focal-hint`}
            >
              {/* The preview in the admin, not a public picture: a plain thumbnail is enough. */}
              {/* eslint-disable-next-line @next/next/no-img-element */}
              <img src={chosen.thumb} alt={`Set the focal point on ${chosen.name}`} width={chosen.width} height={chosen.height} className="h-auto w-full" />
              <span
                aria-hidden="true"
                className="absolute h-5 w-5 -translate-x-1/2 -translate-y-1/2 rounded-full border-2 border-white bg-blue-700/70 shadow"
                style={{ left: `${percent(ref.focal?.x)}%`, top: `${percent(ref.focal?.y)}%` }}
              />
            </button>
            <p id={`${id}-focal-hint`} className="mt-1 w-48 text-sm text-gray-600">
              Click where the subject is: crops keep it in view.
            </p>
          </div>
          <div className="min-w-60 flex-1">
            <p className="font-medium">{chosen.name}</p>
            <p className="text-sm text-gray-600">
              {chosen.width} × {chosen.height} px
            </p>
            <label htmlFor={`${id}-alt`} className="mt-3 mb-1 block font-medium">
              Alt text here
            </label>
            <p id={`${id}-alt-hint`} className={`mb-1 text-sm ${needsAlt ? "font-medium text-red-700" : "text-gray-600"}`}>
              {chosen.alt
                ? `Empty uses the library's description: "${chosen.alt}".`
                : "This image has no description yet: describe what it shows, or mark it decorative."}
            </p>
            <input
              id={`${id}-alt`}
              type="text"
              maxLength={250}
              value={ref.alt ?? ""}
              disabled={ref.decorative}
              aria-describedby={`${id}-alt-hint`}
              aria-invalid={needsAlt ? true : undefined}
              onChange={(e) => set({ alt: e.target.value })}
              className="block min-h-11 w-full rounded-md border border-gray-500 bg-white px-3 py-2 text-base text-gray-900 disabled:bg-gray-100"
            />
            <label className="mt-3 flex items-center gap-2">
              <input type="checkbox" checked={ref.decorative === true} onChange={(e) => set({ decorative: e.target.checked })} className="h-5 w-5" />
              Decorative only: it adds nothing a visitor who cannot see it would miss (empty alt)
            </label>
            <div className="mt-3 flex flex-wrap items-end gap-3">
              <label className="text-sm">
                Focal point from the left, %
                <input
                  type="number"
                  min={0}
                  max={100}
                  value={percent(ref.focal?.x)}
                  onChange={(e) => set({ focal: { x: Number(e.target.value) / 100, y: ref.focal?.y ?? 0.5 } })}
                  className="block min-h-10 w-24 rounded-md border border-gray-500 px-2"
                />
              </label>
              <label className="text-sm">
                from the top, %
                <input
                  type="number"
                  min={0}
                  max={100}
                  value={percent(ref.focal?.y)}
                  onChange={(e) => set({ focal: { x: ref.focal?.x ?? 0.5, y: Number(e.target.value) / 100 } })}
                  className="block min-h-10 w-24 rounded-md border border-gray-500 px-2"
                />
              </label>
            </div>
          </div>
        </div>
      ) : (
        <p className="text-gray-600">{ref.asset ? "The image chosen is no longer in the library." : "No image chosen."}</p>
      )}
      <div className="mt-3 flex flex-wrap gap-2">
        <button type="button" className={button} aria-expanded={open} aria-controls={`${id}-library`} onClick={() => setOpen(!open)}>
          {chosen ? "Replace the image" : "Choose an image"}
        </button>
        {ref.asset && (
          <button type="button" className={button} onClick={() => onChange(undefined)}>
            Remove the image
          </button>
        )}
      </div>
      {open && (
        <div id={`${id}-library`} className="mt-3 rounded-md border border-gray-300 p-3">
          <label className="mb-3 block">
            <span className="mb-1 block font-medium">Upload a new image</span>
            <input type="file" accept="image/jpeg,image/png,image/webp,image/avif,image/gif" onChange={(e) => void upload(e.target.files)} className="block" />
          </label>
          {status && (
            <p role="status" className="mb-2 text-sm font-medium">
              {status}
            </p>
          )}
          {images.length === 0 ? (
            <p className="text-gray-600">The library has no images yet.</p>
          ) : (
            <ul className="grid grid-cols-2 gap-2 sm:grid-cols-4" aria-label="The site's images">
              {images.map((image) => (
                <li key={image.id}>
                  <button
                    type="button"
                    aria-pressed={image.id === ref.asset}
                    onClick={() => choose(image)}
                    className="block w-full rounded-md border border-gray-400 p-1 text-left text-sm hover:border-gray-900 aria-pressed:border-2 aria-pressed:border-blue-700"
                  >
                    {/* eslint-disable-next-line @next/next/no-img-element */}
                    <img src={image.thumb} alt="" width={image.width} height={image.height} className="aspect-[4/3] h-auto w-full object-cover" />
                    <span className="mt-1 block truncate">{image.alt ?? `${image.name} (not described yet)`}</span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
