"use client";

import { useRouter } from "next/navigation";
import { useEffect } from "react";
import { NeedsScripts } from "@/components/needs-scripts";

/** While a payment waits for its provider's event, look again every few seconds (for a minute). */
export function RefreshWhilePending() {
  const router = useRouter();
  useEffect(() => {
    let tries = 0;
    const timer = setInterval(() => {
      if (++tries > 20) clearInterval(timer);
      else router.refresh();
    }, 3000);
    return () => clearInterval(timer);
  }, [router]);
  return <NeedsScripts />;
}
