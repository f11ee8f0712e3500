import type { ReactNode } from "react";

/** The HTML document around every page. Next fills its <head> from metadata; the document renderer (edge/document) passes its own. */
export function Document({ head, children }: { head?: ReactNode; children: ReactNode }) {
  return (
    <html lang="en">
      {head}
      <body className="min-h-screen antialiased">{children}</body>
    </html>
  );
}
