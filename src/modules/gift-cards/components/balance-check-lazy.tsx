"use client";

import dynamic from "next/dynamic";
import { needingScripts } from "@/components/needs-scripts";

/** The balance check's code loads only on pages that show it (see forms/components/form-view-lazy.tsx). */
export const BalanceCheck = needingScripts(dynamic(() => import("./balance-check").then((m) => m.BalanceCheck)));
