"use client";

import { ApplicationError } from "@/components/errors/application-error";
import "./globals.css";

/** Replaces the root layout when it fails itself. */
export default function GlobalError(props: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <html lang="en">
      <body>
        <main id="main">
          <ApplicationError {...props} />
        </main>
      </body>
    </html>
  );
}
