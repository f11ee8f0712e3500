import { spawn } from "node:child_process";
import path from "node:path";
import { buildIsStale } from "../src/edge/next-build";

/**
 * What `npm test` does before Vitest, side by side: `npm run typecheck`, the two halves of `npm run
 * lint` (ESLint, and Prettier's check, which `npm run lint` runs one after the other) and, when the
 * source is newer than the build, `next build` (the browser tests' server needs it; the tests'
 * setup would otherwise build it alone). Type checking and each lint are one thread each, the build
 * mostly two, and the machines here have two cores: one after the other they were some five
 * minutes of every run on a fresh clone. The build starts first, being the longest. Each one's
 * output is printed whole when it ends, so they never interleave; the exit code is non-zero if any
 * failed.
 */
const root = path.resolve(import.meta.dirname, "..");
const jobs: Array<[name: string, command: string, args: string[]]> = [
  ["typecheck", "npm", ["run", "--silent", "typecheck"]],
  ["eslint", "npx", ["--no-install", "eslint", "--max-warnings", "0", "."]],
  ["prettier", "npx", ["--no-install", "prettier", "--check", "--log-level", "warn", "."]],
];
if (buildIsStale(root)) jobs.unshift(["build", "npm", ["run", "--silent", "build"]]);

const results = await Promise.all(
  jobs.map(
    ([name, command, args]) =>
      new Promise<{ name: string; code: number; output: string; seconds: number }>((resolve) => {
        const started = performance.now();
        // No telemetry from the build: the platform makes no outside requests, building included.
        const child = spawn(command, args, { cwd: root, stdio: ["ignore", "pipe", "pipe"], env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" } });
        let output = "";
        child.stdout.on("data", (chunk: Buffer) => (output += chunk));
        child.stderr.on("data", (chunk: Buffer) => (output += chunk));
        child.on("close", (code) => resolve({ name, code: code ?? 1, output, seconds: (performance.now() - started) / 1000 }));
      }),
  ),
);

for (const { name, code, output, seconds } of results) {
  console.log(`${name}: ${code === 0 ? "passed" : `failed (exit ${code})`} in ${seconds.toFixed(0)} s`);
  if (output.trim()) console.log(output.trimEnd());
}
process.exit(results.some((r) => r.code !== 0) ? 1 : 0);
