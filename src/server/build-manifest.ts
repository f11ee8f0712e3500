import { readFileSync, statSync } from "node:fs";

const seen = new Map<string, { mtimeMs: number; value: unknown }>();

/**
 * A manifest the build writes (the islands', the site's stylesheet), parsed
 * once and again only when a newer build replaced it; null while there is none.
 */
export function builtManifest<T>(file: string): T | null {
  let mtimeMs: number;
  try {
    mtimeMs = statSync(file).mtimeMs;
  } catch {
    return null;
  }
  const known = seen.get(file);
  if (known?.mtimeMs === mtimeMs) return known.value as T;
  const value = JSON.parse(readFileSync(file, "utf8")) as T;
  seen.set(file, { mtimeMs, value });
  return value;
}
