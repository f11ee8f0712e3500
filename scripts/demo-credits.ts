/**
 * Writes src/demo/images/CREDITS.md from the catalogue:
 *   npx tsx scripts/demo-credits.ts
 * A unit test fails when the file and the catalogue disagree.
 */
import { writeFileSync } from "node:fs";
import path from "node:path";
import { creditsMarkdown } from "@/demo/images/credits";

writeFileSync(path.resolve(import.meta.dirname, "../src/demo/images/CREDITS.md"), creditsMarkdown());
