/**
 * One instance per process for the things that must be shared: the custom
 * server loads our modules through tsx while Next loads its own bundled copy
 * of them, so module-level singletons would exist twice.
 */
export function processSingleton<T>(name: string, create: () => T): T {
  const key = Symbol.for(`mainstreet.${name}`);
  const store = globalThis as unknown as Record<symbol, T | undefined>;
  return (store[key] ??= create());
}
