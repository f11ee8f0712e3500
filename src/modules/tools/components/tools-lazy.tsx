"use client";

import dynamic from "next/dynamic";
import { needingScripts } from "@/components/needs-scripts";

/** The calculators' code loads only on the pages that show them (see forms/components/form-view-lazy.tsx). */
export const MortgageCalculator = needingScripts(dynamic(() => import("./mortgage-calculator").then((m) => m.MortgageCalculator)));
export const TripBuilder = needingScripts(dynamic(() => import("./trip-builder").then((m) => m.TripBuilder)));
