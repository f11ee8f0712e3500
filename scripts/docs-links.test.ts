import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { anchorsOf, brokenLinks, documentFiles, excerptsOf, githubSlug, linksOf, staleExcerpts } from "./docs-links";

const root = path.resolve(import.meta.dirname, "..");

describe("the documents' links", () => {
  it("lead to files and headings that exist, in the README, CONTRIBUTING and docs/", () => {
    const files = documentFiles(root);
    expect(files).toEqual(expect.arrayContaining(["README.md", "CONTRIBUTING.md", "docs/configuration.md"]));
    expect(brokenLinks(root, files)).toEqual([]);
  });

  it("quote code that is still in the files they name", () => {
    const files = documentFiles(root);
    expect(files.some((file) => excerptsOf(readFileSync(path.join(root, file), "utf8")).length > 0)).toBe(true);
    expect(staleExcerpts(root, files)).toEqual([]);
  });
});

describe("the link check", () => {
  const folder = mkdtempSync(path.join(tmpdir(), "docs-links-"));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it("reports a link to a missing file and an anchor no heading makes, and nothing else", () => {
    mkdirSync(path.join(folder, "docs"));
    writeFileSync(path.join(folder, "docs", "guide.md"), "# Guide\n\n## Running `npm start` on a server\n\n## Steps\n\n## Steps\n");
    writeFileSync(
      path.join(folder, "README.md"),
      [
        "# Project",
        "",
        "## Two commands",
        "",
        "See [the guide](docs/guide.md), [its start](docs/guide.md#running-npm-start-on-a-server),",
        "[the second steps](docs/guide.md#steps-1), [this page's commands](#two-commands), [the folder](docs/)",
        'and [the site](https://example.org/missing) ![a picture](docs/guide.md) <img src="docs/shot.webp" alt="">.',
        "",
        "A [missing file](docs/nowhere.md) and [a missing heading](docs/guide.md#deploying).",
        "",
        "```md",
        "[inside a code block](not-checked.md)",
        "```",
        "",
        "`[inside code](not-checked.md)` and [a third steps](docs/guide.md#steps-2).",
        "",
        "[ref]: docs/gone.md",
      ].join("\n"),
    );
    expect(brokenLinks(folder, ["README.md"])).toEqual([
      { file: "README.md", line: 7, target: "docs/shot.webp", problem: "no such file" },
      { file: "README.md", line: 9, target: "docs/nowhere.md", problem: "no such file" },
      { file: "README.md", line: 9, target: "docs/guide.md#deploying", problem: "no such heading" },
      { file: "README.md", line: 15, target: "docs/guide.md#steps-2", problem: "no such heading" },
      { file: "README.md", line: 17, target: "docs/gone.md", problem: "no such file" },
    ]);
  });

  it("reports a quotation whose lines are no longer in its file, or whose file is gone", () => {
    mkdirSync(path.join(folder, "src"), { recursive: true });
    writeFileSync(path.join(folder, "src", "prices.ts"), "export function total(lines: number[]) {\n  return lines.reduce((a, b) => a + b, 0);\n}\n");
    const fence = "```";
    writeFileSync(
      path.join(folder, "EXAMPLES.md"),
      [
        `${fence}ts`,
        "// from src/prices.ts",
        "export function total(lines: number[]) {",
        "    return lines.reduce((a, b) => a + b, 0);",
        fence,
        "",
        `${fence}ts`,
        "// from src/prices.ts",
        "export function total(lines: number[]) {",
        "  return lines.reduce((a, b) => a + b, 1);",
        fence,
        "",
        `${fence}ts`,
        "// from src/gone.ts",
        "export {};",
        fence,
        "",
        `${fence}ts`,
        "const unquoted = true;",
        fence,
      ].join("\n"),
    );
    expect(staleExcerpts(folder, ["EXAMPLES.md"])).toEqual([
      { file: "EXAMPLES.md", line: 8, target: "src/prices.ts", problem: "quotes lines that are not in the file" },
      { file: "EXAMPLES.md", line: 14, target: "src/gone.ts", problem: "quotes a file that does not exist" },
    ]);
  });

  it("spells anchors as GitHub does", () => {
    expect(githubSlug("Running on more than one machine")).toBe("running-on-more-than-one-machine");
    expect(githubSlug("Departures from DESIGN.md, and why")).toBe("departures-from-designmd-and-why");
    expect(githubSlug("What `npm start` does")).toBe("what-npm-start-does");
    expect(githubSlug("**Bold** words and [a link](x.md)")).toBe("bold-words-and-a-link");
    expect(githubSlug("Redis, S3 and a CDN: several instances")).toBe("redis-s3-and-a-cdn-several-instances");
    expect(githubSlug("snake_case stays")).toBe("snake_case-stays");
    expect([...anchorsOf('# A\n## A\n```\n# not a heading\n```\n<a id="kept"></a>\n')]).toEqual(["a", "a-1", "kept"]);
  });

  it("reads links with titles and angle brackets, and none inside code", () => {
    expect(linksOf('[a](one.md "Title") [b](<two words.md>) `[c](three.md)`')).toEqual([
      { line: 1, target: "one.md" },
      { line: 1, target: "two words.md" },
    ]);
  });
});
