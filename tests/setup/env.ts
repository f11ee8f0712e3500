import { inject } from "vitest";

// Runs in each test worker before the test file: point the server modules at the test database.
process.env.DATABASE_URL = inject("databaseUrl");
process.env.MAINSTREET_SECRET = inject("secret");
process.env.LOG_LEVEL = "silent";
// Checkouts in tests go to the built-in test provider, which must be chosen explicitly.
process.env.PAYMENT_PROVIDER = "test";
