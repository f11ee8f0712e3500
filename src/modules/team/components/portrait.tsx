import { SiteImage } from "@/modules/media/components/site-image";
import type { Site } from "@/modules/sites/queries";
import type { TeamMember } from "../queries";

export function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter((part) => /^[A-Za-z]/.test(part))
    .map((part) => part[0])
    .slice(0, 2)
    .join("")
    .toUpperCase();
}

/** A team member's photograph in a circle, or their initials on the site's colour when there is none: in the team grid, and (large, first on the screen, so loaded at once) on their own page. */
export function Portrait({ site, member, large = false }: { site: Site; member: Pick<TeamMember, "name" | "photo">; large?: boolean }) {
  const circle = large ? "h-28 w-28 text-4xl" : "mx-auto h-24 w-24 text-3xl";
  if (member.photo) {
    return (
      <span className={`block shrink-0 overflow-hidden rounded-full ${circle}`}>
        <SiteImage site={site} image={member.photo} sizes={large ? "112px" : "96px"} priority={large} className="h-full w-full object-cover" />
      </span>
    );
  }
  return (
    <span aria-hidden="true" className={`flex shrink-0 items-center justify-center rounded-full bg-primary font-heading font-bold text-on-primary ${circle}`}>
      {initials(member.name)}
    </span>
  );
}
