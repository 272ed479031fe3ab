import type { D1Migration } from "cloudflare:test";

declare global {
	namespace Cloudflare {
		interface Env {
			/** Migrations read from migrations/ by vitest.config.ts; test-only binding. */
			TEST_MIGRATIONS: D1Migration[];
		}
	}
}
