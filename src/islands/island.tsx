import type { ComponentType, ReactNode } from "react";
import { ISLAND_MARK } from "@/lib/page-marks";
import { PROPS_ATTRIBUTE } from "./island-events";
import type { IslandName } from "./names";

/**
 * A client component as an island: on the server it is drawn inside an
 * element that names it and carries its props, and in the browser the
 * islands' client entry (./client.tsx) hydrates that element alone with
 * React's `hydrateRoot` (or, for a plain island, mounts its own module),
 * loading only the code of the islands a page has.
 * The element is `display: contents`, so the page's layout is the
 * component's own. Next renders the same element (previews, editors) and
 * hydrates it with the rest of its page.
 *
 * Children cannot travel as JSON: an island that takes them
 * (`children: "html"`) receives them on the server, and in the browser the
 * HTML they were drawn as (see ./client.tsx), which it places with
 * `dangerouslySetInnerHTML` so hydration keeps the server's nodes.
 */
export function island<P extends object>(name: IslandName, Component: ComponentType<P>): ComponentType<P> & { Component: ComponentType<P> } {
  function Island(props: P) {
    const { children: _children, ...data } = props as P & { children?: ReactNode };
    const attributes = { [ISLAND_MARK]: name, [PROPS_ATTRIBUTE]: JSON.stringify(data) };
    return (
      <div {...attributes} style={{ display: "contents" }}>
        <Component {...props} />
      </div>
    );
  }
  Island.displayName = `Island(${name})`;
  // What the client entry hydrates the element with: the component itself, inside the element it already has.
  return Object.assign(Island, { Component });
}
