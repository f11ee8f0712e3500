import { existsSync, readFileSync, rmSync } from "node:fs";
import { createRequire, isBuiltin } from "node:module";
import path from "node:path";
import { build, type Plugin } from "esbuild";

/** Where the build writes the compiled server, under the project's root (git-ignored); `npm start` runs its main.js. */
export const SERVER_DIR = "dist/server";
export const SERVER_MAIN = "main.js";

/**
 * A module that finds a file beside its source (src/demo/images/render.ts its
 * photographs, src/modules/mail/threaded-transport.ts its thread's script)
 * keeps finding it there once bundled: `import.meta.url` and
 * `import.meta.dirname` name the source file's place, reached from the bundle's
 * (every file of the bundle is in one folder).
 */
function sourceLocations(outdir: string): Plugin {
  const fromBundle = (file: string) => JSON.stringify(path.relative(outdir, file).split(path.sep).join("/"));
  return {
    name: "source-locations",
    setup(build) {
      build.onLoad({ filter: /[/\\]src[/\\].*\.tsx?$/ }, (args) => {
        const source = readFileSync(args.path, "utf8");
        if (!source.includes("import.meta.url") && !source.includes("import.meta.dirname")) return undefined;
        const dir = `new URL(${fromBundle(path.dirname(args.path))} + "/", import.meta.url)`;
        const contents = source
          .replaceAll("import.meta.url", `new URL(${fromBundle(args.path)}, import.meta.url).href`)
          .replaceAll("import.meta.dirname", `decodeURIComponent(${dir}.pathname).replace(/\\/$/, "")`);
        return { contents, loader: args.path.endsWith(".tsx") ? "tsx" : "ts" };
      });
    },
  };
}

/**
 * Packages stay in node_modules, imported at run time. Node's ES module loader
 * finds a package's subpath without an extension ("next/headers") only
 * through the package's `exports`; for a package without them (Next) the
 * import names the file Node's require would find ("next/headers.js").
 */
function packagesAtRunTime(root: string): Plugin {
  const withoutExports = new Map<string, string | null>();
  /** The package's folder when its package.json has no `exports`, else null. */
  const legacyPackage = (name: string) => {
    if (!withoutExports.has(name)) {
      const dir = path.join(root, "node_modules", name);
      const manifest = existsSync(path.join(dir, "package.json"))
        ? (JSON.parse(readFileSync(path.join(dir, "package.json"), "utf8")) as { exports?: unknown })
        : null;
      withoutExports.set(name, manifest && manifest.exports === undefined ? dir : null);
    }
    return withoutExports.get(name);
  };
  return {
    name: "packages-at-run-time",
    setup(build) {
      build.onResolve({ filter: /^[^./]/ }, ({ path: specifier, resolveDir }) => {
        if (specifier.startsWith("@/") || isBuiltin(specifier)) return undefined;
        const name = specifier
          .split("/")
          .slice(0, specifier.startsWith("@") ? 2 : 1)
          .join("/");
        const dir = name === specifier ? null : legacyPackage(name);
        if (!dir) return { path: specifier, external: true };
        const file = createRequire(path.join(resolveDir, "index.js")).resolve(specifier);
        return { path: `${name}/${path.relative(dir, file).split(path.sep).join("/")}`, external: true };
      });
    },
  };
}

/**
 * Compiles the custom server (src/server/main.ts and the modules it loads) to
 * JavaScript in SERVER_DIR: ES modules, each dynamic import a chunk of its own,
 * so that what main.ts loads late still loads late. "@/" resolves as
 * tsconfig.json says.
 */
export async function buildServer(root: string): Promise<void> {
  const outdir = path.join(root, SERVER_DIR);
  rmSync(outdir, { recursive: true, force: true });
  await build({
    absWorkingDir: root,
    entryPoints: { main: "src/server/main.ts" },
    outdir,
    bundle: true,
    splitting: true,
    format: "esm",
    platform: "node",
    target: "node20",
    jsx: "automatic",
    plugins: [packagesAtRunTime(root), sourceLocations(outdir)],
    logLevel: "warning",
  });
}
