/**
 * One JSON line on stdout, shaped like the logger's, for start-up steps that
 * run before the app (and its logger, which reads the environment) is loaded.
 */
export function startLog(message: string, extra: Record<string, unknown> = {}): void {
  console.log(JSON.stringify({ level: "info", time: new Date().toISOString(), service: "mainstreet", msg: message, ...extra }));
}
