import { spawn } from "node:child_process";

/**
 * `npm run typecheck` and `npm run lint` side by side, for `npm test`: each is one
 * thread, the machines here have two cores, and one after the other they were
 * some three minutes of every run. Each one's output is printed whole when it
 * ends, so the two never interleave; the exit code is non-zero if either failed.
 */
const checks = ["typecheck", "lint"];

const results = await Promise.all(
  checks.map(
    (name) =>
      new Promise<{ name: string; code: number; output: string; seconds: number }>((resolve) => {
        const started = performance.now();
        const child = spawn("npm", ["run", "--silent", name], { stdio: ["ignore", "pipe", "pipe"] });
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
