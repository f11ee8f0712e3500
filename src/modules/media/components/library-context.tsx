"use client";

import { createContext, useContext, type ReactNode } from "react";

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

const LibraryContext = createContext<MediaLibrary | null>(null);

/** Gives the image fields of a content form the site's library (the editor pages read it on the server). */
export function MediaLibraryProvider({ library, children }: { library: MediaLibrary; children: ReactNode }) {
  return <LibraryContext.Provider value={library}>{children}</LibraryContext.Provider>;
}

export const useMediaLibrary = () => useContext(LibraryContext);
