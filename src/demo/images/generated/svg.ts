/** Small helpers for writing SVG by hand: numbers kept short, colours mixed. */

/** A coordinate with one decimal: keeps the markup small and fast to parse. */
export const n = (value: number): string => (Math.round(value * 10) / 10).toString();

export function svgDocument(width: number, height: number, body: string, defs = ""): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${defs ? `<defs>${defs}</defs>` : ""}${body}</svg>`;
}

export function escapeText(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

type Rgb = [number, number, number];

export function parseHex(hex: string): Rgb {
  const h = hex.replace("#", "");
  return [parseInt(h.slice(0, 2), 16), parseInt(h.slice(2, 4), 16), parseInt(h.slice(4, 6), 16)];
}

export function toHex([r, g, b]: Rgb): string {
  const c = (v: number) =>
    Math.max(0, Math.min(255, Math.round(v)))
      .toString(16)
      .padStart(2, "0");
  return `#${c(r)}${c(g)}${c(b)}`;
}

/** The colour t of the way from a to b. */
export function mix(a: string, b: string, t: number): string {
  const x = parseHex(a);
  const y = parseHex(b);
  return toHex([x[0] + (y[0] - x[0]) * t, x[1] + (y[1] - x[1]) * t, x[2] + (y[2] - x[2]) * t]);
}

/** Lighter (amount > 0) or darker (amount < 0), towards white or black. */
export function shade(color: string, amount: number): string {
  return amount >= 0 ? mix(color, "#ffffff", amount) : mix(color, "#000000", -amount);
}

/** A colour nudged at random by up to `spread` in each channel, for painterly variety. */
export function jitter(color: string, spread: number, random: () => number): string {
  const [r, g, b] = parseHex(color);
  const d = () => (random() - 0.5) * 2 * spread;
  return toHex([r + d(), g + d(), b + d()]);
}

/** A closed path through points, smoothed with quadratic curves between midpoints. */
export function smoothClosed(points: Array<[number, number]>): string {
  const mid = (a: [number, number], b: [number, number]) => [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2];
  const last = points[points.length - 1] as [number, number];
  const first = points[0] as [number, number];
  const start = mid(last, first);
  let d = `M${n(start[0]!)} ${n(start[1]!)}`;
  for (let i = 0; i < points.length; i++) {
    const p = points[i] as [number, number];
    const q = points[(i + 1) % points.length] as [number, number];
    const m = mid(p, q);
    d += `Q${n(p[0])} ${n(p[1])} ${n(m[0]!)} ${n(m[1]!)}`;
  }
  return `${d}Z`;
}
