declare module "wawoff2" {
  /** Google's WOFF2 decoder (compiled to WebAssembly): the font's TrueType bytes. */
  export function decompress(woff2: Uint8Array): Promise<Uint8Array>;
  export function compress(ttf: Uint8Array): Promise<Uint8Array>;
}
