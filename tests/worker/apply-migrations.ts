import { applyD1Migrations, env } from "cloudflare:test";

// Runs before each test file: storage is isolated per file, so each file starts from the schema.
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
