// The app as end-to-end tests see it: the built SPA and Worker under `wrangler dev`, on a fresh
// local state (its own D1/KV/R2/DO folder, seeded like `npm start`), with known test secrets.
// With E2E_MODEL_URL (an OpenAI-compatible server, e.g. the fake model of tests/fake-model/) the
// app gets a test key and that base URL, so the guide and the suggestions run on the model path;
// such a server keeps its state in its own folder, so it can run beside the usual one.
import { spawn } from "node:child_process";
import { rmSync } from "node:fs";
import path from "node:path";
import { bin, offlineEnv, root } from "./local-env.mjs";
import { run } from "./run.mjs";
import { seed } from "./seed.mjs";

const port = process.env.E2E_PORT ?? "8799";
/** The key the app sends the model server under E2E_MODEL_URL: the fake model's (tests/fake-model/). */
const E2E_MODEL_KEY = process.env.E2E_MODEL_KEY ?? "sk-fake-model-0123456789";
const modelUrl = process.env.E2E_MODEL_URL;
const state = path.join(root, ".wrangler", modelUrl ? `e2e-state-model-${port}` : "e2e-state");
rmSync(state, { recursive: true, force: true });
await run(bin("wrangler"), ["d1", "migrations", "apply", "DB", "--local", "--persist-to", state]);
// The places catalog (destinations), as `npm start` loads it: the journeys search for real places.
await seed({ persistTo: state });

const vars = {
	BETA_PASSWORD: "e2e-beta-password",
	SESSION_SECRET: "e2e-session-secret-0123456789abcdef",
	ADMIN_EMAILS: "admin@example.com",
	// The journeys sign in through the local form; the e-mail link stays in the D1 outbox.
	LOCAL_SIGN_IN: "true",
	SENDGRID_API_KEY: "",
	// The landing page's About link shows only when the parent brand's site is configured.
	PARENT_BRAND_URL: "https://parent-brand.example/",
	...(modelUrl ? { OPENAI_API_KEY: E2E_MODEL_KEY, OPENAI_BASE_URL: modelUrl } : {}),
};
const server = spawn(
	bin("wrangler"),
	[
		"dev",
		// `npm run bench` runs the app with its floor beside it (tests/perf/bench-worker.mjs).
		...(process.env.E2E_WORKER_ENTRY ? [process.env.E2E_WORKER_ENTRY] : []),
		"--port",
		port,
		"--ip",
		"localhost",
		"--persist-to",
		state,
		"--show-interactive-dev-session=false",
		...Object.entries(vars).flatMap(([key, value]) => ["--var", `${key}:${value}`]),
	],
	{ cwd: root, env: offlineEnv, stdio: "inherit" },
);
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));
