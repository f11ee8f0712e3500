import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

/**
 * Next's server sends, for each `next/dynamic` component a page renders, a preload of the chunks
 * its react-loadable-manifest names. Turbopack's build can name a chunk there that it never wrote
 * (the browser's own loader, in the client chunks, names the right ones): every page with a form
 * then preloaded a script that answered 404. After each build, before the server reads them, the
 * manifests are set right from the client's loaders: `Promise.all([files].map(load)).then(() =>
 * require(moduleId))`. A file no loader names and the build lacks is dropped: no preload is
 * better than a 404. Returns what it changed, one line each.
 */
export function repairLoadableManifests(root: string): string[] {
  const dist = path.join(root, ".next");
  const manifests = findManifests(path.join(dist, "server"));
  const changed: string[] = [];
  let loaders: Map<string, string[]> | undefined;
  for (const file of manifests) {
    const manifest = JSON.parse(readFileSync(file, "utf8")) as Record<string, { id: number | string; files: string[] }>;
    let dirty = false;
    for (const [key, entry] of Object.entries(manifest)) {
      if (entry.files.every((f) => existsSync(path.join(dist, f)))) continue;
      loaders ??= clientLoaders(path.join(dist, "static/chunks"));
      const files = (loaders.get(String(entry.id)) ?? entry.files).filter((f) => existsSync(path.join(dist, f)));
      changed.push(`${path.relative(root, file)} ${key}: ${entry.files.join(", ")} -> ${files.join(", ") || "none"}`);
      manifest[key] = { ...entry, files };
      dirty = true;
    }
    if (dirty) writeFileSync(file, JSON.stringify(manifest, null, 2));
  }
  return changed;
}

function findManifests(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name === "react-loadable-manifest.json")
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** The chunks the browser loads for each lazily loaded module, by module id, as the client's own code says. */
export function clientLoaders(chunksDir: string): Map<string, string[]> {
  const loaders = new Map<string, string[]>();
  const loader = /Promise\.all\((\[[^\]]*\])\.map\(\w+=>\w+\.l\(\w+\)\)\)\.then\(\(\)=>\w+\((\d+)\)\)/g;
  for (const name of existsSync(chunksDir) ? readdirSync(chunksDir) : []) {
    if (!name.endsWith(".js")) continue;
    for (const match of readFileSync(path.join(chunksDir, name), "utf8").matchAll(loader)) loaders.set(match[2]!, JSON.parse(match[1]!) as string[]);
  }
  return loaders;
}
