"use client";

import { useEffect, useState } from "react";

/** Throws while rendering in the browser, after hydration: a client-side exception for the error boundary. */
export function ClientFault() {
  const [armed, setArmed] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setArmed(true), 0);
    return () => clearTimeout(timer);
  }, []);
  if (armed) throw new Error("Injected client-side fault");
  return <p className="p-8">Loading…</p>;
}
