"use client";

import { useEffect } from "react";
import { island } from "@/islands/island";
import { openAsDialogs, type View } from "./gallery-lightbox";

/**
 * A gallery's dialogs (./gallery-lightbox.ts) where React draws the page (a
 * preview in the editor). On a site's page the islands' entry mounts the
 * plain module alone, without React (src/islands/client.tsx).
 */
function GalleryViewer({ views }: { views: View[] }) {
  useEffect(() => openAsDialogs(views), [views]);
  return null;
}

export const GalleryDialogs = island("gallery-viewer", GalleryViewer);
