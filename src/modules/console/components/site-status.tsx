import { StatusBadge } from "@/modules/admin/components/ui";

/** What a visitor finds at a site: suspended, "Coming soon" (not launched yet), or the site itself. */
export function SiteStatusBadge({ status, launched }: { status: "active" | "suspended"; launched: boolean }) {
  if (status === "suspended") return <StatusBadge tone="bad">Suspended</StatusBadge>;
  if (!launched) return <StatusBadge tone="warn">Coming soon (not launched)</StatusBadge>;
  return <StatusBadge tone="good">Live</StatusBadge>;
}
