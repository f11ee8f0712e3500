import { seeded, type Random } from "./random";
import { n, svgDocument } from "./svg";

/**
 * Tattoo flash for Iron Petal's three artists, drawn as line art on paper:
 * Rowan's fine-line botanicals, Marisol's bold traditional colour, Theo's
 * solid blackwork and geometry.
 */

export const FLASH = { width: 1000, height: 1250 };
const { width: W, height: H } = FLASH;
const PAPER = "#f3eee3";
const INK = "#1b1a1a";

type Point = [number, number];

/** A point along a cubic Bézier. */
function bezier(p0: Point, p1: Point, p2: Point, p3: Point, t: number): Point {
  const u = 1 - t;
  return [
    u * u * u * p0[0] + 3 * u * u * t * p1[0] + 3 * u * t * t * p2[0] + t * t * t * p3[0],
    u * u * u * p0[1] + 3 * u * u * t * p1[1] + 3 * u * t * t * p2[1] + t * t * t * p3[1],
  ];
}

/** An almond-shaped leaf from its base, pointing at angle a (radians), with a midrib. */
function leaf(x: number, y: number, a: number, length: number, width: number, fill: string, stroke: string, strokeWidth: number): string {
  const tx = x + Math.cos(a) * length;
  const ty = y + Math.sin(a) * length;
  const nx = -Math.sin(a) * width;
  const ny = Math.cos(a) * width;
  const mx = (x + tx) / 2;
  const my = (y + ty) / 2;
  const outline = `M${n(x)} ${n(y)}Q${n(mx + nx)} ${n(my + ny)} ${n(tx)} ${n(ty)}Q${n(mx - nx)} ${n(my - ny)} ${n(x)} ${n(y)}Z`;
  return `<path d="${outline}" fill="${fill}" stroke="${stroke}" stroke-width="${strokeWidth}" stroke-linejoin="round"/><path d="M${n(x)} ${n(y)}L${n(x + (tx - x) * 0.8)} ${n(y + (ty - y) * 0.8)}" stroke="${stroke}" stroke-width="${n(strokeWidth * 0.6)}"/>`;
}

/** A stem from p0 to p3 with leaves in pairs along it. */
function stem(random: Random, p0: Point, p1: Point, p2: Point, p3: Point, style: LineStyle, leaves = 5, leafSize = 60): string {
  let out = `<path d="M${n(p0[0])} ${n(p0[1])}C${n(p1[0])} ${n(p1[1])} ${n(p2[0])} ${n(p2[1])} ${n(p3[0])} ${n(p3[1])}" fill="none" stroke="${style.stroke}" stroke-width="${style.width}" stroke-linecap="round"/>`;
  for (let i = 1; i <= leaves; i++) {
    const t = i / (leaves + 1);
    const [x, y] = bezier(p0, p1, p2, p3, t);
    const [x2, y2] = bezier(p0, p1, p2, p3, t + 0.01);
    const dir = Math.atan2(y2 - y, x2 - x);
    const side = i % 2 ? 1 : -1;
    const size = leafSize * (1 - t * 0.45) * random.range(0.85, 1.1);
    out += leaf(x, y, dir + side * random.range(0.6, 0.95), size, size * 0.3, style.leafFill, style.stroke, style.width);
  }
  return out;
}

interface LineStyle {
  stroke: string;
  width: number;
  leafFill: string;
  petalFill: string;
  centreFill: string;
}

/** A round flower: petals around a centre, each an ellipse rotated into place. */
function radialFlower(x: number, y: number, r: number, petals: number, style: LineStyle, roundness = 0.38, rotate = 0): string {
  let out = `<g stroke="${style.stroke}" stroke-width="${style.width}" stroke-linejoin="round">`;
  for (let i = 0; i < petals; i++) {
    const a = (i / petals) * 360 + rotate;
    out += `<ellipse cx="${n(r * 0.55)}" cy="0" rx="${n(r * 0.5)}" ry="${n(r * roundness)}" fill="${style.petalFill}" transform="translate(${n(x)} ${n(y)}) rotate(${n(a)})"/>`;
  }
  out += `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r * 0.22)}" fill="${style.centreFill}"/></g>`;
  return out;
}

/** A bell or tulip: a cup of three petals, opening away from its stem end. */
function cupFlower(x: number, y: number, size: number, angle: number, style: LineStyle): string {
  const s = size;
  const petal = (dx: number) =>
    `<path d="M0 0C${n(dx - s * 0.35)} ${n(-s * 0.3)} ${n(dx - s * 0.3)} ${n(-s)} ${n(dx)} ${n(-s * 1.1)}C${n(dx + s * 0.3)} ${n(-s)} ${n(dx + s * 0.35)} ${n(-s * 0.3)} 0 0Z"/>`;
  return `<g transform="translate(${n(x)} ${n(y)}) rotate(${n(angle)})" fill="${style.petalFill}" stroke="${style.stroke}" stroke-width="${style.width}" stroke-linejoin="round">${petal(-s * 0.35)}${petal(s * 0.35)}${petal(0)}</g>`;
}

/** A rose seen from above: a spiral of overlapping petal arcs. */
function rose(x: number, y: number, r: number, style: LineStyle, outer = 7): string {
  let out = `<g stroke="${style.stroke}" stroke-width="${style.width}" stroke-linejoin="round" stroke-linecap="round">`;
  for (let i = 0; i < outer; i++) {
    const a = (i / outer) * Math.PI * 2;
    const px = x + Math.cos(a) * r * 0.62;
    const py = y + Math.sin(a) * r * 0.62;
    out += `<circle cx="${n(px)}" cy="${n(py)}" r="${n(r * 0.48)}" fill="${style.petalFill}"/>`;
  }
  out += `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r * 0.72)}" fill="${style.petalFill}"/>`;
  for (let k = 0; k < 4; k++) {
    const rr = r * (0.62 - k * 0.14);
    const a0 = k * 1.7;
    out += `<path d="M${n(x + Math.cos(a0) * rr)} ${n(y + Math.sin(a0) * rr)}A${n(rr)} ${n(rr)} 0 1 1 ${n(x + Math.cos(a0 + 4.4) * rr)} ${n(y + Math.sin(a0 + 4.4) * rr)}" fill="none"/>`;
  }
  return `${out}</g>`;
}

function paper(body: string): string {
  return svgDocument(
    W,
    H,
    `<rect width="${W}" height="${H}" fill="${PAPER}"/><rect x="36" y="36" width="${W - 72}" height="${H - 72}" fill="none" stroke="#d9d1c1" stroke-width="2"/>${body}`,
  );
}

// Rowan Pike: fine black line, sometimes a pale wash.

const FINE: LineStyle = { stroke: INK, width: 3, leafFill: "none", petalFill: PAPER, centreFill: INK };
const FINE_WASH: LineStyle = { stroke: INK, width: 3, leafFill: "#c9d8c0", petalFill: "#efd9dc", centreFill: "#d8a64a" };

function wildflowers(random: Random, style: LineStyle, count: number): string {
  let out = "";
  for (let i = 0; i < count; i++) {
    const x0 = W / 2 + (i - (count - 1) / 2) * 42;
    const topX = W / 2 + (i - (count - 1) / 2) * 150 + random.range(-30, 30);
    const topY = random.range(240, 420);
    out += stem(random, [x0, 1080], [x0 + random.range(-40, 40), 800], [topX, topY + 260], [topX, topY], style, random.int(3, 6), random.range(45, 75));
    const kind = i % 3;
    if (kind === 0) out += radialFlower(topX, topY, random.range(50, 70), random.int(8, 13), style, 0.22, random.range(0, 40));
    else if (kind === 1) out += cupFlower(topX, topY + 4, random.range(55, 75), random.range(-15, 15), style);
    else out += radialFlower(topX, topY, random.range(40, 55), 5, style, 0.45, random.range(0, 70));
  }
  return out;
}

export function fineLine(key: string, design: "wildflowers" | "fern" | "herbs" | "apple" | "hemlock" | "birth-flowers"): string {
  const random = seeded(key);
  let body = "";
  if (design === "wildflowers") body = wildflowers(random, FINE, 5);
  if (design === "birth-flowers") {
    body = wildflowers(random, FINE_WASH, 4);
    body += `<path d="M${W / 2 - 120} 1000q120 -40 240 0q-40 60 -120 60t-120 -60z" fill="${PAPER}" stroke="${INK}" stroke-width="3"/>`;
  }
  if (design === "fern") {
    // One frond up the spine: pinnae shrinking towards the tip, each with its own small lobes.
    const x = W / 2;
    body += `<path d="M${x} 1120C${x - 20} 850 ${x + 20} 500 ${x} 140" fill="none" stroke="${INK}" stroke-width="3"/>`;
    for (let i = 0; i < 26; i++) {
      const y = 1080 - i * 36;
      const len = 210 * (1 - i / 30) * (i < 3 ? 0.6 + i * 0.13 : 1);
      for (const side of [-1, 1]) {
        const end = x + side * len;
        body += `<path d="M${x} ${y}Q${n(x + side * len * 0.5)} ${n(y - 30)} ${n(end)} ${n(y - 44)}" fill="none" stroke="${INK}" stroke-width="2.4"/>`;
        for (let k = 1; k < 6; k++) {
          const t = k / 6;
          const px = x + side * len * t;
          const py = y - 44 * t * t - 10 * t;
          body += `<path d="M${n(px)} ${n(py)}q${n(side * 6)} ${n(-16 * (1 - t) - 6)} ${n(side * 18 * (1 - t * 0.6))} ${n(-6)}" fill="none" stroke="${INK}" stroke-width="2"/>`;
        }
      }
    }
  }
  if (design === "herbs") {
    // A band of sprigs around an ankle: rosemary, thyme and sage, side by side.
    for (let i = 0; i < 6; i++) {
      const x = 150 + i * 140;
      const bend = random.range(-40, 40);
      if (i % 3 === 0) {
        body += `<path d="M${x} 900C${x} 760 ${x + bend} 620 ${x + bend} 420" fill="none" stroke="${INK}" stroke-width="3"/>`;
        for (let k = 0; k < 16; k++) {
          const y = 880 - k * 28;
          const t = k / 16;
          const cx = x + bend * t * t;
          body += `<path d="M${n(cx)} ${y}l${n(-34 * (1 - t * 0.5))} -20M${n(cx)} ${y - 8}l${n(34 * (1 - t * 0.5))} -20" stroke="${INK}" stroke-width="2.5" stroke-linecap="round"/>`;
        }
      } else if (i % 3 === 1) {
        body += stem(random, [x, 900], [x, 760], [x + bend, 600], [x + bend, 460], FINE, 8, 34);
      } else {
        body += stem(random, [x, 900], [x - 10, 780], [x + bend, 640], [x + bend, 520], FINE, 4, 80);
      }
    }
    body += `<path d="M110 930Q500 990 890 930" fill="none" stroke="${INK}" stroke-width="3"/><path d="M110 950Q500 1010 890 950" fill="none" stroke="${INK}" stroke-width="1.5" stroke-dasharray="2 10" stroke-linecap="round"/>`;
  }
  if (design === "apple") {
    body += `<path d="M130 980C330 900 520 720 870 300" fill="none" stroke="${INK}" stroke-width="7" stroke-linecap="round"/>`;
    body += `<path d="M420 800C480 820 560 860 640 860M640 580C700 560 760 600 820 560" fill="none" stroke="${INK}" stroke-width="4" stroke-linecap="round"/>`;
    for (const [x, y, a] of [
      [300, 905, -2.2],
      [520, 730, -1.1],
      [700, 520, -2.4],
      [780, 420, -0.6],
      [640, 860, 0.4],
      [820, 560, -0.3],
    ] as const) {
      body += leaf(x, y, a, 110, 34, "none", INK, 3);
    }
    for (const [x, y] of [
      [470, 860],
      [610, 700],
    ] as const) {
      body += `<path d="M${x} ${y - 70}v40" stroke="${INK}" stroke-width="4"/><path d="M${x - 4} ${y - 30}C${x - 90} ${y - 70} ${x - 110} ${y + 60} ${x - 20} ${y + 80}Q${x} ${y + 90} ${x + 20} ${y + 80}C${x + 110} ${y + 60} ${x + 90} ${y - 70} ${x + 4} ${y - 30}Q${x} ${y - 22} ${x - 4} ${y - 30}Z" fill="#f1d9d0" stroke="${INK}" stroke-width="3.5"/><path d="M${x - 50} ${y - 10}q-14 30 -4 60" fill="none" stroke="${INK}" stroke-width="2"/>`;
    }
    for (const [x, y] of [
      [840, 330],
      [250, 930],
    ] as const)
      body += radialFlower(x, y, 44, 5, FINE_WASH, 0.45, 20);
  }
  if (design === "hemlock") {
    // A ridge line framed in a circle, three hemlocks in front.
    const cx = W / 2;
    const cy = 600;
    body += `<circle cx="${cx}" cy="${cy}" r="330" fill="none" stroke="${INK}" stroke-width="3"/>`;
    body += `<path d="M${cx - 330} ${cy + 60}L${cx - 200} ${cy - 60}L${cx - 120} ${cy - 10}L${cx} ${cy - 150}L${cx + 90} ${cy - 60}L${cx + 170} ${cy - 110}L${cx + 330} ${cy + 40}" fill="none" stroke="${INK}" stroke-width="3" stroke-linejoin="round"/>`;
    for (let k = 0; k < 6; k++)
      body += `<path d="M${cx - 300 + k * 20} ${cy + 80 + k * 26}Q${cx} ${cy + 40 + k * 30} ${cx + 300 - k * 20} ${cy + 70 + k * 26}" fill="none" stroke="${INK}" stroke-width="1.6"/>`;
    body += `<circle cx="${cx + 150}" cy="${cy - 200}" r="40" fill="none" stroke="${INK}" stroke-width="3"/>`;
    for (const [x, s] of [
      [cx - 170, 1],
      [cx - 60, 1.35],
      [cx + 200, 0.9],
    ] as const) {
      const top = cy + 250 - 420 * s;
      body += `<path d="M${x} ${top}V${cy + 290}" stroke="${INK}" stroke-width="3"/>`;
      for (let t = 0; t < 11; t++) {
        const y = top + 20 + t * 34 * s;
        const half = (16 + t * 9) * s;
        body += `<path d="M${x} ${n(y)}q${n(-half * 0.5)} ${n(10 * s)} ${n(-half)} ${n(28 * s)}M${x} ${n(y)}q${n(half * 0.5)} ${n(10 * s)} ${n(half)} ${n(28 * s)}" fill="none" stroke="${INK}" stroke-width="2.4" stroke-linecap="round"/>`;
      }
    }
  }
  return paper(body);
}

// Marisol Vega: heavy outline, flat traditional colour.

const RED = "#c73a2f";
const GREEN = "#2f7a4e";
const YELLOW = "#efb630";
const BLUE = "#2f6f9a";
const BOLD: LineStyle = { stroke: INK, width: 9, leafFill: GREEN, petalFill: RED, centreFill: "#8e2420" };

function dagger(x: number, y: number, length: number, angle: number): string {
  const b = length * 0.62;
  return `<g transform="translate(${n(x)} ${n(y)}) rotate(${n(angle)})" stroke="${INK}" stroke-width="9" stroke-linejoin="round">
<path d="M0 ${n(-length * 0.1)}L${n(-b * 0.09)} ${n(b * 0.7)}L0 ${n(b)}L${n(b * 0.09)} ${n(b * 0.7)}Z" fill="#dfe4e8"/><path d="M0 ${n(-length * 0.08)}V${n(b * 0.9)}" stroke-width="4"/>
<rect x="${n(-length * 0.17)}" y="${n(-length * 0.16)}" width="${n(length * 0.34)}" height="${n(length * 0.07)}" rx="8" fill="${YELLOW}"/>
<rect x="${n(-length * 0.045)}" y="${n(-length * 0.38)}" width="${n(length * 0.09)}" height="${n(length * 0.22)}" fill="#6b3a26"/>
<circle cx="0" cy="${n(-length * 0.42)}" r="${n(length * 0.055)}" fill="${YELLOW}"/></g>`;
}

function heart(x: number, y: number, s: number, fill: string): string {
  return `<path d="M${x} ${n(y + s * 0.9)}C${n(x - s * 1.4)} ${n(y + s * 0.1)} ${n(x - s * 0.9)} ${n(y - s * 0.95)} ${x} ${n(y - s * 0.35)}C${n(x + s * 0.9)} ${n(y - s * 0.95)} ${n(x + s * 1.4)} ${n(y + s * 0.1)} ${x} ${n(y + s * 0.9)}Z" fill="${fill}" stroke="${INK}" stroke-width="9" stroke-linejoin="round"/>`;
}

function banner(x: number, y: number, w: number): string {
  return `<path d="M${n(x - w / 2)} ${y}q${n(w / 2)} -40 ${w} 0v60q${n(-w / 2)} -40 ${-w} 0z" fill="#f7ecd4" stroke="${INK}" stroke-width="8" stroke-linejoin="round"/><path d="M${n(x - w / 2)} ${y + 10}l-50 20l34 24l-30 30l60 -14z" fill="${RED}" stroke="${INK}" stroke-width="8" stroke-linejoin="round"/><path d="M${n(x + w / 2)} ${y + 10}l50 20l-34 24l30 30l-60 -14z" fill="${RED}" stroke="${INK}" stroke-width="8" stroke-linejoin="round"/>`;
}

function swallow(x: number, y: number, s: number, flip = 1): string {
  return `<g transform="translate(${x} ${y}) scale(${n(s * flip)} ${n(s)})" stroke="${INK}" stroke-width="${n(9 / s)}" stroke-linejoin="round">
<path d="M-20 0C-120 -60 -200 -50 -260 -120C-200 -20 -140 10 -60 30Z" fill="${BLUE}"/>
<path d="M0 -10C60 -80 140 -140 250 -150C170 -90 110 -30 40 20Z" fill="${BLUE}"/>
<path d="M-80 10C-40 -30 40 -40 90 -10C70 30 20 50 -20 50L-110 120L-90 50L-160 80Z" fill="${BLUE}"/>
<path d="M-40 30C0 10 50 10 80 0C60 35 20 50 -20 50Z" fill="#f7ecd4"/>
<circle cx="75" cy="-22" r="16" fill="${BLUE}"/><path d="M88 -26l22 6l-22 6z" fill="${YELLOW}"/><circle cx="76" cy="-24" r="3" fill="${INK}" stroke="none"/>
<path d="M40 10q20 10 40 0" fill="none" stroke="${RED}" stroke-width="${n(10 / s)}"/></g>`;
}

export function traditional(key: string, design: "rose-dagger" | "sacred-heart" | "trout-lure" | "swallow" | "snake-peony" | "flash-sheet"): string {
  const random = seeded(key);
  let body = "";
  if (design === "rose-dagger") {
    body += dagger(W / 2, 330, 760, 0);
    body += leaf(W / 2 - 60, 640, 2.5, 170, 60, GREEN, INK, 9) + leaf(W / 2 + 60, 640, 0.6, 170, 60, GREEN, INK, 9);
    body += rose(W / 2, 620, 150, BOLD, 7);
    for (let i = 0; i < 3; i++)
      body += `<path d="M${W / 2 - 20 + i * 20} ${760 + i * 40}q-10 30 0 50q10 -20 0 -50z" fill="${RED}" stroke="${INK}" stroke-width="6"/>`;
  }
  if (design === "sacred-heart") {
    for (let i = 0; i < 16; i++) {
      const a = (i / 16) * Math.PI * 2;
      body += `<path d="M${n(W / 2 + Math.cos(a) * 260)} ${n(660 + Math.sin(a) * 260)}L${n(W / 2 + Math.cos(a) * 380)} ${n(660 + Math.sin(a) * 380)}" stroke="${YELLOW}" stroke-width="14" stroke-linecap="round"/>`;
    }
    body += `<path d="M${W / 2} 430C${W / 2 - 70} 360 ${W / 2 - 20} 300 ${W / 2 - 40} 220C${W / 2 + 40} 270 ${W / 2 + 70} 340 ${W / 2 + 30} 400C${W / 2 + 80} 370 ${W / 2 + 70} 320 ${W / 2 + 90} 300C${W / 2 + 130} 360 ${W / 2 + 80} 420 ${W / 2 + 40} 450Z" fill="${YELLOW}" stroke="${INK}" stroke-width="9" stroke-linejoin="round"/>`;
    body += `<path d="M${W / 2 - 20} 450C${W / 2 - 40} 400 ${W / 2} 380 ${W / 2 + 10} 340C${W / 2 + 40} 390 ${W / 2 + 30} 420 ${W / 2 + 20} 450Z" fill="${RED}" stroke="${INK}" stroke-width="6"/>`;
    body += heart(W / 2, 690, 230, RED);
    body += `<path d="M${W / 2 - 200} 660Q${W / 2} 740 ${W / 2 + 210} 640" fill="none" stroke="#6b4a2a" stroke-width="26" stroke-linecap="round"/>`;
    for (let i = 0; i < 9; i++) {
      const x = W / 2 - 180 + i * 45;
      body += `<path d="M${x} ${675 + Math.sin(i) * 8}l${i % 2 ? 18 : -18} -30" stroke="${INK}" stroke-width="6" stroke-linecap="round"/>`;
    }
    body += `<path d="M${W / 2 - 110} 560q40 -40 90 -20" fill="none" stroke="#f7ecd4" stroke-width="14" stroke-linecap="round"/>`;
  }
  if (design === "trout-lure") {
    // A brook trout curving up after a spoon lure.
    body += `<g transform="rotate(-18 500 640)" stroke="${INK}" stroke-width="9" stroke-linejoin="round">
<path d="M140 640C260 520 560 500 760 600C720 640 700 650 760 700C560 780 260 760 140 640Z" fill="#7b8f5a"/>
<path d="M190 660C330 720 560 730 730 680C560 700 320 690 190 660Z" fill="#e7803d"/>
<path d="M760 600L900 510L870 640L900 780L760 700Z" fill="#6b7f4a"/>
<path d="M420 560l60 -90l60 100z" fill="#6b7f4a"/><path d="M520 730l40 80l50 -86z" fill="#e7803d"/>
<circle cx="230" cy="620" r="16" fill="#f7ecd4"/><circle cx="232" cy="620" r="7" fill="${INK}" stroke="none"/>
<path d="M150 650q30 10 60 0" fill="none"/>`;
    for (let i = 0; i < 22; i++) {
      const x = random.range(300, 680);
      const y = random.range(590, 650 + (x - 300) * 0.05);
      body += `<circle cx="${n(x)}" cy="${n(y)}" r="${n(random.range(6, 11))}" fill="${random.chance(0.3) ? RED : YELLOW}" stroke-width="3"/>`;
    }
    body += "</g>";
    body += `<path d="M230 120V350" stroke="${INK}" stroke-width="4"/><path d="M230 350c-50 20 -60 120 0 150c60 -30 50 -130 0 -150z" fill="#e3c15a" stroke="${INK}" stroke-width="8"/><path d="M230 500v50q0 30 -30 20" fill="none" stroke="${INK}" stroke-width="7" stroke-linecap="round"/>`;
    body += `<path d="M150 1000q80 -40 160 0t160 0t160 0t160 0" fill="none" stroke="${BLUE}" stroke-width="10" stroke-linecap="round"/><path d="M200 1050q80 -40 160 0t160 0t160 0" fill="none" stroke="${BLUE}" stroke-width="10" stroke-linecap="round"/>`;
  }
  if (design === "swallow") {
    body += swallow(W / 2 + 20, 560, 1.6);
    body += banner(W / 2, 880, 520);
    body += `<text x="${W / 2}" y="920" text-anchor="middle" font-family="DejaVu Serif, serif" font-weight="bold" font-size="44" fill="${INK}">SAFE HOME</text>`;
  }
  if (design === "snake-peony") {
    const snake = "M200 1050C100 900 400 860 520 760C660 640 280 560 420 420C520 320 720 380 700 250";
    body += `<path d="${snake}" fill="none" stroke="${INK}" stroke-width="86" stroke-linecap="round"/><path d="${snake}" fill="none" stroke="${GREEN}" stroke-width="68" stroke-linecap="round"/><path d="${snake}" fill="none" stroke="${YELLOW}" stroke-width="14" stroke-dasharray="22 30" stroke-linecap="round"/>`;
    body += `<path d="M700 250C650 200 690 140 760 150C820 160 830 220 790 260C760 290 720 280 700 250Z" fill="${GREEN}" stroke="${INK}" stroke-width="9"/><circle cx="760" cy="190" r="10" fill="${YELLOW}" stroke="${INK}" stroke-width="4"/><path d="M810 230l60 10l-20 -20m20 20l-20 16" fill="none" stroke="${RED}" stroke-width="7" stroke-linecap="round"/>`;
    body += leaf(300, 640, 3.4, 160, 55, GREEN, INK, 9) + leaf(320, 700, 2.3, 150, 50, GREEN, INK, 9);
    body += rose(300, 660, 150, { ...BOLD, petalFill: "#e88fa0", centreFill: "#c45873" }, 9);
  }
  if (design === "flash-sheet") {
    body += rose(260, 280, 110, BOLD, 7) + leaf(200, 380, 2.2, 110, 36, GREEN, INK, 8);
    body += dagger(740, 170, 420, 20);
    body += heart(250, 720, 130, RED) + banner(250, 720, 300);
    body += swallow(730, 690, 0.9, -1);
    body += `<g stroke="${INK}" stroke-width="9" stroke-linejoin="round"><circle cx="500" cy="1000" r="110" fill="${YELLOW}"/><circle cx="540" cy="975" r="95" fill="${PAPER}" stroke="none"/></g>`;
    for (const [x, y] of [
      [380, 460],
      [620, 470],
      [820, 1010],
      [180, 1020],
    ] as const)
      body += `<path d="M${x} ${y - 30}l9 21l21 9l-21 9l-9 21l-9 -21l-21 -9l21 -9z" fill="${YELLOW}" stroke="${INK}" stroke-width="5"/>`;
  }
  return paper(body);
}

// Theo Lindqvist: solid black, negative space, geometry.

function mandala(cx: number, cy: number, r: number, random: Random): string {
  let out = `<circle cx="${cx}" cy="${cy}" r="${n(r)}" fill="none" stroke="${INK}" stroke-width="6"/>`;
  const rings = [0.9, 0.72, 0.55, 0.38, 0.2];
  rings.forEach((f, ring) => {
    const count = [36, 24, 16, 12, 8][ring] ?? 8;
    const rr = r * f;
    const kind = (ring + random.int(0, 2)) % 3;
    for (let i = 0; i < count; i++) {
      const a = (i / count) * 360;
      if (kind === 0)
        out += `<ellipse cx="${cx}" cy="${n(cy - rr)}" rx="${n(((Math.PI * rr) / count) * 0.7)}" ry="${n(r * 0.08)}" fill="${INK}" transform="rotate(${n(a)} ${cx} ${cy})"/>`;
      else if (kind === 1)
        out += `<path d="M${cx} ${n(cy - rr - r * 0.09)}l${n(((Math.PI * rr) / count) * 0.8)} ${n(r * 0.15)}h${n(((-2 * Math.PI * rr) / count) * 0.8)}z" fill="${INK}" transform="rotate(${n(a)} ${cx} ${cy})"/>`;
      else
        out += `<circle cx="${cx}" cy="${n(cy - rr)}" r="${n(Math.max(3, ((Math.PI * rr) / count) * 0.35))}" fill="${INK}" transform="rotate(${n(a)} ${cx} ${cy})"/>`;
    }
    out += `<circle cx="${cx}" cy="${cy}" r="${n(rr - r * 0.09)}" fill="none" stroke="${INK}" stroke-width="3"/>`;
  });
  out += `<circle cx="${cx}" cy="${cy}" r="${n(r * 0.1)}" fill="${INK}"/>`;
  return out;
}

export function blackwork(key: string, design: "mandala" | "landscape" | "sternum" | "moon-phases" | "botanical" | "band"): string {
  const random = seeded(key);
  let body = "";
  if (design === "mandala") body = mandala(W / 2, H / 2, 400, random);
  if (design === "landscape") {
    const cx = W / 2;
    const cy = 620;
    const r = 360;
    body += `<defs><clipPath id="disc"><circle cx="${cx}" cy="${cy}" r="${r}"/></clipPath></defs><circle cx="${cx}" cy="${cy}" r="${r + 16}" fill="none" stroke="${INK}" stroke-width="10"/>`;
    let scene = `<rect x="0" y="0" width="${W}" height="${H}" fill="${PAPER}"/><circle cx="${cx + 120}" cy="${cy - 170}" r="70" fill="${INK}"/><circle cx="${cx + 150}" cy="${cy - 190}" r="62" fill="${PAPER}"/>`;
    for (let i = 0; i < 30; i++)
      scene += `<circle cx="${n(random.range(cx - r, cx + r))}" cy="${n(random.range(cy - r, cy - 60))}" r="${n(random.range(1.5, 4))}" fill="${INK}"/>`;
    scene += `<path d="M0 ${cy + 40}L${cx - 220} ${cy - 120}L${cx - 120} ${cy - 20}L${cx} ${cy - 200}L${cx + 160} ${cy + 10}L${cx + 260} ${cy - 60}L${W} ${cy + 60}V${H}H0Z" fill="${INK}"/>`;
    scene += `<path d="M${cx - 220} ${cy - 120}l-40 50l40 -10l30 20zM${cx} ${cy - 200}l-50 70l50 -20l40 30z" fill="${PAPER}"/>`;
    for (let i = 0; i < 7; i++) {
      const x = cx - 300 + i * 100 + random.range(-20, 20);
      const top = cy + 60 + random.range(-40, 40);
      scene += `<path d="M${n(x)} ${n(top)}l-45 200h90z" fill="${PAPER}"/><path d="M${n(x)} ${n(top + 30)}l-32 170h64z" fill="${INK}"/>`;
    }
    for (let k = 0; k < 6; k++) scene += `<path d="M${cx - r} ${cy + 270 + k * 18}H${cx + r}" stroke="${PAPER}" stroke-width="${6 - k}"/>`;
    body += `<g clip-path="url(#disc)">${scene}</g>`;
  }
  if (design === "sternum") {
    const cx = W / 2;
    body += `<path d="M${cx} 330C${cx - 260} 300 ${cx - 380} 420 ${cx - 420} 380C${cx - 360} 520 ${cx - 160} 520 ${cx} 470C${cx + 160} 520 ${cx + 360} 520 ${cx + 420} 380C${cx + 380} 420 ${cx + 260} 300 ${cx} 330Z" fill="${INK}"/>`;
    body += `<path d="M${cx} 360C${cx - 180} 350 ${cx - 300} 430 ${cx - 340} 420C${cx - 260} 480 ${cx - 130} 480 ${cx} 440C${cx + 130} 480 ${cx + 260} 480 ${cx + 340} 420C${cx + 300} 430 ${cx + 180} 350 ${cx} 360Z" fill="${PAPER}"/>`;
    body += mandala(cx, 440, 120, random);
    body += `<path d="M${cx} 560L${cx - 60} 720L${cx} 1000L${cx + 60} 720Z" fill="${INK}"/><path d="M${cx} 620L${cx - 28} 720L${cx} 900L${cx + 28} 720Z" fill="${PAPER}"/>`;
    for (const side of [-1, 1]) {
      for (let i = 0; i < 7; i++) body += `<circle cx="${n(cx + side * (150 + i * 34))}" cy="${n(560 + i * i * 6)}" r="${n(11 - i)}" fill="${INK}"/>`;
      body += `<path d="M${cx + side * 70} 600q${side * 60} 90 ${side * 20} 200" fill="none" stroke="${INK}" stroke-width="5"/>`;
    }
    body += `<path d="M${cx} 1000l-18 50l18 30l18 -30z" fill="${INK}"/>`;
  }
  if (design === "moon-phases") {
    const cx = W / 2;
    const phases = [-1, -0.5, 0, 0.5, 1];
    phases.forEach((p, i) => {
      const y = 200 + i * 210;
      const r = i === 2 ? 90 : 62;
      body += `<circle cx="${cx}" cy="${y}" r="${r}" fill="${i === 2 ? INK : PAPER}" stroke="${INK}" stroke-width="6"/>`;
      if (i !== 2)
        body += `<path d="M${cx} ${y - r}A${r} ${r} 0 0 ${p < 0 ? 0 : 1} ${cx} ${y + r}A${n(r * Math.abs(p === 1 || p === -1 ? 0.01 : 0.5))} ${r} 0 0 ${p < 0 ? 1 : 0} ${cx} ${y - r}Z" fill="${INK}"/>`;
    });
    for (let i = 0; i < 120; i++) {
      const y = random.range(140, 1120);
      const x = cx + (random.chance(0.5) ? 1 : -1) * random.range(110, 190 + (y % 60));
      body += `<circle cx="${n(x)}" cy="${n(y)}" r="${n(random.range(1.5, 4.5))}" fill="${INK}"/>`;
    }
    body += `<path d="M${cx} 100V140M${cx} 1140V1180" stroke="${INK}" stroke-width="6"/>`;
  }
  if (design === "botanical") {
    // Solid black leaves and fronds with their veins left bare.
    for (let i = 0; i < 9; i++) {
      const a = -Math.PI / 2 + (i - 4) * 0.28;
      const len = 520 - Math.abs(i - 4) * 60;
      const x0 = W / 2;
      const y0 = 1100;
      const tx = x0 + Math.cos(a) * len;
      const ty = y0 + Math.sin(a) * len;
      body += `<path d="M${x0} ${y0}L${n(tx)} ${n(ty)}" stroke="${INK}" stroke-width="6"/>`;
      body += leaf(tx, ty, a + random.range(-0.3, 0.3), 170 + random.range(0, 60), 60, INK, INK, 2);
      body += `<path d="M${n(tx)} ${n(ty)}l${n(Math.cos(a) * 150)} ${n(Math.sin(a) * 150)}" stroke="${PAPER}" stroke-width="4"/>`;
      if (i % 2 === 0) body += leaf(x0 + Math.cos(a) * len * 0.55, y0 + Math.sin(a) * len * 0.55, a + (i < 4 ? -0.9 : 0.9), 110, 36, INK, INK, 2);
    }
  }
  if (design === "band") {
    for (const y of [420, 830]) body += `<rect x="80" y="${y}" width="${W - 160}" height="16" fill="${INK}"/>`;
    const count = 10;
    const w = (W - 160) / count;
    for (let i = 0; i < count; i++) {
      const x = 80 + i * w;
      body += `<path d="M${n(x)} 436L${n(x + w / 2)} 625L${n(x + w)} 436Z" fill="${INK}"/><path d="M${n(x)} 830L${n(x + w / 2)} 640L${n(x + w)} 830Z" fill="${i % 2 ? INK : "none"}" stroke="${INK}" stroke-width="4"/>`;
      body += `<circle cx="${n(x + w / 2)}" cy="470" r="7" fill="${PAPER}"/>`;
    }
    for (let k = 0; k < 4; k++) body += `<path d="M80 ${870 + k * 22}H${W - 80}" stroke="${INK}" stroke-width="${6 - k}" stroke-dasharray="${2 + k * 6} 10"/>`;
    for (let k = 0; k < 3; k++) body += `<path d="M80 ${380 - k * 22}H${W - 80}" stroke="${INK}" stroke-width="${5 - k}" stroke-dasharray="${4 + k * 8} 12"/>`;
  }
  return paper(body);
}
