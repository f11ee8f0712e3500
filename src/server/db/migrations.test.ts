import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { integer, pgTable, uuid } from "drizzle-orm/pg-core";
import { generateDrizzleJson, generateMigration } from "drizzle-kit/api";
import { describe, expect, it } from "vitest";
import * as platformSchema from "./schema";

/*
 * The committed migrations are what drizzle-kit generates from the schema: a table or column
 * changed without `npm run db:generate` fails here, before a database ever sees the difference
 * (docs/extending.md, "A migration").
 */
const root = path.resolve(import.meta.dirname, "../../..");
const migrations = path.join(root, "src/server/db/migrations");

/** The schema drizzle-kit reads (drizzle.config.ts): the platform's tables and any a module declares in its table.ts. */
async function schema(): Promise<Record<string, unknown>> {
  const modules = path.join(root, "src/modules");
  const tables = readdirSync(modules).filter((name) => readdirSync(path.join(modules, name)).includes("table.ts"));
  const declared = await Promise.all(tables.map((name) => import(path.join(modules, name, "table.ts")) as Promise<Record<string, unknown>>));
  return Object.assign({}, platformSchema, ...declared);
}

/** The snapshot drizzle-kit wrote with the last committed migration. */
function lastSnapshot() {
  const journal = JSON.parse(readFileSync(path.join(migrations, "meta/_journal.json"), "utf8")) as { entries: Array<{ idx: number }> };
  const last = journal.entries.at(-1)!;
  return JSON.parse(readFileSync(path.join(migrations, `meta/${String(last.idx).padStart(4, "0")}_snapshot.json`), "utf8")) as Parameters<
    typeof generateMigration
  >[0];
}

describe("the committed migrations", () => {
  it("are what the schema generates: nothing is left to generate", async () => {
    const snapshot = lastSnapshot();
    expect(await generateMigration(snapshot, generateDrizzleJson(await schema(), snapshot.id))).toEqual([]);
  });

  it("would be caught missing a table the schema gained", async () => {
    const snapshot = lastSnapshot();
    const tastings = pgTable("tastings", { id: uuid("id").primaryKey().defaultRandom(), guests: integer("guests").notNull() });
    const statements = await generateMigration(snapshot, generateDrizzleJson({ ...(await schema()), tastings }, snapshot.id));
    expect(statements.join("\n")).toContain('CREATE TABLE "tastings"');
  });
});
