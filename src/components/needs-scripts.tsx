import type { ComponentType } from "react";
import { NEEDS_SCRIPTS_MARK } from "@/lib/page-marks";

/** Rendered by whatever needs JavaScript to work, or to work well: the page it is on keeps Next's scripts. */
export function NeedsScripts() {
  return <template {...{ [NEEDS_SCRIPTS_MARK]: "" }} />;
}

/** A client component that marks every page it appears on as needing scripts. */
export function needingScripts<P extends object>(Component: ComponentType<P>): ComponentType<P> {
  function WithScripts(props: P) {
    return (
      <>
        <NeedsScripts />
        <Component {...props} />
      </>
    );
  }
  WithScripts.displayName = `NeedingScripts(${Component.displayName ?? Component.name})`;
  return WithScripts;
}
