import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { brotliDecompressSync } from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
import { buildStylesheet, STYLESHEET_DIR, STYLESHEET_MANIFEST } from "./stylesheet-build";

/** A project of the test's own: Tailwind through postcss.config.mjs, and one file that uses a class (with this project's packages). */
function project(css: string): string {
  const root = mkdtempSync(path.join(os.tmpdir(), "mainstreet-stylesheet-"));
  symlinkSync(path.join(process.cwd(), "node_modules"), path.join(root, "node_modules"));
  mkdirSync(path.join(root, "src/app"), { recursive: true });
  writeFileSync(path.join(root, "postcss.config.mjs"), `export default { plugins: { "@tailwindcss/postcss": {} } };`);
  writeFileSync(path.join(root, "src/app/globals.css"), css);
  writeFileSync(path.join(root, "src/app/page.html"), `<p class="text-center underline">Hello</p>`);
  return root;
}

const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

describe("the site's stylesheet build", () => {
  it("writes globals.css through Tailwind, minified, named by its content's hash, with a brotli copy and a manifest", async () => {
    const root = project(`@import "tailwindcss/utilities.css";\n.notice {\n  color: red;\n}\n`);
    roots.push(root);
    const { file } = await buildStylesheet(root);
    expect(file).toMatch(/^site-[0-9a-f]{16}\.css$/);
    const css = readFileSync(path.join(root, STYLESHEET_DIR, "files", file), "utf8");
    // The classes the project uses, and no more; one line, no indentation.
    expect(css).toContain(".text-center{text-align:center}");
    expect(css).toContain(".underline{");
    expect(css).not.toContain(".text-left");
    expect(css).toContain(".notice{color:red}");
    expect(css).not.toContain("\n  ");
    expect(brotliDecompressSync(readFileSync(path.join(root, STYLESHEET_DIR, "files", `${file}.br`))).toString("utf8")).toBe(css);
    expect(JSON.parse(readFileSync(path.join(root, STYLESHEET_DIR, STYLESHEET_MANIFEST), "utf8"))).toEqual({ file });
  });

  it("names the same content the same, and other content otherwise", async () => {
    const [a, b, c] = [".notice{color:red}", ".notice{color:red}", ".notice{color:blue}"].map((css) => project(`@import "tailwindcss/utilities.css";\n${css}`));
    roots.push(a!, b!, c!);
    const [first, same, other] = await Promise.all([a!, b!, c!].map(async (root) => (await buildStylesheet(root)).file));
    expect(same).toBe(first);
    expect(other).not.toBe(first);
  });
});
