import path from "node:path";
import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";

const root = import.meta.dirname;

/** Secrets and vars the worker tests run with (overriding any local .dev.vars). */
export const TEST_BINDINGS = {
	BETA_PASSWORD: "test-beta-password",
	SESSION_SECRET: "test-session-secret-0123456789abcdef",
	ADMIN_EMAILS: "admin@example.com, Boss@Example.com",
	// The tests sign in through the local form (tests/worker/helpers.ts signIn).
	LOCAL_SIGN_IN: "true",
	OIDC_ISSUER: "",
	OIDC_CLIENT_ID: "",
	OIDC_CLIENT_SECRET: "",
	// Offline LLM unless a test passes a key (tests/worker/fake-openai.ts), even with a key in .dev.vars.
	OPENAI_API_KEY: "",
	OPENAI_BASE_URL: "",
	// The D1 outbox unless a test passes a key (tests/worker/fake-sendgrid.ts).
	SENDGRID_API_KEY: "",
	SENDGRID_BASE_URL: "",
};

export default defineConfig(async () => {
	const migrations = await readD1Migrations(path.join(root, "migrations"));
	return {
		test: {
			projects: [
				{
					test: {
						name: "domain",
						include: ["tests/domain/**/*.test.ts"],
						environment: "node",
					},
				},
				{
					plugins: [react()],
					test: {
						name: "web",
						include: ["tests/web/**/*.test.{ts,tsx}"],
						environment: "happy-dom",
						setupFiles: ["tests/web/setup.ts"],
					},
				},
				{
					test: {
						name: "contract",
						include: ["tests/contract/**/*.test.ts"],
						environment: "node",
						testTimeout: 120_000,
						hookTimeout: 60_000,
					},
				},
				{
					plugins: [
						cloudflareTest({
							wrangler: { configPath: path.join(root, "wrangler.toml") },
							miniflare: {
								bindings: { ...TEST_BINDINGS, TEST_MIGRATIONS: migrations },
							},
						}),
					],
					test: {
						name: "worker",
						// The unseen family questions (tests/worker/guide-unseen/) are a measurement, not a test:
						// collected only with GUIDE_UNSEEN=1 (`npm run bench`), never by `npm test`.
						include: [
							"tests/worker/**/*.test.ts",
							...(process.env.GUIDE_UNSEEN === "1" ? ["tests/worker/guide-unseen/*.unseen.ts"] : []),
							// The offline turn's pieces timed (tests/perf/guide-turn.perf.ts): a measurement, never a test.
							...(process.env.GUIDE_PERF === "1" ? ["tests/perf/*.perf.ts"] : []),
						],
						setupFiles: ["tests/worker/apply-migrations.ts"],
						// Several tests fire hundreds of requests at workerd (limits, windows, 113 planned trips);
						// on a shared two-core machine that can pass vitest's 5 s default without anything being
						// wrong. Time targets live in `npm run bench`, not here.
						testTimeout: 30_000,
						hookTimeout: 30_000,
					},
				},
			],
		},
	};
});
