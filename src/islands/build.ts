import { brotliCompressSync, constants } from "node:zlib";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { build, type Metafile } from "esbuild";
import { minify } from "terser";
import { ISLAND_SOURCES, PLAIN_ISLANDS, REACT_ROOT, type IslandName } from "./names";

/** Where the islands' build goes, under the project's root: git-ignored, written and read by the project alone. */
export const ISLANDS_DIR = ".islands";
export const MANIFEST = "manifest.json";

/** What the build wrote: the client entry's file, and for each island the files its code is in (its own, then the chunks it imports). */
export interface IslandManifest {
  entry: string;
  islands: Record<IslandName, string[]>;
}

/**
 * Bundles the islands' client entry (./client.tsx) with esbuild: ES modules,
 * minified (and by terser once more), split so that each island is a file of its own and what several
 * share (React DOM, loaded only for a React island) another, every name carrying its content's hash. Writes
 * the files, a brotli copy of each, and the manifest the edge reads
 * (./assets.ts).
 */
export async function buildIslands(root: string): Promise<IslandManifest> {
  const outdir = path.join(root, ISLANDS_DIR, "files");
  rmSync(path.join(root, ISLANDS_DIR), { recursive: true, force: true });
  const result = await build({
    absWorkingDir: root,
    entryPoints: ["src/islands/client.tsx"],
    outdir,
    bundle: true,
    splitting: true,
    format: "esm",
    platform: "browser",
    target: "es2022",
    minify: true,
    legalComments: "none",
    jsx: "automatic",
    entryNames: "[name]-[hash]",
    chunkNames: "[name]-[hash]",
    define: { "process.env.NODE_ENV": '"production"' },
    metafile: true,
    write: false,
    logLevel: "warning",
  });
  const manifest = manifestOf(result.metafile, outdir);
  mkdirSync(outdir, { recursive: true });
  for (const file of result.outputFiles) {
    // Terser's second pass takes a few per cent more off than esbuild's minifier: a form page's scripts stay under 70 KB (brotli).
    const { code } = await minify(file.text, { module: true, compress: { passes: 2 }, format: { comments: false } });
    const bytes = Buffer.from(code ?? file.text);
    writeFileSync(file.path, bytes);
    writeFileSync(`${file.path}.br`, brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  }
  writeFileSync(path.join(root, ISLANDS_DIR, MANIFEST), JSON.stringify(manifest, null, 2));
  return manifest;
}

/** The manifest from esbuild's account of what it wrote: each output by the source it is the entry of, with what it imports statically. */
function manifestOf(metafile: Metafile, outdir: string): IslandManifest {
  const outputs = metafile.outputs;
  const name = (file: string) => path.basename(file);
  const closure = (file: string, seen = new Set<string>()): string[] => {
    if (seen.has(file)) return [];
    seen.add(file);
    return [name(file), ...outputs[file]!.imports.filter((i) => i.kind === "import-statement").flatMap((i) => closure(i.path, seen))];
  };
  const bySource = new Map(
    Object.entries(outputs)
      .filter(([, output]) => output.entryPoint)
      .map(([file, output]) => [output.entryPoint!, file]),
  );
  const entry = bySource.get("src/islands/client.tsx");
  if (!entry) throw new Error(`the islands' build wrote no client entry to ${outdir}`);
  const reactRoot = bySource.get(REACT_ROOT);
  if (!reactRoot) throw new Error(`the islands' build wrote no file for ${REACT_ROOT}: import it in src/islands/client.tsx`);
  const islands = Object.fromEntries(
    Object.entries(ISLAND_SOURCES).map(([island, source]) => {
      const file = bySource.get(source);
      // An island the client entry does not import on its own would ride in another's file, or in none.
      if (!file) throw new Error(`the island "${island}" (${source}) has no file of its own: import it in src/islands/client.tsx`);
      // A React island's page preloads React DOM too, which the entry imports beside it.
      const files = PLAIN_ISLANDS.has(island as IslandName) ? closure(file) : [...new Set([...closure(file), ...closure(reactRoot)])];
      return [island, files];
    }),
  ) as Record<IslandName, string[]>;
  return { entry: name(entry), islands };
}
