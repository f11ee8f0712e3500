import { seeded, type Random } from "./random";
import { n, shade, svgDocument } from "./svg";

/**
 * Rooms of a home for rent, drawn flat like a listing's staged photo: a back
 * wall with a window onto the street's trees, a floor, and the furniture of
 * the room's kind. For the rental listings' second and third pictures.
 */

export const ROOM = { width: 1200, height: 800 };
const { width: W, height: H } = ROOM;
const FLOOR = 560;

export interface RoomSpec {
  kind: "living" | "kitchen" | "bedroom";
  wall: string;
  floor: "oak" | "walnut" | "tile";
  /** The sofa's, the bedspread's or the cabinets' colour. */
  accent: string;
  season?: "summer" | "autumn" | "winter";
}

const FLOORS = { oak: "#c99a63", walnut: "#7a5236", tile: "#d9d4cc" } as const;

function floor(spec: RoomSpec): string {
  const base = FLOORS[spec.floor];
  let out = `<rect y="${FLOOR}" width="${W}" height="${H - FLOOR}" fill="${base}"/>`;
  if (spec.floor === "tile") {
    for (let x = 0; x <= W; x += 120) out += `<path d="M${x} ${FLOOR}L${n(x + (x - W / 2) * 0.6)} ${H}" stroke="${shade(base, -0.12)}" stroke-width="3"/>`;
    for (const y of [600, 660, 740]) out += `<path d="M0 ${y}H${W}" stroke="${shade(base, -0.12)}" stroke-width="3"/>`;
  } else {
    for (let y = FLOOR + 22, k = 0; y < H; y += 18 + k * 3, k++) out += `<path d="M0 ${y}H${W}" stroke="${shade(base, -0.18)}" stroke-width="2"/>`;
  }
  return out + `<rect y="${FLOOR - 14}" width="${W}" height="14" fill="#fbf8f2"/>`;
}

function windowView(random: Random, x: number, y: number, w: number, h: number, season: RoomSpec["season"]): string {
  const leaves = season === "autumn" ? ["#d9822b", "#c4512a", "#e3a93a"] : season === "winter" ? ["#e9eef2", "#dfe6ec"] : ["#4f8a4a", "#6a9f55", "#3d7440"];
  let out = `<rect x="${x - 16}" y="${y - 16}" width="${w + 32}" height="${h + 32}" fill="#fbf8f2"/><rect x="${x}" y="${y}" width="${w}" height="${h}" fill="#bcd8ea"/>`;
  out += `<rect x="${x}" y="${n(y + h * 0.62)}" width="${w}" height="${n(h * 0.38)}" fill="${season === "winter" ? "#eef2f5" : "#9db97a"}"/>`;
  for (let i = 0; i < 6; i++)
    out += `<circle cx="${n(x + random.range(0.05, 0.95) * w)}" cy="${n(y + random.range(0.25, 0.6) * h)}" r="${n(random.range(0.08, 0.16) * w)}" fill="${random.pick(leaves)}"/>`;
  out += `<path d="M${n(x + w / 2)} ${y}v${h}M${x} ${n(y + h / 2)}h${w}" stroke="#fbf8f2" stroke-width="12"/>`;
  out += `<rect x="${x - 30}" y="${y + h + 16}" width="${w + 60}" height="14" fill="#f1ece2"/>`;
  return out;
}

function plant(x: number, base: number, size: number): string {
  let out = `<path d="M${x - size * 0.3} ${base - size * 0.5}h${n(size * 0.6)}l-${n(size * 0.08)} ${n(size * 0.5)}h-${n(size * 0.44)}z" fill="#b8643c"/>`;
  for (const [dx, dy, r] of [
    [0, -1.1, 0.35],
    [-0.3, -0.85, 0.3],
    [0.32, -0.9, 0.3],
    [0.05, -1.45, 0.28],
  ] as const)
    out += `<ellipse cx="${n(x + dx * size)}" cy="${n(base + dy * size)}" rx="${n(r * size)}" ry="${n(r * size * 0.7)}" fill="#4f8a4a"/>`;
  return out;
}

function living(random: Random, spec: RoomSpec): string {
  let out = windowView(random, 150, 130, 300, 300, spec.season);
  // A framed print and a floor lamp.
  out += `<rect x="720" y="150" width="220" height="150" fill="#fbf8f2" stroke="#3b3f44" stroke-width="10"/><path d="M740 280l60-70 40 40 30-30 50 60z" fill="${shade(spec.accent, 0.3)}"/><circle cx="890" cy="195" r="18" fill="#e3a93a"/>`;
  out += `<path d="M1080 ${FLOOR + 10}V260" stroke="#3b3f44" stroke-width="8"/><path d="M1040 260h80l-20-70h-40z" fill="#f3e3c0"/><rect x="1056" y="${FLOOR + 4}" width="48" height="10" fill="#3b3f44"/>`;
  // The sofa, a rug, a low table.
  out += `<ellipse cx="640" cy="${FLOOR + 120}" rx="420" ry="70" fill="${shade(spec.accent, 0.55)}"/>`;
  const s = spec.accent;
  out += `<rect x="520" y="360" width="460" height="130" rx="26" fill="${shade(s, -0.08)}"/><rect x="500" y="430" width="500" height="110" rx="22" fill="${s}"/>`;
  out += `<rect x="480" y="400" width="70" height="150" rx="24" fill="${shade(s, -0.12)}"/><rect x="950" y="400" width="70" height="150" rx="24" fill="${shade(s, -0.12)}"/>`;
  out += `<rect x="590" y="385" width="110" height="80" rx="18" fill="${shade(s, 0.35)}"/><rect x="800" y="385" width="110" height="80" rx="18" fill="#f3e3c0"/>`;
  out += `<rect x="520" y="540" width="12" height="26" fill="#3b3f44"/><rect x="968" y="540" width="12" height="26" fill="#3b3f44"/>`;
  out += `<rect x="560" y="${FLOOR + 70}" width="300" height="26" rx="6" fill="#7a5236"/><rect x="580" y="${FLOOR + 96}" width="14" height="40" fill="#5a3a28"/><rect x="826" y="${FLOOR + 96}" width="14" height="40" fill="#5a3a28"/>`;
  out += plant(250, FLOOR + 60, 120);
  return out;
}

function kitchen(random: Random, spec: RoomSpec): string {
  const c = spec.accent;
  // Upper cabinets either side of the window over the sink.
  let out = `<rect x="80" y="120" width="300" height="180" fill="${c}"/><rect x="820" y="120" width="300" height="180" fill="${c}"/>`;
  for (const x of [80, 230, 820, 970])
    out += `<rect x="${x + 12}" y="132" width="126" height="156" fill="none" stroke="${shade(c, -0.15)}" stroke-width="5"/><rect x="${x + 120}" y="250" width="8" height="28" fill="#c9ced4"/>`;
  out += windowView(random, 450, 120, 300, 200, spec.season);
  // Subway tile, the counter, lower cabinets, a range and a tap.
  for (let y = 330; y < 400; y += 24) out += `<path d="M60 ${y}H1140" stroke="${shade(spec.wall, -0.08)}" stroke-width="2"/>`;
  out += `<rect x="60" y="400" width="1080" height="22" fill="#e8e4dc"/><rect x="60" y="422" width="1080" height="${FLOOR - 422}" fill="${shade(c, -0.05)}"/>`;
  for (let x = 60; x < 1140; x += 180)
    out += `<rect x="${x + 10}" y="434" width="160" height="${FLOOR - 446}" fill="none" stroke="${shade(c, -0.2)}" stroke-width="5"/><rect x="${x + 80}" y="444" width="24" height="8" fill="#c9ced4"/>`;
  out += `<rect x="790" y="410" width="190" height="${FLOOR - 410}" fill="#4a4e54"/><rect x="806" y="450" width="158" height="90" fill="#2b2e33"/>`;
  for (const x of [820, 900]) out += `<ellipse cx="${x + 20}" cy="405" rx="30" ry="6" fill="#2b2e33"/>`;
  out += `<path d="M600 400v-50h40v10" stroke="#c9ced4" stroke-width="8" fill="none"/><rect x="540" y="398" width="120" height="6" fill="#c9ced4"/>`;
  out += plant(180, 400, 70) + `<rect x="330" y="360" width="70" height="40" rx="8" fill="#f3e3c0"/>`;
  return out;
}

function bedroom(random: Random, spec: RoomSpec): string {
  let out = windowView(random, 820, 140, 240, 260, spec.season);
  const c = spec.accent;
  // Headboard, bed, pillows and a folded throw; a nightstand with a lamp.
  out += `<rect x="220" y="250" width="480" height="230" rx="20" fill="#7a5236"/>`;
  out += `<rect x="180" y="420" width="560" height="150" rx="16" fill="#f6f3ec"/><rect x="180" y="470" width="560" height="110" rx="16" fill="${c}"/>`;
  out += `<rect x="230" y="380" width="200" height="70" rx="24" fill="#ffffff"/><rect x="490" y="380" width="200" height="70" rx="24" fill="#ffffff"/>`;
  out += `<rect x="180" y="520" width="560" height="26" fill="${shade(c, -0.2)}"/><rect x="196" y="580" width="14" height="30" fill="#5a3a28"/><rect x="710" y="580" width="14" height="30" fill="#5a3a28"/>`;
  out += `<rect x="40" y="420" width="110" height="150" fill="#a97c50"/><path d="M40 490h110" stroke="#7a5236" stroke-width="4"/><path d="M95 420v-60" stroke="#3b3f44" stroke-width="6"/><path d="M60 360h70l-14-56h-42z" fill="#f3e3c0"/>`;
  out += `<ellipse cx="460" cy="${FLOOR + 110}" rx="360" ry="56" fill="${shade(c, 0.6)}"/>`;
  out += plant(1110, FLOOR + 40, 100);
  return out;
}

export function room(key: string, spec: RoomSpec): string {
  const random = seeded(key);
  let body = `<rect width="${W}" height="${FLOOR}" fill="${spec.wall}"/>`;
  body += floor(spec);
  body += spec.kind === "living" ? living(random, spec) : spec.kind === "kitchen" ? kitchen(random, spec) : bedroom(random, spec);
  // Light falling from the window.
  body += `<rect width="${W}" height="${H}" fill="url(#light)"/>`;
  const defs = `<linearGradient id="light" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fff" stop-opacity=".12"/><stop offset="1" stop-color="#000" stop-opacity=".08"/></linearGradient>`;
  return svgDocument(W, H, body, defs);
}
