import { statSync, readFileSync } from "node:fs";
import { builtinModules } from "node:module";
import path from "node:path";
import ts from "typescript";

/**
 * Keeps server code out of what runs in the browser. Client code is a file
 * marked "use client" (Next bundles it for the browser) and the islands'
 * entry (src/islands/client.tsx, bundled by esbuild: src/islands/build.ts),
 * with everything they import. Neither may reach, through any chain of
 * imports that run (type-only imports do not), the server's own layers
 * (src/server: the database, the environment and its secrets, storage;
 * src/edge; src/demo) or Node's built-in modules. Every module that queries
 * or sends is refused that way, through its import of the database. A
 * "use server" file ends a chain: a client file imports its actions as
 * references to call, not its code.
 */

const ROOT = import.meta.dirname;
const SERVER = ["src/server/", "src/edge/", "src/demo/"].map((dir) => path.join(ROOT, dir));
const ISLANDS_ENTRY = path.join(ROOT, "src/islands/client.tsx");
const BUILTINS = new Set(builtinModules);

const { config } = ts.readConfigFile(path.join(ROOT, "tsconfig.json"), ts.sys.readFile);
const compilerOptions = ts.parseJsonConfigFileContent(config, ts.sys, ROOT).options;

/** What a specifier names: a file of the project, Node's own module, or a package (null: nothing of interest). */
function resolve(specifier, from) {
  if (specifier.startsWith("node:") || BUILTINS.has(specifier)) return { builtin: specifier };
  const resolved = ts.resolveModuleName(specifier, from, compilerOptions, ts.sys).resolvedModule;
  if (!resolved || resolved.isExternalLibraryImport) return null;
  return { file: path.resolve(resolved.resolvedFileName) };
}

/** The specifiers of a file's imports that run: static, re-exports and dynamic ones; not type-only ones. */
function runningImports(source) {
  const specifiers = [];
  const visit = (node) => {
    if (ts.isImportDeclaration(node)) {
      const clause = node.importClause;
      const typeOnly =
        clause?.isTypeOnly ||
        (clause &&
          !clause.name &&
          clause.namedBindings &&
          ts.isNamedImports(clause.namedBindings) &&
          clause.namedBindings.elements.length > 0 &&
          clause.namedBindings.elements.every((element) => element.isTypeOnly));
      if (!typeOnly) specifiers.push(node.moduleSpecifier.text);
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && !node.isTypeOnly) specifiers.push(node.moduleSpecifier.text);
    else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword && node.arguments[0] && ts.isStringLiteral(node.arguments[0]))
      specifiers.push(node.arguments[0].text);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return specifiers;
}

const usesServer = (source) =>
  source.statements.some((s) => ts.isExpressionStatement(s) && ts.isStringLiteral(s.expression) && s.expression.text === "use server");

/** Each file's chain to server code (null: none), by its modification time: an editor's long-lived ESLint sees edits. */
const chains = new Map();
/** Circles cut so far: a file's "none" is kept only when no circle was cut below it, which would leave its answer partial. */
let cuts = 0;

function serverChain(file, visiting = new Set()) {
  if (SERVER.some((dir) => file.startsWith(dir))) return [file];
  let mtime;
  try {
    mtime = statSync(file).mtimeMs;
  } catch {
    return null;
  }
  const known = chains.get(file);
  if (known && known.mtime === mtime) return known.chain;
  if (!/\.(ts|tsx|js|mjs)$/.test(file)) return null;
  if (visiting.has(file)) {
    cuts++;
    return null;
  }
  visiting.add(file);
  const cutBefore = cuts;
  const source = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true);
  let chain = null;
  if (!usesServer(source))
    for (const specifier of runningImports(source)) {
      const target = resolve(specifier, file);
      const rest = target?.builtin ? [target.builtin] : target?.file ? serverChain(target.file, visiting) : null;
      if (rest) {
        chain = [file, ...rest];
        break;
      }
    }
  visiting.delete(file);
  if (chain || cuts === cutBefore) chains.set(file, { mtime, chain });
  return chain;
}

const shown = (file) => (path.isAbsolute(file) ? path.relative(ROOT, file) : file);

/** @type {import("eslint").Rule.RuleModule} */
const noServerInClient = {
  meta: {
    type: "problem",
    docs: { description: 'Client code (a "use client" file, the islands) imports nothing that reaches server code.' },
    schema: [],
  },
  create(context) {
    const file = path.resolve(context.filename);
    const program = context.sourceCode.ast;
    const client = file === ISLANDS_ENTRY || program.body.some((s) => s.type === "ExpressionStatement" && s.directive === "use client");
    if (!client) return {};
    const check = (node, specifier) => {
      if (typeof specifier !== "string") return;
      const target = resolve(specifier, file);
      const chain = target?.builtin ? [target.builtin] : target?.file ? serverChain(target.file) : null;
      if (chain)
        context.report({
          node,
          message: `Client code reaches server code: ${chain.map(shown).join(" > ")}. What runs in the browser may import no server module (eslint.client-code.mjs).`,
        });
    };
    const typeOnly = (node) => node.importKind === "type" || (node.specifiers.length > 0 && node.specifiers.every((s) => s.importKind === "type"));
    return {
      ImportDeclaration: (node) => typeOnly(node) || check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && node.exportKind !== "type" && check(node, node.source.value),
      ExportAllDeclaration: (node) => node.exportKind !== "type" && check(node, node.source.value),
      ImportExpression: (node) => node.source.type === "Literal" && check(node, node.source.value),
    };
  },
};

export const clientCode = { rules: { "no-server-in-client": noServerInClient } };
