/**
 * Debian's Chromium, as this workplace runs it: the tests, the page-weight
 * count and Lighthouse all launch it from here (no background network, no
 * component updates, nothing downloaded).
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
export const CHROMIUM_FLAGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--no-first-run"];
