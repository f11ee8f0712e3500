// Fills .cache/demo-images with what the media pipeline makes of every picture the showroom names,
// so that the next first start (a test server, a fresh deployment) reuses it: node --conditions=react-server --import tsx scripts/warm-demo-images.ts
import { readdirSync, readFileSync } from "node:fs";
import { DEMO_IMAGES } from "@/demo/images/catalogue";
import { warmDemoImage } from "@/demo/images/place";
const dir = "src/modules/templates/showroom";
const keys = new Set<string>();
for (const f of readdirSync(dir)) for (const m of readFileSync(`${dir}/${f}`, "utf8").matchAll(/seedImage\("([^"]+)"/g)) keys.add(m[1]!);
const t = performance.now();
for (const key of keys) {
  await warmDemoImage(key, DEMO_IMAGES[key]!);
}
console.log(keys.size, "images in", Math.round(performance.now() - t), "ms");
