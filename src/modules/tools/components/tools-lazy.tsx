"use client";

import dynamic from "next/dynamic";

/** The calculators' code loads only on the pages that show them (see forms/components/form-view-lazy.tsx). */
export const MortgageCalculator = dynamic(() => import("./mortgage-calculator").then((m) => m.MortgageCalculator));
export const TripBuilder = dynamic(() => import("./trip-builder").then((m) => m.TripBuilder));
