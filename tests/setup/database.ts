import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { startEmbeddedPostgres } from "../../src/server/db/embedded";
import { applyMigrations } from "../../src/server/db/migrate";

declare module "vitest" {
  export interface ProvidedContext {
    databaseUrl: string;
    secret: string;
    baseUrl: string;
    /** Lets a browser test read /api/health's details (tests/setup/server.ts). */
    healthToken: string;
    /** A file saying whether that server is "starting", "serving", or why it failed. */
    serverStatus: string;
  }
}

/** An integration test file's own copy of the test database (tests/setup/file-database.ts). */
export const fileDatabaseName = (template: string, id: string) => `${template}_file_${id}`;

/**
 * A real PostgreSQL for the tests: with DATABASE_URL set, a fresh database
 * created in that server (dropped afterwards, with the files' copies of it);
 * otherwise an embedded server in a temporary folder. Migrations applied as
 * `npm start` applies them.
 */
export async function startTestDatabase(): Promise<{ url: string; stop: () => Promise<void> }> {
  const external = process.env.DATABASE_URL;
  if (external) {
    const name = `mainstreet_test_${randomBytes(6).toString("hex")}`;
    const admin = new pg.Client({ connectionString: external });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(external);
    url.pathname = `/${name}`;
    await applyMigrations(url.toString());
    return {
      url: url.toString(),
      stop: async () => {
        const client = new pg.Client({ connectionString: external });
        await client.connect();
        const copies = await client.query<{ datname: string }>("select datname from pg_database where datname like $1", [fileDatabaseName(name, "%")]);
        for (const { datname } of copies.rows) await client.query(`drop database if exists ${datname} with (force)`);
        await client.query(`drop database if exists ${name} with (force)`);
        await client.end();
      },
    };
  }
  const dir = await mkdtemp(path.join(os.tmpdir(), "mainstreet-test-"));
  const embedded = await startEmbeddedPostgres(dir);
  await applyMigrations(embedded.url);
  return {
    url: embedded.url,
    stop: async () => {
      await embedded.stop();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

export default async function setup(project: TestProject) {
  const db = await startTestDatabase();
  project.provide("databaseUrl", db.url);
  project.provide("secret", randomBytes(32).toString("base64url"));
  return db.stop;
}
