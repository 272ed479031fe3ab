// `npm start`: the whole app on this machine, offline — local D1/KV/R2/Durable Objects under
// workerd, the SPA built and served with the API from one origin (http://localhost:8787).
import { spawn } from "node:child_process";
import { bin, offlineEnv, root } from "./local-env.mjs";
import { prepareLocal } from "./prepare-local.mjs";
import { run } from "./run.mjs";

const port = process.env.PORT ?? "8787";

await prepareLocal();
await run(bin("vite"), ["build", "--logLevel", "warn"]);

console.log(`\nAdventure Guide: http://localhost:${port}  (beta password in .dev.vars)\n`);
const server = spawn(
	bin("wrangler"),
	["dev", "--port", port, "--ip", "localhost", "--show-interactive-dev-session=false"],
	{
		cwd: root,
		env: offlineEnv,
		stdio: "inherit",
	},
);
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));
