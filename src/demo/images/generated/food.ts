import { seeded, type Random } from "./random";
import { jitter, n, shade, smoothClosed, svgDocument } from "./svg";

/**
 * Food and drink, styled like an overhead menu photograph drawn flat: a table
 * surface, a plate or a board, and the dish built from simple parts (a seared
 * cut, a mound of mash, scattered greens, a sauce swoosh). Each restaurant
 * gets its own table and plates so the sites do not look alike.
 */

export const DISH = { width: 1200, height: 900 };
const { width: W, height: H } = DISH;

export interface Table {
  /** The surface: wood planks, stone, linen, a diner counter or kraft paper. */
  surface: "wood" | "stone" | "linen" | "formica" | "paper" | "marble";
  color: string;
  plate: string;
  rim?: string;
  napkin?: string;
}

type Draw = (random: Random, x: number, y: number, s: number) => string;

function surface(random: Random, table: Table): string {
  const c = table.color;
  let out = `<rect width="${W}" height="${H}" fill="${c}"/>`;
  if (table.surface === "wood") {
    for (let y = 0; y < H; y += 150) {
      out += `<rect y="${y}" width="${W}" height="148" fill="${jitter(c, 4, random.next)}"/><path d="M0 ${y + 149}H${W}" stroke="${shade(c, -0.35)}" stroke-width="3"/>`;
      for (let g = 0; g < 5; g++) {
        const gy = y + random.range(10, 140);
        out += `<path d="M0 ${n(gy)}C${n(W * 0.3)} ${n(gy + random.range(-8, 8))} ${n(W * 0.6)} ${n(gy + random.range(-8, 8))} ${W} ${n(gy + random.range(-6, 6))}" stroke="${shade(c, -0.12)}" stroke-width="${n(random.range(1, 3))}" fill="none" stroke-opacity=".6"/>`;
      }
    }
  } else if (table.surface === "stone" || table.surface === "marble") {
    for (let i = 0; i < 14; i++) {
      const x = random.range(0, W);
      const y = random.range(0, H);
      out += `<path d="M${n(x)} ${n(y)}c${n(random.range(40, 140))} ${n(random.range(-60, 60))} ${n(random.range(120, 300))} ${n(random.range(-40, 90))} ${n(random.range(200, 420))} ${n(random.range(-30, 30))}" stroke="${table.surface === "marble" ? shade(c, -0.18) : shade(c, 0.08)}" stroke-width="${n(random.range(1, 3))}" fill="none" stroke-opacity=".7"/>`;
    }
  } else if (table.surface === "linen") {
    for (let x = 0; x < W; x += 9) out += `<path d="M${x} 0V${H}" stroke="${shade(c, -0.04)}" stroke-width="2"/>`;
  } else if (table.surface === "formica") {
    for (let i = 0; i < 160; i++)
      out += `<circle cx="${n(random.range(0, W))}" cy="${n(random.range(0, H))}" r="${n(random.range(2, 6))}" fill="${shade(c, random.chance(0.5) ? 0.25 : -0.15)}"/>`;
    out += `<rect y="${H - 110}" width="${W}" height="18" fill="#c9cfd3"/><rect y="${H - 92}" width="${W}" height="92" fill="${shade(c, -0.1)}"/>`;
  } else {
    for (let i = 0; i < 40; i++)
      out += `<path d="M${n(random.range(0, W))} ${n(random.range(0, H))}l${n(random.range(10, 30))} ${n(random.range(-3, 3))}" stroke="${shade(c, -0.1)}" stroke-width="2"/>`;
  }
  if (table.napkin) {
    out += `<g transform="rotate(-8 150 700)"><rect x="30" y="560" width="260" height="300" rx="6" fill="${table.napkin}"/><path d="M30 600h260M30 612h260" stroke="${shade(table.napkin, -0.2)}" stroke-width="4"/></g>`;
    // A fork and a knife to the right of the plate.
    out += `<g fill="#c3c7cb"><rect x="1040" y="300" width="18" height="480" rx="9"/><path d="M1020 130h58v150q0 40 -29 40t-29 -40z"/></g><g stroke="${c}" stroke-width="6"><path d="M1034 130v110M1049 130v110M1064 130v110"/></g>`;
    out += `<path d="M1130 120c40 40 40 240 10 300v360a12 12 0 0 1 -24 0V120z" fill="#c3c7cb"/>`;
  }
  return out;
}

/** A round plate with its shadow, its rim and a well. */
function plate(table: Table, x: number, y: number, r: number): string {
  const p = table.plate;
  return `<circle cx="${x + 14}" cy="${y + 18}" r="${r}" fill="#000" fill-opacity=".18"/><circle cx="${x}" cy="${y}" r="${r}" fill="${p}"/>${table.rim ? `<circle cx="${x}" cy="${y}" r="${r - 8}" fill="none" stroke="${table.rim}" stroke-width="5"/>` : ""}<circle cx="${x}" cy="${y}" r="${r * 0.7}" fill="${shade(p, -0.05)}"/><circle cx="${x}" cy="${y}" r="${r * 0.7 - 4}" fill="${p}"/>`;
}

/** A bowl: a deep rim and what is in it. */
function bowl(table: Table, x: number, y: number, r: number, fill: string): string {
  const p = table.plate;
  return `<circle cx="${x + 14}" cy="${y + 18}" r="${r}" fill="#000" fill-opacity=".2"/><circle cx="${x}" cy="${y}" r="${r}" fill="${p}"/><circle cx="${x}" cy="${y}" r="${r * 0.82}" fill="${shade(p, -0.18)}"/><circle cx="${x + 4}" cy="${y + 6}" r="${r * 0.78}" fill="${fill}"/>`;
}

// The parts a dish is built from.

const seared: Draw = (random, x, y, s) => {
  const w = 260 * s;
  const h = 150 * s;
  let out = `<g transform="rotate(${n(random.range(-25, 25))} ${x} ${y})"><rect x="${n(x - w / 2)}" y="${n(y - h / 2)}" width="${n(w)}" height="${n(h)}" rx="${n(h * 0.4)}" fill="#6e3b22"/><rect x="${n(x - w / 2 + 10)}" y="${n(y - h / 2 + 8)}" width="${n(w - 20)}" height="${n(h - 16)}" rx="${n(h * 0.35)}" fill="#8a4b2a"/>`;
  for (let i = -2; i <= 2; i++)
    out += `<path d="M${n(x + i * w * 0.17 - 30 * s)} ${n(y - h * 0.4)}l${n(60 * s)} ${n(h * 0.8)}" stroke="#3b1e12" stroke-width="${n(9 * s)}" stroke-linecap="round"/>`;
  return `${out}</g>`;
};

const slices: Draw = (random, x, y, s) => {
  let out = "";
  for (let i = 0; i < 4; i++) {
    const cx = x - 90 * s + i * 58 * s;
    out += `<g transform="rotate(${n(-20 + random.range(-4, 4))} ${n(cx)} ${y})"><rect x="${n(cx - 40 * s)}" y="${n(y - 110 * s)}" width="${n(80 * s)}" height="${n(220 * s)}" rx="${n(26 * s)}" fill="#6b3520"/><rect x="${n(cx - 30 * s)}" y="${n(y - 98 * s)}" width="${n(60 * s)}" height="${n(196 * s)}" rx="${n(20 * s)}" fill="#c0605a"/><rect x="${n(cx - 16 * s)}" y="${n(y - 80 * s)}" width="${n(32 * s)}" height="${n(160 * s)}" rx="${n(12 * s)}" fill="#d8837a"/></g>`;
  }
  return out;
};

const fillet =
  (color: string, stripes: string): Draw =>
  (random, x, y, s) => {
    const w = 300 * s;
    const h = 120 * s;
    let out = `<g transform="rotate(${n(random.range(-18, 18))} ${x} ${y})"><path d="M${n(x - w / 2)} ${n(y)}C${n(x - w / 2)} ${n(y - h)} ${n(x + w / 2)} ${n(y - h * 0.7)} ${n(x + w / 2)} ${n(y)}C${n(x + w / 2)} ${n(y + h * 0.7)} ${n(x - w / 2)} ${n(y + h)} ${n(x - w / 2)} ${n(y)}Z" fill="${color}"/>`;
    for (let i = 1; i < 6; i++)
      out += `<path d="M${n(x - w / 2 + i * w * 0.16)} ${n(y - h * 0.4)}q${n(20 * s)} ${n(h * 0.4)} 0 ${n(h * 0.8)}" stroke="${stripes}" stroke-width="${n(6 * s)}" fill="none" stroke-linecap="round"/>`;
    out += `<path d="M${n(x - w / 2 + 20 * s)} ${n(y - h * 0.25)}C${n(x)} ${n(y - h * 0.7)} ${n(x + w * 0.3)} ${n(y - h * 0.45)} ${n(x + w / 2 - 10 * s)} ${n(y - h * 0.1)}" stroke="${shade(color, -0.3)}" stroke-width="${n(10 * s)}" fill="none" stroke-opacity=".5" stroke-linecap="round"/></g>`;
    return out;
  };

const mash: Draw = (random, x, y, s) => {
  const pts = Array.from({ length: 9 }, (_, i): [number, number] => {
    const a = (i / 9) * Math.PI * 2;
    const r = 105 * s * random.range(0.82, 1.12);
    return [x + Math.cos(a) * r, y + Math.sin(a) * r];
  });
  return `<path d="${smoothClosed(pts)}" fill="#efe2bf"/><path d="M${n(x - 60 * s)} ${n(y + 20 * s)}c${n(20 * s)} ${n(-50 * s)} ${n(90 * s)} ${n(-60 * s)} ${n(110 * s)} ${n(-20 * s)}" stroke="#dccb9f" stroke-width="${n(10 * s)}" fill="none" stroke-linecap="round"/><path d="M${n(x + 20 * s)} ${n(y + 30 * s)}l${n(30 * s)} ${n(-8 * s)}l${n(8 * s)} ${n(24 * s)}l${n(-30 * s)} ${n(8 * s)}z" fill="#f3d063"/>`;
};

const braise: Draw = (random, x, y, s) => {
  let out = "";
  for (let i = 0; i < 3; i++) {
    const cx = x + (i - 1) * 70 * s + random.range(-10, 10) * s;
    const cy = y + random.range(-40, 40) * s;
    const pts = Array.from({ length: 8 }, (_, k): [number, number] => {
      const a = (k / 8) * Math.PI * 2;
      const r = 70 * s * random.range(0.75, 1.15);
      return [cx + Math.cos(a) * r * 1.2, cy + Math.sin(a) * r * 0.9];
    });
    out += `<path d="${smoothClosed(pts)}" fill="#4a2412"/>`;
    for (let k = 0; k < 4; k++)
      out += `<path d="M${n(cx - 50 * s)} ${n(cy - 30 * s + k * 20 * s)}q${n(50 * s)} ${n(random.range(-12, 12) * s)} ${n(100 * s)} 0" stroke="#7a4124" stroke-width="${n(6 * s)}" fill="none" stroke-linecap="round"/>`;
  }
  return out;
};

const greens: Draw = (random, x, y, s) => {
  let out = "";
  for (let i = 0; i < 16; i++) {
    const a = random.range(0, Math.PI * 2);
    const d = random.range(0, 80 * s);
    const cx = x + Math.cos(a) * d;
    const cy = y + Math.sin(a) * d;
    const c = random.pick(["#4f8a3b", "#6aa84f", "#3d6e2f", "#8cbf5a", "#7a2f52"]);
    out += `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(random.range(22, 40) * s)}" ry="${n(random.range(12, 20) * s)}" fill="${c}" transform="rotate(${n(random.range(0, 180))} ${n(cx)} ${n(cy)})"/>`;
  }
  return out;
};

const sticks =
  (color: string, count: number, length: number, width: number): Draw =>
  (random, x, y, s) => {
    let out = "";
    for (let i = 0; i < count; i++) {
      const cx = x + random.range(-60, 60) * s;
      const cy = y + random.range(-50, 50) * s;
      const a = random.range(-0.6, 0.6) + (i % 2 ? 0.3 : -0.3);
      const dx = Math.cos(a) * length * s * 0.5;
      const dy = Math.sin(a) * length * s * 0.5;
      out += `<path d="M${n(cx - dx)} ${n(cy - dy)}L${n(cx + dx)} ${n(cy + dy)}" stroke="${shade(color, -0.2)}" stroke-width="${n((width + 4) * s)}" stroke-linecap="round"/><path d="M${n(cx - dx)} ${n(cy - dy)}L${n(cx + dx)} ${n(cy + dy)}" stroke="${jitter(color, 12, random.next)}" stroke-width="${n(width * s)}" stroke-linecap="round"/>`;
    }
    return out;
  };

const dots =
  (colors: string[], count: number, size: number, spread: number): Draw =>
  (random, x, y, s) => {
    let out = "";
    for (let i = 0; i < count; i++) {
      const a = random.range(0, Math.PI * 2);
      const d = Math.sqrt(random.next()) * spread * s;
      const r = size * s * random.range(0.7, 1.2);
      const cx = x + Math.cos(a) * d;
      const cy = y + Math.sin(a) * d;
      const c = random.pick(colors);
      out += `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${c}"/><circle cx="${n(cx - r * 0.3)}" cy="${n(cy - r * 0.3)}" r="${n(r * 0.3)}" fill="#fff" fill-opacity=".35"/>`;
    }
    return out;
  };

const swoosh =
  (color: string): Draw =>
  (random, x, y, s) =>
    `<path d="M${n(x - 120 * s)} ${n(y + 30 * s)}Q${n(x)} ${n(y - 60 * s)} ${n(x + 130 * s)} ${n(y + 10 * s)}" stroke="${color}" stroke-width="${n(34 * s)}" fill="none" stroke-linecap="round"/>`;

const pool =
  (color: string, r: number): Draw =>
  (random, x, y, s) =>
    `<circle cx="${x}" cy="${y}" r="${n(r * s)}" fill="${color}"/>`;

const wedge =
  (color: string): Draw =>
  (random, x, y, size) => {
    const a = random.range(0, 360);
    const s = size * 1.5;
    return `<g transform="rotate(${n(a)} ${x} ${y})"><path d="M${x} ${y}l${n(80 * s)} ${n(-30 * s)}a${n(85 * s)} ${n(85 * s)} 0 0 1 0 ${n(60 * s)}z" fill="${shade(color, -0.15)}"/><path d="M${n(x + 8 * s)} ${y}l${n(66 * s)} ${n(-22 * s)}a${n(70 * s)} ${n(70 * s)} 0 0 1 0 ${n(44 * s)}z" fill="${color}"/></g>`;
  };

const herbs: Draw = (random, x, y, s) => dots(["#3f7d32", "#5a9a3c"], 14, 6, 110)(random, x, y, s);

const bun: Draw = (random, x, y, s) => {
  let out = `<circle cx="${x}" cy="${y}" r="${n(150 * s)}" fill="#b5642b"/><circle cx="${n(x - 8 * s)}" cy="${n(y - 8 * s)}" r="${n(136 * s)}" fill="#d58b43"/><circle cx="${n(x - 40 * s)}" cy="${n(y - 40 * s)}" r="${n(60 * s)}" fill="#e4a55e" fill-opacity=".6"/>`;
  for (let i = 0; i < 30; i++) {
    const a = random.range(0, Math.PI * 2);
    const d = Math.sqrt(random.next()) * 110 * s;
    out += `<ellipse cx="${n(x + Math.cos(a) * d)}" cy="${n(y + Math.sin(a) * d)}" rx="${n(7 * s)}" ry="${n(4 * s)}" fill="#f5e7c4" transform="rotate(${n(random.range(0, 180))} ${n(x + Math.cos(a) * d)} ${n(y + Math.sin(a) * d)})"/>`;
  }
  return out;
};

const tortilla =
  (filling: string[]): Draw =>
  (random, x, y, s) => {
    const a = random.range(-30, 30);
    let out = `<g transform="rotate(${n(a)} ${x} ${y})"><path d="M${n(x - 150 * s)} ${y}A${n(150 * s)} ${n(90 * s)} 0 0 0 ${n(x + 150 * s)} ${y}Z" fill="#e9cf8e"/><path d="M${n(x - 140 * s)} ${n(y - 4 * s)}Q${x} ${n(y - 60 * s)} ${n(x + 140 * s)} ${n(y - 4 * s)}Z" fill="${filling[0]}"/>`;
    for (let i = 0; i < 14; i++) {
      const fx = x + random.range(-110, 110) * s;
      const fy = y - random.range(8, 36) * s;
      out += `<rect x="${n(fx)}" y="${n(fy)}" width="${n(random.range(10, 22) * s)}" height="${n(random.range(8, 14) * s)}" rx="${n(4 * s)}" fill="${random.pick(filling)}"/>`;
    }
    out += `<path d="M${n(x - 150 * s)} ${y}A${n(150 * s)} ${n(90 * s)} 0 0 0 ${n(x + 150 * s)} ${y}" fill="none" stroke="#c9a35e" stroke-width="${n(6 * s)}"/></g>`;
    return out;
  };

const flatbread =
  (toppings: string[], sauce: string): Draw =>
  (random, x, y, s) => {
    const pts = Array.from({ length: 14 }, (_, i) => {
      const a = (i / 14) * Math.PI * 2;
      const r = 190 * s * random.range(0.92, 1.05);
      return [x + Math.cos(a) * r * 1.2, y + Math.sin(a) * r * 0.85] as const;
    });
    let out = `<path d="M${pts.map(([px, py]) => `${n(px)} ${n(py)}`).join("L")}Z" fill="#d9a55a" stroke="#c08140" stroke-width="${n(22 * s)}" stroke-linejoin="round"/><ellipse cx="${x}" cy="${y}" rx="${n(190 * s)}" ry="${n(130 * s)}" fill="${sauce}"/>`;
    for (let i = 0; i < 9; i++)
      out += `<circle cx="${n(x + random.range(-150, 150) * s)}" cy="${n(y + random.range(-100, 100) * s)}" r="${n(random.range(8, 14) * s)}" fill="#5a3a20" fill-opacity=".55"/>`;
    out += dots(toppings, 26, 13, 150)(random, x, y, s);
    return out;
  };

const skewer =
  (colors: string[]): Draw =>
  (random, x, y, s) => {
    const a = random.range(-20, 20);
    let out = `<g transform="rotate(${n(a)} ${x} ${y})"><path d="M${n(x - 230 * s)} ${y}H${n(x + 230 * s)}" stroke="#a77b4f" stroke-width="${n(8 * s)}" stroke-linecap="round"/>`;
    for (let i = 0; i < 6; i++) {
      const cx = x - 160 * s + i * 64 * s;
      const c = colors[i % colors.length] ?? "#8a4b2a";
      out += `<rect x="${n(cx - 30 * s)}" y="${n(y - 34 * s)}" width="${n(60 * s)}" height="${n(68 * s)}" rx="${n(18 * s)}" fill="${c}"/><path d="M${n(cx - 12 * s)} ${n(y - 26 * s)}l${n(20 * s)} ${n(50 * s)}" stroke="${shade(c, -0.4)}" stroke-width="${n(6 * s)}" stroke-linecap="round"/>`;
    }
    return `${out}</g>`;
  };

const wholeFish: Draw = (random, x, y, s) => {
  const w = 420 * s;
  const h = 130 * s;
  let out = `<g transform="rotate(-12 ${x} ${y})"><path d="M${n(x - w / 2)} ${y}C${n(x - w / 3)} ${n(y - h)} ${n(x + w / 3)} ${n(y - h * 0.8)} ${n(x + w / 2 - 30 * s)} ${y}C${n(x + w / 3)} ${n(y + h * 0.8)} ${n(x - w / 3)} ${n(y + h)} ${n(x - w / 2)} ${y}Z" fill="#b9a88a"/><path d="M${n(x + w / 2 - 40 * s)} ${y}l${n(90 * s)} ${n(-70 * s)}v${n(140 * s)}z" fill="#9c8b6c"/>`;
  for (let i = 0; i < 5; i++)
    out += `<path d="M${n(x - w / 4 + i * 50 * s)} ${n(y - h * 0.55)}l${n(30 * s)} ${n(h * 0.5)}" stroke="#4a3a2a" stroke-width="${n(8 * s)}" stroke-linecap="round"/>`;
  out += `<circle cx="${n(x - w / 2 + 50 * s)}" cy="${n(y - 14 * s)}" r="${n(12 * s)}" fill="#f3efe6"/><circle cx="${n(x - w / 2 + 50 * s)}" cy="${n(y - 14 * s)}" r="${n(6 * s)}" fill="#222"/></g>`;
  return out;
};

const shells: Draw = (random, x, y, s) => {
  let out = "";
  for (let i = 0; i < 16; i++) {
    const a = random.range(0, Math.PI * 2);
    const d = Math.sqrt(random.next()) * 120 * s;
    const cx = x + Math.cos(a) * d;
    const cy = y + Math.sin(a) * d;
    out += `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(44 * s)}" ry="${n(24 * s)}" fill="#26272e" transform="rotate(${n(random.range(0, 180))} ${n(cx)} ${n(cy)})"/><ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(26 * s)}" ry="${n(13 * s)}" fill="#e39a5b" transform="rotate(${n(random.range(0, 180))} ${n(cx)} ${n(cy)})"/>`;
  }
  return out;
};

const swirl =
  (color: string, oil: string): Draw =>
  (random, x, y, s) =>
    `<circle cx="${x}" cy="${y}" r="${n(150 * s)}" fill="${color}"/><path d="M${x} ${y}m${n(-110 * s)} 0a${n(110 * s)} ${n(110 * s)} 0 1 0 ${n(220 * s)} 0a${n(80 * s)} ${n(80 * s)} 0 1 0 ${n(-160 * s)} 0a${n(50 * s)} ${n(50 * s)} 0 1 0 ${n(100 * s)} 0" fill="none" stroke="${shade(color, -0.12)}" stroke-width="${n(10 * s)}"/><path d="M${n(x - 40 * s)} ${n(y - 10 * s)}q${n(40 * s)} ${n(-40 * s)} ${n(80 * s)} 0q${n(-40 * s)} ${n(40 * s)} ${n(-80 * s)} 0z" fill="${oil}"/>`;

const eggs: Draw = (random, x, y, s) => {
  let out = "";
  for (const dx of [-80, 80]) {
    const cx = x + dx * s;
    const pts = Array.from({ length: 9 }, (_, i) => {
      const a = (i / 9) * Math.PI * 2;
      const r = 85 * s * random.range(0.85, 1.1);
      return `${n(cx + Math.cos(a) * r)} ${n(y + Math.sin(a) * r)}`;
    });
    out += `<path d="M${pts.join("L")}Z" fill="#fbf8f0" stroke="#fbf8f0" stroke-width="${n(30 * s)}" stroke-linejoin="round"/><circle cx="${n(cx + 6 * s)}" cy="${n(y - 4 * s)}" r="${n(36 * s)}" fill="#f2a71b"/><circle cx="${n(cx - 6 * s)}" cy="${n(y - 14 * s)}" r="${n(10 * s)}" fill="#fff" fill-opacity=".5"/>`;
  }
  return out;
};

const bacon: Draw = (random, x, y, s) => {
  let out = "";
  for (let i = 0; i < 3; i++) {
    const cy = y + i * 44 * s;
    const d = `M${n(x - 150 * s)} ${n(cy)}q${n(50 * s)} ${n(-30 * s)} ${n(100 * s)} 0t${n(100 * s)} 0t${n(100 * s)} 0`;
    out += `<path d="${d}" stroke="#8e3b26" stroke-width="${n(36 * s)}" fill="none" stroke-linecap="round"/><path d="${d}" stroke="#e8b49a" stroke-width="${n(8 * s)}" fill="none" stroke-linecap="round"/>`;
  }
  return out;
};

const stack =
  (top: string): Draw =>
  (random, x, y, s) => {
    let out = "";
    for (let i = 3; i >= 0; i--)
      out += `<circle cx="${n(x + i * 6 * s)}" cy="${n(y + i * 8 * s)}" r="${n(150 * s)}" fill="${i === 0 ? "#d99a4e" : "#b87634"}"/>`;
    out += `<circle cx="${x}" cy="${y}" r="${n(126 * s)}" fill="#e3ab5f"/><path d="M${n(x - 90 * s)} ${n(y - 20 * s)}q${n(60 * s)} ${n(-60 * s)} ${n(140 * s)} ${n(-10 * s)}q${n(30 * s)} ${n(70 * s)} ${n(-60 * s)} ${n(110 * s)}q${n(-90 * s)} ${n(10 * s)} ${n(-80 * s)} ${n(-100 * s)}z" fill="${top}" fill-opacity=".85"/><rect x="${n(x - 26 * s)}" y="${n(y - 34 * s)}" width="${n(52 * s)}" height="${n(40 * s)}" rx="${n(6 * s)}" fill="#f7e08a"/>`;
    return out;
  };

const board =
  (color: string): Draw =>
  (random, x, y, s) =>
    `<rect x="${n(x - 330 * s + 16)}" y="${n(y - 220 * s + 20)}" width="${n(660 * s)}" height="${n(440 * s)}" rx="${n(24 * s)}" fill="#000" fill-opacity=".2"/><rect x="${n(x - 330 * s)}" y="${n(y - 220 * s)}" width="${n(660 * s)}" height="${n(440 * s)}" rx="${n(24 * s)}" fill="${color}"/><path d="M${n(x - 310 * s)} ${n(y - 120 * s)}H${n(x + 310 * s)}M${n(x - 310 * s)} ${n(y + 40 * s)}H${n(x + 310 * s)}" stroke="${shade(color, -0.12)}" stroke-width="3"/>`;

const cheese =
  (color: string): Draw =>
  (random, x, y, s) => {
    const a = random.range(0, 360);
    return `<g transform="rotate(${n(a)} ${x} ${y})"><path d="M${x} ${n(y - 70 * s)}L${n(x + 90 * s)} ${n(y + 50 * s)}H${n(x - 90 * s)}Z" fill="${color}" stroke="${shade(color, -0.25)}" stroke-width="${n(8 * s)}" stroke-linejoin="round"/><circle cx="${n(x + 10 * s)}" cy="${n(y + 10 * s)}" r="${n(8 * s)}" fill="${shade(color, -0.12)}"/></g>`;
  };

const crackers: Draw = (random, x, y, s) => {
  let out = "";
  for (let i = 0; i < 6; i++)
    out += `<rect x="${n(x + i * 18 * s)}" y="${n(y + i * 6 * s)}" width="${n(70 * s)}" height="${n(70 * s)}" rx="${n(10 * s)}" fill="#e6c486" stroke="#c9a263" stroke-width="${n(4 * s)}"/>`;
  return out;
};

const salami: Draw = (random, x, y, s) => {
  let out = "";
  for (let i = 0; i < 7; i++) {
    const cx = x + i * 34 * s;
    const cy = y + Math.sin(i) * 14 * s;
    out += `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(40 * s)}" fill="#9b2f35" stroke="#6d1f24" stroke-width="${n(5 * s)}"/>`;
    for (let k = 0; k < 5; k++)
      out += `<circle cx="${n(cx + random.range(-24, 24) * s)}" cy="${n(cy + random.range(-24, 24) * s)}" r="${n(4 * s)}" fill="#f0d2c8"/>`;
  }
  return out;
};

// Baked goods.

const loaf: Draw = (random, x, y, s) => {
  let out = `<ellipse cx="${n(x + 14)}" cy="${n(y + 18)}" rx="${n(270 * s)}" ry="${n(170 * s)}" fill="#000" fill-opacity=".2"/><ellipse cx="${x}" cy="${y}" rx="${n(270 * s)}" ry="${n(170 * s)}" fill="#a8642b"/><ellipse cx="${n(x - 20 * s)}" cy="${n(y - 14 * s)}" rx="${n(240 * s)}" ry="${n(145 * s)}" fill="#c98543"/>`;
  for (let i = -2; i <= 2; i++)
    out += `<path d="M${n(x + i * 80 * s - 40 * s)} ${n(y - 90 * s)}q${n(50 * s)} ${n(90 * s)} ${n(10 * s)} ${n(180 * s)}" stroke="#f1dcae" stroke-width="${n(16 * s)}" fill="none" stroke-linecap="round"/>`;
  for (let i = 0; i < 30; i++)
    out += `<circle cx="${n(x + random.range(-220, 220) * s)}" cy="${n(y + random.range(-120, 120) * s)}" r="${n(random.range(3, 8) * s)}" fill="#f6efe2" fill-opacity=".6"/>`;
  return out;
};

const croissant: Draw = (random, x, y, s) => {
  const a = random.range(-30, 30);
  let out = `<g transform="rotate(${n(a)} ${x} ${y})"><path d="M${n(x - 190 * s)} ${n(y + 40 * s)}Q${x} ${n(y - 200 * s)} ${n(x + 190 * s)} ${n(y + 40 * s)}Q${x} ${n(y - 40 * s)} ${n(x - 190 * s)} ${n(y + 40 * s)}Z" fill="#b86e2a"/>`;
  for (let i = -3; i <= 3; i++) {
    const w = (150 - Math.abs(i) * 30) * s;
    const cx = x + i * 46 * s;
    const cy = y - 60 * s + Math.abs(i) * 22 * s;
    out += `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(34 * s)}" ry="${n(w / 2)}" fill="${i % 2 ? "#d99a4a" : "#c98339"}" transform="rotate(${n(i * 14)} ${n(cx)} ${n(cy)})"/>`;
  }
  return `${out}</g>`;
};

const cookie =
  (chips: string): Draw =>
  (random, x, y, s) => {
    let out = `<circle cx="${x}" cy="${y}" r="${n(100 * s)}" fill="#c7904f"/><circle cx="${n(x - 6 * s)}" cy="${n(y - 6 * s)}" r="${n(88 * s)}" fill="#d9a764"/>`;
    out += dots([chips], 9, 11, 70)(random, x, y, s);
    return out;
  };

const pie =
  (filling: string): Draw =>
  (random, x, y, s) => {
    let out = `<circle cx="${n(x + 14)}" cy="${n(y + 18)}" r="${n(230 * s)}" fill="#000" fill-opacity=".2"/><circle cx="${x}" cy="${y}" r="${n(230 * s)}" fill="#c7843e"/><circle cx="${x}" cy="${y}" r="${n(195 * s)}" fill="${filling}"/>`;
    out += `<defs><clipPath id="pie"><circle cx="${x}" cy="${y}" r="${n(200 * s)}"/></clipPath></defs><g clip-path="url(#pie)">`;
    for (let i = -3; i <= 3; i++) {
      out += `<rect x="${n(x - 200 * s)}" y="${n(y + i * 55 * s - 14 * s)}" width="${n(400 * s)}" height="${n(28 * s)}" rx="${n(10 * s)}" fill="#e2a95d" transform="rotate(45 ${x} ${y})"/>`;
      out += `<rect x="${n(x - 200 * s)}" y="${n(y + i * 55 * s - 14 * s)}" width="${n(400 * s)}" height="${n(28 * s)}" rx="${n(10 * s)}" fill="#d99a4e" transform="rotate(-45 ${x} ${y})"/>`;
    }
    out += "</g>";
    out += `<circle cx="${x}" cy="${y}" r="${n(212 * s)}" fill="none" stroke="#d48f46" stroke-width="${n(34 * s)}" stroke-dasharray="${n(18 * s)} ${n(10 * s)}"/>`;
    return out;
  };

// Drinks seen from above, and glasses from the side.

function coffeeCup(table: Table, x: number, y: number, r: number, drink: "latte" | "espresso" | "black" | "matcha" | "chai"): string {
  const fill = { latte: "#b9824c", espresso: "#5a3018", black: "#2d1a10", matcha: "#8fb15a", chai: "#c79a6b" }[drink];
  let out = `<circle cx="${x + 12}" cy="${y + 16}" r="${r * 1.45}" fill="#000" fill-opacity=".16"/><circle cx="${x}" cy="${y}" r="${r * 1.45}" fill="${table.plate}"/><circle cx="${x}" cy="${y}" r="${r * 1.05}" fill="${shade(table.plate, -0.08)}"/>`;
  out += `<path d="M${x + r * 0.9} ${y - r * 0.2}h${r * 0.55}a${r * 0.2} ${r * 0.2} 0 0 1 0 ${r * 0.4}h${-r * 0.55}" fill="${table.rim ?? table.plate}" stroke="${shade(table.plate, -0.2)}" stroke-width="4"/>`;
  out += `<circle cx="${x}" cy="${y}" r="${r}" fill="${table.rim ?? table.plate}"/><circle cx="${x}" cy="${y}" r="${r * 0.86}" fill="${fill}"/>`;
  if (drink === "latte" || drink === "matcha" || drink === "chai") {
    const foam = drink === "latte" ? "#f6ead6" : "#f3f0de";
    out += `<path d="M${x} ${y + r * 0.55}C${x - r * 0.8} ${y - r * 0.05} ${x - r * 0.35} ${y - r * 0.6} ${x} ${y - r * 0.2}C${x + r * 0.35} ${y - r * 0.6} ${x + r * 0.8} ${y - r * 0.05} ${x} ${y + r * 0.55}Z" fill="${foam}"/>`;
    out += `<path d="M${x} ${y + r * 0.62}V${y - r * 0.5}" stroke="${fill}" stroke-width="${r * 0.05}"/>`;
  } else if (drink === "espresso") {
    out += `<circle cx="${x}" cy="${y}" r="${r * 0.8}" fill="#a8652f" fill-opacity=".7"/><circle cx="${x - r * 0.2}" cy="${y - r * 0.15}" r="${r * 0.3}" fill="#c9864a" fill-opacity=".6"/>`;
  }
  out += `<ellipse cx="${x - r * 0.35}" cy="${y - r * 0.5}" rx="${r * 0.2}" ry="${r * 0.06}" fill="#fff" fill-opacity=".25"/>`;
  return out;
}

function wineGlass(x: number, base: number, h: number, wine: string, sparkling = false): string {
  const bowlW = h * 0.36;
  const bowlTop = base - h;
  const bowlBottom = base - h * 0.45;
  const bowlPath = `M${n(x - bowlW)} ${n(bowlTop)}C${n(x - bowlW * 1.05)} ${n(bowlBottom - h * 0.05)} ${n(x - bowlW * 0.5)} ${n(bowlBottom)} ${x} ${n(bowlBottom)}C${n(x + bowlW * 0.5)} ${n(bowlBottom)} ${n(x + bowlW * 1.05)} ${n(bowlBottom - h * 0.05)} ${n(x + bowlW)} ${n(bowlTop)}`;
  const level = bowlTop + (bowlBottom - bowlTop) * 0.45;
  let out = `<ellipse cx="${x}" cy="${base}" rx="${n(bowlW * 0.8)}" ry="${n(h * 0.03)}" fill="#000" fill-opacity=".18"/>`;
  out += `<defs><clipPath id="g${Math.round(x)}"><path d="${bowlPath}Z"/></clipPath></defs>`;
  out += `<rect x="${n(x - bowlW * 1.1)}" y="${n(level)}" width="${n(bowlW * 2.2)}" height="${n(bowlBottom - level + 2)}" fill="${wine}" clip-path="url(#g${Math.round(x)})"/>`;
  out += `<ellipse cx="${x}" cy="${n(level)}" rx="${n(bowlW * 0.93)}" ry="${n(h * 0.025)}" fill="${shade(wine, 0.2)}"/>`;
  if (sparkling)
    for (let i = 0; i < 10; i++)
      out += `<circle cx="${n(x + ((i * 37) % 60) - 30)}" cy="${n(level + 12 + ((i * 53) % Math.max(1, bowlBottom - level - 20)))}" r="3" fill="#fff" fill-opacity=".7"/>`;
  out += `<path d="${bowlPath}" fill="#ffffff" fill-opacity=".12" stroke="#e8eef2" stroke-opacity=".9" stroke-width="4"/>`;
  out += `<path d="M${x} ${n(bowlBottom)}V${n(base - 6)}" stroke="#e8eef2" stroke-width="7"/><ellipse cx="${x}" cy="${n(base - 4)}" rx="${n(bowlW * 0.7)}" ry="${n(h * 0.02)}" fill="none" stroke="#e8eef2" stroke-width="5"/>`;
  out += `<path d="M${n(x - bowlW * 0.7)} ${n(bowlTop + h * 0.08)}q${n(-bowlW * 0.1)} ${n(h * 0.15)} ${n(bowlW * 0.1)} ${n(h * 0.28)}" stroke="#fff" stroke-opacity=".6" stroke-width="6" fill="none" stroke-linecap="round"/>`;
  return out;
}

/** What a dish is made of, placed on a plate (or board, or nothing) at offsets from its centre. */
export interface Dish {
  vessel: "plate" | "bowl" | "board" | "none" | "skillet";
  /** For a bowl: what fills it. */
  fill?: string;
  parts: Array<[Draw, number, number, number?]>;
}

export const PARTS = {
  seared,
  slices,
  braise,
  mash,
  greens,
  herbs,
  bun,
  eggs,
  bacon,
  wholeFish,
  shells,
  crackers,
  salami,
  loaf,
  croissant,
  fillet,
  sticks,
  dots,
  swoosh,
  pool,
  wedge,
  tortilla,
  flatbread,
  skewer,
  swirl,
  stack,
  board,
  cheese,
  cookie,
  pie,
};

export function dish(key: string, table: Table, spec: Dish): string {
  const random = seeded(key);
  const cx = W / 2;
  const cy = H / 2 - 10;
  let body = surface(random, table);
  if (spec.vessel === "plate") body += plate(table, cx, cy, 380);
  if (spec.vessel === "bowl") body += bowl(table, cx, cy, 340, spec.fill ?? "#c98a4a");
  if (spec.vessel === "skillet")
    body += `<path d="M${cx + 300} ${cy - 60}l300 -120" stroke="#1f1f22" stroke-width="60" stroke-linecap="round"/>${bowl({ ...table, plate: "#2a2a2e" }, cx, cy, 330, spec.fill ?? "#a85a2a")}`;
  // Parts are authored for a small plate; the camera sits closer.
  const zoom = spec.vessel === "none" ? 1.2 : 1.35;
  for (const [draw, dx, dy, scale] of spec.parts) body += draw(random, cx + dx * 1.1, cy + dy * 1.1, (scale ?? 1) * zoom);
  return svgDocument(W, H, body);
}

export function cafeDrink(key: string, table: Table, drink: "latte" | "espresso" | "black" | "matcha" | "chai", side?: Draw): string {
  const random = seeded(key);
  let body = surface(random, table) + coffeeCup(table, side ? 480 : 600, 450, 170, drink);
  if (side) body += plate(table, 930, 560, 190) + side(random, 930, 560, 0.7);
  return svgDocument(W, H, body);
}

/** Glasses of wine against a wall, on a bar top. */
export function wineFlight(key: string, wall: string, bar: string, wines: Array<{ color: string; sparkling?: boolean }>): string {
  const random = seeded(key);
  let body = `<rect width="${W}" height="${H}" fill="${wall}"/><rect y="${H * 0.66}" width="${W}" height="${H * 0.34}" fill="${bar}"/><rect y="${H * 0.66}" width="${W}" height="10" fill="${shade(bar, 0.2)}"/>`;
  for (let i = 0; i < 6; i++)
    body += `<rect x="${n(60 + i * 190 + random.range(-10, 10))}" y="${n(90)}" width="${n(34)}" height="${n(300)}" rx="10" fill="${shade(wall, -0.25)}" fill-opacity=".5"/>`;
  wines.forEach((wine, i) => {
    const x = W / 2 + (i - (wines.length - 1) / 2) * 250;
    body += wineGlass(x, H * 0.8, 420, wine.color, wine.sparkling);
  });
  return svgDocument(W, H, body);
}
