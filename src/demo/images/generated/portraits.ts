import { shade, svgDocument } from "./svg";

/**
 * Illustrated head-and-shoulders likenesses for team pages, in a flat
 * editorial style: each person described by their features, not drawn at
 * random, so a name and its picture agree.
 */

export const PORTRAIT = { width: 800, height: 1000 };
const { width: W, height: H } = PORTRAIT;

export const SKIN = {
  porcelain: "#f6d9c6",
  light: "#eec4a4",
  olive: "#d9a77c",
  tan: "#c68a5c",
  brown: "#9a6440",
  deep: "#6b4229",
} as const;

export const HAIR = {
  black: "#1f1b1a",
  darkBrown: "#3b2619",
  brown: "#6b4328",
  auburn: "#8c3f1f",
  blonde: "#d8b46a",
  grey: "#a8a5a0",
  white: "#e3e0da",
} as const;

export interface Person {
  skin: string;
  hair: string;
  style: "short" | "side-part" | "crop" | "long" | "bob" | "bun" | "curly" | "bald" | "ponytail" | "afro" | "wavy";
  beard?: "stubble" | "full" | "moustache";
  glasses?: "round" | "square";
  clothes: "blazer" | "scrubs" | "sweater" | "shirt" | "tee" | "apron" | "turtleneck";
  clothing: string;
  background: string;
  earrings?: boolean;
  /** A visibly older face: lines at the eyes. */
  older?: boolean;
  smile?: "open" | "closed";
}

const CX = W / 2;
const HEAD_Y = 430;
const RX = 128;
const RY = 160;

function backHair(p: Person): string {
  const c = p.hair;
  switch (p.style) {
    case "long":
      return `<path d="M${CX - 170} ${HEAD_Y - 40}C${CX - 190} 300 ${CX + 190} 300 ${CX + 170} ${HEAD_Y - 40}L${CX + 190} 780Q${CX} 820 ${CX - 190} 780Z" fill="${c}"/>`;
    case "wavy":
      return `<path d="M${CX - 170} ${HEAD_Y - 40}C${CX - 200} 300 ${CX + 200} 300 ${CX + 170} ${HEAD_Y - 40}Q${CX + 230} 560 ${CX + 170} 640Q${CX + 220} 700 ${CX + 160} 760Q${CX} 790 ${CX - 160} 760Q${CX - 220} 700 ${CX - 170} 640Q${CX - 230} 560 ${CX - 170} ${HEAD_Y - 40}Z" fill="${c}"/>`;
    case "bob":
      return `<path d="M${CX - 165} ${HEAD_Y}C${CX - 180} 280 ${CX + 180} 280 ${CX + 165} ${HEAD_Y}L${CX + 170} 600Q${CX} 630 ${CX - 170} 600Z" fill="${c}"/>`;
    case "afro":
      return `<circle cx="${CX}" cy="${HEAD_Y - 60}" r="220" fill="${c}"/>`;
    case "curly":
      return (
        Array.from({ length: 12 }, (_, i) => {
          const a = Math.PI * (0.95 + (i / 11) * 1.1);
          return `<circle cx="${(CX + Math.cos(a) * 150).toFixed(1)}" cy="${(HEAD_Y - 40 + Math.sin(a) * 160).toFixed(1)}" r="62" fill="${c}"/>`;
        }).join("") + `<path d="M${CX - 180} ${HEAD_Y}Q${CX - 200} 620 ${CX - 130} 660L${CX + 130} 660Q${CX + 200} 620 ${CX + 180} ${HEAD_Y}Z" fill="${c}"/>`
      );
    case "bun":
      return `<circle cx="${CX}" cy="${HEAD_Y - 200}" r="70" fill="${c}"/>`;
    case "ponytail":
      return `<path d="M${CX + 110} ${HEAD_Y - 120}q120 40 90 260q-20 90 -60 120q10 -130 -60 -260z" fill="${c}"/>`;
    default:
      return "";
  }
}

function frontHair(p: Person): string {
  const c = p.hair;
  const top = HEAD_Y - RY;
  switch (p.style) {
    case "short":
      return `<path d="M${CX - RX - 8} ${HEAD_Y + 10}C${CX - RX - 30} ${top - 90} ${CX + RX + 30} ${top - 100} ${CX + RX + 8} ${HEAD_Y + 10}Q${CX + RX - 14} ${top + 90} ${CX + 40} ${top + 64}Q${CX - 60} ${top + 110} ${CX - RX + 8} ${HEAD_Y}Z" fill="${c}"/>`;
    case "crop":
      return `<path d="M${CX - RX - 2} ${HEAD_Y - 10}C${CX - RX - 10} ${top - 60} ${CX + RX + 10} ${top - 60} ${CX + RX + 2} ${HEAD_Y - 10}Q${CX + RX - 16} ${top + 60} ${CX} ${top + 52}Q${CX - RX + 16} ${top + 60} ${CX - RX - 2} ${HEAD_Y - 10}Z" fill="${c}"/>`;
    case "side-part":
      return `<path d="M${CX - RX - 10} ${HEAD_Y + 10}C${CX - RX - 36} ${top - 90} ${CX + RX + 36} ${top - 100} ${CX + RX + 10} ${HEAD_Y}Q${CX + RX - 4} ${top + 70} ${CX + 60} ${top + 70}Q${CX - 40} ${top + 90} ${CX - 50} ${top + 20}Q${CX - 90} ${top + 110} ${CX - RX + 4} ${HEAD_Y + 20}Z" fill="${c}"/>`;
    case "long":
    case "wavy":
    case "bob":
    case "ponytail":
    case "bun":
      return `<path d="M${CX - RX - 14} ${HEAD_Y + 40}C${CX - RX - 44} ${top - 80} ${CX + RX + 44} ${top - 80} ${CX + RX + 14} ${HEAD_Y + 40}Q${CX + RX - 10} ${top + 80} ${CX + 20} ${top + 50}Q${CX - 60} ${top + 120} ${CX - RX + 6} ${HEAD_Y + 30}Z" fill="${c}"/>`;
    case "curly":
    case "afro":
      return `<path d="M${CX - RX - 10} ${HEAD_Y - 10}C${CX - RX - 30} ${top - 40} ${CX + RX + 30} ${top - 40} ${CX + RX + 10} ${HEAD_Y - 10}Q${CX + 60} ${top + 30} ${CX} ${top + 36}Q${CX - 60} ${top + 30} ${CX - RX - 10} ${HEAD_Y - 10}Z" fill="${c}"/>`;
    case "bald":
      return `<path d="M${CX - RX + 4} ${HEAD_Y - 10}q-6 60 6 90M${CX + RX - 4} ${HEAD_Y - 10}q6 60 -6 90" stroke="${c}" stroke-width="26" stroke-linecap="round" fill="none"/>`;
  }
}

function clothes(p: Person): string {
  const c = p.clothing;
  const shoulders = `M${CX - 330} ${H}C${CX - 320} 780 ${CX - 220} 730 ${CX - 80} 720L${CX + 80} 720C${CX + 220} 730 ${CX + 320} 780 ${CX + 330} ${H}Z`;
  let out = `<path d="${shoulders}" fill="${c}"/>`;
  switch (p.clothes) {
    case "blazer":
      out += `<path d="M${CX - 80} 720L${CX} 880L${CX + 80} 720Z" fill="#f4f2ee"/><path d="M${CX - 90} 716L${CX - 10} 900L${CX - 60} 1000H${CX - 140}L${CX - 150} 760Z" fill="${shade(c, -0.15)}"/><path d="M${CX + 90} 716L${CX + 10} 900L${CX + 60} 1000H${CX + 140}L${CX + 150} 760Z" fill="${shade(c, -0.15)}"/>`;
      break;
    case "scrubs":
      out += `<path d="M${CX - 70} 720L${CX} 820L${CX + 70} 720Z" fill="${p.skin}"/><path d="M${CX - 70} 720L${CX} 820L${CX + 70} 720" fill="none" stroke="${shade(c, -0.2)}" stroke-width="10"/><rect x="${CX + 110}" y="860" width="90" height="70" rx="8" fill="${shade(c, -0.08)}"/>`;
      break;
    case "sweater":
      out += `<path d="M${CX - 90} 722Q${CX} 790 ${CX + 90} 722" fill="none" stroke="${shade(c, -0.2)}" stroke-width="22"/>`;
      break;
    case "turtleneck":
      out += `<rect x="${CX - 70}" y="650" width="140" height="90" rx="30" fill="${c}"/><path d="M${CX - 66} 690h132M${CX - 66} 710h132" stroke="${shade(c, -0.15)}" stroke-width="5"/>`;
      break;
    case "shirt":
      out += `<path d="M${CX - 80} 718L${CX - 20} 800L${CX} 760L${CX + 20} 800L${CX + 80} 718Z" fill="${shade(c, 0.5)}"/><path d="M${CX} 770V${H}" stroke="${shade(c, -0.2)}" stroke-width="4"/>`;
      break;
    case "apron":
      out += `<path d="M${CX - 60} 722Q${CX} 760 ${CX + 60} 722" fill="none" stroke="${shade(c, -0.2)}" stroke-width="14"/><path d="M${CX - 130} ${H}V830Q${CX} 800 ${CX + 130} 830V${H}Z" fill="#3d4a4f"/><path d="M${CX - 110} 830L${CX - 70} 722M${CX + 110} 830L${CX + 70} 722" stroke="#3d4a4f" stroke-width="16"/>`;
      break;
    case "tee":
      out += `<path d="M${CX - 70} 722Q${CX} 770 ${CX + 70} 722" fill="none" stroke="${shade(c, -0.15)}" stroke-width="12"/>`;
      break;
  }
  return out;
}

function face(p: Person): string {
  const ink = shade(p.skin, -0.72);
  const eyeY = HEAD_Y + 8;
  const dx = 52;
  let out = "";
  // Brows follow the hair, or a darker skin tone when the hair is grey.
  const brow = p.hair === HAIR.grey || p.hair === HAIR.white ? shade(p.skin, -0.45) : shade(p.hair, -0.1);
  out += `<path d="M${CX - dx - 26} ${eyeY - 34}q26 -14 50 -2M${CX + dx - 24} ${eyeY - 36}q26 -12 50 2" stroke="${brow}" stroke-width="9" stroke-linecap="round" fill="none"/>`;
  out += `<ellipse cx="${CX - dx}" cy="${eyeY}" rx="10" ry="12" fill="${ink}"/><ellipse cx="${CX + dx}" cy="${eyeY}" rx="10" ry="12" fill="${ink}"/>`;
  if (p.older)
    out += `<path d="M${CX - dx - 40} ${eyeY + 4}l-14 -6M${CX - dx - 40} ${eyeY + 12}l-14 4M${CX + dx + 40} ${eyeY + 4}l14 -6M${CX + dx + 40} ${eyeY + 12}l14 4" stroke="${shade(p.skin, -0.25)}" stroke-width="4" stroke-linecap="round"/>`;
  out += `<path d="M${CX + 4} ${eyeY + 20}q14 40 -2 56q-10 4 -20 -2" stroke="${shade(p.skin, -0.25)}" stroke-width="7" stroke-linecap="round" fill="none"/>`;
  out += `<ellipse cx="${CX - 78}" cy="${eyeY + 62}" rx="26" ry="14" fill="#e8826e" fill-opacity=".22"/><ellipse cx="${CX + 78}" cy="${eyeY + 62}" rx="26" ry="14" fill="#e8826e" fill-opacity=".22"/>`;
  if (p.smile === "open")
    out += `<path d="M${CX - 44} ${eyeY + 96}q44 44 88 0z" fill="#7a2e2a"/><path d="M${CX - 38} ${eyeY + 98}q38 12 76 0v8q-38 10 -76 0z" fill="#fff"/>`;
  else out += `<path d="M${CX - 38} ${eyeY + 100}q38 26 76 0" stroke="#a2493d" stroke-width="8" stroke-linecap="round" fill="none"/>`;
  if (p.beard === "full")
    out += `<path d="M${CX - RX + 4} ${HEAD_Y + 10}Q${CX - RX + 10} ${HEAD_Y + RY + 40} ${CX} ${HEAD_Y + RY + 36}Q${CX + RX - 10} ${HEAD_Y + RY + 40} ${CX + RX - 4} ${HEAD_Y + 10}Q${CX + 90} ${HEAD_Y + 90} ${CX + 50} ${eyeY + 84}Q${CX} ${eyeY + 70} ${CX - 50} ${eyeY + 84}Q${CX - 90} ${HEAD_Y + 90} ${CX - RX + 4} ${HEAD_Y + 10}Z" fill="${p.hair}"/><path d="M${CX - 30} ${eyeY + 104}q30 14 60 0" stroke="#7a3a30" stroke-width="7" stroke-linecap="round" fill="none"/>`;
  if (p.beard === "moustache")
    out += `<path d="M${CX - 50} ${eyeY + 92}Q${CX} ${eyeY + 66} ${CX + 50} ${eyeY + 92}Q${CX} ${eyeY + 80} ${CX - 50} ${eyeY + 92}Z" fill="${p.hair}"/>`;
  if (p.beard === "stubble")
    out += `<path d="M${CX - RX + 10} ${HEAD_Y + 40}Q${CX - 80} ${HEAD_Y + RY + 10} ${CX} ${HEAD_Y + RY}Q${CX + 80} ${HEAD_Y + RY + 10} ${CX + RX - 10} ${HEAD_Y + 40}Q${CX + 60} ${HEAD_Y + 120} ${CX} ${HEAD_Y + 110}Q${CX - 60} ${HEAD_Y + 120} ${CX - RX + 10} ${HEAD_Y + 40}Z" fill="${p.hair}" fill-opacity=".28"/>`;
  if (p.glasses) {
    const frame = "#2a2523";
    const lens =
      p.glasses === "round"
        ? (x: number) => `<circle cx="${x}" cy="${eyeY}" r="36" fill="#fff" fill-opacity=".15" stroke="${frame}" stroke-width="7"/>`
        : (x: number) =>
            `<rect x="${x - 40}" y="${eyeY - 30}" width="80" height="58" rx="12" fill="#fff" fill-opacity=".15" stroke="${frame}" stroke-width="7"/>`;
    out +=
      lens(CX - dx) +
      lens(CX + dx) +
      `<path d="M${CX - 16} ${eyeY - 4}q16 -10 32 0M${CX - dx - 38} ${eyeY - 8}L${CX - RX} ${eyeY - 14}M${CX + dx + 38} ${eyeY - 8}L${CX + RX} ${eyeY - 14}" stroke="${frame}" stroke-width="6" fill="none"/>`;
  }
  return out;
}

export function portrait(person: Person): string {
  const p = person;
  let body = `<rect width="${W}" height="${H}" fill="${p.background}"/><circle cx="${CX}" cy="${HEAD_Y + 40}" r="330" fill="${shade(p.background, 0.12)}"/>`;
  body += backHair(p);
  body += `<path d="M${CX - 62} 560V650Q${CX} 700 ${CX + 62} 650V560Z" fill="${shade(p.skin, -0.12)}"/>`;
  // Shoulders drawn for a longer neck, lifted to sit under this one.
  body += `<g transform="translate(0 -60)">${clothes(p)}<rect x="${CX - 332}" y="${H - 2}" width="664" height="64" fill="${p.clothing}"/></g>`;
  body += `<ellipse cx="${CX - RX + 2}" cy="${HEAD_Y + 20}" rx="24" ry="38" fill="${shade(p.skin, -0.05)}"/><ellipse cx="${CX + RX - 2}" cy="${HEAD_Y + 20}" rx="24" ry="38" fill="${shade(p.skin, -0.05)}"/>`;
  if (p.earrings)
    body += `<circle cx="${CX - RX + 2}" cy="${HEAD_Y + 62}" r="9" fill="#e0b84a"/><circle cx="${CX + RX - 2}" cy="${HEAD_Y + 62}" r="9" fill="#e0b84a"/>`;
  body += `<ellipse cx="${CX}" cy="${HEAD_Y}" rx="${RX}" ry="${RY}" fill="${p.skin}"/>`;
  body += frontHair(p);
  body += face(p);
  return svgDocument(W, H, body);
}
