import path from "node:path";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

/*
 * The lint rules that keep src/ in layers and without circles
 * (eslint.config.mjs), run on a few lines placed in each layer: they must
 * refuse an import that runs back up and a circle, and let the right way and
 * the listed exceptions through. Also the rule that keeps Next's build from
 * bundling a second copy of a shared module (src/edge/shared-modules.mjs):
 * from outside them, they are imported by their "@/" names, never relatively.
 */
const root = path.resolve(import.meta.dirname, "..");
// Only the import rules, without type information: the lines below are not files of the project.
const eslint = new ESLint({
  cwd: root,
  ignore: false,
  ruleFilter: ({ ruleId }) => ruleId.startsWith("import-x/") || ruleId.startsWith("shared/"),
  overrideConfig: { languageOptions: { parserOptions: { projectService: false } } },
});

async function problems(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) });
  return result!.messages.map((m) => `${m.ruleId}: ${m.message}`);
}

async function problemsOfFile(filePath: string): Promise<string[]> {
  const [result] = await eslint.lintFiles([path.join(root, filePath)]);
  return result!.messages.map((m) => `${m.ruleId}: ${m.message}`);
}

const UP = expect.stringMatching(/^import-x\/no-restricted-paths: .*layers below it/);

// The first files linted read the import graph of the whole app: seconds, not milliseconds.
describe("the layers of src/", { timeout: 60_000 }, () => {
  it("keep lib pure: nothing from the server, a module or the app", async () => {
    expect(await problems("src/lib/fixture.ts", `import { getSiteBySlug } from "@/modules/sites/queries";\nexport const x = getSiteBySlug;\n`)).toEqual([UP]);
    expect(await problems("src/lib/fixture.ts", `import { scriptFreePolicy } from "../server/csp";\nexport const x = scriptFreePolicy;\n`)).toEqual([UP]);
    expect(await problems("src/lib/fixture.ts", `import { siteHref } from "./links";\nexport const x = siteHref;\n`)).toEqual([]);
  });

  it("keep table definitions and server infrastructure below the modules, types included", async () => {
    expect(await problems("src/server/db/schema/fixture.ts", `import type { Theme } from "@/modules/sites/schema";\nexport type T = Theme;\n`)).toEqual([UP]);
    expect(
      await problems("src/server/cache/fixture.ts", `import { listSiteEntries } from "@/modules/routing/site-entries";\nexport const x = listSiteEntries;\n`),
    ).toEqual([UP]);
    expect(await problems("src/server/cache/fixture.ts", `import { RESERVED_SLUGS } from "@/lib/reserved";\nexport const x = RESERVED_SLUGS;\n`)).toEqual([]);
  });

  it("keep the modules below the app and the demo deployment", async () => {
    expect(await problems("src/modules/templates/fixture.ts", `import { loadDemoIfEmpty } from "@/demo/load";\nexport const x = loadDemoIfEmpty;\n`)).toEqual([
      UP,
    ]);
    expect(await problems("src/blocks/fixture.ts", `import Page from "@/app/page";\nexport const x = Page;\n`)).toEqual([UP]);
    expect(await problems("src/modules/sites/fixture.ts", `import { db } from "@/server/db/client";\nexport const x = db;\n`)).toEqual([]);
  });

  it("keep the edge above the modules and below the app", async () => {
    expect(await problems("src/edge/fixture.ts", `import { getSiteBySlug } from "@/modules/sites/queries";\nexport const x = getSiteBySlug;\n`)).toEqual([]);
    expect(await problems("src/edge/fixture.ts", `import Page from "@/app/page";\nexport const x = Page;\n`)).toEqual([UP]);
    expect(
      await problems("src/modules/routing/fixture.ts", `import { createRequestHandler } from "@/edge/handler";\nexport const x = createRequestHandler;\n`),
    ).toEqual([UP]);
    expect(await problems("src/server/fixture.ts", `import { cacheKey } from "@/edge/page-cache";\nexport const x = cacheKey;\n`)).toEqual([UP]);
  });

  it("let through only the server file listed as reaching up (the entry point), and the tree as it is", async () => {
    expect(await problemsOfFile("src/server/main.ts")).toEqual([]);
    expect(await problemsOfFile("src/edge/handler.ts")).toEqual([]);
    expect(await problems("src/server/fixture.ts", `import { getSiteBySlug } from "@/modules/sites/queries";\nexport const x = getSiteBySlug;\n`)).toEqual([
      UP,
    ]);
  });
});

describe("import circles", { timeout: 60_000 }, () => {
  it("are refused", async () => {
    expect(await problemsOfFile("tests/fixtures/lint/cycle/a.ts")).toEqual([expect.stringMatching(/^import-x\/no-cycle: Dependency cycle/)]);
  });

  it("are none in payments, whose seven files made one", async () => {
    for (const file of ["events.ts", "fulfil.ts", "service.ts", "providers/test.ts"])
      expect(await problemsOfFile(`src/modules/payments/${file}`), file).toEqual([]);
  });
});

describe("client code", { timeout: 60_000 }, () => {
  // Only the rule that keeps server code out of the browser (eslint.client-code.mjs).
  const clientLint = new ESLint({
    cwd: root,
    ignore: false,
    ruleFilter: ({ ruleId }) => ruleId.startsWith("client-code/"),
    overrideConfig: { languageOptions: { parserOptions: { projectService: false } } },
  });
  const refusals = async (filePath: string, code?: string) => {
    const [result] =
      code === undefined ? await clientLint.lintFiles([path.join(root, filePath)]) : await clientLint.lintText(code, { filePath: path.join(root, filePath) });
    return result!.messages.map((m) => `${m.ruleId}: ${m.message}`);
  };
  const REACHES = (chain: string) => expect.stringContaining(`client-code/no-server-in-client: Client code reaches server code: ${chain}`);

  it("reaches no server module, through any chain of imports", async () => {
    expect(await refusals("tests/fixtures/lint/client/form.tsx")).toEqual([
      REACHES("tests/fixtures/lint/client/label.ts > src/modules/sites/queries.ts > src/server/"),
    ]);
    expect(await refusals("src/modules/fixture.tsx", `"use client";\nimport { env } from "@/server/env";\nexport const x = env;\n`)).toEqual([
      REACHES("src/server/env.ts"),
    ]);
    expect(await refusals("src/modules/fixture.tsx", `"use client";\nimport { readFile } from "node:fs/promises";\nexport const x = readFile;\n`)).toEqual([
      REACHES("node:fs/promises"),
    ]);
    // The islands' entry is client code without the directive.
    expect(await refusals("src/islands/client.tsx", `import { db } from "@/server/db/client";\nexport const x = db;\n`)).toEqual([
      REACHES("src/server/db/client.ts"),
    ]);
  });

  it('may import types of server code, a "use server" file\'s actions, and what is shared', async () => {
    expect(
      await refusals("src/modules/fixture.tsx", `"use client";\nimport type { SiteId } from "@/modules/sites/queries";\nexport type X = SiteId;\n`),
    ).toEqual([]);
    expect(
      await refusals(
        "src/modules/fixture.tsx",
        `"use client";\nimport { uploadMediaAction } from "@/modules/media/actions";\nexport const x = uploadMediaAction;\n`,
      ),
    ).toEqual([]);
    expect(await refusals("src/modules/fixture.tsx", `"use client";\nimport { siteHref } from "@/lib/links";\nexport const x = siteHref;\n`)).toEqual([]);
    // A server file is not client code: it imports the server freely.
    expect(await refusals("src/modules/fixture.ts", `import { env } from "@/server/env";\nexport const x = env;\n`)).toEqual([]);
  });

  it("is clean in the tree as it is", async () => {
    const results = await clientLint.lintFiles([path.join(root, "src/islands/client.tsx"), path.join(root, "src/modules/admin")]);
    expect(results.flatMap((r) => r.messages)).toEqual([]);
  });
});

const RELATIVE = expect.stringMatching(/^shared\/import-by-name: Import a shared module by its "@\/" name/);

describe("shared modules", { timeout: 60_000 }, () => {
  it("are refused by a relative import from outside them, a dynamic or a re-export too", async () => {
    expect(await problems("src/server/fixture.ts", `import { logger } from "./log";\nexport const x = logger;\n`)).toEqual([RELATIVE]);
    expect(await problems("src/server/fixture.ts", `export const x = () => import("./cache");\n`)).toEqual([RELATIVE]);
    expect(await problems("src/modules/auth/fixture.ts", `export { auth } from "./auth";\n`)).toEqual([RELATIVE]);
  });

  it("are let through by their @/ names, by a type-only import, and from one another", async () => {
    expect(await problems("src/server/fixture.ts", `import { logger } from "@/server/log";\nexport const x = logger;\n`)).toEqual([]);
    expect(await problems("src/server/fixture.ts", `import type { Database } from "./db/client";\nexport type X = Database;\n`)).toEqual([]);
    expect(await problems("src/server/every.ts", `import { logger } from "./log";\nexport const x = logger;\n`)).toEqual([]);
  });

  it("and nothing else is refused", async () => {
    expect(await problems("src/server/fixture.ts", `import { scriptFreePolicy } from "./csp";\nexport const x = scriptFreePolicy;\n`)).toEqual([]);
  });
});
