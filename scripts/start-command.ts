import { spawn, type ChildProcess, type SpawnOptions } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");

/**
 * Starts the platform with `npm start`'s own command line from package.json
 * (its Node flags and its malloc settings included), through sh with exec so
 * the child's pid is the server's: the tests and the bench run exactly what
 * the README tells a newcomer to run.
 */
export function spawnServer(options: Omit<SpawnOptions, "cwd">): ChildProcess {
  const { scripts } = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")) as { scripts: { start: string } };
  // "A=b node ..." becomes "A=b exec node ...": the assignments still reach node, and node replaces sh.
  const command = scripts.start.replace(/^((?:\w+=\S*\s+)*)/, "$1exec ");
  return spawn("sh", ["-c", command], { ...options, cwd: root });
}
