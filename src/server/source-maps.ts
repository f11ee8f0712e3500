/**
 * Imported first by ./main.ts. Under tsx (`npm run dev`) Node's source maps
 * are on, and Node then keeps the map of every module it loads (our sources
 * and Next's server chunks): some 60 MB of the server's heap, spent on
 * readable stack traces. They stay off unless asked for with Node's own flag
 * (NODE_OPTIONS=--enable-source-maps), in the compiled server too.
 */
if (![...process.execArgv, ...(process.env.NODE_OPTIONS ?? "").split(/\s+/)].includes("--enable-source-maps")) process.setSourceMapsEnabled(false);

export {};
