import { seeded, type Random } from "./random";
import { n, shade, svgDocument } from "./svg";

/**
 * Houses in upstate New York styles, drawn flat like an architect's
 * presentation: sky, lawn, trees, and a house built from its style's parts.
 * For realtors' listings, painters' and cleaners' work, rentals and heroes.
 */

export const HOUSE = { width: 1200, height: 800 };
const { width: W, height: H } = HOUSE;
const GROUND = 640;

export interface HouseSpec {
  style: "colonial" | "ranch" | "tudor" | "cottage" | "contemporary" | "townhouses" | "queen-anne" | "farmhouse";
  siding: string;
  trim: string;
  roof: string;
  door: string;
  season?: "summer" | "autumn" | "winter" | "dusk";
  /** Something in front: a deck, a dock on the water, a picket fence. */
  extra?: "deck" | "lake" | "fence";
}

const SKIES = {
  summer: ["#9cc9e6", "#e4f1f7"],
  autumn: ["#a9c3d6", "#f0e6d2"],
  winter: ["#c6d2dc", "#eef1f4"],
  dusk: ["#3f4a7a", "#f3b38a"],
} as const;

function windowAt(x: number, y: number, w: number, h: number, trim: string, lit: boolean, shutters?: string): string {
  const glass = lit ? "#f7d98b" : "#5d7388";
  let out = "";
  if (shutters)
    out += `<rect x="${n(x - w * 0.42)}" y="${y}" width="${n(w * 0.36)}" height="${h}" fill="${shutters}"/><rect x="${n(x + w + w * 0.06)}" y="${y}" width="${n(w * 0.36)}" height="${h}" fill="${shutters}"/>`;
  out += `<rect x="${n(x - 5)}" y="${n(y - 5)}" width="${n(w + 10)}" height="${n(h + 10)}" fill="${trim}"/><rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${glass}"/>`;
  out += `<path d="M${n(x + w / 2)} ${y}v${h}M${x} ${n(y + h / 2)}h${w}" stroke="${trim}" stroke-width="5"/>`;
  if (!lit) out += `<path d="M${n(x + 6)} ${n(y + h / 2 - 6)}l${n(w * 0.3)} ${n(-h * 0.3)}" stroke="#fff" stroke-opacity=".35" stroke-width="6"/>`;
  return out;
}

function door(x: number, w: number, h: number, color: string, trim: string): string {
  return `<rect x="${n(x - 6)}" y="${n(GROUND - h - 6)}" width="${n(w + 12)}" height="${n(h + 6)}" fill="${trim}"/><rect x="${x}" y="${n(GROUND - h)}" width="${w}" height="${h}" fill="${color}"/><circle cx="${n(x + w * 0.8)}" cy="${n(GROUND - h * 0.45)}" r="4" fill="#d9b24a"/><rect x="${n(x + w * 0.2)}" y="${n(GROUND - h * 0.85)}" width="${n(w * 0.6)}" height="${n(h * 0.25)}" fill="${shade(color, 0.2)}"/>`;
}

function tree(random: Random, x: number, base: number, size: number, season: HouseSpec["season"]): string {
  const leaves = season === "autumn" ? ["#d9822b", "#c4512a", "#e3a93a"] : season === "winter" ? [] : ["#4f8a4a", "#3d7440", "#6a9f55"];
  let out = `<path d="M${x} ${base}v${n(-size * 0.9)}" stroke="#5a4030" stroke-width="${n(size * 0.12)}" stroke-linecap="round"/>`;
  if (!leaves.length) {
    for (let i = 0; i < 5; i++)
      out += `<path d="M${x} ${n(base - size * (0.4 + i * 0.12))}l${n((i % 2 ? 1 : -1) * size * 0.35)} ${n(-size * 0.3)}" stroke="#5a4030" stroke-width="${n(size * 0.04)}" stroke-linecap="round"/>`;
    return out;
  }
  for (let i = 0; i < 5; i++) {
    out += `<circle cx="${n(x + random.range(-0.35, 0.35) * size)}" cy="${n(base - size * random.range(0.85, 1.25))}" r="${n(size * random.range(0.3, 0.42))}" fill="${random.pick(leaves)}"/>`;
  }
  return out;
}

function conifer(x: number, base: number, size: number, color: string): string {
  return `<path d="M${x} ${n(base - size * 1.6)}l${n(size * 0.45)} ${n(size * 1.5)}h${n(-size * 0.9)}z" fill="${color}"/><rect x="${n(x - size * 0.05)}" y="${n(base - size * 0.12)}" width="${n(size * 0.1)}" height="${n(size * 0.12)}" fill="#5a4030"/>`;
}

function shrubs(random: Random, x0: number, x1: number, season: HouseSpec["season"]): string {
  const colors = season === "winter" ? ["#e8edf1", "#dfe6ea"] : ["#4a7d43", "#5b8f4d", "#3f6e3c"];
  let out = "";
  for (let x = x0; x < x1; x += random.range(34, 60))
    out += `<ellipse cx="${n(x)}" cy="${GROUND - 8}" rx="${n(random.range(26, 40))}" ry="${n(random.range(20, 30))}" fill="${random.pick(colors)}"/>`;
  return out;
}

/** A gable roof over a box: the triangle and its eave. */
function gable(x: number, w: number, wallTop: number, pitch: number, roof: string, trim: string): string {
  const peak = wallTop - (w / 2) * pitch;
  return `<path d="M${n(x - 18)} ${n(wallTop + 6)}L${n(x + w / 2)} ${n(peak - 10)}L${n(x + w + 18)} ${n(wallTop + 6)}Z" fill="${roof}"/><path d="M${n(x - 18)} ${n(wallTop + 6)}L${n(x + w / 2)} ${n(peak - 10)}L${n(x + w + 18)} ${n(wallTop + 6)}" fill="none" stroke="${trim}" stroke-width="6" stroke-linejoin="round"/>`;
}

/** A roof seen from the long side: a band with a ridge. */
function sideRoof(x: number, w: number, wallTop: number, h: number, roof: string, trim: string, hip = 0): string {
  return `<path d="M${n(x - 24)} ${n(wallTop + 4)}L${n(x + hip)} ${n(wallTop - h)}H${n(x + w - hip)}L${n(x + w + 24)} ${n(wallTop + 4)}Z" fill="${roof}"/><path d="M${n(x - 24)} ${n(wallTop + 4)}H${n(x + w + 24)}" stroke="${trim}" stroke-width="8"/><path d="M${n(x + hip)} ${n(wallTop - h)}H${n(x + w - hip)}" stroke="${shade(roof, -0.25)}" stroke-width="6"/>`;
}

function siding(x: number, y: number, w: number, h: number, color: string): string {
  let out = `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" fill="${color}"/>`;
  for (let ly = y + 14; ly < y + h; ly += 14) out += `<path d="M${n(x)} ${n(ly)}h${n(w)}" stroke="${shade(color, -0.07)}" stroke-width="2"/>`;
  return out;
}

export function house(key: string, spec: HouseSpec): string {
  const random = seeded(key);
  const season = spec.season ?? "summer";
  const [skyTop, skyBottom] = SKIES[season];
  const lit = season === "dusk";
  const lawn = season === "winter" ? "#f1f4f6" : season === "autumn" ? "#8fa55a" : "#79a85a";
  let body = `<rect width="${W}" height="${GROUND}" fill="url(#sky)"/>`;
  if (season === "dusk") body += `<circle cx="1000" cy="180" r="46" fill="#fbe3b0" fill-opacity=".8"/>`;
  else
    for (let i = 0; i < 3; i++)
      body += `<ellipse cx="${n(random.range(100, 1100))}" cy="${n(random.range(60, 220))}" rx="${n(random.range(70, 130))}" ry="${n(random.range(16, 28))}" fill="#fff" fill-opacity=".7"/>`;
  body += `<path d="M0 ${GROUND - 70}Q300 ${GROUND - 130} 600 ${GROUND - 80}T1200 ${GROUND - 90}V${GROUND}H0Z" fill="${season === "winter" ? "#dfe6ec" : shade(lawn, -0.25)}"/>`;
  for (let i = 0; i < 8; i++) body += conifer(random.range(0, W), GROUND - 60, random.range(50, 90), season === "winter" ? "#5d7566" : "#3f6a4a");
  body += `<rect y="${GROUND}" width="${W}" height="${H - GROUND}" fill="${lawn}"/>`;
  if (spec.extra === "lake")
    body += `<rect y="${GROUND + 60}" width="${W}" height="${H - GROUND - 60}" fill="#5f8fb0"/><path d="M0 ${GROUND + 60}H${W}" stroke="#d9c79a" stroke-width="14"/>`;
  body += tree(random, 120, GROUND + 10, 190, season) + tree(random, 1090, GROUND + 6, 220, season);

  const { siding: wall, trim, roof } = spec;
  const shutters = shade(spec.door, -0.1);
  switch (spec.style) {
    case "colonial": {
      const x = 330;
      const w = 540;
      const top = GROUND - 300;
      body += `<rect x="${x + 420}" y="${top - 150}" width="48" height="160" fill="#9a5a43"/>`;
      body += sideRoof(x, w, top, 110, roof, trim, 60) + siding(x, top, w, 300, wall);
      for (const wx of [x + 50, x + 170, x + 320, x + 440])
        body +=
          windowAt(wx, top + 40, 60, 90, trim, lit, shutters) + (wx !== x + 170 && wx !== x + 320 ? windowAt(wx, top + 175, 60, 90, trim, lit, shutters) : "");
      body += `<path d="M${x + 210} ${GROUND - 140}h120l-60 -44z" fill="${trim}"/>` + door(x + 240, 60, 120, spec.door, trim);
      break;
    }
    case "ranch": {
      const x = 260;
      const w = 700;
      const top = GROUND - 170;
      body += sideRoof(x, w, top, 90, roof, trim, 120) + siding(x, top, w, 170, wall);
      body += `<rect x="${x + 500}" y="${top + 30}" width="170" height="140" fill="${shade(wall, -0.08)}"/>`;
      for (let k = 0; k < 5; k++) body += `<path d="M${x + 500} ${top + 40 + k * 26}h170" stroke="${shade(wall, -0.2)}" stroke-width="3"/>`;
      body +=
        windowAt(x + 60, top + 45, 140, 80, trim, lit, shutters) +
        windowAt(x + 320, top + 45, 70, 80, trim, lit, shutters) +
        door(x + 230, 56, 116, spec.door, trim);
      body += shrubs(random, x + 20, x + 480, season);
      break;
    }
    case "tudor": {
      const x = 340;
      const w = 520;
      const top = GROUND - 250;
      body += `<rect x="${x}" y="${top}" width="${w}" height="250" fill="${wall}"/>`;
      for (let by = top + 150; by < GROUND; by += 18) body += `<path d="M${x} ${by}h${w}" stroke="${shade(wall, -0.25)}" stroke-width="3"/>`;
      body += sideRoof(x, w, top, 150, roof, trim, 100);
      body += `<rect x="${x + 290}" y="${top - 80}" width="200" height="230" fill="#efe6d2"/>`;
      body += gable(x + 290, 200, top - 80, 1.6, roof, trim);
      for (const px of [0, 50, 100, 150, 200]) body += `<path d="M${x + 290 + px} ${top - 80}v230" stroke="#3b2a22" stroke-width="9"/>`;
      body += `<path d="M${x + 290} ${top + 20}l100 50l100 -50" stroke="#3b2a22" stroke-width="9" fill="none"/>`;
      body += windowAt(x + 60, top + 40, 120, 80, trim, lit) + windowAt(x + 345, top + 170, 90, 60, trim, lit);
      body += `<path d="M${x + 200} ${GROUND}v-100a40 40 0 0 1 80 0v100z" fill="${spec.door}"/>`;
      body += shrubs(random, x, x + 180, season);
      break;
    }
    case "cottage":
    case "farmhouse": {
      const farm = spec.style === "farmhouse";
      const x = farm ? 360 : 400;
      const w = farm ? 480 : 400;
      const top = GROUND - (farm ? 290 : 200);
      body += siding(x, top, w, GROUND - top, wall) + gable(x, w, top, farm ? 0.75 : 0.9, roof, trim);
      body += windowAt(x + w / 2 - 40, top - 110, 80, 90, trim, lit);
      body +=
        windowAt(x + 50, top + 60, 70, 100, trim, lit, farm ? undefined : shutters) +
        windowAt(x + w - 120, top + 60, 70, 100, trim, lit, farm ? undefined : shutters);
      // The porch: a roof on posts across the front.
      body += `<path d="M${x - 30} ${GROUND - 130}h${w + 60}l-20 -40h${-(w + 20)}z" fill="${roof}"/><path d="M${x - 30} ${GROUND - 130}h${w + 60}" stroke="${trim}" stroke-width="8"/>`;
      for (let px = x - 10; px <= x + w + 10; px += (w + 20) / 4) body += `<rect x="${n(px)}" y="${GROUND - 128}" width="14" height="128" fill="${trim}"/>`;
      body += `<path d="M${x - 20} ${GROUND - 50}h${w + 40}" stroke="${trim}" stroke-width="8"/>`;
      for (let bx = x - 10; bx < x + w + 10; bx += 22) body += `<path d="M${bx} ${GROUND - 50}v50" stroke="${trim}" stroke-width="5"/>`;
      body += door(x + w / 2 - 30, 60, 110, spec.door, trim);
      break;
    }
    case "contemporary": {
      const x = 300;
      body += `<rect x="${x}" y="${GROUND - 200}" width="380" height="200" fill="${wall}"/><rect x="${x + 300}" y="${GROUND - 330}" width="320" height="330" fill="${shade(wall, -0.12)}"/>`;
      for (let vx = x + 310; vx < x + 620; vx += 16) body += `<path d="M${vx} ${GROUND - 330}v330" stroke="${shade(wall, -0.22)}" stroke-width="3"/>`;
      body += `<rect x="${x - 20}" y="${GROUND - 214}" width="420" height="16" fill="${roof}"/><rect x="${x + 290}" y="${GROUND - 344}" width="340" height="16" fill="${roof}"/>`;
      body += `<rect x="${x + 30}" y="${GROUND - 170}" width="230" height="130" fill="${lit ? "#f7d98b" : "#6c8498"}"/><path d="M${x + 145} ${GROUND - 170}v130" stroke="${trim}" stroke-width="6"/>`;
      body +=
        `<rect x="${x + 350}" y="${GROUND - 300}" width="220" height="110" fill="${lit ? "#f7d98b" : "#6c8498"}"/>` + door(x + 420, 70, 140, spec.door, trim);
      body += shrubs(random, x - 40, x + 280, season);
      break;
    }
    case "townhouses": {
      for (let k = 0; k < 3; k++) {
        const x = 270 + k * 220;
        const color = [wall, shade(wall, -0.1), shade(wall, 0.08)][k] ?? wall;
        const top = GROUND - 320;
        body += siding(x, top, 220, 320, color) + gable(x, 220, top, 0.7, roof, trim);
        body +=
          windowAt(x + 40, top + 40, 56, 80, trim, lit) + windowAt(x + 124, top + 40, 56, 80, trim, lit) + windowAt(x + 124, top + 180, 56, 80, trim, lit);
        body += door(x + 44, 54, 110, [spec.door, "#2f5d7c", "#7a2f2a"][k] ?? spec.door, trim);
        body += `<path d="M${x} ${top}v320" stroke="${trim}" stroke-width="6"/>`;
      }
      break;
    }
    case "queen-anne": {
      const x = 340;
      const w = 460;
      const top = GROUND - 320;
      body += siding(x, top, w, 320, wall) + gable(x + 220, 240, top, 1.1, roof, trim) + sideRoof(x, 220, top, 90, roof, trim, 40);
      // The turret: a round tower with a conical roof.
      body += `<rect x="${x - 70}" y="${top - 40}" width="150" height="${GROUND - top + 40}" fill="${shade(wall, -0.08)}"/><path d="M${x - 90} ${top - 36}L${x + 5} ${top - 230}L${x + 100} ${top - 36}Z" fill="${roof}"/>`;
      body += windowAt(x - 35, top + 10, 80, 100, trim, lit) + windowAt(x - 35, top + 170, 80, 100, trim, lit);
      body += windowAt(x + 300, top + 40, 80, 100, trim, lit) + windowAt(x + 120, top + 40, 70, 90, trim, lit);
      body += `<path d="M${x + 90} ${GROUND - 120}h${w - 60}l-10 -30h${-(w - 80)}z" fill="${roof}"/>`;
      for (let px = x + 100; px < x + w + 20; px += 70) body += `<rect x="${px}" y="${GROUND - 120}" width="12" height="120" fill="${trim}"/>`;
      body += door(x + 300, 60, 110, spec.door, trim);
      body += `<path d="M${x + 280} ${top - 200}l20 20l-20 20l-20 -20z" fill="${trim}"/>`;
      break;
    }
  }
  body += `<path d="M560 ${GROUND}L520 ${H}H680L640 ${GROUND}Z" fill="#cbbfa8"/>`;
  if (spec.extra === "fence") {
    for (let fx = 0; fx < W; fx += 26) if (fx < 500 || fx > 700) body += `<path d="M${fx} ${H - 40}v-70l10 -12l10 12v70z" fill="#f7f5ef"/>`;
    body += `<path d="M0 ${H - 90}H500M700 ${H - 90}H${W}M0 ${H - 55}H500M700 ${H - 55}H${W}" stroke="#f7f5ef" stroke-width="8"/>`;
  }
  if (spec.extra === "deck") {
    body += `<path d="M200 ${GROUND + 10}H1000L1060 ${H}H140Z" fill="#b07a4a"/>`;
    for (let k = 1; k < 8; k++) body += `<path d="M${200 - k * 8} ${GROUND + 10 + k * 20}H${1000 + k * 8}" stroke="#8a5a32" stroke-width="3"/>`;
    body += `<path d="M200 ${GROUND - 50}V${GROUND + 10}M1000 ${GROUND - 50}V${GROUND + 10}M190 ${GROUND - 50}H1010" stroke="#8a5a32" stroke-width="10"/>`;
  }
  if (spec.extra === "lake") body += `<path d="M520 ${GROUND + 60}l-30 ${H - GROUND - 60}h40l20 -${H - GROUND - 60}z" fill="#a0784a"/>`;
  if (season === "winter") body += `<path d="M0 ${GROUND}H${W}" stroke="#fff" stroke-width="10"/>`;
  const defs = `<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${skyTop}"/><stop offset="1" stop-color="${skyBottom}"/></linearGradient>`;
  return svgDocument(W, H, body, defs);
}
