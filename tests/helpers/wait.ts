/**
 * The one place a test waits: for a condition, asked again every `every` ms until `timeout`.
 * A fixed wait (`waitForTimeout`, a sleep) is refused by lint everywhere else in tests/
 * (eslint.config.mjs): it is either too short on a loaded machine or wasted on an idle one.
 */
export async function waitUntil(check: () => boolean | Promise<boolean>, options: { timeout?: number; every?: number } = {}): Promise<boolean> {
  const { timeout = 10_000, every = 100 } = options;
  const until = Date.now() + timeout;
  for (;;) {
    if (await check()) return true;
    if (Date.now() > until) return false;
    await new Promise((resolve) => setTimeout(resolve, every));
  }
}
