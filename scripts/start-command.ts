import { spawn, type ChildProcess, type SpawnOptions } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");

/**
 * Starts the platform with `npm start`'s own command line from package.json
 * (the build when stale, then the server with its Node flags and its malloc
 * settings), through sh as npm runs it; the command execs the server, so the
 * child's pid is the server's once it starts: the tests and the bench run
 * exactly what the README tells a newcomer to run.
 */
export function spawnServer(options: Omit<SpawnOptions, "cwd">): ChildProcess {
  const { scripts } = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")) as { scripts: { start: string } };
  return spawn("sh", ["-c", scripts.start], { ...options, cwd: root });
}

/** What src/server/main.ts prints once it accepts requests. */
const SERVING = "Mainstreet is serving on";

/**
 * Waits for a server from spawnServer (with stdout and stderr piped) to say it
 * is serving. `ready` rejects, with the end of what it printed, if it exits
 * first or takes longer than `timeoutMs`; `output()` is all it has printed.
 */
export function whenServing(child: ChildProcess, timeoutMs = 300_000): { ready: Promise<void>; output: () => string } {
  let output = "";
  const ready = new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the server did not start within ${timeoutMs / 1000} s:\n${output.slice(-4000)}`)), timeoutMs);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes(SERVING)) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout!.on("data", onData);
    child.stderr!.on("data", onData);
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`the server exited with ${code} before it was serving:\n${output.slice(-4000)}`));
    });
  });
  return { ready, output: () => output };
}
