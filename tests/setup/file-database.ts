import { randomBytes } from "node:crypto";
import pg from "pg";
import { inject } from "vitest";
import { fileDatabaseName } from "./database";

/**
 * Each integration test file runs against a database of its own, copied from the migrated one
 * the global setup made (CREATE DATABASE ... TEMPLATE copies files; no migrations run again), so
 * two files can run at once, one per core, without seeing each other's rows. The global setup
 * drops the copies when it drops or stops the template (tests/setup/database.ts).
 */
const template = new URL(inject("databaseUrl"));
const name = fileDatabaseName(template.pathname.slice(1), randomBytes(5).toString("hex"));
const maintenance = new URL(template);
maintenance.pathname = "/postgres";
const admin = new pg.Client({ connectionString: maintenance.toString() });
await admin.connect();
await admin.query(`create database ${name} template ${template.pathname.slice(1)}`);
await admin.end();
const own = new URL(template);
own.pathname = `/${name}`;
process.env.DATABASE_URL = own.toString();
