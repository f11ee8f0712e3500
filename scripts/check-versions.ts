/**
 * npm run check:versions
 *
 * Fails when the lockfile's Next or better-auth is older than the newest
 * release of its minor version on the registry: a framework's or the
 * sign-in library's patch release (often a security fix) is taken the day it
 * ships. Asks the registry (`npm view`), so it runs in CI (.ci/run) and not
 * in the test suite: a registry that cannot be reached is a warning, not a
 * failure. How to take a release: docs/upgrading.md.
 */
import { execFile } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";

/** The packages kept on their minor's newest patch. */
export const WATCHED = ["next", "better-auth"] as const;

/** A stable version's numbers; null for a prerelease or anything else. */
function parse(version: string): [number, number, number] | null {
  const match = /^(\d+)\.(\d+)\.(\d+)$/.exec(version);
  return match ? [Number(match[1]), Number(match[2]), Number(match[3])] : null;
}

/** The newest stable release of `installed`'s major.minor among `published`, when it is newer than `installed`; null when `installed` is current. */
export function newerPatch(installed: string, published: readonly string[]): string | null {
  const mine = parse(installed);
  if (!mine) return null;
  let newest = mine;
  for (const version of published) {
    const theirs = parse(version);
    if (theirs && theirs[0] === mine[0] && theirs[1] === mine[1] && theirs[2] > newest[2]) newest = theirs;
  }
  return newest === mine ? null : newest.join(".");
}

/** The installed version, as the lockfile records it. */
export function lockedVersion(lockfile: { packages?: Record<string, { version?: string }> }, name: string): string {
  const version = lockfile.packages?.[`node_modules/${name}`]?.version;
  if (!version) throw new Error(`package-lock.json has no node_modules/${name}`);
  return version;
}

async function published(name: string): Promise<string[]> {
  const { stdout } = await promisify(execFile)("npm", ["view", name, "versions", "--json"], { timeout: 60_000 });
  const versions = JSON.parse(stdout) as unknown;
  return Array.isArray(versions) ? versions.map(String) : [String(versions)];
}

async function main(): Promise<number> {
  const root = path.resolve(import.meta.dirname, "..");
  const lockfile = JSON.parse(readFileSync(path.join(root, "package-lock.json"), "utf8")) as Parameters<typeof lockedVersion>[0];
  let stale = 0;
  for (const name of WATCHED) {
    const installed = lockedVersion(lockfile, name);
    let versions: string[];
    try {
      versions = await published(name);
    } catch (error) {
      const reason = error instanceof Error ? error.message.split("\n")[0] : String(error);
      console.warn(`warning: could not ask the registry about ${name} (${reason}); its version (${installed}) is not checked`);
      continue;
    }
    const newer = newerPatch(installed, versions);
    if (newer) {
      stale++;
      console.error(
        `${name} ${installed} is older than ${newer}, the newest release of ${installed.split(".").slice(0, 2).join(".")}: take it (npm install ${name}@^${newer}, docs/upgrading.md)`,
      );
    } else console.log(`${name} ${installed}: the newest release of its minor version`);
  }
  return stale ? 1 : 0;
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) process.exitCode = await main();
