import { createElement, type ComponentType } from "react";
import { hydrateRoot } from "react-dom/client";

/**
 * Hydrates a React island's element with its component: React DOM is in this
 * module's chunk, which the client entry (./client.tsx) loads only for a page
 * with a React island. Returns what unmounts it.
 */
export function hydrate(element: HTMLElement, Component: ComponentType<Record<string, unknown>>, props: Record<string, unknown>): () => void {
  const root = hydrateRoot(element, createElement(Component, props));
  return () => root.unmount();
}
