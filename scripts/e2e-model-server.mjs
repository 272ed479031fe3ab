// The app on a model server: the fake OpenAI-compatible model (tests/fake-model/serve.ts) on
// E2E_MODEL_PORT, and the e2e app (scripts/e2e-server.mjs) on E2E_PORT pointed at it, so the guide
// and the suggestions take the model path. Used by `npm run bench` (tests/perf/guide-stream.mjs) and
// the model journeys (tests/e2e/guide-model.spec.ts); the fake's delays and failures are then set
// per run through its control endpoints. Stops both when stopped or when either stops.
//
//   E2E_PORT=8827 E2E_MODEL_PORT=8870 node scripts/e2e-model-server.mjs
//   (FAKE_FIRST_TOKEN_MS, FAKE_PER_TOKEN_MS: the fake's delays at start; 2000 and 10 by default)
import { spawn } from "node:child_process";
import path from "node:path";
import { offlineEnv, root } from "./local-env.mjs";

const appPort = process.env.E2E_PORT ?? "8799";
const modelPort = process.env.E2E_MODEL_PORT;
if (!modelPort) throw new Error("E2E_MODEL_PORT: the port of the fake model server");

// Node runs the fake's TypeScript as it is (types stripped).
const model = spawn(
	"node",
	[
		path.join(root, "tests/fake-model/serve.ts"),
		"--port",
		modelPort,
		"--first-token-ms",
		process.env.FAKE_FIRST_TOKEN_MS ?? "2000",
		"--per-token-ms",
		process.env.FAKE_PER_TOKEN_MS ?? "10",
	],
	{ cwd: root, env: offlineEnv, stdio: "inherit" },
);
const app = spawn("node", [path.join(root, "scripts/e2e-server.mjs")], {
	cwd: root,
	env: { ...offlineEnv, E2E_PORT: appPort, E2E_MODEL_URL: `http://127.0.0.1:${modelPort}/v1` },
	stdio: "inherit",
});
const children = [model, app];
const stop = (signal) => {
	for (const child of children) if (child.exitCode === null) child.kill(signal);
};
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => stop(signal));
for (const child of children) {
	child.on("exit", (code) => {
		stop("SIGTERM");
		process.exitCode = code ?? 0;
	});
}
