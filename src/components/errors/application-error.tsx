"use client";

import { usePathname } from "next/navigation";
import { useEffect, useRef } from "react";

/**
 * The fallback every error boundary shows, worded as the specification's
 * error catalogue has it. A server-side error arrives with a digest (the key
 * to the server log line); a client-side one has none. The boundary resets
 * itself when the path changes, so navigating away recovers.
 */
export function ApplicationError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const pathname = usePathname();
  const firstPath = useRef(pathname);

  useEffect(() => {
    console.error(error);
  }, [error]);

  useEffect(() => {
    if (pathname !== firstPath.current) reset();
  }, [pathname, reset]);

  const serverSide = Boolean(error.digest);
  return (
    <div role="alert" className="mx-auto max-w-2xl px-6 py-24 text-center">
      <h1 className="font-heading text-2xl font-bold">Application error: a {serverSide ? "server-side" : "client-side"} exception has occurred</h1>
      <p className="mt-4 text-muted">See the {serverSide ? "server logs" : "browser console"} for more information.</p>
      {error.digest && (
        <p className="mt-4 font-mono text-sm">
          Digest: <span data-testid="error-digest">{error.digest}</span>
        </p>
      )}
      <button type="button" onClick={() => reset()} className="mt-8 rounded-site bg-primary px-5 py-2.5 font-semibold text-on-primary">
        Try again
      </button>
    </div>
  );
}
