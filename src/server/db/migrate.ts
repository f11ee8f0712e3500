import path from "node:path";
import { drizzle } from "drizzle-orm/node-postgres";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";

export const MIGRATIONS_DIR = path.resolve(process.cwd(), "src/server/db/migrations");

/**
 * Applies the committed migrations. An advisory lock makes concurrent starts
 * (several instances, several test workers) take turns instead of racing.
 */
export async function applyMigrations(databaseUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query("select pg_advisory_lock(hashtext('mainstreet:migrate'))");
    await migrate(drizzle(client), { migrationsFolder: MIGRATIONS_DIR });
  } finally {
    await client.query("select pg_advisory_unlock(hashtext('mainstreet:migrate'))").catch(() => undefined);
    await client.end();
  }
}
