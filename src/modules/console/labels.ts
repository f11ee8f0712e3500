/** "single-page:dog-groomer" -> "Dog groomer (one page)"; "town-government" -> "Town government". */
export function kindLabel(kind: string): string {
  const onePage = kind.startsWith("single-page:");
  const words = kind.replace(/^single-page:/, "").replace(/-/g, " ");
  return `${words.charAt(0).toUpperCase()}${words.slice(1)}${onePage ? " (one page)" : ""}`;
}
