import pino from "pino";
import { env } from "@/server/env";

/** One JSON line per event. */
export const logger = pino({
  level: env().LOG_LEVEL,
  base: { service: "mainstreet" },
  timestamp: pino.stdTimeFunctions.isoTime,
  // "level":"info" rather than 30: the same shape as the start-up script's lines before the logger exists.
  formatters: { level: (label) => ({ level: label }) },
  serializers: { err: errorFields },
});

/** An error as pino writes it, less the database client pg attaches to a dropped connection's error (a page of JSON per line). */
function errorFields(error: Error): Record<string, unknown> {
  const { client: _client, ...fields } = pino.stdSerializers.err(error) as unknown as Record<string, unknown>;
  return fields;
}
