import type { ReactNode } from "react";
import { FontFaces } from "./font-faces";

/**
 * The HTML document around every page. Next fills its <head> from metadata;
 * the document renderer (edge/document) passes its own. Inter is the
 * platform's own face (the admin's, and a site's until its theme says otherwise: app/globals.css).
 */
export function Document({ head, children }: { head?: ReactNode; children: ReactNode }) {
  return (
    <html lang="en">
      {head}
      <body className="min-h-screen antialiased">
        <FontFaces fonts={["inter"]} />
        {children}
      </body>
    </html>
  );
}
