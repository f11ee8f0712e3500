"use client";

import { useEffect } from "react";
import { island } from "@/islands/island";

/** How many times a page waiting for its payment is loaded again, three seconds apart (a minute in all). */
const TRIES = 20;

/**
 * While a payment waits for its provider's event, the page is loaded again
 * every few seconds, for a minute: the count is kept for the address in the
 * tab's session storage, as each load starts this afresh.
 */
function RefreshWhilePendingBody() {
  useEffect(() => {
    const key = `mainstreet.pending:${window.location.pathname}${window.location.search}`;
    const tries = Number(sessionStorage.getItem(key) ?? 0);
    if (tries >= TRIES) return;
    const timer = setTimeout(() => {
      sessionStorage.setItem(key, String(tries + 1));
      window.location.reload();
    }, 3000);
    return () => clearTimeout(timer);
  }, []);
  return null;
}

export const RefreshWhilePending = island("refresh-while-pending", RefreshWhilePendingBody);
