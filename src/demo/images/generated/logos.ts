import { seeded } from "./random";
import { escapeText, n, svgDocument } from "./svg";

/**
 * Logos for the fictional organisations in the demo's logo clouds: a small
 * mark chosen from what the name says (a wave for a marina, grapes for a
 * cellar, a book for a library) beside the name set in type, on a
 * transparent ground so a logo cloud can tint its background.
 */

export const LOGO = { width: 720, height: 240 };
const { width: W, height: H } = LOGO;

type Mark = (color: string, accent: string) => string;

const MARKS: Array<{ words: RegExp; mark: Mark }> = [
  {
    words: /health|medic|pediatric|clinic|dental|counsel|recovery|care/i,
    mark: (c, a) =>
      `<rect x="28" y="60" width="120" height="120" rx="30" fill="${c}"/><path d="M88 84v72M52 120h72" stroke="#fff" stroke-width="20" stroke-linecap="round"/><circle cx="136" cy="70" r="14" fill="${a}"/>`,
  },
  {
    words: /bakery|pie|bread|grain|market|food|rescue/i,
    mark: (c, a) =>
      `<path d="M88 180V60" stroke="${c}" stroke-width="8" stroke-linecap="round"/>` +
      [0, 1, 2, 3]
        .map(
          (i) =>
            `<ellipse cx="72" cy="${80 + i * 24}" rx="12" ry="22" transform="rotate(-30 72 ${80 + i * 24})" fill="${a}"/><ellipse cx="104" cy="${80 + i * 24}" rx="12" ry="22" transform="rotate(30 104 ${80 + i * 24})" fill="${a}"/>`,
        )
        .join(""),
  },
  {
    words: /library|page|book|college|school|press/i,
    mark: (c, a) => `<path d="M30 70q29 -14 58 4v96q-29 -18 -58 -4Z" fill="${c}"/><path d="M146 70q-29 -14 -58 4v96q29 -18 58 -4Z" fill="${a}"/>`,
  },
  {
    words: /cellar|vineyard|wine|grape/i,
    mark: (c, a) =>
      [0, 1, 2, 3, 4, 5].map((i) => `<circle cx="${[60, 88, 116, 74, 102, 88][i]}" cy="${[90, 90, 90, 116, 116, 142][i]}" r="15" fill="${c}"/>`).join("") +
      `<path d="M88 74q6 -26 26 -30" stroke="${a}" stroke-width="7" fill="none" stroke-linecap="round"/>`,
  },
  {
    words: /orchard|farm|apple|garden|green/i,
    mark: (c, a) =>
      `<path d="M88 84c-60 -30 -84 60 -40 92q20 14 40 2q20 12 40 -2c44 -32 20 -122 -40 -92Z" fill="${c}"/><path d="M88 84q4 -24 20 -34" stroke="${a}" stroke-width="8" fill="none" stroke-linecap="round"/><path d="M96 64q24 -18 40 -4q-22 14 -40 4Z" fill="${a}"/>`,
  },
  {
    words: /land trust|park|outfitter|outdoor|gear|trail/i,
    mark: (c, a) =>
      `<path d="M24 170L74 70L104 126L124 96L160 170Z" fill="${c}"/><path d="M74 70L88 98L74 92L62 100Z" fill="#fff"/><circle cx="130" cy="62" r="14" fill="${a}"/>`,
  },
  {
    words: /plumb|repair|equipment|hardware|hearth|cycle|running/i,
    mark: (c, a) =>
      `<path d="M30 120a58 58 0 1 1 116 0a58 58 0 1 1 -116 0Z" fill="${c}"/><path d="M58 140l44 -44M92 86l20 -6l10 10l-6 20z" stroke="#fff" stroke-width="12" stroke-linecap="round" fill="#fff"/><circle cx="138" cy="68" r="12" fill="${a}"/>`,
  },
  {
    words: /credit union|bank|fund|foundation|giving|rotary|alliance|council|chamber|association/i,
    mark: (c, a) =>
      `<path d="M88 50L150 84H26Z" fill="${c}"/><path d="M36 92h104M36 168h104" stroke="${c}" stroke-width="12"/><path d="M50 100v60M76 100v60M100 100v60M126 100v60" stroke="${a}" stroke-width="12"/>`,
  },
  {
    words: /arts|studio|design|paper/i,
    mark: (c, a) => `<circle cx="70" cy="110" r="46" fill="${c}"/><circle cx="110" cy="130" r="46" fill="${a}" fill-opacity=".85"/>`,
  },
  {
    words: /marina|lake|shore|kayak|paddl|watershed|harbor|water/i,
    mark: (c, a) =>
      `<circle cx="88" cy="120" r="62" fill="${c}"/><path d="M34 128q14 -14 28 0t28 0t28 0t28 0M40 152q14 -14 28 0t28 0t28 0t20 -2" stroke="#fff" stroke-width="8" fill="none" stroke-linecap="round"/><circle cx="104" cy="96" r="14" fill="${a}"/>`,
  },
];

const PALETTES = [
  ["#1f4e5f", "#e0a030"],
  ["#6b2f3a", "#c9a55a"],
  ["#2f5d3a", "#d98c3a"],
  ["#233a6b", "#4fa3a5"],
  ["#7a3b1f", "#3f6e7a"],
  ["#3d3a6b", "#d9644a"],
  ["#205c57", "#b5413a"],
  ["#4a4a4a", "#e06a3a"],
] as const;

const FONTS = [
  { family: "DejaVu Serif, serif", weight: "bold", spacing: 0 },
  { family: "DejaVu Sans, sans-serif", weight: "bold", spacing: -1 },
  { family: "Liberation Serif, serif", weight: "normal", spacing: 1 },
  { family: "Liberation Sans Narrow, sans-serif", weight: "bold", spacing: 2 },
] as const;

/** Splits a name into at most two lines of similar length. */
function lines(name: string): string[] {
  if (name.length <= 18) return [name];
  const words = name.split(" ");
  let best = [name];
  let bestDiff = Infinity;
  for (let i = 1; i < words.length; i++) {
    const a = words.slice(0, i).join(" ");
    const b = words.slice(i).join(" ");
    const diff = Math.abs(a.length - b.length);
    if (diff < bestDiff) [best, bestDiff] = [[a, b], diff];
  }
  return best;
}

export function logo(name: string): string {
  const random = seeded(`logo:${name}`);
  const [color, accent] = random.pick(PALETTES);
  const font = random.pick(FONTS);
  const found = MARKS.find((m) => m.words.test(name));
  const initials = name
    .replace(/[^A-Za-z ]/g, "")
    .split(" ")
    .filter((w) => w.length > 2)
    .slice(0, 2)
    .map((w) => w[0])
    .join("");
  const mark = found
    ? found.mark(color, accent)
    : `<circle cx="88" cy="120" r="62" fill="${color}"/><text x="88" y="138" text-anchor="middle" font-family="${font.family}" font-weight="bold" font-size="50" fill="#fff">${escapeText(initials)}</text>`;
  const text = lines(name);
  const longest = Math.max(...text.map((l) => l.length));
  const size = Math.min(64, Math.floor(510 / (longest * 0.64)));
  const top = H / 2 - ((text.length - 1) * size * 1.1) / 2 + size * 0.35;
  const words = text
    .map(
      (line, i) =>
        `<text x="190" y="${n(top + i * size * 1.1)}" font-family="${font.family}" font-weight="${font.weight}" font-size="${size}" letter-spacing="${font.spacing}" fill="${color}">${escapeText(line)}</text>`,
    )
    .join("");
  return svgDocument(W, H, mark + words);
}
