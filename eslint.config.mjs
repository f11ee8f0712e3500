import nextPlugin from "@next/eslint-plugin-next";
import drizzle from "eslint-plugin-drizzle";
import importX from "eslint-plugin-import-x";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";
import { clientCode } from "./eslint.client-code.mjs";
import path from "node:path";
import { sharedModules } from "./src/edge/shared-modules.mjs";

/**
 * The layers of src/, each importing only from those below it:
 *   lib (pure helpers) <- server (database, cache, infrastructure) <- modules
 *   (with blocks and components) <- edge (what happens to a public request
 *   before and after rendering: it resolves a site path through the modules
 *   and renders their components) <- app and the demo deployment.
 * Each entry forbids a layer's files to import from the layers above it; the
 * rule resolves every import, relative or "@/", type-only or not.
 */
const above = {
  lib: ["./src/server", "./src/modules", "./src/blocks", "./src/components", "./src/edge", "./src/app", "./src/demo"],
  server: ["./src/modules", "./src/blocks", "./src/components", "./src/edge", "./src/app", "./src/demo"],
  modules: ["./src/edge", "./src/app", "./src/demo"],
  edge: ["./src/app", "./src/demo"],
};

/**
 * The one server file that reaches up: the process's entry point (`npm start`),
 * the roof over everything. It hands requests to the edge and starts the
 * modules' background work (scheduled posts, the mail worker, the checkout sweeper).
 */
const SERVER_REACHING_UP = ["src/server/main.ts"];

const FIXED_WAIT = "A fixed wait in a test: wait for the condition (waitUntil in tests/helpers/wait.ts, expect.poll) or set the clock (src/lib/clock.ts).";

const layer = (files, from, ignores = []) => ({
  files,
  ignores,
  plugins: { "import-x": importX },
  rules: {
    "import-x/no-restricted-paths": [
      "error",
      { zones: [{ target: "./src", from, message: "A layer imports only from the layers below it (eslint.config.mjs)." }] },
    ],
  },
});

/**
 * The shared modules (src/edge/shared-modules.mjs) are compiled into a package
 * of their own, and Next's build reaches that package through their "@/" names
 * only (next.config.mjs): a relative import from outside them would bundle a
 * second copy into Next's build.
 */
const shared = new Set(sharedModules(import.meta.dirname).map((file) => file.replace(/\.tsx?$/, "")));
const sharedByName = {
  rules: {
    "import-by-name": {
      meta: { type: "problem", schema: [] },
      create(context) {
        const from = path
          .relative(import.meta.dirname, context.filename)
          .split(path.sep)
          .join("/");
        if (shared.has(from.replace(/\.tsx?$/, ""))) return {};
        const check = (node) => {
          const source = node.source;
          if (node.importKind === "type" || node.exportKind === "type" || source?.type !== "Literal" || !String(source.value).startsWith(".")) return;
          const target = path.posix.join(path.posix.dirname(from), String(source.value)).replace(/\.tsx?$/, "");
          if (shared.has(target) || shared.has(`${target}/index`))
            context.report({
              node: source,
              message: `Import a shared module by its "@/" name (@/${target.slice(4)}): Next's build bundles a relative import as a second copy.`,
            });
        };
        return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
      },
    },
  },
};

export default tseslint.config(
  { ignores: [".next/**", ".islands/**", "dist/**", "node_modules/**", "data/**", "src/server/db/migrations/**", "next-env.d.ts", "tests/fixtures/lint/**"] },
  ...tseslint.configs.recommended,
  {
    files: ["**/*.ts", "**/*.tsx"],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    plugins: { drizzle, "react-hooks": reactHooks, "@next/next": nextPlugin, "import-x": importX },
    settings: {
      // import-x reads TypeScript files (its TypeScript preset's settings), resolving "@/" as tsconfig does.
      "import-x/extensions": importX.flatConfigs.typescript.settings["import-x/extensions"],
      "import-x/parsers": importX.flatConfigs.typescript.settings["import-x/parsers"],
      "import-x/resolver-next": [createTypeScriptImportResolver({ project: "./tsconfig.json" })],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...nextPlugin.configs.recommended.rules,
      // Promise mistakes: an unawaited write is a lost write.
      "@typescript-eslint/no-floating-promises": "error",
      "@typescript-eslint/no-misused-promises": ["error", { checksVoidReturn: { attributes: false } }],
      // Database mistakes: an update or delete without a where clause touches every tenant.
      "drizzle/enforce-delete-with-where": ["error", { drizzleObjectName: ["db", "tx"] }],
      "drizzle/enforce-update-with-where": ["error", { drizzleObjectName: ["db", "tx"] }],
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      // No import circles: a module that is half-loaded when another reads it is a bug waiting for
      // an order of imports. Type-only imports are left out: they do not run.
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
    },
  },
  // No fixed waits in tests (docs/testing.md): wait for the condition (tests/helpers/wait.ts, expect.poll) or set the clock.
  {
    files: ["tests/**/*.ts"],
    // Fixtures stand in for other programs (a worker's own pace), not for a test.
    ignores: ["tests/helpers/wait.ts", "tests/fixtures/**"],
    rules: {
      "no-restricted-properties": ["error", { property: "waitForTimeout", message: FIXED_WAIT }],
      "no-restricted-syntax": [
        "error",
        // new Promise((resolve) => setTimeout(resolve, ms)), with or without braces: a sleep by another name.
        { selector: "NewExpression[callee.name='Promise'] > ArrowFunctionExpression > CallExpression[callee.name='setTimeout']", message: FIXED_WAIT },
        {
          selector:
            "NewExpression[callee.name='Promise'] > ArrowFunctionExpression > BlockStatement > ExpressionStatement > CallExpression[callee.name='setTimeout']",
          message: FIXED_WAIT,
        },
        { selector: "CallExpression[callee.name=/^(sleep|delay|pause)$/]", message: FIXED_WAIT },
        { selector: "ImportDeclaration[source.value=/^(node:)?timers\\/promises$/]", message: FIXED_WAIT },
      ],
    },
  },
  // What runs in the browser reaches no server module (./eslint.client-code.mjs).
  { files: ["**/*.ts", "**/*.tsx"], plugins: { "client-code": clientCode }, rules: { "client-code/no-server-in-client": "error" } },
  {
    files: ["src/**/*.ts", "src/**/*.tsx"],
    ignores: ["**/*.test.ts", "**/*.test.tsx"],
    plugins: { shared: sharedByName },
    rules: { "shared/import-by-name": "error" },
  },
  layer(["src/lib/**"], above.lib),
  layer(["src/server/**"], above.server, SERVER_REACHING_UP),
  layer(["src/modules/**", "src/blocks/**", "src/components/**"], above.modules),
  layer(["src/edge/**"], above.edge),
);
