"use client";

import { useState } from "react";
import { uploadFromPickerAction } from "../actions";
import { useMediaLibrary, type PickerImage } from "./library-context";

/** A file's name as a first title: "porch-at-dusk.jpg" is "Porch at dusk". */
export function titleFromFileName(name: string): string {
  const words = name
    .replace(/\.[a-z0-9]+$/i, "")
    .replace(/[-_.]+/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  return words ? words[0]!.toUpperCase() + words.slice(1) : "Photo";
}

/**
 * Many photos into a list of items at once (a gallery): chosen together,
 * uploaded to the site's library, each made an item of its own. Their
 * descriptions are asked for afterwards, all in one list
 * (`DescribeNewPhotos`), instead of one item at a time.
 */
export function AddPhotos({ id, room, onAdded }: { id: string; room: number; onAdded: (images: PickerImage[]) => void }) {
  const library = useMediaLibrary();
  const [status, setStatus] = useState<string>();
  if (!library || room <= 0) return null;
  const upload = async (files: FileList | null) => {
    if (!files?.length) return;
    const form = new FormData();
    for (const file of [...files].slice(0, room)) form.append("files", file);
    setStatus(files.length > room ? `Uploading the first ${room}: the list has room for no more…` : "Uploading…");
    const result = await uploadFromPickerAction(library.siteSlug, form);
    if (result.error) return setStatus(result.error);
    library.add(result.images);
    setStatus(`${result.images.length === 1 ? "One photo" : `${result.images.length} photos`} added below: describe them under "Describe the new photos".`);
    onAdded(result.images);
  };
  return (
    <div className="mb-3 rounded-md border border-dashed border-gray-500 p-3">
      <label htmlFor={id} className="block font-medium">
        Add several photos at once
      </label>
      <p id={`${id}-hint`} className="mb-2 text-sm text-gray-600">
        Choose as many as you like (up to {room}): each becomes an item, named after its file.
      </p>
      <input
        id={id}
        type="file"
        multiple
        accept="image/jpeg,image/png,image/webp,image/avif,image/gif"
        aria-describedby={`${id}-hint`}
        onChange={(e) => void upload(e.target.files)}
        className="block"
      />
      {status && (
        <p role="status" className="mt-2 text-sm font-medium">
          {status}
        </p>
      )}
    </div>
  );
}

/** The photos just added, each with its description, in one list: what a page needs before it can show them. */
export function DescribeNewPhotos({
  id,
  photos,
  onDescribe,
}: {
  id: string;
  photos: Array<{ image: PickerImage; alt: string; decorative: boolean }>;
  onDescribe: (index: number, alt: string) => void;
}) {
  if (!photos.length) return null;
  return (
    <section aria-labelledby={`${id}-h`} className="mb-3 rounded-md border border-gray-300 bg-white p-3">
      <h3 id={`${id}-h`} className="font-semibold">
        Describe the new photos
      </h3>
      <p className="mb-2 text-sm text-gray-600">Say what each shows, for visitors who cannot see it; a page shows a photo only once it is described.</p>
      <ul className="space-y-3">
        {photos.map(({ image, alt, decorative }, i) => (
          // The same file uploaded twice is one image in two items: the place tells them apart.
          <li key={`${image.id}-${i}`} className="flex flex-wrap items-start gap-3">
            {/* The preview in the admin, not a public picture. */}
            {/* eslint-disable-next-line @next/next/no-img-element */}
            <img src={image.thumb} alt="" width={image.width} height={image.height} className="h-auto w-24 rounded border border-gray-300" />
            <label className="min-w-48 flex-1">
              <span className="block text-sm font-medium">{image.name}</span>
              <input
                type="text"
                maxLength={250}
                value={alt}
                disabled={decorative}
                onChange={(e) => onDescribe(i, e.target.value)}
                aria-invalid={!alt.trim() && !decorative && !image.alt ? true : undefined}
                className="block min-h-11 w-full rounded-md border border-gray-500 bg-white px-3 py-2 text-base text-gray-900"
              />
            </label>
          </li>
        ))}
      </ul>
    </section>
  );
}
