/** A gallery's picture: its thumbnail link's id, and its <dialog>'s. */
export interface View {
  thumb: string;
  view: string;
}

/**
 * Turns a gallery's overlays into modal dialogs, in plain DOM (no React on a
 * gallery page): a thumbnail opens its picture with showModal(), so focus
 * moves in, the page behind is inert and Escape closes it; Previous and Next
 * (or the arrow keys) swap one dialog for another; Tab stays inside; on
 * closing, focus goes back to the thumbnail of the picture last shown. Before
 * scripts (or without them) the overlays open by :target, as links. Returns
 * what undoes it.
 */
export function openAsDialogs(views: View[]): () => void {
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
  const onKey = (event: KeyboardEvent) => {
    if (shown === null) return;
    const dialog = dialogs[shown];
    // The arrows go to the picture before or after, as Previous and Next do (none past either end).
    if ((event.key === "ArrowLeft" || event.key === "ArrowRight") && !event.altKey && !event.ctrlKey && !event.metaKey) {
      const next = shown + (event.key === "ArrowLeft" ? -1 : 1);
      if (next < 0 || next >= views.length) return;
      event.preventDefault();
      show(next);
      return;
    }
    // Tab and Shift+Tab wrap inside the open dialog (Chromium would let them out to the browser's own controls).
    if (event.key !== "Tab") return;
    const links = [...(dialog?.querySelectorAll<HTMLElement>("a[href], button") ?? [])];
    const first = links[0];
    const last = links.at(-1);
    if (!first || !last) return;
    const inside = dialog?.contains(document.activeElement);
    if (event.shiftKey && (document.activeElement === first || !inside)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && (document.activeElement === last || !inside)) {
      event.preventDefault();
      first.focus();
    }
  };
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
  document.addEventListener("keydown", onKey);
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
}

/** The islands' client entry (src/islands/client.tsx) mounts it with the props its element carries. */
export const mount = (_element: HTMLElement, props: { views: View[] }) => openAsDialogs(props.views);
