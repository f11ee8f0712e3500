"use client";

import { useEffect, useRef } from "react";

/**
 * After a step of the booking is chosen without a reload (Next's client
 * navigation), focus moves to the heading of the step that opened, as a
 * page load would start a screen reader there; never on the first render,
 * which is the visitor's arrival.
 */
export function StepFocus({ target, step }: { target: string; step: string }) {
  const arrived = useRef(false);
  useEffect(() => {
    if (!arrived.current) {
      arrived.current = true;
      return;
    }
    const heading = document.getElementById(target);
    heading?.focus({ preventScroll: true });
    heading?.closest("[id$='-booking']")?.scrollIntoView({ block: "start", behavior: "smooth" });
  }, [target, step]);
  return null;
}
