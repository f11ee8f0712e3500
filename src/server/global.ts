/**
 * One instance per process for the things that must be shared: the custom
 * server's compiled bundle (dist/server, or the sources through tsx) and
 * Next's own bundle each hold a copy of our modules, so module-level
 * singletons would exist twice (docs/architecture.md, "Two copies").
 */
export function processSingleton<T>(name: string, create: () => T): T {
  const key = Symbol.for(`mainstreet.${name}`);
  const store = globalThis as unknown as Record<symbol, T | undefined>;
  return (store[key] ??= create());
}
