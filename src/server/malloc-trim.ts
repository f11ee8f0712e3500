import { createRequire } from "node:module";

/**
 * Hands back to the system the memory glibc's malloc keeps once it is freed.
 * By itself glibc returns only the top of its heap (the start command's
 * trim_threshold); after a burst the freed pages inside it stay counted in
 * the process's RSS (after a 5-minute hostile sweep: 137 MB kept by the main
 * arena with 12 MB in use; malloc_trim(0) took RSS from 414 to 292 MB, under
 * where the sweep started). Node never calls malloc_trim, so this calls
 * libc's through koffi (a prebuilt FFI, nothing built on install). Where
 * there is no glibc (macOS, musl) or no koffi, it does nothing. It imports
 * nothing of the server's: server/main.ts loads it before anything else, and
 * the logger (with the environment it reads) must not be made that early.
 */
export function trimMalloc(): void {
  if (trim === undefined) trim = loadTrim();
  trim?.();
}

let trim: (() => void) | null | undefined;

function loadTrim(): (() => void) | null {
  if (process.platform !== "linux") return null;
  try {
    const koffi = createRequire(import.meta.url)("koffi") as { load(name: string): { func(signature: string): (pad: number) => number } };
    const mallocTrim = koffi.load("libc.so.6").func("int malloc_trim(size_t pad)");
    return () => void mallocTrim(0);
  } catch {
    return null;
  }
}
