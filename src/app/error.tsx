"use client";

import { ApplicationError } from "@/components/errors/application-error";

export default function PlatformError(props: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <main id="main">
      <ApplicationError {...props} />
    </main>
  );
}
