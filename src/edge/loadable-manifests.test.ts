import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { repairLoadableManifests } from "./loadable-manifests";

/** A build as Turbopack left it: the server's manifest names a chunk it never wrote; the client's loader names the right ones. */
function build(): string {
  const root = mkdtempSync(path.join(tmpdir(), "mainstreet-manifests-"));
  const chunks = path.join(root, ".next/static/chunks");
  mkdirSync(chunks, { recursive: true });
  mkdirSync(path.join(root, ".next/server/app/[site]/page"), { recursive: true });
  for (const name of ["form.js", "shared.js", "tools.js", "loader.js"]) writeFileSync(path.join(chunks, name), "");
  writeFileSync(path.join(chunks, "loader.js"), `617041,e=>{e.v(t=>Promise.all(["static/chunks/form.js","static/chunks/shared.js"].map(t=>e.l(t))).then(()=>t(836148)))}`);
  const manifest = {
    "836148": { id: 836148, files: ["static/chunks/never-written.js", "static/chunks/shared.js"] },
    "971773": { id: 971773, files: ["static/chunks/tools.js"] },
    "1": { id: 1, files: ["static/chunks/gone.js"] },
  };
  writeFileSync(path.join(root, ".next/server/app/[site]/page/react-loadable-manifest.json"), JSON.stringify(manifest));
  return root;
}

const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

describe("the loadable manifests after a build", () => {
  it("name the chunks the browser's own loader loads, drop a file none names and the build lacks, and leave right entries alone", () => {
    const root = build();
    roots.push(root);
    expect(repairLoadableManifests(root)).toHaveLength(2);
    const manifest = JSON.parse(readFileSync(path.join(root, ".next/server/app/[site]/page/react-loadable-manifest.json"), "utf8")) as Record<string, { files: string[] }>;
    expect(manifest["836148"]!.files).toEqual(["static/chunks/form.js", "static/chunks/shared.js"]);
    expect(manifest["971773"]!.files).toEqual(["static/chunks/tools.js"]);
    expect(manifest["1"]!.files).toEqual([]);
    // Once right, left alone.
    expect(repairLoadableManifests(root)).toEqual([]);
  });
});
