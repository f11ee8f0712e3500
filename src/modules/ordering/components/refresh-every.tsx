"use client";

import { useRouter } from "next/navigation";
import { useEffect } from "react";

/** Reads the page again every `seconds` while it is open (the order board, as new orders arrive). */
export function RefreshEvery({ seconds }: { seconds: number }) {
  const router = useRouter();
  useEffect(() => {
    const timer = setInterval(() => router.refresh(), seconds * 1000);
    return () => clearInterval(timer);
  }, [router, seconds]);
  return null;
}
