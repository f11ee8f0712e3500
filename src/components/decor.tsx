import { Icon } from "@/components/icons/icon";
import type { IconName } from "@/lib/icon-names";
import type { Theme } from "@/modules/sites/schema";

/*
 * The visuals are drawn here, in SVG, from the theme's colours: a logo mark,
 * background patterns and illustrations. Nothing is fetched from outside.
 */

const SHAPES: Record<Theme["logo"]["shape"], string> = {
  circle: "rounded-full",
  rounded: "rounded-xl",
  square: "rounded-none",
  hexagon: "[clip-path:polygon(25%_5%,75%_5%,100%_50%,75%_95%,25%_95%,0_50%)]",
  none: "",
};

/** inverse: for use on a primary-coloured background (a bar header, a band footer). */
export function LogoMark({ logo, size = 40, inverse = false }: { logo: Theme["logo"]; size?: number; inverse?: boolean }) {
  const plain = logo.shape === "none";
  const colours = plain ? (inverse ? "text-on-primary" : "text-primary") : inverse ? "bg-on-primary text-primary" : "bg-primary text-on-primary";
  return (
    <span
      aria-hidden="true"
      className={`inline-flex shrink-0 items-center justify-center ${colours} ${SHAPES[logo.shape]}`}
      style={{ width: size, height: size }}
    >
      <Icon name={logo.mark} size={Math.round(size * (plain ? 0.9 : 0.55))} />
    </span>
  );
}

export function Pattern({ kind, id, className = "" }: { kind: Theme["pattern"]; id: string; className?: string }) {
  if (kind === "none") return null;
  const patternId = `pattern-${kind}-${id}`;
  return (
    <svg aria-hidden="true" focusable="false" className={`pointer-events-none absolute inset-0 h-full w-full ${className}`}>
      <defs>
        <pattern id={patternId} width="24" height="24" patternUnits="userSpaceOnUse">
          {kind === "dots" && <circle cx="3" cy="3" r="1.6" fill="currentColor" />}
          {kind === "grid" && <path d="M24 0H0V24" fill="none" stroke="currentColor" strokeWidth="1" />}
          {kind === "diagonal" && <path d="M-6 6L6 -6M0 24L24 0M18 30L30 18" stroke="currentColor" strokeWidth="1.5" />}
          {kind === "waves" && <path d="M0 12c4-4 8-4 12 0s8 4 12 0" fill="none" stroke="currentColor" strokeWidth="1.5" />}
        </pattern>
      </defs>
      <rect width="100%" height="100%" fill={`url(#${patternId})`} />
    </svg>
  );
}

/** A large icon on a patterned panel, in the theme's colours: the stand-in for photography. */
export function Illustration({ icon, pattern, id, className = "" }: { icon: IconName; pattern: Theme["pattern"]; id: string; className?: string }) {
  return (
    <div aria-hidden="true" className={`relative isolate flex aspect-[4/3] items-center justify-center overflow-hidden rounded-site bg-surface ${className}`}>
      <Pattern kind={pattern === "none" ? "dots" : pattern} id={id} className="text-primary opacity-15" />
      <div className="absolute -right-10 -bottom-10 h-48 w-48 rounded-full bg-accent opacity-30" />
      <div className="absolute -top-8 -left-8 h-32 w-32 rounded-full bg-primary opacity-10" />
      <div className="relative flex h-32 w-32 items-center justify-center rounded-full bg-primary text-on-primary shadow-lg sm:h-40 sm:w-40">
        <Icon name={icon} size={72} />
      </div>
    </div>
  );
}
