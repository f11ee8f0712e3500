import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire, isBuiltin } from "node:module";
import path from "node:path";
import { build, type Plugin } from "esbuild";
import { sharedModules } from "./shared-modules.mjs";

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
 * Where the shared modules (./shared-modules.mjs) are compiled to: real folders
 * in node_modules named as the source imports them, a package "@/server"
 * holding "@/server/log" as log.js. Next's server build leaves a package
 * listed in `serverExternalPackages` out of its bundle and loads it at run
 * time, provided the package is a real folder in node_modules and the file
 * matches the name imported (next.config.mjs); the compiled server imports the
 * same files, so each of these modules exists once in the process
 * (docs/architecture.md, "One copy of each module"). The code itself is in
 * runtime/, one folder (as sourceLocations expects); each named file
 * re-exports its module from there.
 */
export const RUNTIME_DIR = "node_modules/@";
/** Written last by buildRuntime: the package is whole. */
export const RUNTIME_MANIFEST = "runtime/package.json";

/** "src/server/cache/index.ts" -> "server/cache/index": the module's "@/" name. */
const atName = (file: string) => file.replace(/^src\//, "").replace(/\.tsx?$/, "");

/** The package.json of a folder of ES modules. */
const esModules = (name: string) => `${JSON.stringify({ name, private: true, type: "module" }, null, 2)}\n`;

/** Compiles the shared modules into RUNTIME_DIR (`npm install` removes it as a package it does not know; the build makes it again). */
export async function buildRuntime(root: string): Promise<void> {
  const outdir = path.join(root, RUNTIME_DIR);
  const codeDir = path.join(outdir, "runtime");
  const files = sharedModules(root);
  rmSync(outdir, { recursive: true, force: true });
  const { metafile } = await build({
    absWorkingDir: root,
    entryPoints: Object.fromEntries(files.map((file) => [atName(file).replaceAll("/", "."), file])),
    outdir: codeDir,
    bundle: true,
    splitting: true,
    metafile: true,
    format: "esm",
    platform: "node",
    target: "node20",
    plugins: [packagesAtRunTime(root), sourceLocations(codeDir)],
    logLevel: "warning",
  });
  for (const [output, { entryPoint, exports }] of Object.entries(metafile.outputs)) {
    if (!entryPoint) continue;
    const name = atName(entryPoint);
    const top = path.join(outdir, name.split("/")[0]!);
    if (!existsSync(path.join(top, "package.json"))) {
      mkdirSync(top, { recursive: true });
      writeFileSync(path.join(top, "package.json"), esModules(`@/${path.basename(top)}`));
    }
    // "@/server/cache" is server/cache/index.ts: cache.js names it too.
    for (const file of name.endsWith("/index") ? [name, name.slice(0, -"/index".length)] : [name]) {
      const named = path.join(outdir, `${file}.js`);
      const from = JSON.stringify(path.relative(path.dirname(named), path.join(root, output)).split(path.sep).join("/"));
      mkdirSync(path.dirname(named), { recursive: true });
      writeFileSync(named, exports.length > 0 ? `export { ${exports.join(", ")} } from ${from};\n` : `import ${from};\n`);
    }
  }
  writeFileSync(path.join(outdir, RUNTIME_MANIFEST), esModules("@/runtime"));
}

/**
 * The shared modules stay out of the compiled server, imported at run time
 * from RUNTIME_DIR as Next's build imports them: "@/server/log", or "./log"
 * beside it, is "@/server/log.js".
 */
function sharedAtRunTime(root: string): Plugin {
  const shared = new Set(sharedModules(root).map(atName));
  return {
    name: "shared-at-run-time",
    setup(build) {
      build.onResolve({ filter: /^(@\/|\.)/ }, ({ path: specifier, resolveDir }) => {
        const file = specifier.startsWith("@/") ? path.join(root, "src", specifier.slice(2)) : path.join(resolveDir, specifier);
        const name = atName(path.relative(root, file).split(path.sep).join("/"));
        return shared.has(name) || shared.has(`${name}/index`) ? { path: `@/${name}.js`, external: true } : undefined;
      });
    },
  };
}

/**
 * Compiles the custom server (src/server/main.ts and the modules it loads) to
 * JavaScript in SERVER_DIR: ES modules, each dynamic import a chunk of its own,
 * so that what main.ts loads late still loads late. "@/" resolves as
 * tsconfig.json says; the shared modules are left to RUNTIME_DIR.
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
    plugins: [sharedAtRunTime(root), packagesAtRunTime(root), sourceLocations(outdir)],
    logLevel: "warning",
  });
}
