import pino from "pino";
import { env } from "@/server/env";
import { processSingleton } from "@/server/global";

/** One JSON line per event. */
export const logger = processSingleton("logger", () =>
  pino({
    level: env().LOG_LEVEL,
    base: { service: "mainstreet" },
    timestamp: pino.stdTimeFunctions.isoTime,
    // "level":"info" rather than 30: the same shape as the start-up script's lines before the logger exists.
    formatters: { level: (label) => ({ level: label }) },
  }),
);
