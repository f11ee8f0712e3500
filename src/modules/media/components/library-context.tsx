"use client";

import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from "react";

/** What the image picker knows of one image in the site's library. */
export interface PickerImage {
  id: string;
  name: string;
  alt: string | null;
  width: number;
  height: number;
  /** A small variant's URL, for the picker's thumbnails and the focal-point preview. */
  thumb: string;
}

export interface MediaLibrary {
  siteSlug: string;
  images: PickerImage[];
}

/** The library as the fields of one form share it: an image uploaded in one picker is offered by every other. */
interface SharedLibrary extends MediaLibrary {
  add: (images: PickerImage[]) => void;
}

const LibraryContext = createContext<SharedLibrary | null>(null);

/** Gives the image fields of a content form the site's library (the editor pages read it on the server). */
export function MediaLibraryProvider({ library, children }: { library: MediaLibrary; children: ReactNode }) {
  const [images, setImages] = useState(library.images);
  const add = useCallback((added: PickerImage[]) => setImages((known) => [...added.filter((image) => !known.some((k) => k.id === image.id)), ...known]), []);
  const value = useMemo(() => ({ siteSlug: library.siteSlug, images, add }), [library.siteSlug, images, add]);
  return <LibraryContext.Provider value={value}>{children}</LibraryContext.Provider>;
}

export const useMediaLibrary = () => useContext(LibraryContext);
