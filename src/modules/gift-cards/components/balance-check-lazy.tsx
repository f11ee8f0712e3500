"use client";

import dynamic from "next/dynamic";

/** The balance check's code loads only on pages that show it (see forms/components/form-view-lazy.tsx). */
export const BalanceCheck = dynamic(() => import("./balance-check").then((m) => m.BalanceCheck));
