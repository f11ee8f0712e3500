/**
 * Loaded into the server by `npm run bench:newsletter -- --cpu-prof DIR`
 * (NODE_OPTIONS=--import): the first SIGUSR2 starts V8's CPU profiler, the
 * second writes what it sampled to DIR/send-{pid}.cpuprofile (open it in
 * Chrome's DevTools, or read it with bench/profile-summary.ts). Only the
 * send is profiled, not the start-up or the demo's loading.
 */
import { writeFileSync } from "node:fs";
import inspector from "node:inspector";
import path from "node:path";

const dir = process.env.BENCH_CPU_PROFILE_DIR;
const session = new inspector.Session();
session.connect();
let profiling = false;
process.on("SIGUSR2", () => {
  if (!profiling) {
    profiling = true;
    session.post("Profiler.enable", () => session.post("Profiler.start"));
    return;
  }
  profiling = false;
  session.post("Profiler.stop", (error, result) => {
    if (!error) writeFileSync(path.join(dir, `send-${process.pid}.cpuprofile`), JSON.stringify(result.profile));
  });
});
