"use client";

import { useEffect } from "react";
import { island } from "@/islands/island";

interface View {
  /** The picture's thumbnail link. */
  thumb: string;
  /** Its <dialog>. */
  view: string;
}

/**
 * Turns a gallery's overlays into modal dialogs once scripts run: a thumbnail
 * opens its picture with showModal(), so focus moves in, the page behind is
 * inert and Escape closes it; Previous and Next swap one dialog for another;
 * on closing, focus goes back to the thumbnail of the picture last shown.
 * Before scripts (or without them) the overlays open by :target, as links.
 */
function GalleryViewer({ views }: { views: View[] }) {
  useEffect(() => {
    const dialogs = views.map((v) => document.getElementById(v.view) as HTMLDialogElement | null);
    let shown: number | null = null;
    const show = (i: number) => {
      const dialog = dialogs[i];
      if (!dialog) return;
      const before = shown;
      shown = i;
      if (before !== null && before !== i) dialogs[before]?.close();
      if (!dialog.open) dialog.showModal();
    };
    const onClick = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest("a[href^='#']") : null;
      if (!link) return;
      const target = link.getAttribute("href")!.slice(1);
      const opened = views.findIndex((v) => v.view === target);
      if (opened >= 0) {
        event.preventDefault();
        show(opened);
      } else if (shown !== null && views.some((v) => v.thumb === target)) {
        event.preventDefault();
        dialogs[shown]?.close();
      }
    };
    // Tab and Shift+Tab wrap inside the open dialog (Chromium would let them out to the browser's own controls).
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Tab" || shown === null) return;
      const links = [...(dialogs[shown]?.querySelectorAll<HTMLElement>("a[href], button") ?? [])];
      const first = links[0];
      const last = links.at(-1);
      if (!first || !last) return;
      if (event.shiftKey && (document.activeElement === first || !dialogs[shown]?.contains(document.activeElement))) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (document.activeElement === last || !dialogs[shown]?.contains(document.activeElement))) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener("keydown", onKey);
    const closers = dialogs.map((dialog, i) => {
      const onClose = () => {
        // Closed to show another picture: that one has focus now.
        if (shown !== i) return;
        shown = null;
        document.getElementById(views[i]!.thumb)?.focus();
      };
      dialog?.addEventListener("close", onClose);
      return () => dialog?.removeEventListener("close", onClose);
    });
    document.addEventListener("click", onClick);
    // Arrived by a picture's own address: open it as a dialog, not an overlay shown by :target.
    const arrived = views.findIndex((v) => `#${v.view}` === window.location.hash);
    if (arrived >= 0) {
      history.replaceState(null, "", window.location.pathname + window.location.search);
      show(arrived);
    }
    return () => {
      document.removeEventListener("click", onClick);
      document.removeEventListener("keydown", onKey);
      for (const stop of closers) stop();
    };
  }, [views]);
  return null;
}

export const GalleryDialogs = island("gallery-viewer", GalleryViewer);
