import { defineConfig } from "drizzle-kit";

export default defineConfig({
  dialect: "postgresql",
  // The platform's tables, and any a collection declares in its own folder (modules/<kind>/table.ts).
  schema: ["./src/server/db/schema/index.ts", "./src/modules/*/table.ts"],
  out: "./src/server/db/migrations",
});
