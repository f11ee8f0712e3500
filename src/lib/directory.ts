/**
 * The platform directory's groups: a site's kind (free text, "single-page:bakery")
 * read as the kind of business a visitor looks for. A kind no rule names is "Other".
 */
export const DIRECTORY_GROUPS = [
  { key: "food", label: "Food and drink", kinds: /restaurant|bakery|coffee|food|snack|wine|farm|banquet/ },
  {
    key: "home",
    label: "Home and property services",
    kinds: /clean|wash|tint|solar|painter|landscap|handyman|hvac|pest|basement|home-improvement|pooper|excavation|property|rental|real-estate|environmental/,
  },
  { key: "health", label: "Health, beauty and fitness", kinds: /dental|barber|yoga|tattoo|groom|golf/ },
  { key: "leisure", label: "Things to do", kinds: /escape|tours|music|tutor|photograph|drone|florist|bike|auto|car/ },
  {
    key: "professional",
    label: "Professional services",
    kinds: /legal|bookkeep|insurance|mortgage|loan|debt|consult|engineering|industrial|power|search|equity-firm|web-agency|creative|accessibility/,
  },
  { key: "community", label: "Towns and community", kinds: /town|community|nonprofit|youth|support|workplace/ },
] as const;

export type DirectoryGroupKey = (typeof DIRECTORY_GROUPS)[number]["key"] | "other";

export function directoryGroup(kind: string): DirectoryGroupKey {
  const bare = kind.replace(/^single-page:/, "");
  return DIRECTORY_GROUPS.find((g) => g.kinds.test(bare))?.key ?? "other";
}
