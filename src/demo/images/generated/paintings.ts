import { seeded, type Random } from "./random";
import { jitter, mix, n, shade, svgDocument } from "./svg";

/**
 * Ada Ferro's work, painted in code: oil landscapes of the lakes (broken
 * brushwork over a layered scene), vineyard rows in perspective, and
 * two-colour linocuts with carved gouge lines.
 */

export const CANVAS = { width: 1200, height: 960 };
const { width: W, height: H } = CANVAS;

/** A smooth wavy line: a few sines with random phases. */
function ridge(random: Random, base: number, amplitude: number, roughness = 1): (x: number) => number {
  const waves = [0, 1, 2, 3].map((i) => ({
    f: (0.0025 + random.next() * 0.004) * (i + 1) * roughness,
    p: random.next() * Math.PI * 2,
    a: amplitude / (i + 1.4),
  }));
  return (x) => base + waves.reduce((y, w) => y + Math.sin(x * w.f + w.p) * w.a, 0);
}

function ridgePath(top: (x: number) => number, bottom = H): string {
  let d = `M0 ${bottom}`;
  for (let x = 0; x <= W; x += 24) d += `L${x} ${n(top(x))}`;
  return `${d}L${W} ${bottom}Z`;
}

interface Band {
  top: (x: number) => number;
  color: (y: number) => string;
  /** Stroke direction in radians: 0 is horizontal; "slope" follows the band's top. */
  angle: number | "slope";
}

/** Broken colour: short strokes that sample the scene's colour where they fall. */
function brushwork(random: Random, bands: Band[], count: number, size: [number, number], spread: number): string {
  let out = "";
  for (let i = 0; i < count; i++) {
    const x = random.range(-20, W + 20);
    const y = random.range(-10, H + 10);
    let band: Band | undefined;
    for (const b of bands) if (y >= b.top(x)) band = b;
    if (!band) continue;
    const length = random.range(size[0], size[1]);
    const angle =
      band.angle === "slope" ? Math.atan2(band.top(x + 10) - band.top(x - 10), 20) + random.range(-0.25, 0.25) : band.angle + random.range(-0.12, 0.12);
    const dx = (Math.cos(angle) * length) / 2;
    const dy = (Math.sin(angle) * length) / 2;
    const color = jitter(band.color(y), spread, random.next);
    const width = random.range(length * 0.22, length * 0.4);
    out += `<path d="M${n(x - dx)} ${n(y - dy)}L${n(x + dx)} ${n(y + dy)}" stroke="${color}" stroke-width="${n(width)}" stroke-opacity="${n(random.range(0.35, 0.75))}"/>`;
  }
  return `<g stroke-linecap="round" fill="none">${out}</g>`;
}

const vertical = (top: string, bottom: string, from: number, to: number) => (y: number) => mix(top, bottom, Math.max(0, Math.min(1, (y - from) / (to - from))));

export interface LakePainting {
  sky: [string, string];
  hills: string[];
  water: [string, string];
  horizon: number;
  sun?: { x: number; y: number; r: number; color: string };
  /** Extra touches: rain, whitecaps, fog or a still mirror. */
  mood?: "squall" | "whitecaps" | "fog" | "still";
}

export function lakePainting(key: string, spec: LakePainting): string {
  const random = seeded(key);
  const { horizon } = spec;
  const sky = vertical(spec.sky[0], spec.sky[1], 0, horizon);
  const water = vertical(spec.water[0], spec.water[1], horizon, H);
  const hills = spec.hills.map((color, i) => ({
    top: ridge(random, horizon - 150 + i * 55 + random.range(-20, 20), 60 - i * 12),
    color,
  }));
  const shore = ridge(random, horizon, 6, 3);
  const bands: Band[] = [
    { top: () => -20, color: sky, angle: spec.mood === "squall" ? -0.35 : 0 },
    ...hills.map((h) => ({ top: h.top, color: (y: number) => shade(h.color, (y - h.top(W / 2)) / 900), angle: "slope" as const })),
    { top: shore, color: water, angle: 0 },
  ];
  let body = `<rect width="${W}" height="${H}" fill="${spec.sky[1]}"/>`;
  body += `<rect width="${W}" height="${horizon}" fill="url(#sky)"/>`;
  if (spec.sun)
    body += `<circle cx="${spec.sun.x}" cy="${spec.sun.y}" r="${spec.sun.r * 2.6}" fill="${spec.sun.color}" fill-opacity=".25"/><circle cx="${spec.sun.x}" cy="${spec.sun.y}" r="${spec.sun.r}" fill="${spec.sun.color}"/>`;
  for (const h of hills) body += `<path d="${ridgePath(h.top)}" fill="${h.color}"/>`;
  body += `<path d="${ridgePath(shore)}" fill="url(#water)"/>`;
  body += brushwork(random, bands, 700, [26, 66], 10);
  if (spec.sun) {
    // The sun's path on the water.
    let glints = "";
    for (let i = 0; i < 60; i++) {
      const y = random.range(horizon + 8, H - 30);
      const w = random.range(10, 40) * (1 + (y - horizon) / 300);
      const x = spec.sun.x + random.range(-1, 1) * (30 + (y - horizon) * 0.35);
      glints += `<path d="M${n(x - w / 2)} ${n(y)}h${n(w)}" stroke="${shade(spec.sun.color, 0.2)}" stroke-width="${n(random.range(3, 7))}" stroke-opacity="${n(random.range(0.5, 0.9))}"/>`;
    }
    body += `<g stroke-linecap="round">${glints}</g>`;
  }
  if (spec.mood === "whitecaps" || spec.mood === "still") {
    let caps = "";
    const count = spec.mood === "whitecaps" ? 140 : 30;
    for (let i = 0; i < count; i++) {
      const y = random.range(horizon + 10, H);
      const depth = (y - horizon) / (H - horizon);
      const x = random.range(0, W);
      const w = random.range(8, 26) * (0.5 + depth * 1.6);
      const color = spec.mood === "whitecaps" ? "#f4f6f4" : shade(spec.water[0], 0.35);
      caps += `<path d="M${n(x)} ${n(y)}q${n(w / 2)} ${n(-w / 5)} ${n(w)} 0" stroke="${color}" stroke-width="${n(2 + depth * 4)}" fill="none" stroke-opacity=".85"/>`;
    }
    body += `<g stroke-linecap="round">${caps}</g>`;
  }
  if (spec.mood === "squall") {
    let rain = "";
    for (let i = 0; i < 90; i++) {
      const x = random.range(W * 0.35, W * 1.05);
      const y = random.range(60, horizon - 40);
      rain += `<path d="M${n(x)} ${n(y)}l${n(-30)} ${n(random.range(90, 180))}" stroke="#5b6470" stroke-width="${n(random.range(2, 5))}" stroke-opacity=".35"/>`;
    }
    body += `<g stroke-linecap="round">${rain}</g>`;
  }
  if (spec.mood === "fog") {
    for (let i = 0; i < 5; i++) {
      const y = horizon - 140 + i * 60 + random.range(-20, 20);
      body += `<ellipse cx="${n(random.range(200, 1000))}" cy="${n(y)}" rx="${n(random.range(500, 800))}" ry="${n(random.range(30, 60))}" fill="#eef0ee" fill-opacity=".45"/>`;
    }
  }
  const defs =
    `<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${spec.sky[0]}"/><stop offset="1" stop-color="${spec.sky[1]}"/></linearGradient>` +
    `<linearGradient id="water" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${spec.water[0]}"/><stop offset="1" stop-color="${spec.water[1]}"/></linearGradient>`;
  return svgDocument(W, H, body, defs);
}

export interface VineyardPainting {
  sky: [string, string];
  hills: string[];
  ground: [string, string];
  vines: string[];
  horizon: number;
  season: "summer" | "harvest" | "snow" | "dusk";
}

export function vineyardPainting(key: string, spec: VineyardPainting): string {
  const random = seeded(key);
  const { horizon } = spec;
  const sky = vertical(spec.sky[0], spec.sky[1], 0, horizon);
  const ground = vertical(spec.ground[0], spec.ground[1], horizon, H);
  const hills = spec.hills.map((color, i) => ({ top: ridge(random, horizon - 110 + i * 45, 40 - i * 10), color }));
  const field = ridge(random, horizon + 10, 10, 0.6);
  const bands: Band[] = [
    { top: () => -20, color: sky, angle: 0 },
    ...hills.map((h) => ({ top: h.top, color: () => h.color, angle: "slope" as const })),
    { top: field, color: ground, angle: 0.05 },
  ];
  let body = `<rect width="${W}" height="${H}" fill="${spec.sky[1]}"/><rect width="${W}" height="${horizon}" fill="url(#sky)"/>`;
  if (spec.season === "dusk") body += `<circle cx="${W * 0.72}" cy="${horizon - 70}" r="42" fill="#f6c48a" fill-opacity=".9"/>`;
  for (const h of hills) body += `<path d="${ridgePath(h.top)}" fill="${h.color}"/>`;
  body += `<path d="${ridgePath(field)}" fill="url(#ground)"/>`;
  body += brushwork(random, bands, 600, [24, 60], 9);
  // Rows run from a vanishing point on the horizon to past the bottom edge: each a
  // hedge of foliage (a wedge) with its shadow on the ground and leafy dabs on top.
  const vx = W * random.range(0.38, 0.62);
  const vy = field(vx) + 2;
  const bottom = H + 60;
  let rows = "";
  for (let i = -6; i <= 6; i++) {
    const xb = vx + i * 260;
    const height = 150;
    const at = (t: number) => ({ x: vx + (xb - vx) * t, y: vy + (bottom - vy) * t });
    if (spec.season === "snow") {
      const end = at(1);
      rows += `<path d="M${n(vx)} ${n(vy)}L${n(end.x + 30)} ${n(end.y)}" stroke="#b9c2cc" stroke-width="18" stroke-opacity=".6"/>`;
      rows += `<path d="M${n(vx)} ${n(vy - 2)}L${n(end.x)} ${n(end.y - height)}" stroke="#4a3a2f" stroke-width="3" fill="none"/>`;
      for (let s = 2; s < 22; s++) {
        const t = (s / 22) ** 1.6;
        const p = at(t);
        const h = height * t;
        rows += `<path d="M${n(p.x)} ${n(p.y)}v${n(-h)}" stroke="#3d3129" stroke-width="${n(1 + t * 7)}"/>`;
        rows += `<path d="M${n(p.x)} ${n(p.y - h * 0.8)}q${n(h * 0.25)} ${n(-h * 0.35)} ${n(h * 0.55)} ${n(-h * 0.15)}M${n(p.x)} ${n(p.y - h * 0.75)}q${n(-h * 0.2)} ${n(-h * 0.3)} ${n(-h * 0.5)} ${n(-h * 0.2)}" stroke="#4a3a2f" stroke-width="${n(0.8 + t * 3)}" fill="none"/>`;
      }
      continue;
    }
    const dark = shade(spec.vines[0] ?? "#3d5a2a", -0.35);
    rows += `<path d="M${n(vx)} ${n(vy)}L${n(xb + 90)} ${bottom}L${n(xb - 40)} ${bottom}Z" fill="${shade(spec.ground[1], -0.25)}" fill-opacity=".55"/>`;
    rows += `<path d="M${n(vx)} ${n(vy - 1)}L${n(xb - 70)} ${n(bottom - height)}L${n(xb - 70)} ${bottom}L${n(xb + 70)} ${bottom}Z" fill="${dark}"/>`;
    for (let s = 3; s < 30; s++) {
      const t = (s / 30) ** 1.5;
      const p = at(t);
      const size = 6 + t * 70;
      for (let k = 0; k < 2; k++) {
        const cx = p.x - 70 * t + random.range(-0.2, 0.9) * size;
        const cy = p.y - height * t * random.range(0.35, 0.95);
        const color = jitter(random.pick(spec.vines), 14, random.next);
        rows += `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(size * random.range(0.3, 0.5))}" ry="${n(size * random.range(0.22, 0.34))}" fill="${color}"/>`;
      }
      if (spec.season === "harvest" && random.chance(0.35)) {
        rows += `<circle cx="${n(p.x - 60 * t + random.range(0, 0.5) * size)}" cy="${n(p.y - height * t * 0.3)}" r="${n(2 + t * 9)}" fill="#4b2a4a"/>`;
      }
    }
  }
  body += `<g stroke-linecap="round">${rows}</g>`;
  if (spec.season === "harvest" || spec.season === "dusk") {
    // A grape gondola at the end of a row.
    const gx = W * 0.18;
    const gy = H - 170;
    body += `<g><path d="M${gx} ${gy}h210l-22 70h-166z" fill="${spec.season === "dusk" ? "#6b2d2a" : "#b5432f"}"/><path d="M${gx + 6} ${gy + 4}h198" stroke="#2b1b1b" stroke-width="6"/><ellipse cx="${gx + 105}" cy="${gy - 6}" rx="96" ry="16" fill="#4b2a4a"/><circle cx="${gx + 50}" cy="${gy + 78}" r="20" fill="#222"/><circle cx="${gx + 160}" cy="${gy + 78}" r="20" fill="#222"/></g>`;
  }
  const defs =
    `<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${spec.sky[0]}"/><stop offset="1" stop-color="${spec.sky[1]}"/></linearGradient>` +
    `<linearGradient id="ground" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${spec.ground[0]}"/><stop offset="1" stop-color="${spec.ground[1]}"/></linearGradient>`;
  return svgDocument(W, H, body, defs);
}

/** A gouge mark: a thin lens, thickest in the middle, as a linocut tool leaves. */
function gouge(x0: number, y0: number, x1: number, y1: number, thickness: number): string {
  const mx = (x0 + x1) / 2;
  const my = (y0 + y1) / 2;
  const len = Math.hypot(x1 - x0, y1 - y0) || 1;
  const nx = (-(y1 - y0) / len) * thickness;
  const ny = ((x1 - x0) / len) * thickness;
  return `M${n(x0)} ${n(y0)}Q${n(mx + nx)} ${n(my + ny)} ${n(x1)} ${n(y1)}Q${n(mx - nx)} ${n(my - ny)} ${n(x0)} ${n(y0)}Z`;
}

export interface Linocut {
  ink: string;
  paper: string;
  accent: string;
  scene: "ice-shelf" | "hemlocks" | "shanties" | "tor";
}

export function linocut(key: string, spec: Linocut): string {
  const random = seeded(key);
  const { ink, paper, accent } = spec;
  const horizon = spec.scene === "hemlocks" ? 300 : 430;
  let body = `<rect width="${W}" height="${H}" fill="${paper}"/>`;
  // Sky: ink near the top, carved away in ever longer strokes towards the horizon.
  let sky = `<rect width="${W}" height="${horizon * 0.55}" fill="${ink}"/>`;
  let carved = "";
  for (let row = 0; row < 26; row++) {
    const y = 8 + row * ((horizon * 0.55) / 26);
    let x = random.range(-40, 10);
    while (x < W) {
      const len = random.range(40, 120) * (0.5 + row / 26);
      carved += gouge(x, y + random.range(-2, 2), x + len, y + random.range(-2, 2), 1 + (row / 26) * 5);
      x += len + random.range(6, 40) * (1 - row / 30);
    }
  }
  sky += `<path d="${carved}" fill="${paper}"/>`;
  body += sky;
  if (spec.scene === "tor" || spec.scene === "shanties") {
    body += `<circle cx="${W * 0.74}" cy="${horizon * 0.38}" r="58" fill="${accent}"/>`;
    let rings = "";
    for (let r = 70; r < 150; r += 16)
      rings += `<circle cx="${W * 0.74}" cy="${horizon * 0.38}" r="${r}" fill="none" stroke="${ink}" stroke-width="3" stroke-dasharray="${n(random.range(14, 30))} ${n(random.range(6, 14))}"/>`;
    body += rings;
  }
  // Land: a solid ink mass with white contour lines cut into it.
  const hillTop =
    spec.scene === "tor" ? (x: number) => horizon - 230 * Math.exp(-(((x - W * 0.38) / 260) ** 2)) + Math.sin(x / 40) * 4 : ridge(random, horizon - 40, 34);
  body += `<path d="${ridgePath(hillTop, horizon + 40)}" fill="${ink}"/>`;
  let contours = "";
  for (let k = 1; k < 9; k++) {
    let d = "";
    for (let x = 0; x <= W; x += 30) {
      const y = hillTop(x) + k * 14 + Math.sin(x / 55 + k) * 3;
      if (y < horizon + 36) d += gouge(x, y, x + 26, hillTop(x + 26) + k * 14 + Math.sin((x + 26) / 55 + k) * 3, 1.6);
    }
    contours += d;
  }
  if (spec.scene === "tor") {
    // Snow on the upper slopes is uncut paper.
    let snow = "M0 0";
    for (let x = 0; x <= W; x += 20) snow += `L${x} ${n(hillTop(x) + 28 + Math.sin(x / 23) * 10)}`;
    body += `<path d="${snow.replace("M0 0L", "M")}L${W} 0L0 0Z" fill="${paper}" clip-path="url(#land)"/>`;
  }
  body += `<path d="${contours}" fill="${paper}"/>`;
  // Ice or snow in the foreground: paper, with ink cracks and drifts.
  let ground = "";
  for (let i = 0; i < 60; i++) {
    const y = random.range(horizon + 60, H - 10);
    const x = random.range(-50, W);
    const len = random.range(30, 160) * (0.6 + (y - horizon) / 500);
    ground += gouge(x, y, x + len, y + random.range(-8, 8), 1 + ((y - horizon) / (H - horizon)) * 4);
  }
  body += `<path d="${ground}" fill="${ink}"/>`;
  if (spec.scene === "ice-shelf") {
    // Open water beyond the shelf edge, with cut ripples.
    const edge = ridge(random, horizon + 150, 20, 2);
    let water = `M0 ${horizon + 40}`;
    for (let x = 0; x <= W; x += 20) water += `L${x} ${n(edge(x))}`;
    water += `L${W} ${horizon + 40}Z`;
    body += `<path d="${water}" fill="${accent}"/>`;
    let ripples = "";
    for (let i = 0; i < 40; i++) {
      const x = random.range(0, W);
      const y = random.range(horizon + 48, edge(x) - 8);
      ripples += gouge(x, y, x + random.range(30, 90), y, 2.2);
    }
    body += `<path d="${ripples}" fill="${ink}"/>`;
    let slabs = "";
    for (let i = 0; i < 7; i++) {
      const x = random.range(40, W - 200);
      const y = edge(x) + random.range(20, 120);
      slabs += `<path d="M${n(x)} ${n(y)}l${n(random.range(80, 160))} ${n(random.range(-10, 10))}l${n(random.range(-20, 20))} ${n(random.range(16, 30))}l${n(-random.range(80, 160))} ${n(random.range(-6, 6))}z" fill="none" stroke="${ink}" stroke-width="4" stroke-linejoin="round"/>`;
    }
    body += slabs;
  }
  if (spec.scene === "hemlocks") {
    // Tall conifers, tiered, with carved highlights; a white fall of water between them.
    body += `<path d="M${W * 0.46} ${horizon}C${W * 0.47} 500 ${W * 0.44} 700 ${W * 0.48} ${H}L${W * 0.56} ${H}C${W * 0.53} 700 ${W * 0.55} 500 ${W * 0.53} ${horizon}Z" fill="${accent}"/>`;
    let falls = "";
    for (let i = 0; i < 40; i++) {
      const x = W * random.range(0.465, 0.535);
      const y = random.range(horizon + 20, H - 40);
      falls += gouge(x, y, x + random.range(-4, 4), y + random.range(40, 110), 1.6);
    }
    body += `<path d="${falls}" fill="${paper}"/>`;
    for (const [cx, scale] of [
      [110, 1.1],
      [290, 0.85],
      [420, 0.7],
      [760, 0.75],
      [930, 1.15],
      [1110, 0.9],
    ] as const) {
      const top = H - 760 * scale;
      const trunkBase = H + 10;
      let tree = `<path d="M${cx - 9 * scale} ${trunkBase}V${top + 80}h${18 * scale}V${trunkBase}z" fill="${ink}"/>`;
      let cuts = "";
      for (let tier = 0; tier < 9; tier++) {
        const ty = top + tier * 80 * scale;
        const half = (40 + tier * 20) * scale;
        tree += `<path d="M${cx} ${n(ty)}L${n(cx + half)} ${n(ty + 110 * scale)}Q${cx} ${n(ty + 90 * scale)} ${n(cx - half)} ${n(ty + 110 * scale)}Z" fill="${ink}"/>`;
        for (let c = 0; c < 4; c++) {
          const side = c % 2 ? 1 : -1;
          const sx = cx + side * random.range(6, half * 0.5);
          const sy = ty + random.range(30, 80) * scale;
          cuts += gouge(sx, sy, sx + side * random.range(20, half * 0.6), sy + random.range(14, 28) * scale, 1.4);
        }
      }
      body += tree + `<path d="${cuts}" fill="${paper}"/>`;
    }
  }
  if (spec.scene === "shanties") {
    const huts = [
      [170, 610, 1.2],
      [420, 560, 0.8],
      [640, 650, 1.5],
      [880, 575, 0.9],
      [1040, 700, 1.3],
    ] as const;
    for (const [x, y, s] of huts) {
      const w = 90 * s;
      const h = 70 * s;
      body += `<path d="M${x} ${y}h${n(w)}v${n(-h)}l${n(-w / 2)} ${n(-h * 0.45)}l${n(-w / 2)} ${n(h * 0.45)}z" fill="${ink}"/>`;
      body += `<rect x="${n(x + w * 0.35)}" y="${n(y - h * 0.62)}" width="${n(w * 0.3)}" height="${n(h * 0.62)}" fill="${accent}"/>`;
      body += `<path d="M${n(x + w * 0.78)} ${n(y - h * 1.2)}v${n(-h * 0.5)}" stroke="${ink}" stroke-width="${n(6 * s)}"/>`;
      let smoke = "";
      for (let p = 0; p < 4; p++)
        smoke += `<circle cx="${n(x + w * 0.78 + p * 10 * s)}" cy="${n(y - h * 1.8 - p * 22 * s)}" r="${n((5 + p * 3) * s)}" fill="none" stroke="${ink}" stroke-width="2.5"/>`;
      body += smoke;
      body += `<path d="M${n(x - 30 * s)} ${n(y + 6)}h${n(w + 60 * s)}" stroke="${ink}" stroke-width="4" stroke-linecap="round"/>`;
    }
  }
  // The border a printer leaves around the block, and a pencil edition mark.
  body += `<rect x="14" y="14" width="${W - 28}" height="${H - 28}" fill="none" stroke="${paper}" stroke-width="28"/>`;
  const defs = spec.scene === "tor" ? `<clipPath id="land"><path d="${ridgePath(hillTop, horizon + 40)}"/></clipPath>` : "";
  return svgDocument(W, H, body, defs);
}

/** A finished work hung on a wall, for shop listings: frame, mat, shadow and a bit of room. */
export function onWall(painting: string, wall: string, frame: string, matted: boolean): string {
  const w = 1200;
  const h = 1200;
  const inner = painting.replace(/^<svg[^>]*>/, "").replace(/<\/svg>$/, "");
  const pw = 640;
  const ph = pw * (H / W);
  const mat = matted ? 56 : 0;
  const fw = 26;
  const x = (w - pw) / 2;
  const y = 300;
  const outer = { x: x - mat - fw, y: y - mat - fw, w: pw + 2 * (mat + fw), h: ph + 2 * (mat + fw) };
  let body = `<rect width="${w}" height="${h}" fill="${wall}"/><rect y="${h - 250}" width="${w}" height="250" fill="${shade(wall, -0.28)}"/><rect y="${h - 250}" width="${w}" height="10" fill="${shade(wall, 0.15)}"/>`;
  // A soft shadow from a few stacked translucent rectangles: cheaper to render than a blur.
  for (const spread of [18, 12, 6])
    body += `<rect x="${outer.x + 14 - spread}" y="${outer.y + 22 - spread}" width="${outer.w + 2 * spread}" height="${outer.h + 2 * spread}" rx="${spread}" fill="#000" fill-opacity=".06"/>`;
  body += `<rect x="${outer.x}" y="${outer.y}" width="${outer.w}" height="${outer.h}" fill="${frame}"/>`;
  body += `<rect x="${outer.x + 5}" y="${outer.y + 5}" width="${outer.w - 10}" height="${outer.h - 10}" fill="none" stroke="${shade(frame, 0.25)}" stroke-width="2"/>`;
  if (matted) body += `<rect x="${x - mat}" y="${y - mat}" width="${pw + 2 * mat}" height="${ph + 2 * mat}" fill="#f6f3ec"/>`;
  body += `<svg x="${x}" y="${y}" width="${pw}" height="${n(ph)}" viewBox="0 0 ${W} ${H}">${inner}</svg>`;
  // A low bench gives the wall scale.
  body += `<rect x="330" y="${h - 330}" width="540" height="34" rx="6" fill="${shade(wall, -0.55)}"/><rect x="360" y="${h - 300}" width="18" height="110" fill="${shade(wall, -0.6)}"/><rect x="822" y="${h - 300}" width="18" height="110" fill="${shade(wall, -0.6)}"/>`;
  return svgDocument(w, h, body);
}
