import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

/**
 * The links of the repository's documents, checked as GitHub would follow them: a relative link
 * must name a file or folder that exists, and an `#anchor` a heading of its target (or of its own
 * page). Outside addresses (https:, mailto:) are not fetched: the check runs offline. And the
 * code the documents quote: a fenced block whose first line is `// from <path>` (from the
 * repository's root) must be lines of that file, in order (indentation aside), so a worked example cannot drift from the code it shows.
 */

export type BrokenLink = { file: string; line: number; target: string; problem: string };

/** The documents checked: the README, CONTRIBUTING and everything under docs/. */
export function documentFiles(root: string): string[] {
  const found = ["README.md", "CONTRIBUTING.md"].filter((name) => existsSync(path.join(root, name)));
  const walk = (dir: string) => {
    for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
      const relative = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(relative);
      else if (entry.name.endsWith(".md")) found.push(relative);
    }
  };
  if (existsSync(path.join(root, "docs"))) walk("docs");
  return found;
}

/** The lines that are prose: fenced code blocks blanked, so nothing in them counts as a link or heading. */
function proseLines(markdown: string): string[] {
  let fence: string | undefined;
  return markdown.split("\n").map((line) => {
    const opening = /^\s{0,3}(`{3,}|~{3,})/.exec(line);
    if (fence) {
      if (opening && opening[1]!.startsWith(fence)) fence = undefined;
      return "";
    }
    if (opening) {
      fence = opening[1]!;
      return "";
    }
    return line;
  });
}

/** A heading's text as GitHub renders it: links by their words, code by its content, no emphasis marks or inline HTML. */
function renderedText(heading: string): string {
  return heading
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/<[^>]+>/g, "")
    .replace(/`([^`]*)`/g, "$1")
    .replace(/(\*\*|__|\*|\b_|_\b)/g, "");
}

/** GitHub's anchor for a heading (github-slugger): lower case, punctuation dropped, each space a hyphen. */
export function githubSlug(heading: string): string {
  return renderedText(heading)
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, "")
    .replace(/ /g, "-");
}

/** Every anchor a document offers: its headings' slugs (a repeated one gets -1, -2, ...) and explicit `id`/`name` attributes. */
export function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  for (const line of proseLines(markdown)) {
    const heading = /^\s{0,3}#{1,6}\s+(.*?)(\s+#+)?\s*$/.exec(line);
    if (heading) {
      const slug = githubSlug(heading[1]!);
      const times = seen.get(slug) ?? 0;
      seen.set(slug, times + 1);
      anchors.add(times === 0 ? slug : `${slug}-${times}`);
    }
    for (const attribute of line.matchAll(/<a\s[^>]*(?:id|name)="([^"]+)"/g)) anchors.add(attribute[1]!);
  }
  return anchors;
}

/** Every link and image of a document with its line: inline `[words](target)`, reference definitions `[key]: target`, and HTML `<img src>` and `<a href>`. */
export function linksOf(markdown: string): Array<{ line: number; target: string }> {
  const links: Array<{ line: number; target: string }> = [];
  proseLines(markdown).forEach((text, index) => {
    const prose = text.replace(/`[^`]*`/g, "");
    for (const link of prose.matchAll(/\]\(\s*(?:<([^>]*)>|([^)\s]*))(?:\s+"[^"]*")?\s*\)/g)) links.push({ line: index + 1, target: link[1] ?? link[2]! });
    for (const attribute of prose.matchAll(/<(?:img|a)\s[^>]*(?:src|href)="([^"]+)"/g)) links.push({ line: index + 1, target: attribute[1]! });
    const definition = /^\s{0,3}\[[^\]]+\]:\s*<?(\S+?)>?(\s+".*")?\s*$/.exec(prose);
    if (definition) links.push({ line: index + 1, target: definition[1]! });
  });
  return links;
}

/** The links of the given documents (paths relative to root) that lead nowhere. */
export function brokenLinks(root: string, files: string[]): BrokenLink[] {
  const broken: BrokenLink[] = [];
  const anchorsByFile = new Map<string, Set<string>>();
  const anchorsIn = (file: string) => {
    let anchors = anchorsByFile.get(file);
    if (!anchors) anchorsByFile.set(file, (anchors = anchorsOf(readFileSync(file, "utf8"))));
    return anchors;
  };
  for (const file of files) {
    const absolute = path.join(root, file);
    for (const { line, target } of linksOf(readFileSync(absolute, "utf8"))) {
      if (/^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith("//")) continue;
      const [pathPart = "", anchor] = target.split("#", 2) as [string, string | undefined];
      const decoded = decodeURIComponent(pathPart);
      const destination = decoded === "" ? absolute : decoded.startsWith("/") ? path.join(root, decoded) : path.resolve(path.dirname(absolute), decoded);
      if (!existsSync(destination)) {
        broken.push({ file, line, target, problem: "no such file" });
        continue;
      }
      if (anchor === undefined || anchor === "") continue;
      if (statSync(destination).isDirectory() || !destination.endsWith(".md")) {
        broken.push({ file, line, target, problem: "an anchor into something that is not a Markdown file" });
      } else if (!anchorsIn(destination).has(decodeURIComponent(anchor))) {
        broken.push({ file, line, target, problem: "no such heading" });
      }
    }
  }
  return broken;
}

/** The fenced blocks that quote a file (first line `// from <path>`), with the line each starts on. */
export function excerptsOf(markdown: string): Array<{ line: number; source: string; lines: string[] }> {
  const excerpts: Array<{ line: number; source: string; lines: string[] }> = [];
  const lines = markdown.split("\n");
  for (let i = 0; i < lines.length; i++) {
    const fence = /^\s{0,3}(`{3,}|~{3,})/.exec(lines[i]!)?.[1];
    if (!fence) continue;
    const end = lines.findIndex((line, j) => j > i && line.trim().startsWith(fence));
    const body = lines.slice(i + 1, end === -1 ? lines.length : end);
    const source = /^\s*(?:\/\/|#|--)\s*from\s+(\S+)\s*$/.exec(body[0] ?? "")?.[1];
    if (source) excerpts.push({ line: i + 2, source, lines: body.slice(1) });
    i = end === -1 ? lines.length : end;
  }
  return excerpts;
}

/** The quotations of the given documents that are no longer in the file they name. */
export function staleExcerpts(root: string, files: string[]): BrokenLink[] {
  const stale: BrokenLink[] = [];
  const trimmed = (lines: string[]) => lines.map((line) => line.trim());
  for (const file of files) {
    for (const { line, source, lines } of excerptsOf(readFileSync(path.join(root, file), "utf8"))) {
      const quoted = path.join(root, source);
      if (!existsSync(quoted)) {
        stale.push({ file, line, target: source, problem: "quotes a file that does not exist" });
        continue;
      }
      const want = trimmed(lines);
      const have = trimmed(readFileSync(quoted, "utf8").split("\n"));
      const found = have.some((_, start) => want.every((text, k) => have[start + k] === text));
      if (!found) stale.push({ file, line, target: source, problem: "quotes lines that are not in the file" });
    }
  }
  return stale;
}
