import { DEMO_IMAGES } from "./catalogue";

/** The licences the demo's pictures carry, with where to read each one. */
export const LICENCES: Record<string, { name: string; url?: string }> = {
  "CC0-1.0": { name: "CC0 1.0 (public domain dedication)", url: "https://creativecommons.org/publicdomain/zero/1.0/" },
  "CC-BY-4.0": { name: "CC BY 4.0", url: "https://creativecommons.org/licenses/by/4.0/" },
  "CC-BY-SA-3.0": { name: "CC BY-SA 3.0", url: "https://creativecommons.org/licenses/by-sa/3.0/" },
  "CC-BY-SA-4.0": { name: "CC BY-SA 4.0", url: "https://creativecommons.org/licenses/by-sa/4.0/" },
  "LGPL-3.0": { name: "GNU LGPL 3.0", url: "https://www.gnu.org/licenses/lgpl-3.0.html" },
  "GPL-2.0-or-later": { name: "GNU GPL 2.0 or later", url: "https://www.gnu.org/licenses/old-licenses/gpl-2.0.html" },
  "Public domain": { name: "Public domain" },
};

export interface CreditRow {
  key: string;
  alt: string;
  author: string;
  licence: string;
  source: string;
}

function rows(photographs: boolean): CreditRow[] {
  return Object.entries(DEMO_IMAGES)
    .filter(([, image]) => "file" in image.source === photographs)
    .map(([key, image]) => ({ key, alt: image.alt, ...image.credit }));
}

/** Every photograph, one by one: each has its own author and licence. */
export const photoCredits = (): CreditRow[] => rows(true);

/** The pictures drawn in code, grouped by the file that draws them. */
export function drawingCredits(): Array<{ source: string; author: string; licence: string; items: CreditRow[] }> {
  const groups = new Map<string, CreditRow[]>();
  for (const row of rows(false)) groups.set(row.source, [...(groups.get(row.source) ?? []), row]);
  return [...groups].map(([source, items]) => ({ source, author: items[0]!.author, licence: items[0]!.licence, items }));
}

/** CREDITS.md: the same list as the /credits page, for people reading the repository. */
export function creditsMarkdown(): string {
  const licence = (id: string) => LICENCES[id]?.name ?? id;
  let md = "# Credits for the demo's pictures\n\n";
  md += "Generated from src/demo/images/catalogue.ts by `npx tsx scripts/demo-credits.ts`; the platform shows the same list at /credits.\n\n";
  md += "## Photographs\n\nEach comes from a Debian package that carries it under a free licence (scripts/demo-photos.ts fetches and resizes them).\n\n";
  md += "| Picture | Author | Licence | Source |\n|---|---|---|---|\n";
  for (const row of photoCredits()) md += `| ${row.alt} (\`${row.key}\`) | ${row.author} | ${licence(row.licence)} | ${row.source} |\n`;
  md += "\n## Drawn for the demo\n\nThese were drawn in code for the Mainstreet demo and are dedicated to the public domain.\n";
  for (const group of drawingCredits()) {
    md += `\n### ${group.source}\n\n${group.author}, ${licence(group.licence)}.\n\n`;
    for (const row of group.items) md += `- ${row.alt} (\`${row.key}\`)\n`;
  }
  return md;
}
