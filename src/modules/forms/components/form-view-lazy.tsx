"use client";

import dynamic from "next/dynamic";
import { needingScripts } from "@/components/needs-scripts";

/**
 * The form's code, and the schema library it checks fields with as the
 * visitor types, load only on pages that show a form: rendered on the server
 * as usual (the form works before any of it arrives), fetched by the browser
 * only where it is used, instead of riding in every page's bundle. A page
 * with a form keeps its scripts (validation as the visitor types, one send).
 */
export const FormView = needingScripts(dynamic(() => import("./form-view").then((m) => m.FormView)));
